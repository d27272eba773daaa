/// What a layer does to an animation as it is added, for the kinds that need it.
extension LayerAnimation {
    /// Throws when an animated custom property's model value has another type.
    func checkTypes(against model: PropertyValues) throws(CadenceError) {
        if let checking = self as? any ModelTypeChecking {
            try checking.checkModelTypes(model)
        }
    }

    /// The animation with endpoints Core Animation fills at add time filled from
    /// `presented` (a ``BasicAnimation`` with no values set starts from the
    /// presented value).
    func fillingOpenEndpoints(from presented: PropertyValues) -> any LayerAnimation {
        (self as? any OpenEndpointFilling)?.filled(from: presented) ?? self
    }
}

/// An animation whose key paths must agree with the model's stored types.
protocol ModelTypeChecking {
    func checkModelTypes(_ model: PropertyValues) throws(CadenceError)
}

extension ModelTypeChecking where Self: PropertyAnimation {
    func checkModelTypes(_ model: PropertyValues) throws(CadenceError) {
        _ = try model.value(for: keyPath)
    }
}

extension BasicAnimation: ModelTypeChecking {}
extension KeyframeAnimation: ModelTypeChecking {}
extension SpringAnimation: ModelTypeChecking {}

extension AnimationGroup: ModelTypeChecking {
    func checkModelTypes(_ model: PropertyValues) throws(CadenceError) {
        for (index, child) in animations.enumerated() {
            do {
                try child.checkTypes(against: model)
            } catch {
                throw error.inside("animations[\(index)]")
            }
        }
    }
}

/// An animation that takes a missing endpoint from what is shown when added.
protocol OpenEndpointFilling {
    func filled(from presented: PropertyValues) -> any LayerAnimation
}

extension BasicAnimation: OpenEndpointFilling {
    func filled(from presented: PropertyValues) -> any LayerAnimation {
        guard fromValue == nil, toValue == nil, byValue == nil else { return self }
        var copy = self
        copy.fromValue = presented[keyPath]
        return copy
    }
}

// MARK: - Resolving at an operation's start

extension LayerAnimation {
    /// The animation with an endpoint left open (only `to`, or only `by`) taken
    /// from `presented`, as an operation does at its start so the animation does
    /// not follow the model it is about to change.
    func resolvingOpenEndpoint(from presented: PropertyValues) -> any LayerAnimation {
        (self as? any OpenEndpointResolving)?.resolved(from: presented) ?? self
    }

    /// The values shown at the end of the animation's active time over `model`:
    /// what the model should hold so that nothing jumps when it is removed. Nil
    /// when it never ends.
    func finalValues(over model: PropertyValues) -> PropertyValues? {
        var probe: any LayerAnimation = self
        probe.fillMode = .forwards
        let end = probe.resolvedTiming.endTime
        guard end.isFinite else { return nil }
        var values = model
        probe.apply(at: end, to: &values)
        return values
    }
}

/// An animation with from/to/by endpoints.
protocol OpenEndpointResolving {
    func resolved(from presented: PropertyValues) -> any LayerAnimation
}

extension BasicAnimation: OpenEndpointResolving {
    func resolved(from presented: PropertyValues) -> any LayerAnimation {
        guard fromValue == nil, (toValue == nil) != (byValue == nil) else { return self }
        var copy = self
        copy.fromValue = presented[keyPath]
        return copy
    }
}

extension SpringAnimation: OpenEndpointResolving {
    func resolved(from presented: PropertyValues) -> any LayerAnimation {
        guard fromValue == nil, (toValue == nil) != (byValue == nil) else { return self }
        var copy = self
        copy.fromValue = presented[keyPath]
        return copy
    }
}

/// What a layer does to an animation as it is added, for the kinds that need it.
extension LayerAnimation {
    /// Throws when an animated custom property's model value has another type.
    func checkTypes(against model: PropertyValues) throws(CadenceError) {
        if let checking = self as? any ModelTypeChecking {
            try checking.checkModelTypes(model)
        }
    }

    /// The animation with endpoints Core Animation fills at add time filled from
    /// `presented` (a basic or spring animation with no values set starts from the
    /// presented value).
    /// `presented` is evaluated only when an endpoint is open.
    func fillingOpenEndpoints(from presented: @autoclosure () -> PropertyValues) -> any LayerAnimation {
        (self as? any EndpointAnimation)?.startingFrom(presented()) { $0 == nil && $1 == nil } ?? self
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

// MARK: - Resolving at an operation's start

extension LayerAnimation {
    /// The animation with an endpoint left open (only `to`, or only `by`) taken
    /// from `presented`, as an operation does at its start so the animation does
    /// not follow the model it is about to change.
    func resolvingOpenEndpoint(from presented: PropertyValues) -> any LayerAnimation {
        (self as? any EndpointAnimation)?.startingFrom(presented) { ($0 == nil) != ($1 == nil) } ?? self
    }

    /// The values shown at the end of the animation's active time over `model`:
    /// what the model should hold so that nothing jumps when it is removed. Nil
    /// when it never ends.
    func finalValues(over model: PropertyValues) -> PropertyValues? {
        // Its own type, not `any LayerAnimation`: no box to allocate and copy.
        var probe = self
        probe.fillMode = .forwards
        let end = probe.resolvedTiming.endTime
        guard end.isFinite else { return nil }
        var values = model
        probe.apply(at: end, to: &values)
        return values
    }
}

/// An animation with Core Animation's from/to/by endpoints: basic and spring.
protocol EndpointAnimation: PropertyAnimation {
    var fromValue: Value? { get set }
    var toValue: Value? { get }
    var byValue: Value? { get }
}

extension EndpointAnimation {
    /// The animation starting from the presented value, when `fromValue` is
    /// open and `toValue` and `byValue` pass `isOpen`.
    /// `presented` is evaluated only then.
    func startingFrom(
        _ presented: @autoclosure () -> PropertyValues, when isOpen: (Value?, Value?) -> Bool
    ) -> any LayerAnimation {
        guard fromValue == nil, isOpen(toValue, byValue) else { return self }
        var copy = self
        copy.fromValue = presented()[keyPath]
        return copy
    }
}

extension BasicAnimation: EndpointAnimation {}
extension SpringAnimation: EndpointAnimation {}

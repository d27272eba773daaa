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

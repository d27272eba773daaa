extension Layer {
    /// How fast the value shown at `keyPath` changes now, in its units per
    /// second of the host's time; see ``presentedVelocity(for:at:)``.
    public func presentedVelocity<Value>(for keyPath: AnimationKeyPath<Value>) -> Value {
        presentedVelocity(for: keyPath, at: compositor?.currentTime ?? 0)
    }

    /// How fast the value shown at `keyPath` changes at host time `time`, in
    /// its units per second: zero where nothing animates it.
    ///
    /// What a layer shows composes its animations (additive ones, those of
    /// sub-paths and of the whole property, each in its layer's time, under
    /// its ancestors' speeds), so its velocity is the derivative of what it
    /// shows, taken as a central difference over a microsecond of host time.
    /// Each animation answers its own analytically: see
    /// ``PropertyAnimation/velocity(at:beneath:)``.
    public func presentedVelocity<Value>(for keyPath: AnimationKeyPath<Value>, at time: Double) -> Value {
        let step = 1e-6
        let after = presentedValue(for: keyPath, at: time + step)
        let before = presentedValue(for: keyPath, at: time - step)
        return after.subtracting(before).scaled(by: 1 / (2 * step))
    }
}

extension Layer {
    /// How fast the value shown at `keyPath` changes now per second of the
    /// layer's own time (its speed and its ancestors' divided out): the
    /// velocity an animation added to it continues.
    func localVelocity<Value>(for keyPath: AnimationKeyPath<Value>) -> Value {
        let now = compositor?.currentTime ?? 0
        let step = 1e-6
        let pace = (convertTime(now + step, from: nil) - convertTime(now - step, from: nil)) / (2 * step)
        let velocity = presentedVelocity(for: keyPath, at: now)
        return pace > 0 && pace.isFinite ? velocity.scaled(by: 1 / pace) : .zero
    }
}

/// An animation that, added by an implicit action, continues the velocity
/// the layer shows: a spring (see `SpringAnimation.inheritedVelocity`).
protocol VelocityInheriting {
    func inheritingVelocity(from layer: Layer) -> any LayerAnimation
}

extension SpringAnimation: VelocityInheriting {
    /// This spring with the velocity `layer` shows at its key path, unless
    /// it has one of its own or ignores it, or nothing moves.
    func inheritingVelocity(from layer: Layer) -> any LayerAnimation {
        guard inheritedVelocity == nil, !ignoresInheritedVelocity else { return self }
        let velocity = layer.localVelocity(for: keyPath)
        guard velocity != .zero, velocity.isFinite else { return self }
        var spring = self
        spring.inheritedVelocity = velocity
        return spring
    }
}

extension SpringAnimation {
    /// This spring sent to `target` from `value`, moving at `velocity`
    /// (the property's units per second): the same physics and timing, with
    /// ``fromValue`` `value`, ``toValue`` `target`, no ``byValue`` and
    /// ``inheritedVelocity`` `velocity`. SwiftUI's spring replacing a spring
    /// in flight: both the value and its velocity carry on.
    ///
    /// ```swift
    /// let spring = SpringAnimation(keyPath: .positionX, from: 0, to: 1,
    ///                              spring: DampedSpring(mass: 1, stiffness: 100, damping: 20))
    /// let at = 0.1
    /// let back = spring.retargeted(from: spring.value(at: at, beneath: 0)!,
    ///                              velocity: spring.velocity(at: at, beneath: 0)!, to: 0)
    /// ```
    ///
    /// Its begin time is left as it was: set it to the instant of the
    /// hand-off (an ``AnimationOperation`` does that in
    /// ``AnimationOperation/retarget(to:)``).
    public func retargeted(from value: Value, velocity: Value, to target: Value) -> SpringAnimation {
        var next = self
        next.byValue = nil
        next.fromValue = value
        next.toValue = target
        next.inheritedVelocity = velocity
        return next
    }
}

extension SpringAnimation {
    /// A spring toward `target` that takes over from what `layer` shows at
    /// ``keyPath`` now: starting at the value shown, moving at the velocity
    /// shown (per second of the layer's time), with `spring`'s physics.
    /// The one call for a hand-off from any motion, a finger's included
    /// once its last position is on the layer.
    public init(keyPath: AnimationKeyPath<Value>, continuing layer: Layer, to target: Value, spring: DampedSpring = DampedSpring()) {
        self.init(keyPath: keyPath, from: layer.presentedValue(for: keyPath), to: target, spring: spring)
        let velocity = layer.localVelocity(for: keyPath)
        if velocity != .zero, velocity.isFinite { inheritedVelocity = velocity }
    }
}

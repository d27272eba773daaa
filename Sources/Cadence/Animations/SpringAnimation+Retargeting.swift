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

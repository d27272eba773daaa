/// What a bounded ``DecayAnimation`` does when it reaches its `minimum` or
/// `maximum`.
///
/// ```swift
/// let wall = DecayBoundary.stop                 // Android's FlingAnimation: halt at the bound
/// let rubber = DecayBoundary.spring()           // Framer Motion's inertia: bounce back to it
/// let soft = DecayBoundary.spring(DampedSpring(stiffness: 200, damping: 20))
/// ```
public enum DecayBoundary: Hashable, Sendable {
    /// The value is held at the bound from the instant it reaches it, and the
    /// decay ends then, as Android's `FlingAnimation` with `setMinValue` and
    /// `setMaxValue`.
    case stop

    /// At the instant the decay reaches the bound, a spring takes over: it
    /// starts at the bound with the decay's velocity then and pulls back to
    /// the bound, as Framer Motion's `inertia` hands off to a spring.
    ///
    /// The default is Framer Motion's `bounceStiffness` 500 and
    /// `bounceDamping` 10, mass 1. The spring's own
    /// ``DampedSpring/initialVelocity`` is ignored: the velocity is the
    /// decay's. Its damping must be > 0, or it would never settle.
    case spring(DampedSpring = DecayBoundary.defaultSpring)

    /// Framer Motion's `inertia` bounce: mass 1, stiffness 500, damping 10.
    public static let defaultSpring = DampedSpring(mass: 1, stiffness: 500, damping: 10)
}

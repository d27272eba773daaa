/// A spring for a ``PropertyAnimator``: UIKit's `UISpringTimingParameters`.
///
/// Given a damping ratio, the spring settles in the animator's duration
/// (1 settles without overshoot, smaller values oscillate). Given a mass,
/// stiffness and damping, the spring keeps its own physics, and the
/// animator lasts the spring's settling duration, whatever duration it was
/// given, as in UIKit.
///
/// ```swift
/// let bouncy = try SpringTimingParameters(dampingRatio: 0.5, initialVelocity: SpringVelocity(dx: 2, dy: 0))
/// let physical = try SpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: SpringVelocity())
/// ```
public struct SpringTimingParameters: TimingCurveProvider, Hashable {
    /// How the spring was described.
    public enum Physics: Hashable, Sendable {
        /// Settles in the animator's duration with this damping ratio.
        case dampingRatio(Double)
        /// A mass on a spring with a damper: its own settling duration.
        case spring(mass: Double, stiffness: Double, damping: Double)
    }

    /// How the spring was described.
    public let physics: Physics
    /// The velocity the motion starts with, in units of the distance still to
    /// go per second (UIKit's relative `initialVelocity`): `dx` 2 would cover
    /// the whole distance in half a second. Cadence's springs have one
    /// velocity per animation, so `dx` is used for every property, points
    /// included; `dy` is kept as given.
    public let initialVelocity: SpringVelocity

    /// A critically damped spring (ratio 1) at rest, settling in the
    /// animator's duration.
    public init() {
        physics = .dampingRatio(1)
        initialVelocity = SpringVelocity()
    }

    /// A spring that settles in the animator's duration with `dampingRatio`.
    ///
    /// - Throws: ``CadenceError`` for a ratio that is not a finite number > 0
    ///   or a velocity that is not finite.
    public init(dampingRatio: Double, initialVelocity: SpringVelocity = SpringVelocity()) throws(CadenceError) {
        try CadenceError.check(
            dampingRatio, "dampingRatio", in: .leastNonzeroMagnitude ... .infinity,
            expected: "a finite damping ratio > 0 (1 is critical damping)")
        try initialVelocity.validate()
        physics = .dampingRatio(dampingRatio)
        self.initialVelocity = initialVelocity
    }

    /// A spring with this mass, stiffness and damping (`CASpringAnimation`'s
    /// physics); the animator lasts its settling duration.
    ///
    /// - Throws: ``CadenceError`` naming the parameter out of range (mass and
    ///   stiffness > 0, damping > 0, all finite).
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: SpringVelocity) throws(CadenceError) {
        try DampedSpring(mass: mass, stiffness: stiffness, damping: damping).validate()
        try CadenceError.check(
            damping, "damping", in: .leastNonzeroMagnitude ... .infinity,
            expected: "a finite number > 0 (a spring with no damping never settles)")
        try initialVelocity.validate()
        physics = .spring(mass: mass, stiffness: stiffness, damping: damping)
        self.initialVelocity = initialVelocity
    }

    /// The damping ratio: as given, or `damping / (2√(mass · stiffness))`.
    public var dampingRatio: Double {
        switch physics {
        case .dampingRatio(let ratio): ratio
        case .spring(let mass, let stiffness, let damping): damping / (2 * (mass * stiffness).squareRoot())
        }
    }

    /// How long the spring lasts for an animator of `duration`: that
    /// duration for a damping ratio, the settling duration of the physics otherwise.
    func duration(forAnimator duration: Double) -> Double {
        switch physics {
        case .dampingRatio: duration
        case .spring: spring(lasting: duration).settlingDuration
        }
    }

    /// The spring an animation lasting `duration` plays, starting at `velocity`
    /// (remaining distances per second).
    func spring(lasting duration: Double, velocity: Double? = nil) -> DampedSpring {
        let velocity = velocity ?? Double(initialVelocity.dx)
        switch physics {
        case .dampingRatio(let ratio):
            return (try? DampedSpring.settling(in: duration, dampingRatio: ratio, initialVelocity: velocity))
                ?? DampedSpring(initialVelocity: velocity)
        case .spring(let mass, let stiffness, let damping):
            return DampedSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        }
    }

    public var timingCurveType: TimingCurveType { .spring }
    public var cubicTimingParameters: CubicTimingParameters? { nil }
    public var springTimingParameters: SpringTimingParameters? { self }
}

/// A spring's starting velocity, as UIKit's `CGVector` for
/// `UISpringTimingParameters.initialVelocity` (Foundation on Linux has no
/// `CGVector`): in units of the distance still to go, per second.
public struct SpringVelocity: Hashable, Sendable {
    /// The velocity along x, the one Cadence's springs use.
    public var dx: Double
    /// The velocity along y.
    public var dy: Double

    /// A velocity; zero by default.
    public init(dx: Double = 0, dy: Double = 0) {
        self.dx = dx
        self.dy = dy
    }

    func validate() throws(CadenceError) {
        try CadenceError.check(dx, "initialVelocity.dx", expected: "a finite number")
        try CadenceError.check(dy, "initialVelocity.dy", expected: "a finite number")
    }
}

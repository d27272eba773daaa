import Foundation

/// A damped harmonic oscillator moving a unit distance, as `CASpringAnimation`'s
/// physics: a mass on a spring with a damper, released at 0 and pulled towards 1.
///
/// ``value(at:)`` is the closed-form solution of `m·x″ + c·x′ + k·x = 0` for the
/// displacement `x = value − 1`, starting at `x(0) = −1` with velocity
/// ``initialVelocity``. It is never integrated step by step, so the value at any
/// time is exact and independent of how often it is sampled:
///
/// - underdamped (ζ < 1): `x = e^(−ζω₀t) · (x₀ cos ω_d t + (v₀ + ζω₀x₀)/ω_d · sin ω_d t)`;
/// - critically damped (ζ = 1): `x = e^(−ω₀t) · (x₀ + (v₀ + ω₀x₀) t)`;
/// - overdamped (ζ > 1): the same with `cosh` and `sinh` of `ω_h t`,
///
/// where `ω₀ = √(k/m)`, `ζ = c / (2√(km))`, `ω_d = ω₀√(1 − ζ²)` and `ω_h = ω₀√(ζ² − 1)`.
///
/// ```swift
/// let spring = DampedSpring(mass: 1, stiffness: 100, damping: 10)
/// spring.dampingRatio       // 0.5: it overshoots
/// spring.value(at: 0.2)     // past 1
/// spring.settlingDuration   // when it stays within 0.1% of the distance
/// ```
public struct DampedSpring: Hashable, Sendable {
    /// The mass attached to the spring; > 0, default 1.
    public var mass: Double
    /// The spring's stiffness; > 0, default 100.
    public var stiffness: Double
    /// The damping coefficient; ≥ 0, default 10. Zero never settles.
    public var damping: Double
    /// The starting velocity in distances per second: 1 covers the whole distance
    /// in a second; positive is towards the target. Default 0.
    public var initialVelocity: Double

    /// A spring with `CASpringAnimation`'s defaults, any of which can be given here.
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// A spring described as it looks, as `CASpringAnimation(perceptualDuration:bounce:)`:
    /// `stiffness = m · (2π / d)²` and `damping = 4π · m · ζ / d`, with the damping
    /// ratio `ζ = 1 − bounce` for a bounce ≥ 0 and `1 / (1 + bounce)` below 0.
    ///
    /// - Parameters:
    ///   - perceptualDuration: roughly how long the motion appears to take; > 0.
    ///   - bounce: 0 for no overshoot (critically damped), up to 1 for an undamped
    ///     oscillation; negative values, down to (not including) −1, are overdamped.
    ///   - mass: the mass on the spring; > 0.
    ///   - initialVelocity: the starting velocity in distances per second.
    /// - Throws: ``CadenceError`` naming the parameter that is out of range.
    public init(
        perceptualDuration: Double, bounce: Double = 0, mass: Double = 1, initialVelocity: Double = 0
    ) throws(CadenceError) {
        try CadenceError.check(
            perceptualDuration, "perceptualDuration", in: .leastNonzeroMagnitude ... .infinity,
            expected: "a finite number > 0")
        guard bounce.isFinite, bounce > -1, bounce <= 1 else {
            throw CadenceError(
                .invalidValue, field: "bounce", value: CadenceError.describe(bounce), expected: "a number in (-1, 1]")
        }
        try CadenceError.check(mass, "mass", in: .leastNonzeroMagnitude ... .infinity, expected: "a finite number > 0")
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        let angular = 2 * Double.pi / perceptualDuration
        self.init(
            mass: mass, stiffness: mass * angular * angular, damping: 2 * angular * mass * ratio,
            initialVelocity: initialVelocity)
    }

    /// Throws the first parameter out of range: mass or stiffness not > 0, damping
    /// not ≥ 0, or any of them (or the velocity) not finite.
    public func validate() throws(CadenceError) {
        let positive = CadenceError.self
        try positive.check(mass, "mass", in: .leastNonzeroMagnitude ... .infinity, expected: "a finite number > 0")
        try positive.check(
            stiffness, "stiffness", in: .leastNonzeroMagnitude ... .infinity, expected: "a finite number > 0")
        try positive.check(damping, "damping", in: 0 ... .infinity, expected: "a finite number ≥ 0")
        try positive.check(initialVelocity, "initialVelocity", expected: "a finite number")
    }

    /// The undamped natural angular frequency ω₀ = √(k/m), in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// The perceptual duration `2π·√(m/k)`, the period of the undamped
    /// spring: what ``init(perceptualDuration:bounce:mass:initialVelocity:)``
    /// was given, and SwiftUI's `Spring(mass:stiffness:damping:).duration`
    /// (mass 1, stiffness 100: 2π/10 ≈ 0.628 s). When a spring is logically
    /// complete; see ``CompletionCriteria/logicallyComplete``.
    public var perceptualDuration: Double { 2 * Double.pi * (mass / stiffness).squareRoot() }

    /// The damping ratio ζ = c / (2√(km)): below 1 it overshoots, 1 is critical, above 1 it creeps.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The position at `t` seconds, from 0 at the start towards 1; it overshoots 1
    /// when underdamped. Before 0 it is 0.
    public func value(at t: Double) -> Double { 1 + displacement(at: t) }

    /// The velocity at `t` seconds, in distances per second; at or before 0 it is
    /// ``initialVelocity``, the velocity the spring is released with.
    public func velocity(at t: Double) -> Double {
        velocity(at: t, displacement: -1, velocity: initialVelocity)
    }

    /// `value − 1` at `t`: −1 at the start, 0 at the target.
    func displacement(at t: Double) -> Double {
        displacement(at: t, displacement: -1, velocity: initialVelocity)
    }

    /// The displacement from the target at `t` of this spring released at
    /// displacement `x0` with velocity `v0` (its own ``initialVelocity`` aside).
    ///
    /// The equation is linear, so a motion from any state is a sum of two
    /// responses: `x0` times the one released at displacement 1 at rest, and
    /// `v0` times the one released at the target with velocity 1. A property
    /// of several components moves each by these same two numbers, which is
    /// how a spring retargeted in flight keeps a velocity pointing anywhere
    /// (see `SpringAnimation.inheritedVelocity`).
    public func displacement(at t: Double, displacement x0: Double, velocity v0: Double) -> Double {
        guard t > 0 else { return x0 }
        let decay = dampingRatio * naturalFrequency
        let envelope = exp(-decay * t)
        switch regime {
        case .underdamped(let omegaD):
            return envelope * (x0 * cos(omegaD * t) + (v0 + decay * x0) * sin(omegaD * t) / omegaD)
        case .critical:
            return envelope * (x0 + (v0 + decay * x0) * t)
        case .overdamped(let omegaH):
            // cosh and sinh overflow long before the product does; past ωt = 20
            // the two decaying exponentials are summed directly instead.
            if omegaH * t < 20 {
                return envelope * (x0 * cosh(omegaH * t) + (v0 + decay * x0) * sinh(omegaH * t) / omegaH)
            }
            let (slow, fast) = exponentialTerms(omegaH, displacement: x0, velocity: v0)
            return slow.weight * exp(slow.rate * t) + fast.weight * exp(fast.rate * t)
        }
    }

    /// The two responses every motion of the spring is made of, at `t`, in
    /// one evaluation of the exponential and the oscillation: `released`,
    /// the displacement of the spring released at displacement 1 at rest,
    /// and `pushed`, that of the spring released at the target with velocity
    /// 1. From displacement `x0` at velocity `v0` it is at `x0·released + v0·pushed`.
    func responses(at t: Double) -> (released: Double, pushed: Double) {
        guard t > 0 else { return (1, 0) }
        let decay = dampingRatio * naturalFrequency
        switch regime {
        case .underdamped(let omegaD):
            let envelope = exp(-decay * t), sine = sin(omegaD * t) / omegaD
            return (envelope * (cos(omegaD * t) + decay * sine), envelope * sine)
        case .critical:
            let envelope = exp(-decay * t)
            return (envelope * (1 + decay * t), envelope * t)
        case .overdamped:
            return (displacement(at: t, displacement: 1, velocity: 0), displacement(at: t, displacement: 0, velocity: 1))
        }
    }

    /// The velocity at `t` of this spring released at displacement `x0` with
    /// velocity `v0`: the derivative of ``displacement(at:displacement:velocity:)``.
    public func velocity(at t: Double, displacement x0: Double, velocity v0: Double) -> Double {
        guard t > 0 else { return v0 }
        let omega = naturalFrequency, decay = dampingRatio * omega
        let envelope = exp(-decay * t)
        let pull = decay * v0 + omega * omega * x0
        switch regime {
        case .underdamped(let omegaD):
            return envelope * (v0 * cos(omegaD * t) - pull * sin(omegaD * t) / omegaD)
        case .critical:
            return envelope * (v0 - decay * (v0 + decay * x0) * t)
        case .overdamped(let omegaH):
            if omegaH * t < 20 {
                return envelope * (v0 * cosh(omegaH * t) - pull * sinh(omegaH * t) / omegaH)
            }
            let (slow, fast) = exponentialTerms(omegaH, displacement: x0, velocity: v0)
            return slow.weight * slow.rate * exp(slow.rate * t) + fast.weight * fast.rate * exp(fast.rate * t)
        }
    }

    enum Regime: Equatable {
        case underdamped(omegaD: Double)
        case critical
        case overdamped(omegaH: Double)
    }

    var regime: Regime {
        let ratio = dampingRatio, omega = naturalFrequency
        if ratio < 1 { return .underdamped(omegaD: omega * (1 - ratio * ratio).squareRoot()) }
        if ratio == 1 { return .critical }
        // ζ² overflows past about 1e154; there √(ζ² − 1) is ζ to the last bit.
        return .overdamped(omegaH: ratio < 1e150 ? omega * (ratio * ratio - 1).squareRoot() : omega * ratio)
    }

    /// The overdamped solution as `a·e^(r₁t) + b·e^(r₂t)`, r₁ the slower rate.
    ///
    /// The slow rate `r₁ = ω_h − ζω₀` is the difference of two nearly equal
    /// numbers when the spring is heavily overdamped (a tiny mass: ζ = 5e149 for
    /// a mass of 1e-300), where it would round to 0 and the spring would never
    /// settle. It is computed as `−ω₀² / (ζω₀ + ω_h)` instead (the product of the
    /// two rates is ω₀²), which keeps full precision: such a spring moves as its
    /// massless limit, `x = −e^(−(k/c)t)`.
    ///
    /// Past ζ = 1e8 the rates are taken from `k/c` and `c/m` directly: `r₁ = −k/c`
    /// (the next term, a fraction 1/(4ζ²) of it, is below a double's precision)
    /// and `r₂ = −c/m + k/c`, so that a mass so small that `ω₀` or `ζω₀`
    /// overflows (below about 1e-306) still settles as the massless spring.
    private func exponentialTerms(
        _ omegaH: Double, displacement x0: Double, velocity v0: Double
    ) -> (slow: (weight: Double, rate: Double), fast: (weight: Double, rate: Double)) {
        if dampingRatio > 1e8 {
            let slowRate = -stiffness / damping
            let fastSpeed = damping / mass + slowRate  // −r₂, perhaps infinite
            // a = (v₀ − r₂x₀) / (r₁ − r₂), divided through by −r₂.
            let slowWeight = (v0 / fastSpeed + x0) / (slowRate / fastSpeed + 1)
            return ((slowWeight, slowRate), (x0 - slowWeight, -fastSpeed))
        }
        let decay = dampingRatio * naturalFrequency
        let fastRate = -omegaH - decay
        let slowRate = (stiffness / mass) / fastRate
        // a + b = x₀ and a·r₁ + b·r₂ = v₀, with r₁ − r₂ = 2ω_h.
        let slowWeight = (v0 - fastRate * x0) / (2 * omegaH)
        return ((slowWeight, slowRate), (x0 - slowWeight, fastRate))
    }
}

// Tests for DampedSpring: the closed-form motion, overshoot, settling and the
// perceptual initializer.
//
// How the expectations were derived (never from the implementation's output):
// - Motion: the textbook solutions of m·x″ + c·x′ + k·x = 0 with x = value − 1,
//   x(0) = −1, x′(0) = v0, written out in `motion(_:at:)` below per regime; the overdamped
//   one as C1·e^(r1·t) + C2·e^(r2·t), not the implementation's cosh/sinh form.
// - Settling: checked against its definition (the last t with |x(t)| = 0.001) by
//   sampling `motion(_:at:)`, and for four springs against python3 + mpmath (50 digits).
// - Perceptual springs: k = m·(2π/d)², c = 4π·m·ζ/d, ζ = 1 − bounce or 1/(1 + bounce).
// - Errors: built from CadenceError's documented fields and number format.

import Foundation
import Testing
@testable import Cadence

@Suite struct DampedSpringTests {
    enum Regime: String, Sendable { case underdamped, critical, overdamped }

    struct Case: Sendable, CustomTestStringConvertible {
        let m: Double, k: Double, c: Double, v0: Double
        init(_ m: Double, _ k: Double, _ c: Double, v0: Double = 0) {
            (self.m, self.k, self.c, self.v0) = (m, k, c, v0)
        }
        var spring: DampedSpring { DampedSpring(mass: m, stiffness: k, damping: c, initialVelocity: v0) }
        var omega0: Double { (k / m).squareRoot() }
        var zeta: Double { c / (2 * (k * m).squareRoot()) }
        var regime: Regime { zeta < 1 ? .underdamped : zeta == 1 ? .critical : .overdamped }
        var testDescription: String { "m=\(m) k=\(k) c=\(c) v0=\(v0) (\(regime))" }
    }

    /// x(t) and x′(t) for x(0) = −1, x′(0) = v0.
    static func motion(_ s: Case, at t: Double) -> (x: Double, v: Double) {
        let w0 = s.omega0, z = s.zeta, v0 = s.v0
        switch s.regime {
        case .underdamped:
            let a = z * w0, wd = w0 * (1 - z * z).squareRoot(), b = (v0 - a) / wd
            let e = exp(-a * t), cs = cos(wd * t), sn = sin(wd * t)
            return (e * (-cs + b * sn), e * ((wd * b + a) * cs + (wd - a * b) * sn))
        case .critical:
            let e = exp(-w0 * t), b = v0 - w0
            return (e * (-1 + b * t), e * (b - w0 * (-1 + b * t)))
        case .overdamped:
            let root = (z * z - 1).squareRoot(), r1 = -w0 * (z - root), r2 = -w0 * (z + root), x0 = -1.0
            let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
            return (c1 * exp(r1 * t) + c2 * exp(r2 * t), c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t))
        }
    }

    static let springs = [  // two of each regime
        Case(1, 100, 10), Case(0.5, 200, 5), Case(1, 100, 20), Case(4, 9, 12), Case(1, 100, 50), Case(2, 50, 60),
    ]
    static let motionCases = springs.flatMap { s in [0.0, 5, -3].map { Case(s.m, s.k, s.c, v0: $0) } }
    static let times = [0, 0.05, 0.1, 0.2, 0.5, 1, 2]

    // MARK: Motion

    @Test func tableCoversAllThreeRegimes() {
        let regimes: [Regime] = [.underdamped, .underdamped, .critical, .critical, .overdamped, .overdamped]
        #expect(Self.springs.map(\.regime) == regimes)
    }

    @Test(arguments: motionCases)
    func valueMatchesClosedForm(_ s: Case) {
        for t in Self.times {
            let expected = 1 + Self.motion(s, at: t).x
            #expect(abs(s.spring.value(at: t) - expected) <= 1e-9, "t = \(t)")
        }
    }

    @Test(arguments: motionCases)
    func velocityMatchesAnalyticDerivative(_ s: Case) {
        for t in Self.times {
            let expected = Self.motion(s, at: t).v
            #expect(abs(s.spring.velocity(at: t) - expected) <= 1e-9 * max(1, abs(expected)), "t = \(t)")
        }
    }

    @Test(arguments: motionCases)
    func velocityMatchesCentralDifferenceOfValue(_ s: Case) {
        let spring = s.spring, h = 1e-6
        for t in Self.times where t > 0 {
            let slope = (spring.value(at: t + h) - spring.value(at: t - h)) / (2 * h)
            #expect(abs(spring.velocity(at: t) - slope) <= 1e-5, "t = \(t)")
        }
    }

    @Test(arguments: motionCases)
    func startsAtZeroWithInitialVelocityAndIsZeroBeforeStart(_ s: Case) {
        #expect(s.spring.value(at: 0) == 0)
        #expect(s.spring.velocity(at: 0) == s.v0)
        #expect(s.spring.value(at: -1) == 0)
    }

    @Test(arguments: motionCases)
    func valueApproachesOneAndStaysFinite(_ s: Case) {
        #expect(abs(s.spring.value(at: 30) - 1) <= 1e-9)
        for t in [50, 1e3, 1e6] {  // cosh(ω_h·t) alone overflows past ω_h·t ≈ 710
            #expect(s.spring.value(at: t) == 1, "t = \(t)")
            #expect(s.spring.velocity(at: t).isFinite && abs(s.spring.velocity(at: t)) <= 1e-12, "t = \(t)")
        }
    }

    // MARK: Overshoot

    @Test func underdampedSpringPeaksAtHalfADampedPeriod() {
        // ζ = 0.5, ω0 = 10, ωd = √75: x′ ∝ sin(ωd·t), so the first peak is at π/ωd
        // with x = −e^(−ζω0·π/ωd)·cos π = e^(−5π/√75).
        let spring = DampedSpring(), peakTime = Double.pi / 75.0.squareRoot()
        let peak = 1 + exp(-5 * Double.pi / 75.0.squareRoot())
        #expect(abs(spring.value(at: peakTime) - peak) <= 1e-12)
        #expect(abs(spring.velocity(at: peakTime)) <= 1e-12)
        let highest = (0...1000).map { spring.value(at: Double($0) * 0.002) }.max()!
        #expect(highest > 1.15 && highest <= peak + 1e-12)
    }

    @Test(arguments: [Case(1, 100, 20), Case(4, 9, 12), Case(1, 100, 50), Case(2, 50, 60)])
    func criticalAndOverdampedSpringsFromRestNeverOvershoot(_ s: Case) {
        for i in 0...1000 { #expect(s.spring.value(at: Double(i) * 0.01) <= 1, "t = \(Double(i) * 0.01)") }
    }

    /// C1 = (−r2 − v0)/(r2 − r1) is the slow term's weight: x crosses 0 once C1 > 0,
    /// that is when v0 > −r2 = ω0(ζ + √(ζ² − 1)), 47.9 for m = 1, k = 100, c = 50.
    @Test func overdampedSpringOvershootsOnlyAboveTheFastRate() {
        let slow = DampedSpring(damping: 50, initialVelocity: 20)
        let fast = DampedSpring(damping: 50, initialVelocity: 60)
        let samples = (1...2000).map { Double($0) * 0.002 }
        #expect(samples.allSatisfy { slow.value(at: $0) <= 1 })
        #expect(samples.contains { fast.value(at: $0) > 1.001 })
    }

    // MARK: Parameters

    @Test(arguments: [
        (Case(1, 100, 10), 0.5, 10.0), (Case(1, 100, 20), 1, 10), (Case(1, 100, 50), 2.5, 10),
        (Case(2, 8, 4), 0.5, 2), (Case(0.5, 2, 0), 0, 2), (Case(4, 9, 12), 1, 1.5),
    ])
    func dampingRatioAndNaturalFrequencyFollowTheirFormulas(_ s: Case, _ zeta: Double, _ omega0: Double) {
        #expect(abs(s.spring.dampingRatio - zeta) <= 1e-15)
        #expect(abs(s.spring.naturalFrequency - omega0) <= 1e-15)
    }

    // MARK: Settling

    static let settlingCases = [
        Case(1, 100, 10), Case(1, 100, 10, v0: 20), Case(1, 100, 10, v0: -10), Case(1, 100, 1),
        Case(0.5, 200, 5, v0: 7), Case(1, 1e6, 100), Case(1, 100, 10, v0: 1000),
        Case(1, 100, 20), Case(1, 100, 20, v0: 20), Case(1, 100, 20, v0: 11), Case(1, 100, 20, v0: -10),
        Case(1, 100, 50), Case(1, 100, 50, v0: 20), Case(1, 100, 50, v0: 100), Case(1, 100, 50, v0: -10),
    ]

    @Test(arguments: settlingCases)
    func settlingDurationIsTheLastTimeAtTheThreshold(_ s: Case) {
        let settle = s.spring.settlingDuration, threshold = DampedSpring.settlingThreshold
        #expect(threshold == 0.001)
        #expect(settle > 0 && settle.isFinite)
        #expect(abs(abs(Self.motion(s, at: settle).x) - threshold) <= 1e-6)
        #expect(abs(Self.motion(s, at: settle - 1e-6).x) >= threshold - 1e-6)
        for i in 1...2000 {
            let t = settle + 9 * settle * Double(i) / 2000
            #expect(abs(Self.motion(s, at: t).x) <= threshold + 1e-9, "t = \(t)")
        }
    }

    // python3 + mpmath (50 digits), findroot of |x(t)| = 0.001 on the formulas above:
    // underdamped between the 3rd and 4th extremes (3π/ωd, 4π/ωd), whose magnitudes
    // e^(−5nπ/√75) are 0.00433 and 0.00071; the others after their single extreme.
    @Test(arguments: [
        (Case(1, 100, 10), 1.2701651956539863109), (Case(1, 100, 20), 0.92334134764515857304),
        (Case(1, 100, 50), 3.3310438386463108623), (Case(1, 100, 50, v0: 100), 3.3710670953718192546),
    ])
    func settlingDurationMatchesHighPrecisionValue(_ s: Case, _ expected: Double) {
        #expect(abs(s.spring.settlingDuration - expected) <= 1e-9)
    }

    @Test func undampedSpringNeverSettles() {
        #expect(DampedSpring(damping: 0).settlingDuration == .infinity)
        #expect(DampedSpring(mass: 2, stiffness: 3, damping: 0, initialVelocity: 1).settlingDuration == .infinity)
    }

    // MARK: Perceptual initializer

    @Test(arguments: [(0.5, 0.0), (1, 0.3), (0.4, -0.5), (2, 1)], [1.0, 2.0])
    func perceptualSpringHasCoreAnimationsStiffnessAndDamping(_ shape: (Double, Double), _ mass: Double) throws {
        let (duration, bounce) = shape
        let spring = try DampedSpring(perceptualDuration: duration, bounce: bounce, mass: mass, initialVelocity: 3)
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)  // 1, 0.7, 2, 0
        let stiffness = mass * pow(2 * Double.pi / duration, 2), damping = 4 * Double.pi * mass * zeta / duration
        #expect(abs(spring.stiffness - stiffness) <= 1e-12 * stiffness)
        #expect(abs(spring.damping - damping) <= 1e-12 * max(1, damping))
        #expect(spring.mass == mass && spring.initialVelocity == 3)
        #expect(abs(spring.dampingRatio - zeta) <= 1e-12)
        #expect(abs(spring.naturalFrequency - 2 * Double.pi / duration) <= 1e-12)
    }

    @Test func perceptualSpringWithOneSecondAndBounceHasHandValues() throws {
        let spring = try DampedSpring(perceptualDuration: 1, bounce: 0.3)
        #expect(abs(spring.stiffness - 39.47841760435743) <= 1e-12)  // 4π²
        #expect(abs(spring.damping - 8.796459430051421) <= 1e-12)  // 4π·0.7
    }

    static func invalid(_ field: String, _ value: String, _ expected: String) -> CadenceError {
        CadenceError(.invalidValue, field: field, value: value, expected: expected)
    }

    @Test(arguments: [
        (0.0, 0.0, invalid("perceptualDuration", "0", "a finite number > 0")),
        (-1, 0, invalid("perceptualDuration", "-1", "a finite number > 0")),
        (.nan, 0, invalid("perceptualDuration", "nan", "a finite number > 0")),
        (.infinity, 0, invalid("perceptualDuration", "inf", "a finite number > 0")),
        (0, 5, invalid("perceptualDuration", "0", "a finite number > 0")),  // duration is checked first
        (1, -1, invalid("bounce", "-1", "a number in (-1, 1]")),
        (1, 1.5, invalid("bounce", "1.5", "a number in (-1, 1]")),
        (1, .nan, invalid("bounce", "nan", "a number in (-1, 1]")),
    ])
    func perceptualSpringRejectsOutOfRangeParameters(_ duration: Double, _ bounce: Double, _ error: CadenceError) {
        #expect(throws: error) { try DampedSpring(perceptualDuration: duration, bounce: bounce) }
    }

    @Test func perceptualSpringRejectsNonPositiveMass() {
        #expect(throws: Self.invalid("mass", "0", "a finite number > 0")) {
            try DampedSpring(perceptualDuration: 1, mass: 0)
        }
    }

    // MARK: validate()

    @Test(arguments: [
        (DampedSpring(mass: 0), invalid("mass", "0", "a finite number > 0")),
        (DampedSpring(mass: -1), invalid("mass", "-1", "a finite number > 0")),
        (DampedSpring(mass: .nan), invalid("mass", "nan", "a finite number > 0")),
        (DampedSpring(stiffness: 0), invalid("stiffness", "0", "a finite number > 0")),
        (DampedSpring(stiffness: .infinity), invalid("stiffness", "inf", "a finite number > 0")),
        (DampedSpring(damping: -1), invalid("damping", "-1", "a finite number ≥ 0")),
        (DampedSpring(damping: .nan), invalid("damping", "nan", "a finite number ≥ 0")),
        (DampedSpring(initialVelocity: .nan), invalid("initialVelocity", "nan", "a finite number")),
        (DampedSpring(mass: 0, stiffness: 0), invalid("mass", "0", "a finite number > 0")),  // first one wins
    ])
    func validateNamesTheFieldOutOfRange(_ spring: DampedSpring, _ error: CadenceError) {
        #expect(throws: error) { try spring.validate() }
    }

    @Test(arguments: [DampedSpring(), DampedSpring(damping: 0), DampedSpring(mass: 0.01, initialVelocity: -50)])
    func validSpringValidates(_ spring: DampedSpring) throws {
        try spring.validate()
    }
}

// A spring whose mass is tiny beside its damping (1e-300 against 10) is
// overdamped to ζ = c / (2√(km)) = 5e149. By hand: the roots of m·r² + c·r + k = 0
// have product k/m and sum −c/m, so the slow one is −2k / (c + √(c² − 4mk)) = −k/c
// = −10 (4mk = 4e-298 is nothing beside c² = 100) and the fast one −c/m = −1e301.
// From x(0) = −1 at rest, the slow term's weight is −1 (the fast one's is about
// −1e-300), so x(t) = −e^(−10t): the first-order motion of a massless spring.
// It is within 0.1% of the target once e^(−10t) = 0.001, at t = ln(1000) / 10.

import Foundation
import Testing
@testable import Cadence

@Suite struct TinyMassSpringTests {
    static let spring = DampedSpring(mass: 1e-300, stiffness: 100, damping: 10)

    @Test("A spring of mass 1e-300 moves as its massless limit, 1 − e^(−10t)")
    func motion() {
        for t in [0.01, 0.1, 0.5, 2] {
            let expected = 1 - exp(-10 * t)
            #expect(abs(Self.spring.value(at: t) - expected) < 1e-12, "at \(t)")
            #expect(abs(Self.spring.velocity(at: t) - 10 * exp(-10 * t)) < 1e-9, "velocity at \(t)")
        }
    }

    /// Below about 1e-306, ω₀ = √(k/m) and ζω₀ = c/(2m) overflow; the motion is
    /// still the massless limit worked out above.
    @Test("So do masses so small that ω₀ overflows", arguments: [1e-307, Double.leastNormalMagnitude, Double.leastNonzeroMagnitude])
    func smallerStill(_ mass: Double) {
        let spring = DampedSpring(mass: mass, stiffness: 100, damping: 10)
        #expect(abs(spring.value(at: 0.1) - (1 - exp(-1.0))) < 1e-12)
        #expect(abs(spring.settlingDuration - log(1000.0) / 10) < 1e-9)
    }

    @Test("It settles at ln(1000) / 10 s, not never")
    func settles() {
        let expected = log(1000.0) / 10  // 0.6907755278982137
        #expect(abs(Self.spring.settlingDuration - expected) < 1e-9)
        let animation = SpringAnimation(keyPath: .positionX, from: 0, to: 100, spring: Self.spring)
        #expect(abs(animation.resolvedTiming.duration - expected) < 1e-9)
        #expect(abs(animation.value(at: 0.1, beneath: 0)! - 100 * (1 - exp(-1.0))) < 1e-9)
    }
}

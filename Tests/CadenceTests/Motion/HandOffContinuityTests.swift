import Cadence
import Foundation
import Testing

/// The hand-offs between a finger, a spring and a decay, measured by finite
/// differences: the value is continuous exactly, and the slope just after
/// the hand-off (a forward difference over h) is the velocity before it
/// within |x″|·h/2, the forward difference's own error; a hand-off that
/// dropped the velocity (a restart at rest) fails the same check.
@Suite struct HandOffContinuityTests {
    static let h = 1e-5

    /// A finger at 120 moving at 500 pt/s lets go; a spring (m 1, k 100,
    /// c 10) takes it to 300. Just after, x″ = −k(x − 300) − c·v =
    /// −100·(−180) − 10·500 = 13000, so the forward difference is within
    /// 13000·h/2 = 0.065 of 500 (0.1 allowed).
    @Test func aGestureIntoASpring() throws {
        let physics = DampedSpring(mass: 1, stiffness: 100, damping: 10)
        let fingerVelocity: CGFloat = 500
        var spring = SpringAnimation(keyPath: .positionX, from: 120, to: 300, spring: physics)
        spring.inheritedVelocity = fingerVelocity
        #expect(spring.value(at: 0, beneath: 0) == 120)
        let slope = Double(spring.value(at: Self.h, beneath: 0)! - 120) / Self.h
        #expect(abs(slope - 500) < 0.1)
        // The same through UIKit's relative velocity: 500 / 180 distances per second.
        let relative = try DampedSpring.relativeVelocity(500, distance: 180)
        var uikit = physics
        uikit.initialVelocity = relative
        let viaRelative = SpringAnimation(keyPath: .positionX, from: 120, to: 300, spring: uikit)
        let relativeSlope = Double(viaRelative.value(at: Self.h, beneath: 0)! - 120) / Self.h
        #expect(abs(relativeSlope - 500) < 0.1)
        // Dropped: the spring starts at rest, and the slope is about 0.
        spring.ignoresInheritedVelocity = true
        let dropped = Double(spring.value(at: Self.h, beneath: 0)! - 120) / Self.h
        #expect(abs(dropped - 500) > 100)
    }

    /// A critically damped spring (ω = 10) from 0 to 1 is interrupted at
    /// 0.1 s (x = 0.264241, v = 3.678794) by a decay at 0.998. The decay's
    /// slope at its start is POP's velocity times d·ln(1/d)/(1 − d) =
    /// 0.998999 (see Docs/Decay.md), 0.003681 short of v; its x″ is about
    /// 2.002·v ≈ 7.4, adding 7.4·h/2 ≈ 4e-5. So within 0.0038 (0.004 allowed).
    @Test func aSpringInterruptedByADecay() throws {
        let spring = SpringAnimation(
            keyPath: .positionX, from: 0, to: 1, spring: DampedSpring(mass: 1, stiffness: 100, damping: 20))
        // A threshold for a move of one unit (the points' 5/s would stop it at once).
        let coast = try DecayAnimation(continuing: spring, at: 0.1, beneath: 0, threshold: 0.001)
        let x0 = 1 - 2 * exp(-1.0), v0 = 10 * exp(-1.0)
        #expect(abs(Double(coast.fromValue) - x0) < 1e-12)
        #expect(abs(Double(coast.initialVelocity) - v0) < 1e-12)
        let before = (Double(spring.value(at: 0.1, beneath: 0)!) - Double(spring.value(at: 0.1 - Self.h, beneath: 0)!)) / Self.h
        let after = (Double(coast.value(at: Self.h, beneath: 0)!) - x0) / Self.h
        #expect(abs(before - v0) < 1e-3)   // x″ = 0 at 0.1 s for this spring
        #expect(abs(after - before) < 0.004)
        // A decay started at rest does not move: the slope drops to 0.
        var still = DecayAnimation(keyPath: .positionX, from: CGFloat(x0), velocity: 0)
        still.fillMode = .forwards   // it ends at once, holding where it started
        let stillSlope = (Double(still.value(at: Self.h, beneath: 0)!) - x0) / Self.h
        #expect(abs(stillSlope - before) > 1)
    }
}

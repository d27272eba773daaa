import Cadence
import Foundation
import Testing

/// A spring sent to a new target in flight keeps its value and velocity.
///
/// The worked case: a critically damped spring (m 1, k 100, c 20: ω = 10)
/// from 0 to 1 moves as x = 1 − (1 + ωt)e^(−ωt), v = ω²t·e^(−ωt). At
/// t = 0.1: x = 1 − 2e^(−1) = 0.264241, v = 10e^(−1) = 3.678794. Sent to 0
/// there, its displacement from 0 is d(τ) = (d₀ + (v₀ + ωd₀)τ)e^(−ωτ) with
/// d₀ = 0.264241, v₀ = 3.678794: it keeps rising until d′ = 0, at
/// τ = v₀ / (ω(v₀ + ωd₀)) = 0.058198, to 0.353224; at t = 0.15 (τ = 0.05)
/// it reads 0.351971 and at t = 0.2 (τ = 0.1) 0.329753. Restarted at rest
/// instead, d(τ) = d₀(1 + ωτ)e^(−ωτ) reads 0.194418 at t = 0.2.
@Suite struct SpringRetargetTests {
    static let physics = DampedSpring(mass: 1, stiffness: 100, damping: 20)
    static let x0 = 1 - 2 * exp(-1.0), v0 = 10 * exp(-1.0)

    /// d(τ) of the retargeted spring, from the closed form above.
    static func kept(_ tau: Double) -> Double { (x0 + (v0 + 10 * x0) * tau) * exp(-10 * tau) }

    static func started() throws -> (QueueStage, AnimationOperation) {
        let q = QueueStage()
        let drop = q.operation("drop", SpringAnimation(keyPath: .positionX, from: 0, to: 1, spring: physics))
        try q.queue.addOperation(drop)
        try q.clock.advance(to: 0)
        return (q, drop)
    }

    @Test func theValueAnimationKeepsRisingToItsPeak() {
        let spring = SpringAnimation(keyPath: .positionX, from: 0, to: 1, spring: Self.physics)
        let back = spring.retargeted(
            from: spring.value(at: 0.1, beneath: 0)!, velocity: spring.velocity(at: 0.1, beneath: 0)!, to: 0)
        #expect(abs(Double(back.value(at: 0.05, beneath: 0)!) - 0.351971) < 1e-6)
        #expect(abs(Double(back.value(at: 0.1, beneath: 0)!) - 0.329753) < 1e-6)
        #expect(abs(Double(back.value(at: 0.058198, beneath: 0)!) - 0.353224) < 1e-6)
        #expect(abs(Double(back.velocity(at: 0, beneath: 0)!) - Self.v0) < 1e-12)
        // Turned off, it restarts from rest.
        var still = back
        still.ignoresInheritedVelocity = true
        #expect(abs(Double(still.value(at: 0.1, beneath: 0)!) - 0.194418) < 1e-6)
    }

    /// The operation, retargeted at 0.1 on the virtual clock, shows the
    /// kept motion; value and velocity are continuous across the hand-off.
    @Test func aRetargetedOperationKeepsItsMomentum() throws {
        let (q, drop) = try Self.started()
        try q.clock.advance(to: 0.1)
        let before = q.box.presentedValue(for: .positionX, at: 0.1 - 1e-4)
        try drop.retarget(to: CGFloat(0))
        #expect(q.box[.positionX] == 0)
        for (t, expected) in [(0.15, 0.351971), (0.2, 0.329753)] {
            try q.clock.advance(to: t)
            #expect(abs(Double(q.box.presentedValue(for: .positionX)) - expected) < 1e-6, "at \(t)")
        }
        // Finite differences across the hand-off at 0.1, with h = 1e-4: the
        // one-sided slopes differ from v₀ by about |x″|·h/2, and x″ is
        // ω²(1 − ωt)e^(−ωt) = 0 before (t = 0.1) and d″(0) = −ω(2v₀ + ωd₀) ≈ −100
        // after, so within 100·1e-4/2 = 5e-3 of each other (1e-2 allowed). A
        // restart at rest would jump by v₀ ≈ 3.68.
        let h = 1e-4
        let at = Double(q.box.presentedValue(for: .positionX, at: 0.1))
        let after = Double(q.box.presentedValue(for: .positionX, at: 0.1 + h))
        #expect(abs(at - Self.x0) < 1e-9)
        let slopeBefore = (at - Double(before)) / h
        let slopeAfter = (after - at) / h
        #expect(abs(slopeBefore - Self.v0) < 1e-2)
        #expect(abs(slopeAfter - slopeBefore) < 1e-2)
        #expect(!drop.isFinished)
    }

    /// A restart at rest fails the same continuity check.
    @Test func aRestartAtRestWouldFailTheCheck() {
        var spring = SpringAnimation(keyPath: .positionX, from: CGFloat(Self.x0), to: 0, spring: Self.physics)
        spring.ignoresInheritedVelocity = true
        let slopeAfter = Double(spring.value(at: 1e-4, beneath: 0)! - CGFloat(Self.x0)) / 1e-4
        #expect(abs(slopeAfter - Self.v0) > 1)
    }

    /// It finishes once when the new spring settles, not when the old one is removed.
    @Test func itFinishesWhenTheNewSpringSettles() throws {
        let (q, drop) = try Self.started()
        try q.clock.advance(to: 0.1)
        try drop.retarget(to: CGFloat(0))
        try q.clock.advance(to: 0.2)
        #expect(!drop.isFinished)
        try q.clock.advance(to: 2)
        #expect(drop.isFinished)
        #expect(drop.finalPosition == .end)
        #expect(q.box.presentation()[.positionX] == 0)
        #expect(q.log.entries.filter { $0.hasPrefix("finish") }.count == 1)
    }

    /// The operation's scheduled end moves to where the new spring settles:
    /// the retarget instant plus the settling duration of the same spring
    /// built from the value and velocity at 0.1 s; it finishes there.
    @Test func itsScheduledEndIsTheNewSpringsEnd() throws {
        let (q, drop) = try Self.started()
        try q.clock.advance(to: 0.1)
        try drop.retarget(to: CGFloat(0))
        let spring = SpringAnimation(keyPath: .positionX, from: 0, to: 1, spring: Self.physics)
        let back = spring.retargeted(
            from: spring.value(at: 0.1, beneath: 0)!, velocity: spring.velocity(at: 0.1, beneath: 0)!, to: 0)
        let end = try #require(drop.scheduledEndTime)
        #expect(abs(end - (0.1 + back.settlingDuration)) < 1e-9)
        try q.clock.advance(to: end - 1e-6)
        #expect(!drop.isFinished)
        try q.clock.advance(to: end + 1e-6)
        #expect(drop.isFinished)
    }

    /// Refused: a pending or finished operation, a basic animation, a
    /// non-finite target; nothing changes.
    @Test func refusals() throws {
        let q = QueueStage()
        let drop = q.operation("drop", SpringAnimation(keyPath: .positionX, from: 0, to: 1, spring: Self.physics))
        #expect(throws: CadenceError.self) { try drop.retarget(to: CGFloat(0)) }
        try q.queue.addOperation(drop)
        try q.clock.advance(to: 0.1)
        do {
            try drop.retarget(to: CGFloat.infinity)
            Issue.record("an infinite target was taken")
        } catch {
            #expect(error.field == "target")
        }
        #expect(q.box[.positionX] == 1)
        try q.clock.advance(to: 2)
        do {
            try drop.retarget(to: CGFloat(0))
            Issue.record("a finished operation was retargeted")
        } catch {
            #expect(error.field == "retarget(to:)")
            #expect(error.value == "a finished operation")
        }
        #expect(q.box[.positionX] == 1)
        let slide = q.operation("slide", BasicAnimation(keyPath: .positionX, from: 0, to: 1, duration: 1))
        try q.queue.addOperation(slide)
        try q.clock.advance(by: 0.1)
        #expect(throws: CadenceError.self) { try slide.retarget(to: CGFloat(0)) }
    }
}

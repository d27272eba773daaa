import Cadence
import Foundation
import Testing

/// An Animator run steered through its group: x from 0 to 100 in 1 s, then y
/// from 0 to 100 in 1 s, linear.
@Suite struct AnimatorRunTransportTests {
    static func started() throws -> (QueueStage, AnimatorRun) {
        let q = QueueStage()
        let run = try Animator(layer: q.box) {
            AnimationStep.basic(.positionX, from: 0, to: 100, duration: 1)
            AnimationStep.basic(.positionY, from: 0, to: 100, duration: 1)
        }.run(on: q.queue)
        try q.clock.advance(to: 0)
        return (q, run)
    }

    /// Paused at 0.4 until 1.0: x holds 40, and the run ends 0.6 s late, at 2.6.
    @Test func pauseHoldsTheRun() throws {
        let (q, run) = try Self.started()
        try q.clock.advance(to: 0.4)
        try run.pause()
        #expect(run.playState == .paused)
        try q.clock.advance(to: 1.0)
        #expect(abs(Double(q.box.presentation()[.positionX]) - 40) < 1e-9)
        try run.play()
        try q.clock.advance(to: 2.6.nextDown)
        #expect(run.status == .running)
        try q.clock.advance(to: 2.6)
        #expect(run.status == .completed)
    }

    /// Speed 2 from 0.5: the rest (0.5 + 1 s of the run) takes 0.75 s.
    @Test func speedRetimesTheRun() throws {
        let (q, run) = try Self.started()
        try q.clock.advance(to: 0.5)
        try run.setSpeed(2)
        #expect(run.speed == 2)
        try q.clock.advance(to: 1.25)
        #expect(run.status == .completed)
    }

    /// Refused before the run has a pass running, and backwards while a step
    /// waits for the one running (it would start when that one finished at
    /// its start).
    @Test func refusals() throws {
        let q = QueueStage()
        q.queue.isSuspended = true
        let run = try Animator(layer: q.box) {
            AnimationStep.basic(.positionX, to: 100, duration: 1)
            AnimationStep.basic(.positionY, to: 100, duration: 1)
        }.run(on: q.queue)
        do {
            try run.pause()
            Issue.record("a run not started was paused")
        } catch {
            #expect(error.field == "pause()")
        }
        q.queue.isSuspended = false
        try q.clock.advance(to: 0.5)
        #expect(throws: CadenceError.self) { try run.setSpeed(-1) }
        #expect(run.playState == .running)
    }
}

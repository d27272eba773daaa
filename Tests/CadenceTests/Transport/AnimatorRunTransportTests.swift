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

    /// x from 0 to 100 in 1 s, a 0.5 s wait, y from 0 to 100 in 1 s.
    static func startedWithAWait() throws -> (QueueStage, AnimatorRun) {
        let q = QueueStage()
        let run = try Animator(layer: q.box) {
            AnimationStep.basic(.positionX, from: 0, to: 100, duration: 1)
            AnimationStep.wait(0.5)
            AnimationStep.basic(.positionY, from: 0, to: 100, duration: 1)
        }.run(on: q.queue)
        return (q, run)
    }

    /// A timeline: A (x by 100, 0 to 1) and B (y by 100 in 2 s, from 0.5,
    /// held until then by a 0.5 s wait).
    static func startedTimeline() throws -> (QueueStage, AnimatorRun) {
        let q = QueueStage()
        var timeline = AnimationTimeline()
        timeline.add(.basic(.positionX, by: 100, duration: 1))
        timeline.add(.basic(.positionY, by: 100, duration: 2), at: .end(-0.5))
        let run = try Animator(layer: q.box) { AnimationStep.timeline(timeline) }.run(on: q.queue)
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

    /// Refused before the run has a pass running, and backwards past a
    /// finished step when two steps animate one property (their replays
    /// would hide each other).
    @Test func refusals() throws {
        let q = QueueStage()
        q.queue.isSuspended = true
        let run = try Animator(layer: q.box) {
            AnimationStep.basic(.positionX, to: 100, duration: 1)
            AnimationStep.basic(.positionX, to: 200, duration: 1)
        }.run(on: q.queue)
        do {
            try run.pause()
            Issue.record("a run not started was paused")
        } catch {
            #expect(error.field == "pause()")
        }
        q.queue.isSuspended = false
        try q.clock.advance(to: 1.5)
        do {
            try run.setSpeed(-1)
            Issue.record("a run was played back past a step that has finished")
        } catch {
            #expect(error.field == "setSpeed(_:)")
            #expect(error.value.contains("both animate 'position.x' of one layer"))
        }
        #expect(run.playState == .running)
        #expect(run.speed == 1)
    }

    /// Reversed at 0.4, before its first step ends: x runs back from 40 and
    /// reaches 0 at 0.8, where the step waiting for it comes to rest at its
    /// start at once (y never moves), and the run with them.
    @Test func aSequencePlaysBackBeforeItsFirstStepEnds() throws {
        let (q, run) = try Self.started()
        try q.clock.advance(to: 0.4)
        try run.reverse()
        try q.clock.advance(to: 0.6)
        #expect(abs(Double(q.box.presentation()[.positionX]) - 20) < 1e-9)
        try q.clock.advance(to: 0.8)
        #expect(run.status == .completed)
        #expect(run.group?.finalPosition == .start)
        for step in run.group?.operations ?? [] {
            #expect((step as? AnimationOperation)?.finalPosition == .start)
        }
        #expect(q.box[.positionX] == 0)
        #expect(q.box[.positionY] == 0)
        #expect(abs(Double(q.box.presentation()[.positionY])) < 1e-9)
    }

    /// A timeline played back while a step still waits for its start: A (x
    /// by 100 from 0, 1 s) and B (y by 100 from 0.5, held by a 0.5 s wait),
    /// reversed at 0.3. A and the wait run back to their starts at 0.6; B,
    /// starting then with the run before it, rests at its start at once.
    @Test func aTimelinePlaysBackPastAStepThatWaits() throws {
        let (q, run) = try Self.startedTimeline()
        try q.clock.advance(to: 0.3)
        try run.reverse()
        try q.clock.advance(to: 0.45)
        #expect(abs(Double(q.box.presentation()[.positionX]) - 15) < 1e-9)
        try q.clock.advance(to: 0.6)
        #expect(run.status == .completed)
        #expect(q.box[.positionX] == 0)
        #expect(q.box[.positionY] == 0)
    }

    /// x from 0 to 100 in 1 s, a 0.5 s wait, y from 0 to 100 in 1 s: paused
    /// at 1.2 (0.2 s into the wait) until 2.0, the wait ends 0.3 s later, at
    /// 2.3, and y runs from 2.3 to 3.3 (50 at 2.8).
    @Test func aWaitHoldsWhileTheRunIsPaused() throws {
        let (q, run) = try Self.startedWithAWait()
        try q.clock.advance(to: 1.2)
        try run.pause()
        try q.clock.advance(to: 2.0)
        #expect(abs(Double(q.box.presentation()[.positionY])) < 1e-9)
        try run.play()
        try q.clock.advance(to: 2.8)
        #expect(abs(Double(q.box.presentation()[.positionY]) - 50) < 1e-9)
        // The wait held 1.2 − 1.0 of its run, which binary arithmetic makes
        // 0.19999999999999996, so the end comes an ulp or two after 3.3.
        try q.clock.advance(to: 3.3 - 1e-9)
        #expect(run.status == .running)
        try q.clock.advance(to: 3.3 + 1e-9)
        #expect(run.status == .completed)
    }

    /// The same steps sought at 0.5 to 1.75: x ends, the wait (1 to 1.5 in
    /// the run) is passed, and y is 0.25 s in: 25 at once, ending 0.75 s
    /// later, at 1.25.
    @Test func aSeekPassesAWait() throws {
        let (q, run) = try Self.startedWithAWait()
        try q.clock.advance(to: 0.5)
        try run.seek(to: 1.75)
        try q.clock.advance(to: 0.5)
        #expect(abs(Double(q.box.presentation()[.positionX]) - 100) < 1e-9)
        #expect(abs(Double(q.box.presentation()[.positionY]) - 25) < 1e-9)
        try q.clock.advance(to: 1.25)
        #expect(run.status == .completed)
    }

    /// A timeline's steps wait for their starts: A (x by 100, 0 to 1) and B
    /// (y by 100 in 2 s, from 0.5, held by a 0.5 s wait). Paused at 0.3 until
    /// 1.0, everything runs 0.7 s late: B from 1.2 to 3.2, so y is
    /// 100 · (1.7 − 1.2) / 2 = 25 at 1.7, when A ends.
    @Test func aTimelineIsSteeredThroughItsWaits() throws {
        let (q, run) = try Self.startedTimeline()
        try q.clock.advance(to: 0.3)
        try run.pause()
        try q.clock.advance(to: 1.0)
        try run.play()
        try q.clock.advance(to: 1.7)
        #expect(abs(Double(q.box.presentation()[.positionY]) - 25) < 1e-9)
        #expect(abs(Double(q.box.presentation()[.positionX]) - 100) < 1e-9)
        try q.clock.advance(to: 3.2.nextDown)
        #expect(run.status == .running)
        try q.clock.advance(to: 3.2)
        #expect(run.status == .completed)
    }
}

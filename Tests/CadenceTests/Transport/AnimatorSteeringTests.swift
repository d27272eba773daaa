import Cadence
import Foundation
import Testing

/// An Animator's steps run as one steerable timeline: a 1 s move of x
/// 0 → 100, then a 1 s move of y 0 → 50, linear, in sequence (x = 100·t on
/// [0, 1], y = 50·(t − 1) on [1, 2]).
@Suite struct AnimatorSteeringTests {
    static func animator(_ q: QueueStage) -> Animator {
        Animator(layer: q.box) {
            AnimationStep.basic(.positionX, from: 0, to: 100, duration: 1)
            AnimationStep.basic(.positionY, from: 0, to: 50, duration: 1)
        }
    }

    /// Paused at 1.5 for a second, played, then reversed at 2.75 (run time
    /// 1.75): the steps hold (x 100, y 25) while paused, then play back
    /// through both to the start, 1.75 s later, at 4.5.
    @Test func pauseAndReverseTheWholeRun() throws {
        let q = QueueStage()
        let run = try Self.animator(q).runSteerable(on: q.queue)
        try q.clock.advance(to: 1.5)
        try run.pause()
        try q.clock.advance(to: 2.5)
        #expect(q.box.presentation()[.positionX] == 100)
        #expect(q.box.presentation()[.positionY] == 25)
        try run.play()
        try q.clock.advance(to: 2.75)
        try run.reverse()   // at run time 1.75
        try q.clock.advance(to: 3.5)   // run time 1: x at its end, y at its start
        #expect(q.box.presentation()[.positionX] == 100 && q.box.presentation()[.positionY] == 0)
        try q.clock.advance(to: 4)
        #expect(q.box.presentation()[.positionX] == 50)
        try q.clock.advance(to: 4.5)
        #expect(run.isFinished && run.finalPosition == .start)
        #expect(q.box[.positionX] == 0 && q.box[.positionY] == 0)
    }

    /// In parallel, both steps play at once and the run lasts 1 s.
    @Test func parallelSteps() throws {
        let q = QueueStage()
        let run = try Self.animator(q).runSteerable(type: .parallel, on: q.queue)
        try q.clock.advance(to: 0.5)
        #expect(q.box.presentation()[.positionX] == 50 && q.box.presentation()[.positionY] == 25)
        try run.seek(progress: 0.25)
        #expect(q.box.presentation()[.positionX] == 25)
        try q.clock.advance(to: 1.25)
        #expect(run.isFinished && run.finalPosition == .end)
    }

    /// `forever(autoreverses: true)` is GSAP's endless yoyo: the second pass
    /// plays the steps backwards; an endless run cannot finish.
    @Test func foreverAutoreversesIsAnEndlessYoyo() throws {
        let q = QueueStage()
        let run = try Self.animator(q).forever(autoreverses: true).runSteerable(on: q.queue)
        try q.clock.advance(to: 2.5)
        // Pass 2 (backwards) at 0.5 s: run time 1.5 of the steps.
        #expect(q.box.presentation()[.positionX] == 100 && q.box.presentation()[.positionY] == 25)
        #expect(throws: CadenceError.self) { try run.finish() }
        try q.clock.advance(to: 4.25)
        #expect(q.box.presentation()[.positionX] == 25)
        #expect(!run.isFinished)
    }

    /// A step of unknown length cannot be steered: refused, naming it, and
    /// nothing is added to the queue.
    @Test func aTaskIsRefused() throws {
        let q = QueueStage()
        let fetch = AnimationTimeline {
            TimelineEntry.task(named: "fetch") { loop in TimedTaskOperation.wait(1, on: loop) }
        }
        let animator = Animator(layer: q.box) {
            AnimationStep.basic(.positionX, from: 0, to: 100, duration: 1)
            AnimationStep.timeline(fetch)
        }
        let refusal = #expect(throws: CadenceError.self) { try animator.runSteerable(on: q.queue) }
        #expect(refusal?.code == .invalidValue)
        #expect(refusal?.value.contains("unknown length") == true)
        #expect(q.queue.operationCount == 0)
    }
}

import Cadence
import Foundation
import Testing

/// The transport of a running AnimationOperation on the virtual clock: what
/// the layer shows is the animation at the run's current time, worked by hand
/// for a linear 1 s move of `position.x` from 0 to 100 (x = 100 · run time).
@Suite struct AnimationOperationTransportTests {
    /// A queue, a layer and the linear move, started at t = 0.
    static func started(duration: Double = 1) throws -> (QueueStage, AnimationOperation) {
        let q = QueueStage()
        let move = q.operation("move", BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: duration))
        try q.queue.addOperation(move)
        try q.clock.advance(to: 0)
        return (q, move)
    }

    /// What the box shows at x, read both ways (the render store's typed
    /// table and the whole presentation), which must agree.
    static func x(_ q: QueueStage) -> CGFloat {
        let x = q.box.presentation()[.positionX]
        #expect(q.box.presentedValue(for: .positionX) == x)
        return x
    }

    /// Paused at 0.4 and resumed at 1.0: 40 throughout the pause, and the
    /// remaining 0.6 s end at 1.6.
    @Test func pauseHoldsAndResumeEndsLater() throws {
        let (q, move) = try Self.started()
        try q.clock.advance(to: 0.4)
        try move.pause()
        #expect(move.playState == .paused)
        for time in [0.4, 0.7, 1.0] {
            try q.clock.advance(to: time)
            #expect(Self.x(q) == 40, "at \(time)")
            #expect(move.currentTime == 0.4)
        }
        #expect(!move.isFinished)
        try move.play()
        #expect(move.playState == .running)
        try q.clock.advance(to: 1.3)
        #expect(abs(Self.x(q) - 70) < 1e-9)   // 0.4 + 0.3 s
        try q.clock.advance(to: 1.6.nextDown)
        #expect(!move.isFinished)
        try q.clock.advance(to: 1.6)
        #expect(move.isFinished)
        #expect(move.finalPosition == .end)
        #expect(q.box[.positionX] == 100)
        #expect(q.log.entries == ["start move @0", "finish move completed @1.6"])
    }

    /// A paused run finishes nothing: its dependent waits as long as it stays paused.
    @Test func dependentsWaitForAPausedRun() throws {
        let q = QueueStage()
        let move = q.operation("move", BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1))
        let next = q.wait("next", 0.5)
        next.addDependency(move)
        try q.queue.addOperations([move, next])
        try q.clock.advance(to: 0.5)
        try move.pause()
        try q.clock.advance(to: 10)
        #expect(!move.isFinished && !next.isExecuting && !next.isFinished)
        try move.play()   // 0.5 s left
        try q.clock.advance(to: 11)
        #expect(q.log.entries == ["start move @0", "finish move completed @10.5", "start next @10.5", "finish next completed @11"])
    }

    /// Reversed at 0.6 at speed 1: back at 0 at 1.2, where it finishes at its
    /// start, and the model holds the start value.
    @Test func reverseComesToRestAtTheStart() throws {
        let (q, move) = try Self.started()
        try q.clock.advance(to: 0.6)
        try move.reverse()
        #expect(move.isReversed && move.speed == -1)
        try q.clock.advance(to: 0.9)
        #expect(abs(Self.x(q) - 30) < 1e-9)   // 0.6 − 0.3
        try q.clock.advance(to: 1.2)
        #expect(move.isFinished)
        #expect(move.finalPosition == .start)
        #expect(q.box[.positionX] == 0)
        #expect(Self.x(q) == 0)
    }

    /// Half speed from 0.5: 0.5 s of run time left take 1 s; the value does not jump.
    @Test func speedChangeReanchors() throws {
        let (q, move) = try Self.started()
        try q.clock.advance(to: 0.5)
        try move.setSpeed(0.5)
        #expect(Self.x(q) == 50)
        try q.clock.advance(to: 1.0)
        #expect(abs(Self.x(q) - 75) < 1e-9)
        try q.clock.advance(to: 1.5)
        #expect(move.isFinished)
        #expect(q.log.entries == ["start move @0", "finish move completed @1.5"])
    }

    /// A seek is a jump of the run's time: 0.2 at 0.5 shows 20, and the end
    /// comes 0.8 s later. A seek past the end of a running run finishes it.
    @Test func seekMovesTheRun() throws {
        let (q, move) = try Self.started()
        try q.clock.advance(to: 0.5)
        try move.seek(to: 0.2)
        #expect(abs(Self.x(q) - 20) < 1e-9)
        try q.clock.advance(to: 1.0)
        #expect(abs(Self.x(q) - 70) < 1e-9)
        try move.seek(progress: 2)
        try q.clock.advance(to: 1.0)
        #expect(move.isFinished && move.finalPosition == .end)
    }

    /// Scrubbing a paused run: each seek shows the run at that time, at once.
    @Test func scrubbingAPausedRun() throws {
        let (q, move) = try Self.started()
        try q.clock.advance(to: 0.1)
        try move.pause()
        for progress in [0.25, 0.75, 0.5, 1.0, 0.0] {
            try move.seek(progress: progress)
            #expect(Double(Self.x(q)) == 100 * progress, "at \(progress)")
            #expect(move.progress == progress)
        }
        #expect(!move.isFinished)
        try q.clock.advance(to: 5)
        #expect(Self.x(q) == 0 && move.playState == .paused)
    }

    /// `finish()` jumps to the end; the operation finishes at that instant.
    @Test func finishJumpsToTheEnd() throws {
        let (q, move) = try Self.started(duration: 10)
        try q.clock.advance(to: 1)
        try move.finish()
        try q.clock.advance(to: 1)
        #expect(move.isFinished && move.finalPosition == .end)
        #expect(q.log.entries == ["start move @0", "finish move completed @1"])
    }

    /// `play(to:)` plays to the time and pauses there, without finishing.
    @Test func playToPausesThere() throws {
        let (q, move) = try Self.started()
        try q.clock.advance(to: 0.2)
        try move.play(to: 0.8)
        try q.clock.advance(to: 0.5)
        #expect(abs(Self.x(q) - 50) < 1e-9)
        try q.clock.advance(to: 3)
        #expect(abs(Self.x(q) - 80) < 1e-9)
        #expect(move.playState == .paused && !move.isFinished)
    }

    /// A steered animation shows nothing where its run has not reached its
    /// begin time, whatever the layer's time: what lies beneath shows. A slow
    /// move (x 0 → 100 over 10 s) runs beneath a move from 200 to 300 that
    /// begins 0.5 s into its run; at t = 0.7 the upper run is sought back to
    /// 0.2, before its begin, so x is the slow move's 100 · 0.7 / 10 = 7; at
    /// 0.5 s of its run (t = 1.0) it covers again from 200.
    @Test func beforeItsBeginASteeredAnimationShowsWhatIsBeneath() throws {
        let q = QueueStage(maxConcurrent: 2)
        let slow = q.operation("slow", BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 10))
        var late = BasicAnimation<CGFloat>(keyPath: .positionX, from: 200, to: 300, duration: 1)
        late.beginTime = 0.5
        let upper = q.operation("upper", late)
        try q.queue.addOperations([slow, upper])
        try q.clock.advance(to: 0.7)
        #expect(abs(Self.x(q) - 220) < 1e-9)
        try upper.seek(to: 0.2)
        #expect(abs(Self.x(q) - 7) < 1e-9)
        try q.clock.advance(to: 1.0)
        #expect(abs(Self.x(q) - 200) < 1e-9)
    }

    /// A dependent chained on a spring's logical completion waits for the
    /// run, not the clock: the spring (0 → 100, the default physics, run for
    /// its settling duration) is logically complete at its perceptual
    /// duration p; paused at p/2 for 1 s, it completes logically at p + 1,
    /// and its scheduled end moves by the same second.
    @Test func logicalCompletionFollowsTheRun() throws {
        let q = QueueStage(maxConcurrent: 2)
        let spring = SpringAnimation<CGFloat>(keyPath: .positionX, from: 0, to: 100)
        let perceptual = spring.perceptualDuration
        let pop = AnimationOperation(layer: q.box, animation: spring, completionCriteria: .logicallyComplete)
        pop.name = "pop"
        let next = q.wait("next", 0.5)
        next.addDependency(pop)
        try q.queue.addOperations([pop, next])
        try q.clock.advance(to: perceptual / 2)
        let end = try #require(pop.scheduledEndTime)
        try pop.pause()
        #expect(pop.scheduledEndTime == nil)
        try q.clock.advance(to: perceptual / 2 + 1)
        #expect(!next.isExecuting && !next.isFinished)
        try pop.play()
        #expect(abs((pop.scheduledEndTime ?? 0) - (end + 1)) < 1e-9)
        try q.clock.advance(to: perceptual + 1)
        #expect(next.isExecuting)
        #expect(abs((pop.logicalCompletionTime ?? 0) - (perceptual + 1)) < 1e-9)
    }

    /// GSAP's arithmetic on a run: a 1 s move 0 → 100, repeated twice with
    /// 0.5 s between passes, yoyo: passes at [0, 1] forwards, [1.5, 2.5]
    /// backwards, [3, 4] forwards; 1·3 + 0.5·2 = 4 s in all. In a delay the
    /// value holds at the pass's end.
    @Test func repeatDelayAndYoyo() throws {
        let q = QueueStage()
        let move = q.operation("move", BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1))
        move.repetition = try Repetition(repeats: 2, delay: 0.5, yoyo: true)
        try q.queue.addOperation(move)
        let expected: [(Double, CGFloat)] = [
            (0.5, 50), (1.25, 100), (1.75, 75), (2.25, 25), (2.75, 0), (3.5, 50), (3.75, 75),
        ]
        for (time, x) in expected {
            try q.clock.advance(to: time)
            #expect(Self.x(q) == x, "at \(time)")
        }
        #expect(move.scheduledEndTime == 4)
        try q.clock.advance(to: 4)
        #expect(move.isFinished && move.finalPosition == .end && q.box[.positionX] == 100)
        #expect(q.log.entries == ["start move @0", "finish move completed @4"])
    }

    /// Two passes with yoyo end backwards, at the start values; reversed from
    /// 1.5 (in the backward pass, at 0.5 of it), the run plays back through
    /// the first pass and rests at its start at 3.
    @Test func yoyoEndsAtTheStartAndReverses() throws {
        let q = QueueStage()
        let move = q.operation("move", BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1))
        move.repetition = try Repetition(repeats: 1, yoyo: true)
        try q.queue.addOperation(move)
        try q.clock.advance(to: 1.5)
        #expect(Self.x(q) == 50)
        #expect(q.box[.positionX] == 0)   // where the run will rest
        try move.reverse()
        try q.clock.advance(to: 2)
        #expect(Self.x(q) == 100)          // run time 1: the first pass's end
        try q.clock.advance(to: 2.75)
        #expect(Self.x(q) == 25)
        try q.clock.advance(to: 3)
        #expect(move.isFinished && move.finalPosition == .start && q.box[.positionX] == 0)
    }

    /// An animation that never ends cannot repeat: the start fails, naming
    /// the field.
    @Test func anEndlessAnimationCannotRepeat() throws {
        let q = QueueStage()
        var spin = BasicAnimation<CGFloat>(keyPath: .positionX, from: 0, to: 100, duration: 1)
        spin.repeatCount = .infinity
        let move = q.operation("spin", spin)
        move.repetition = try Repetition(repeats: 1)
        try q.queue.addOperation(move)
        try q.clock.advance(to: 0)
        guard case .failed(let error) = move.result else {
            Issue.record("expected a failure, got \(String(describing: move.result))")
            return
        }
        #expect(error.field == "repetition" && error.code == .conflictingFields)
    }

    /// Speeds multiply through the layer tree, as Core Animation's do: the run
    /// moves in its layer's time. On a layer at speed 2, a 1 s move set to
    /// speed 0.5 at its start moves 2 × 0.5 = 1 run second per second: 50 at
    /// t = 0.5, done at t = 1 (it would have been done at 0.5).
    @Test func speedsMultiplyWithTheLayers() throws {
        let q = QueueStage()
        q.box.speed = 2
        let move = q.operation("move", BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1))
        try q.queue.addOperation(move)
        try q.clock.advance(to: 0)
        try move.setSpeed(0.5)
        try q.clock.advance(to: 0.5)
        #expect(Self.x(q) == 50)
        #expect(move.currentTime == 0.5)
        try q.clock.advance(to: 1)
        #expect(move.isFinished)
        #expect(q.log.entries == ["start move @0", "finish move completed @1"])
    }

    /// Every refused call names itself and the state, and changes nothing.
    @Test func refusals() throws {
        let q = QueueStage()
        let move = q.operation("move", BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1))
        #expect(throws: CadenceError(.invalidState, field: "pause()", value: "a pending operation", expected: "an operation that is running")) {
            try move.pause()
        }
        try q.queue.addOperation(move)
        try q.clock.advance(to: 0.5)
        for bad in [-1, .nan, .infinity] {
            #expect(throws: CadenceError.self) { try move.seek(to: bad) }
        }
        #expect(throws: CadenceError.self) { try move.setSpeed(.nan) }
        #expect(move.playState == .running && move.currentTime == 0.5)
        try q.clock.advance(to: 1)
        #expect(throws: CadenceError(.invalidState, field: "play()", value: "a finished operation", expected: "an operation that is running")) {
            try move.play()
        }
    }

    /// An animation that repeats for ever has no end: it cannot finish, nor
    /// reverse from its start (it would play back from its end); reversed
    /// part way, it plays back to its start, as a Web Animation does.
    @Test func endlessRunRefusesWhatNeedsItsEnd() throws {
        let q = QueueStage()
        var spin = BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1)
        spin.repeatCount = .infinity
        let move = q.operation("spin", spin)
        try q.queue.addOperation(move)
        try q.clock.advance(to: 0)
        #expect(throws: CadenceError.self) { try move.reverse() }
        try q.clock.advance(to: 2.5)
        #expect(throws: CadenceError.self) { try move.finish() }
        #expect(move.speed == 1 && move.playState == .running)
        try move.pause()
        try q.clock.advance(to: 3)
        #expect(Self.x(q) == 50)   // 2.5 s: the third iteration, half way
        try move.reverse()
        try move.play()
        try q.clock.advance(to: 5.5)
        #expect(move.isFinished && move.finalPosition == .start)
    }
}

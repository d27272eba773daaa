import Cadence
import Foundation
import Testing

/// A whole timeline under one playhead, on the virtual clock. The values are
/// worked by hand for linear moves: `a` takes x from 0 to 100 over run time
/// [0, 1] (x = 100·t), `b` takes y from 0 to 50 over [1, 2] (y = 50·(t − 1)),
/// each holding its end after it and `b` showing the model (0) before it.
@Suite struct TimelineOperationTests {
    static func twoEntries() -> AnimationTimeline {
        AnimationTimeline(name: "show") {
            AnimationStep.basic(.positionX, from: 0, to: 100, duration: 1).named("a")
            TimelineEntry.label("mid")
            AnimationStep.basic(.positionY, from: 0, to: 50, duration: 1).named("b")
        }
    }

    /// A queue and the run of `timeline` on its box, started at t = 0; its
    /// events go to the queue's log with the clock's time.
    static func started(_ timeline: AnimationTimeline = twoEntries()) throws -> (QueueStage, TimelineOperation) {
        let q = QueueStage()
        let run = try TimelineOperation(timeline, layer: q.box)
        run.name = "run"
        let (log, clock) = (q.log, q.clock)
        run.addTimelineObserver { event in log.append("\(event) @\(CadenceTestTime.format(clock.currentTime))") }
        try q.queue.addOperation(run)
        try q.clock.advance(to: 0)
        return (q, run)
    }

    static func xy(_ q: QueueStage) -> [CGFloat] {
        let shown = q.box.presentation()
        return [shown[.positionX], shown[.positionY]]
    }

    @Test func playsEveryEntryAtItsScheduledStart() throws {
        let (q, run) = try Self.started()
        #expect(run.duration == 2)
        #expect(run.labels == ["mid": 1])
        try q.clock.advance(to: 0.5)
        #expect(Self.xy(q) == [50, 0])
        try q.clock.advance(to: 1.5)
        #expect(Self.xy(q) == [100, 25])
        #expect(q.box[.positionX] == 0 && q.box[.positionY] == 0)   // the model holds the initial values
        try q.clock.advance(to: 2)
        #expect(run.isFinished && run.finalPosition == .end)
        #expect(q.box[.positionX] == 100 && q.box[.positionY] == 50)
        #expect(Self.xy(q) == [100, 50])
        #expect(q.box.animationKeys().isEmpty)
    }

    /// Paused at 0.5 for half a second, then reversed at run time 1.5 (t = 2):
    /// back at run time 1 at 2.5 (b at its start, 0), 0.5 at 3, rest at 3.5.
    @Test func pauseAndReverse() throws {
        let (q, run) = try Self.started()
        try q.clock.advance(to: 0.5)
        try run.pause()
        try q.clock.advance(to: 1)
        #expect(Self.xy(q) == [50, 0])
        #expect(run.playState == .paused && run.currentTime == 0.5)
        try run.play()
        try q.clock.advance(to: 2)
        #expect(Self.xy(q) == [100, 25])
        try run.reverse()
        #expect(run.isReversed)
        try q.clock.advance(to: 2.5)
        #expect(Self.xy(q) == [100, 0])
        try q.clock.advance(to: 3)
        #expect(Self.xy(q) == [50, 0])
        try q.clock.advance(to: 3.5.nextDown)
        #expect(!run.isFinished)
        try q.clock.advance(to: 3.5)
        #expect(run.isFinished && run.finalPosition == .start)
        #expect(q.box[.positionX] == 0 && q.box[.positionY] == 0)
        #expect(q.log.entries.last == "finish run completed @3.5")
    }

    /// Sought to 1.75 at 0.25: x = 100, y = 50 · 0.75; then 0.25 s are left.
    @Test func seekMovesEveryEntry() throws {
        let (q, run) = try Self.started()
        try q.clock.advance(to: 0.25)
        try run.seek(to: 1.75)
        #expect(Self.xy(q) == [100, 37.5])
        try run.seek(progress: 0.25)   // 0.5 of 2
        #expect(Self.xy(q) == [50, 0])
        try run.seek(to: 1.75)
        try q.clock.advance(to: 0.5)
        #expect(run.isFinished && run.finalPosition == .end)
        #expect(q.box[.positionX] == 100 && q.box[.positionY] == 50)
    }

    @Test func labels() throws {
        let (q, run) = try Self.started()
        try q.clock.advance(to: 0.25)
        try run.seek(toLabel: "mid")
        #expect(Self.xy(q) == [100, 0])
        try run.seek(to: 0)
        try run.play(toLabel: "mid")   // 1 s of run time at speed 1
        try q.clock.advance(to: 1.25)
        #expect(run.playState == .paused && run.currentTime == 1)
        try q.clock.advance(to: 3)
        #expect(Self.xy(q) == [100, 0] && !run.isFinished)
        #expect(throws: CadenceError(.unknownName, field: "seek(toLabel:)", value: "'end'", expected: "a label of the timeline: 'mid'")) {
            try run.seek(toLabel: "end")
        }
    }

    /// b has only `to`: it goes from where a leaves x (100) to 300 over [1, 2].
    @Test func openEndpointFromTheEntryBefore() throws {
        let (q, _) = try Self.started(
            AnimationTimeline {
                AnimationStep.basic(.positionX, from: 0, to: 100, duration: 1)
                AnimationStep.basic(.positionX, to: 300, duration: 1)
            })
        try q.clock.advance(to: 0.5)
        #expect(Self.xy(q)[0] == 50)
        try q.clock.advance(to: 1.5)
        #expect(Self.xy(q)[0] == 200)
        try q.clock.advance(to: 2)
        #expect(q.box[.positionX] == 300)
    }

    /// x 0 → 100 over [0, 1], y over [1, 2], then x `to` 300 over [2, 3]: it
    /// starts from 100, past the move of y (which writes only part of
    /// `position`), so 200 at 2.5.
    @Test func openEndpointLooksPastAnotherPartOfTheProperty() throws {
        let (q, _) = try Self.started(
            AnimationTimeline {
                AnimationStep.basic(.positionX, from: 0, to: 100, duration: 1)
                AnimationStep.basic(.positionY, from: 0, to: 50, duration: 1)
                AnimationStep.basic(.positionX, to: 300, duration: 1)
            })
        try q.clock.advance(to: 2.5)
        #expect(Self.xy(q) == [200, 50])
    }

    /// Opacity 0.2 → 0.6 over [0, 1], then `to` 1 over [1, 2] (from 0.6),
    /// then `by` −0.5 over [2, 3] (from 1, so to 0.5): 0.8 at 1.5, 0.75 at 2.5.
    @Test func openEndpointsChainThroughWholeProperties() throws {
        let (q, _) = try Self.started(
            AnimationTimeline {
                AnimationStep.basic(.opacity, from: 0.2, to: 0.6, duration: 1)
                AnimationStep.basic(.opacity, to: 1, duration: 1)
                AnimationStep.basic(.opacity, by: -0.5, duration: 1)
            })
        try q.clock.advance(to: 1.5)
        #expect(abs(q.box.presentation()[.opacity] - 0.8) < 1e-12)
        try q.clock.advance(to: 2.5)
        #expect(abs(q.box.presentation()[.opacity] - 0.75) < 1e-12)
        try q.clock.advance(to: 3)
        #expect(abs(q.box[.opacity] - 0.5) < 1e-12)
    }

    /// a moves x 0 → 100 over [0, 2]; c, from 1, goes to 300 from where a is
    /// then (50), and wins while both play: 50 + 250 · 0.5 = 175 at 1.5. It
    /// is added second though listed first: the later start wins.
    @Test func laterStartWinsOnOneProperty() throws {
        let (q, _) = try Self.started(
            AnimationTimeline {
                AnimationStep.basic(.positionX, to: 300, duration: 1).at(.at(1))
                AnimationStep.basic(.positionX, from: 0, to: 100, duration: 2).at(.at(0))
            })
        try q.clock.advance(to: 0.5)
        #expect(Self.xy(q)[0] == 25)
        try q.clock.advance(to: 1.5)
        #expect(Self.xy(q)[0] == 175)
        try q.clock.advance(to: 2)
        #expect(q.box[.positionX] == 300)
    }

    /// A nested timeline at 0 holding a, and b after it: starts fire only
    /// forwards, at the instant reached; reversed to the start, the nested
    /// timeline completes at start before the run.
    @Test func eventsForwardsThenBackwards() throws {
        let inner = AnimationTimeline(name: "inner") {
            AnimationStep.basic(.positionX, from: 0, to: 100, duration: 1).named("a")
        }
        let (q, run) = try Self.started(
            AnimationTimeline(name: "show") {
                inner
                TimelineEntry.label("mid")
                AnimationStep.basic(.positionY, from: 0, to: 50, duration: 1).named("b")
            })
        try q.clock.advance(to: 1.5)
        try run.reverse()
        try q.clock.advance(to: 1.75)
        try run.pause()
        try run.seek(to: 0.5)   // silent
        try run.play()
        try q.clock.advance(to: 5)
        #expect(
            q.log.entries == [
                "start run @0",
                "started(\"inner\") @0", "started(\"a\") @0",
                "completed(\"a\") @1", "completed(\"inner\") @1", "label(\"mid\") @1", "started(\"b\") @1",
                "completedAtStart(\"inner\") @2.25", "completedAtStart(\"show\") @2.25",
                "finish run completed @2.25",
            ])
        #expect(run.finalPosition == .start)
    }

    /// A seek with events fires what it crosses; finish() fires what lies
    /// before the end.
    @Test func seekWithEventsAndFinish() throws {
        let (q, run) = try Self.started()
        try run.seek(to: 1.5, suppressingEvents: false)
        try run.finish()
        #expect(run.isFinished && q.box[.positionY] == 50)
        #expect(
            q.log.entries == [
                "start run @0", "started(\"a\") @0", "completed(\"a\") @0", "label(\"mid\") @0", "started(\"b\") @0",
                "completed(\"b\") @0", "finish run completed @0",
            ])
    }

    @Test func dependentsWaitWhileItIsPaused() throws {
        let q = QueueStage()
        let run = try TimelineOperation(Self.twoEntries(), layer: q.box)
        run.name = "run"
        let next = q.wait("next", 0.5)
        next.addDependency(run)
        try q.queue.addOperations([run, next])
        try q.clock.advance(to: 0.5)
        try run.pause()
        try q.clock.advance(to: 10)
        #expect(!run.isFinished && !next.isExecuting)
        try run.play()   // 1.5 s left
        try q.clock.advance(to: 12)
        #expect(q.log.entries == ["start run @0", "finish run completed @11.5", "start next @11.5", "finish next completed @12"])
    }

    @Test func cancelKeepsWhatIsPresented() throws {
        let (q, run) = try Self.started()
        try q.clock.advance(to: 1.5)
        run.cancel()
        try q.clock.advance(to: 2)
        #expect(run.finalPosition == .current)
        #expect(q.box[.positionX] == 100 && q.box[.positionY] == 25)
        #expect(q.box.animationKeys().isEmpty)
    }

    @Test func refusals() throws {
        let task = AnimationTimeline {
            AnimationStep.basic(.positionX, to: 100, duration: 1)
            TimelineEntry.task(named: "fetch") { loop in TimedTaskOperation.wait(1, on: loop) }
        }
        #expect(
            throws: CadenceError(
                .invalidValue, field: "entries[1]", value: "a task of unknown length ('fetch')",
                expected: "an entry of known length, to play under one playhead")
        ) { _ = try TimelineOperation(task) }
        let q = QueueStage()
        let run = try TimelineOperation(Self.twoEntries(), layer: q.box)
        #expect(throws: CadenceError(.invalidState, field: "pause()", value: "a pending operation", expected: "an operation that is running")) {
            try run.pause()
        }
        try q.queue.addOperation(run)
        try q.clock.advance(to: 0.5)
        for bad in [-1, .nan, .infinity] {
            #expect(throws: CadenceError.self) { try run.seek(to: bad) }
        }
        #expect(throws: CadenceError.self) { try run.play(to: 3) }   // past the end
        try run.setSpeed(0)
        #expect(throws: CadenceError(.invalidState, field: "finish()", value: "a running run", expected: "a run with a speed that is not 0")) {
            try run.finish()
        }
        #expect(run.currentTime == 0.5 && run.speed == 0 && !run.isFinished)
        #expect(Self.xy(q) == [50, 0])
        try run.setSpeed(1)
        try q.clock.advance(to: 2)
        #expect(run.isFinished)
        #expect(throws: CadenceError(.invalidState, field: "play()", value: "a finished operation", expected: "an operation that is running")) {
            try run.play()
        }
    }
}

/// A run that repeats, by GSAP's arithmetic: the two entries last 2 s, so
/// iteration k plays over [k·(2 + delay), k·(2 + delay) + 2].
@Suite struct TimelineOperationRepetitionTests {
    static func started(_ repetition: Repetition) throws -> (QueueStage, TimelineOperation) {
        let q = QueueStage()
        let run = try TimelineOperation(TimelineOperationTests.twoEntries(), layer: q.box, repetition: repetition)
        run.name = "run"
        let (log, clock) = (q.log, q.clock)
        run.addTimelineObserver { event in log.append("\(event) @\(CadenceTestTime.format(clock.currentTime))") }
        try q.queue.addOperation(run)
        try q.clock.advance(to: 0)
        return (q, run)
    }

    /// Once more after a 0.5 s wait, backwards: 2·2 + 0.5 = 4.5 s. During the
    /// wait it holds the first iteration's end; at 3 it is 0.5 s into the
    /// second, at timeline time 2 − 0.5 = 1.5; it ends at the timeline's start.
    @Test func yoyoWithADelay() throws {
        let (q, run) = try Self.started(try Repetition(repeats: 1, delay: 0.5, yoyo: true))
        #expect(run.duration == 2 && run.totalDuration == 4.5)
        for (time, xy) in [(1.5, [100, 25]), (2.25, [100, 50]), (3, [100, 25]), (4, [50, 0])] as [(Double, [CGFloat])] {
            try q.clock.advance(to: time)
            #expect(TimelineOperationTests.xy(q) == xy, "at \(time)")
        }
        try q.clock.advance(to: 4.5)
        #expect(run.isFinished && run.finalPosition == .end)
        #expect(q.box[.positionX] == 0 && q.box[.positionY] == 0)
    }

    /// Repeated once with no delay: the second iteration starts the timeline
    /// afresh at 2 (`repeated(1)`), its entries firing again. Reversed at 2.5, it crosses back
    /// into the first iteration at its end (x 100, y 50 · 0.75 at 1.75) and
    /// completes at start at 5.
    @Test func repeatFiresAgainAndReverses() throws {
        let (q, run) = try Self.started(try Repetition(repeats: 1))
        try q.clock.advance(to: 2.5)
        #expect(TimelineOperationTests.xy(q) == [50, 0])
        try run.reverse()
        try q.clock.advance(to: 3.25)
        #expect(TimelineOperationTests.xy(q) == [100, 37.5])
        try q.clock.advance(to: 5)
        #expect(run.finalPosition == .start)
        #expect(
            q.log.entries == [
                "start run @0", "started(\"a\") @0", "completed(\"a\") @1", "label(\"mid\") @1", "started(\"b\") @1",
                "completed(\"b\") @2", "repeated(1) @2", "started(\"a\") @2", "completedAtStart(\"show\") @5", "finish run completed @5",
            ])
    }
}

extension TimelineOperationRepetitionTests {
    /// A run that repeats for ever, sought past the last iteration Int can
    /// count and played on: it neither traps nor finishes, and refuses what
    /// needs its end.
    @Test func endlessRunSoughtFarAway() throws {
        let (q, run) = try Self.started(try Repetition(repeats: .infinity, yoyo: true))
        #expect(run.totalDuration == .infinity)
        try q.clock.advance(to: 0.5)
        try run.seek(to: 1e300, suppressingEvents: false)
        try q.clock.advance(to: 1)
        #expect(!run.isFinished && run.playState == .running)
        #expect(throws: CadenceError.self) { try run.finish() }
        #expect(throws: CadenceError.self) { try run.seek(progress: 0.5) }
        try run.seek(to: 4.5)   // iteration 2, forwards: timeline time 0.5
        #expect(TimelineOperationTests.xy(q) == [50, 0])
        try run.seek(to: 0)
        #expect(
            throws: CadenceError(
                .invalidState, field: "reverse()", value: "a running run",
                expected: "a run that ends, to play backwards from its end")
        ) { try run.reverse() }
        #expect(run.speed == 1 && run.currentTime == 0)
    }
}

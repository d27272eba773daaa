import Cadence
import CadenceTesting
import Foundation
import Testing

/// The fixture's own guarantees, in the manner of swift-nio's
/// `EmbeddedEventLoopTest`: task ordering, no time travel, re-entrancy, idle
/// checking and limits.
@Suite struct TestFixtureTests {
    /// One line assembles a clock at 0, a compositor, and a queue on its main
    /// loop that runs one operation at a time; nothing is pending.
    @Test func oneLineSetup() throws {
        let fixture = TestFixture()
        #expect(fixture.now == 0)
        #expect(fixture.queue.mainLoop === fixture.compositor.mainLoop)
        #expect(fixture.compositor.clock === fixture.clock)
        #expect(fixture.queue.maxConcurrentOperationCount == 1)
        #expect(fixture.isIdle)
        try fixture.checkIdle()
        #expect(fixture.trace.events.isEmpty)
    }

    /// Work runs in order of deadline, then of scheduling; each piece sees its
    /// own deadline; a job enqueued now runs before anything later.
    @Test func taskOrdering() throws {
        let fixture = TestFixture()
        let log = Log()
        let clock = fixture.clock
        clock.schedule(at: 1) { log.append("a@\(clock.currentTime)") }
        clock.schedule(at: 0.5) { log.append("b@\(clock.currentTime)") }
        clock.schedule(at: 1) { log.append("c@\(clock.currentTime)") }
        fixture.mainLoop.enqueue { log.append("d@\(clock.currentTime)") }
        try fixture.advance(to: 0.75)
        #expect(log.entries == ["d@0.0", "b@0.5"])
        #expect(fixture.now == 0.75)
        try fixture.advance(by: 0.25)
        #expect(log.entries == ["d@0.0", "b@0.5", "a@1.0", "c@1.0"])
    }

    /// Work scheduled while advancing runs in the same pass when it falls due:
    /// at the same instant after what is already due, a past deadline as now.
    @Test func reentrantSchedulingRunsInTheSamePass() throws {
        let fixture = TestFixture()
        let log = Log()
        let clock = fixture.clock
        clock.schedule(at: 1) {
            log.append("a@\(clock.currentTime)")
            clock.schedule(at: 1) { log.append("inner@\(clock.currentTime)") }
            clock.schedule(at: 0.5) { log.append("past@\(clock.currentTime)") }
            clock.schedule(at: 2) { log.append("later@\(clock.currentTime)") }
        }
        clock.schedule(at: 1) { log.append("c@\(clock.currentTime)") }
        try fixture.advance(to: 1.5)
        #expect(log.entries == ["a@1.0", "c@1.0", "inner@1.0", "past@1.0"])
        try fixture.runUntilIdle()
        #expect(log.entries.last == "later@2.0")
        #expect(fixture.now == 2)
    }

    /// Time never goes backwards, and cannot be moved from inside its own work.
    @Test func noTimeTravel() throws {
        let fixture = TestFixture()
        try fixture.advance(to: 2)
        #expect(throws: FixtureError.self) { try fixture.advance(to: 1) }
        do {
            try fixture.advance(to: 1)
        } catch {
            #expect(error.code == .invalidTime)
            #expect(error.summary == "advance(to: 1) was refused at t = 2")
            #expect(error.expected == "a time ≥ the current time 2 (time never goes backwards)")
        }
        #expect(fixture.now == 2)
        for bad in [-1, Double.nan, .infinity] {
            #expect(throws: FixtureError.self) { try fixture.advance(by: bad) }
        }

        let codes = Locked()
        fixture.clock.schedule(at: 3) {
            do throws(FixtureError) { try fixture.advance(by: 1) } catch { codes.set(error.code) }
        }
        try fixture.advance(to: 3)
        #expect(codes.value == .invalidTime)
        #expect(fixture.now == 3)
    }

    /// A serial chain, traced: every operation and animation event, in the
    /// order it happened, with its time (worked out by hand in `Docs/Testing.md`).
    @Test func chainTrace() throws {
        let fixture = TestFixture()
        let box = fixture.addLayer(named: "box")
        try fixture.queue.addOperations([
            fixture.move("right", box, .positionX, to: 300, duration: 1),
            fixture.move("down", box, .positionY, to: 100, duration: 2),
        ])
        try fixture.runUntilIdle()
        #expect(
            fixture.trace.description == """
                #1 t=0 enqueue right
                #2 t=0 enqueue down
                #3 t=0 ready right
                #4 t=0 ready down
                #5 t=0 start right
                #6 t=0 commit "1 added, 0 removed"
                #7 t=0 animationAdded box.position.x
                #8 t=0 animationStarted box.position.x
                #9 t=1 animationCompleted box.position.x
                #10 t=1 finish right completed
                #11 t=1 start down
                #12 t=1 commit "1 added, 0 removed"
                #13 t=1 animationAdded box.position.y
                #14 t=1 animationStarted box.position.y
                #15 t=3 animationCompleted box.position.y
                #16 t=3 finish down completed
                """)
        #expect(fixture.now == 3)
        try fixture.checkIdle()
    }

    /// A dependency is ready only when what it waits for finishes; a cancel
    /// is traced before the finish it causes.
    @Test func readyAndCancelEvents() throws {
        let fixture = TestFixture(maxConcurrentOperationCount: AnimationQueue.unlimited)
        let first = fixture.wait("first", 1)
        let second = fixture.wait("second", 1)
        second.addDependency(first)
        try fixture.queue.addOperations([first, second])
        try fixture.advance(to: 0.5)
        first.cancel()
        try fixture.runUntilIdle()
        #expect(
            fixture.operationLog == [
                "enqueue first @0", "enqueue second @0", "ready first @0", "start first @0",
                "cancel first @0.5", "finish first cancelled @0.5",
                "ready second @0.5", "start second @0.5", "finish second completed @1.5",
            ])
    }

    /// A cancel with a reason shows it on the cancel and on the finish it
    /// causes, as the event's message (after enqueue #1, ready #2, start #3).
    @Test func aCancelsReasonIsTraced() throws {
        let fixture = TestFixture()
        let sheet = fixture.wait("sheet", 2)
        try fixture.queue.addOperation(sheet)
        try fixture.advance(to: 0.5)
        sheet.cancel(with: CadenceError(.invalidState, field: "sheet", value: "dismissed", expected: "a visible sheet"))
        try fixture.runUntilIdle()
        let ended = fixture.trace.events.filter { $0.kind == .cancel || $0.kind == .finish }.map(\.description)
        #expect(ended == [
            #"#4 t=0.5 cancel sheet "sheet: expected a visible sheet, got dismissed""#,
            #"#5 t=0.5 finish sheet cancelled "sheet: expected a visible sheet, got dismissed""#,
        ])
    }

    /// Something waiting for what never happens schedules nothing: running
    /// until idle returns, and `checkIdle` names it and what it waits for.
    @Test func checkIdleNamesWhatIsLeft() throws {
        let fixture = TestFixture()
        let elsewhere = BlockOperation {}
        elsewhere.name = "a"
        let waiting = fixture.wait("b", 1)
        waiting.addDependency(elsewhere)
        try fixture.queue.addOperation(waiting)
        try fixture.runUntilIdle()
        #expect(!fixture.isIdle)
        #expect(throws: FixtureError.self) { try fixture.checkIdle() }
        do {
            try fixture.checkIdle()
        } catch {
            #expect(
                error.description == """
                    the fixture is not idle at t = 0
                    expected: no work left
                    actual: operation 'b': waiting for 'a'
                    what to do: advance further (runUntilIdle()), cancel what should have ended, \
                    or finish what an operation waits for
                    """)
        }
        waiting.cancel()
        try fixture.runUntilIdle()
        try fixture.checkIdle()
    }

    /// An animation that never ends is named by `checkIdle`, with its layer,
    /// and so is its operation.
    @Test func checkIdleNamesAnEndlessAnimation() throws {
        let fixture = TestFixture()
        let box = fixture.addLayer(named: "box")
        var spin = BasicAnimation(keyPath: .transformRotationZ, from: 0, to: 6.28, duration: 1)
        spin.repeatCount = .infinity
        let operation = AnimationOperation(layer: box, animation: spin, forKey: "spin")
        operation.name = "spinner"
        try fixture.queue.addOperation(operation)
        try fixture.runUntilIdle()
        do {
            try fixture.checkIdle()
            Issue.record("an endless animation is not idle")
        } catch {
            #expect(error.code == .notIdle)
            #expect(
                error.actual == """
                    operation 'spinner': executing since 0, never ends by itself
                    animation 'spin' (transform.rotation.z) on layer 'box': never ends
                    """)
        }
        operation.cancel()
        try fixture.runUntilIdle()
        try fixture.checkIdle()
    }

    /// Work that schedules more forever is stopped by the step limit, and the
    /// error says what kept the fixture busy.
    @Test func stepLimit() throws {
        let fixture = TestFixture()
        let ticker = TimedTaskOperation(duration: 1e9, on: fixture.mainLoop) { _ in }
        ticker.name = "ticker"
        try fixture.queue.addOperation(ticker)
        do {
            try fixture.runUntilIdle(limit: RunLimit(steps: 100))
            Issue.record("an endless ticker must pass the limit")
        } catch {
            // Step 1 is t = 0, step k + 1 the frame k / 60: after 100 steps, 99 / 60.
            #expect(error.code == .limitExceeded)
            #expect(error.summary == "runUntilIdle() passed its limit of 100 steps at t = 1.65")
            #expect(error.actual.hasPrefix("operation 'ticker': executing since 0, ends at 1000000000\n"))
            #expect(error.actual.contains("clock: timed task 'ticker': next frame due at 1.666667"))
        }
        #expect(abs(fixture.now - 1.65) < 1e-12)
    }

    /// The virtual-time limit stops a long chain where it passes the limit.
    @Test func durationLimit() throws {
        let fixture = TestFixture()
        try fixture.queue.addOperations((0..<10).map { fixture.wait("w\($0)", 1) })
        do {
            try fixture.runUntilIdle(limit: RunLimit(duration: 4.5))
            Issue.record("ten seconds of waits must pass a 4.5 s limit")
        } catch {
            #expect(error.summary == "runUntilIdle() passed its limit of 4.5 s of virtual time at t = 4")
            #expect(error.actual.contains("operation 'w4': executing since 4, ends at 5"))
            #expect(error.actual.contains("operation 'w5': ready, waiting for a free slot"))
        }
        #expect(fixture.now == 4)
    }

    /// `onMain` runs app code as a main-loop job, and what it causes at that
    /// instant: an implicit animation from the presented value.
    @Test func onMainCommitsAnImplicitAnimation() throws {
        let fixture = TestFixture()
        let box = fixture.addLayer(named: "box")
        try fixture.onMain { box[.opacity] = 0.5 }
        try fixture.runUntilIdle()
        let lines = fixture.trace.events.map { "\($0.kind.rawValue) \($0.layer ?? "").\($0.key ?? "") @\($0.time)" }
        #expect(
            lines == [
                "commit . @0.0", "animationAdded box.opacity @0.0", "animationStarted box.opacity @0.0",
                "animationCompleted box.opacity @0.25",
            ])
    }

    /// Marks land in the trace at the current time.
    @Test func marks() throws {
        let fixture = TestFixture()
        try fixture.advance(to: 1.5)
        fixture.mark("half way")
        #expect(fixture.trace.events == [TraceEvent(sequence: 1, time: 1.5, kind: .mark, message: "half way")])
    }
}

/// A value set from a `@Sendable` closure.
private final class Locked: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: FixtureError.Code?

    func set(_ value: FixtureError.Code) {
        lock.lock()
        stored = value
        lock.unlock()
    }

    var value: FixtureError.Code? {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}

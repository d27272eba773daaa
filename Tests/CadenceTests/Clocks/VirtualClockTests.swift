import Cadence
import Testing

// Expected logs are worked out by hand from VirtualClock's documented model: due
// work runs in order of (deadline, scheduling order), with `currentTime` set to
// each deadline; a deadline in the past is due at the time it was scheduled, after
// the work already due then; after the pass the clock reads the target.

/// Schedules work on `clock` that logs `name@<clock time when it runs>`.
@discardableResult
private func logAt(
    _ deadline: Double, _ name: String, on clock: VirtualClock, to log: EventLog
) -> ScheduledWork {
    clock.schedule(at: deadline) { log.append("\(name)@\(clock.currentTime)") }
}

/// Yields until `condition` holds, at most 10 000 times; returns whether it held.
/// For waiting until a task has reached a suspension point, without real sleeps.
private func yieldUntil(_ condition: () -> Bool) async -> Bool {
    for _ in 0 ..< 10_000 {
        if condition() { return true }
        await Task.yield()
    }
    return condition()
}

@Suite struct VirtualClockTests {
    // MARK: Order and time of work

    /// Work runs by deadline, ties in scheduling order, each seeing its own
    /// deadline as the current time (swift-nio's EmbeddedEventLoop testTaskOrdering).
    @Test func workRunsInDeadlineThenSchedulingOrder() throws {
        let clock = VirtualClock()
        let log = EventLog()
        logAt(3, "c", on: clock, to: log)
        logAt(1, "a1", on: clock, to: log)
        logAt(2, "b1", on: clock, to: log)
        logAt(2, "b2", on: clock, to: log)
        logAt(1, "a2", on: clock, to: log)
        logAt(0, "zero", on: clock, to: log)

        try clock.advance(to: 5)

        #expect(log.entries == ["zero@0.0", "a1@1.0", "a2@1.0", "b1@2.0", "b2@2.0", "c@3.0"])
        #expect(clock.currentTime == 5)
        #expect(clock.pendingCount == 0)
    }

    /// An advance runs only the work due by its target (inclusive), leaves the rest
    /// waiting, and leaves the clock at the target.
    @Test func advanceStopsAtTheTarget() throws {
        let clock = VirtualClock()
        let log = EventLog()
        logAt(1, "a", on: clock, to: log)
        logAt(1.5, "b", on: clock, to: log)
        logAt(2, "c", on: clock, to: log)

        try clock.advance(to: 1.5)
        #expect(log.entries == ["a@1.0", "b@1.5"])
        #expect(clock.currentTime == 1.5)
        #expect(clock.pendingCount == 1)
        #expect(clock.nextDeadline == 2)

        try clock.advance(to: 1.75)
        #expect(log.entries == ["a@1.0", "b@1.5"])
        #expect(clock.currentTime == 1.75)

        try clock.advance(to: 4)
        #expect(log.entries == ["a@1.0", "b@1.5", "c@2.0"])
        #expect(clock.currentTime == 4)
    }

    /// A clock starts at 0 by default.
    @Test func startsAtZero() {
        #expect(VirtualClock().currentTime == 0)
        #expect(VirtualClock().now == VirtualClock.Instant(seconds: 0))
    }

    /// A clock starts at the given time; a non-finite start reads 0.
    @Test(arguments: [(2.5, 2.5), (-1, -1), (.nan, 0), (.infinity, 0), (-.infinity, 0)])
    func startTime(start: Double, expected: Double) {
        #expect(VirtualClock(startTime: start).currentTime == expected)
    }

    /// Work scheduled while advancing runs in the same pass, at its own deadline,
    /// if that is by the target; later work waits for a later advance.
    @Test func workScheduledWhileAdvancingRunsInTheSamePass() throws {
        let clock = VirtualClock()
        let log = EventLog()
        clock.schedule(at: 1) {
            log.append("first@\(clock.currentTime)")
            logAt(2.5, "inner", on: clock, to: log)
            logAt(1, "sameInstant", on: clock, to: log)
            logAt(9, "late", on: clock, to: log)
        }
        logAt(1, "second", on: clock, to: log)
        logAt(3, "c", on: clock, to: log)

        try clock.advance(to: 5)

        #expect(log.entries == ["first@1.0", "second@1.0", "sameInstant@1.0", "inner@2.5", "c@3.0"])
        #expect(clock.currentTime == 5)
        #expect(clock.pendingCount == 1)
        #expect(clock.nextDeadline == 9)

        try clock.advance(to: 9)
        #expect(log.entries.last == "late@9.0")
    }

    /// A deadline already passed, scheduled from running work, runs at the current
    /// time, after the work already due then.
    @Test func pastDeadlineFromWorkRunsNowAfterWorkAlreadyDue() throws {
        let clock = VirtualClock()
        let log = EventLog()
        clock.schedule(at: 2) {
            log.append("x@\(clock.currentTime)")
            logAt(0.5, "past", on: clock, to: log)
        }
        logAt(2, "y", on: clock, to: log)
        logAt(2.5, "z", on: clock, to: log)

        try clock.advance(to: 3)

        #expect(log.entries == ["x@2.0", "y@2.0", "past@2.0", "z@2.5"])
    }

    /// A deadline already passed, scheduled between advances, is due at the time it
    /// was scheduled, after the work already due then, and runs on the next advance
    /// even by zero.
    @Test func pastDeadlineBetweenAdvancesRunsOnTheNextTurn() throws {
        let clock = VirtualClock(startTime: 4)
        let log = EventLog()
        logAt(4, "now", on: clock, to: log)
        logAt(1, "past", on: clock, to: log)
        #expect(clock.nextDeadline == 4)
        #expect(clock.pendingCount == 2)
        #expect(log.entries.isEmpty)

        try clock.advance(by: 0)

        #expect(log.entries == ["now@4.0", "past@4.0"])
        #expect(clock.currentTime == 4)
    }

    // MARK: Invalid advances

    /// Time never goes backwards: advancing to the past throws `.invalidState`, runs
    /// nothing (not even work due now) and leaves the time alone (swift-nio's
    /// testWeCantTimeTravelByAdvancingTimeToThePast).
    @Test func advancingToThePastThrowsAndRunsNothing() throws {
        let clock = VirtualClock()
        let log = EventLog()
        try clock.advance(to: 2)
        logAt(1, "dueNow", on: clock, to: log)
        logAt(3, "later", on: clock, to: log)

        let error = #expect(throws: CadenceError.self) { try clock.advance(to: 1) }
        #expect(error?.code == .invalidState)
        #expect(error?.field == "advance(to:)")

        let byInstant = #expect(throws: CadenceError.self) { try clock.advance(to: VirtualClock.Instant(seconds: 1.5)) }
        #expect(byInstant?.code == .invalidState)

        #expect(log.entries.isEmpty)
        #expect(clock.currentTime == 2)
        #expect(clock.pendingCount == 2)

        try clock.advance(to: 2)
        #expect(log.entries == ["dueNow@2.0"])
    }

    static let invalidTargets: [Double] = [.nan, .infinity, -.infinity]

    /// A target that is not a finite time throws `.invalidValue`; nothing runs.
    @Test(arguments: invalidTargets)
    func nonFiniteTargetThrows(target: Double) {
        let clock = VirtualClock(startTime: 1)
        let log = EventLog()
        logAt(1, "dueNow", on: clock, to: log)

        let error = #expect(throws: CadenceError.self) { try clock.advance(to: target) }
        #expect(error?.code == .invalidValue)
        #expect(error?.field == "advance(to:)")
        #expect(log.entries.isEmpty)
        #expect(clock.currentTime == 1)
        #expect(clock.pendingCount == 1)
    }

    static let invalidSteps: [Double] = [-1, -Double.leastNonzeroMagnitude, .nan, .infinity, -.infinity]

    /// A step that is negative or not finite throws `.invalidValue`; nothing runs.
    @Test(arguments: invalidSteps)
    func invalidStepThrows(step: Double) {
        let clock = VirtualClock(startTime: 1)
        let log = EventLog()
        logAt(1, "dueNow", on: clock, to: log)

        let error = #expect(throws: CadenceError.self) { try clock.advance(by: step) }
        #expect(error?.code == .invalidValue)
        #expect(error?.field == "advance(by:)")
        #expect(log.entries.isEmpty)
        #expect(clock.currentTime == 1)
        #expect(clock.pendingCount == 1)
    }

    /// A finite step that would carry the time past the largest Double throws,
    /// naming `advance(by:)`.
    @Test func overflowingStepThrows() {
        let clock = VirtualClock(startTime: 1e308)
        let error = #expect(throws: CadenceError.self) { try clock.advance(by: 1e308) }
        #expect(error?.code == .invalidValue)
        #expect(error?.field == "advance(by:)")
        #expect(clock.currentTime == 1e308)
    }

    /// The `Duration` overload rejects negative steps the same way.
    @Test func negativeDurationStepThrows() {
        let clock = VirtualClock()
        let error = #expect(throws: CadenceError.self) { try clock.advance(by: .milliseconds(-1)) }
        #expect(error?.code == .invalidValue)
        #expect(clock.currentTime == 0)
    }

    /// Advancing from inside work the clock is running throws `.invalidState`; the
    /// outer pass goes on unharmed.
    @Test func advancingFromInsideWorkThrows() throws {
        let clock = VirtualClock()
        let log = EventLog()
        clock.schedule(at: 1) {
            do throws(CadenceError) {
                try clock.advance(by: 1)
                log.append("advance(by:) returned")
            } catch {
                log.append("by: \(error.code) \(error.field)")
            }
            do throws(CadenceError) {
                try clock.advance(to: 2)
                log.append("advance(to:) returned")
            } catch {
                log.append("to: \(error.code) \(error.field)")
            }
            log.append("still@\(clock.currentTime)")
        }
        logAt(1.5, "next", on: clock, to: log)

        try clock.advance(to: 3)

        #expect(
            log.entries == [
                "by: invalidState advance(to:)", "to: invalidState advance(to:)", "still@1.0", "next@1.5",
            ])
        #expect(clock.currentTime == 3)

        // The clock is not left thinking it is still advancing.
        try clock.advance(by: 1)
        #expect(clock.currentTime == 4)
    }

    // MARK: Cancelling

    /// Cancelled work does not run, is not counted and not reported as next;
    /// `isPending` is true until the work runs or is cancelled, and cancelling
    /// after it ran does nothing.
    @Test func cancelPreventsTheRun() throws {
        let clock = VirtualClock()
        let log = EventLog()
        let a = logAt(1, "a", on: clock, to: log)
        let b = logAt(2, "b", on: clock, to: log)
        #expect(a.isPending)
        #expect(b.isPending)
        #expect(a.deadline == 1)
        #expect(clock.pendingCount == 2)

        a.cancel()
        #expect(!a.isPending)
        #expect(b.isPending)
        #expect(clock.pendingCount == 1)
        #expect(clock.nextDeadline == 2)

        try clock.advance(to: 3)
        #expect(log.entries == ["b@2.0"])
        #expect(!b.isPending)

        b.cancel()
        #expect(!b.isPending)
        #expect(log.entries == ["b@2.0"])
    }

    /// Work may cancel later work in the same pass.
    @Test func workCanCancelLaterWorkInTheSamePass() throws {
        let clock = VirtualClock()
        let log = EventLog()
        let victim = logAt(2, "victim", on: clock, to: log)
        clock.schedule(at: 1) {
            log.append("canceller@\(clock.currentTime)")
            victim.cancel()
        }
        logAt(2, "survivor", on: clock, to: log)

        try clock.advance(to: 3)
        #expect(log.entries == ["canceller@1.0", "survivor@2.0"])
    }

    /// Work with an infinite or NaN deadline never runs and is not counted, yet
    /// stays pending (it neither ran nor was cancelled).
    @Test(arguments: [Double.infinity, -.infinity, .nan])
    func nonFiniteDeadlineNeverRuns(deadline: Double) throws {
        let clock = VirtualClock()
        let log = EventLog()
        let work = logAt(deadline, "never", on: clock, to: log)
        #expect(clock.pendingCount == 0)
        #expect(clock.nextDeadline == nil)

        try clock.advance(by: 0)
        try clock.advance(to: 1e300)

        #expect(log.entries.isEmpty)
        #expect(work.isPending)
    }

    // MARK: Queries

    /// `nextDeadline` is the earliest waiting deadline and `pendingCount` the
    /// number of waiting pieces of work, as work is added, runs and is cancelled.
    @Test func nextDeadlineAndPendingCount() throws {
        let clock = VirtualClock()
        #expect(clock.nextDeadline == nil)
        #expect(clock.pendingCount == 0)

        clock.schedule(at: 3) {}
        let one = clock.schedule(at: 1) {}
        clock.schedule(at: 2) {}
        #expect(clock.nextDeadline == 1)
        #expect(clock.pendingCount == 3)

        one.cancel()
        #expect(clock.nextDeadline == 2)
        #expect(clock.pendingCount == 2)

        try clock.advance(to: 2)
        #expect(clock.nextDeadline == 3)
        #expect(clock.pendingCount == 1)

        try clock.advance(to: 3)
        #expect(clock.nextDeadline == nil)
        #expect(clock.pendingCount == 0)
    }

    // MARK: Swift Clock conformance

    /// `advance(by: Duration)` and `advance(to: Instant)` move time like the
    /// `Double` forms, running the work due on the way.
    @Test func durationAndInstantOverloads() throws {
        let clock = VirtualClock()
        let log = EventLog()
        logAt(1.5, "a", on: clock, to: log)
        logAt(3, "b", on: clock, to: log)

        try clock.advance(by: .milliseconds(1500))
        #expect(clock.currentTime == 1.5)
        #expect(clock.now == VirtualClock.Instant(seconds: 1.5))
        #expect(log.entries == ["a@1.5"])

        try clock.advance(to: VirtualClock.Instant(seconds: 4))
        #expect(clock.currentTime == 4)
        #expect(log.entries == ["a@1.5", "b@3.0"])

        try clock.advance(by: .zero)
        #expect(clock.currentTime == 4)
        #expect(clock.minimumResolution == .zero)
    }

    /// Instants move by durations, measure durations between them, and order by
    /// their seconds.
    @Test(arguments: [
        (1.5, Duration.seconds(2), 3.5),
        (1.5, .milliseconds(-500), 1.0),
        (0, .milliseconds(250), 0.25),
        (-2, .seconds(5), 3),
        (7, .zero, 7),
    ])
    func instantArithmetic(start: Double, step: Duration, end: Double) {
        let from = VirtualClock.Instant(seconds: start)
        let to = VirtualClock.Instant(seconds: end)
        #expect(abs(from.advanced(by: step).seconds - end) <= 1e-12)
        #expect(from.duration(to: to) == step)
        #expect(to.duration(to: from) == .zero - step)
        #expect((from < to) == (step > .zero))
    }

    /// `sleep(for:)` suspends until an advance reaches the deadline, not before.
    @Test func sleepIsResumedByAdvance() async throws {
        let clock = VirtualClock()
        let log = EventLog()
        let task = Task {
            try await clock.sleep(for: .seconds(1))
            log.append("woke@\(clock.currentTime)")
        }
        defer { task.cancel() }  // frees the task if a check below fails
        try #require(await yieldUntil { clock.pendingCount == 1 }, "the task never started sleeping")
        #expect(clock.nextDeadline == 1)

        try clock.advance(by: 0.5)
        let wokeEarly = await yieldUntil { !log.entries.isEmpty }
        #expect(!wokeEarly, "woke before its deadline")
        #expect(clock.pendingCount == 1)

        try clock.advance(by: 0.5)
        try await task.value
        #expect(log.entries == ["woke@1.0"])
        #expect(clock.pendingCount == 0)
    }

    /// Cancelling a sleeping task makes `sleep` throw `CancellationError` at once
    /// and removes its wake-up from the clock.
    @Test func cancellingASleepThrowsAndRemovesItsWork() async throws {
        let clock = VirtualClock()
        let task = Task {
            try await clock.sleep(for: .seconds(1))
        }
        defer { task.cancel() }  // frees the task if a check below fails
        try #require(await yieldUntil { clock.pendingCount == 1 }, "the task never started sleeping")

        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(clock.pendingCount == 0)
        #expect(clock.nextDeadline == nil)
        #expect(clock.currentTime == 0)

        // Reaching the old deadline resumes nothing a second time.
        try clock.advance(by: 2)
        #expect(clock.currentTime == 2)
    }

    /// A task cancelled before it sleeps throws without scheduling anything.
    @Test func sleepInACancelledTaskThrowsAtOnce() async {
        let clock = VirtualClock()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(for: .seconds(1))
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(clock.pendingCount == 0)
    }

    /// Sleeping until an instant already reached returns at once, scheduling nothing.
    @Test(arguments: [3.0, 5.0])
    func sleepUntilAReachedInstantReturnsAtOnce(deadline: Double) async {
        let clock = VirtualClock(startTime: 5)
        let log = EventLog()
        let task = Task {
            try await clock.sleep(until: VirtualClock.Instant(seconds: deadline))
            log.append("returned@\(clock.currentTime)")
        }
        let returned = await yieldUntil { !log.entries.isEmpty }
        #expect(returned)
        #expect(log.entries == ["returned@5.0"])
        #expect(clock.pendingCount == 0)
        if !returned { task.cancel() }
    }
}

import Cadence
import CadenceTesting
import Foundation
import Testing

/// `RetryOperation` on the virtual clock: each attempt a child made by the
/// factory, each wait a child of the strategy's length, at instants worked
/// out by hand (an attempt that fails at once, `TimedTaskOperation.wait(-1)`,
/// starts and fails at the same instant, so the next one starts a wait later).
@Suite struct RetryOperationTests {
    private func retry(
        _ q: QueueStage, maxAttempts: Int, wait: WaitStrategy = .immediate, name: String = "retry",
        attempt factory: @escaping RepeatOperation.Factory
    ) throws(CadenceError) -> RetryOperation {
        try RetryOperation(mainLoop: q.stage.compositor.mainLoop, maxAttempts: maxAttempts, wait: wait, name: name, attempt: factory)
    }

    /// A factory whose attempts all fail at once.
    private func failing(_ q: QueueStage) -> RepeatOperation.Factory {
        let loop = q.stage.compositor.mainLoop
        return { _ in TimedTaskOperation.wait(-1, on: loop) }
    }

    /// The worked example: exponential waits of unit 0.5 and cap 4 are 0.5,
    /// 1, 2, 4, 4, so six attempts that each fail at once start at 0,
    /// 0 + 0.5 = 0.5, 0.5 + 1 = 1.5, 1.5 + 2 = 3.5, 3.5 + 4 = 7.5 and
    /// 7.5 + 4 = 11.5; the retry fails then with the last attempt's error,
    /// having kept all six.
    @Test func exponentialWaitsSpaceTheAttempts() throws {
        let q = QueueStage()
        let retry = try retry(q, maxAttempts: 6, wait: .exponential(unit: 0.5, cap: 4), attempt: failing(q))
        let children = childLog(of: retry, clock: q.clock)
        try q.queue.addOperation(retry)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(attemptStarts(retry) == [0, 0.5, 1.5, 3.5, 7.5, 11.5])
        #expect(q.log.entries == ["start retry @0", "finish retry failed (\(negativeDurationError)) @11.5"])
        #expect(retry.result == .failed(negativeDurationError))
        #expect(retry.attemptCount == 6)
        #expect(retry.attemptErrors == Array(repeating: negativeDurationError, count: 6))
        #expect(children.entries == [
            "start retry attempt 1 @0", "finish retry attempt 1 failed @0",
            "start retry wait 2 @0", "finish retry wait 2 completed @0.5",
            "start retry attempt 2 @0.5", "finish retry attempt 2 failed @0.5",
            "start retry wait 3 @0.5", "finish retry wait 3 completed @1.5",
            "start retry attempt 3 @1.5", "finish retry attempt 3 failed @1.5",
            "start retry wait 4 @1.5", "finish retry wait 4 completed @3.5",
            "start retry attempt 4 @3.5", "finish retry attempt 4 failed @3.5",
            "start retry wait 5 @3.5", "finish retry wait 5 completed @7.5",
            "start retry attempt 5 @7.5", "finish retry attempt 5 failed @7.5",
            "start retry wait 6 @7.5", "finish retry wait 6 completed @11.5",
            "start retry attempt 6 @11.5", "finish retry attempt 6 failed @11.5",
        ])
        #expect(retry.operations.count == 11)   // six attempts and five waits
        #expect(retry.scheduledEndTime == 11.5)
        #expect(q.clock.pendingWork.isEmpty)
    }

    /// On a queue whose policy cancels what follows a failure, a retry still
    /// makes every attempt (each depends on the wait or attempt before it,
    /// failed or not): the exponential example's times, with immediate waits
    /// too.
    @Test(arguments: [WaitStrategy.immediate, try! .exponential(unit: 0.5, cap: 4)])
    func aFailedAttemptIsRetriedWhateverTheDependencyPolicy(strategy: WaitStrategy) throws {
        let q = QueueStage()
        q.queue.dependencyPolicy = .cancelIfDependencyCancelledOrFailed
        let retry = try retry(q, maxAttempts: 4, wait: strategy, attempt: failing(q))
        try q.queue.addOperation(retry)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(attemptStarts(retry) == (strategy == .immediate ? [0, 0, 0, 0] : [0, 0.5, 1.5, 3.5]))
        #expect(retry.result == .failed(negativeDurationError))
    }

    /// Immediate: three attempts failing at once all start at 0, with no wait
    /// between them (no wait child at all), and the retry fails at 0.
    @Test func immediateRetriesAtOnce() throws {
        let q = QueueStage()
        let retry = try retry(q, maxAttempts: 3, attempt: failing(q))
        try q.queue.addOperation(retry)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(attemptStarts(retry) == [0, 0, 0])
        #expect(retry.operations.count == 3)
        #expect(q.log.entries == ["start retry @0", "finish retry failed (\(negativeDurationError)) @0"])
    }

    /// Constant 1: attempts at 0, 1, 2, 3. Incrementing from 1 by 0.5 (waits
    /// 1, 1.5, 2, 2.5): 0, 1, 2.5, 4.5, 7. Fibonacci of unit 0.5 (waits 0.5,
    /// 0.5, 1, 1.5, 2.5): 0, 0.5, 1, 2, 3.5, 6.
    @Test(arguments: [
        (try! WaitStrategy.constant(1), [0, 1, 2, 3] as [Double]),
        (try! WaitStrategy.incrementing(initial: 1, increment: 0.5), [0, 1, 2.5, 4.5, 7]),
        (try! WaitStrategy.fibonacci(unit: 0.5), [0, 0.5, 1, 2, 3.5, 6]),
    ])
    func attemptsFollowTheStrategy(strategy: WaitStrategy, starts: [Double]) throws {
        let q = QueueStage()
        let retry = try retry(q, maxAttempts: starts.count, wait: strategy, attempt: failing(q))
        try q.queue.addOperation(retry)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(attemptStarts(retry) == starts)
        #expect(q.clock.currentTime == starts.last)
        #expect(retry.result == .failed(negativeDurationError))
    }

    /// Random waits in [1, 2) with seed 42 are 1.7415648787718232,
    /// 1.15991039287692, 1.2786011302551388, 1.3441907165236375 (see
    /// `WaitStrategyTests`), so five attempts start at their running sums: 0,
    /// 1.7415648787718232, 2.901475271648743, 4.180076401903882,
    /// 5.52426711842752, on every run.
    @Test func randomWaitsGiveTheSameTimesOnEveryRun() throws {
        for _ in 0..<2 {
            let q = QueueStage()
            let retry = try retry(q, maxAttempts: 5, wait: .random(minimum: 1, maximum: 2, seed: 42), attempt: failing(q))
            try q.queue.addOperation(retry)
            try q.queue.waitUntilAllOperationsAreFinished()
            // Each wait is 1 + u(42, k), u the k-th draw of SplitMix64 seeded
            // with 42; the attempts start at the running sums.
            var reference = SplitMix64(seed: 42)
            let starts = (0..<4).map { _ in reference.next(in: 1 ... 2) }.reduce(into: [0.0]) { $0.append($0.last! + $1) }
            #expect(attemptStarts(retry) == starts)
        }
    }

    /// Jittered exponential waits (unit 1, cap 8, ± half, seed 5) are
    /// w · (1 + 0.5 · (2v − 1)) for w = 1, 2, 4, 8 and v the draws of
    /// SplitMix64 seeded with 5: the attempts start at their running sums,
    /// the same on every run, each gap within half and one and a half times
    /// 1, 2, 4, 8.
    @Test func jitteredWaitsAreDeterministic() throws {
        let strategy = try WaitStrategy.exponential(unit: 1, cap: 8).jittered(byFraction: 0.5, seed: 5)
        var runs: [[Double?]] = []
        for _ in 0..<2 {
            let q = QueueStage()
            let retry = try retry(q, maxAttempts: 5, wait: strategy, attempt: failing(q))
            try q.queue.addOperation(retry)
            try q.queue.waitUntilAllOperationsAreFinished()
            runs.append(attemptStarts(retry))
        }
        let sums = WaitStrategyTests.jittered([1, 2, 4, 8], byFraction: 0.5, seed: 5).reduce(into: [0.0]) {
            $0.append($0.last! + $1)
        }
        #expect(runs[0] == sums)
        #expect(runs[1] == runs[0])
        let starts = runs[0].compactMap { $0 }
        for (index, plain) in [1.0, 2, 4, 8].enumerated() {
            let gap = starts[index + 1] - starts[index]
            #expect(gap >= plain * 0.5 && gap < plain * 1.5)
        }
    }

    /// Attempts 1 and 2 fail at once, attempt 3 is a 1 s wait that completes:
    /// with constant 0.5 waits they start at 0, 0.5 and 1, and the retry
    /// completes when attempt 3 does, at 1 + 1 = 2, after three calls of the
    /// factory (not five), keeping the two errors.
    @Test func aRetrySucceedsOnTheThirdAttempt() throws {
        let q = QueueStage()
        let loop = q.stage.compositor.mainLoop
        let calls = Counter()
        let retry = try retry(q, maxAttempts: 5, wait: .constant(0.5)) { attempt in
            calls.increment()
            return TimedTaskOperation.wait(attempt < 3 ? -1 : 1, on: loop)
        }
        let after = TimedTaskOperation.wait(1, on: loop)
        after.name = "after"
        try q.queue.addOperations([retry, after])
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(attemptStarts(retry) == [0, 0.5, 1])
        #expect(q.log.entries == ["start retry @0", "finish retry completed @2", "start after @2", "finish after completed @3"])
        #expect(calls.value == 3)
        #expect(retry.attemptErrors.count == 2)
        #expect(retry.currentAttempt === retry.attempts.last)
    }

    /// Attempts that take time: each a 2 s wait with a 1 s timeout, so it
    /// fails 1 s after it starts; with constant 0.5 waits, attempt 1 runs
    /// [0, 1], wait [1, 1.5], attempt 2 [1.5, 2.5], wait [2.5, 3], attempt 3
    /// [3, 4]: the retry fails at 4 with the timeout error.
    @Test func attemptDurationsAndWaitsAddUp() throws {
        let q = QueueStage()
        let loop = q.stage.compositor.mainLoop
        let retry = try retry(q, maxAttempts: 3, wait: .constant(0.5)) { _ in
            let slow = TimedTaskOperation.wait(2, on: loop)
            slow.timeout = 1
            return slow
        }
        let children = childLog(of: retry, clock: q.clock)
        try q.queue.addOperation(retry)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(attemptStarts(retry) == [0, 1.5, 3])
        let timedOut = "timeout: expected an operation that finishes within its timeout, got not finished 1 s after it started"
        #expect(q.log.entries == ["start retry @0", "finish retry failed (\(timedOut)) @4"])
        #expect(children.entries == [
            "start retry attempt 1 @0", "finish retry attempt 1 failed @1",
            "start retry wait 2 @1", "finish retry wait 2 completed @1.5",
            "start retry attempt 2 @1.5", "finish retry attempt 2 failed @2.5",
            "start retry wait 3 @2.5", "finish retry wait 3 completed @3",
            "start retry attempt 3 @3", "finish retry attempt 3 failed @4",
        ])
    }

    /// Cancelled at 1, during the wait before attempt 3 (it runs [0.5, 1.5]
    /// in the exponential example), the retry stops that wait and ends
    /// cancelled at 1, after two attempts; nothing is left on the clock, and
    /// the queue's next operation starts at 1.
    @Test func cancellingDuringAWaitStopsIt() throws {
        let q = QueueStage()
        let retry = try retry(q, maxAttempts: 6, wait: .exponential(unit: 0.5, cap: 4), attempt: failing(q))
        let children = childLog(of: retry, clock: q.clock)
        let after = TimedTaskOperation.wait(1, on: q.stage.compositor.mainLoop)
        after.name = "after"
        try q.queue.addOperations([retry, after])
        try q.clock.advance(to: 1)
        retry.cancel()
        try q.clock.advance(to: 1)
        #expect(retry.result == .cancelled)
        #expect(retry.attemptCount == 2)
        #expect(q.log.entries == ["start retry @0", "finish retry cancelled @1", "start after @1"])
        #expect(children.entries.suffix(2) == ["start retry wait 3 @0.5", "finish retry wait 3 cancelled @1"])
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(q.clock.currentTime == 2)
        #expect(retry.attemptCount == 2)
    }

    /// Attempts of 1 s that fail at their end (a 2 s wait timed out after
    /// 1 s), 1 s apart: attempt 2 runs [2, 3]. Cancelled at 2.5, the retry
    /// cancels it then and ends cancelled at 2.5, with no third attempt.
    @Test func cancellingDuringAnAttemptStopsIt() throws {
        let q = QueueStage()
        let loop = q.stage.compositor.mainLoop
        let retry = try retry(q, maxAttempts: 5, wait: .constant(1)) { _ in
            let slow = TimedTaskOperation.wait(2, on: loop)
            slow.timeout = 1
            return slow
        }
        try q.queue.addOperation(retry)
        try q.clock.advance(to: 2.5)
        retry.cancel()
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(q.clock.currentTime == 2.5)
        #expect(retry.attempts.map { ($0 as? TimedOperation)?.result } == [.failed(TimedOperationTimeout.error(1)), .cancelled])
        #expect(q.log.entries == ["start retry @0", "finish retry cancelled @2.5"])
    }

    /// An attempt cancelled on its own, not by the retry (attempt 1, a 2 s
    /// wait, cancelled at 1), cancels the retry at 1: nobody asked for the
    /// cancelled work to run again. Its observers hear didCancel.
    @Test func anAttemptCancelledOnItsOwnCancelsTheRetry() throws {
        let q = QueueStage()
        let loop = q.stage.compositor.mainLoop
        let retry = try retry(q, maxAttempts: 3) { _ in TimedTaskOperation.wait(2, on: loop) }
        let heard = EventLog()
        retry.addObserver { event in heard.append("\(event)") }
        try q.queue.addOperation(retry)
        try q.clock.advance(to: 1)
        retry.currentAttempt?.cancel()
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(retry.result == .cancelled)
        #expect(retry.attemptCount == 1)
        #expect(q.log.entries == ["start retry @0", "finish retry cancelled @1"])
        #expect(heard.entries.contains("didCancel"))
    }

    /// A timeout of 2.5 on the whole retry (attempts failing at once, 1 s
    /// apart: at 0, 1, 2) stops it during the wait before attempt 4, which
    /// runs [2, 3]: it fails at 2.5 with the timeout error, after three
    /// attempts.
    @Test func aTimeoutBoundsTheWholeRetry() throws {
        let q = QueueStage()
        let retry = try retry(q, maxAttempts: 10, wait: .constant(1), attempt: failing(q))
        retry.timeout = 2.5
        try q.queue.addOperation(retry)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(attemptStarts(retry) == [0, 1, 2])
        #expect(retry.result == .failed(TimedOperationTimeout.error(2.5)))
        #expect(q.clock.currentTime == 2.5)
    }

    /// Cancelled before it starts, a retry never calls its factory.
    @Test func aRetryCancelledBeforeItStartsMakesNoAttempt() throws {
        let q = QueueStage()
        let calls = Counter()
        let loop = q.stage.compositor.mainLoop
        let retry = try retry(q, maxAttempts: 3) { _ in
            calls.increment()
            return TimedTaskOperation.wait(1, on: loop)
        }
        retry.cancel()
        try q.queue.addOperation(retry)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(retry.result == .cancelled)
        #expect(calls.value == 0)
        #expect(retry.attemptCount == 0)
        #expect(retry.currentAttempt == nil)
    }

    /// A factory that throws when asked for attempt 2 (due at 1, after a 1 s
    /// wait) ends the retry at 1, failed with that error; the attempt is not
    /// counted.
    @Test func aFactoryThatThrowsEndsTheRetry() throws {
        let q = QueueStage()
        let loop = q.stage.compositor.mainLoop
        let refusal = CadenceError(.invalidState, field: "upload", value: "no connection", expected: "a connection")
        let retry = try retry(q, maxAttempts: 3, wait: .constant(1)) { (attempt) throws(CadenceError) in
            guard attempt < 2 else { throw refusal }
            return TimedTaskOperation.wait(-1, on: loop)
        }
        try q.queue.addOperation(retry)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(retry.result == .failed(refusal))
        #expect(retry.attemptCount == 1)
        #expect(q.log.entries == ["start retry @0", "finish retry failed (\(refusal)) @1"])
    }

    /// A factory that throws for attempt 1 fails the retry at its start.
    @Test func aFactoryThatThrowsAtOnceFailsTheRetryAtItsStart() throws {
        let q = QueueStage()
        let refusal = CadenceError(.invalidState, field: "upload", value: "no connection", expected: "a connection")
        let retry = try retry(q, maxAttempts: 3) { (_) throws(CadenceError) -> Operation in throw refusal }
        try q.queue.addOperation(retry)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(retry.result == .failed(refusal))
        #expect(q.log.entries == ["start retry @0", "finish retry failed (\(refusal)) @0"])
    }

    /// A factory that hands back the same operation twice: attempt 2 is
    /// refused (it has finished), and the retry fails with the queue's error.
    @Test func anOperationTheGroupRefusesEndsTheRetry() throws {
        let q = QueueStage()
        let once = TimedTaskOperation.wait(-1, on: q.stage.compositor.mainLoop)
        let retry = try retry(q, maxAttempts: 3) { _ in once }
        try q.queue.addOperation(retry)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(retry.attemptCount == 1)
        guard case .failed(let error)? = retry.result else {
            Issue.record("expected a failure, got \(String(describing: retry.result))")
            return
        }
        #expect(error.description == "operation: expected an operation that has not started, got retry attempt 1, already finished")
    }

    /// Plain Foundation operations are attempts too: a block that runs
    /// completes the retry with one attempt.
    @Test func aPlainOperationCompletesAtOnce() throws {
        let q = QueueStage()
        let ran = Counter()
        let retry = try retry(q, maxAttempts: 3) { _ in BlockOperation { ran.increment() } }
        try q.queue.addOperation(retry)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(retry.result == .completed)
        #expect(retry.attemptCount == 1)
        #expect(ran.value == 1)
    }

    /// With `toleratesChildFailures`, a retry whose attempts all failed
    /// completes; `attemptErrors` still lists them.
    @Test func toleratingFailuresCompletes() throws {
        let q = QueueStage()
        let retry = try retry(q, maxAttempts: 2, attempt: failing(q))
        retry.toleratesChildFailures = true
        try q.queue.addOperation(retry)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(retry.result == .completed)
        #expect(retry.attemptErrors.count == 2)
    }

    /// A trace recorder on the retry's `childQueue` writes each attempt and
    /// each wait down at its instant: the exponential example's first three
    /// attempts start at 0, 0.5 and 1.5.
    @Test func eachAttemptAppearsInTheTrace() throws {
        let q = QueueStage()
        let retry = try retry(q, maxAttempts: 3, wait: .exponential(unit: 0.5, cap: 4), attempt: failing(q))
        let recorder = TraceRecorder(clock: q.clock, queue: retry.childQueue)
        try q.queue.addOperation(retry)
        try q.queue.waitUntilAllOperationsAreFinished()
        let starts = recorder.trace.events.filter { $0.kind == .start }.map { "\($0.operation ?? "?") @\($0.time)" }
        #expect(starts == [
            "retry attempt 1 @0.0", "retry wait 2 @0.0", "retry attempt 2 @0.5", "retry wait 3 @0.5", "retry attempt 3 @1.5",
        ])
    }

    /// Waits too long to reach: Fibonacci waits of 1 s pass the largest finite
    /// number after 1,476 attempts (the clock would reach infinity), and a
    /// constant wait of the largest finite number. Nothing traps: the first
    /// unreachable wait is never due, so the wait says the retry never
    /// finishes, and cancelling it ends it.
    @Test(arguments: [try! WaitStrategy.fibonacci(unit: 1), try! .constant(.greatestFiniteMagnitude)])
    func waitsTooLongToReachNeitherTrapNorHang(strategy: WaitStrategy) throws {
        let q = QueueStage()
        let retry = try retry(q, maxAttempts: 2_000, wait: strategy, attempt: failing(q))
        try q.queue.addOperation(retry)
        do {
            try q.queue.waitUntilAllOperationsAreFinished(maximumSteps: 10_000)
            Issue.record("the retry finished")
        } catch {
            #expect(error.description.contains("1 operation that never finishes (retry): nothing is left to run on the clock"))
        }
        #expect(retry.isFinished == false)
        retry.cancel()
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(retry.result == .cancelled)
    }

    /// `maxAttempts` below 1 is refused when the retry is made.
    @Test(arguments: [0, -3]) func fewerThanOneAttemptIsRefused(maxAttempts: Int) {
        let q = QueueStage()
        do {
            _ = try retry(q, maxAttempts: maxAttempts, attempt: failing(q))
            Issue.record("maxAttempts \(maxAttempts) was accepted")
        } catch {
            #expect(error.code == .invalidValue)
            #expect(error.field == "maxAttempts")
            #expect(error.description == "maxAttempts: expected a whole number of attempts ≥ 1, got \(maxAttempts)")
        }
    }
}

/// What an operation stopped by its timeout fails with.
enum TimedOperationTimeout {
    static func error(_ seconds: Double) -> CadenceError {
        CadenceError(
            .invalidState, field: "timeout", value: "not finished \(CadenceError.describe(seconds)) s after it started",
            expected: "an operation that finishes within its timeout")
    }
}

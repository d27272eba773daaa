import Cadence
import Foundation
import Testing

/// `RepeatOperation` on the virtual clock: attempts while a predicate over
/// the last one holds, up to a count, with waits between them; every instant
/// worked out by hand.
@Suite struct RepeatOperationTests {
    private func poll(
        _ q: QueueStage, maxAttempts: Int, wait: WaitStrategy = .immediate,
        while shouldRepeat: @escaping @Sendable (RepeatOperation.Attempt) -> Bool,
        attempt factory: @escaping RepeatOperation.Factory
    ) throws(CadenceError) -> RepeatOperation {
        try RepeatOperation(
            mainLoop: q.stage.compositor.mainLoop, maxAttempts: maxAttempts, wait: wait, name: "poll", while: shouldRepeat,
            attempt: factory)
    }

    /// Polls of 0.5 s, 1 s apart, until a status set at 3.2 is seen: poll 1
    /// runs [0, 0.5], the wait [0.5, 1.5], poll 2 [1.5, 2], the wait [2, 3],
    /// poll 3 [3, 3.5]; at its end the status is set, so the repeat completes
    /// at 3.5 after three of its ten attempts.
    @Test func pollingStopsWhenThePredicateSaysSo() throws {
        let q = QueueStage()
        let loop = q.stage.compositor.mainLoop
        let ready = Counter()
        _ = q.clock.schedule(at: 3.2, label: "status ready") { ready.increment() }
        let poll = try poll(q, maxAttempts: 10, wait: .constant(1), while: { _ in ready.value == 0 }) { _ in
            TimedTaskOperation.wait(0.5, on: loop)
        }
        let children = childLog(of: poll, clock: q.clock)
        try q.queue.addOperation(poll)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(attemptStarts(poll) == [0, 1.5, 3])
        #expect(q.log.entries == ["start poll @0", "finish poll completed @3.5"])
        #expect(children.entries == [
            "start poll attempt 1 @0", "finish poll attempt 1 completed @0.5",
            "start poll wait 2 @0.5", "finish poll wait 2 completed @1.5",
            "start poll attempt 2 @1.5", "finish poll attempt 2 completed @2",
            "start poll wait 3 @2", "finish poll wait 3 completed @3",
            "start poll attempt 3 @3", "finish poll attempt 3 completed @3.5",
        ])
    }

    /// The predicate hears each attempt but the last allowed one (its number,
    /// its operation, its result); with three 1 s attempts and no wait the
    /// repeat completes at 3, as its last attempt did.
    @Test func thePredicateSeesEachAttempt() throws {
        let q = QueueStage()
        let loop = q.stage.compositor.mainLoop
        let heard = EventLog()
        let operations = OperationList()
        let poll = try poll(q, maxAttempts: 3, while: { attempt in
            heard.append("\(attempt.number) \(describeResult(attempt.result))")
            operations.append(attempt.operation)
            return true
        }) { _ in TimedTaskOperation.wait(1, on: loop) }
        try q.queue.addOperation(poll)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(heard.entries == ["1 completed", "2 completed"])
        #expect(operations.all.count == 2)
        #expect(zip(operations.all, poll.attempts).allSatisfy { $0 === $1 })
        #expect(attemptStarts(poll) == [0, 1, 2])
        #expect(poll.result == .completed)
        #expect(q.clock.currentTime == 3)
    }

    /// Repeating while attempts complete: 1 s attempts 0.5 s apart, the third
    /// failing at once: [0, 1], [1.5, 2.5], then attempt 3 at 2.5 + 0.5 = 3,
    /// which fails; the repeat ends as its last attempt did, failed, at 3.
    @Test func theRepeatEndsAsItsLastAttempt() throws {
        let q = QueueStage()
        let loop = q.stage.compositor.mainLoop
        let poll = try poll(q, maxAttempts: 10, wait: .constant(0.5), while: { $0.result == .completed }) { attempt in
            TimedTaskOperation.wait(attempt < 3 ? 1 : -1, on: loop)
        }
        try q.queue.addOperation(poll)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(attemptStarts(poll) == [0, 1.5, 3])
        #expect(q.log.entries == ["start poll @0", "finish poll failed (\(negativeDurationError)) @3"])
        #expect(poll.attemptErrors == [negativeDurationError])
    }

    /// A wait cancelled on its own only ends early: the 5 s wait before
    /// attempt 2 ([1, 6]) cancelled at 2 lets attempt 2 start then, [2, 3].
    @Test func aWaitCancelledOnItsOwnEndsEarly() throws {
        let q = QueueStage()
        let loop = q.stage.compositor.mainLoop
        let poll = try poll(q, maxAttempts: 2, wait: .constant(5), while: { _ in true }) { _ in
            TimedTaskOperation.wait(1, on: loop)
        }
        try q.queue.addOperation(poll)
        try q.clock.advance(to: 2)
        poll.operations.first { $0.name == "poll wait 2" }?.cancel()
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(attemptStarts(poll) == [0, 2])
        #expect(q.log.entries == ["start poll @0", "finish poll completed @3"])
    }

    /// Three 1 s attempts 0.5 s apart, the main loop stalled for 0.25 s at 1
    /// (when attempt 1 ends). Anchored to the schedule, each wait counts from
    /// the scheduled end of the attempt before it and each attempt from the
    /// wait's: attempts begin at 0, 1 + 0.5 = 1.5 and 2.5 + 0.5 = 3, and the
    /// repeat ends at 4, on time. Anchored to completions, everything after
    /// the stall is 0.25 s late: 0, 1.75, 3.25, ending at 4.25.
    @Test(arguments: [(Anchor.schedule, [0, 1.5, 3] as [Double], 4.0), (.completion, [0, 1.75, 3.25], 4.25)])
    func attemptsAnchoredToTheScheduleDoNotDrift(anchor: Anchor, starts: [Double], end: Double) throws {
        let q = QueueStage()
        let loop = q.stage.compositor.mainLoop
        let poll = try poll(q, maxAttempts: 3, wait: .constant(0.5), while: { _ in true }) { _ in
            TimedTaskOperation.wait(1, on: loop, anchor: anchor)
        }
        _ = q.clock.schedule(at: 1, label: "stall") { try? loop.stall(for: 0.25) }
        try q.queue.addOperation(poll)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(poll.attempts.map { ($0 as? TimedOperation)?.scheduledStartTime } == starts)
        #expect(poll.scheduledEndTime == end)
        #expect(q.log.entries == ["start poll @0", "finish poll completed @\(CadenceTestTime.format(end))"])
    }

    /// Ten thousand attempts that complete at once, with no wait, all run at
    /// 0 and the repeat completes: nothing hangs or overflows.
    @Test func manyInstantAttemptsFinish() throws {
        let q = QueueStage()
        let poll = try poll(q, maxAttempts: 10_000, while: { _ in true }) { _ in BlockOperation {} }
        try q.queue.addOperation(poll)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(poll.attemptCount == 10_000)
        #expect(poll.result == .completed)
        #expect(q.clock.currentTime == 0)
    }

    /// `maxAttempts` below 1 is refused when the repeat is made.
    @Test func fewerThanOneAttemptIsRefused() {
        let q = QueueStage()
        #expect(throws: CadenceError(.invalidValue, field: "maxAttempts", value: "0", expected: "a whole number of attempts ≥ 1")) {
            try poll(q, maxAttempts: 0, while: { _ in true }) { _ in BlockOperation {} }
        }
    }
}

/// Operations collected from the main loop.
private final class OperationList: @unchecked Sendable {
    private let lock = NSLock()
    private var operations: [Operation] = []

    func append(_ operation: Operation) {
        lock.lock()
        operations.append(operation)
        lock.unlock()
    }

    var all: [Operation] {
        lock.lock()
        defer { lock.unlock() }
        return operations
    }
}

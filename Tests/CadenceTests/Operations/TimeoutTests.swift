import Cadence
import Foundation
import Testing

/// An operation's `timeout`: not finished that long after it started, it stops
/// as a cancel stops it and fails with a timeout error, at exactly that
/// instant of the virtual clock.
@Suite struct TimeoutTests {
    private static func timedOut(_ seconds: String) -> String {
        "timeout: expected an operation that finishes within its timeout, got not finished \(seconds) s after it started"
    }

    /// A 2 s wait with a 0.5 s timeout fails at 0.5; the one after it (width
    /// 1) starts then, at 0.5, and its own 0.25 s timeout counts from there:
    /// it fails at 0.75.
    @Test func aWaitTimesOutFromItsOwnStart() throws {
        let q = QueueStage()
        let first = q.wait("first", 2)
        first.timeout = 0.5
        let second = q.wait("second", 2)
        second.timeout = 0.25
        try q.queue.addOperations([first, second])
        try q.clock.advance(to: 5)
        #expect(q.log.entries == [
            "start first @0", "finish first failed (\(Self.timedOut("0.5"))) @0.5",
            "start second @0.5", "finish second failed (\(Self.timedOut("0.25"))) @0.75",
        ])
    }

    /// A slide 0 → 100 over 2 s, linear, timed out at 0.5: the layer keeps
    /// what its cancellation policy says, 25 (a quarter of the way) with
    /// `.current`, 100 with `.end`.
    @Test(arguments: [(CancellationPolicy.current, 25.0), (.end, 100), (.start, 0)])
    func anAnimationTimedOutKeepsItsPolicysValue(policy: CancellationPolicy, kept: Double) throws {
        let q = QueueStage()
        let slide = q.operation("slide", BasicAnimation<CGFloat>(keyPath: .positionX, from: 0, to: 100, duration: 2))
        slide.cancellationPolicy = policy
        slide.timeout = 0.5
        try q.queue.addOperation(slide)
        try q.clock.advance(to: 3)
        #expect(q.log.entries == ["start slide @0", "finish slide failed (\(Self.timedOut("0.5"))) @0.5"])
        #expect(q.box[.positionX] == CGFloat(kept))
        #expect(q.box.animationKeys().isEmpty)
    }

    /// Work whose end falls due at the timeout's instant completes; a longer
    /// timeout leaves nothing on the clock once the work has finished.
    @Test func workEndingAtTheTimeoutCompletes() throws {
        let q = QueueStage()
        let exact = q.wait("exact", 1)
        exact.timeout = 1
        let roomy = q.wait("roomy", 1)
        roomy.timeout = 10
        try q.queue.addOperations([exact, roomy])
        try q.clock.advance(to: 3)
        #expect(q.log.entries == [
            "start exact @0", "finish exact completed @1", "start roomy @1", "finish roomy completed @2",
        ])
        #expect(q.clock.nextDeadline == nil, "the timeouts' wake-ups went with their operations")
    }

    /// An endless animation with a timeout of 2 fails at 2; its dependent,
    /// under the default policy, runs then.
    @Test func anEndlessAnimationTimesOut() throws {
        let q = QueueStage(maxConcurrent: AnimationQueue.unlimited)
        var spin = BasicAnimation<CGFloat>(keyPath: .transformRotationZ, by: 1, duration: 1)
        spin.repeatCount = .infinity
        let forever = q.operation("spin", spin)
        forever.timeout = 2
        let after = q.wait("after", 0)
        after.addDependency(forever)
        try q.queue.addOperations([forever, after])
        try q.clock.advance(to: 5)
        #expect(q.log.entries == [
            "start spin @0", "finish spin failed (\(Self.timedOut("2"))) @2", "start after @2", "finish after completed @2",
        ])
    }

    /// A timeout that is not a finite number > 0 is refused when the
    /// operation is added, naming the value; set right, it is accepted.
    @Test(arguments: [(-1.0, "-1"), (0, "0"), (.nan, "nan"), (.infinity, "inf")])
    func aBadTimeoutIsRefused(value: Double, written: String) throws {
        let q = QueueStage()
        let task = q.wait("task", 1)
        task.timeout = value
        #expect(throws: CadenceError.self) { try q.queue.addOperation(task) }
        do {
            try q.queue.addOperation(task)
        } catch {
            #expect(
                error.description
                    == "operation.timeout: expected a finite number of seconds > 0, or nil for none, got \(written)")
        }
        task.timeout = 0.5
        try q.queue.addOperation(task)
        try q.clock.advance(to: 1)
        #expect(q.log.entries == ["start task @0", "finish task failed (\(Self.timedOut("0.5"))) @0.5"])
    }

    /// A stall of the main loop over [0.9, 1.5] holds back both the
    /// timeout (due at 1) and the wait's end (due at 1.2). The deadline
    /// decides, not the instant the loop runs again: the wait was not done by
    /// 1, so it fails, at 1.5, when the loop can first say so.
    @Test func aStallDoesNotLetWorkFinishAfterItsDeadline() throws {
        let q = QueueStage()
        let task = q.wait("task", 1.2)
        task.timeout = 1
        try q.queue.addOperation(task)
        try q.clock.advance(to: 0.9)
        try q.stage.compositor.mainLoop.stall(for: 0.6)
        try q.clock.advance(to: 2)
        #expect(q.log.entries == ["start task @0", "finish task failed (\(Self.timedOut("1"))) @1.5"])
    }

    /// A group with a 1 s timeout whose one child, a 1 s wait, ends at that
    /// very instant completes: the group's work was done by its deadline,
    /// although its timeout was armed before the child scheduled its end.
    @Test func aGroupWhoseChildrenEndAtTheDeadlineCompletes() throws {
        let q = QueueStage()
        let child = q.wait("child", 1)
        let group = try GroupOperation(mainLoop: q.stage.compositor.mainLoop, operations: [child], name: "group")
        group.timeout = 1
        try q.queue.addOperation(group)
        try q.clock.advance(to: 2)
        #expect(q.log.entries == ["start group @0", "finish group completed @1"])
        #expect(child.result == .completed)
    }

    /// A slide of 0.4 s with a 0.5 s timeout on a layer paused over
    /// [0.1, 0.4]: its end moves to 0.7, past the timeout, so it fails at
    /// 0.5, keeping what was shown then: the layer's time had run 0.1 s
    /// before the pause and 0.1 s since, so half way, 50.
    @Test func aPauseThatPushesTheEndPastTheTimeoutFails() throws {
        let q = try Self.slidePausedOverItsMiddle()
        try q.clock.advance(to: 1)
        #expect(q.log.entries == ["start slide @0", "finish slide failed (\(Self.timedOut("0.5"))) @0.5"])
        #expect(abs(q.box[.positionX] - 50) < 1e-9)
    }

    /// An operation with a condition counts its timeout from when the
    /// condition is asked (0, when it is ready), and waiting for the queue's
    /// one slot, held by `blocker` until 1, counts too: it fails at 0.5,
    /// never started.
    @Test func waitingForASlotCountsOnceTheConditionsAreAsked() throws {
        let q = QueueStage()
        let blocker = q.wait("blocker", 1)
        let guarded = q.wait("guarded", 0.25)
        guarded.addCondition(BlockCondition { true })
        guarded.timeout = 0.5
        try q.queue.addOperations([blocker, guarded])
        try q.clock.advance(to: 2)
        #expect(q.log.entries == [
            "start blocker @0", "finish guarded failed (\(Self.timedOut("0.5"))) @0.5", "finish blocker completed @1",
        ])
        #expect(guarded.startTime == nil)
    }

    /// A retry with a 0.75 s timeout whose attempts fail at once, waiting
    /// 0.75 s between them: attempt 1 fails at 0, and the wait before
    /// attempt 2 ends at 0.75, the deadline itself. The wait's end is due
    /// then, but the retry's work is not done (attempt 2 follows), so the
    /// retry fails by its timeout at 0.75: attempt 2, made as the wait
    /// ended, is cancelled before it starts.
    @Test func aRetryWhoseWaitEndsAtTheDeadlineTimesOut() throws {
        let q = QueueStage()
        let loop = q.stage.compositor.mainLoop
        let retry = try RetryOperation(mainLoop: loop, maxAttempts: 3, wait: .constant(0.75), name: "retry") { _ in
            TimedTaskOperation.wait(-1, on: loop)
        }
        retry.timeout = 0.75
        try q.queue.addOperation(retry)
        try q.clock.advance(to: 3)
        #expect(q.log.entries == ["start retry @0", "finish retry failed (\(Self.timedOut("0.75"))) @0.75"])
        let attempts = retry.operations.compactMap { $0 as? TimedOperation }.filter { !($0.name ?? "").contains("wait") }
        #expect(attempts.map(\.startTime) == [0, nil])
        #expect(attempts.last?.result == .cancelled)
    }

    /// A pause and a stall together. The 0.4 s slide with a 0.5 s timeout is
    /// paused over [0.1, 0.4], so its end moves to 0.7; a stall over
    /// [0.45, 0.8] holds back both the timeout (0.5) and the completion
    /// (0.7). As things stood at 0.5 the layer's time was 0.2, short of the
    /// end: the slide fails at 0.8, though its completion was delivered in
    /// the same turn of the loop.
    @Test func aPausedAnimationHeldByAStallStillTimesOut() throws {
        let q = try Self.slidePausedOverItsMiddle()
        try q.clock.advance(to: 0.45)
        try q.stage.compositor.mainLoop.stall(for: 0.35)
        try q.clock.advance(to: 1)
        #expect(q.log.entries == ["start slide @0", "finish slide failed (\(Self.timedOut("0.5"))) @0.8"])
    }

    /// A 0.4 s slide of the box from 0 to 100 with a 0.5 s timeout, its layer
    /// paused over [0.1, 0.4]: the clock stands at 0.4, the layer resumed.
    private static func slidePausedOverItsMiddle() throws -> QueueStage {
        let q = QueueStage()
        let slide = q.operation("slide", BasicAnimation<CGFloat>(keyPath: .positionX, from: 0, to: 100, duration: 0.4))
        slide.timeout = 0.5
        try q.queue.addOperation(slide)
        try q.clock.advance(to: 0.1)
        q.box.pause()
        try q.clock.advance(to: 0.4)
        q.box.resume()
        return q
    }
}

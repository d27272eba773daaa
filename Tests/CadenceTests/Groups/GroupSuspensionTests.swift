import Cadence
import Foundation
import Testing

/// A suspended group starts no new child; children running run on, and the
/// rest start when it resumes.
@Suite struct GroupSuspensionTests {
    /// Logs the starts and finishes of `group`'s children into `q`'s log.
    private func logChildren(of group: GroupOperation, into q: QueueStage) {
        let (log, clock) = (q.log, q.clock)
        group.childQueue.addObserver { event in
            let time = CadenceTestTime.format(clock.currentTime)
            switch event {
            case .started(let child): log.append("  start \(child.name ?? "?") @\(time)")
            case .finished(let child): log.append("  finish \(child.name ?? "?") @\(time)")
            default: break
            }
        }
    }

    /// Suspended before it is added, the group starts at 0 (it takes its
    /// slot) but its 1 s child does not; resumed at 2, the child runs
    /// [2, 3] and the group ends at 3. Its own setting and its child queue's
    /// hold before the start are apart: not suspended, its children are
    /// still held until it starts.
    @Test func suspendedBeforeItStarts() throws {
        let q = QueueStage()
        let group = try GroupOperation(mainLoop: q.stage.compositor.mainLoop, operations: [q.wait("a", 1)], name: "group")
        #expect(!group.isSuspended && group.childQueue.isSuspended)
        group.isSuspended = true
        logChildren(of: group, into: q)
        try q.queue.addOperation(group)
        try q.clock.advance(to: 2)
        #expect(group.isExecuting)
        #expect(q.log.entries == ["start group @0"])
        group.isSuspended = false
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(q.log.entries == ["start group @0", "  start a @2", "  finish a @3", "finish group completed @3"])
    }

    /// A sequence of three 1 s waits suspended at 0.5: a, running, finishes
    /// at 1; b does not start. Resumed at 2.5, b runs [2.5, 3.5] and c
    /// [3.5, 4.5], where the group ends.
    @Test func suspendedBetweenTwoChildrenOfASequence() throws {
        let q = QueueStage()
        let group = try GroupOperation.sequence(
            [q.wait("a", 1), q.wait("b", 1), q.wait("c", 1)], on: q.stage.compositor.mainLoop, name: "steps")
        logChildren(of: group, into: q)
        try q.queue.addOperation(group)
        try q.clock.advance(to: 0.5)
        group.isSuspended = true
        try q.clock.advance(to: 2.5)
        #expect(q.log.entries == ["start steps @0", "  start a @0", "  finish a @1"])
        group.isSuspended = false
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(q.log.entries == [
            "start steps @0", "  start a @0", "  finish a @1",
            "  start b @2.5", "  finish b @3.5", "  start c @3.5", "  finish c @4.5", "finish steps completed @4.5",
        ])
    }

    /// Cancelled at 1 while suspended, the group ends cancelled at 1, its
    /// child never started; a 2 s timeout counts on while it is suspended,
    /// and fails the other group at 2.
    @Test func aSuspendedGroupStillEndsOnCancelAndTimeout() throws {
        let q = QueueStage(maxConcurrent: 2)
        let loop = q.stage.compositor.mainLoop
        let held = q.wait("held", 1)
        let cancelled = try GroupOperation(mainLoop: loop, operations: [held], name: "cancelled")
        let timed = try GroupOperation(mainLoop: loop, operations: [q.wait("late", 1)], name: "timed")
        timed.timeout = 2
        cancelled.isSuspended = true
        timed.isSuspended = true
        try q.queue.addOperations([cancelled, timed])
        try q.clock.advance(to: 1)
        cancelled.cancel()
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(q.log.entries == [
            "start cancelled @0", "start timed @0", "finish cancelled cancelled @1",
            "finish timed failed (timeout: expected an operation that finishes within its timeout, got not finished 2 s after it started) @2",
        ])
        #expect(held.result == .cancelled && held.startTime == nil)
    }
}

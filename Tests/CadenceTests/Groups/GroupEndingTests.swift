import Cadence
import Foundation
import Testing

/// Every child ends, however its group ends: a group that will never start
/// (refused by a condition, timed out while it waited) ends its children
/// cancelled first, as a group cancelled before it started does.
@Suite struct GroupEndingTests {
    /// Finishes heard on the group's own queue and its children's, in order.
    private func finishes(of group: GroupOperation, on queue: AnimationQueue) -> EventLog {
        let log = EventLog()
        for observed in [group.childQueue, queue] {
            observed.addObserver { event in
                if case .finished(let operation) = event { log.append(operation.name ?? "?") }
            }
        }
        return log
    }

    /// `first` is cancelled at 0, so the group's `noFailedDependencies`
    /// fails it, never started: its child ends cancelled, then the group
    /// ends failed with the condition's error, both at 0.
    @Test func aGroupRefusedByItsConditionEndsItsChildren() throws {
        let q = QueueStage()
        let loop = q.stage.compositor.mainLoop
        let first = q.wait("first", 1)
        let child = q.wait("child", 1)
        let group = try GroupOperation(mainLoop: loop, operations: [child], name: "group")
        group.addDependency(first)
        group.addCondition(NoFailedDependenciesCondition())
        let log = finishes(of: group, on: q.queue)
        try q.queue.addOperations([first, group])
        first.cancel()
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(child.result == .cancelled)
        #expect(child.startTime == nil)
        guard case .failed(let error) = group.result else {
            Issue.record("expected the group to fail, got \(String(describing: group.result))")
            return
        }
        #expect(error.description.hasPrefix("condition no failed dependencies"))
        #expect(log.entries == ["first", "child", "group"])
        #expect(q.clock.currentTime == 0)
    }

    /// A group guarded by a condition is asked at 0 and then waits for the
    /// one slot, held by a 1 s `blocker`; its 0.5 s timeout ends it at 0.5:
    /// its child cancelled, then the group failed.
    @Test func aGroupTimedOutWhileWaitingEndsItsChildren() throws {
        let q = QueueStage()
        let loop = q.stage.compositor.mainLoop
        let blocker = q.wait("blocker", 1)
        let child = q.wait("child", 0.25)
        let group = try GroupOperation(mainLoop: loop, operations: [child], name: "group")
        group.addCondition(BlockCondition { true })
        group.timeout = 0.5
        let log = finishes(of: group, on: q.queue)
        try q.queue.addOperations([blocker, group])
        try q.clock.advance(to: 0.5)
        #expect(child.result == .cancelled)
        guard case .failed(let error) = group.result else {
            Issue.record("expected the group to fail, got \(String(describing: group.result))")
            return
        }
        #expect(error.field == "timeout")
        #expect(log.entries == ["child", "group"])
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(q.clock.currentTime == 1)
    }
}

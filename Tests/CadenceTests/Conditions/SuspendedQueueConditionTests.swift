import Cadence
import Foundation
import Testing

/// A suspended queue evaluates no condition and takes no category: its
/// operations' conditions are asked once it resumes, as ProcedureKit asks a
/// group's children's only when the group executes.
@Suite struct SuspendedQueueConditionTests {
    /// `held` (1 s, category "x") sits in a suspended queue from 0; `other`
    /// (1 s, "x") on a running queue is not held back by it: [0, 1]. The
    /// suspended queue resumes at 2, so `held` asks for "x" then, gets it at
    /// once (no one holds it) and runs over [2, 3].
    @Test func aSuspendedQueuesOperationTakesNoCategory() throws {
        let q = QueueStage(maxConcurrent: AnimationQueue.unlimited)
        let loop = q.stage.compositor.mainLoop
        let suspended = AnimationQueue(mainLoop: loop)
        suspended.isSuspended = true
        let held = q.wait("held", 1, exclusive: "x")
        try suspended.addOperation(held)
        try q.clock.advance(by: 0)
        let other = q.wait("other", 1, exclusive: "x")
        try q.queue.addOperation(other)
        try q.clock.advance(to: 2)
        #expect(other.startTime == 0)
        #expect(other.result == .completed)
        #expect(held.startTime == nil)
        #expect(held.pendingCondition == nil, "nothing is asked while the queue is suspended")
        suspended.isSuspended = false
        try suspended.waitUntilAllOperationsAreFinished()
        #expect(held.startTime == 2)
        #expect(q.clock.currentTime == 3)
    }

    /// A group added at 0 behind a 1 s wait: its child's condition is asked
    /// when the group starts, at 1, not when the group was enqueued.
    @Test func aGroupsChildIsEvaluatedWhenTheGroupStarts() throws {
        let q = QueueStage()
        let loop = q.stage.compositor.mainLoop
        let asked = EventLog()
        let clock = q.clock
        let child = q.wait("child", 0.5)
        child.addCondition(BlockCondition(name: "asked") {
            asked.append(CadenceTestTime.format(clock.currentTime))
            return true
        })
        let group = try GroupOperation(mainLoop: loop, operations: [child], name: "group")
        let before = q.wait("before", 1)
        group.addDependency(before)
        try q.queue.addOperations([before, group])
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(asked.entries == ["1"])
        #expect(child.startTime == 1)
        #expect(group.result == .completed)
        #expect(q.clock.currentTime == 1.5)
    }

    /// A child refused by its own silent condition ends cancelled when its
    /// group runs: the group's finish comes after its child's, at 0.
    @Test func aChildSilencedByItsConditionEndsBeforeItsGroup() throws {
        let q = QueueStage()
        let loop = q.stage.compositor.mainLoop
        let child = q.wait("child", 1)
        child.addCondition(SilentCondition(BlockCondition(name: "never") { false }))
        let group = try GroupOperation(mainLoop: loop, operations: [child], name: "group")
        let finishes = EventLog()
        group.childQueue.addObserver { event in
            if case .finished(let operation) = event { finishes.append(operation.name ?? "?") }
        }
        q.queue.addObserver { event in
            if case .finished(let operation) = event { finishes.append(operation.name ?? "?") }
        }
        try q.queue.addOperation(group)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(child.result == .cancelled)
        #expect(group.result == .completed, "a child cancelled on its own does not fail its group")
        #expect(finishes.entries == ["child", "group"])
    }
}

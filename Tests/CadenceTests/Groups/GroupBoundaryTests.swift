import Cadence
import Foundation
import Testing

/// Dependencies point into and out of a group only through the group: each
/// other way is refused when adding, naming both operations, or fails the
/// operation when the dependency is added after it.
@Suite struct GroupBoundaryTests {
    @Test func aDependencyIntoAGroupsChildIsRefused() throws {
        let q = QueueStage()
        let child = q.wait("child", 1)
        let group = try GroupOperation(mainLoop: q.stage.compositor.mainLoop, operations: [child], name: "g")
        try q.queue.addOperation(group)
        let outsider = q.wait("outsider", 1)
        outsider.addDependency(child)
        #expect {
            try q.queue.addOperation(outsider)
        } throws: { error in
            (error as? CadenceError)?.description
                == "operation.dependencies: expected a dependency on the group g itself (a group's children are seen from outside only through it), got outsider depends on child, a child of group g"
        }
        #expect(q.queue.operations == [group])
    }

    @Test func aChildDependingOnAnOperationInAnotherQueueIsRefused() throws {
        let q = QueueStage()
        let outsider = q.wait("outsider", 1)
        try q.queue.addOperation(outsider)
        let child = q.wait("child", 1)
        child.addDependency(outsider)
        let group = GroupOperation(mainLoop: q.stage.compositor.mainLoop, name: "g")
        #expect {
            try group.addChild(child)
        } throws: { error in
            (error as? CadenceError)?.description
                == "operation.dependencies: expected dependencies on children of the same group (make the group depend on outsider instead), got child, a child of group g, depends on outsider, outside the group"
        }
        #expect(group.operations.isEmpty)
    }

    /// A child of a group nested in another group is as far from the outer
    /// group's other children as from anything outside.
    @Test func aSiblingOfTheOuterGroupCannotReachIntoTheInnerOne() throws {
        let q = QueueStage()
        let loop = q.stage.compositor.mainLoop
        let deep = q.wait("deep", 1)
        let inner = try GroupOperation(mainLoop: loop, operations: [deep], name: "inner")
        let sibling = q.wait("sibling", 1)
        let outer = try GroupOperation(mainLoop: loop, operations: [inner], name: "outer")
        sibling.addDependency(deep)
        #expect(throws: CadenceError.self) { try outer.addChild(sibling) }
        sibling.removeDependency(deep)
        sibling.addDependency(inner)  // through the group: fine
        try outer.addChild(sibling)
        try q.queue.addOperation(outer)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(sibling.startTime == 1)
    }

    /// Added first and made to depend on a group's child afterwards, an
    /// operation fails with the same error, and the rest of the queue runs.
    @Test func aDependencyIntoAGroupAddedAfterAddingFailsTheOperation() throws {
        let q = QueueStage()
        let child = q.wait("child", 1)
        let group = try GroupOperation(mainLoop: q.stage.compositor.mainLoop, operations: [child], name: "g")
        let outsider = q.wait("outsider", 1)
        try q.queue.addOperations([group, outsider])
        outsider.addDependency(child)
        try q.queue.waitUntilAllOperationsAreFinished()
        guard case .failed(let error)? = outsider.result else {
            Issue.record("expected outsider to fail, got \(String(describing: outsider.result))")
            return
        }
        #expect(error.field == "dependencies")
        #expect(error.value == "outsider depends on child, a child of group g")
        #expect(group.result == .completed)
    }
}

/// A group cannot hold itself, directly or through a group it is in: it
/// would wait for itself for ever.
@Suite struct GroupNestingRefusalTests {
    @Test func aGroupCannotBeItsOwnChild() throws {
        let loop = MainLoop(clock: VirtualClock())
        let group = GroupOperation(mainLoop: loop, name: "g")
        #expect {
            try group.addChild(group)
        } throws: { error in
            (error as? CadenceError)?.description
                == "operation: expected operations that do not hold the group (it would wait for itself), got group g itself"
        }
    }

    @Test func aGroupCannotHoldTheGroupItIsIn() throws {
        let loop = MainLoop(clock: VirtualClock())
        let outer = GroupOperation(mainLoop: loop, name: "outer")
        let inner = GroupOperation(mainLoop: loop, name: "inner")
        try outer.addChild(inner)
        #expect {
            try inner.addChild(outer)
        } throws: { error in
            (error as? CadenceError)?.description
                == "operation: expected operations that do not hold the group (it would wait for itself), got group outer, which holds group inner"
        }
        #expect(inner.operations.isEmpty)
    }

    @Test func addingAChildAlreadyInAQueueIsRefused() throws {
        let loop = MainLoop(clock: VirtualClock())
        let queue = AnimationQueue(mainLoop: loop)
        let wait = TimedTaskOperation.wait(1, on: loop)
        wait.name = "w"
        try queue.addOperation(wait)
        let group = GroupOperation(mainLoop: loop, name: "g")
        #expect(throws: CadenceError.self) { try group.addChild(wait) }
        #expect(group.operations.isEmpty)
    }
}

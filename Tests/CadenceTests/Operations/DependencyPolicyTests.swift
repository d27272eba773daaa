import Cadence
import Foundation
import Testing

/// `cancelIfDependencyCancelledOrFailed` holds however the dependency ended
/// unsuccessfully: in the queue, before the dependent was added, outside the
/// queue, or once the dependent was linked to it after adding.
@Suite struct DependencyPolicyTests {
    /// In the queue: `failing` (a negative duration) fails at 0 and its
    /// dependent is cancelled then; `after`, which only depends on a 1 s wait,
    /// runs.
    @Test func aDependencyFailingInTheQueueCancelsItsDependent() throws {
        let q = QueueStage(maxConcurrent: AnimationQueue.unlimited)
        q.queue.dependencyPolicy = .cancelIfDependencyCancelledOrFailed
        let failing = q.wait("failing", -1)
        let dependent = q.wait("dependent", 1)
        dependent.addDependency(failing)
        try q.queue.addOperations([failing, dependent])
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(dependent.result == .cancelled)
        #expect(dependent.startTime == nil)
    }

    /// Added after its dependency failed, a dependent is cancelled as if the
    /// failure came after adding. Before, it ran.
    @Test func aDependencyThatFailedBeforeAddingCancelsItsDependent() throws {
        let q = QueueStage()
        q.queue.dependencyPolicy = .cancelIfDependencyCancelledOrFailed
        let failing = q.wait("failing", -1)
        let cancelledFirst = q.wait("cancelledFirst", 1)
        cancelledFirst.cancel()
        try q.queue.addOperations([failing, cancelledFirst])
        try q.queue.waitUntilAllOperationsAreFinished()
        let late = q.wait("late", 1)
        late.addDependency(failing)
        let afterCancelled = q.wait("afterCancelled", 1)
        afterCancelled.addDependency(cancelledFirst)
        try q.queue.addOperations([late, afterCancelled])
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(late.result == .cancelled)
        #expect(afterCancelled.result == .cancelled)
        #expect(q.clock.currentTime == 0)
    }

    /// A dependency in another queue that fails cancels the dependent here;
    /// the operation's own policy wins over its queue's.
    @Test func aDependencyFailingInAnotherQueueCancelsItsDependent() throws {
        let q = QueueStage()
        let other = AnimationQueue(mainLoop: q.stage.compositor.mainLoop)
        let failing = q.wait("failing", 1)
        failing.timeout = 0.5
        try other.addOperation(failing)
        let dependent = q.wait("dependent", 1)
        dependent.addDependency(failing)
        dependent.dependencyPolicy = .cancelIfDependencyCancelledOrFailed
        let runsAnyway = q.wait("runsAnyway", 1)
        runsAnyway.addDependency(failing)
        try q.queue.addOperations([dependent, runsAnyway])
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(dependent.result == .cancelled)
        #expect(runsAnyway.result == .completed)
        #expect(runsAnyway.startTime == 0.5)
    }

    /// Linked after adding to a dependency that already failed, a dependent
    /// is cancelled.
    @Test func aLateDependencyThatFailedCancelsItsDependent() throws {
        let q = QueueStage()
        q.queue.dependencyPolicy = .cancelIfDependencyCancelledOrFailed
        let failing = q.wait("failing", -1)
        let first = q.wait("first", 1)
        let dependent = q.wait("dependent", 1)
        dependent.addDependency(first)
        try q.queue.addOperations([failing, first, dependent])
        try q.clock.advance(to: 0.5)
        #expect(failing.result != .completed)
        dependent.addDependency(failing)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(dependent.result == .cancelled)
        #expect(dependent.startTime == nil)
    }
}

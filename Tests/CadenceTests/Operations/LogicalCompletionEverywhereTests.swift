import Cadence
import Foundation
import Testing

/// Logical completion across queues, and a cancel that propagates to the
/// dependents a logical completion already readied. A spring of perceptual
/// duration 0.5 s (bounce 0.3) completes logically at 0.5 and settles at
/// about 0.8, on the virtual clock.
@Suite struct LogicalCompletionEverywhereTests {
    private func pop() throws -> SpringAnimation<CGFloat> {
        try SpringAnimation(keyPath: .positionX, from: 0, to: 100, perceptualDuration: 0.5, bounce: 0.3)
    }

    /// The spring in one queue, a 1 s wait chained on its logical completion
    /// in another: the wait starts at 0.5 (not at the settle, ~0.8) and ends
    /// at 1.5; another wait chained on the removal starts when the spring
    /// finishes.
    @Test func aDependentInAnotherQueueStartsAtTheLogicalCompletion() throws {
        let q = QueueStage()
        let other = AnimationQueue(mainLoop: q.stage.compositor.mainLoop)
        other.maxConcurrentOperationCount = AnimationQueue.unlimited
        let spring = q.operation("spring", try pop())
        let next = q.wait("next", 1)
        next.addDependency(spring, startingWhen: .logicallyComplete)
        let after = q.wait("after", 0)
        after.addDependency(spring)
        try q.queue.addOperation(spring)
        try other.addOperations([next, after])
        try other.waitUntilAllOperationsAreFinished()
        #expect(next.startTime == 0.5)
        #expect(next.result == .completed)
        let settled = try #require(spring.scheduledEndTime)
        #expect(settled > 0.5)
        #expect(after.startTime == settled)
    }

    /// On one queue of no limit: `next` (a 10 s wait) chained on the
    /// spring's logical completion starts at 0.5, `last` after it. Cancelled
    /// at 0.6 with its dependents, while its tail plays, the spring reaches
    /// `next` (running: it stops, cancelled, at 0.6) and `last` (waiting: it
    /// ends cancelled without starting).
    @Test func aPropagatedCancelReachesDependentsReadiedEarly() throws {
        let q = QueueStage(maxConcurrent: AnimationQueue.unlimited)
        let spring = q.operation("spring", try pop())
        let next = q.wait("next", 10)
        next.addDependency(spring, startingWhen: .logicallyComplete)
        let last = q.wait("last", 1)
        last.addDependency(next)
        try q.queue.addOperations([spring, next, last])
        try q.clock.advance(to: 0.6)
        #expect(next.startTime == 0.5)
        q.queue.cancel(spring, propagatingToDependents: true)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(q.clock.currentTime == 0.6)
        #expect([spring.result, next.result, last.result] == [.cancelled, .cancelled, .cancelled])
        #expect(last.startTime == nil)
    }
}

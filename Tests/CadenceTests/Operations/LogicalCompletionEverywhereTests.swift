import Cadence
import Foundation
import Testing

/// Logical completion across queues, of groups, and a cancel that
/// propagates to the dependents a logical completion already readied. A spring of perceptual
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

    /// A group of the spring and a 0.3 s wait is logically complete when
    /// both are: the wait finishes at 0.3, the spring completes logically at
    /// 0.5, so a dependent chained on the group's logical completion starts
    /// at 0.5, while the group finishes with the spring's settle.
    @Test func aGroupIsLogicallyCompleteWhenEveryChildIs() throws {
        let q = QueueStage(maxConcurrent: AnimationQueue.unlimited)
        let loop = q.stage.compositor.mainLoop
        let spring = q.operation("spring", try pop())
        let group = try GroupOperation(mainLoop: loop, operations: [spring, q.wait("short", 0.3)], name: "group")
        let next = q.wait("next", 1)
        next.addDependency(group, startingWhen: .logicallyComplete)
        try q.queue.addOperations([group, next])
        try q.clock.advance(to: 0.4)
        #expect(next.startTime == nil)
        #expect(!group.isLogicallyComplete)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(next.startTime == 0.5)
        #expect(group.logicalCompletionTime == 0.5)
        let settled = try #require(spring.scheduledEndTime)
        #expect(settled > 0.5)
        #expect(group.scheduledEndTime == settled)
    }

    /// In a sequence, a 0.2 s wait then the spring: the spring starts at 0.2
    /// and completes logically 0.5 later, so the group does at 0.7.
    @Test func aSequenceIsLogicallyCompleteWithItsLastChild() throws {
        let q = QueueStage()
        let loop = q.stage.compositor.mainLoop
        let group = try GroupOperation.sequence([q.wait("first", 0.2), q.operation("spring", try pop())], on: loop, name: "steps")
        let next = q.wait("next", 1)
        next.addDependency(group, startingWhen: .logicallyComplete)
        try q.queue.addOperations([group, next])
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(next.startTime.map { abs($0 - 0.7) < 1e-12 } == true)
    }
}

import Cadence
import Foundation
import Testing

/// `MutuallyExclusive`: one operation of a category at a time across every
/// queue on a main loop, granted in the order they became ready.
@Suite struct MutualExclusivityTests {
    private func wait(_ name: String, _ seconds: Double, on loop: MainLoop, _ categories: String...) -> TimedTaskOperation {
        let operation = TimedTaskOperation.wait(seconds, on: loop)
        operation.name = name
        for category in categories { operation.addCondition(MutuallyExclusive(category: category)) }
        return operation
    }

    /// Two queues of no limit on one loop: `present` (1 s) and `dismiss`
    /// (1 s) share "full screen", so dismiss waits until 1; `toast`, of no
    /// category, runs at 0 beside them; `alert` (0.5 s), added to the first
    /// queue at 0.5, comes after dismiss: [2, 2.5].
    @Test func oneOfACategoryAtATimeAcrossQueues() throws {
        let q = QueueStage(maxConcurrent: AnimationQueue.unlimited)
        let loop = q.stage.compositor.mainLoop
        let other = AnimationQueue(mainLoop: loop)
        other.maxConcurrentOperationCount = AnimationQueue.unlimited
        let present = wait("present", 1, on: loop, "full screen")
        let dismiss = wait("dismiss", 1, on: loop, "full screen")
        let toast = wait("toast", 1, on: loop)
        let alert = wait("alert", 0.5, on: loop, "full screen")
        try q.queue.addOperation(present)
        try q.clock.advance(by: 0)
        try other.addOperations([dismiss, toast])
        try q.clock.advance(to: 0.5)
        try q.queue.addOperation(alert)
        try q.queue.waitUntilAllOperationsAreFinished()
        try other.waitUntilAllOperationsAreFinished()
        #expect([present, dismiss, toast, alert].map(\.startTime) == [0, 1, 0, 2])
        #expect(q.clock.currentTime == 2.5)
    }

    /// Waiting for a category takes no slot: on a one-slot queue, `second`
    /// waits for "sheet" (held by `first` on another queue until 2) while
    /// `free` runs over [0, 1].
    @Test func waitingForACategoryHoldsNoSlot() throws {
        let q = QueueStage()
        let loop = q.stage.compositor.mainLoop
        let other = AnimationQueue(mainLoop: loop)
        let first = wait("first", 2, on: loop, "sheet")
        try other.addOperation(first)
        try q.clock.advance(by: 0)  // first takes "sheet" (the passes of one instant run in turn)
        let second = wait("second", 1, on: loop, "sheet")
        let free = wait("free", 1, on: loop)
        try q.queue.addOperations([second, free])
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(first.startTime == 0)
        #expect(q.log.entries == [
            "start free @0", "finish free completed @1", "start second @2", "finish second completed @3",
        ])
    }

    /// Operations asking for the same two categories in either order take
    /// both at once, so they run one after the other instead of each holding
    /// one and waiting for the other: [0, 1], then [1, 2]. `c`, of "b" only,
    /// asked third, goes third: [2, 3].
    @Test func severalCategoriesAreTakenTogether() throws {
        let q = QueueStage(maxConcurrent: AnimationQueue.unlimited)
        let loop = q.stage.compositor.mainLoop
        let ab = wait("ab", 1, on: loop, "a", "b")
        let ba = wait("ba", 1, on: loop, "b", "a")
        let b = wait("c", 1, on: loop, "b")
        try q.queue.addOperations([ab, ba, b])
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect([ab, ba, b].map(\.startTime) == [0, 1, 2])
    }

    /// Cancelled while waiting, an operation gives up its place: the next in
    /// line takes the category when the holder ends, at 1.
    @Test func aCancelledWaiterGivesUpItsPlace() throws {
        let q = QueueStage(maxConcurrent: AnimationQueue.unlimited)
        let loop = q.stage.compositor.mainLoop
        let holder = wait("holder", 1, on: loop, "x")
        let dropped = wait("dropped", 1, on: loop, "x")
        let next = wait("next", 1, on: loop, "x")
        try q.queue.addOperations([holder, dropped, next])
        try q.clock.advance(to: 0.5)
        dropped.cancel()
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(dropped.result == .cancelled)
        #expect(next.startTime == 1)
        #expect(q.clock.currentTime == 2)
    }

    /// A holder that fails or is cancelled lets go all the same.
    @Test func aHolderLetsGoHoweverItEnds() throws {
        let q = QueueStage(maxConcurrent: AnimationQueue.unlimited)
        let loop = q.stage.compositor.mainLoop
        let failing = wait("failing", -1, on: loop, "x")
        let cancelled = wait("cancelled", 5, on: loop, "x")
        let last = wait("last", 1, on: loop, "x")
        try q.queue.addOperations([failing, cancelled, last])
        try q.clock.advance(to: 0.25)
        cancelled.cancel()
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(cancelled.startTime == 0)
        #expect(last.startTime == 0.25)
        #expect(q.clock.currentTime == 1.25)
    }

    /// A category is granted in the order operations became ready, not the
    /// order added: `late` is added first but waits for a 1 s dependency;
    /// `early` becomes ready at 0, so it holds "x" over [0, 2]; `late` then
    /// runs over [2, 3].
    @Test func grantedInTheOrderTheyBecameReady() throws {
        let q = QueueStage(maxConcurrent: AnimationQueue.unlimited)
        let loop = q.stage.compositor.mainLoop
        let before = wait("before", 1, on: loop)
        let late = wait("late", 1, on: loop, "x")
        late.addDependency(before)
        let early = wait("early", 2, on: loop, "x")
        try q.queue.addOperations([before, late, early])
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect([early.startTime, late.startTime] == [0, 2])
    }
}

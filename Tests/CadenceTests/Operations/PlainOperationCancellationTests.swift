import Cadence
import Foundation
import Testing

/// Cancelling a plain Foundation operation (a `BlockOperation`) that waits in
/// an `AnimationQueue`. `cancel(_:)` and `cancelAllOperations()` document that
/// a cancelled operation "waits for neither its dependencies nor a free slot",
/// as in Foundation, where cancelling makes an operation ready: the queue
/// starts it at once, its `start()` sees the cancel and finishes it without
/// running its block, and the queue emits `finished` with no `started`.
///
/// The 1 s slide it waits for starts at 0 and, untouched, finishes at 1; so a
/// plain operation cancelled at 0.5 that waited for it would finish at 1, and
/// one that finishes at 0.5 waited for nothing. The queue's log writes a plain
/// operation's finish as `finished` (it has no `OperationResult`).
@Suite struct PlainOperationCancellationTests {
    private func slide() -> BasicAnimation<CGFloat> {
        BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1)
    }

    /// A block operation named `name` that logs its name to `ran` if its block runs.
    private func block(_ name: String, _ ran: EventLog) -> BlockOperation {
        let operation = BlockOperation { ran.append(name) }
        operation.name = name
        return operation
    }

    /// Waiting for its dependency only (the width is unlimited, so a slot is
    /// free): cancelled at 0.5, it finishes at 0.5 without running, while
    /// the slide goes on to finish at 1.
    @Test func cancelledWhileWaitingForItsDependencyFinishesAtOnce() throws {
        let q = QueueStage(maxConcurrent: AnimationQueue.unlimited)
        let ran = EventLog()
        let slide = q.operation("slide", slide())
        let after = block("after", ran)
        after.addDependency(slide)
        try q.queue.addOperations([slide, after])
        try q.clock.advance(to: 0.5)
        #expect(!after.isFinished, "it waits for the slide until the cancel")
        q.queue.cancel(after)
        try q.clock.advance(to: 0.5)
        #expect(q.log.entries == ["start slide @0", "finish after finished @0.5"])
        #expect(after.isCancelled && after.isFinished)
        try q.clock.advance(to: 2)
        #expect(q.log.entries == ["start slide @0", "finish after finished @0.5", "finish slide completed @1"])
        #expect(ran.entries.isEmpty, "a cancelled block operation never runs its block")
        #expect(q.queue.operationCount == 0)
    }

    /// Waiting for a free slot only (width 1, the slide holds the slot, and
    /// it depends on nothing): cancelled at 0.5, it finishes at 0.5, while
    /// the slide still holds its slot until 1.
    @Test func cancelledWhileWaitingForASlotFinishesAtOnce() throws {
        let q = QueueStage(maxConcurrent: 1)
        let ran = EventLog()
        let slide = q.operation("slide", slide())
        let queued = block("queued", ran)
        try q.queue.addOperations([slide, queued])
        try q.clock.advance(to: 0.5)
        #expect(!queued.isFinished, "the slot is the slide's until 1")
        q.queue.cancel(queued)
        try q.clock.advance(to: 0.5)
        #expect(q.log.entries == ["start slide @0", "finish queued finished @0.5"])
        #expect(slide.isExecuting, "the cancel takes no slot from the running slide")
        try q.clock.advance(to: 2)
        #expect(q.log.entries == ["start slide @0", "finish queued finished @0.5", "finish slide completed @1"])
        #expect(ran.entries.isEmpty)
    }

    /// `cancelAllOperations()` on a width-1 queue whose plain operation waits
    /// for an operation of another queue on the same main loop (not cancelled
    /// by this queue's cancel): it finishes at 0.5, not when that slide
    /// finishes at 1.
    @Test func cancelAllReleasesAWaitForAnotherQueuesOperation() throws {
        let q = QueueStage(maxConcurrent: 1)
        let other = AnimationQueue(mainLoop: q.stage.compositor.mainLoop)
        let ran = EventLog()
        let elsewhere = q.operation("elsewhere", slide())
        let waiting = block("waiting", ran)
        waiting.addDependency(elsewhere)
        try other.addOperation(elsewhere)
        try q.queue.addOperation(waiting)
        try q.clock.advance(to: 0.5)
        #expect(!waiting.isFinished)
        q.queue.cancelAllOperations()
        try q.clock.advance(to: 0.5)
        #expect(q.log.entries == ["finish waiting finished @0.5"])
        #expect(waiting.isCancelled && waiting.isFinished)
        #expect(elsewhere.isExecuting, "the other queue's operation is not this queue's to cancel")
        try q.clock.advance(to: 2)
        #expect(elsewhere.result == .completed)
        #expect(ran.entries.isEmpty)
        #expect(q.queue.operationCount == 0 && other.operationCount == 0)
    }

    /// `cancelAllOperations()` at 0.5 on a width-1 queue: the running slide
    /// stops, and two block operations, one waiting for the slide and one for
    /// the slot, finish cancelled at the same instant in the order added, none
    /// started and none run.
    @Test func cancelAllFinishesWaitingBlockOperationsInTheOrderAdded() throws {
        let q = QueueStage(maxConcurrent: 1)
        let ran = EventLog()
        let slide = q.operation("slide", slide())
        let dependent = block("dependent", ran)
        dependent.addDependency(slide)
        let independent = block("independent", ran)
        try q.queue.addOperations([slide, dependent, independent])
        try q.clock.advance(to: 0.5)
        q.queue.cancelAllOperations()
        try q.clock.advance(to: 2)
        #expect(
            q.log.entries == [
                "start slide @0", "finish slide cancelled @0.5", "finish dependent finished @0.5",
                "finish independent finished @0.5",
            ])
        #expect(ran.entries.isEmpty)
        #expect(q.queue.operationCount == 0)
    }
}

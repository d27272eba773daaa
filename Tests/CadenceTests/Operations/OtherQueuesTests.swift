import Cadence
import Foundation
import Testing

/// A dependency outside the queue wakes its dependents when it finishes:
/// another ``AnimationQueue``'s operation at the same instant, a plain
/// operation outside every queue through its completion block. And what a
/// subclass of `Operation` computes is read without the queue's lock, so an
/// override that asks the queue something does not deadlock it.
@Suite struct OtherQueuesTests {
    private func block(_ name: String, _ log: EventLog) -> BlockOperation {
        let operation = BlockOperation { log.append(name) }
        operation.name = name
        return operation
    }

    /// Foundation's own `test_CrossQueueDependency`: `op1` in the first queue
    /// waits for `op2` in the second, added after it. Both run at 0, `op2`
    /// first. Before, `op1` never ran, and waiting for the first queue threw
    /// that it never finishes.
    @Test func aDependencyInAnotherQueueWakesTheDependent() throws {
        let stage = Stage()
        let loop = stage.compositor.mainLoop
        let first = AnimationQueue(mainLoop: loop, name: "first")
        let second = AnimationQueue(mainLoop: loop, name: "second")
        let log = EventLog()
        let op1 = block("op1", log)
        let op2 = block("op2", log)
        op1.addDependency(op2)
        try first.addOperation(op1)
        try stage.settle()
        #expect(log.entries.isEmpty)
        try second.addOperation(op2)
        try stage.settle()
        #expect(log.entries == ["op2", "op1"])
        #expect(stage.now == 0)
        try first.waitUntilAllOperationsAreFinished()
        #expect(op1.isFinished && op2.isFinished)
    }

    /// The same with a Cadence operation in the other queue: a 1 s wait, and
    /// the dependent runs at its end, 1.
    @Test func aCadenceDependencyInAnotherQueueWakesTheDependentAtItsEnd() throws {
        let stage = Stage()
        let loop = stage.compositor.mainLoop
        let first = AnimationQueue(mainLoop: loop)
        let second = AnimationQueue(mainLoop: loop)
        let log = EventLog()
        let clock = stage.clock
        let after = BlockOperation { log.append("after @\(clock.currentTime)") }
        let wait = TimedTaskOperation.wait(1, on: loop)
        after.addDependency(wait)
        try first.addOperation(after)
        try second.addOperation(wait)
        try stage.advance(to: 5)
        #expect(log.entries == ["after @1.0"])
    }

    /// A plain dependency in no queue, started by hand on this thread: its
    /// completion block (run by Foundation on a global queue) brings the
    /// dependent's start onto the main loop. Before, the dependent waited for
    /// a pass that nothing caused.
    @Test func aPlainDependencyInNoQueueWakesTheDependentWhenItFinishes() throws {
        let stage = Stage()
        let queue = AnimationQueue(mainLoop: stage.compositor.mainLoop)
        let log = EventLog()
        let outside = block("outside", log)
        let completed = DispatchSemaphore(value: 0)
        outside.completionBlock = { completed.signal() }
        let after = block("after", log)
        after.addDependency(outside)
        try queue.addOperation(after)
        try stage.settle()
        outside.start()
        // The queue's pass is on the main loop before the block it wrapped
        // signals; a generous real-time bound on Foundation's global queue.
        #expect(completed.wait(timeout: .now() + 10) == .success)
        try stage.settle()
        #expect(log.entries == ["outside", "after"])
        #expect(after.isFinished)
    }

    /// An operation whose overridden properties ask the queue how many
    /// operations it holds (which takes the queue's lock).
    final class Inquisitive: BlockOperation, @unchecked Sendable {
        let queue: AnimationQueue
        let asked = EventLog()

        init(queue: AnimationQueue, _ block: @escaping @Sendable () -> Void) {
            self.queue = queue
            super.init()
            addExecutionBlock(block)
        }

        private func ask(_ property: String) {
            _ = queue.operationCount
            asked.append(property)
        }

        override var isFinished: Bool {
            ask("isFinished")
            return super.isFinished
        }
        override var isReady: Bool {
            ask("isReady")
            return super.isReady
        }
        override var isCancelled: Bool {
            ask("isCancelled")
            return super.isCancelled
        }
        override var dependencies: [Operation] {
            ask("dependencies")
            return super.dependencies
        }
        override var queuePriority: Operation.QueuePriority {
            get {
                ask("queuePriority")
                return super.queuePriority
            }
            set { super.queuePriority = newValue }
        }
    }

    /// Adding, readying, starting and finishing operations whose overrides
    /// ask the queue something completes, with each property asked. Before,
    /// the first such read under the queue's lock deadlocked (the test then
    /// records an issue after 10 s instead of hanging).
    @Test func overridesThatAskTheQueueDoNotDeadlockIt() throws {
        let stage = Stage()
        let queue = AnimationQueue(mainLoop: stage.compositor.mainLoop)
        let log = EventLog()
        let first = Inquisitive(queue: queue) { log.append("first") }
        let second = Inquisitive(queue: queue) { log.append("second") }
        second.addDependency(first)
        let done = DispatchSemaphore(value: 0)
        let box = UncheckedSendableBox((stage, queue, [first, second]))
        Thread.detachNewThread {
            let (stage, queue, operations) = box.value
            try? queue.addOperations(operations)
            try? stage.advance(to: 1)
            done.signal()
        }
        guard done.wait(timeout: .now() + 10) == .success else {
            Issue.record("deadlocked: an override's call into the queue waited for the queue's own lock")
            return
        }
        #expect(log.entries == ["first", "second"])
        let asked = Set(first.asked.entries + second.asked.entries)
        #expect(asked.isSuperset(of: ["isFinished", "isReady", "isCancelled", "dependencies", "queuePriority"]), "\(asked)")
    }
}

/// Carries values into a detached thread in a test.
struct UncheckedSendableBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

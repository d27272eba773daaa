import Cadence
import Foundation
import Testing

/// A queue let go with work pending stays until the work has finished, as
/// Foundation's does; and a long chain let go before it finishes (cancelled,
/// its queue let go, or never added to a queue) is released link by link,
/// never by a recursion as deep as the chain. Serialized: the chains hold
/// ``ScaleTests/chainLength`` operations each (with a million, about a
/// gigabyte in a debug build).
@Suite(.serialized) struct QueueLifetimeTests {
    /// A chain of `count` block operations, each depending on the one before.
    private static func blockChain(_ count: Int, ran: Counter) -> [Operation] {
        var chain: [Operation] = []
        chain.reserveCapacity(count)
        for index in 0..<count {
            let operation = BlockOperation { ran.increment() }
            if index > 0 { operation.addDependency(chain[index - 1]) }
            chain.append(operation)
        }
        return chain
    }

    /// A queue made, given a 1 s slide and a 1 s wait after it, and let go at
    /// once: both run, 0 → 1 and 1 → 2, and then the queue goes. Before, the
    /// queue went at once and the wait never ran (`a: completed, b: nil`).
    @Test func aQueueLetGoFinishesItsWork() throws {
        let stage = Stage()
        weak var released: AnimationQueue?
        let slide = AnimationOperation(
            layer: stage.box, animation: BasicAnimation<CGFloat>(keyPath: .positionX, from: 0, to: 100, duration: 1))
        let wait = TimedTaskOperation.wait(1, on: stage.compositor.mainLoop)
        do {
            let queue = AnimationQueue(mainLoop: stage.compositor.mainLoop)
            released = queue
            try queue.addOperations([slide, wait])
        }
        #expect(released != nil, "kept while its work is pending")
        try stage.advance(to: 3)
        #expect(slide.result == .completed && wait.result == .completed)
        #expect(slide.startTime == 0 && wait.startTime == 1)
        #expect(released == nil, "gone once its work has finished")
    }

    /// A long chain of pending operations, cancelled: each finishes
    /// cancelled, in the order added, unlinked as it finishes, and the chain
    /// goes without a deep recursion.
    @Test func aLongPendingChainCancelledIsReleased() throws {
        let stage = Stage()
        let ran = Counter()
        var chain = Self.blockChain(ScaleTests.chainLength, ran: ran)
        weak let first = chain.first
        weak let last = chain.last
        let queue = AnimationQueue(mainLoop: stage.compositor.mainLoop)
        queue.isSuspended = true
        try queue.addOperations(chain)
        try stage.settle()
        queue.cancelAllOperations()
        queue.isSuspended = false
        try stage.settle()
        #expect(ran.value == 0)
        #expect(queue.operationCount == 0)
        #expect(chain.allSatisfy { $0.isCancelled && $0.isFinished && $0.dependencies.isEmpty })
        chain.removeAll()  // a recursive release would overflow the stack here
        #expect(first == nil && last == nil)
    }

    /// A long chain of pending operations in a suspended queue that is let go: the
    /// queue stays, holding them; resumed through a weak reference, it runs
    /// them all, then goes, and the chain with it.
    @Test func aLongPendingChainInAQueueLetGoIsReleased() throws {
        let stage = Stage()
        let ran = Counter()
        weak var released: AnimationQueue?
        weak var first: Operation?
        weak var last: Operation?
        do {
            let chain = Self.blockChain(ScaleTests.chainLength, ran: ran)
            first = chain.first
            last = chain.last
            let queue = AnimationQueue(mainLoop: stage.compositor.mainLoop)
            released = queue
            queue.isSuspended = true
            try queue.addOperations(chain)
        }
        try stage.settle()
        #expect(released?.operationCount == ScaleTests.chainLength, "kept, with its work")
        #expect(ran.value == 0)
        released?.isSuspended = false
        try stage.settle()
        #expect(ran.value == ScaleTests.chainLength)
        #expect(released == nil && first == nil && last == nil)
    }

    /// A long chain of Cadence operations never added to a queue, let
    /// go: released link by link. (A chain of plain Foundation operations
    /// never added still overflows past about 35,000 links on Linux: see
    /// `Docs/Operations.md`.) Before, this crashed with signal 11.
    @Test func aLongChainNeverAddedIsReleased() {
        let stage = Stage()
        weak var first: Operation?
        weak var last: Operation?
        do {
            var chain: [TimedTaskOperation] = []
            chain.reserveCapacity(ScaleTests.chainLength)
            for index in 0..<ScaleTests.chainLength {
                let operation = TimedTaskOperation.wait(1, on: stage.compositor.mainLoop)
                if index > 0 { operation.addDependency(chain[index - 1]) }
                chain.append(operation)
            }
            first = chain.first
            last = chain.last
        }
        #expect(first == nil && last == nil)
    }
}

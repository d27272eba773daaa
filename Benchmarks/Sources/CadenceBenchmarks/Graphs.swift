import Cadence
import CadenceTesting
import Foundation

/// A wide fan-out/fan-in graph: one source, `width` operations that depend on
/// it, and a sink that depends on all of them (2 × `width` edges).
enum Graphs {
    /// Cadence: operations that only wait 0 s, on the fixture's queue with
    /// unlimited concurrency; nanoseconds, construction included.
    ///
    /// Limited by the sink's dependency set (it is checked as each of its
    /// `width` dependencies finishes) and the queue's per-operation pass work.
    static func cadenceFan(_ width: Int) throws -> UInt64 {
        let fixture = TestFixture(maxConcurrentOperationCount: AnimationQueue.unlimited)
        var operations: [Operation] = []
        let elapsed = try timed {
            let source = TimedTaskOperation.wait(0, on: fixture.mainLoop)
            let sink = TimedTaskOperation.wait(0, on: fixture.mainLoop)
            operations.reserveCapacity(width + 2)
            operations.append(source)
            for _ in 0..<width {
                let middle = TimedTaskOperation.wait(0, on: fixture.mainLoop)
                middle.addDependency(source)
                sink.addDependency(middle)
                operations.append(middle)
            }
            operations.append(sink)
            try fixture.queue.addOperations(operations)
            try fixture.runUntilIdle(limit: Chains.unlimitedRun)
        }
        precondition(operations.allSatisfy(\.isFinished), "the fan did not finish")
        return elapsed
    }

    /// Foundation: the same graph of empty `BlockOperation`s on an unlimited
    /// `OperationQueue`.
    ///
    /// Limited by `OperationQueue` rescanning its pending operations on each
    /// scheduling pass (Docs/Operations.md), and by real threads running the blocks.
    static func foundationFan(_ width: Int) -> UInt64 {
        let queue = OperationQueue()
        var operations: [Operation] = []
        let elapsed = timed {
            let source = BlockOperation {}
            let sink = BlockOperation {}
            operations.reserveCapacity(width + 2)
            operations.append(source)
            for _ in 0..<width {
                let middle = BlockOperation {}
                middle.addDependency(source)
                sink.addDependency(middle)
                operations.append(middle)
            }
            operations.append(sink)
            queue.addOperations(operations, waitUntilFinished: false)
            queue.waitUntilAllOperationsAreFinished()
        }
        Chains.unlink(operations)
        return elapsed
    }
}

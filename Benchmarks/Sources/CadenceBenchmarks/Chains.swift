import Cadence
import CadenceTesting
import Foundation

/// Chains of operations, each depending on the one before: Cadence through the
/// virtual fixture, Foundation's `OperationQueue`, and `DispatchQueue.async`.
enum Chains {
    static let unlimitedRun = RunLimit(steps: .max, duration: .infinity)

    /// `count` chained `AnimationOperation`s (positionX, 1 s each) through a
    /// fresh `TestFixture`, construction included; nanoseconds. The fixture and
    /// layer are made outside the timed region.
    ///
    /// Limited by Cadence's per-operation work on the main loop: a queue pass,
    /// a transaction commit per animation, the clock's heap, and the fixture's
    /// trace recorder (every start and finish is recorded).
    static func cadence(_ count: Int) throws -> UInt64 {
        let fixture = TestFixture()
        let layer = fixture.addLayer(named: "chain")
        var operations: [Operation] = []
        let elapsed = try timed {
            operations = animationChain(count, on: layer)
            try fixture.queue.addOperations(operations)
            try fixture.runUntilIdle(limit: unlimitedRun)
        }
        precondition(operations.allSatisfy(\.isFinished), "a Cadence chain did not finish")
        return elapsed
    }

    /// The same chain on a bare `AnimationQueue` over a `Compositor` on a
    /// `VirtualClock`, driven deadline by deadline: the fixture's recorder left out.
    ///
    /// Limited by the same per-operation work, without the trace.
    static func cadenceBare(_ count: Int) throws -> UInt64 {
        let clock = VirtualClock()
        let compositor = Compositor(clock: clock)
        let queue = AnimationQueue(mainLoop: compositor.mainLoop, name: "bare")
        queue.maxConcurrentOperationCount = 1
        let layer = Layer(name: "chain")
        compositor.rootLayer.addSublayer(layer)
        compositor.transaction.flush()
        try clock.advance(by: 0)
        var operations: [Operation] = []
        let elapsed = try timed {
            operations = animationChain(count, on: layer)
            try queue.addOperations(operations)
            while let next = clock.nextDeadline { try clock.advance(to: max(next, clock.currentTime)) }
        }
        precondition(operations.allSatisfy(\.isFinished), "a bare Cadence chain did not finish")
        return elapsed
    }

    /// `count` chained `BlockOperation`s with empty blocks through a fresh
    /// `TestFixture`'s queue, construction included; nanoseconds. No animation,
    /// no transaction: what any operation costs through the deterministic
    /// fixture, the floor under ``cadence(_:)``.
    ///
    /// Limited by `Operation`'s own start (Foundation's KVO-style notifications
    /// and locks, paid by every subclass), the queue's bookkeeping and the trace.
    static func fixtureBlocks(_ count: Int) throws -> UInt64 {
        let fixture = TestFixture()
        var operations: [BlockOperation] = []
        let elapsed = try timed {
            operations = chainedBlocks(count)
            try fixture.queue.addOperations(operations)
            try fixture.runUntilIdle(limit: unlimitedRun)
        }
        precondition(operations.allSatisfy(\.isFinished), "a chain of blocks through the fixture did not finish")
        return elapsed
    }

    /// `count` chained `BlockOperation`s with empty blocks on a bare
    /// `AnimationQueue` (no `TestFixture`, no trace recorder) over a
    /// `Compositor`'s main loop on a `VirtualClock`, one at a time, driven
    /// deadline by deadline as ``cadenceBare(_:)`` drives its clock;
    /// nanoseconds, construction included. The same work as
    /// ``foundation(_:reversed:maxConcurrent:)``, so the two compare queue with queue.
    ///
    /// Limited by what both queues pay, building the chain and `Operation`'s
    /// own start (Foundation's KVO-style notifications and locks), then by the
    /// queue's bookkeeping per operation: its hash-table entry and cycle check
    /// as it is added; a plain `Operation` having no queue hook, its entry in
    /// the queues' shared membership table (a global lock, set and cleared);
    /// readying its dependent as it finishes, and unlinking it from its
    /// dependency then, which the baseline does after its timed region. Not by
    /// the clock: each block finishes as it starts, so the pass that starts the
    /// first starts the next as each finishes, and the whole chain runs in one
    /// step of the clock.
    static func bareBlocks(_ count: Int) throws -> UInt64 {
        let clock = VirtualClock()
        let compositor = Compositor(clock: clock)
        let queue = AnimationQueue(mainLoop: compositor.mainLoop, name: "bare")
        queue.maxConcurrentOperationCount = 1
        try clock.advance(by: 0)
        var operations: [BlockOperation] = []
        let elapsed = try timed {
            operations = chainedBlocks(count)
            try queue.addOperations(operations)
            while let next = clock.nextDeadline { try clock.advance(to: max(next, clock.currentTime)) }
        }
        precondition(operations.allSatisfy(\.isFinished), "a chain of blocks on the bare queue did not finish")
        return elapsed
    }

    /// `count` chained `BlockOperation`s with empty blocks on a private
    /// `OperationQueue` running one at a time, added in order; nanoseconds,
    /// construction included.
    ///
    /// Foundation trap (Docs/Operations.md): releasing a finished chain
    /// deeper than ~35,000 overflows the stack, because each operation retains its
    /// dependencies and `deinit` recurses. So the chain stays referenced until it
    /// has finished and, after the timed region, every dependency is removed
    /// (`removeDependency` of finished ones is safe) before the array is released.
    /// The unlinking is not timed, which favours the baseline.
    ///
    /// Limited by `OperationQueue`'s scheduling: a lock, KVO-like state
    /// bookkeeping and a dispatch to its underlying queue per operation.
    static func foundation(_ count: Int, reversed: Bool = false, maxConcurrent: Int = 1) -> UInt64 {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = maxConcurrent
        var operations: [BlockOperation] = []
        let elapsed = timed {
            operations = chainedBlocks(count)
            if reversed {
                for operation in operations.reversed() { queue.addOperation(operation) }
            } else {
                queue.addOperations(operations, waitUntilFinished: false)
            }
            queue.waitUntilAllOperationsAreFinished()
        }
        unlink(operations)
        return elapsed
    }

    /// `count` empty `BlockOperation`s, each depending on the one before.
    static func chainedBlocks(_ count: Int) -> [BlockOperation] {
        var operations: [BlockOperation] = []
        operations.reserveCapacity(count)
        for index in 0..<count {
            let operation = BlockOperation {}
            if index > 0 { operation.addDependency(operations[index - 1]) }
            operations.append(operation)
        }
        return operations
    }

    /// Removes every (finished) dependency, so releasing a long chain does not recurse.
    static func unlink(_ operations: [Operation]) {
        for operation in operations {
            for dependency in operation.dependencies { operation.removeDependency(dependency) }
        }
    }

    /// `count` empty blocks on a serial `DispatchQueue`, then a `sync`: the floor.
    ///
    /// Limited by libdispatch's enqueue (an atomic exchange) and one allocation per block.
    static func dispatch(_ count: Int) -> UInt64 {
        let queue = DispatchQueue(label: "benchmark.floor")
        return timed {
            for _ in 0..<count { queue.async {} }
            queue.sync {}
        }
    }

    /// `count` operations that only wait 0 s, each depending on the one before,
    /// added one at a time in reverse order (the last first) to the fixture's queue.
    ///
    /// Limited by Cadence's ready-set bookkeeping: a finish readies its dependents
    /// directly, so the order operations arrive in does not matter.
    static func cadenceReversed(_ count: Int, maxConcurrent: Int) throws -> UInt64 {
        let fixture = TestFixture(maxConcurrentOperationCount: maxConcurrent)
        var operations: [Operation] = []
        let elapsed = try timed {
            operations.reserveCapacity(count)
            for index in 0..<count {
                let operation = TimedTaskOperation.wait(0, on: fixture.mainLoop)
                if index > 0 { operation.addDependency(operations[index - 1]) }
                operations.append(operation)
            }
            for operation in operations.reversed() { try fixture.queue.addOperation(operation) }
            try fixture.runUntilIdle(limit: unlimitedRun)
        }
        precondition(operations.allSatisfy(\.isFinished), "a reversed Cadence chain did not finish")
        return elapsed
    }
}

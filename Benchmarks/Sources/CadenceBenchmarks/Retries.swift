import Cadence
import Foundation

/// A `RetryOperation` of many attempts that fail at once with immediate
/// waits, on a bare `AnimationQueue` over a `VirtualClock`, against the same
/// failing operations chained on the queue by hand.
enum Retries {
    /// One retry of `count` attempts, each a `TimedTaskOperation.wait(-1)`
    /// that fails as it starts, with no wait between them; nanoseconds,
    /// construction included. Every attempt runs at the instant 0, so the wait
    /// takes a handful of the clock's steps, far fewer than `count`.
    ///
    /// Limited by what an attempt costs: the factory's operation, adding it
    /// to the retry's child queue (a pass on the main loop), its start and
    /// its failure (a `CadenceError`), and the group's bookkeeping as it
    /// finishes (the attempt and its error kept in arrays).
    static func retry(_ count: Int) throws -> UInt64 {
        let clock = VirtualClock()
        let loop = MainLoop(clock: clock)
        let queue = AnimationQueue(mainLoop: loop, name: "bare")
        var retry: RetryOperation?
        let elapsed = try timed {
            let made = try RetryOperation(mainLoop: loop, maxAttempts: count) { _ in TimedTaskOperation.wait(-1, on: loop) }
            try queue.addOperation(made)
            try queue.waitUntilAllOperationsAreFinished(maximumSteps: count + 100)
            retry = made
        }
        precondition(retry?.attemptCount == count && retry?.attemptErrors.count == count, "the retry did not make every attempt")
        return elapsed
    }

    /// The baseline: `count` of the same failing operations, each depending
    /// on the one before, added to the queue at once; nanoseconds,
    /// construction included.
    ///
    /// Limited by the queue's per-operation work: a start, a failure, and
    /// readying the next.
    static func chain(_ count: Int) throws -> UInt64 {
        let clock = VirtualClock()
        let loop = MainLoop(clock: clock)
        let queue = AnimationQueue(mainLoop: loop, name: "bare")
        var operations: [Operation] = []
        let elapsed = try timed {
            operations.reserveCapacity(count)
            for _ in 0..<count {
                let attempt = TimedTaskOperation.wait(-1, on: loop)
                if let previous = operations.last { attempt.addDependency(previous) }
                operations.append(attempt)
            }
            try queue.addOperations(operations)
            try queue.waitUntilAllOperationsAreFinished(maximumSteps: count + 100)
        }
        precondition(operations.allSatisfy(\.isFinished), "the chain did not finish")
        return elapsed
    }
}

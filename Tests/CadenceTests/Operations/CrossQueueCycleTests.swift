import Cadence
import Foundation
import Testing

/// A dependency cycle through two queues is refused as one within a queue
/// is: adding the operation that closes it throws, naming the cycle, and a
/// dependency added later that closes one fails its operations.
@Suite struct CrossQueueCycleTests {
    private static func cycle(_ names: String, late: Bool = false) -> String {
        "dependencies: expected dependencies without a cycle (each would wait for itself), got the cycle \(names)"
            + (late ? ", closed after adding" : "")
    }

    /// `a` (in the first queue) waits for `b`; `b` waits for `a` and is
    /// added to a second queue: refused, naming b → a → b, and nothing is
    /// added. Without the cycle, `b` then `a` run: [0, 1], [1, 2].
    @Test func addingTheOperationThatClosesACycleThrows() throws {
        let q = QueueStage()
        let other = AnimationQueue(mainLoop: q.stage.compositor.mainLoop)
        let a = q.wait("a", 1)
        let b = q.wait("b", 1)
        a.addDependency(b)
        try q.queue.addOperation(a)
        b.addDependency(a)
        #expect(throws: CadenceError.self) { try other.addOperation(b) }
        do {
            try other.addOperation(b)
        } catch {
            #expect(error.description == Self.cycle("b → a → b"))
        }
        #expect(other.operationCount == 0)
        b.removeDependency(a)
        try other.addOperation(b)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect([b.startTime, a.startTime] == [0, 1])
    }

    /// Both wait: `a` (first queue) for `b` across the queues, `b` (second
    /// queue) for `gate`, a 1 s wait. At 0.5 `b` is given a dependency on
    /// `a`, closing b → a → b: both fail then, each in its own queue, naming
    /// the cycle, and neither starts.
    @Test func aLateDependencyThatClosesACycleAcrossQueuesFailsBoth() throws {
        let q = QueueStage()
        let other = AnimationQueue(mainLoop: q.stage.compositor.mainLoop)
        let gate = q.wait("gate", 1)
        let a = q.wait("a", 1)
        let b = q.wait("b", 1)
        a.addDependency(b)
        b.addDependency(gate)
        try q.queue.addOperations([gate, a])
        try other.addOperation(b)
        try q.clock.advance(to: 0.5)
        b.addDependency(a)
        try q.clock.advance(to: 5)
        let error = Self.cycle("b → a → b", late: true)
        #expect(b.result == .failed(CadenceError(
            .invalidState, field: "dependencies", value: "the cycle b → a → b, closed after adding",
            expected: "dependencies without a cycle (each would wait for itself)")))
        #expect(a.result.map(describeResult) == "failed (\(error))")
        #expect(b.startTime == nil && a.startTime == nil)
        #expect(q.queue.operationCount == 0 && other.operationCount == 0)
    }
}

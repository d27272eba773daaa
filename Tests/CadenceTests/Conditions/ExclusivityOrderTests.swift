import Cadence
import Foundation
import Testing

/// First come, first served: a category that is free is not free to take
/// while someone is already queued for it.
@Suite struct ExclusivityOrderTests {
    private func wait(_ q: QueueStage, _ name: String, _ seconds: Double, _ categories: [String]) -> TimedTaskOperation {
        let operation = q.wait(name, seconds)
        for category in categories { operation.addCondition(MutuallyExclusive(category: category)) }
        return operation
    }

    /// `holder` takes A over [0, 1]. `both` asks for A and B at 0 and queues
    /// in both lines, since A is held. At 0.5 `latecomer` asks for B alone:
    /// B is held by nobody, but `both` is queued for it, so `latecomer`
    /// queues behind it; `other`, asking for C at 0.5, goes at once. At 1
    /// holder lets A go and `both` takes A and B together, [1, 2]; at 2
    /// `latecomer` gets B, [2, 3].
    @Test func aFreeCategoryWaitsForThoseQueuedBefore() throws {
        let q = QueueStage(maxConcurrent: AnimationQueue.unlimited)
        let holder = wait(q, "holder", 1, ["A"])
        let both = wait(q, "both", 1, ["A", "B"])
        try q.queue.addOperations([holder, both])
        try q.clock.advance(to: 0.5)
        let latecomer = wait(q, "latecomer", 1, ["B"])
        let other = wait(q, "other", 1, ["C"])
        try q.queue.addOperations([latecomer, other])
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(q.log.entries == [
            "start holder @0", "start other @0.5", "finish holder completed @1", "start both @1",
            "finish other completed @1.5", "finish both completed @2", "start latecomer @2",
            "finish latecomer completed @3",
        ])
    }
}

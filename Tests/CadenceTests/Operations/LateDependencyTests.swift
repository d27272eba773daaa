import Cadence
import Foundation
import Testing

/// Dependencies changed after adding, and before the operation starts, count
/// as Foundation's queue counts them: a new one is waited for, a removed one
/// no longer is, and one that closes a cycle fails the cycle's operations
/// instead of deadlocking or trapping.
///
/// The stage: a width-1 queue whose first operation is a 1 s slide (0 → 1),
/// so the operations after it wait for the slot until 1, and a change made at
/// 0.5 comes before any of them starts.
@Suite struct LateDependencyTests {
    private static let slide = BasicAnimation<CGFloat>(keyPath: .positionX, from: 0, to: 100, duration: 1)

    private func block(_ name: String) -> BlockOperation {
        let operation = BlockOperation {}
        operation.name = name
        return operation
    }

    /// The message of a cycle closed after adding, as `CadenceError` writes it.
    private static func cycle(_ names: String) -> String {
        "dependencies: expected dependencies without a cycle (each would wait for itself), "
            + "got the cycle \(names), closed after adding"
    }

    /// A plain operation given a 5 s dependency at 0.5 waits for it: the wait
    /// starts when the slide frees the slot (1) and ends at 6, and `a` runs
    /// then. Before, the queue started `a` at 1 and Foundation trapped ("not
    /// yet ready to execute").
    @Test func aPlainOperationWaitsForADependencyAddedLate() throws {
        let q = QueueStage()
        let a = block("a")
        let later = q.wait("later", 5)
        try q.queue.addOperations([q.operation("slide", Self.slide), a, later])
        try q.clock.advance(to: 0.5)
        a.addDependency(later)
        try q.clock.advance(to: 10)
        #expect(q.log.entries == [
            "start slide @0", "finish slide completed @1", "start later @1", "finish later completed @6",
            "start a @6", "finish a finished @6",
        ])
    }

    /// The same for a Cadence operation, which tells its queue at once.
    /// Before, `a` started at 1 and finished before its dependency.
    @Test func aCadenceOperationWaitsForADependencyAddedLate() throws {
        let q = QueueStage()
        let a = q.wait("a", 0)
        let later = q.wait("later", 5)
        try q.queue.addOperations([q.operation("slide", Self.slide), a, later])
        try q.clock.advance(to: 0.5)
        a.addDependency(later)
        try q.clock.advance(to: 10)
        #expect(q.log.entries == [
            "start slide @0", "finish slide completed @1", "start later @1", "finish later completed @6",
            "start a @6", "finish a completed @6",
        ])
    }

    /// A Cadence operation whose unfinished dependency is removed at 2 no
    /// longer waits for it (unlimited width): it runs 2 → 3, while the
    /// dependency ends at 5. Before, it waited until 5.
    @Test func aCadenceOperationStopsWaitingForARemovedDependency() throws {
        let q = QueueStage(maxConcurrent: AnimationQueue.unlimited)
        let slow = q.wait("slow", 5)
        let a = q.wait("a", 1)
        a.addDependency(slow)
        try q.queue.addOperations([slow, a])
        try q.clock.advance(to: 2)
        a.removeDependency(slow)
        try q.clock.advance(to: 10)
        #expect(q.log.entries == ["start slow @0", "start a @2", "finish a completed @3", "finish slow completed @5"])
    }

    /// A plain operation whose unfinished dependency is removed: Foundation on
    /// Linux never holds it ready again (removing an unfinished dependency does
    /// not count it finished), so when the queue would start it, at the end of
    /// the dependency it knew of (5), it is cancelled and the queue says why.
    /// Before, the queue started it and Foundation trapped.
    @Test func aPlainOperationWhoseUnfinishedDependencyIsRemoved() throws {
        let q = QueueStage(maxConcurrent: AnimationQueue.unlimited)
        let slow = q.wait("slow", 5)
        let a = block("a")
        a.addDependency(slow)
        try q.queue.addOperations([slow, a])
        try q.clock.advance(to: 2)
        a.removeDependency(slow)
        try q.clock.advance(to: 10)
        #if canImport(Glibc)
        let error = "dependencies: expected a dependency removed only once finished (removing an unfinished one "
            + "leaves a Foundation operation never ready), got a, which Foundation holds not ready though none "
            + "of its dependencies is unfinished"
        #expect(q.log.entries == ["start slow @0", "finish slow completed @5", "fail a (\(error)) @5", "finish a finished @5"])
        #expect(a.isCancelled)
        #else
        #expect(q.log.entries == ["start slow @0", "finish slow completed @5", "start a @5", "finish a finished @5"])
        #endif
    }

    /// A dependency added at 0.5 that closes a cycle (`b` waits for `a`, then
    /// `a` for `b`) fails both Cadence operations at once, naming the cycle;
    /// `c`, after them, runs when the slide ends. Before, `a` and `b` ran in
    /// the order added as if nothing had changed.
    @Test func aLateCycleFailsItsCadenceOperations() throws {
        let q = QueueStage()
        let a = q.wait("a", 1)
        let b = q.wait("b", 1)
        let c = q.wait("c", 1)
        b.addDependency(a)
        try q.queue.addOperations([q.operation("slide", Self.slide), a, b, c])
        try q.clock.advance(to: 0.5)
        a.addDependency(b)
        try q.clock.advance(to: 10)
        let error = Self.cycle("a → b → a")
        #expect(q.log.entries == [
            "start slide @0", "fail a (\(error)) @0.5", "finish a failed (\(error)) @0.5",
            "fail b (\(error)) @0.5", "finish b failed (\(error)) @0.5",
            "finish slide completed @1", "start c @1", "finish c completed @2",
        ])
        #expect(q.queue.operationCount == 0)
    }

    /// The same cycle between plain operations is found when the queue would
    /// start the first of them (1): both are cancelled, and `c` runs.
    @Test func aLateCycleCancelsItsPlainOperations() throws {
        let q = QueueStage()
        let a = block("a")
        let b = block("b")
        let c = block("c")
        b.addDependency(a)
        try q.queue.addOperations([q.operation("slide", Self.slide), a, b, c])
        try q.clock.advance(to: 0.5)
        a.addDependency(b)
        try q.clock.advance(to: 10)
        let error = Self.cycle("a → b → a")
        #expect(q.log.entries == [
            "start slide @0", "finish slide completed @1", "fail a (\(error)) @1", "fail b (\(error)) @1",
            "finish a finished @1", "finish b finished @1", "start c @1", "finish c finished @1",
        ])
        #expect(a.isCancelled && b.isCancelled && !c.isCancelled)
    }

    /// A Cadence operation made to depend on itself after adding fails with
    /// the error adding it would have thrown.
    @Test func aLateDependencyOnItselfFails() throws {
        let q = QueueStage()
        let a = q.wait("a", 1)
        try q.queue.addOperations([q.operation("slide", Self.slide), a])
        try q.clock.advance(to: 0.5)
        a.addDependency(a)
        try q.clock.advance(to: 10)
        let error = "dependencies: expected operations other than the operation itself, got a itself"
        #expect(q.log.entries == [
            "start slide @0", "fail a (\(error)) @0.5", "finish a failed (\(error)) @0.5", "finish slide completed @1",
        ])
    }

    /// A change after the operation started changes nothing, as in Foundation.
    @Test func aChangeAfterStartingIsIgnored() throws {
        let q = QueueStage(maxConcurrent: AnimationQueue.unlimited)
        let a = q.wait("a", 1)
        let later = q.wait("later", 5)
        try q.queue.addOperations([a, later])
        try q.clock.advance(to: 0.5)
        a.addDependency(later)
        try q.clock.advance(to: 10)
        #expect(q.log.entries == ["start a @0", "start later @0", "finish a completed @1", "finish later completed @5"])
    }
}

import Cadence
import Foundation
import Testing

/// "All of" and "any of" on the virtual clock: asked in order, each stops at
/// the answer that decides, a failure fails, an empty list cancels quietly,
/// and a silent condition is neutral beside a satisfied one.
@Suite struct CompoundConditionTests {
    /// Answers `result` after `delay` seconds of the clock, and counts how
    /// often it was asked.
    private struct LaterCondition: OperationCondition {
        let name: String
        let clock: VirtualClock
        let delay: Double
        let result: ConditionResult
        let asked = Counter()

        func evaluate(for operation: TimedOperation, completion: @escaping @Sendable (ConditionResult) -> Void) {
            asked.increment()
            let result = result
            clock.schedule(at: clock.currentTime + delay) { completion(result) }
        }
    }

    private static let falseError = CadenceError(.invalidState, field: "", value: "false", expected: "true")

    private func later(_ q: QueueStage, _ name: String, _ delay: Double, _ result: ConditionResult) -> LaterCondition {
        LaterCondition(name: name, clock: q.clock, delay: delay, result: result)
    }

    /// a is satisfied after 0.5 s, then b is asked and fails 0.25 s later, at
    /// 0.5 + 0.25 = 0.75; "all of" stops there, so c is never asked, and the
    /// operation fails at 0.75 without starting, with b's error inside the
    /// compound's.
    @Test func allOfStopsAtTheFirstAnswerThatIsNotSatisfied() throws {
        let q = QueueStage()
        let (a, b, c) = (later(q, "a", 0.5, .satisfied), later(q, "b", 0.25, .failed(Self.falseError)), later(q, "c", 0, .satisfied))
        let checked = q.wait("checked", 1)
        checked.addCondition(AllOfCondition([a, b, c]))
        try q.queue.addOperation(checked)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(q.log.entries == [
            "finish checked failed (condition all of (a, b, c): condition b: expected true, got false) @0.75",
        ])
        #expect([a.asked.value, b.asked.value, c.asked.value] == [Int]([1, 1, 0]))
    }

    /// Every one satisfied: 0.25 + 0.5 = 0.75 of asking, then the 1 s wait
    /// runs [0.75, 1.75].
    @Test func allOfIsSatisfiedWhenEveryConditionIs() throws {
        let q = QueueStage()
        let checked = q.wait("checked", 1)
        checked.addCondition(AllOfCondition([later(q, "a", 0.25, .satisfied), later(q, "b", 0.5, .satisfied)]))
        try q.queue.addOperation(checked)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(q.log.entries == ["start checked @0.75", "finish checked completed @1.75"])
    }

    /// a fails at once, b is satisfied 0.5 s later: "any of" stops at b, so
    /// c is never asked and the earlier failure does not count; the 1 s wait
    /// runs [0.5, 1.5].
    @Test func anyOfStopsAtTheFirstSatisfiedAnswer() throws {
        let q = QueueStage()
        let (a, b, c) = (later(q, "a", 0, .failed(Self.falseError)), later(q, "b", 0.5, .satisfied), later(q, "c", 0, .satisfied))
        let checked = q.wait("checked", 1)
        checked.addCondition(AnyOfCondition([a, b, c]))
        try q.queue.addOperation(checked)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(q.log.entries == ["start checked @0.5", "finish checked completed @1.5"])
        #expect([a.asked.value, b.asked.value, c.asked.value] == [Int]([1, 1, 0]))
    }

    /// None satisfied: a failure anywhere fails it, with the first failure's
    /// error, after every condition was asked (0.25 + 0.25 = 0.5); only
    /// silent ones cancel it quietly.
    @Test func anyOfWithNoneSatisfiedFailsOnAFailureAndOtherwiseCancels() throws {
        let q = QueueStage()
        let failing = q.wait("failing", 1)
        failing.addCondition(AnyOfCondition([
            later(q, "quiet", 0.25, .cancelled), later(q, "online", 0.25, .failed(Self.falseError)),
        ]))
        let silent = q.wait("silent", 1)
        silent.addCondition(AnyOfCondition([
            SilentCondition(BlockCondition(name: "a") { false }), SilentCondition(BlockCondition(name: "b") { false }),
        ]))
        try q.queue.addOperations([failing, silent])
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(q.log.entries == [
            "finish silent cancelled @0",
            "finish failing failed (condition any of (quiet, online): condition online: expected true, got false) @0.5",
        ])
    }

    /// An empty list is neither satisfied nor failed: the operation is
    /// cancelled quietly, at 0, and never starts.
    @Test func anEmptyListCancelsQuietly() throws {
        let q = QueueStage()
        let all = q.wait("all", 1)
        all.addCondition(AllOfCondition([]))
        let any = q.wait("any", 1)
        any.addCondition(AnyOfCondition([]))
        try q.queue.addOperations([all, any])
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(q.log.entries == ["finish all cancelled @0", "finish any cancelled @0"])
        #expect(all.startTime == nil && any.startTime == nil)
    }

    /// A silent condition is neutral once something else is satisfied: "all
    /// of (online, not seen)" runs though "not seen" does not hold. Added one
    /// by one, the same two cancel the operation: a plain list keeps
    /// Cadence's rule, every condition a gate. Asked first, before anything
    /// is satisfied, the silent one cancels "all of" too.
    @Test func aSilentConditionIsNeutralBesideASatisfiedOne() throws {
        let q = QueueStage()
        let online = BlockCondition(name: "online") { true }
        let notSeen = SilentCondition(BlockCondition(name: "not seen") { false })
        let compound = q.wait("compound", 1)
        compound.addCondition(AllOfCondition([online, notSeen]))
        let plain = q.wait("plain", 1)
        plain.addCondition(online)
        plain.addCondition(notSeen)
        let silentFirst = q.wait("silentFirst", 1)
        silentFirst.addCondition(AllOfCondition([notSeen, online]))
        try q.queue.addOperations([compound, plain, silentFirst])
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(q.log.entries == [
            "finish plain cancelled @0", "finish silentFirst cancelled @0",
            "start compound @0", "finish compound completed @1",
        ])
    }

    /// Compounds nest, and a failure deep inside names each level.
    @Test func compoundsNest() throws {
        let q = QueueStage()
        let checked = q.wait("checked", 1)
        checked.addCondition(AllOfCondition([
            AnyOfCondition([BlockCondition(name: "wifi") { false }, BlockCondition(name: "cellular") { false }]),
        ]))
        try q.queue.addOperation(checked)
        try q.queue.waitUntilAllOperationsAreFinished()
        let field = "condition all of (any of (wifi, cellular)): condition any of (wifi, cellular): condition wifi"
        #expect(checked.result == .failed(CadenceError(.invalidState, field: field, value: "false", expected: "true")))
    }

    /// A category is taken by the operation, not answered: inside a compound
    /// it is refused where the operation is added, and so is a condition
    /// that is not valid, each at its place.
    @Test func aCompoundRefusesCategoriesAndInvalidConditions() {
        let q = QueueStage()
        let exclusive = q.wait("exclusive", 1)
        exclusive.addCondition(AnyOfCondition([BlockCondition { true }, MutuallyExclusive(category: "sheet")]))
        #expect(throws: CadenceError(
            .invalidValue, field: "operation.conditions[0].conditions[1]", value: "mutually exclusive 'sheet'",
            expected: "a condition that answers (add MutuallyExclusive to the operation itself)")
        ) { try q.queue.addOperation(exclusive) }
        let nested = q.wait("nested", 1)
        nested.addCondition(AllOfCondition([AllOfCondition([MutuallyExclusive(category: "")])]))
        #expect(throws: CadenceError.self) { try q.queue.addOperation(nested) }
        #expect(q.queue.operationCount == 0)
    }
}

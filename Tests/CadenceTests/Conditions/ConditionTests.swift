import Cadence
import CadenceTesting
import Foundation
import Testing

/// Conditions on the virtual clock: evaluated when an operation is otherwise
/// ready, without a slot; a failure fails it naming the condition, a silent
/// one cancels it, and an answer that comes later starts it then.
@Suite struct ConditionTests {
    /// Answers after `delay` seconds of the clock, with `result`.
    private struct LaterCondition: OperationCondition {
        let name: String
        let clock: VirtualClock
        let delay: Double
        let result: ConditionResult

        func evaluate(for operation: TimedOperation, completion: @escaping @Sendable (ConditionResult) -> Void) {
            let result = result
            clock.schedule(at: clock.currentTime + delay) { completion(result) }
        }
    }

    /// Never answers.
    private struct SilentForeverCondition: OperationCondition {
        var name: String { "never" }
        func evaluate(for operation: TimedOperation, completion: @escaping @Sendable (ConditionResult) -> Void) {}
    }

    @Test func aSatisfiedConditionLetsTheOperationRun() throws {
        let q = QueueStage()
        let first = q.wait("first", 1)
        let checked = q.wait("checked", 1)
        let calls = Counter()
        checked.addCondition(BlockCondition(name: "online") {
            calls.increment()
            return true
        })
        checked.addDependency(first)
        try q.queue.addOperations([first, checked])
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(q.log.entries == [
            "start first @0", "finish first completed @1", "start checked @1", "finish checked completed @2",
        ])
        #expect(calls.value == 1)  // once, when first had ended
    }

    /// A failed condition fails the operation, naming the condition, at the
    /// instant it became ready; it never starts, and the next one runs then.
    @Test func aFailedConditionFailsTheOperationNamingIt() throws {
        let q = QueueStage()
        let first = q.wait("first", 1)
        let checked = q.wait("checked", 1)
        checked.addCondition(BlockCondition(name: "online") { false })
        checked.addDependency(first)
        let next = q.wait("next", 1)
        try q.queue.addOperations([first, checked, next])
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(q.log.entries == [
            "start first @0", "finish first completed @1",
            "finish checked failed (condition online: expected true, got false) @1",
            "start next @1", "finish next completed @2",
        ])
    }

    /// A condition's own error is kept, located in the condition.
    @Test func aConditionsErrorIsLocatedInIt() throws {
        let q = QueueStage()
        let checked = q.wait("checked", 1)
        checked.addCondition(BlockCondition(name: "quota") { () throws(CadenceError) -> Bool in
            throw CadenceError(.invalidValue, field: "remaining", value: "0", expected: "at least 1")
        })
        try q.queue.addOperation(checked)
        try q.clock.advance(by: 0)
        #expect(checked.result == .failed(CadenceError(.invalidValue, field: "condition quota: remaining", value: "0", expected: "at least 1")))
    }

    /// Silenced, the same failure cancels without error.
    @Test func aSilentConditionCancelsWithoutError() throws {
        let q = QueueStage()
        let checked = q.wait("checked", 1)
        checked.addCondition(SilentCondition(BlockCondition(name: "online") { false }))
        try q.queue.addOperation(checked)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(checked.result == .cancelled)
        #expect(checked.startTime == nil)
    }

    @Test func negationSwapsTheAnswer() throws {
        let q = QueueStage()
        let runs = q.wait("runs", 1)
        runs.addCondition(NegatedCondition(BlockCondition(name: "busy") { false }))
        let refused = q.wait("refused", 1)
        refused.addCondition(NegatedCondition(BlockCondition(name: "busy") { true }))
        try q.queue.addOperations([runs, refused])
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(runs.result == .completed)
        #expect(refused.result == .failed(CadenceError(.invalidState, field: "condition not busy", value: "busy satisfied", expected: "busy not satisfied")))
    }

    /// A condition answering 2 s after it is asked, at 1 (when first ends):
    /// the operation starts at 3. It takes no slot meanwhile, so on this
    /// one-slot queue `other`, added after it, runs over [1, 2].
    @Test func aLateAnswerStartsTheOperationThenWithoutHoldingASlot() throws {
        let q = QueueStage()
        let first = q.wait("first", 1)
        let checked = q.wait("checked", 1)
        checked.addCondition(LaterCondition(name: "confirmed", clock: q.clock, delay: 2, result: .satisfied))
        checked.addDependency(first)
        let other = q.wait("other", 1)
        other.addDependency(first)
        try q.queue.addOperations([first, checked, other])
        try q.clock.advance(to: 1.5)
        #expect(checked.pendingCondition?.name == "confirmed")
        #expect(checked.pendingCondition?.since == 1)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(q.log.entries == [
            "start first @0", "finish first completed @1", "start other @1", "finish other completed @2",
            "start checked @3", "finish checked completed @4",
        ])
    }

    /// Dependencies: one failed (a negative duration) fails the dependent,
    /// naming it; one cancelled fails it too, or, ignoring cancellations,
    /// cancels it quietly (ProcedureKit's semantics). A failure counts before
    /// a cancellation, whatever their order.
    @Test func noFailedDependencies() throws {
        let q = QueueStage(maxConcurrent: AnimationQueue.unlimited)
        let broken = q.wait("broken", -1)
        let dropped = q.wait("dropped", 1)
        let afterBroken = q.wait("afterBroken", 1)
        afterBroken.addDependency(broken)
        afterBroken.addCondition(NoFailedDependenciesCondition())
        let afterDropped = q.wait("afterDropped", 1)
        afterDropped.addDependency(dropped)
        afterDropped.addCondition(NoFailedDependenciesCondition())
        let quiet = q.wait("quiet", 1)
        quiet.addDependency(dropped)
        quiet.addCondition(NoFailedDependenciesCondition(ignoringCancellations: true))
        let both = q.wait("both", 1)
        both.addDependency(dropped)
        both.addDependency(broken)
        both.addCondition(NoFailedDependenciesCondition(ignoringCancellations: true))
        try q.queue.addOperations([broken, dropped, afterBroken, afterDropped, quiet, both])
        try q.clock.advance(to: 0.5)
        dropped.cancel()
        try q.queue.waitUntilAllOperationsAreFinished()
        let field = "condition no failed dependencies: dependencies"
        let brokenError = CadenceError(
            .invalidState, field: field,
            value: "broken failed (duration: expected a finite number of seconds ≥ 0, got -1)",
            expected: "dependencies that completed")
        #expect(afterBroken.result == .failed(brokenError))
        #expect(afterDropped.result == .failed(CadenceError(
            .invalidState, field: field, value: "dropped was cancelled", expected: "dependencies that completed")))
        #expect(quiet.result == .cancelled)
        #expect(quiet.startTime == nil)
        #expect(both.result == .failed(brokenError))
    }

    /// A condition that never answers: the fixture's idle check names it, and
    /// a 2 s timeout still ends the operation, 2 s after the evaluation began.
    @Test func aConditionThatNeverAnswersIsReportedAndTimesOut() throws {
        let fixture = TestFixture()
        let stuck = TimedTaskOperation.wait(1, on: fixture.mainLoop)
        stuck.name = "stuck"
        stuck.addCondition(SilentForeverCondition())
        try fixture.queue.addOperation(stuck)
        try fixture.advance(to: 1)
        #expect(throws: FixtureError.self) { try fixture.checkIdle() }
        do {
            try fixture.checkIdle()
        } catch {
            #expect(error.actual == "operation 'stuck': waiting for condition never since 0")
        }
        let timed = TimedTaskOperation.wait(1, on: fixture.mainLoop)
        timed.addCondition(SilentForeverCondition())
        timed.timeout = 2
        try fixture.queue.addOperation(timed)
        try fixture.advance(to: 10)
        #expect(timed.result == .failed(CadenceError(
            .invalidState, field: "timeout", value: "not finished 2 s after it started",
            expected: "an operation that finishes within its timeout")))
        #expect(timed.startTime == nil)
        fixture.queue.cancelAllOperations()
        try fixture.advance(by: 0)
        #expect(stuck.result == .cancelled)
    }

    /// Started by Foundation's queue, or by hand, an operation evaluates its
    /// conditions itself before its work.
    @Test func startedByHandItEvaluatesItsConditionsFirst() throws {
        let q = QueueStage()
        let refused = q.wait("refused", 1)
        refused.addCondition(BlockCondition(name: "online") { false })
        let silenced = q.wait("silenced", 1)
        silenced.addCondition(SilentCondition(BlockCondition(name: "online") { false }))
        let fine = q.wait("fine", 1)
        fine.addCondition(BlockCondition { true })
        for operation in [refused, silenced, fine] { operation.start() }
        try q.clock.advance(to: 1)
        #expect(refused.result == .failed(CadenceError(.invalidState, field: "condition online", value: "false", expected: "true")))
        #expect(silenced.result == .cancelled)
        #expect(fine.result == .completed)
        #expect(fine.startTime == 0)
    }
}

/// Conditions that are not valid are refused when adding their operation.
@Suite struct ConditionRefusalTests {
    @Test func anEmptyCategoryIsRefused() throws {
        let loop = MainLoop(clock: VirtualClock())
        let queue = AnimationQueue(mainLoop: loop)
        let operation = TimedTaskOperation.wait(1, on: loop)
        operation.addCondition(BlockCondition { true })
        operation.addCondition(MutuallyExclusive(category: ""))
        #expect {
            try queue.addOperation(operation)
        } throws: { error in
            (error as? CadenceError)?.description
                == "operation.conditions[1].category: expected a category name that is not empty, got \"\""
        }
        #expect(queue.operationCount == 0)
    }
}

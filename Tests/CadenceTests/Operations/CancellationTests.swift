import Cadence
import Foundation
import Testing

/// The cancellation matrix: before start, while running with each policy,
/// after finishing, and propagation. A linear 1 s slide of position.x from 0 to
/// 100 shows 100 · t, so values at each instant are worked out by hand.
@Suite struct CancellationTests {
    private func slide() -> BasicAnimation<CGFloat> {
        BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1)
    }

    /// Records an operation's observer events with the time.
    private func record(_ operation: TimedOperation, _ q: QueueStage) -> EventLog {
        let events = EventLog()
        let clock = q.clock
        operation.addObserver { event in
            events.append("\(event) @\(CadenceTestTime.format(clock.currentTime))")
        }
        return events
    }

    /// Cancelled before it starts, an operation finishes at once, never starts
    /// and never touches its layer.
    @Test func beforeStart() throws {
        let q = QueueStage()
        let first = q.operation("first", slide())
        let second = q.operation("second", BasicAnimation(keyPath: .opacity, from: 1, to: 0, duration: 1), after: [first])
        let events = record(second, q)
        try q.queue.addOperations([first, second])
        try q.clock.advance(to: 0.5)
        second.cancel()
        try q.clock.advance(to: 2)
        #expect(q.log.entries == ["start first @0", "finish second cancelled @0.5", "finish first completed @1"])
        #expect(events.entries == [
            "didCancel @0.5", "willFinish(Cadence.OperationResult.cancelled) @0.5",
            "didFinish(Cadence.OperationResult.cancelled) @0.5",
        ])
        #expect(q.box[.opacity] == 1)
        #expect(q.box.animationKeys().isEmpty)
    }

    /// Cancelled at 0.25 s while running: the animation is removed, and the layer
    /// keeps the value the policy names: shown then (25), the end (100), or
    /// shown at the start (0). The operation finishes cancelled at that instant.
    @Test(arguments: [(CancellationPolicy.current, CGFloat(25)), (.end, 100), (.start, 0)])
    func whileRunning(policy: CancellationPolicy, kept: CGFloat) throws {
        let q = QueueStage()
        let operation = q.operation("slide", slide())
        operation.cancellationPolicy = policy
        let events = record(operation, q)
        try q.queue.addOperation(operation)
        try q.clock.advance(to: 0.25)
        #expect(q.box[.positionX] == 100)  // the model was set to the end at the start
        #expect(operation.isExecuting)
        operation.cancel()
        try q.clock.advance(to: 0.25)
        #expect(q.box[.positionX] == kept)
        #expect(q.box.presentation()[.positionX] == kept)
        #expect(q.box.animationKeys().isEmpty)
        #expect(operation.result == .cancelled)
        #expect(
            events.entries == [
                "willStart @0", "didStart @0", "didCancel @0.25",
                "willFinish(Cadence.OperationResult.cancelled) @0.25", "didFinish(Cadence.OperationResult.cancelled) @0.25",
            ])
        #expect(q.log.entries == ["start slide @0", "finish slide cancelled @0.25"])
    }

    /// Cancelled before its animation begins (a 0.5 s delay), `current` keeps what
    /// is shown in the delay: the start value under a backwards fill, else the
    /// model, which already holds the end.
    @Test(arguments: [(FillMode.backwards, CGFloat(0)), (.removed, 100)])
    func duringTheDelay(fill: FillMode, kept: CGFloat) throws {
        let q = QueueStage()
        var delayed = slide()
        delayed.beginTime = 0.5
        delayed.fillMode = fill
        let operation = q.operation("delayed", delayed)
        try q.queue.addOperation(operation)
        try q.clock.advance(to: 0.25)
        #expect(q.box.presentation()[.positionX] == kept)
        operation.cancel()
        try q.clock.advance(by: 0)
        #expect(q.box[.positionX] == kept)
        #expect(operation.result == .cancelled)
    }

    /// Cancelled from inside a main-loop job, the policy applies at once.
    @Test func fromTheMainLoop() throws {
        let q = QueueStage()
        let operation = q.operation("slide", slide())
        try q.queue.addOperation(operation)
        try q.clock.advance(to: 0.5)
        try q.stage.onMain {
            operation.cancel()
            #expect(q.box[.positionX] == 50)
        }
        #expect(operation.result == .cancelled)
    }

    /// After it finished, cancelling does nothing: the result stays completed and
    /// no event follows.
    @Test func afterFinishing() throws {
        let q = QueueStage()
        let operation = q.operation("slide", slide())
        let events = record(operation, q)
        try q.queue.addOperation(operation)
        try q.clock.advance(to: 2)
        operation.cancel()
        try q.clock.advance(to: 3)
        #expect(operation.result == .completed)
        #expect(events.entries == [
            "willStart @0", "didStart @0", "willFinish(Cadence.OperationResult.completed) @1",
            "didFinish(Cadence.OperationResult.completed) @1",
        ])
        #expect(q.box[.positionX] == 100)
    }

    /// Cancelling twice, and the completion racing the cancel, still finish once.
    @Test func finishesExactlyOnce() throws {
        let q = QueueStage()
        let operation = q.operation("slide", slide())
        let events = record(operation, q)
        try q.queue.addOperation(operation)
        try q.clock.advance(to: 1)  // due now: the completion is queued behind the cancels
        operation.cancel()
        operation.cancel()
        try q.clock.advance(to: 2)
        #expect(events.entries.filter { $0.hasPrefix("didFinish") }.count == 1)
        #expect(events.entries.filter { $0.hasPrefix("didCancel") }.isEmpty)
        #expect(operation.isFinished && !operation.isExecuting)
    }

    /// Adds `a` and `dependents`, cancels `a` half way through its 1 s, and
    /// returns the log at 5 s.
    private func cancelHalfWay(
        _ a: Operation, before dependents: [Operation], in q: QueueStage, propagating: Bool
    ) throws -> [String] {
        try q.queue.addOperations([a] + dependents)
        try q.clock.advance(to: 0.5)
        q.queue.cancel(a, propagatingToDependents: propagating)
        try q.clock.advance(to: 5)
        return q.log.entries
    }

    /// By default a cancelled operation's dependents still run, as in Foundation;
    /// cancelling with propagation cancels them all, without starting them.
    @Test(arguments: [false, true])
    func propagation(propagating: Bool) throws {
        let q = QueueStage()
        let a = q.operation("a", slide())
        let b = q.operation("b", BasicAnimation(keyPath: .opacity, from: 1, to: 0, duration: 1), after: [a])
        let c = q.operation("c", BasicAnimation(keyPath: .positionY, from: 0, to: 10, duration: 1), after: [b])
        let log = try cancelHalfWay(a, before: [b, c], in: q, propagating: propagating)
        #expect(
            log == (propagating
                ? ["start a @0", "finish a cancelled @0.5", "finish b cancelled @0.5", "finish c cancelled @0.5"]
                : [
                    "start a @0", "finish a cancelled @0.5", "start b @0.5", "finish b completed @1.5",
                    "start c @1.5", "finish c completed @2.5",
                ]))
    }

    /// Propagation reaches every dependent of a fan-out, each finishing
    /// cancelled in the order it was added; without it they all run, in that order.
    @Test(arguments: [false, true])
    func propagationThroughAFan(propagating: Bool) throws {
        let q = QueueStage()
        let a = q.operation("a", slide())
        let fan = ["b", "c", "d"].map { q.operation($0, slide(), after: [a]) }
        let log = try cancelHalfWay(a, before: fan, in: q, propagating: propagating)
        #expect(
            log == (propagating
                ? [
                    "start a @0", "finish a cancelled @0.5", "finish b cancelled @0.5", "finish c cancelled @0.5",
                    "finish d cancelled @0.5",
                ]
                : [
                    "start a @0", "finish a cancelled @0.5", "start b @0.5", "finish b completed @1.5",
                    "start c @1.5", "finish c completed @2.5", "start d @2.5", "finish d completed @3.5",
                ]))
    }

    /// `cancelAllOperations()` stops the running one and finishes the waiting ones
    /// cancelled, in the order added.
    @Test func cancelAll() throws {
        let q = QueueStage()
        let a = q.operation("a", slide())
        let b = q.operation("b", slide(), after: [a])
        let c = q.operation("c", slide())
        try q.queue.addOperations([a, b, c])
        try q.clock.advance(to: 0.5)
        q.queue.cancelAllOperations()
        try q.clock.advance(to: 1)
        #expect(
            q.log.entries == [
                "start a @0", "finish a cancelled @0.5", "finish b cancelled @0.5", "finish c cancelled @0.5",
            ])
        #expect(q.queue.operationCount == 0)
    }
}

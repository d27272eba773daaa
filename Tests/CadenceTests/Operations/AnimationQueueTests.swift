import Cadence
import Foundation
import Testing

/// The queue's own behaviour on the virtual clock: priorities, suspension,
/// concurrency, failures, plain Foundation operations, and never blocking the
/// main loop.
@Suite struct AnimationQueueTests {
    private func wait(_ seconds: Double, _ name: String, _ q: QueueStage) -> TimedTaskOperation {
        let operation = TimedTaskOperation.wait(seconds, on: q.stage.compositor.mainLoop)
        operation.name = name
        return operation
    }

    /// Ready operations start best priority first, then in the order added.
    @Test func priorities() throws {
        let q = QueueStage()
        try q.queue.addOperation(wait(1, "blocker", q))
        try q.clock.advance(by: 0)
        let cases: [(String, Operation.QueuePriority)] = [
            ("low", .low), ("normal", .normal), ("veryHigh", .veryHigh), ("normal2", .normal), ("high", .high),
        ]
        for (name, priority) in cases {
            let operation = wait(0.25, name, q)
            operation.queuePriority = priority
            try q.queue.addOperation(operation)
        }
        try q.queue.waitUntilAllOperationsAreFinished()
        let starts = q.log.entries.filter { $0.hasPrefix("start") }
        #expect(
            starts == [
                "start blocker @0", "start veryHigh @1", "start high @1.25", "start normal @1.5",
                "start normal2 @1.75", "start low @2",
            ])
    }

    /// A suspended queue starts nothing; resuming starts what is ready.
    @Test func suspension() throws {
        let q = QueueStage()
        q.queue.isSuspended = true
        try q.queue.addOperation(wait(0.5, "a", q))
        try q.clock.advance(to: 1)
        #expect(q.log.entries.isEmpty)
        #expect(q.queue.operationCount == 1)
        q.queue.isSuspended = false
        try q.clock.advance(to: 2)
        #expect(q.log.entries == ["start a @1", "finish a completed @1.5"])
    }

    /// With room for two, independent branches run together; with one, in the
    /// order added.
    @Test(arguments: [(1, ["start a @0", "finish a completed @1", "start b @1", "finish b completed @2"]),
                      (2, ["start a @0", "start b @0", "finish a completed @1", "finish b completed @1"])])
    func concurrency(limit: Int, expected: [String]) throws {
        let q = QueueStage(maxConcurrent: limit)
        try q.queue.addOperations([wait(1, "a", q), wait(1, "b", q)])
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(q.log.entries == expected)
    }

    /// An invalid animation fails its operation at start with the typed error,
    /// touching nothing; the rest of the queue keeps running.
    @Test func invalidAnimationFailsItsOperation() throws {
        let q = QueueStage()
        var bad = BasicAnimation(keyPath: .opacity, from: 1, to: 0, duration: 1)
        bad.repeatCount = -2
        let broken = q.operation("broken", bad)
        let next = q.operation("next", BasicAnimation(keyPath: .positionX, from: 0, to: 10, duration: 1), after: [broken])
        try q.queue.addOperations([broken, next])
        try q.queue.waitUntilAllOperationsAreFinished()
        guard case .failed(let error) = broken.result else {
            Issue.record("expected a failure, got \(String(describing: broken.result))")
            return
        }
        #expect(error.field == "repeatCount")
        #expect(q.box[.opacity] == 1)
        #expect(next.result == .completed)
        #expect(q.box[.positionX] == 10)
    }

    /// A layer in no compositor's tree fails the operation; it does not trap.
    @Test func layerInNoTreeFails() throws {
        let q = QueueStage()
        let loose = Layer(name: "loose")
        let operation = AnimationOperation(layer: loose, animation: BasicAnimation(keyPath: .opacity, to: 0))
        try q.queue.addOperation(operation)
        try q.clock.advance(by: 0)
        guard case .failed(let error) = operation.result else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.field == "layer")
    }

    /// An animation that repeats forever keeps its operation executing until it
    /// is cancelled.
    @Test func infiniteRepeatRunsUntilCancelled() throws {
        let q = QueueStage()
        var spin = BasicAnimation(keyPath: .transformRotationZ, from: 0, to: .pi, duration: 1)
        spin.repeatCount = .infinity
        let operation = q.operation("spin", spin)
        try q.queue.addOperation(operation)
        try q.clock.advance(to: 100)
        #expect(operation.isExecuting)
        #expect(operation.scheduledEndTime == nil)
        operation.cancel()
        try q.clock.advance(by: 0)
        #expect(operation.result == .cancelled)
    }

    /// A 10 s animation holds the queue's slot, never the main loop: other work
    /// posted to the loop runs on time.
    @Test func longAnimationNeverBlocksTheMainLoop() throws {
        let q = QueueStage()
        try q.queue.addOperation(q.operation("long", BasicAnimation(keyPath: .opacity, from: 1, to: 0, duration: 10)))
        let ran = EventLog()
        let (loop, clock) = (q.stage.compositor.mainLoop, q.clock)
        for time in [1.0, 2.5, 7.0] {
            clock.schedule(at: time) { loop.enqueue { ran.append(CadenceTestTime.format(clock.currentTime)) } }
        }
        try q.clock.advance(to: 8)
        #expect(ran.entries == ["1", "2.5", "7"])
        #expect(q.log.entries == ["start long @0"])
    }

    /// Plain Foundation operations run with Foundation's semantics: a block
    /// operation finishes when its block returns, and orders its dependents.
    @Test func plainFoundationOperations() throws {
        let q = QueueStage()
        let ran = EventLog()
        let first = BlockOperation { ran.append("first") }
        first.name = "first"
        let slide = q.operation("slide", BasicAnimation(keyPath: .positionX, from: 0, to: 10, duration: 1), after: [first])
        let last = BlockOperation { ran.append("last") }
        last.name = "last"
        last.addDependency(slide)
        try q.queue.addOperations([last, slide, first])
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(ran.entries == ["first", "last"])
        #expect(
            q.log.entries == [
                "start first @0", "finish first finished @0", "start slide @0", "finish slide completed @1",
                "start last @1", "finish last finished @1",
            ])
    }

    /// Foundation's state as an observer sees it: pending at willStart,
    /// executing from didStart to willFinish, finished at didFinish; each
    /// event once, in that order.
    @Test func foundationStateAtEachEvent() throws {
        let q = QueueStage()
        let operation = q.operation("slide", BasicAnimation(keyPath: .positionX, from: 0, to: 10, duration: 1))
        let seen = EventLog()
        operation.addObserver { [unowned operation] event in
            seen.append("\(event): executing \(operation.isExecuting), finished \(operation.isFinished)")
        }
        #expect(!operation.isExecuting && !operation.isFinished && operation.isAsynchronous)
        try q.queue.addOperation(operation)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(
            seen.entries == [
                "willStart: executing false, finished false",
                "didStart: executing true, finished false",
                "willFinish(Cadence.OperationResult.completed): executing true, finished false",
                "didFinish(Cadence.OperationResult.completed): executing false, finished true",
            ])
    }
}

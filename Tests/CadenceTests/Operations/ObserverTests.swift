import Cadence
import Foundation
import Testing

/// An operation's observers: willStart, didStart, didCancel, willFinish and
/// didFinish, each once, in that order, on the main loop; and where they fall
/// among the queue's events, the compositor's and the animation's own
/// callbacks, on the virtual clock.
@Suite struct ObserverTests {
    /// A linear 1 s slide of position.x from 0 to 100.
    private func slide() -> BasicAnimation<CGFloat> {
        BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1)
    }

    /// Logs `operation`'s events with the time, whether it is executing or
    /// finished, and how many animations the box has.
    private func record(_ operation: TimedOperation, _ q: QueueStage, into log: EventLog = EventLog()) -> EventLog {
        let (clock, box, loop) = (q.clock, q.box, q.stage.compositor.mainLoop)
        operation.addObserver { [unowned operation] event in
            let state = operation.isFinished ? "finished" : operation.isExecuting ? "executing" : "pending"
            let place = loop.isRunningJob ? "" : " (off the main loop)"
            log.append(
                "t=\(CadenceTestTime.format(clock.currentTime)) \(Self.name(event)): \(state), "
                    + "\(box.animationKeys().count) animation(s)" + place)
        }
        return log
    }

    private static func name(_ event: OperationEvent) -> String {
        switch event {
        case .willStart: "willStart"
        case .didStart: "didStart"
        case .didCancel: "didCancel"
        case .willFinish(let result): "willFinish(\(describeResult(result)))"
        case .didFinish(let result): "didFinish(\(describeResult(result)))"
        }
    }

    /// The documented order for one animation on a queue, and its dependent:
    /// the queue says enqueued, ready, started; the operation hears
    /// willStart (still pending, nothing added to the layer), the compositor
    /// commits, the operation hears didStart (executing, its animation
    /// added). At 1 s the compositor says the animation stopped, its
    /// delegate hears it, then the operation's transaction completion
    /// finishes it: willFinish (still executing), didFinish, and the queue's
    /// finished. Only then is the dependent ready, in the queue's next pass
    /// at the same instant. `completionBlock` runs elsewhere: on a global
    /// queue, after the finish, never as a main-loop job.
    @Test func anAnimationOnAQueueInOrder() throws {
        let q = QueueStage()
        let (clock, log) = (q.clock, EventLog())
        let at: @Sendable () -> String = { "t=\(CadenceTestTime.format(clock.currentTime))" }
        q.queue.addObserver { event in
            switch event {
            case .enqueued(let operation): log.append("\(at()) queue enqueued \(operation.name!)")
            case .ready(let operation): log.append("\(at()) queue ready \(operation.name!)")
            case .started(let operation): log.append("\(at()) queue started \(operation.name!)")
            case .finished(let operation): log.append("\(at()) queue finished \(operation.name!)")
            case .failed(let operation, _): log.append("\(at()) queue failed \(operation.name!)")
            }
        }
        q.stage.compositor.addObserver { event in
            switch event {
            case .committed(let added, _): log.append("\(at()) compositor committed \(added.count)")
            case .animationDidStart: log.append("\(at()) compositor animation started")
            case .animationDidStop(_, let finished): log.append("\(at()) compositor animation stopped, finished \(finished)")
            }
        }
        var animation = slide()
        animation.delegate = DelegateLog("delegate", log: log, clock: clock)
        let operation = q.operation("slide", animation)
        _ = record(operation, q, into: log)
        let after = q.operation("after", BasicAnimation(keyPath: .opacity, from: 1, to: 0, duration: 1), after: [operation])
        let completion = DispatchSemaphore(value: 0)
        let block = EventLog()
        operation.completionBlock = { [unowned operation, loop = q.stage.compositor.mainLoop] in
            block.append("finished \(operation.isFinished), on the main loop \(loop.isRunningJob)")
            completion.signal()
        }
        try q.queue.addOperations([operation, after])
        try q.clock.advance(to: 1)

        #expect(log.entries.prefix(14) == [
            "t=0 queue enqueued slide", "t=0 queue enqueued after",
            "t=0 queue ready slide", "t=0 queue started slide",
            "t=0 willStart: pending, 0 animation(s)",
            "t=0 compositor committed 1",
            "t=0 didStart: executing, 1 animation(s)",
            "t=0 compositor animation started", "delegate start @0",
            "t=1 compositor animation stopped, finished true", "delegate stop finished @1",
            "t=1 willFinish(completed): executing, 0 animation(s)",
            "t=1 didFinish(completed): finished, 0 animation(s)",
            "t=1 queue finished slide",
        ])
        #expect(log.entries.dropFirst(14) == [
            "t=1 queue ready after", "t=1 queue started after", "t=1 compositor committed 1",
            "t=1 compositor animation started",
        ])
        #expect(completion.wait(timeout: .now() + 10) == .success)
        #expect(block.entries == ["finished true, on the main loop false"])
    }

    /// Cancelled at 0.25 s while it runs: didCancel, then willFinish and
    /// didFinish cancelled, at that instant.
    @Test func cancelledWhileRunning() throws {
        let q = QueueStage()
        let operation = q.operation("slide", slide())
        let log = record(operation, q)
        try q.queue.addOperation(operation)
        try q.clock.advance(to: 0.25)
        operation.cancel()
        try q.clock.advance(to: 2)
        #expect(log.entries == [
            "t=0 willStart: pending, 0 animation(s)", "t=0 didStart: executing, 1 animation(s)",
            "t=0.25 didCancel: executing, 1 animation(s)",
            "t=0.25 willFinish(cancelled): executing, 0 animation(s)",
            "t=0.25 didFinish(cancelled): finished, 0 animation(s)",
        ])
        #expect(q.box[.positionX] == 25)
    }

    /// Cancelled before it starts: neither willStart nor didStart.
    @Test func cancelledBeforeStarting() throws {
        let q = QueueStage()
        let first = q.operation("first", slide())
        let second = q.operation("second", slide(), after: [first])
        let log = record(second, q)
        try q.queue.addOperations([first, second])
        try q.clock.advance(to: 0.5)
        second.cancel()
        try q.clock.advance(to: 2)
        #expect(log.entries == [
            "t=0.5 didCancel: pending, 1 animation(s)",
            "t=0.5 willFinish(cancelled): pending, 1 animation(s)",
            "t=0.5 didFinish(cancelled): finished, 1 animation(s)",
        ])
    }

    /// An observer of willStart that cancels the operation stops it before
    /// its work begins: no didStart, nothing added to the layer, the model
    /// untouched; the queue, which had said started, says finished.
    @Test func cancelledByAWillStartObserver() throws {
        let q = QueueStage()
        let operation = q.operation("slide", slide())
        operation.addObserver { [unowned operation] event in
            if event == .willStart { operation.cancel() }
        }
        let log = record(operation, q)
        try q.queue.addOperation(operation)
        try q.clock.advance(to: 1)
        #expect(log.entries == [
            "t=0 willStart: pending, 0 animation(s)", "t=0 didCancel: pending, 0 animation(s)",
            "t=0 willFinish(cancelled): pending, 0 animation(s)", "t=0 didFinish(cancelled): finished, 0 animation(s)",
        ])
        #expect(q.log.entries == ["start slide @0", "finish slide cancelled @0"])
        #expect(q.box[.positionX] == 0)
        #expect(operation.startTime == nil)
    }

    /// An observer that cancels on didStart causes didCancel while the
    /// observers after it have not yet heard didStart: they hear didStart
    /// first, then didCancel, then the finish, as the observers before it do.
    /// The cancel itself takes effect at once: the animation is gone before
    /// the later observers hear didStart.
    @Test func everyObserverHearsAnEventBeforeTheNext() throws {
        let q = QueueStage()
        let operation = q.operation("slide", slide())
        let before = record(operation, q)
        operation.addObserver { [unowned operation] event in
            if event == .didStart { operation.cancel() }
        }
        let after = record(operation, q)
        try q.queue.addOperation(operation)
        try q.clock.advance(to: 1)
        #expect(before.entries == [
            "t=0 willStart: pending, 0 animation(s)", "t=0 didStart: executing, 1 animation(s)",
            "t=0 didCancel: executing, 0 animation(s)", "t=0 willFinish(cancelled): executing, 0 animation(s)",
            "t=0 didFinish(cancelled): finished, 0 animation(s)",
        ])
        #expect(after.entries == [
            "t=0 willStart: pending, 0 animation(s)", "t=0 didStart: executing, 0 animation(s)",
            "t=0 didCancel: executing, 0 animation(s)", "t=0 willFinish(cancelled): executing, 0 animation(s)",
            "t=0 didFinish(cancelled): finished, 0 animation(s)",
        ])
        #expect(q.log.entries == ["start slide @0", "finish slide cancelled @0"])
        #expect(q.box[.positionX] == 0)  // the .current policy: what was shown at 0
    }

    /// Work that fails as it begins (a negative duration) still says
    /// didStart; willFinish and didFinish carry the failure.
    @Test func failedAsItsWorkBegan() throws {
        let q = QueueStage()
        let operation = q.operation("broken", BasicAnimation<CGFloat>(keyPath: .positionX, from: 0, to: 100, duration: -1))
        let log = record(operation, q)
        try q.queue.addOperation(operation)
        try q.clock.advance(to: 1)
        let error = "duration: expected a finite number ≥ 0, got -1"
        #expect(log.entries == [
            "t=0 willStart: pending, 0 animation(s)", "t=0 didStart: executing, 0 animation(s)",
            "t=0 willFinish(failed (\(error))): executing, 0 animation(s)",
            "t=0 didFinish(failed (\(error))): finished, 0 animation(s)",
        ])
    }

    /// A layer in no compositor's tree fails the operation before it starts:
    /// no willStart, no didStart.
    @Test func failedBeforeStarting() throws {
        let operation = AnimationOperation(layer: Layer(name: "loose"), animation: slide())
        let log = EventLog()
        operation.addObserver { log.append(Self.name($0)) }
        operation.start()
        #expect(log.entries == [
            "willFinish(failed (layer: expected a layer added beneath a compositor's root layer, got Layer(loose), in no compositor's tree))",
            "didFinish(failed (layer: expected a layer added beneath a compositor's root layer, got Layer(loose), in no compositor's tree))",
        ])
    }

    /// An observer of willFinish that cancels the operation changes nothing:
    /// it completes, the layer keeps the end value, no didCancel follows, and
    /// the queue hears one finish. A second cancel later does nothing either.
    @Test func aWillFinishObserverCannotCancel() throws {
        let q = QueueStage()
        let operation = q.operation("slide", slide())
        operation.cancellationPolicy = .start
        operation.addObserver { [unowned operation] event in
            if case .willFinish = event {
                operation.cancel()
                operation.cancel()
            }
        }
        let log = record(operation, q)
        try q.queue.addOperation(operation)
        try q.clock.advance(to: 2)
        operation.cancel()
        try q.clock.advance(to: 3)
        #expect(log.entries == [
            "t=0 willStart: pending, 0 animation(s)", "t=0 didStart: executing, 1 animation(s)",
            "t=1 willFinish(completed): executing, 0 animation(s)", "t=1 didFinish(completed): finished, 0 animation(s)",
        ])
        #expect(operation.result == .completed)
        #expect(operation.isCancelled)  // Foundation's flag: the cancel was asked for
        #expect(q.box[.positionX] == 100)
        #expect(q.log.entries == ["start slide @0", "finish slide completed @1"])
    }

    /// A timeout cancels a task, then its observers hear the failure: the
    /// timeout's didCancel comes before willFinish, and a willFinish observer
    /// cancelling again changes nothing.
    @Test func aTimeoutIsOneCancelThenOneFailure() throws {
        let q = QueueStage()
        let task = TimedTaskOperation.wait(2, on: q.stage.compositor.mainLoop)
        task.name = "task"
        task.timeout = 0.5
        task.addObserver { [unowned task] event in
            if case .willFinish = event { task.cancel() }
        }
        let log = record(task, q)
        try q.queue.addOperation(task)
        try q.clock.advance(to: 3)
        let error = "timeout: expected an operation that finishes within its timeout, got not finished 0.5 s after it started"
        #expect(log.entries == [
            "t=0 willStart: pending, 0 animation(s)", "t=0 didStart: executing, 0 animation(s)",
            "t=0.5 didCancel: executing, 0 animation(s)",
            "t=0.5 willFinish(failed (\(error))): executing, 0 animation(s)",
            "t=0.5 didFinish(failed (\(error))): finished, 0 animation(s)",
        ])
    }

    /// Observers run on the main loop even when `cancel()` and the adding
    /// come from another thread.
    @Test func fromAnotherThreadOnTheMainLoop() throws {
        let q = QueueStage()
        let operation = q.operation("slide", slide())
        let log = record(operation, q)
        let added = DispatchSemaphore(value: 0)
        Thread {
            try? q.queue.addOperation(operation)
            added.signal()
        }.start()
        #expect(added.wait(timeout: .now() + 10) == .success)
        try q.clock.advance(to: 0.5)
        let cancelled = DispatchSemaphore(value: 0)
        Thread {
            operation.cancel()
            cancelled.signal()
        }.start()
        #expect(cancelled.wait(timeout: .now() + 10) == .success)
        try q.clock.advance(to: 0.5)
        #expect(log.entries == [
            "t=0 willStart: pending, 0 animation(s)", "t=0 didStart: executing, 1 animation(s)",
            "t=0.5 didCancel: executing, 1 animation(s)",
            "t=0.5 willFinish(cancelled): executing, 0 animation(s)",
            "t=0.5 didFinish(cancelled): finished, 0 animation(s)",
        ])
    }
}

import Cadence
import Dispatch
import Foundation
import Testing

/// `AnimationQueue.waitUntilAllOperationsAreFinished`: where it may not be
/// called, how far it advances a virtual clock, and its timeout, on both clocks.
///
/// The host-clock tests wait on semaphores with a generous timeout (never a
/// fixed sleep), so a wait that deadlocks records an issue instead of hanging.
@Suite struct WaitingTests {
    /// How long a host-clock test waits for something that takes milliseconds.
    private static let patience = 5.0

    // MARK: Where it may be called

    /// On a host clock the main loop runs on the clock's queue, so work the
    /// clock runs there (a `schedule` callback, not a loop job) would deadlock
    /// waiting for an operation whose end that same queue must deliver. It
    /// throws instead; the 50 ms wait then finishes on its own.
    @Test func fromTheHostClocksQueueThrows() throws {
        let clock = HostClock(label: "test.waiting.host")
        let loop = MainLoop(clock: clock)
        let queue = AnimationQueue(mainLoop: loop)
        let pause = TimedTaskOperation.wait(0.05, on: loop)
        pause.name = "pause"
        let finished = DispatchSemaphore(value: 0)
        queue.addObserver { event in
            if case .finished = event { finished.signal() }
        }
        try queue.addOperation(pause)

        let caught = ErrorBox()
        let done = DispatchSemaphore(value: 0)
        clock.schedule(at: clock.currentTime) {
            do {
                try queue.waitUntilAllOperationsAreFinished()
            } catch {
                caught.set(error)
            }
            done.signal()
        }
        guard done.wait(timeout: .now() + Self.patience) == .success else {
            Issue.record("the wait on the host clock's queue deadlocked")
            return
        }
        let error = try #require(caught.value)
        #expect(error.code == .invalidState)
        #expect(
            error.description
                == "waitUntilAllOperationsAreFinished(): expected a call from another thread (the main loop runs on "
                + "that queue, so waiting there would deadlock it), got a call from the host clock's queue")

        #expect(finished.wait(timeout: .now() + Self.patience) == .success)
        #expect(pause.result == .completed)
    }

    /// The same from any block on a queue given to ``HostClock/init(queue:)``,
    /// and with a timeout, which could only run out there.
    @Test func fromAGivenQueueThrows() throws {
        let dispatchQueue = DispatchQueue(label: "test.waiting.given")
        let clock = HostClock(queue: dispatchQueue)
        let loop = MainLoop(clock: clock)
        let queue = AnimationQueue(mainLoop: loop)
        try queue.addOperation(TimedTaskOperation.wait(0.05, on: loop))

        let caught = ErrorBox()
        let done = DispatchSemaphore(value: 0)
        dispatchQueue.async {
            do {
                _ = try queue.waitUntilAllOperationsAreFinished(timeout: 0.01)
            } catch {
                caught.set(error)
            }
            done.signal()
        }
        guard done.wait(timeout: .now() + Self.patience) == .success else {
            Issue.record("the wait on the host clock's queue did not return")
            return
        }
        let error = try #require(caught.value)
        #expect(error.field == "waitUntilAllOperationsAreFinished(timeout:)")
        #expect(error.value == "a call from the host clock's queue")
        #expect(try queue.waitUntilAllOperationsAreFinished(timeout: Self.patience) == .success)
    }

    // MARK: The virtual clock's steps

    /// A task that simply ends late is told apart from one that never ends:
    /// stopped by `maximumSteps` while the clock still has work due, the wait
    /// says the operation is not yet finished, where it stopped and what is next.
    ///
    /// Steps: 1 at t = 0 (the queue's pass starts the task), then one per
    /// frame at k / 4 s; after 10 steps the clock reads 9 / 4 = 2.25 and the
    /// next frame is due at 2.5.
    @Test func stepLimitWithWorkStillDueSaysNotYetFinished() throws {
        let q = QueueStage()
        let reports = EventLog()
        let task = TimedTaskOperation(duration: 10, framesPerSecond: 4, on: q.stage.compositor.mainLoop) { progress in
            reports.append("\(progress)")
        }
        task.name = "long"
        try q.queue.addOperation(task)

        let error = try #require(throws: CadenceError.self) { try q.queue.waitUntilAllOperationsAreFinished(maximumSteps: 10) }
        #expect(error.code == .invalidState)
        #expect(
            error.description
                == "waitUntilAllOperationsAreFinished(): expected operations that finish within maximumSteps = 10 steps "
                + "(pass more to wait longer), got 1 operation not yet finished (long) when the wait stopped after 10 "
                + "steps at t = 2.25 (the clock's next work is due at t = 2.5)")
        #expect(q.clock.currentTime == 2.25)
        #expect(reports.entries.count == 9)

        // It was only late: waiting on finishes it at 10 s, 39 frames and the end.
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(q.clock.currentTime == 10)
        #expect(task.result == .completed)
        #expect(reports.entries.count == 40)
    }

    /// A long case: a 20,000 s task reporting at 64 frames per second
    /// (a rate whose grid is exact in binary, so t prints exactly) needs
    /// 1,280,001 steps. The default 1,000,000 stops it at frame 999,999, t =
    /// 999,999 / 64 = 15624.984375, not yet finished; a larger limit finishes it.
    @Test func defaultStepLimitStopsALongTaskAsNotYetFinished() throws {
        let q = QueueStage()
        let frames = Frames()
        let task = TimedTaskOperation(duration: 20_000, framesPerSecond: 64, on: q.stage.compositor.mainLoop) { _ in
            frames.count += 1
        }
        task.name = "long"
        try q.queue.addOperation(task)

        let error = try #require(throws: CadenceError.self) { try q.queue.waitUntilAllOperationsAreFinished() }
        #expect(
            error.value
                == "1 operation not yet finished (long) when the wait stopped after 1000000 steps at t = 15624.984375 "
                + "(the clock's next work is due at t = 15625)")
        #expect(error.expected.contains("maximumSteps = 1000000"))
        #expect(frames.count == 999_999)

        try q.queue.waitUntilAllOperationsAreFinished(maximumSteps: 280_001)
        #expect(q.clock.currentTime == 20_000)
        #expect(task.result == .completed)
        #expect(frames.count == 1_280_000)
    }

    /// With nothing left to run on the clock, the operations never finish: an
    /// endless animation holds the queue's one slot, so the nine waits behind
    /// it never start. The message names eight and counts the rest, and says
    /// when the clock ran dry (the animation starts at its commit at t = 0).
    @Test func nothingLeftOnTheClockSaysNeverFinishes() throws {
        let q = QueueStage()
        var spin = BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1)
        spin.repeatCount = .infinity
        let endless = q.operation("endless", spin)
        let waits = (1 ... 9).map { index in
            let wait = TimedTaskOperation.wait(1, on: q.stage.compositor.mainLoop)
            wait.name = "w\(index)"
            return wait
        }
        try q.queue.addOperations([endless] + waits)

        let error = try #require(throws: CadenceError.self) { try q.queue.waitUntilAllOperationsAreFinished() }
        #expect(
            error.description
                == "waitUntilAllOperationsAreFinished(): expected operations that finish once their time has passed, "
                + "got 10 operations that never finish (endless, w1, w2, w3, w4, w5, w6, w7, and 2 more): nothing is "
                + "left to run on the clock at t = 0")

        q.queue.cancelAllOperations()
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(q.queue.operationCount == 0)
    }

    /// One operation is one, not "1 operations".
    @Test func oneOperationThatNeverFinishes() throws {
        let q = QueueStage()
        var spin = BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1)
        spin.repeatCount = .infinity
        try q.queue.addOperation(q.operation("endless", spin))
        try q.clock.advance(to: 3)

        let error = try #require(throws: CadenceError.self) { try q.queue.waitUntilAllOperationsAreFinished() }
        #expect(error.value == "1 operation that never finishes (endless): nothing is left to run on the clock at t = 3")
    }

    /// A negative limit is refused before anything runs.
    @Test func negativeLimitsAreRefused() throws {
        let q = QueueStage()
        try q.queue.addOperation(TimedTaskOperation.wait(1, on: q.stage.compositor.mainLoop))
        let steps = try #require(throws: CadenceError.self) { try q.queue.waitUntilAllOperationsAreFinished(maximumSteps: -1) }
        #expect(steps.description == "maximumSteps: expected a number of steps ≥ 0, got -1")
        let timeout = try #require(throws: CadenceError.self) { _ = try q.queue.waitUntilAllOperationsAreFinished(timeout: -1) }
        #expect(
            timeout.description
                == "timeout: expected a finite number of seconds ≥ 0 (waitUntilAllOperationsAreFinished() waits "
                + "without one), got -1")
        let nan = try #require(throws: CadenceError.self) { _ = try q.queue.waitUntilAllOperationsAreFinished(timeout: .nan) }
        #expect(nan.value == "nan")
        #expect(q.clock.currentTime == 0)
        #expect(q.queue.operationCount == 1)
    }

    // MARK: A timeout on the virtual clock

    /// The timeout is virtual time: a 10 s wait is not over 2.5 s from now, and
    /// the clock reads exactly 2.5; waiting again with room to spare stops at
    /// its end, 10, not at 2.5 + 10.
    @Test func virtualTimeoutAdvancesAtMostThatFar() throws {
        let q = QueueStage()
        let pause = TimedTaskOperation.wait(10, on: q.stage.compositor.mainLoop)
        pause.name = "pause"
        try q.queue.addOperation(pause)

        #expect(try q.queue.waitUntilAllOperationsAreFinished(timeout: 2.5) == .timedOut)
        #expect(q.clock.currentTime == 2.5)
        #expect(pause.isExecuting)

        #expect(try q.queue.waitUntilAllOperationsAreFinished(timeout: 10) == .success)
        #expect(q.clock.currentTime == 10)
        #expect(q.log.entries == ["start pause @0", "finish pause completed @10"])

        // Nothing left: success at once, and the clock stays put.
        #expect(try q.queue.waitUntilAllOperationsAreFinished(timeout: 1) == .success)
        #expect(q.clock.currentTime == 10)
    }

    /// An endless animation leaves nothing on the clock: the timeout still
    /// takes its whole time, as it would on a real clock, and is no error.
    @Test func virtualTimeoutOnAnEndlessAnimation() throws {
        let q = QueueStage()
        var spin = BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1)
        spin.repeatCount = .infinity
        let endless = q.operation("endless", spin)
        try q.queue.addOperation(endless)
        try q.clock.advance(to: 0.25)

        #expect(try q.queue.waitUntilAllOperationsAreFinished(timeout: 2) == .timedOut)
        #expect(q.clock.currentTime == 2.25)
        #expect(endless.isExecuting)
        #expect(q.box.presentation()[.position].x == 25)
    }

    /// Steps that run out before the timeout are an error, as without one, under
    /// the timed variant's name: 4 steps of a 4 fps task reach t = 0.75.
    @Test func virtualTimeoutWithTooFewSteps() throws {
        let q = QueueStage()
        let task = TimedTaskOperation(duration: 10, framesPerSecond: 4, on: q.stage.compositor.mainLoop) { _ in }
        task.name = "long"
        try q.queue.addOperation(task)

        let error = try #require(throws: CadenceError.self) {
            _ = try q.queue.waitUntilAllOperationsAreFinished(timeout: 5, maximumSteps: 4)
        }
        #expect(error.field == "waitUntilAllOperationsAreFinished(timeout:)")
        #expect(
            error.value
                == "1 operation not yet finished (long) when the wait stopped after 4 steps at t = 0.75 (the clock's "
                + "next work is due at t = 1)")
    }

    // MARK: A timeout on the host clock

    /// Waiting on an endless animation with a timeout of 0.2 s returns
    /// `.timedOut` no sooner than 0.2 s and well within 5 s; cancelled, the
    /// animation's operation finishes and the next wait succeeds.
    @Test func hostTimeoutOnAnEndlessAnimation() throws {
        let clock = HostClock(label: "test.waiting.timeout")
        let compositor = Compositor(clock: clock)
        let box = Layer(name: "box")
        compositor.rootLayer.addSublayer(box)
        let queue = AnimationQueue(mainLoop: compositor.mainLoop)
        var spin = BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1)
        spin.repeatCount = .infinity
        let endless = AnimationOperation(layer: box, animation: spin)
        endless.name = "endless"
        try queue.addOperation(endless)

        let started = ContinuousClock.now
        let result = try queue.waitUntilAllOperationsAreFinished(timeout: 0.2)
        let elapsed = ContinuousClock.now - started
        #expect(result == .timedOut)
        #expect(elapsed >= .milliseconds(200), "returned after \(elapsed)")
        #expect(elapsed < .seconds(Self.patience), "returned after \(elapsed)")
        #expect(queue.operations.map(\.name) == ["endless"])

        endless.cancel()
        #expect(try queue.waitUntilAllOperationsAreFinished(timeout: Self.patience) == .success)
        #expect(endless.result == .cancelled)
        #expect(queue.operationCount == 0)
    }

    /// Work that ends before the timeout returns `.success` once it has, not
    /// when the timeout runs out.
    @Test func hostTimeoutWhenTheWorkEndsFirst() throws {
        let clock = HostClock(label: "test.waiting.success")
        let loop = MainLoop(clock: clock)
        let queue = AnimationQueue(mainLoop: loop)
        let pause = TimedTaskOperation.wait(0.05, on: loop)
        try queue.addOperation(pause)

        let started = ContinuousClock.now
        #expect(try queue.waitUntilAllOperationsAreFinished(timeout: 30) == .success)
        let elapsed = ContinuousClock.now - started
        #expect(elapsed < .seconds(Self.patience), "returned after \(elapsed)")
        #expect(pause.result == .completed)
    }
}

/// A frame count the virtual clock's thread alone touches.
private final class Frames: @unchecked Sendable {
    var count = 0
}

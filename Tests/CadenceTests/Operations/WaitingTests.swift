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
}

/// The first error a `@Sendable` closure caught.
private final class ErrorBox: @unchecked Sendable {
    private let lock = NSLock()
    private var error: CadenceError?

    func set(_ error: any Error) {
        lock.lock()
        if self.error == nil { self.error = error as? CadenceError }
        lock.unlock()
    }

    var value: CadenceError? {
        lock.lock()
        defer { lock.unlock() }
        return error
    }
}

import Dispatch

/// Monotonic real time: the clock for apps and for measuring.
///
/// ``currentTime`` reads the platform's monotonic clock (on Apple platforms the
/// one `CACurrentMediaTime()` reads). Scheduled work runs on the clock's own
/// serial dispatch queue, in order of deadline, as soon as the system wakes it
/// after the deadline; how late that is, under load, is what ``FrameTicker`` and
/// the jitter harness measure.
///
/// ```swift
/// let clock = HostClock()
/// let compositor = Compositor(clock: clock)
/// ```
public final class HostClock: MediaClock, Sendable {
    private let queue: DispatchQueue
    /// Marks ``queue`` as this clock's, so ``isOnQueue`` can tell that the
    /// caller is running on it. One key per clock: two clocks sharing a queue
    /// each mark it with their own.
    private let queueMark = QueueMark()

    /// A century, in seconds: deadlines further ahead never run (and would
    /// overflow Dispatch's nanosecond arithmetic).
    static let longestDelay: Double = 100 * 365.25 * 86_400

    /// A clock whose work runs on a new serial queue with the given label.
    public init(label: String = "Cadence.HostClock") {
        queue = DispatchQueue(label: label, qos: .userInteractive)
        queue.setSpecific(key: queueMark.key, value: true)
    }

    /// A clock whose work runs on `queue`, which must be serial: on Apple
    /// platforms `DispatchQueue.main` puts a ``MainLoop`` on the main thread;
    /// a harness passes a queue of its own so that other work it puts there
    /// (a `DispatchSourceTimer`, a load) competes with the loop's jobs.
    public init(queue: DispatchQueue) {
        self.queue = queue
        queue.setSpecific(key: queueMark.key, value: true)
    }

    /// Unmarks the queue, which may outlive the clock (a queue given to
    /// ``init(queue:)``), so a later key at the same address cannot take it
    /// for its own.
    deinit {
        queue.setSpecific(key: queueMark.key, value: nil)
    }

    /// Whether the caller runs on the clock's queue (in work it scheduled, or in
    /// any other block on that queue or on a queue that targets it): there,
    /// blocking until the clock's work has run would deadlock.
    var isOnQueue: Bool {
        DispatchQueue.getSpecific(key: queueMark.key) == true
    }

    public var currentTime: Double { MonotonicTime.now() }

    /// Runs `work` on the clock's queue once the deadline has passed. Like any
    /// ``MediaClock``, an infinite or NaN deadline never runs; so does one more
    /// than a century ahead.

    @discardableResult
    public func schedule(at deadline: Double, label: String, _ work: @escaping @Sendable () -> Void) -> ScheduledWork {
        let scheduled = ScheduledWork(deadline: deadline, label: label, work: work)
        guard deadline.isFinite else { return scheduled }
        let delay = deadline - currentTime
        if delay <= 0 {
            queue.async { scheduled.run() }
        } else if delay < Self.longestDelay {
            queue.asyncAfter(deadline: .now() + .nanoseconds(Int(delay * 1e9))) { scheduled.run() }
        }
        // Further ahead than any process lives: like an infinite deadline, never.
        return scheduled
    }
}

/// A key for marking a dispatch queue, `Sendable` on every platform (Linux's
/// Dispatch declares `DispatchSpecificKey` so; not every SDK does). The key is
/// immutable and only ever compared by identity.
private struct QueueMark: @unchecked Sendable {
    let key = DispatchSpecificKey<Bool>()
}

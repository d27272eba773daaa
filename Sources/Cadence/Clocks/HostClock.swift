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

    /// A century, in seconds: deadlines further ahead never run (and would
    /// overflow Dispatch's nanosecond arithmetic).
    static let longestDelay: Double = 100 * 365.25 * 86_400

    /// A clock whose work runs on a new serial queue with the given label.
    public init(label: String = "Cadence.HostClock") {
        queue = DispatchQueue(label: label, qos: .userInteractive)
    }

    /// A clock whose work runs on `queue`, which must be serial: on Apple
    /// platforms `DispatchQueue.main` puts a ``MainLoop`` on the main thread;
    /// a harness passes a queue of its own so that other work it puts there
    /// (a `DispatchSourceTimer`, a load) competes with the loop's jobs.
    public init(queue: DispatchQueue) {
        self.queue = queue
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

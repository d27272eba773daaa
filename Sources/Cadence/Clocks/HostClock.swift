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

    /// A clock whose work runs on a new serial queue with the given label.
    public init(label: String = "Cadence.HostClock") {
        queue = DispatchQueue(label: label, qos: .userInteractive)
    }

    public var currentTime: Double { MonotonicTime.now() }

    @discardableResult
    public func schedule(at deadline: Double, _ work: @escaping @Sendable () -> Void) -> ScheduledWork {
        let scheduled = ScheduledWork(deadline: deadline, work: work)
        guard deadline.isFinite else { return scheduled }
        let delay = deadline - currentTime
        if delay <= 0 {
            queue.async { scheduled.run() }
        } else {
            queue.asyncAfter(deadline: .now() + .nanoseconds(Int(delay * 1e9))) { scheduled.run() }
        }
        return scheduled
    }
}

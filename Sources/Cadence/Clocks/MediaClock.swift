/// A source of time that can wake work at a deadline: what every part of
/// Cadence reads time from.
///
/// Time is seconds as a `Double`, like Core Animation's `CACurrentMediaTime()`.
/// Two clocks ship with Cadence:
///
/// - ``VirtualClock`` moves only when you advance it, and runs due work in a
///   documented order, the same on every run: for tests and scenario files.
/// - ``HostClock`` is monotonic real time: for apps and for measuring.
///
/// Everything above the clocks (the ``MainLoop``, the ``Compositor``, layers and
/// transactions) takes a clock and has one code path for both.
public protocol MediaClock: AnyObject, Sendable {
    /// The current time, in seconds.
    var currentTime: Double { get }

    /// Runs `work` once ``currentTime`` has reached `deadline`; a deadline that
    /// has passed runs on the clock's next turn. Work scheduled for an infinite
    /// or NaN deadline never runs.
    ///
    /// - Parameters:
    ///   - deadline: When to run it, in the clock's seconds.
    ///   - label: What the work is, for people: a ``VirtualClock`` lists the
    ///     labels of its ``VirtualClock/pendingWork``, so a test that cannot go
    ///     idle can say what keeps it busy.
    ///   - work: What to run.
    /// - Returns: A handle that can cancel the work before it runs.
    @discardableResult
    func schedule(at deadline: Double, label: String, _ work: @escaping @Sendable () -> Void) -> ScheduledWork
}

extension MediaClock {
    /// Runs `work` once ``currentTime`` has reached `deadline`, with no label;
    /// see ``schedule(at:label:_:)``.
    @discardableResult
    public func schedule(at deadline: Double, _ work: @escaping @Sendable () -> Void) -> ScheduledWork {
        schedule(at: deadline, label: "", work)
    }
}

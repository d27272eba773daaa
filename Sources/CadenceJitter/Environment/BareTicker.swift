import Cadence
import Foundation

/// The control measurement: a thread that does nothing but sleep until each
/// instant of a fixed grid and note how late it woke.
///
/// Whatever lateness a bare ticker sees comes from the platform (the kernel's
/// timers and scheduler, the hypervisor, other processes), not from any queue
/// or run loop above it. The jitter harness runs one beside every strategy it
/// measures, so a strategy's lateness can be told apart from the machine's,
/// and the jitter-floor benchmark compares it with `cyclictest`, which
/// measures the same thing in C.
///
/// ```swift
/// let result = try BareTicker.measure(framesPerSecond: 60, duration: 20)
/// print(result.raw.summary!)        // count 1200, min 52.1 µs, …, max 310 µs
/// print(result.missedDeadlines)     // 0
/// ```
///
/// The wake-ups lie on the grid `t₀ + k · period` of the monotonic clock
/// Cadence's `HostClock` reads, `t₀` being the instant the thread starts: on
/// Linux each is an absolute `clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME)`,
/// on Apple platforms `mach_wait_until`. Lateness therefore never accumulates
/// from re-arming, and a wake-up that comes after several grid instants skips
/// to the first one still ahead, counting the others in
/// ``Result/missedDeadlines``.
///
/// A ticker runs once: ``start()`` starts it, ``stop()`` ends it and returns
/// the ``Result``.
public final class BareTicker: Sendable {
    /// What a bare ticker measured: the lateness of every wake-up after its
    /// grid instant, in integer nanoseconds, raw and corrected for
    /// coordinated omission.
    public struct Result: Equatable, Sendable {
        /// One lateness per wake-up that was not early: ``wakeUps`` −
        /// ``earlyWakeUps`` values.
        public var raw: LatencyHistogram
        /// ``raw`` with each wake-up also recorded by
        /// ``LatencyHistogram/recordCorrected(_:expectedInterval:)`` at the
        /// ticker's period: a wake-up 3½ periods late adds the latenesses the
        /// grid instants it swallowed would have had.
        public var corrected: LatencyHistogram
        /// The number of times the thread woke from a sleep until a grid instant.
        public var wakeUps: Int
        /// Grid instants skipped because the thread woke after them as well
        /// as after the one it slept until.
        public var missedDeadlines: Int
        /// Wake-ups before their grid instant. Zero on a correct platform:
        /// absolute sleeps never return early; early ones are counted here
        /// and not recorded in the histograms.
        public var earlyWakeUps: Int

        /// A result with the given histograms and counts.
        public init(
            raw: LatencyHistogram, corrected: LatencyHistogram, wakeUps: Int, missedDeadlines: Int,
            earlyWakeUps: Int
        ) {
            self.raw = raw
            self.corrected = corrected
            self.wakeUps = wakeUps
            self.missedDeadlines = missedDeadlines
            self.earlyWakeUps = earlyWakeUps
        }
    }

    /// The rates a bare ticker accepts, in wake-ups per second.
    public static let rates: ClosedRange<Double> = 1...10_000

    /// The longest ``measure(framesPerSecond:duration:)`` accepts: a day, in seconds.
    public static let longestDuration: Double = 86_400

    /// The rate of the grid, in wake-ups per second.
    public let framesPerSecond: Double
    /// Nanoseconds between grid instants: `1e9 / framesPerSecond`, rounded
    /// (16,666,667 at 60 Hz).
    public let periodNanoseconds: Int64

    private let shared: LockedBox<State>
    /// Entered when the thread starts, left when it ends.
    private let finished = DispatchGroup()

    /// A ticker waking `framesPerSecond` times a second (any rate in
    /// ``rates``). It does nothing until ``start()``.
    ///
    /// - Throws: `CadenceError` naming `framesPerSecond` when the rate is
    ///   not a finite number in ``rates``.
    public init(framesPerSecond: Double) throws(CadenceError) {
        try CadenceError.check(
            framesPerSecond, "framesPerSecond", in: Self.rates, expected: "a rate in 1 ... 10000 wake-ups per second")
        self.framesPerSecond = framesPerSecond
        periodNanoseconds = Int64((1e9 / framesPerSecond).rounded())
        shared = LockedBox(State(result: try Self.emptyResult()))
    }

    deinit {
        // Ends the thread without waiting for it; its result is dropped.
        shared.withLock { $0.isStopping = true }
    }

    /// Starts the ticker's thread, at user-interactive quality of service.
    /// Does nothing if the ticker has been started or stopped before.
    public func start() {
        let shouldStart = shared.withLock { state in
            guard !state.hasStarted, !state.isStopping else { return false }
            state.hasStarted = true
            // Under the lock, so a concurrent stop() waits for the thread.
            self.finished.enter()
            return true
        }
        guard shouldStart else { return }
        let (shared, finished, period) = (self.shared, self.finished, periodNanoseconds)
        let thread = Thread {
            Self.run(shared: shared, period: period)
            finished.leave()
        }
        thread.name = "CadenceJitter.BareTicker"
        thread.qualityOfService = .userInteractive
        thread.start()
    }

    /// Stops the ticker and returns what it measured, once its thread has
    /// ended: within one period, or 50 ms for periods longer than that.
    ///
    /// Calling it again returns the same result; calling it before
    /// ``start()`` returns empty histograms, and the ticker can no longer
    /// start.
    public func stop() -> Result {
        shared.withLock { $0.isStopping = true }
        finished.wait()
        return shared.withLock { $0.result }
    }

    /// Runs a ticker at `framesPerSecond` for `duration` seconds, blocking the
    /// calling thread, and returns its result.
    ///
    /// - Throws: `CadenceError` naming `framesPerSecond` when the rate is
    ///   outside ``rates``, or `duration` when it is not a finite number in
    ///   0 ... ``longestDuration``.
    public static func measure(framesPerSecond: Double, duration: Double) throws(CadenceError) -> Result {
        let ticker = try BareTicker(framesPerSecond: framesPerSecond)
        guard duration.isFinite, (0...longestDuration).contains(duration) else {
            throw CadenceError(
                .invalidValue, field: "duration", value: CadenceError.describe(duration),
                expected: "a number of seconds in 0 ... 86400")
        }
        ticker.start()
        Thread.sleep(forTimeInterval: duration)
        return ticker.stop()
    }

    // MARK: - The thread

    /// The longest single sleep, so a stopped ticker's thread ends promptly
    /// whatever its period. Periods up to this long sleep once per grid instant.
    static let longestSleep: Int64 = 50_000_000

    private static func emptyResult() throws(CadenceError) -> Result {
        Result(
            raw: try LatencyHistogram(), corrected: try LatencyHistogram(), wakeUps: 0, missedDeadlines: 0,
            earlyWakeUps: 0)
    }

    private static func run(shared: LockedBox<State>, period: Int64) {
        var result = shared.withLock { $0.result }
        // Copy the histograms now, not at the first wake-up, and fault their
        // counters in: `reset()` writes every one.
        result.raw.reset()
        result.corrected.reset()
        defer { shared.withLock { $0.result = result } }

        let start = MonotonicTime.nanoseconds()
        var index: Int64 = 1
        while true {
            let instant = start + index * period
            // Sleep straight to the instant unless it is further than
            // `longestSleep` ahead; then in slices, checking for a stop.
            while instant - MonotonicTime.nanoseconds() > longestSleep {
                if shared.withLock({ $0.isStopping }) { return }
                MonotonicTime.sleep(untilNanoseconds: MonotonicTime.nanoseconds() + longestSleep)
            }
            MonotonicTime.sleep(untilNanoseconds: instant)
            let woke = MonotonicTime.nanoseconds()
            if shared.withLock({ $0.isStopping }) { return }

            result.wakeUps += 1
            let lateness = woke - instant
            if lateness < 0 {
                result.earlyWakeUps += 1
            } else {
                result.raw.record(lateness)
                result.corrected.recordCorrected(lateness, expectedInterval: period)
            }
            // The next grid instant still ahead, after the time spent recording.
            let ahead = (MonotonicTime.nanoseconds() - start) / period + 1
            let next = max(index + 1, ahead)
            result.missedDeadlines += Int(next - index - 1)
            index = next
        }
    }

    /// What the ticker's thread and its callers share, behind a lock.
    private struct State {
        var hasStarted = false
        var isStopping = false
        var result: Result
    }
}

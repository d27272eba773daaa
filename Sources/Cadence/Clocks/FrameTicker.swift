import Foundation

/// A display-link-like ticker: calls back once per frame at a chosen rate, on a
/// thread of its own, with each frame's timestamps (`CADisplayLink`'s model).
///
/// Frames lie on a fixed grid, `start + k · period`, so lateness never
/// accumulates from re-arming. A callback that overruns does not queue up
/// frames: the ticker skips to the next grid point after it returns, and the
/// gap shows in ``Frame/index``.
///
/// ```swift
/// let ticker = try FrameTicker(framesPerSecond: 120) { frame in
///     let values = layer.presentation(at: frame.targetTimestamp)
///     // draw `values`
/// }
/// ticker.start()
/// // …
/// ticker.invalidate()
/// ```
public final class FrameTicker: Sendable {
    /// One frame: when it was due, when the next one will show, and when the
    /// callback actually ran.
    public struct Frame: Hashable, Sendable {
        /// The frame's number on the grid: 1 for the first frame after ``FrameTicker/start()``.
        /// A jump of more than 1 between callbacks means frames were skipped.
        public var index: Int
        /// The grid instant this frame is for: the vsync that just passed.
        public var timestamp: Double
        /// The next grid instant: when what is prepared now will be shown.
        /// Present values for this time (`CADisplayLink.targetTimestamp`).
        public var targetTimestamp: Double
        /// When the callback actually started, by the same clock.
        public var callbackTime: Double

        /// How late the callback started after its grid instant, in seconds.
        public var lateness: Double { callbackTime - timestamp }
    }

    private struct State {
        var isRunning = false
        var isInvalidated = false
    }

    /// The rate frames are produced at.
    public let framesPerSecond: Double
    /// Seconds between frames: `1 / framesPerSecond`.
    public var period: Double { 1 / framesPerSecond }

    private let clock: HostClock
    private let callback: @Sendable (Frame) -> Void
    private let state = LockedBox(State())

    /// The rates a ticker accepts: a frame at least every 1000 s, at most every µs.
    public static let rates: ClosedRange<Double> = 0.001...1_000_000

    /// Throws unless `framesPerSecond` is in ``rates``, naming the field.
    static func checkRate(_ framesPerSecond: Double) throws(CadenceError) {
        try CadenceError.check(
            framesPerSecond, "framesPerSecond", in: rates, expected: "a rate in 0.001 ... 1000000 frames per second")
    }

    /// A ticker at `framesPerSecond` (60, 120, or any rate in ``rates``), reading
    /// `clock`. It does nothing until ``start()``.
    ///
    /// - Throws: ``CadenceError`` when the rate is outside ``rates``.
    public init(
        framesPerSecond: Double, clock: HostClock = HostClock(),
        callback: @escaping @Sendable (Frame) -> Void
    ) throws(CadenceError) {
        try Self.checkRate(framesPerSecond)
        self.framesPerSecond = framesPerSecond
        self.clock = clock
        self.callback = callback
    }

    deinit {
        invalidate()
    }

    /// Whether the ticker's thread is producing frames.
    public var isRunning: Bool { state.withLock { $0.isRunning } }

    /// Starts producing frames on a new thread. Does nothing if it is running or
    /// has been invalidated.
    public func start() {
        start(at: clock.currentTime)
    }

    /// Starts producing frames on a new thread, on the grid `origin + k · period`
    /// (k = 1, 2, …) of the ticker's clock: how a harness lines several tickers
    /// up with one timeline. An origin that is not finite means now. Does
    /// nothing if it is running or has been invalidated.
    public func start(at origin: Double) {
        let origin = origin.isFinite ? origin : clock.currentTime
        let shouldStart = state.withLock { state in
            guard !state.isRunning, !state.isInvalidated else { return false }
            state.isRunning = true
            return true
        }
        guard shouldStart else { return }
        let (state, clock, callback, period) = (self.state, self.clock, self.callback, self.period)
        let thread = Thread {
            Self.run(state: state, clock: clock, origin: origin, period: period, callback: callback)
        }
        thread.name = "Cadence.FrameTicker"
        thread.qualityOfService = .userInteractive
        thread.start()
    }

    /// Stops the ticker for good; a callback in progress finishes first. Safe to
    /// call from the callback itself.
    public func invalidate() {
        state.withLock { state in
            state.isInvalidated = true
            state.isRunning = false
        }
    }

    private static func run(
        state: LockedBox<State>, clock: HostClock, origin start: Double, period: Double,
        callback: @Sendable (Frame) -> Void
    ) {
        var index = 1
        while true {
            let timestamp = start + Double(index) * period
            // Sleep in slices of at most 10 ms, so an invalidated ticker's thread
            // ends within that, however long its period.
            while clock.currentTime < timestamp, state.withLock({ $0.isRunning }) {
                MonotonicTime.sleep(until: min(timestamp, clock.currentTime + 0.01))
            }
            guard state.withLock({ $0.isRunning }) else { return }
            callback(
                Frame(
                    index: index, timestamp: timestamp, targetTimestamp: timestamp + period,
                    callbackTime: clock.currentTime))
            // The next frame is the first grid point still ahead.
            let elapsed = min(max((clock.currentTime - start) / period, 0), 1e15)
            index = max(index + 1, Int(elapsed.rounded(.down)) + 1)
        }
    }
}

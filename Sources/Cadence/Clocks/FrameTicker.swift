import Foundation

/// A display-link-like ticker: calls back once per frame at a chosen rate, with
/// each frame's timestamps (`CADisplayLink`'s model). On a ``HostClock`` it
/// runs on a thread of its own; on any other clock (a ``VirtualClock``), as
/// work scheduled on that clock, so its frames come as the clock advances.
///
/// Frames lie on a fixed grid, `start + k · period`, so lateness never
/// accumulates from re-arming. A callback that overruns does not queue up
/// frames: the ticker skips to the next grid point after it returns, and the
/// gap shows in ``Frame/index``.
///
/// A ticker given a preferred rate below its own (a closure it reads at each
/// grid point; ``init(framesPerSecond:clock:following:callback:)`` follows a
/// compositor's) calls back only at grid points whose index is a multiple of
/// ``frameInterval``, as a display shows a 30 fps animation on every second
/// vsync of 60.
///
/// ```swift
/// let ticker = try FrameTicker(framesPerSecond: 120) { frame in
///     // Every layer's position for the frame: one clock instant, one lock.
///     var positions: [CGPoint] = []
///     compositor.presentedValues(for: .position, of: layers, at: frame.targetTimestamp, into: &positions)
///     // draw `positions`
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
        /// A jump of more than ``FrameTicker/frameInterval`` between callbacks
        /// means frames were skipped.
        public var index: Int
        /// The grid instant this frame is for: the vsync that just passed.
        public var timestamp: Double
        /// The next instant a frame is shown at the current rate (one
        /// ``FrameTicker/frameInterval`` of grid periods on): when what is
        /// prepared now will be shown. Present values for this time
        /// (`CADisplayLink.targetTimestamp`).
        public var targetTimestamp: Double
        /// When the callback actually started, by the same clock.
        public var callbackTime: Double

        /// How late the callback started after its grid instant, in seconds.
        public var lateness: Double { callbackTime - timestamp }
    }

    private struct State {
        var isRunning = false
        var isInvalidated = false
        /// The next grid point's wake-up, on a clock other than a ``HostClock``.
        var nextFrame: ScheduledWork?
    }

    /// The rate of the grid, the display's refresh rate: callbacks come at it,
    /// or every ``frameInterval`` grid points under a lower preferred rate.
    public let framesPerSecond: Double
    /// Seconds between frames: `1 / framesPerSecond`.
    public var period: Double { 1 / framesPerSecond }

    private let clock: any MediaClock
    private let preferredRate: (@Sendable () -> Double?)?
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
    /// `preferredFramesPerSecond`, read at each grid point, is the rate wanted
    /// now (`CADisplayLink.preferredFramesPerSecond`); nil, or a rate not below
    /// `framesPerSecond`, calls back at every grid point. See ``frameInterval``.
    ///
    /// - Throws: ``CadenceError`` when the rate is outside ``rates``.
    public init(
        framesPerSecond: Double, clock: any MediaClock = HostClock(),
        preferredFramesPerSecond: (@Sendable () -> Double?)? = nil,
        callback: @escaping @Sendable (Frame) -> Void
    ) throws(CadenceError) {
        try Self.checkRate(framesPerSecond)
        self.framesPerSecond = framesPerSecond
        self.clock = clock
        preferredRate = preferredFramesPerSecond
        self.callback = callback
    }

    /// How many grid periods lie between the frames called back now
    /// (`CADisplayLink.frameInterval`): 1, unless the preferred rate is below
    /// ``framesPerSecond``; then `framesPerSecond / preferred`, rounded (2 for
    /// 30 of 60, 4 for 30 of 120).
    public var frameInterval: Int {
        Self.frameInterval(framesPerSecond: framesPerSecond, preferred: preferredRate?())
    }

    static func frameInterval(framesPerSecond: Double, preferred: Double?) -> Int {
        guard let preferred, preferred.isFinite, preferred > 0, preferred < framesPerSecond else { return 1 }
        return Int(Swift.min((framesPerSecond / preferred).rounded(), 1e9))
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
        guard let clock = clock as? HostClock else {
            scheduleFrame(1, origin: origin)
            return
        }
        let (state, callback, period) = (self.state, self.callback, self.period)
        let (preferredRate, framesPerSecond) = (self.preferredRate, self.framesPerSecond)
        let interval: @Sendable () -> Int = {
            Self.frameInterval(framesPerSecond: framesPerSecond, preferred: preferredRate?())
        }
        let thread = Thread {
            Self.run(state: state, clock: clock, origin: origin, period: period, interval: interval, callback: callback)
        }
        thread.name = "Cadence.FrameTicker"
        thread.qualityOfService = .userInteractive
        thread.start()
    }

    /// Stops the ticker for good; a callback in progress finishes first. Safe to
    /// call from the callback itself.
    public func invalidate() {
        let pending = state.withLock { state in
            state.isInvalidated = true
            state.isRunning = false
            defer { state.nextFrame = nil }
            return state.nextFrame
        }
        pending?.cancel()
    }

    /// The grid index after frame `index`, called back or not: the first grid
    /// point still ahead of the clock.
    private static func nextIndex(after index: Int, origin start: Double, period: Double, now: Double) -> Int {
        let elapsed = min(max((now - start) / period, 0), 1e15)
        return max(index + 1, Int(elapsed.rounded(.down)) + 1)
    }

    // MARK: On a clock other than a HostClock

    /// Schedules grid point `index` on the clock.
    private func scheduleFrame(_ index: Int, origin: Double) {
        let work = clock.schedule(at: origin + Double(index) * period, label: "frame ticker: frame \(index)") {
            [weak self] in
            self?.frameDue(index, origin: origin)
        }
        let isCurrent = state.withLock { state in
            guard state.isRunning else { return false }
            state.nextFrame = work
            return true
        }
        if !isCurrent {
            work.cancel()
        }
    }

    /// Grid point `index` is due: calls back if the current ``frameInterval``
    /// shows it, then schedules the next grid point.
    private func frameDue(_ index: Int, origin: Double) {
        guard isRunning else { return }
        let interval = frameInterval
        if index % interval == 0 {
            let timestamp = origin + Double(index) * period
            callback(
                Frame(
                    index: index, timestamp: timestamp, targetTimestamp: timestamp + Double(interval) * period,
                    callbackTime: clock.currentTime))
        }
        scheduleFrame(Self.nextIndex(after: index, origin: origin, period: period, now: clock.currentTime), origin: origin)
    }

    // MARK: On a HostClock

    private static func run(
        state: LockedBox<State>, clock: HostClock, origin start: Double, period: Double,
        interval: @Sendable () -> Int, callback: @Sendable (Frame) -> Void
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
            let every = interval()
            if index % every == 0 {
                callback(
                    Frame(
                        index: index, timestamp: timestamp, targetTimestamp: timestamp + Double(every) * period,
                        callbackTime: clock.currentTime))
            }
            // The next frame is the first grid point still ahead.
            index = nextIndex(after: index, origin: start, period: period, now: clock.currentTime)
        }
    }
}

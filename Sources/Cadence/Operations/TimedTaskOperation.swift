import Foundation

/// Timed work that is not a layer animation: a wait, or a task with a duration,
/// a timing function and a progress callback once per frame.
///
/// ```swift
/// let pause = TimedTaskOperation.wait(0.5, on: compositor.mainLoop)
/// let volume = TimedTaskOperation(duration: 2, timingFunction: .easeIn, on: compositor.mainLoop) { progress in
///     player.volume = 1 - progress     // called on the main loop, 60 times a second, then with 1
/// }
/// volume.addDependency(pause)
/// ```
///
/// Progress is eased by the timing function and called on the main loop at
/// each frame of a fixed grid (`start + k / framesPerSecond`), then with exactly
/// 1 at the end, just before the operation finishes. Like an animation it is a
/// function of time: a late frame shows the progress of the moment it runs.
public final class TimedTaskOperation: TimedOperation, @unchecked Sendable {
    /// How long the task takes, in seconds.
    public let duration: Double
    /// How progress is eased.
    public let timingFunction: TimingFunction
    /// How often progress is reported.
    public let framesPerSecond: Double
    let loop: MainLoop
    private let onProgress: (@Sendable (Double) -> Void)?
    /// Where the run is: its start, its playhead once steered, and the next
    /// wake-up, cancelled if the task is or when a call moves the run.
    let run = LockedBox(TaskRun())

    /// A task of `duration` seconds on `mainLoop`, reporting eased progress to
    /// `progress` at `framesPerSecond` (no reports if nil).
    public init(
        duration: Double, timingFunction: TimingFunction = .linear, framesPerSecond: Double = 60,
        on mainLoop: MainLoop, anchor: Anchor = .completion, progress: (@Sendable (Double) -> Void)? = nil
    ) {
        self.duration = duration
        self.timingFunction = timingFunction
        self.framesPerSecond = framesPerSecond
        loop = mainLoop
        onProgress = progress
        super.init()
        self.anchor = anchor
    }

    /// A task that only takes time: `seconds` on `mainLoop`.
    public static func wait(_ seconds: Double, on mainLoop: MainLoop, anchor: Anchor = .completion) -> TimedTaskOperation {
        TimedTaskOperation(duration: seconds, on: mainLoop, anchor: anchor)
    }

    override var mainLoop: MainLoop? { loop }

    override func begin(at start: Double) throws(CadenceError) -> Double? {
        try CadenceError.check(duration, "duration", in: 0 ... .infinity, expected: "a finite number of seconds ≥ 0")
        if onProgress != nil {
            try FrameTicker.checkRate(framesPerSecond)
        }
        let end = start + duration
        run.withLock { $0.start = start }
        scheduleFrame(after: loop.clock.currentTime, start: start, end: end)
        return end
    }

    /// Schedules the next report after `time`: the next frame of the grid,
    /// or the end.
    private func scheduleFrame(after time: Double, start: Double, end: Double) {
        let due = min(nextFrame(after: time, start: start) ?? end, end)
        let label = "timed task '\(describe(self))': " + (due < end ? "next frame" : "end")
        wake(at: due, label: label) { [weak self] in self?.frameDue(at: due, start: start, end: end) }
    }

    /// The first frame of the grid `start + k / framesPerSecond` strictly
    /// after `time`; nil when the task reports no progress. The frame number
    /// is a whole number found by stepping, so rounding can never give back
    /// the frame that just ran.
    func nextFrame(after time: Double, start: Double) -> Double? {
        guard onProgress != nil else { return nil }
        let period = 1 / framesPerSecond
        var index = max(((time - start) / period).rounded(.down), 0)
        while start + index * period <= time { index += 1 }
        return start + index * period
    }

    /// Cancels the pending wake-up: one whose clock work already fired does nothing.
    func cancelWake() {
        run.withLock { run in
            run.work?.cancel()
            run.generation += 1
        }
    }

    /// Schedules `body` on the main loop at clock time `due`, in place of
    /// the wake-up pending: a wake-up a call has replaced does nothing, even
    /// if its clock work already fired.
    func wake(at due: Double, label: String, _ body: @escaping @Sendable () -> Void) {
        let generation = run.withLock { run -> Int in
            run.work?.cancel()
            run.generation += 1
            return run.generation
        }
        let work = loop.clock.schedule(at: due, label: label) { [weak self, loop] in
            loop.enqueue { [weak self] in
                guard let self, self.run.withLock({ $0.generation == generation }) else { return }
                body()
            }
        }
        run.withLock { run in
            if run.generation == generation { run.work = work } else { work.cancel() }
        }
    }

    /// Reports `progress` of the run (before easing) to the task's callback,
    /// unless it reported just that at this instant already.
    func report(_ progress: Double) {
        let now = loop.clock.currentTime
        let isNew = run.withLock { run in
            defer { run.lastReport = (now, progress) }
            return run.lastReport.map { $0.time != now || $0.progress != progress } ?? true
        }
        // The end is exactly 1, whatever the curve's arithmetic gives there.
        if isNew { onProgress?(progress == 1 ? 1 : timingFunction.value(at: progress)) }
    }

    /// Whether the task reports its progress once per frame.
    var reportsProgress: Bool { onProgress != nil }

    private func frameDue(at time: Double, start: Double, end: Double) {
        guard !isFinished, !isCancelled else { return }
        if time >= end {
            report(1)
            finish(.completed)
            return
        }
        let now = loop.clock.currentTime
        let fraction = duration > 0 ? min(max((now - start) / duration, 0), 1) : 1
        report(fraction)
        scheduleFrame(after: max(time, now), start: start, end: end)
    }

    override func stopAfterCancel() {
        cancelWake()
        finish(.cancelled)
    }
}

/// Where a timed task's run is.
struct TaskRun: Sendable {
    /// The clock time its run started at; nil before it begins.
    var start: Double?
    /// Its playhead, once a transport call has steered it.
    var playhead: Playhead?
    /// The last progress reported (before easing), and when.
    var lastReport: (time: Double, progress: Double)?
    /// The pending wake-up (a frame or the end), and how many have been set.
    var work: ScheduledWork?
    var generation = 0
}

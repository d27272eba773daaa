/// A run judged against its control: the bare ticker that ran beside it, at
/// the same time, on its own thread.
///
/// The control is late only when the platform is (the kernel, the hypervisor,
/// other processes), so what a strategy shows beyond its control is what the
/// strategy and its queue add. The comparison takes three figures from each:
///
/// - **p99 lateness**: the run's corrected p99 minus the control's
///   (``excessP99``, 0 when the run's is the smaller);
/// - **hitch ratio**: every grid instant the control missed is a period of
///   hitch, as every dropped vsync is for a run, so the control's ratio is
///   `1000 · missed / (wake-ups + missed)` ms/s (``controlHitchMillisecondsPerSecond``),
///   and ``excessHitchMillisecondsPerSecond`` is the run's ratio less that
///   (0 when the run's is the smaller);
/// - **lost time**: the missed grid instants times the period
///   (``controlLostTime``): how long the machine kept a bare thread from
///   running. A chain that no queue delays can drift by at most that much
///   because of the machine.
///
/// A run is ``isNoisy`` when its control's corrected p99 exceeds one frame
/// period: the machine alone made frames late, so what is left over the
/// control is uncertain.
///
/// ```swift
/// let run = report.results[0].median
/// if let comparison = run.comparison, comparison.isNoisy {
///     print("noisy: the control's p99 was \(comparison.controlP99) ns")
/// }
/// ```
public struct ControlComparison: Hashable, Sendable {
    /// The frame period, in nanoseconds.
    public var period: Int64
    /// The control's corrected p99 lateness, in nanoseconds (0 when it never woke).
    public var controlP99: Int64
    /// The run's corrected p99 lateness less ``controlP99``, in nanoseconds; 0
    /// when the run's is the smaller.
    public var excessP99: Int64
    /// The control's hitch ratio, in ms/s: one period of hitch per grid instant it missed.
    public var controlHitchMillisecondsPerSecond: Double
    /// The run's hitch ratio less the control's, in ms/s; 0 when the run's is the smaller.
    public var excessHitchMillisecondsPerSecond: Double
    /// How long the machine kept the control from running: its missed grid
    /// instants times the period, in nanoseconds.
    public var controlLostTime: Int64

    /// `run` against `control`, the bare ticker run beside it.
    public init(_ run: RunMeasurement, control: BareTicker.Result) {
        period = Nanoseconds.of(run.record.period)
        controlP99 = control.corrected.value(atPercentile: 99) ?? 0
        excessP99 = max((run.callbacks.corrected.value(atPercentile: 99) ?? 0) - controlP99, 0)
        let instants = control.wakeUps + control.missedDeadlines
        controlHitchMillisecondsPerSecond = instants > 0 ? 1000 * Double(control.missedDeadlines) / Double(instants) : 0
        excessHitchMillisecondsPerSecond = max(run.frames.hitchMillisecondsPerSecond - controlHitchMillisecondsPerSecond, 0)
        controlLostTime = Int64(control.missedDeadlines) * period
    }

    /// Whether the control's p99 lateness exceeds one frame period: the
    /// machine, not only the strategy, made this run late.
    public var isNoisy: Bool { controlP99 > period }

    /// The band of ``excessHitchMillisecondsPerSecond``.
    public var band: HitchBand { HitchBand(millisecondsPerSecond: excessHitchMillisecondsPerSecond) }
}

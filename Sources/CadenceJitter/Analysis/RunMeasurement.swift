/// One run of one strategy, measured: its record and every statistic the
/// report shows.
public struct RunMeasurement: Equatable, Sendable {
    /// The samples.
    public var record: RunRecord
    /// What the display showed at each vsync.
    public var timeline: FrameTimeline
    /// Callback lateness.
    public var callbacks: CallbackStatistics
    /// Frames as the display showed them.
    public var frames: FrameStatistics
    /// The chain's drift; nil for ``JitterStrategy/rawTimer``.
    public var drift: DriftStatistics?
    /// The error of the values shown; nil when the strategy shows none.
    public var valueError: ValueErrorStatistics?
    /// The bare ticker run beside it on the host clock: the platform's noise at
    /// the same time. Nil on the virtual clock.
    public var control: BareTicker.Result?
    /// Where this run came in the order the harness ran every run of every
    /// strategy, from 0 (see ``JitterHarness``); 0 for a run measured alone.
    public var sequenceNumber = 0

    /// Measures `record`.
    public init(_ record: RunRecord) {
        self.record = record
        timeline = FrameTimeline(record)
        callbacks = CallbackStatistics(record)
        frames = FrameStatistics(timeline, period: record.period)
        drift = DriftStatistics(record)
        valueError = ValueErrorStatistics(timeline, record: record)
    }

    /// The run against its ``control``; nil without one (on the virtual clock).
    public var comparison: ControlComparison? { control.map { ControlComparison(self, control: $0) } }

    /// Whether the run's control was late by more than a frame period at its
    /// p99 (``ControlComparison/isNoisy``); false without a control.
    public var isNoisy: Bool { comparison?.isNoisy ?? false }

    /// The strategy measured.
    public var strategy: JitterStrategy { record.strategy }

    /// What runs are ranked by, for the median and worst of several: the
    /// corrected p99 lateness, then the hitch ratio.
    var rankingKey: (Int64, Double) {
        (callbacks.corrected.value(atPercentile: 99) ?? 0, frames.hitchMillisecondsPerSecond)
    }
}

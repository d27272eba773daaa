/// How late a run's callbacks on the main-like queue were, against their
/// deadlines on the absolute grid.
public struct CallbackStatistics: Equatable, Sendable {
    /// Callbacks that ran.
    public var count: Int
    /// Each callback's lateness, once: what a naive measurement records.
    public var raw: LatencyHistogram
    /// The same, with coordinated-omission correction: a periodic callback late
    /// by several periods also counts the deadlines it swallowed (HdrHistogram's
    /// `recordCorrected`). The one to read.
    public var corrected: LatencyHistogram
    /// Deadlines whose callback had not run by the next frame: for a periodic
    /// callback, each period of its lateness; for another, one if it was a
    /// period late or more.
    public var missedDeadlines: Int
    /// Callbacks that ran before their deadline: must be zero.
    public var early: Int

    /// The statistics of `record`'s callbacks.
    public init(_ record: RunRecord) {
        let period = Nanoseconds.of(record.period)
        var raw = Self.emptyHistogram()
        var corrected = Self.emptyHistogram()
        var (missed, early) = (0, 0)
        for callback in record.callbacks {
            let lateness = Nanoseconds.of(callback.lateness)
            if lateness < 0 {
                early += 1
                continue
            }
            raw.record(lateness)
            if callback.isPeriodic {
                corrected.recordCorrected(lateness, expectedInterval: period)
                missed += Int(lateness / period)
            } else {
                corrected.record(lateness)
                missed += lateness >= period ? 1 : 0
            }
        }
        count = record.callbacks.count
        self.raw = raw
        self.corrected = corrected
        missedDeadlines = missed
        self.early = early
    }

    private static func emptyHistogram() -> LatencyHistogram {
        // The defaults (an hour, three significant digits) are valid by construction.
        try! LatencyHistogram()
    }
}

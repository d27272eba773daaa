/// How far what a strategy showed was from the exact value, `f(t)` at each
/// vsync, over the vsyncs of its ``FrameTimeline``.
public struct ValueErrorStatistics: Hashable, Sendable {
    /// Vsyncs compared.
    public var count: Int
    /// The mean absolute error, in the workload's units.
    public var mean: Double
    /// The 99th percentile of the absolute error (nearest rank).
    public var p99: Double
    /// The largest absolute error.
    public var max: Double

    /// The errors of `timeline`'s values against `record`'s ideal values; nil
    /// when the strategy shows no value.
    public init?(_ timeline: FrameTimeline, record: RunRecord) {
        let errors = timeline.entries.compactMap { entry in
            entry.value.map { abs($0 - record.idealValue(at: record.vsync(entry.index))) }
        }
        guard !errors.isEmpty else { return nil }
        let sorted = errors.sorted()
        count = errors.count
        mean = errors.reduce(0, +) / Double(errors.count)
        p99 = FrameStatistics.nearestRank(sorted, 0.99) ?? 0
        max = sorted.last ?? 0
    }
}

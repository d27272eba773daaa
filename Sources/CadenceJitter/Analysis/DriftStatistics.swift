/// How far a chain's timeline slipped from the ideal one.
public struct DriftStatistics: Hashable, Sendable {
    /// Steps that ended within the run.
    public var stepsEnded: Int
    /// Steps in the workload.
    public var steps: Int
    /// The last step's drift, in ns, if the chain ended.
    public var endOfChain: Int64?
    /// The largest drift of any step, in ns (the sign kept).
    public var worst: Int64

    /// The drift of `record`'s steps; nil for a strategy that plays no chain.
    public init?(_ record: RunRecord) {
        guard record.strategy.playsChain else { return nil }
        let drifts = record.steps.map { Nanoseconds.of($0.drift) }
        steps = record.workload.stepDurations.count
        stepsEnded = record.steps.count
        endOfChain = stepsEnded == steps ? record.steps.last.map { Nanoseconds.of($0.drift) } : nil
        worst = drifts.max { abs($0) < abs($1) } ?? 0
    }
}

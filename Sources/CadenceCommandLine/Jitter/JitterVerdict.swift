import CadenceJitter

/// What one run comes to, in a word or three: the `HitchBand` of its hitch
/// ratio, `drifts` when its chain ended more than one frame period off the
/// ideal timeline, and `timed out` when it never ended.
///
/// ```swift
/// let verdict = JitterVerdict(report.results[0].median)
/// print(verdict)   // "good", "critical, drifts", "warning, timed out"
/// ```
public struct JitterVerdict: Hashable, Sendable, CustomStringConvertible {
    /// The band of the run's hitch-time ratio.
    public var band: HitchBand
    /// Whether the end-of-chain drift exceeds one frame period in magnitude.
    public var drifts: Bool
    /// Whether the run hit its time limit before the chain ended.
    public var timedOut: Bool

    /// The verdict on `run`.
    public init(_ run: RunMeasurement) {
        band = run.frames.band
        let period = Nanoseconds.of(run.record.period)
        drifts = (run.drift?.endOfChain).map { abs($0) > period } ?? false
        timedOut = run.record.timedOut
    }

    /// `good`, `warning` or `critical`, then `, drifts` and `, timed out` when they apply.
    public var description: String {
        ([band.rawValue] + (drifts ? ["drifts"] : []) + (timedOut ? ["timed out"] : [])).joined(separator: ", ")
    }
}

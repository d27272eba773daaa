import CadenceJitter

/// What one run comes to, in a word or four, judged on what the strategy
/// adds to the machine's own noise.
///
/// With a control (the bare ticker run beside it on the host clock, see
/// `ControlComparison`):
///
/// - the band is the `HitchBand` of the run's hitch ratio **less the
///   control's** (the control misses a period of hitch per grid instant it
///   missed);
/// - `drifts` when the chain's end slipped by more than one frame period
///   **plus the time the machine kept the control from running** (its missed
///   grid instants times the period): more than the machine alone explains;
/// - `noisy` when the control's own p99 lateness exceeds a frame period: the
///   machine made frames late by itself, so the verdict is uncertain and the
///   run worth repeating on a quieter machine.
///
/// Without a control (the virtual clock) the band is that of the run's own
/// hitch ratio and `drifts` means more than one period. `timed out` is added
/// when the chain never ended.
///
/// ```swift
/// let verdict = JitterVerdict(report.results[0].median)
/// print(verdict)   // "good", "critical, drifts", "warning, timed out", "good, noisy"
/// ```
public struct JitterVerdict: Hashable, Sendable, CustomStringConvertible {
    /// The band of the run's hitch ratio beyond its control's.
    public var band: HitchBand
    /// Whether the end-of-chain drift exceeds one frame period, plus the
    /// control's lost time when there is a control.
    public var drifts: Bool
    /// Whether the run hit its time limit before the chain ended.
    public var timedOut: Bool
    /// Whether the control's p99 lateness exceeds one frame period.
    public var noisy: Bool

    /// The verdict on `run`.
    public init(_ run: RunMeasurement) {
        let comparison = run.comparison
        band = comparison?.band ?? run.frames.band
        let allowance = Nanoseconds.of(run.record.period) + (comparison?.controlLostTime ?? 0)
        drifts = (run.drift?.endOfChain).map { abs($0) > allowance } ?? false
        timedOut = run.record.timedOut
        noisy = comparison?.isNoisy ?? false
    }

    /// `good`, `warning` or `critical`, then `, drifts`, `, timed out` and
    /// `, noisy` when they apply.
    public var description: String {
        ([band.rawValue] + (drifts ? ["drifts"] : []) + (timedOut ? ["timed out"] : []) + (noisy ? ["noisy"] : []))
            .joined(separator: ", ")
    }
}

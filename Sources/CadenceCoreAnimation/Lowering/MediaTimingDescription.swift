/// Every `CAMediaTiming` field, typed as Core Animation types it.
///
/// `speed` and `repeatCount` are `Float` in Core Animation, so a Cadence
/// `MediaTiming`'s `Double`s are rounded to the nearest `Float`
/// here: the one place lowering rounds.
public struct MediaTimingDescription: Hashable, Sendable {
    /// `beginTime`, in the parent's (the layer's) time; 0 for "when added".
    public var beginTime: Double = 0
    /// `duration`; never 0 in a lowered animation (Core Animation reads 0 as
    /// the transaction's default, not "instant").
    public var duration: Double = 0
    /// `speed` (`Float`).
    public var speed: Float = 1
    /// `timeOffset`.
    public var timeOffset: Double = 0
    /// `repeatCount` (`Float`); `Float.greatestFiniteMagnitude` repeats forever.
    public var repeatCount: Float = 0
    /// `repeatDuration`.
    public var repeatDuration: Double = 0
    /// `autoreverses`.
    public var autoreverses: Bool = false
    /// `fillMode`'s raw value: `"removed"`, `"forwards"`, `"backwards"` or `"both"`.
    public var fillMode: String = "removed"

    /// Core Animation's defaults.
    public init() {}
}

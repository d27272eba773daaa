/// Whether an animation shows outside its active interval, as Core Animation's
/// `CAMediaTimingFillMode`.
///
/// | mode | before it begins | after it ends |
/// |---|---|---|
/// | ``removed`` | not shown | not shown |
/// | ``backwards`` | shows its first value | not shown |
/// | ``forwards`` | not shown | holds its last value, until removed |
/// | ``both`` | shows its first value | holds its last value, until removed |
///
/// An animation that holds its last value must also have
/// ``LayerAnimation/isRemovedOnCompletion`` set to `false`, or it is removed
/// when it completes and nothing is left to hold.
public enum FillMode: String, CaseIterable, Hashable, Sendable, Codable {
    /// Not shown outside the active interval (the default).
    case removed
    /// Holds the final value after the active interval.
    case forwards
    /// Shows the initial value before the active interval begins.
    case backwards
    /// Both ``forwards`` and ``backwards``.
    case both

    /// Whether the animation applies before its begin time.
    public var fillsBackwards: Bool { self == .backwards || self == .both }
    /// Whether the animation applies after its active interval ends.
    public var fillsForwards: Bool { self == .forwards || self == .both }
}

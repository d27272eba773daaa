/// Options for block-based animations: UIKit's `UIView.AnimationOptions`, with
/// the same bit layout (the curve is a two-bit field).
public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Each animation starts from what is shown, even mid-flight, rather than from
    /// the model value before the change.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat the animations forever.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Play each animation forwards then backwards (with ``repeat``, for ever).
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// In a nested block, use this block's duration rather than the outer one's.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// In a nested block, use this block's curve rather than the outer one's.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)

    /// Ease in and out: the default curve.
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Ease in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Linear.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The timing function the curve bits name.
    var timingFunction: TimingFunction {
        switch (rawValue >> 16) & 3 {
        case 1: .easeIn
        case 2: .easeOut
        case 3: .linear
        default: .easeInEaseOut
        }
    }
}

#if !canImport(QuartzCore)
import Foundation

/// An animation through a sequence of values of one property.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values.
    open var values: [Any]?
    /// When each keyframe is reached, as fractions of the duration.
    open var keyTimes: [NSNumber]?
    /// The pacing of each segment between keyframes.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed (default `.linear`).
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Tension of each keyframe, for the cubic modes.
    open var tensionValues: [NSNumber]?
    /// Continuity of each keyframe, for the cubic modes.
    open var continuityValues: [NSNumber]?
    /// Bias of each keyframe, for the cubic modes.
    open var biasValues: [NSNumber]?
}
#endif

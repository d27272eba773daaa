import Cadence
import Foundation

/// The Core Animation object that would play a Cadence animation, in plain
/// values: which class, and what each of its properties holds.
///
/// Make one with ``CoreAnimationLowering/lower(_:)``. It is platform-neutral and
/// pure, so it is built and tested on Linux; on Apple platforms the QuartzCore
/// host turns it into a `CAAnimation` field by field. Every property is named
/// and typed as Core Animation names and types it: `speed` and `repeatCount`
/// are `Float`, timing functions are four `Float` control points, values are
/// points, sizes, rects, `CATransform3D`'s sixteen fields and colour
/// components.
///
/// ```swift
/// let description = try CoreAnimationLowering.lower(
///     BasicAnimation(keyPath: .positionX, from: 0, to: 300, duration: 1))
/// description.kind        // .basic: a CABasicAnimation
/// description.keyPath     // "position.x"
/// description.toValue     // .number(300)
/// ```
public struct CoreAnimationDescription: Hashable, Sendable {
    /// The Core Animation class that plays it.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// `CABasicAnimation`.
        case basic = "CABasicAnimation"
        /// `CAKeyframeAnimation`.
        case keyframe = "CAKeyframeAnimation"
        /// `CASpringAnimation`.
        case spring = "CASpringAnimation"
        /// `CAAnimationGroup`.
        case group = "CAAnimationGroup"
        /// `CATransition`.
        case transition = "CATransition"
    }

    /// The class.
    public var kind: Kind
    /// The class's name, such as `"CABasicAnimation"`.
    public var className: String { kind.rawValue }

    // MARK: CAMediaTiming and CAAnimation

    /// Every media-timing field, as `CAMediaTiming` types them.
    public var timing: MediaTimingDescription
    /// `CAAnimation.timingFunction`; nil for linear pacing.
    public var timingFunction: TimingFunctionDescription?
    /// `CAAnimation.isRemovedOnCompletion`.
    public var isRemovedOnCompletion: Bool

    // MARK: CAPropertyAnimation

    /// `CAPropertyAnimation.keyPath`; nil for a group or a transition.
    public var keyPath: String?
    /// `CAPropertyAnimation.isAdditive`.
    public var isAdditive: Bool
    /// `CAPropertyAnimation.isCumulative`.
    public var isCumulative: Bool

    // MARK: CABasicAnimation (and CASpringAnimation)

    /// `CABasicAnimation.fromValue`.
    public var fromValue: CoreAnimationValue?
    /// `CABasicAnimation.toValue`.
    public var toValue: CoreAnimationValue?
    /// `CABasicAnimation.byValue`.
    public var byValue: CoreAnimationValue?

    // MARK: CASpringAnimation

    /// The spring's physical parameters; nil unless ``kind`` is `Kind/spring`.
    public var spring: SpringDescription?

    // MARK: CAKeyframeAnimation

    /// `CAKeyframeAnimation.values`.
    public var values: [CoreAnimationValue]?
    /// `CAKeyframeAnimation.keyTimes` (`[NSNumber]` in Core Animation).
    public var keyTimes: [Double]?
    /// `CAKeyframeAnimation.timingFunctions`.
    public var timingFunctions: [TimingFunctionDescription]?
    /// `CAKeyframeAnimation.calculationMode`'s raw value: `"linear"`,
    /// `"discrete"`, `"paced"`, `"cubic"` or `"cubicPaced"`.
    public var calculationMode: String?
    /// `CAKeyframeAnimation.tensionValues`.
    public var tensionValues: [Double]?
    /// `CAKeyframeAnimation.continuityValues`.
    public var continuityValues: [Double]?
    /// `CAKeyframeAnimation.biasValues`.
    public var biasValues: [Double]?

    // MARK: CAAnimationGroup

    /// `CAAnimationGroup.animations`.
    public var animations: [CoreAnimationDescription]?

    // MARK: CATransition

    /// The transition's type, subtype and progress range; nil unless ``kind``
    /// is `Kind/transition`.
    public var transition: TransitionDescription?

    /// A description of `kind` with every property at Core Animation's default.
    public init(kind: Kind) {
        self.kind = kind
        timing = MediaTimingDescription()
        timingFunction = nil
        isRemovedOnCompletion = true
        keyPath = nil
        isAdditive = false
        isCumulative = false
    }
}

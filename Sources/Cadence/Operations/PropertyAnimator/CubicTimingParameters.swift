import Foundation

/// A cubic Bézier timing curve for a ``PropertyAnimator``: UIKit's
/// `UICubicTimingParameters`.
///
/// ```swift
/// let named = CubicTimingParameters(animationCurve: .easeOut)
/// let custom = try CubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0, y: 1))
/// ```
public struct CubicTimingParameters: TimingCurveProvider, Hashable {
    /// The named curve it was made from; nil for one made from control points.
    public let animationCurve: AnimationOptions.Curve?
    /// The first control point; the curve runs from (0, 0) to (1, 1).
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint
    /// The curve, as Core Animation evaluates it.
    public let timingFunction: TimingFunction

    /// Ease in and out, UIKit's default curve.
    public init() {
        self.init(animationCurve: .easeInOut)
    }

    /// One of the named curves, with Core Animation's control points
    /// (ease in and out is (0.42, 0), (0.58, 1)).
    public init(animationCurve: AnimationOptions.Curve) {
        let function = animationCurve.timingFunction
        let points = function.controlPoints ?? (0, 0, 1, 1)
        self.animationCurve = animationCurve
        controlPoint1 = CGPoint(x: points.x1, y: points.y1)
        controlPoint2 = CGPoint(x: points.x2, y: points.y2)
        timingFunction = function
    }

    /// The curve through the two control points.
    ///
    /// - Throws: ``CadenceError`` when an x is outside 0 ... 1 or a coordinate
    ///   is not finite.
    public init(controlPoint1: CGPoint, controlPoint2: CGPoint) throws(CadenceError) {
        timingFunction = try TimingFunction(
            controlPoints: Double(controlPoint1.x), Double(controlPoint1.y), Double(controlPoint2.x),
            Double(controlPoint2.y))
        animationCurve = nil
        self.controlPoint1 = controlPoint1
        self.controlPoint2 = controlPoint2
    }

    public var timingCurveType: TimingCurveType { animationCurve == nil ? .cubic : .builtin }
    public var cubicTimingParameters: CubicTimingParameters? { self }
    public var springTimingParameters: SpringTimingParameters? { nil }
}

/// The timing an animator gives its animations: UIKit's `UITimingCurveProvider`.
///
/// ``CubicTimingParameters`` and ``SpringTimingParameters`` are the two
/// providers; a type of your own may provide either. When it provides both
/// (``TimingCurveType/composed``), Cadence uses the spring.
public protocol TimingCurveProvider: Sendable {
    /// Which kind of curve it provides.
    var timingCurveType: TimingCurveType { get }
    /// The cubic curve, if it provides one.
    var cubicTimingParameters: CubicTimingParameters? { get }
    /// The spring, if it provides one.
    var springTimingParameters: SpringTimingParameters? { get }
}

/// The kind of curve a ``TimingCurveProvider`` gives: UIKit's `UITimingCurveType`.
public enum TimingCurveType: Int, Hashable, Sendable, CaseIterable {
    /// One of the named curves (``AnimationOptions/Curve``).
    case builtin
    /// A cubic Bézier curve given by its control points.
    case cubic
    /// A spring.
    case spring
    /// Both a cubic curve and a spring.
    case composed
}

/// The curve an animator's animations take, worked out from its provider.
enum AnimatorCurve: Sendable {
    case cubic(TimingFunction)
    case spring(SpringTimingParameters)

    init(_ provider: any TimingCurveProvider) {
        if let spring = provider.springTimingParameters {
            self = .spring(spring)
        } else {
            self = .cubic(provider.cubicTimingParameters?.timingFunction ?? .linear)
        }
    }

    /// The straight line scrubbing shows.
    static let linear = AnimatorCurve.cubic(.linear)
}

/// How an animation's progress is paced within each iteration, as Core
/// Animation's `CAMediaTimingFunction`.
///
/// A timing function maps linear progress x in `0 ... 1` to eased progress y,
/// with y(0) = 0 and y(1) = 1. Most are cubic Bézier curves through two control
/// points; the elastic and bounce easings follow Penner's formulas.
///
/// ```swift
/// TimingFunction.linear.value(at: 0.5)         // 0.5
/// TimingFunction.easeInEaseOut.value(at: 0.5)  // 0.5 (the curve is symmetric)
/// let snappy = try TimingFunction(controlPoints: 0.2, 0, 0, 1)
/// let named = try TimingFunction(named: "easeOutBack")  // overshoots past 1
/// ```
///
/// Core Animation's five named curves use its exact control points: ``linear``
/// (0, 0, 1, 1), ``easeIn`` (0.42, 0, 1, 1), ``easeOut`` (0, 0, 0.58, 1),
/// ``easeInEaseOut`` (0.42, 0, 0.58, 1) and ``default`` (0.25, 0.1, 0.25, 1).
/// The easing family (``easeInSine`` … ``easeInOutBounce``) uses the control
/// points of cats-oss/Sica and easings.net.
///
/// Two timing functions are equal when they draw the same curve, whatever their names.
public struct TimingFunction: Sendable {
    /// A Bézier (17 doubles with its solver's coefficients) is kept out of line,
    /// so every animation that holds a timing function stays small to copy.
    enum Curve: Hashable, Sendable {
        indirect case cubicBezier(CubicBezier)
        case penner(PennerCurve)
    }

    let curve: Curve

    /// The curve's name, for a named curve; nil for custom control points.
    public let name: String?

    init(_ curve: Curve, name: String?) {
        self.curve = curve
        self.name = name
    }

    init(named name: String, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.init(.cubicBezier(CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)), name: name)
    }

    /// A cubic Bézier curve from (0, 0) to (1, 1) through (x1, y1) and (x2, y2),
    /// as `CAMediaTimingFunction(controlPoints:_:_:_:)`.
    ///
    /// - Throws: ``CadenceError`` naming the control point when an x lies outside
    ///   `0 ... 1` (the curve would not be a function of time), a y lies outside
    ///   ±``maximumY`` or any value is not finite. y values may lie outside
    ///   `0 ... 1`, to overshoot.
    public init(controlPoints x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(CadenceError) {
        for (index, (value, isX)) in [(x1, true), (y1, false), (x2, true), (y2, false)].enumerated() {
            try CadenceError.check(
                value, "controlPoints[\(index)]", in: isX ? 0...1 : -Self.maximumY ... Self.maximumY,
                expected: isX ? "an x value in 0 ... 1" : "a y value within ±3.4028235e38 (a Float)")
        }
        self.init(.cubicBezier(CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)), name: nil)
    }

    /// The largest y a control point may have, in magnitude: the largest `Float`,
    /// since Core Animation's control points are `Float`s. Within it the curve's
    /// coefficients and slope stay finite, so every progress eases to a finite
    /// number; at ±1e308 they would overflow and the curve would read NaN.
    public static let maximumY = Double(Float.greatestFiniteMagnitude)

    /// The eased progress at linear progress `x`.
    ///
    /// Within `0 ... 1` a Bézier curve is solved to 1e-9 in y. Outside it the curve
    /// continues along its end tangents, as CSS Easing and Web Animations define.
    ///
    /// - Complexity: O(1); a few Newton steps, at most about 40 bisections.
    public func value(at x: Double) -> Double {
        switch curve {
        case .cubicBezier(let bezier): return bezier.value(at: x)
        case .penner(let penner): return penner.value(at: x)
        }
    }

    /// How fast the eased progress changes with linear progress at `x`:
    /// the curve's derivative, from its formula (a Bézier's `y′(t)/x′(t)` at
    /// the parameter reaching `x`; the elastic and bounce easings' own
    /// derivatives). Outside `0 ... 1`, the end tangents' slopes. An
    /// animation's velocity is its change times this times how fast its
    /// progress runs (see ``PropertyAnimation/velocity(at:beneath:)``).
    public func slope(at x: Double) -> Double {
        switch curve {
        case .cubicBezier(let bezier): return bezier.slope(at: x)
        case .penner(let penner):
            return penner.derivative(at: min(max(x, 0), 1))
        }
    }

    /// The curve held inline, with nothing counted by reference: what the
    /// render store keeps in its records. Evaluates exactly as ``value(at:)``.
    var stored: StoredCurve {
        switch curve {
        case .cubicBezier(let bezier): StoredCurve(bezier: bezier, penner: nil)
        case .penner(let penner): StoredCurve(bezier: CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1), penner: penner)
        }
    }

    /// The two control points (x1, y1, x2, y2) of a Bézier curve; nil for the
    /// elastic and bounce easings, which no single Bézier draws.
    public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double)? {
        guard case .cubicBezier(let bezier) = curve else { return nil }
        return (bezier.x1, bezier.y1, bezier.x2, bezier.y2)
    }
}

/// A timing function's curve held inline (see ``TimingFunction/stored``): a
/// struct, not an enum, so that evaluating it reads the Bézier where it lies
/// rather than copying it out of an enum's payload.
struct StoredCurve: Sendable {
    /// The Bézier; unused (linear) for a Penner curve.
    let bezier: CubicBezier
    let penner: PennerCurve?

    /// The eased progress at `x`: ``TimingFunction/value(at:)``, the same computation.
    @inline(__always)
    func value(at x: Double) -> Double {
        if let penner { return penner.value(at: x) }
        return bezier.value(at: x)
    }
}

extension TimingFunction: Hashable {
    public static func == (lhs: TimingFunction, rhs: TimingFunction) -> Bool { lhs.curve == rhs.curve }
    public func hash(into hasher: inout Hasher) { hasher.combine(curve) }
}

extension TimingFunction: CustomStringConvertible {
    public var description: String {
        if let name { return name }
        guard let points = controlPoints else { return "TimingFunction" }
        return "TimingFunction(controlPoints: \(points.x1), \(points.y1), \(points.x2), \(points.y2))"
    }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1) through two control points,
/// solved for y at a given x.
///
/// The solution is accurate to 1e-9 in y for every x, including where the curve
/// is vertical (`easeInOutExpo` at x = 0.5), because the solver stops on a
/// bracket in the curve parameter that is proven to contain the root, not on a
/// small step or a small error in x:
///
/// - x(t) is non-decreasing when both control x values lie in `0 ... 1`, so a
///   bracket `[lo, hi]` with x(lo) ≤ x ≤ x(hi) contains the root t\*. Where x(t) − x
///   is within a double's rounding of 0 and the slope is small, its sign is
///   computed in double-double from exactly formed coefficients: next to a
///   vertical tangent x(t) − x behaves like (t − t\*)³, and rounding would hide its
///   sign over a range of about 1e-6 in t.
/// - |y′(t)| ≤ L = 3 · max(|y1|, |y2 − y1|, |1 − y2|) (the hull of the derivative's
///   control points), so any t in a bracket of width w is within L·w of y(t\*)
///   in y; the solver narrows the bracket to w = 2e-10 / L.
/// - Newton steps converge fast; when a step leaves the bracket, or the
///   derivative vanishes, the solver bisects instead. When Newton settles, two
///   evaluations close a bracket of width w around its answer, so convergence
///   is proven rather than assumed, and the answer kept is Newton's (usually
///   correct to an ulp), not the bracket's midpoint.
///
/// Outside `0 ... 1` the curve continues along its end tangents, as CSS Easing
/// and Web Animations define.
struct CubicBezier: Hashable, Sendable {
    let x1: Double, y1: Double, x2: Double, y2: Double

    /// Half the largest error in y the solver allows (a fifth of the promised 1e-9).
    static let yTolerance = 1e-10

    // Power-basis coefficients: B(t) = ((a·t + b)·t + c)·t.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double
    // The x coefficients exactly: c = 3·x1, b = 3·x2 − 6·x1, a = 1 + 3·x1 − 3·x2.
    private let exactAX: DoubleDouble, exactBX: DoubleDouble, exactCX: DoubleDouble
    /// The bracket width in t that guarantees ``yTolerance`` in y.
    private let parameterTolerance: Double

    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
        exactCX = .product(3, x1)
        exactBX = .product(3, x2) + .product(-6, x1)
        exactAX = DoubleDouble(1) + .product(3, x1) + .product(-3, x2)
        let lipschitz = 3 * max(abs(y1), abs(y2 - y1), abs(1 - y2))
        parameterTolerance = 2 * Self.yTolerance / lipschitz
    }

    /// Equal when they draw the same curve: the same control points, or both
    /// straight (every curve with its control points on the diagonal is y = x).
    static func == (lhs: CubicBezier, rhs: CubicBezier) -> Bool {
        if lhs.isLinear || rhs.isLinear { return lhs.isLinear && rhs.isLinear }
        return (lhs.x1, lhs.y1, lhs.x2, lhs.y2) == (rhs.x1, rhs.y1, rhs.x2, rhs.y2)
    }

    func hash(into hasher: inout Hasher) {
        for value in isLinear ? [0, 0, 1, 1] : [x1, y1, x2, y2] { hasher.combine(value) }
    }

    /// Whether the curve is the identity (both control points on the diagonal):
    /// then x(t) = y(t) and y = x exactly.
    var isLinear: Bool { x1 == y1 && x2 == y2 }

    /// The y of the curve at `x`.
    func value(at x: Double) -> Double {
        if isLinear { return x }
        if x < 0 { return x * startSlope }
        if x > 1 { return 1 + (x - 1) * endSlope }
        if x == 0 || x == 1 { return x }
        return sampleY(parameter(for: x))
    }

    /// The slope along which the curve continues below x = 0 (CSS Easing: the
    /// line through P0 and P1, else through P0 and P2, else flat).
    /// dy/dx at `x`: the slope of y over the slope of x at the curve
    /// parameter that reaches `x`; along the end tangents outside `0 ... 1`.
    func slope(at x: Double) -> Double {
        if isLinear { return 1 }
        if x < 0 { return startSlope }
        if x > 1 { return endSlope }
        if x == 0 { return startSlope }
        if x == 1 { return endSlope }
        let t = parameter(for: x)
        let dx = sampleDerivativeX(t)
        // x′ vanishes only at an end whose control point sits on it (x1 = 0 or
        // x2 = 1), where the tangent's slope is the limit.
        guard dx > 1e-12 else { return t < 0.5 ? startSlope : endSlope }
        return sampleDerivativeY(t) / dx
    }

    var startSlope: Double {
        if x1 > 0 { return y1 / x1 }
        if x2 > 0 { return y2 / x2 }
        return 0
    }

    /// The slope along which the curve continues above x = 1 (CSS Easing: the
    /// line through P2 and P3, else through P1 and P3, else flat).
    var endSlope: Double {
        if x2 < 1 { return (y2 - 1) / (x2 - 1) }
        if x1 < 1 { return (y1 - 1) / (x1 - 1) }
        return 0
    }

    /// A bound on the rounding error of ``roughErrorX(_:_:)``: Horner's rule on
    /// these coefficients (each at most 7 in magnitude, t and x in `0 ... 1`).
    private static let roundingBound = 1e-14

    /// x(t) − x in doubles: its sign is right when it exceeds ``roundingBound``.
    private func roughErrorX(_ t: Double, _ x: Double) -> Double { ((ax * t + bx) * t + cx) * t - x }

    /// x(t) − x with the sign exact: the rough value, or, within its rounding
    /// bound, the value recomputed in double-double.
    private func errorX(_ t: Double, _ x: Double) -> Double {
        let rough = roughErrorX(t, x)
        if abs(rough) > Self.roundingBound { return rough }
        return (((exactAX * t + exactBX) * t + exactCX) * t + DoubleDouble(-x)).value
    }

    private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    private func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    private func sampleDerivativeY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// The parameter t in `0 ... 1` with x(t) = x, to within ``parameterTolerance``.
    private func parameter(for x: Double) -> Double {
        var lo = 0.0
        var hi = 1.0
        var t = x
        let width = parameterTolerance
        // Each pass either bisects or shrinks the bracket; 200 passes is far
        // more than the ~40 bisections the tightest tolerance needs.
        var passes = 0
        while hi - lo > width, passes < 200 {
            passes += 1
            let derivative = sampleDerivativeX(t)
            let rough = roughErrorX(t, x)
            let withinRounding = abs(rough) <= Self.roundingBound
            // Within rounding of the root, where the slope is not small: the root is
            // within 2e-14 / slope ≤ 2e-12 of t, far inside the tolerance (the mean
            // value theorem; |x″| ≤ 36, so the slope barely changes there).
            if withinRounding, derivative > 1e-2 { return t }
            let error = withinRounding ? errorX(t, x) : rough
            if error == 0 { return t }
            if error < 0 { lo = t } else { hi = t }
            let newton = derivative > 0 ? t - error / derivative : .nan
            if abs(newton - t) < 0.5 * width {
                // Newton has settled: prove it by bracketing its answer closely, and
                // keep its answer (usually good to an ulp) rather than the midpoint.
                let answer = min(max(newton, lo), hi)
                let below = max(lo, answer - 0.5 * width)
                let above = min(hi, answer + 0.5 * width)
                let belowHolds = errorX(below, x) <= 0
                let aboveHolds = errorX(above, x) >= 0
                if belowHolds, aboveHolds { return answer }
                if belowHolds { lo = below }
                if aboveHolds { hi = above }
                t = 0.5 * (lo + hi)
            } else {
                // A Newton step outside the bracket (or no step) bisects instead.
                t = newton > lo && newton < hi ? newton : 0.5 * (lo + hi)
            }
        }
        return 0.5 * (lo + hi)
    }
}

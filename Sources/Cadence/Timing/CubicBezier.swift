/// A cubic Bézier timing curve from (0, 0) to (1, 1) through two control points,
/// solved for y at a given x.
///
/// The solution is accurate to 1e-9 in y for every x, including where the curve
/// is vertical (`easeInOutExpo` at x = 0.5), because the solver stops on a
/// bracket in the curve parameter that is proven to contain the root, not on a
/// small step or a small error in x:
///
/// - x(t) is non-decreasing when both control x values lie in `0 ... 1`, so a
///   bracket `[lo, hi]` with x(lo) ≤ x ≤ x(hi) contains the root t\*.
/// - |y′(t)| ≤ L = 3 · max(|y1|, |y2 − y1|, |1 − y2|) (the hull of the derivative's
///   control points), so the midpoint of a bracket of width w is within L·w/2 of
///   y(t\*) in y.
/// - Newton steps shrink the bracket fast; when a step leaves the bracket, or the
///   derivative vanishes, the solver bisects instead. When Newton settles, the
///   bracket is closed around its answer by two evaluations, so convergence is
///   proven rather than assumed.
///
/// Outside `0 ... 1` the curve continues along its end tangents, as CSS Easing
/// and Web Animations define.
struct CubicBezier: Hashable, Sendable {
    let x1: Double, y1: Double, x2: Double, y2: Double

    /// The largest error in y the solver allows (a tenth of the promised 1e-9).
    static let yTolerance = 1e-10

    // Power-basis coefficients: B(t) = ((a·t + b)·t + c)·t.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double
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
        let lipschitz = 3 * max(abs(y1), abs(y2 - y1), abs(1 - y2))
        parameterTolerance = 2 * Self.yTolerance / lipschitz
    }

    static func == (lhs: CubicBezier, rhs: CubicBezier) -> Bool {
        (lhs.x1, lhs.y1, lhs.x2, lhs.y2) == (rhs.x1, rhs.y1, rhs.x2, rhs.y2)
    }

    func hash(into hasher: inout Hasher) {
        for value in [x1, y1, x2, y2] { hasher.combine(value) }
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

    private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    private func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The parameter t in `0 ... 1` with x(t) = x, to within ``parameterTolerance``/2.
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
            let error = sampleX(t) - x
            if error == 0 { return t }
            if error < 0 { lo = t } else { hi = t }
            let derivative = sampleDerivativeX(t)
            var next = derivative > 0 ? t - error / derivative : .nan
            if !(next > lo && next < hi) {
                next = 0.5 * (lo + hi)
            } else if abs(next - t) < 0.5 * width {
                // Newton has settled: prove it by bracketing its answer closely.
                let below = max(lo, next - 0.5 * width)
                let above = min(hi, next + 0.5 * width)
                if sampleX(below) <= x { lo = below }
                if sampleX(above) >= x { hi = above }
                next = 0.5 * (lo + hi)
            }
            t = next
        }
        return 0.5 * (lo + hi)
    }
}

/// A linear map from a range of values to a range of pixels, with round ticks.
struct AxisScale {
    /// The values at the ends of the axis, `lower < upper`.
    let lower: Double
    let upper: Double
    /// The distance between ticks.
    let step: Double
    /// The pixels the ends map to (`end` may be less than `start`, for a y axis).
    let start: Double
    let end: Double

    /// An axis over `minimum ... maximum` with about `ticks` intervals, widened
    /// to whole steps of 1, 2 or 5 times a power of ten; an empty range is
    /// widened by one on each side (or to `0 ... 1` at 0).
    init(_ minimum: Double, _ maximum: Double, ticks: Int, pixels start: Double, _ end: Double) {
        var minimum = minimum, maximum = maximum
        if !(maximum > minimum) {
            if minimum == 0 {
                maximum = 1
            } else {
                minimum -= 1
                maximum = minimum + 2
            }
        }
        step = Self.step(for: (maximum - minimum) / Double(max(ticks, 1)))
        lower = (minimum / step + 1e-9).rounded(.down) * step
        upper = (maximum / step - 1e-9).rounded(.up) * step
        self.start = start
        self.end = end
    }

    /// The pixel of `value`.
    func position(_ value: Double) -> Double {
        start + (value - lower) / (upper - lower) * (end - start)
    }

    /// The value at `pixel`: the inverse of ``position(_:)``.
    func value(at pixel: Double) -> Double {
        lower + (pixel - start) / (end - start) * (upper - lower)
    }

    /// The tick values from ``lower`` to ``upper``, each computed as `lower + i · step`.
    var ticks: [Double] {
        let count = Int(((upper - lower) / step).rounded())
        return (0...count).map { lower + Double($0) * step }
    }

    /// The smallest of 1, 2 and 5 times a power of ten that is at least `rough`.
    static func step(for rough: Double) -> Double {
        guard rough.isFinite, rough > 0 else { return 1 }
        var magnitude = 1.0
        while magnitude > rough { magnitude /= 10 }
        while magnitude * 10 <= rough { magnitude *= 10 }
        for multiple in [1.0, 2, 5, 10] where multiple * magnitude >= rough * (1 - 1e-9) {
            return multiple * magnitude
        }
        return 10 * magnitude
    }
}

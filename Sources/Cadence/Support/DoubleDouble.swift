/// A number held as an unevaluated sum `hi + lo` of two doubles: about 106 bits
/// of precision, for the few computations where a double's rounding changes the
/// answer (the sign of a cubic next to a triple root).
///
/// Built from the error-free transformations: Knuth's two-sum, and the product
/// whose rounding error a fused multiply-add recovers exactly.
struct DoubleDouble: Sendable {
    var hi: Double
    var lo: Double

    init(_ value: Double) {
        hi = value
        lo = 0
    }

    private init(hi: Double, lo: Double) {
        self.hi = hi
        self.lo = lo
    }

    /// `a + b` exactly, as a rounded sum and its error (Knuth's two-sum).
    static func sum(_ a: Double, _ b: Double) -> DoubleDouble {
        let s = a + b
        let v = s - a
        return DoubleDouble(hi: s, lo: (a - (s - v)) + (b - v))
    }

    /// `a · b` exactly, as a rounded product and its error (by fused multiply-add).
    static func product(_ a: Double, _ b: Double) -> DoubleDouble {
        let p = a * b
        return DoubleDouble(hi: p, lo: (-p).addingProduct(a, b))
    }

    static func + (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        let s = sum(a.hi, b.hi)
        return sum(s.hi, s.lo + a.lo + b.lo)
    }

    static func * (a: DoubleDouble, b: Double) -> DoubleDouble {
        let p = product(a.hi, b)
        return sum(p.hi, p.lo + a.lo * b)
    }

    /// The nearest double.
    var value: Double { hi + lo }
}

/// A scalar decay's `minimum` and `maximum`, held as values (for its exact
/// resting value) and as numbers (for the arithmetic), with what it does at
/// them.
struct DecayBounds<Value: Interpolatable>: Sendable {
    var minimum: Value?
    var maximum: Value?
    /// The bounds as numbers; −∞ or +∞ where none is given.
    var lower: Double
    var upper: Double
    /// The start and the velocity, as numbers.
    var start: Double
    var velocity: Double
    var boundary: DecayBoundary
    /// The value held within the bounds.
    var clamp: @Sendable (Value) -> Value

    /// The bound ahead, in the direction of the velocity: how far from the
    /// start it is, and its value. Only that one can be reached.
    var limit: (distance: Double, value: Value, boundary: DecayBoundary)? {
        if velocity > 0, let maximum { return (upper - start, maximum, boundary) }
        if velocity < 0, let minimum { return (start - lower, minimum, boundary) }
        return nil
    }

    /// `value`, clamped to the bounds when the boundary is `.stop`.
    func clamped(_ value: Value) -> Value {
        boundary == .stop ? clamp(value) : value
    }

    /// Throws for a bound that is not finite, a minimum above the maximum, a
    /// start outside them, or a bounce spring that cannot settle.
    func validate() throws(CadenceError) {
        for (field, bound, given) in [("minimum", lower, minimum != nil), ("maximum", upper, maximum != nil)]
        where given && !bound.isFinite {
            throw CadenceError(
                .invalidValue, field: field, value: CadenceError.describe(bound), expected: "a finite number")
        }
        guard lower <= upper else {
            throw CadenceError(
                .conflictingFields, field: "minimum", value: CadenceError.describe(lower),
                expected: "a number ≤ maximum (\(CadenceError.describe(upper)))")
        }
        guard start >= lower, start <= upper else {
            throw CadenceError(
                .invalidValue, field: "fromValue", value: CadenceError.describe(start),
                expected:
                    "a start within the bounds, \(CadenceError.describe(lower)) ... \(CadenceError.describe(upper))")
        }
        if case .spring(let spring) = boundary {
            do {
                try spring.validate()
            } catch {
                throw error.inside("boundary")
            }
            guard spring.damping > 0 else {
                throw CadenceError(
                    .invalidValue, field: "boundary.damping", value: "0",
                    expected: "a damping > 0, so that the spring at the bound settles")
            }
        }
    }
}

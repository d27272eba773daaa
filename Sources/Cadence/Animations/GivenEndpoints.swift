import Foundation

/// Which of a ``BasicAnimation``'s or a ``SpringAnimation``'s from, to and by
/// values are given, and Core Animation's table of what they move between (see
/// ``BasicAnimation``), once for both.
///
/// The animations store the three values unwrapped beside this set, an open one
/// as `.zero`: an animation is evaluated through `any LayerAnimation`, where its
/// generic code runs unspecialised, and there every `Optional<Value>` it touches
/// costs a metadata lookup (about a thousand instructions on Linux), several
/// times the evaluation itself. The values stay the animations' own fields, not
/// a generic struct of them, for the same reason: reaching into a stored
/// `Endpoints<Value>` would look up that struct's metadata on every evaluation.
/// The methods here are generic over the value, whose metadata the caller has.
struct GivenEndpoints: OptionSet, Sendable {
    let rawValue: UInt8
    static let from = GivenEndpoints(rawValue: 1)
    static let to = GivenEndpoints(rawValue: 2)
    static let by = GivenEndpoints(rawValue: 4)

    /// Marks `endpoint` given or open, and returns what to store for it: the
    /// value, or zero when it is open.
    mutating func store<Value: Interpolatable>(_ value: Value?, as endpoint: GivenEndpoints) -> Value {
        guard let value else {
            remove(endpoint)
            return .zero
        }
        insert(endpoint)
        return value
    }

    /// What an animation with these endpoints moves between, `base` standing
    /// for an open one (the value beneath, or zero for an additive animation).
    func resolve<Value: Interpolatable>(from: Value, to: Value, by: Value, base: Value) -> (from: Value, to: Value) {
        switch (contains(.from), contains(.to), contains(.by)) {
        case (true, true, _): (from, to)
        case (true, false, true): (from, from.adding(by))
        case (false, true, true): (to.subtracting(by), to)
        case (true, false, false): (from, base)
        case (false, true, false): (base, to)
        case (false, false, true): (base, base.adding(by))
        case (false, false, false): (base, base)
        }
    }

    /// Replaces `value`, the value beneath, with what an animation with these
    /// endpoints shows `fraction` of the way through iteration `iteration`:
    /// the endpoints resolved over the value beneath (or zero, when additive),
    /// interpolated, then built on by earlier iterations when cumulative and
    /// added to the value beneath when additive.
    ///
    /// The one evaluation of ``BasicAnimation`` and ``SpringAnimation``, shared
    /// with the render store's typed records, so they agree bit for bit.
    @inline(__always)
    func show<Value: Interpolatable>(
        fraction: Double, iteration: Int, over value: inout Value, from: Value, to: Value, by: Value,
        isAdditive: Bool, isCumulative: Bool
    ) {
        let base = isAdditive ? .zero : value
        let (start, end) = resolve(from: from, to: to, by: by, base: base)
        var shown = start.interpolated(to: end, fraction: fraction)
        guard isCumulative || isAdditive else {
            value = shown
            return
        }
        if isCumulative, iteration > 0 {
            shown = shown.adding(end.subtracting(start).scaled(by: Double(iteration)))
        }
        value = isAdditive ? value.adding(shown) : shown
    }

    /// Throws for a given endpoint that is not finite, all three given, or an
    /// endpoint computed from two given ones (`from + by`, `to − by`) that
    /// overflows.
    func validate<Value: Interpolatable>(from: Value, to: Value, by: Value) throws(CadenceError) {
        if contains(.from) { try from.checkFinite("fromValue") }
        if contains(.to) { try to.checkFinite("toValue") }
        if contains(.by) { try by.checkFinite("byValue") }
        if self == [.from, .to, .by] {
            throw CadenceError(
                .conflictingFields, field: "byValue", value: by.messageText,
                expected: "no byValue when fromValue and toValue are both set (at most two of from, to and by)")
        }
        if self == [.from, .by], !from.adding(by).isFinite {
            throw CadenceError(
                .invalidValue, field: "byValue", value: by.messageText,
                expected: "a byValue with fromValue + byValue finite")
        }
        if self == [.to, .by], !to.subtracting(by).isFinite {
            throw CadenceError(
                .invalidValue, field: "byValue", value: by.messageText,
                expected: "a byValue with toValue − byValue finite")
        }
    }
}

extension Interpolatable {
    /// Throws unless every component is finite, naming `field`.
    func checkFinite(_ field: String) throws(CadenceError) {
        guard isFinite else {
            throw CadenceError(.invalidValue, field: field, value: messageText, expected: "finite components")
        }
    }

    /// The value as messages write it: a number as ``CadenceError/describe(_:)``
    /// does (`2`, not `2.0`), other values as Swift describes them.
    var messageText: String {
        switch self {
        case let number as Double: CadenceError.describe(number)
        case let number as CGFloat: CadenceError.describe(Double(number))
        case let number as Float: CadenceError.describe(Double(number))
        default: "\(self)"
        }
    }
}

/// The from, to and by values of a ``BasicAnimation`` or a ``SpringAnimation``,
/// and Core Animation's table of what they move between (see
/// ``BasicAnimation``).
///
/// The values are stored unwrapped, with a set saying which are given: an
/// animation is evaluated through `any LayerAnimation`, where its generic code
/// runs unspecialised, and there every `Optional<Value>` it touches costs a
/// metadata lookup (about a thousand instructions on Linux), several times the
/// evaluation itself.
struct Endpoints<Value: Interpolatable>: Sendable {
    private var from = Value.zero
    private var to = Value.zero
    private var by = Value.zero
    private var given: GivenEndpoints = []

    init(from: Value?, to: Value?, by: Value?) {
        fromValue = from
        toValue = to
        byValue = by
    }

    var fromValue: Value? {
        get { given.contains(.from) ? from : nil }
        set { from = store(newValue, as: .from) }
    }

    var toValue: Value? {
        get { given.contains(.to) ? to : nil }
        set { to = store(newValue, as: .to) }
    }

    var byValue: Value? {
        get { given.contains(.by) ? by : nil }
        set { by = store(newValue, as: .by) }
    }

    /// What the animation moves between, `base` standing for an open endpoint
    /// (the value beneath, or zero for an additive animation).
    func resolved(base: Value) -> (from: Value, to: Value) {
        switch (given.contains(.from), given.contains(.to), given.contains(.by)) {
        case (true, true, _): (from, to)
        case (true, false, true): (from, from.adding(by))
        case (false, true, true): (to.subtracting(by), to)
        case (true, false, false): (from, base)
        case (false, true, false): (base, to)
        case (false, false, true): (base, base.adding(by))
        case (false, false, false): (base, base)
        }
    }

    /// Throws for a non-finite endpoint, or all three given.
    func validate() throws(CadenceError) {
        if given.contains(.from) { try from.checkFinite("fromValue") }
        if given.contains(.to) { try to.checkFinite("toValue") }
        if given.contains(.by) { try by.checkFinite("byValue") }
        if given == [.from, .to, .by] {
            throw CadenceError(
                .conflictingFields, field: "byValue", value: "\(by)",
                expected: "nil when fromValue and toValue are both set (at most two of from, to, by)")
        }
    }

    /// Marks `endpoint` given or open, and returns what to store for it.
    private mutating func store(_ value: Value?, as endpoint: GivenEndpoints) -> Value {
        guard let value else {
            given.remove(endpoint)
            return .zero
        }
        given.insert(endpoint)
        return value
    }
}

/// Which of an ``Endpoints``' values are given.
private struct GivenEndpoints: OptionSet, Sendable {
    let rawValue: UInt8
    static let from = GivenEndpoints(rawValue: 1)
    static let to = GivenEndpoints(rawValue: 2)
    static let by = GivenEndpoints(rawValue: 4)
}

extension Interpolatable {
    /// Throws unless every component is finite, naming `field`.
    func checkFinite(_ field: String) throws(CadenceError) {
        guard isFinite else {
            throw CadenceError(.invalidValue, field: field, value: "\(self)", expected: "finite components")
        }
    }
}

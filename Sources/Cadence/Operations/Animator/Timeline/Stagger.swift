/// How one step applied to many layers (or values) spreads their start times:
/// GSAP's stagger, with its semantics, so code ported from GSAP keeps its timing.
///
/// The whole spread is `each × (n − 1)`, or `amount`. Each item starts at that
/// spread scaled by its distance from the origin over the largest distance
/// (GSAP normalizes by the largest distance less the smallest, which only
/// differs for an origin between two items). For 5 items, `each: 0.1`:
///
/// | from | starts |
/// |---|---|
/// | `.first` | 0, 0.1, 0.2, 0.3, 0.4 |
/// | `.center` | 0.4, 0.2, 0, 0.2, 0.4 (rings 0.2 apart: 0.4 spread over 2 rings) |
/// | `.edges` | 0, 0.2, 0.4, 0.2, 0 |
/// | `.last` | 0.4, 0.3, 0.2, 0.1, 0 |
///
/// With `amount: 1` from the first: 0, 0.25, 0.5, 0.75, 1. An `ease` bends
/// the spread: the normalized distance goes through the timing function
/// before it is scaled (from the edges, GSAP's inverted ease).
///
/// ```swift
/// timeline.add(Stagger(each: 0.1, from: .center), over: cards) { card in
///     .basic(.opacity, to: 1, duration: 1, on: card)
/// }
/// ```
public struct Stagger: Sendable {
    /// Where the spread starts from.
    public enum Origin: Hashable, Sendable {
        /// The first item starts first (GSAP's `"start"`, or `0`).
        case first
        /// The last item starts first (GSAP's `"end"`).
        case last
        /// The middle starts first, then rings outwards; for an even count,
        /// the two middle items together (GSAP's `"center"`).
        case center
        /// The two ends start first, then inwards to the middle (GSAP's `"edges"`).
        case edges
        /// The item at this index starts first, then outwards from it.
        case index(Int)
    }

    /// The time between neighbouring items, if given.
    public var each: Double?
    /// The whole spread, if given (GSAP's `amount`).
    public var amount: Double?
    /// Where the spread starts from.
    public var from: Origin
    /// How the spread is eased (linear if nil).
    public var ease: TimingFunction?

    /// A stagger of `each` seconds between neighbours, or spread over `amount`
    /// seconds in all; give one of them (both is an error when the timeline
    /// is scheduled, as is neither).
    public init(each: Double? = nil, amount: Double? = nil, from: Origin = .first, ease: TimingFunction? = nil) {
        self.each = each
        self.amount = amount
        self.from = from
        self.ease = ease
    }

    /// The start offsets of `count` items, in seconds from the step's start.
    ///
    /// - Throws: ``CadenceError`` when both or neither of `each` and `amount`
    ///   are given, when either is negative or not finite, when an
    ///   ``Origin/index(_:)`` is outside the items, when the spread
    ///   `each × (count − 1)` is not finite (`each: 1e308` over three items),
    ///   and when an offset is before 0 (an ease that dips below 0, such as
    ///   `easeInBack`, whose items GSAP would start before the stagger's
    ///   position) or not finite (an ease that overshoots a spread near the
    ///   largest time).
    public func offsets(count: Int) throws(CadenceError) -> [Double] {
        let spread: Double
        switch (each, amount) {
        case (let each?, nil): spread = each * Double(max(count - 1, 0))
        case (nil, let amount?): spread = amount
        case (.some, .some):
            throw CadenceError(
                .conflictingFields, field: "stagger", value: "each and amount both given",
                expected: "each (between neighbours) or amount (the whole spread), not both")
        case (nil, nil):
            throw CadenceError(
                .invalidValue, field: "stagger", value: "neither each nor amount",
                expected: "each (between neighbours) or amount (the whole spread)")
        }
        let given = each ?? amount ?? 0
        try CadenceError.check(
            given, each != nil ? "stagger.each" : "stagger.amount", in: 0 ... .infinity,
            expected: "a finite number of seconds ≥ 0 (from: .last reverses the order)")
        guard count > 0 else { return [] }
        let origin: Double
        switch from {
        case .first: origin = 0
        case .last: origin = Double(count - 1)
        case .center, .edges: origin = Double(count - 1) / 2
        case .index(let index):
            guard (0..<count).contains(index) else {
                throw CadenceError(
                    .invalidValue, field: "stagger.from", value: "index \(index)",
                    expected: "an index of the \(count) items, 0 to \(count - 1)")
            }
            origin = Double(index)
        }
        guard spread.isFinite else {
            throw CadenceError(
                .invalidValue, field: "stagger.each", value: "\(CadenceError.describe(given)) over \(count) items",
                expected: "a spread, each × (count − 1), that is finite")
        }
        let distances = (0..<count).map { abs(Double($0) - origin) }
        let nearest = distances.min() ?? 0
        let range = (distances.max() ?? 0) - nearest
        let offsets = distances.map { distance in
            let fraction = range > 0 ? (distance - nearest) / range : 0
            if from == .edges {
                // GSAP inverts the spread and the ease: the ends first.
                return spread * (ease?.value(at: 1 - fraction) ?? 1 - fraction)
            }
            return spread * (ease?.value(at: fraction) ?? fraction)
        }
        if let item = offsets.firstIndex(where: { !($0.isFinite && $0 >= 0) }) {
            throw CadenceError(
                .invalidValue, field: "stagger.ease", value: "item \(item) at \(CadenceError.describe(offsets[item])) s",
                expected: "an ease that starts every item at a finite time at or after the stagger's start "
                    + "(Cadence refuses what GSAP would start earlier)")
        }
        return offsets
    }
}

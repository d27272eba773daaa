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
/// Items laid out in a ``Grid`` (row by row, `columns` to a row) spread by
/// their distance on the grid from the origin, as GSAP's `grid: [rows,
/// columns]` does: straight-line, or along one ``Axis``. ``Origin/random(seed:)``
/// starts them in a shuffled order that its seed fixes. As in GSAP, `each`
/// on a grid is the time per row or column of the grid's larger side
/// (`each × max(columns, count / columns)`; along an axis, per column for
/// `x`, per row for `y`), where in a row it is per item (`each × (count − 1)`).
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
        /// In an order shuffled by `seed` (GSAP's `"random"`, which draws a
        /// new order on every run): the items start at the distances the
        /// first item's origin gives, dealt out by a Fisher–Yates shuffle
        /// whose k-th draw is SplitMix64's k-th output for `seed`.
        case random(seed: UInt64)
    }

    /// Items laid out row by row, `columns` to a row (GSAP's `grid: [rows,
    /// columns]`; as in GSAP, only `columns` places the items, and `rows`
    /// is what the layout has).
    public struct Grid: Hashable, Sendable {
        /// Rows in the layout.
        public var rows: Int
        /// Items to a row.
        public var columns: Int

        /// A grid of `rows` rows of `columns` items.
        public init(rows: Int, columns: Int) {
            self.rows = rows
            self.columns = columns
        }
    }

    /// The one direction distances are measured along, on a grid.
    public enum Axis: Hashable, Sendable {
        /// Along the rows: an item's distance is its column's from the origin's.
        case x
        /// Along the columns: an item's distance is its row's from the origin's.
        case y
    }

    /// The time between neighbouring items, if given.
    public var each: Double?
    /// The whole spread, if given (GSAP's `amount`).
    public var amount: Double?
    /// Where the spread starts from.
    public var from: Origin
    /// How the spread is eased (linear if nil).
    public var ease: TimingFunction?
    /// How the items are laid out, if in a grid (a row if nil).
    public var grid: Grid?
    /// The one direction distances are measured along, if any (straight-line
    /// distance if nil).
    public var axis: Axis?

    /// A stagger of `each` seconds between neighbours, or spread over `amount`
    /// seconds in all; give one of them (both is an error when the timeline
    /// is scheduled, as is neither). Items in a `grid` spread by their
    /// distance on it, along `axis` if given.
    public init(
        each: Double? = nil, amount: Double? = nil, from: Origin = .first, ease: TimingFunction? = nil,
        grid: Grid? = nil, axis: Axis? = nil
    ) {
        self.each = each
        self.amount = amount
        self.from = from
        self.ease = ease
        self.grid = grid
        self.axis = axis
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
        let given: Double
        switch (each, amount) {
        case (let each?, nil): given = each
        case (nil, let amount?): given = amount
        case (.some, .some):
            throw CadenceError(
                .conflictingFields, field: "stagger", value: "each and amount both given",
                expected: "each (between neighbours) or amount (the whole spread), not both")
        case (nil, nil):
            throw CadenceError(
                .invalidValue, field: "stagger", value: "neither each nor amount",
                expected: "each (between neighbours) or amount (the whole spread)")
        }
        try CadenceError.check(
            given, each != nil ? "stagger.each" : "stagger.amount", in: 0 ... .infinity,
            expected: "a finite number of seconds ≥ 0 (from: .last reverses the order)")
        if let grid, grid.rows < 1 || grid.columns < 1 {
            throw CadenceError(
                .invalidValue, field: "stagger.grid", value: "\(grid.rows) rows of \(grid.columns)",
                expected: "a grid of at least 1 row of at least 1 item")
        }
        guard count > 0 else { return [] }
        if case .index(let index) = from, !(0..<count).contains(index) {
            throw CadenceError(
                .invalidValue, field: "stagger.from", value: "index \(index)",
                expected: "an index of the \(count) items, 0 to \(count - 1)")
        }
        let distances = distances(count: count)
        let spread = amount ?? given * itemsPerSpread(count: count)
        guard spread.isFinite else {
            throw CadenceError(
                .invalidValue, field: "stagger.each", value: "\(CadenceError.describe(given)) over \(count) items",
                expected: "a spread, each × (count − 1), that is finite")
        }
        let nearest = distances.min() ?? 0
        let range = (distances.max() ?? 0) - nearest
        let perSpread = itemsPerSpread(count: count)
        let offsets = distances.map { distance in
            let fraction = range > 0 ? (distance - nearest) / range : 0
            if let each, amount == nil, ease == nil,
                let multiple = wholeMultiple(perSpread * (from == .edges ? 1 - fraction : fraction))
            {
                // A whole number of `each`s, in decimal: 6 × 0.1 is 0.6, not 0.6000000000000001.
                return DecimalMultiple.of(each, multiple)
            }
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

    /// Each item's distance from the origin, as GSAP's distributor measures
    /// it: items `columns` to a row (one row without a grid), the origin at
    /// an item or at a point given as a fraction of the layout, straight-line
    /// or along an axis; for ``Origin/random(seed:)``, the first item's
    /// distances shuffled.
    private func distances(count: Int) -> [Double] {
        let wrap = grid.map { Swift.max($0.columns, 1) } ?? Int.max
        let originX: Double
        let originY: Double
        if case .index(let index) = from {
            originX = Double(index % wrap)
            originY = Double(index / wrap)
        } else {
            let ratio = switch from {
            case .last: 1.0
            case .center, .edges: 0.5
            default: 0.0
            }
            originX = Double(Swift.min(wrap, count)) * ratio - 0.5
            originY = grid == nil ? 0 : Double(count) * ratio / Double(wrap) - 0.5
        }
        var distances = (0..<count).map { item -> Double in
            let x = Double(item % wrap) - originX
            let y = originY - Double(item / wrap)
            switch axis {
            case nil: return (x * x + y * y).squareRoot()
            case .x: return abs(x)
            case .y: return abs(y)
            }
        }
        if case .random(let seed) = from, count > 1 {
            var draw: UInt64 = 0
            for item in stride(from: count - 1, to: 0, by: -1) {
                draw += 1
                let other = Int(SplitMix.fraction(seed: seed, index: draw) * Double(item + 1))
                distances.swapAt(item, other)
            }
        }
        return distances
    }

    /// `multiple` as a whole number of `each`s, when it is one (as in a row,
    /// and on a grid along an axis); nil otherwise (a diagonal distance on a
    /// grid, an index origin that divides unevenly).
    private func wholeMultiple(_ multiple: Double) -> Int? {
        guard multiple == multiple.rounded(), multiple.magnitude < Double(Int32.max) else { return nil }
        return Int(multiple)
    }

    /// What `each` is multiplied by for the whole spread: the items less one
    /// in a row; on a grid, its larger side (in columns and in rows of
    /// `count` items), or along an axis that axis's side, as GSAP reckons it.
    private func itemsPerSpread(count: Int) -> Double {
        guard let grid, grid.columns <= count else { return Double(Swift.max(count - 1, 0)) }
        let columns = Double(grid.columns)
        let rows = Double(count) / columns
        switch axis {
        case nil: return Swift.max(columns, rows)
        case .x: return columns
        case .y: return rows
        }
    }
}

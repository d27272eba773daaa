/// Where lines of one plot lie on top of one another, so that the picture can
/// dash them in turn and its legend can say so.
///
/// Lines are polylines in pixels whose x never decreases along them. A
/// segment of one line lies on another when every point along it, at most 4
/// pixels apart, is within `tolerance` pixels of that other line. A stretch is
/// a run of segments of one line that lie on the same other lines and is at
/// least `minimumLength` pixels long; shorter runs (lines crossing) do not
/// count.
///
/// Drawing: each line is drawn whole, then each stretch again on top with
/// ``dashArray(slot:of:)``, its `members` taking turns along it: member `s`
/// of `n` draws the `s`-th of every `n` dashes, so every colour shows.
struct SVGOverlap {
    /// A point of a line, in pixels.
    typealias Point = (x: Double, y: Double)

    /// Part of one line that others cover.
    struct Stretch: Equatable {
        /// The line's index.
        let line: Int
        /// The indices of its points along the stretch.
        let points: ClosedRange<Int>
        /// The lines drawn there, this one included, in index order.
        let members: [Int]

        /// This line's turn among the members.
        var slot: Int { members.firstIndex(of: line) ?? 0 }
    }

    /// The length of one dash, in pixels.
    static let dash = 6.0

    /// Every stretch of every line, by line, then along it.
    let stretches: [Stretch]
    /// For two lines `a < b`, the x extents (pixels) where `b` lies on `a`.
    let shared: [Pair: [ClosedRange<Double>]]
    /// Each line's x extent, nil for a line without points.
    let extents: [ClosedRange<Double>?]

    /// Two lines, the first the lower index.
    struct Pair: Hashable {
        let first: Int
        let second: Int
    }

    init(_ lines: [[Point]], tolerance: Double = 1, minimumLength: Double = 8) {
        let finite = lines.map { $0.filter { $0.x.isFinite && $0.y.isFinite } }
        let indexes = finite.map(LineIndex.init)
        extents = finite.map { line in
            guard let low = line.map(\.x).min(), let high = line.map(\.x).max() else { return nil }
            return low...high
        }
        var stretches: [Stretch] = []
        var shared: [Pair: [ClosedRange<Double>]] = [:]
        for (line, points) in finite.enumerated() where points.count >= 2 {
            // The other lines each segment lies on, in index order: both ends
            // near the other line, and for a long segment every 4 pixels between.
            var covering = Array(repeating: [Int](), count: points.count - 1)
            for other in indexes.indices where other != line {
                let near = indexes[other].near(points, within: tolerance)
                for segment in 0..<(points.count - 1) where near[segment] && near[segment + 1] {
                    let a = points[segment], b = points[segment + 1]
                    let steps = min(Int((Self.distance(a, b) / 4).rounded(.up)), 64)
                    let inside = steps < 2 || (1..<steps).allSatisfy { step in
                        let t = Double(step) / Double(steps)
                        let point = (a.x + t * (b.x - a.x), a.y + t * (b.y - a.y))
                        return indexes[other].distance(to: point, margin: tolerance) <= tolerance
                    }
                    if inside { covering[segment].append(other) }
                }
            }
            // Runs of segments with the same covering lines, long enough.
            var start = 0
            while start < covering.count {
                var end = start
                while end + 1 < covering.count, covering[end + 1] == covering[start] { end += 1 }
                let length = (start...end).reduce(0.0) { $0 + Self.distance(points[$1], points[$1 + 1]) }
                if !covering[start].isEmpty, length >= minimumLength {
                    stretches.append(Stretch(line: line, points: start...(end + 1), members: (covering[start] + [line]).sorted()))
                }
                start = end + 1
            }
            // Per earlier line, the x extents this one lies on it.
            for other in 0..<line {
                var segment = 0
                while segment < covering.count {
                    guard covering[segment].contains(other) else { segment += 1; continue }
                    var end = segment
                    while end + 1 < covering.count, covering[end + 1].contains(other) { end += 1 }
                    let length = (segment...end).reduce(0.0) { $0 + Self.distance(points[$1], points[$1 + 1]) }
                    if length >= minimumLength {
                        shared[Pair(first: other, second: line), default: []].append(points[segment].x...points[end + 1].x)
                    }
                    segment = end + 1
                }
            }
        }
        self.stretches = stretches
        self.shared = shared
    }

    /// How much of the x extent both lines span the second lies on the first,
    /// from 0 to 1 (1 for lines of one point each at one place).
    func coverage(_ pair: Pair) -> Double {
        guard let a = extents[pair.first], let b = extents[pair.second] else { return 0 }
        let low = max(a.lowerBound, b.lowerBound), high = min(a.upperBound, b.upperBound)
        guard high > low else { return 0 }
        let covered = (shared[pair] ?? []).reduce(0.0) { total, range in
            total + max(0, min(range.upperBound, high) - max(range.lowerBound, low))
        }
        return min(covered / (high - low), 1)
    }

    /// Groups of lines drawn over one another along `fraction` or more of the
    /// extent both span, each group in index order, groups by their first line.
    func groups(covering fraction: Double = 0.95) -> [[Int]] {
        var group = Array(extents.indices)
        func root(_ line: Int) -> Int { group[line] == line ? line : root(group[line]) }
        for pair in shared.keys.sorted(by: { ($0.first, $0.second) < ($1.first, $1.second) }) where coverage(pair) >= fraction {
            let a = root(pair.first), b = root(pair.second)
            if a != b { group[max(a, b)] = min(a, b) }
        }
        let byRoot = Dictionary(grouping: extents.indices, by: root)
        return byRoot.values.filter { $0.count > 1 }.map { $0.sorted() }.sorted { $0[0] < $1[0] }
    }

    /// The `stroke-dasharray` of member `slot` of `count`: a dash of
    /// ``dash`` pixels in its place among `count` (the first starts with it,
    /// the others with a gap before it).
    static func dashArray(slot: Int, of count: Int) -> String {
        let d = SVGBuilder.number(dash)
        if slot == 0 { return "\(d) \(SVGBuilder.number(dash * Double(count - 1)))" }
        return "0 \(SVGBuilder.number(dash * Double(slot))) \(d) \(SVGBuilder.number(dash * Double(count - 1 - slot)))"
    }

    /// The `stroke-dashoffset` that lines the turns of a stretch starting at
    /// `x` up with those of the other members, whichever point they start at.
    static func dashOffset(startingAt x: Double, count: Int) -> Double {
        let cycle = dash * Double(count)
        let phase = x.truncatingRemainder(dividingBy: cycle)
        return phase < 0 ? phase + cycle : phase
    }

    static func distance(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    /// A line's segments, found by x.
    private struct LineIndex {
        let points: [Point]
        /// Whether x never decreases along the line (else every segment is searched).
        let sorted: Bool

        init(_ points: [Point]) {
            self.points = points
            sorted = zip(points, points.dropFirst()).allSatisfy { $0.x <= $1.x }
        }

        /// For each of `others` (x never decreasing, else each is searched
        /// alone), whether it is within `tolerance` of the line: one sweep
        /// along both.
        func near(_ others: [Point], within tolerance: Double) -> [Bool] {
            guard sorted, points.count > 1, zip(others, others.dropFirst()).allSatisfy({ $0.x <= $1.x }) else {
                return others.map { distance(to: $0, margin: tolerance) <= tolerance }
            }
            var first = 0
            return others.map { p in
                // Segments ending before p.x − tolerance are behind every later point too.
                while first < points.count - 2, points[first + 1].x < p.x - tolerance { first += 1 }
                var segment = first
                while segment < points.count - 1, points[segment].x <= p.x + tolerance {
                    if Self.segmentDistance(p, points[segment], points[segment + 1]) <= tolerance { return true }
                    segment += 1
                }
                return false
            }
        }

        /// The distance from `p` to the nearest point of the line, or infinity
        /// if that is more than `margin`.
        func distance(to p: Point, margin: Double) -> Double {
            guard let first = points.first else { return .infinity }
            guard points.count > 1 else { return SVGOverlap.distance(first, p) }
            var range = 0...(points.count - 2)
            if sorted {
                // The segments whose x range meets p.x ± margin: segment k runs
                // from points[k].x to points[k + 1].x.
                let low = max(firstIndex { $0.x >= p.x - margin } - 1, 0)
                let high = min(firstIndex { $0.x > p.x + margin } - 1, points.count - 2)
                guard low <= high else { return .infinity }
                range = low...high
            }
            var best = Double.infinity
            for segment in range {
                best = min(best, Self.segmentDistance(p, points[segment], points[segment + 1]))
            }
            return best
        }

        /// The first index whose point satisfies `predicate` (which holds from
        /// some index on), or the count.
        private func firstIndex(where predicate: (Point) -> Bool) -> Int {
            var low = 0, high = points.count
            while low < high {
                let middle = (low + high) / 2
                if predicate(points[middle]) { high = middle } else { low = middle + 1 }
            }
            return low
        }

        private static func segmentDistance(_ p: Point, _ a: Point, _ b: Point) -> Double {
            let dx = b.x - a.x, dy = b.y - a.y
            let length = dx * dx + dy * dy
            guard length > 0 else { return SVGOverlap.distance(p, a) }
            let t = min(max(((p.x - a.x) * dx + (p.y - a.y) * dy) / length, 0), 1)
            return SVGOverlap.distance(p, (a.x + t * dx, a.y + t * dy))
        }
    }
}

import Cadence

/// Reads a scenario's sampled columns for the picture: one sample per frame at
/// 60 Hz, and a value either side of each jump, into
/// ``ScenarioResult/pictureSamples``.
///
/// It never moves the clock, so the run's trace and its reported samples are
/// what they would be without it. The runner steps the clock from one piece
/// of due work to the next and calls ``sample(upTo:now:)`` before each step:
/// nothing runs between `now` and the next work, so what is committed now is
/// what is shown at every instant up to it, and `Layer.presentation(at:)`
/// reads those instants ahead without advancing. The last of them is the
/// value at the work's instant before the work; ``settle(at:)``, after it,
/// reads the value again. Where the two differ (a `set` without animation, an
/// animation removed) the picture gets both, one above the other: a step.
///
/// A jump between two frames within one stretch (a discrete keyframe, a
/// repeat starting over) is found by its midpoint: a smooth curve passes near
/// the middle of its ends, a step sits at one of them. Halving the interval
/// then pins the jump to within a nanosecond, and its two sides are kept.
///
/// A long run keeps every second frame once it passes ``maximumFrames``, then
/// every fourth, and so on; jumps are kept up to ``maximumJumps``.
struct PictureSampler {
    /// Frames a second.
    static let frameRate = 60.0
    /// The most frames kept; one more halves the rate.
    static let maximumFrames = 3000
    /// The most jumps pinned down; later ones are drawn between frames.
    static let maximumJumps = 1000

    private struct Point {
        var time: Double
        var values: [[Double]]
        /// The frame's number, or nil for a side of a jump or the run's end.
        var frame: Int?
    }

    private let columns: [SampleSpec.Column]
    /// For each column, the first column of the same name: a column listed
    /// many times is read once an instant.
    private let firstOfName: [Int]
    private let layers: [String: Layer]
    /// Which columns are angles read in (−π, π]: compared modulo a turn, so
    /// that a spin passing π is no jump.
    private let angles: [Bool]
    private var points: [Point] = []
    /// Frames are the multiples of `stride` (frame `n` at `n / frameRate`);
    /// `nextFrame` is the first not yet read.
    private var stride = 1
    private var nextFrame = 0
    private var frameCount = 0
    private var jumpCount = 0
    /// The values at the clock's time after its work: where the next stretch begins.
    private var settled: (time: Double, values: [[Double]])?
    /// The values at the next work's instant, before that work.
    private var before: (time: Double, values: [[Double]])?

    /// Whether each reading also holds every column's velocity, after the values.
    private let velocities: Bool

    /// A sampler of `columns`, and with `velocities` of how fast each changes.
    init(columns: [SampleSpec.Column], layers: [String: Layer], velocities: Bool = false) {
        self.columns = columns
        self.velocities = velocities
        var first: [String: Int] = [:]
        firstOfName = columns.indices.map { index in
            if let seen = first[columns[index].name] { return seen }
            first[columns[index].name] = index
            return index
        }
        self.layers = layers
        angles = columns.map { Self.isAngle($0.name) } + (velocities ? columns.map { _ in false } : [])
    }

    /// Whether `column` (`LAYERID.KEYPATH`) is a rotation, read back in (−π, π]:
    /// `transform.rotation`, `sublayerTransform.rotation`, and their `.x`, `.y`, `.z`.
    static func isAngle(_ column: String) -> Bool {
        var parts = column.split(separator: ".")
        if let last = parts.last, ["x", "y", "z"].contains(last) { parts.removeLast() }
        guard parts.count >= 2, parts[parts.count - 1] == "rotation" else { return false }
        return ["transform", "sublayerTransform"].contains(parts[parts.count - 2])
    }

    /// The samples in time order: frames, both sides of each jump, and the
    /// last instant read.
    var samples: [ScenarioResult.Sample] {
        var all = points
        if let settled, all.last.map({ $0.time < settled.time }) ?? true {
            all.append(Point(time: settled.time, values: settled.values, frame: nil))
        }
        let count = columns.count
        return all.map { point in
            guard velocities else { return ScenarioResult.Sample(time: point.time, values: point.values) }
            return ScenarioResult.Sample(
                time: point.time, values: Array(point.values.prefix(count)), velocities: Array(point.values.dropFirst(count)))
        }
    }

    /// With the clock at `now` and no work due before `stop`: the frames in
    /// `[now, stop)` and the values at `stop` before its work, read from what
    /// is committed now.
    mutating func sample(upTo stop: Double, now: Double) {
        guard !columns.isEmpty, stop >= now else { return }
        var previous = settled
        while frameTime(nextFrame) < stop {
            let time = frameTime(nextFrame)
            if time >= now {
                let values = values(at: time)
                if let previous { addJumps(from: previous, to: (time, values)) }
                appendFrame(Point(time: time, values: values, frame: nextFrame))
                previous = (time, values)
            }
            nextFrame = (nextFrame / stride + 1) * stride
        }
        let values = values(at: stop)
        if let previous, stop > previous.time { addJumps(from: previous, to: (stop, values)) }
        before = (stop, values)
    }

    /// After the work at `now` ran: the values again, and both sides if they
    /// changed.
    mutating func settle(at now: Double) {
        guard !columns.isEmpty else { return }
        let values = values(at: now)
        let isFrame = frameTime(nextFrame) == now
        // Before the first work (at 0) nothing was shown yet: no step there.
        let started = settled != nil || !points.isEmpty
        if started, let before, before.time == now, differ(before.values, values), jumpCount < Self.maximumJumps {
            jumpCount += 1
            points.append(Point(time: now, values: before.values, frame: nil))
            points.append(Point(time: now, values: values, frame: nil))
        } else if isFrame {
            appendFrame(Point(time: now, values: values, frame: nextFrame))
        }
        while frameTime(nextFrame) <= now { nextFrame = (nextFrame / stride + 1) * stride }
        settled = (now, values)
        before = nil
    }

    private func frameTime(_ frame: Int) -> Double { Double(frame) / Self.frameRate }

    /// One column's numbers at `time`, from what is committed now: past
    /// the columns, the velocity of column `column − columns.count`.
    private func value(of column: Int, at time: Double) -> [Double] {
        guard column < columns.count else {
            let spec = columns[column - columns.count]
            return layers[spec.layer].map { spec.velocity($0, time) } ?? []
        }
        let spec = columns[column]
        return spec.read(layers[spec.layer]?.presentation(at: time) ?? PropertyValues())
    }

    /// Every column's numbers at `time`, from what is committed now.
    private func values(at time: Double) -> [[Double]] {
        var byLayer: [String: PropertyValues] = [:]
        var read: [[Double]] = []
        read.reserveCapacity(columns.count)
        for (index, column) in columns.enumerated() {
            if firstOfName[index] < index {
                read.append(read[firstOfName[index]])
                continue
            }
            let presented = byLayer[column.layer] ?? layers[column.layer]?.presentation(at: time) ?? PropertyValues()
            byLayer[column.layer] = presented
            read.append(column.read(presented))
        }
        if velocities {
            for index in columns.indices { read.append(value(of: columns.count + index, at: time)) }
        }
        return read
    }

    private mutating func appendFrame(_ point: Point) {
        points.append(point)
        frameCount += 1
        guard frameCount > Self.maximumFrames else { return }
        stride *= 2
        points.removeAll { point in point.frame.map { $0 % stride != 0 } ?? false }
        frameCount = points.count { $0.frame != nil }
    }

    /// The change from `a` to `b` of a number of column `column`: for an
    /// angle, the shorter way round.
    private func change(_ column: Int, from a: Double, to b: Double) -> Double {
        var change = b - a
        if column < angles.count, angles[column], change.isFinite {
            change = change.truncatingRemainder(dividingBy: 2 * .pi)
            if change > .pi { change -= 2 * .pi } else if change < -.pi { change += 2 * .pi }
        }
        return change
    }

    /// Whether two readings differ by more than rounding.
    private func differ(_ a: [[Double]], _ b: [[Double]]) -> Bool {
        guard a.count == b.count else { return true }
        for (column, (x, y)) in zip(a, b).enumerated() {
            guard x.count == y.count else { return true }
            for (p, q) in zip(x, y) where p != q {
                guard p.isFinite, q.isFinite else { return true }
                if abs(change(column, from: p, to: q)) > 1e-9 * max(1, abs(p), abs(q)) { return true }
            }
        }
        return false
    }

    /// The jumps between two readings of one stretch, each pinned down by
    /// halving and kept as its two sides, in time order.
    private mutating func addJumps(from start: (time: Double, values: [[Double]]), to end: (time: Double, values: [[Double]])) {
        guard jumpCount < Self.maximumJumps, end.time > start.time else { return }
        let middleTime = (start.time + end.time) / 2
        guard middleTime > start.time, middleTime < end.time else { return }
        let middle = values(at: middleTime)
        var sides: [(Double, [[Double]], Double, [[Double]])] = []
        columns: for column in start.values.indices where column < end.values.count && column < middle.count {
            for component in start.values[column].indices
            where component < end.values[column].count && component < middle[column].count {
                // No more jumps can be kept: pinning more would only cost.
                guard jumpCount + sides.count < Self.maximumJumps else { break columns }
                let a = start.values[column][component], b = end.values[column][component]
                let m = middle[column][component]
                guard a.isFinite, b.isFinite, m.isFinite else { continue }
                let total = change(column, from: a, to: b)
                let size = abs(total)
                guard size > 1e-9 * max(1, abs(a), abs(b)), abs(change(column, from: a, to: m) - total / 2) > size / 4 else { continue }
                // A jump of several components at once is pinned down once.
                let pinned = sides.contains { jump in
                    let across = change(column, from: Self.component(column, component, of: jump.1),
                                        to: Self.component(column, component, of: jump.3))
                    return abs(across) >= size / 2
                }
                if pinned { continue }
                if let jump = pinJump(column, component, start: start, end: end, middle: (middleTime, middle), change: size) {
                    sides.append(jump)
                }
            }
        }
        for (leftTime, left, rightTime, right) in sides.sorted(by: { $0.0 < $1.0 }) where jumpCount < Self.maximumJumps {
            if let last = points.last, last.time >= leftTime { continue }
            jumpCount += 1
            points.append(Point(time: leftTime, values: left, frame: nil))
            points.append(Point(time: rightTime, values: right, frame: nil))
        }
    }

    private static func component(_ column: Int, _ component: Int, of values: [[Double]]) -> Double {
        column < values.count && component < values[column].count ? values[column][component] : .nan
    }

    /// Halves `start…end` towards the larger change of one component until it
    /// is a nanosecond wide; a jump if that still holds half the change.
    private func pinJump(
        _ column: Int, _ component: Int, start: (time: Double, values: [[Double]]), end: (time: Double, values: [[Double]]),
        middle: (time: Double, values: [[Double]]), change: Double
    ) -> (Double, [[Double]], Double, [[Double]])? {
        // Halving reads this one column; every column is read once more at the
        // two sides found, so a jump costs the columns once, not 64 times.
        func number(_ values: [Double]) -> Double { component < values.count ? values[component] : .nan }
        func size(_ a: [Double], _ b: [Double]) -> Double { abs(self.change(column, from: number(a), to: number(b))) }
        var low = (time: start.time, values: start.values[column]), high = (time: end.time, values: end.values[column])
        var split = (time: middle.time, values: middle.values[column])
        var lowIsStart = true, highIsEnd = true
        for _ in 0..<64 {
            if size(low.values, split.values) >= size(split.values, high.values) {
                high = split
                highIsEnd = false
            } else {
                low = split
                lowIsStart = false
            }
            guard high.time - low.time > 1e-9 * max(1, abs(high.time)) else { break }
            let time = (low.time + high.time) / 2
            guard time > low.time, time < high.time else { break }
            split = (time, self.value(of: column, at: time))
        }
        let step = size(low.values, high.values)
        guard step.isFinite, step >= change / 2 else { return nil }
        let lowValues = lowIsStart ? start.values : low.time == middle.time ? middle.values : values(at: low.time)
        let highValues = highIsEnd ? end.values : high.time == middle.time ? middle.values : values(at: high.time)
        return (low.time, lowValues, high.time, highValues)
    }
}

import Cadence

/// Reads the frames of a ``FrameRecording`` as a fixture's clock moves: the
/// fixture steps its clock from one piece of due work to the next, and
/// before each step the recorder reads every frame instant before that work
/// ahead, with `presentations(of:at:into:)`. Nothing runs in between, so what
/// is committed then is what is shown at each of those instants; the clock
/// itself never moves for a frame, so the run and its trace are what they
/// would be without it.
///
/// A frame at the very instant of some work shows the state after that work,
/// as a display's frame drawn after the main loop's turn does: it is read at
/// the next step.
///
/// ## A budget of frames
///
/// A recording keeps at most ``maximumFrames`` frames, and at most
/// ``maximumLayerFrames`` layers drawn over all of them, whatever the run's
/// length: before reading the frames up to some work, the recorder halves its
/// rate (keeping every second frame read so far) until those frames fit, so
/// frames that would be dropped are never read. A run longer than a minute at
/// 60 Hz is recorded at 30 Hz, then 15 Hz, and so on: every frame kept is
/// still one Cadence presented, at the instant `k / rate`. A run of
/// 10⁶ s keeps 3,600 frames 8.7 min apart, and reads about as many.
struct FrameRecorder {
    /// The most frames a recording keeps.
    static let maximumFrames = 3_600
    /// The most layers drawn over all the frames kept (frames times layers):
    /// a tree of more than 55 layers is recorded at a lower rate.
    static let maximumLayerFrames = 200_000

    /// The rate asked for.
    let requestedRate: Double
    /// Frames a second kept: ``requestedRate`` halved as often as the budget needed.
    private(set) var rate: Double
    let columns: [FrameColumn]
    /// The first frame not yet read.
    private(set) var nextFrame: Int
    private(set) var layers: [FrameRecording.LayerEntry] = []
    private(set) var frames: [[FrameRecording.DrawnLayer?]] = []
    private(set) var values: [[Double]] = []
    /// The layers seen so far, by identity, with their index in ``layers``.
    private var known: [ObjectIdentifier: Int] = [:]
    /// Keeps each layer seen alive, so its identity stays its own.
    private var seen: [Layer] = []

    init(rate: Double, columns: [FrameColumn], from time: Double) {
        requestedRate = rate
        self.rate = rate
        self.columns = columns
        nextFrame = Self.firstFrame(atOrAfter: time, rate: rate)
    }

    /// Whether frames were dropped to stay within the budget.
    var isThinned: Bool { rate < requestedRate }

    /// The instant of frame `index`.
    func time(ofFrame index: Int) -> Double { Double(index) / rate }

    /// Reads every frame before `limit` (or at it too, with `including`),
    /// from `compositor`'s tree as it is committed now, after halving the
    /// rate as often as it takes for them to fit the budget.
    mutating func readFrames(before limit: Double, including: Bool = false, in compositor: Compositor) {
        func due(_ index: Int) -> Bool {
            let time = time(ofFrame: index)
            return including ? time <= limit : time < limit
        }
        guard due(nextFrame) else { return }
        // The tree does not change between two pieces of work: walk it once.
        let tree = treeInOrder(compositor.rootLayer)
        let indices = tree.map { index(of: $0.layer, parent: $0.parent) }
        let treeLayers = tree.map(\.layer)
        while Double(frames.count) + dueCount(before: limit) > Double(budget) { halveRate() }
        // Where each column's layer is in the tree, if it is there, found once for the stretch.
        let columnPositions = columns.map { column in tree.firstIndex { $0.layer === column.layer } }
        var presented: [PropertyValues] = []
        while due(nextFrame) {
            let time = time(ofFrame: nextFrame)
            compositor.presentations(of: treeLayers, at: time, into: &presented)
            var frame = [FrameRecording.DrawnLayer?](repeating: nil, count: layers.count)
            for (position, index) in indices.enumerated() {
                frame[index] = FrameRecording.DrawnLayer(presented[position])
            }
            frames.append(frame)
            values.append(zip(columns, columnPositions).map { column, position in
                column.readAt.map { $0(time) }
                    ?? column.read(position.map { presented[$0] } ?? column.layer.presentation(at: time))
            })
            nextFrame += 1
        }
    }

    /// The most frames kept with the layers seen so far: ``maximumFrames``,
    /// or fewer when the layers times the frames would pass
    /// ``maximumLayerFrames`` (never fewer than 2).
    private var budget: Int {
        min(Self.maximumFrames, max(2, Self.maximumLayerFrames / max(1, layers.count)))
    }

    /// How many frames from ``nextFrame`` fall before `limit`, or one more
    /// (as a number, so that a limit of 1e308 s makes no overflow: infinite
    /// while the rate is too high for it).
    private func dueCount(before limit: Double) -> Double {
        let last = (limit * rate).rounded(.down)
        return last.isFinite ? max(0, last - Double(nextFrame) + 1) : .infinity
    }

    /// Keeps every second frame read (those at an even index, which stay on the
    /// grid of half the rate) and halves the rate.
    private mutating func halveRate() {
        let first = nextFrame - frames.count
        var kept = 0
        for position in frames.indices where (first + position).isMultiple(of: 2) {
            frames[kept] = frames[position]
            values[kept] = values[position]
            kept += 1
        }
        frames.removeLast(frames.count - kept)
        values.removeLast(values.count - kept)
        rate /= 2
        nextFrame = nextFrame / 2 + (nextFrame.isMultiple(of: 2) ? 0 : 1)
    }

    /// The first frame at `rate` at or after `time`, clamped so that its
    /// number and the numbers after it stay whole numbers.
    private static func firstFrame(atOrAfter time: Double, rate: Double) -> Int {
        let index = (time * rate).rounded(.up)
        guard index.isFinite else { return index > 0 ? Int.max / 2 : 0 }
        return Int(min(max(0, index), Double(Int.max / 2)))
    }

    /// The layers beneath `root`, each before its sublayers, with its superlayer (nil for `root`'s own).
    private func treeInOrder(_ root: Layer) -> [(layer: Layer, parent: Layer?)] {
        var ordered: [(layer: Layer, parent: Layer?)] = []
        var pending: [(layer: Layer, parent: Layer?)] = root.sublayers.reversed().map { ($0, nil) }
        while let next = pending.popLast() {
            ordered.append(next)
            pending.append(contentsOf: next.layer.sublayers.reversed().map { ($0, next.layer) })
        }
        return ordered
    }

    /// The layer's index in ``layers``, added (named, with its superlayer's index) the first time it is seen.
    private mutating func index(of layer: Layer, parent: Layer?) -> Int {
        if let index = known[ObjectIdentifier(layer)] { return index }
        let index = layers.count
        let parentIndex = parent.flatMap { known[ObjectIdentifier($0)] }
        layers.append(FrameRecording.LayerEntry(name: layer.name ?? "layer \(index + 1)", parent: parentIndex))
        known[ObjectIdentifier(layer)] = index
        seen.append(layer)
        return index
    }
}

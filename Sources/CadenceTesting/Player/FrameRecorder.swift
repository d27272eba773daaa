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
struct FrameRecorder {
    let rate: Double
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
        self.rate = rate
        self.columns = columns
        nextFrame = max(0, Int((time * rate).rounded(.up)))
    }

    /// The instant of frame `index`.
    func time(ofFrame index: Int) -> Double { Double(index) / rate }

    /// Reads every frame before `limit` (or at it too, with `including`),
    /// from `compositor`'s tree as it is committed now.
    mutating func readFrames(before limit: Double, including: Bool = false, in compositor: Compositor) {
        func due(_ index: Int) -> Bool {
            let time = time(ofFrame: index)
            return including ? time <= limit : time < limit
        }
        guard due(nextFrame) else { return }
        // The tree does not change between two pieces of work: walk it once.
        let tree = treeInOrder(compositor.rootLayer)
        let indices = tree.map { index(of: $0.layer, parent: $0.parent) }
        // Where each column's layer is in the tree, if it is there, found once for the stretch.
        let columnPositions = columns.map { column in tree.firstIndex { $0.layer === column.layer } }
        var presented: [PropertyValues] = []
        while due(nextFrame) {
            let time = time(ofFrame: nextFrame)
            compositor.presentations(of: tree.map(\.layer), at: time, into: &presented)
            var frame = [FrameRecording.DrawnLayer?](repeating: nil, count: layers.count)
            for (position, index) in indices.enumerated() {
                frame[index] = FrameRecording.DrawnLayer(presented[position])
            }
            frames.append(frame)
            values.append(zip(columns, columnPositions).map { column, position in
                column.read(position.map { presented[$0] } ?? column.layer.presentation(at: time))
            })
            nextFrame += 1
        }
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

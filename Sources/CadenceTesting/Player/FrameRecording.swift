import Cadence
import Foundation

/// What a run showed, frame by frame: every layer of the tree and the values
/// it was drawn with at each frame of a fixed rate, the values a table shows
/// beside the stage, and the run's trace. What the HTML player plays
/// (``PlayerPage``); made by a ``TestFixture`` that records frames
/// (``TestFixture/recordFrames(rate:columns:)``).
///
/// Frame `k` is the instant `k / rate`, from 0 to the end of the run. Every
/// value is Cadence's own presented value at that instant; nothing is
/// interpolated afterwards.
///
/// A fixture keeps at most 3,600 frames, and at most 200,000 layers drawn
/// over them all: a longer run (or a larger tree) is recorded at half the
/// rate asked for, or a quarter, and so on, as often as it takes, and
/// ``thinnedFromRate`` says so.
public struct FrameRecording: Sendable {
    /// A layer of the tree, in the order first seen (a superlayer before its sublayers).
    public struct LayerEntry: Hashable, Sendable {
        /// The layer's name, or `layer N` for one without a name.
        public var name: String
        /// Its superlayer's index in ``FrameRecording/layers``; nil beneath the root layer.
        public var parent: Int?

        public init(name: String, parent: Int?) {
            self.name = name
            self.parent = parent
        }
    }

    /// The presented values a layer is drawn with.
    public struct DrawnLayer: Hashable, Sendable {
        public var position: CGPoint
        public var bounds: CGRect
        public var anchorPoint: CGPoint
        public var opacity: Float
        public var backgroundColor: RGBAColor
        public var borderColor: RGBAColor
        public var borderWidth: CGFloat
        public var cornerRadius: CGFloat
        public var shadowColor: RGBAColor
        public var shadowOpacity: Float
        public var shadowOffset: CGSize
        public var shadowRadius: CGFloat
        public var transform: Transform3D
        public var sublayerTransform: Transform3D
        public var zPosition: CGFloat

        /// The values `presented` holds (defaults where unset).
        public init(_ presented: PropertyValues) {
            position = presented[.position]
            bounds = presented[.bounds]
            anchorPoint = presented[.anchorPoint]
            opacity = presented[.opacity]
            backgroundColor = presented[.backgroundColor]
            borderColor = presented[.borderColor]
            borderWidth = presented[.borderWidth]
            cornerRadius = presented[.cornerRadius]
            shadowColor = presented[.shadowColor]
            shadowOpacity = presented[.shadowOpacity]
            shadowOffset = presented[.shadowOffset]
            shadowRadius = presented[.shadowRadius]
            transform = presented[.transform]
            sublayerTransform = presented[.sublayerTransform]
            zPosition = presented[.zPosition]
        }
    }

    /// Frames a second.
    public var rate: Double
    /// The rate asked for, when the frames were thinned to fit the
    /// recording's budget (``rate`` is then this rate halved one or more
    /// times); nil when every frame at ``rate`` was kept.
    public var thinnedFromRate: Double?
    /// Every layer that was in the tree at some frame.
    public var layers: [LayerEntry]
    /// `frames[k][i]`: how ``layers``[i] was drawn at frame `k`; nil while it
    /// was not in the tree. Shorter than ``layers`` for a frame before later
    /// layers joined.
    public var frames: [[DrawnLayer?]]
    /// The names of the values the table beside the stage shows, such as `box.position.x`.
    public var columns: [String]
    /// `values[k][j]`: ``columns``[j] at frame `k`.
    public var values: [[Double]]
    /// The run's trace, for the Gantt chart: operations, stalls, cancellations, failures.
    public var trace: Trace
    /// The run's end, in seconds: the last frame is at or before it.
    public var endTime: Double

    /// A recording of `frames` at `rate`; `thinnedFromRate` is the rate asked
    /// for when frames were dropped to fit a budget.
    public init(
        rate: Double, layers: [LayerEntry], frames: [[DrawnLayer?]], columns: [String], values: [[Double]],
        trace: Trace, endTime: Double, thinnedFromRate: Double? = nil
    ) {
        self.rate = rate
        self.thinnedFromRate = thinnedFromRate
        self.layers = layers
        self.frames = frames
        self.columns = columns
        self.values = values
        self.trace = trace
        self.endTime = endTime
    }
}

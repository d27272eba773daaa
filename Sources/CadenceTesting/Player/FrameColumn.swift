import Cadence

/// A value the HTML player's table shows beside the stage: a name, the layer
/// it is read from, and how to read it from that layer's presented values.
///
/// ```swift
/// try fixture.recordFrames(columns: [FrameColumn(box, .positionX), FrameColumn(box, .opacity)])
/// ```
public struct FrameColumn: Sendable {
    /// The column's name, such as `box.position.x`.
    public let name: String
    /// The layer read.
    public let layer: Layer
    /// Reads the value from the layer's presented values.
    public let read: @Sendable (PropertyValues) -> Double
    /// Reads the value at a host time instead, for what the presented
    /// values alone do not give (how fast one changes); nil to use ``read``.
    public let readAt: (@Sendable (Double) -> Double)?

    /// A column named `name` that reads `read` from `layer`'s presentation.
    public init(name: String, layer: Layer, read: @escaping @Sendable (PropertyValues) -> Double) {
        self.name = name
        self.layer = layer
        self.read = read
        readAt = nil
    }

    /// A column named `name` that reads `layer` at each frame's host time
    /// with `readingAt`: `layer.presentedVelocity(for:at:)`, say.
    public init(name: String, layer: Layer, readingAt: @escaping @Sendable (Double) -> Double) {
        self.name = name
        self.layer = layer
        read = { _ in .nan }
        readAt = readingAt
    }

    /// A column of `layer`'s numeric `keyPath`, named `layer.keyPath`
    /// (`box.position.x`), as a ``Probe`` names it.
    public init<Value: BinaryFloatingPoint & Interpolatable>(_ layer: Layer, _ keyPath: AnimationKeyPath<Value>) {
        self.init(name: "\(layer.name ?? "layer").\(keyPath.name)", layer: layer) { Double($0[keyPath]) }
    }
}

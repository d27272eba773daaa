import Cadence

/// A presented value to sample: a layer and one of its key paths, named
/// `layer.keyPath` (`box.position.x`) in a ``ValueTable``.
public struct Probe: Sendable {
    /// The column name: the layer's name, a dot, the key path's name.
    public let name: String
    private let read: @Sendable () -> String

    /// Samples `keyPath` of `layer`'s presentation.
    public init<Value>(_ layer: Layer, _ keyPath: AnimationKeyPath<Value>) {
        name = "\(layer.name ?? "layer").\(keyPath.name)"
        read = { ValueTable.format(layer.presentation()[keyPath]) }
    }

    /// The presented value now, formatted as a ``ValueTable`` writes it.
    public func sample() -> String { read() }
}

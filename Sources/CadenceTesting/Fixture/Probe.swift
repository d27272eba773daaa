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
        // The one value, not the whole presentation: a layer with many
        // properties and a probe for each would otherwise cost their product.
        read = { ValueTable.format(layer.presentedValue(for: keyPath)) }
    }

    /// The presented value now, formatted as a ``ValueTable`` writes it.
    public func sample() -> String { read() }
}

import Cadence

/// A presented value to sample: a layer and one of its key paths, named
/// `layer.keyPath` (`box.position.x`) in a ``ValueTable``.
public struct Probe: Sendable {
    /// The column name: the layer's name, a dot, the key path's name.
    public let name: String
    /// The layer sampled.
    let layer: Layer
    /// The key path's name and value type: probes alike are read together.
    private let keyPathKey: String
    /// Reads the key path of each of some layers, all in `compositor`'s tree,
    /// in one batch read, formatted.
    private let readAll: @Sendable (_ layers: [Layer], _ compositor: Compositor) -> [String]
    /// Reads the key path of ``layer`` alone.
    private let readOne: @Sendable () -> String

    /// Samples `keyPath` of `layer`'s presentation.
    public init<Value>(_ layer: Layer, _ keyPath: AnimationKeyPath<Value>) {
        name = "\(layer.name ?? "layer").\(keyPath.name)"
        self.layer = layer
        keyPathKey = "\(keyPath.name):\(Value.self)"
        // The one value, not the whole presentation: a layer with many
        // properties and a probe for each would otherwise cost their product.
        readAll = { layers, compositor in
            var values: [Value] = []
            compositor.presentedValues(for: keyPath, of: layers, into: &values)
            return values.map(ValueTable.format)
        }
        readOne = { ValueTable.format(layer.presentedValue(for: keyPath)) }
    }

    /// The presented value now, formatted as a ``ValueTable`` writes it.
    public func sample() -> String { readOne() }

    /// Every probe's presented value now, in order: the probes of one key path
    /// whose layers share a compositor are read together, with the
    /// compositor's batch read (one clock read and one lock for them all).
    static func sampleAll(_ probes: [Probe]) -> [String] {
        struct Group: Hashable {
            let keyPath: String
            let compositor: ObjectIdentifier
        }
        var values = [String](repeating: "", count: probes.count)
        var groups: [Group: (compositor: Compositor, indices: [Int])] = [:]
        var order: [Group] = []
        for (index, probe) in probes.enumerated() {
            guard let compositor = probe.layer.compositor else {
                values[index] = probe.sample()
                continue
            }
            let group = Group(keyPath: probe.keyPathKey, compositor: ObjectIdentifier(compositor))
            if groups[group] == nil { order.append(group) }
            groups[group, default: (compositor, [])].indices.append(index)
        }
        for group in order {
            guard let (compositor, indices) = groups[group] else { continue }
            let read = probes[indices[0]].readAll(indices.map { probes[$0].layer }, compositor)
            for (index, value) in zip(indices, read) { values[index] = value }
        }
        return values
    }
}

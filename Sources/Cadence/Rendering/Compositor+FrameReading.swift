/// Reading a frame: the presented values of many layers at one instant, under
/// one lock and one clock read, written into a buffer the caller keeps.
///
/// A renderer or a sampler reading every layer each frame calls these once,
/// not ``Layer/presentedValue(for:)`` per layer: that takes the layer's lock,
/// reads the clock and takes the render lock each time.
///
/// ```swift
/// var xs: [CGFloat] = []
/// compositor.presentedValues(for: .positionX, of: boxes, into: &xs)
/// // xs[i] is boxes[i].presentedValue(for: .positionX), all at one instant
/// ```
extension Compositor {
    /// Writes `keyPath`'s presented value for each of `layers`, in order, into
    /// `buffer` (replacing what it held), at `time` (the compositor's time; now
    /// when nil, read once).
    ///
    /// Each value is what ``Layer/presentedValue(for:at:)`` gives, bit for bit.
    /// A layer not in this compositor's tree gives its model value. Reuse
    /// `buffer` from frame to frame: once it has grown to the layers' count, a
    /// read allocates nothing.
    public func presentedValues<Value>(
        for keyPath: AnimationKeyPath<Value>, of layers: [Layer], at time: Double? = nil, into buffer: inout [Value]
    ) {
        let time = time ?? clock.currentTime
        // Every element is written below; a buffer of the right size is reused as it is.
        if buffer.count != layers.count { buffer = Array(repeating: keyPath.defaultValue, count: layers.count) }
        let outside = buffer.withUnsafeMutableBufferPointer { values in
            render.withLock { $0.tree.present(layers, at: keyPath, time: time, into: values) }
        }
        // Read after the render lock is let go: a layer's lock is never taken under it.
        for index in outside { buffer[index] = layers[index][keyPath] }
    }

    /// Writes every presented value of each of `layers`, in order, into
    /// `buffer` (replacing what it held), at `time` (the compositor's time; now
    /// when nil, read once): what ``Layer/presentation(at:)`` gives for each.
    ///
    /// A layer not in this compositor's tree gives its model values.
    public func presentations(of layers: [Layer], at time: Double? = nil, into buffer: inout [PropertyValues]) {
        let time = time ?? clock.currentTime
        buffer.removeAll(keepingCapacity: true)
        buffer.reserveCapacity(layers.count)
        var outside: [Int] = []
        render.withLock { state in
            for (index, layer) in layers.enumerated() {
                if let values = state.tree.presentation(of: layer, at: time) {
                    buffer.append(values)
                } else {
                    outside.append(index)
                    buffer.append(PropertyValues())
                }
            }
        }
        for index in outside { buffer[index] = layers[index].modelValues }
    }
}

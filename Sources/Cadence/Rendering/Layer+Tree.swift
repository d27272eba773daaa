extension Layer {
    /// The layers directly beneath this one, back to front.
    public var sublayers: [Layer] { state.withLock { $0.sublayers } }

    /// The layer this one is a sublayer of.
    public var superlayer: Layer? { state.withLock { $0.superlayer } }

    /// Appends `layer` to the sublayers, first removing it from its current
    /// superlayer. See ``insertSublayer(_:at:)``.
    public func addSublayer(_ layer: Layer) {
        insertSublayer(layer, at: Int.max)
    }

    /// Inserts `layer` among the sublayers at `index` (clamped to the valid
    /// range), first removing it from its current superlayer.
    ///
    /// Moving a layer within one compositor's tree keeps its animations running;
    /// a layer that joins a compositor's tree brings the animations it holds,
    /// which begin when the transaction commits. Adding a layer beneath itself is
    /// refused and reported to ``Compositor/errorHandler``.
    public func insertSublayer(_ layer: Layer, at index: Int) {
        guard layer !== self, !isInSubtree(of: layer) else {
            report(
                CadenceError(
                    .invalidState, field: "insertSublayer(_:at:)", value: "\(layer), an ancestor of \(self) or itself",
                    expected: "a layer that is not above this one in the tree"))
            return
        }
        let target = compositor
        let source = layer.compositor
        layer.detachFromSuperlayer()
        if source !== target {
            layer.leaveCompositor()
        }
        state.withLock { state in
            state.sublayers.insert(layer, at: min(max(index, 0), state.sublayers.count))
        }
        layer.state.withLock { $0.superlayer = self }
        Self.noteTimeShapeChange()
        if let target {
            if source === target {
                target.transaction.willChange(layer)
            } else {
                layer.join(target)
            }
        }
    }

    /// Removes the layer from its superlayer. Leaving a compositor's tree removes
    /// the animations of the layer and of its sublayers.
    public func removeFromSuperlayer() {
        guard superlayer != nil else { return }
        detachFromSuperlayer()
        leaveCompositor()
    }

    /// The layer and everything beneath it, parents before children.
    var subtree: [Layer] {
        var layers: [Layer] = [self]
        var index = 0
        while index < layers.count {
            layers.append(contentsOf: layers[index].sublayers)
            index += 1
        }
        return layers
    }

    private func isInSubtree(of ancestor: Layer) -> Bool {
        var current = superlayer
        while let layer = current {
            if layer === ancestor { return true }
            current = layer.superlayer
        }
        return false
    }

    private func detachFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.state.withLock { $0.sublayers.removeAll { $0 === self } }
        state.withLock { $0.superlayer = nil }
        Self.noteTimeShapeChange()
    }

    /// Takes the subtree out of its compositor: its animations are removed and
    /// the compositor drops it at the next commit.
    private func leaveCompositor() {
        Self.noteTimeShapeChange()
        for layer in subtree {
            guard let transaction = layer.willChange() else { continue }
            let records = layer.state.withLock { state in
                defer { state.compositor = nil }
                return state.animations.removeAll()
            }
            for record in records {
                transaction.recordRemoval(of: record, from: layer)
            }
        }
    }

    /// Puts the subtree into `compositor`'s tree; the animations it holds are
    /// committed with the transaction.
    func join(_ compositor: Compositor) {
        Self.noteTimeShapeChange()
        for layer in subtree {
            let records = layer.state.withLock { state in
                state.compositor = compositor
                return state.animations.all
            }
            compositor.transaction.willChange(layer)
            for record in records {
                compositor.transaction.recordAddition(of: record, to: layer)
            }
        }
    }

    /// The layer's state as a commit copies it into `compositor`'s render tree.
    func snapshot(for compositor: Compositor) -> CommitChanges.LayerSnapshot {
        state.withLock { state in
            CommitChanges.LayerSnapshot(
                layer: self, isAttached: state.compositor === compositor,
                parent: state.superlayer.map(ObjectIdentifier.init), model: state.model, timing: state.timing)
        }
    }
}

/// The compositor's copy of the layer tree, as last committed: what is shown.
///
/// Transactions copy model values, layer timing and tree structure in at
/// commit, and add and remove animations. Presentation is computed from this
/// copy and the time alone, so it goes on while the main loop is busy.
///
/// The tree also keeps the agenda: for every animation that has yet to start
/// or stop, the instant (in the compositor's time) when it will, so the
/// compositor wakes then and not before.
struct RenderTree {
    struct RenderedLayer {
        weak var layer: Layer?
        var parent: ObjectIdentifier?
        var model: PropertyValues
        var timing: MediaTiming
        var animations: [CommittedAnimation] = []
    }

    struct CommittedAnimation {
        let record: AnimationRecord
        /// The animation with its begin time resolved (0 became the commit instant).
        let animation: any LayerAnimation
        /// Commit order, for ties at one instant.
        let sequence: UInt64
        /// When it begins, in its layer's time.
        let localBegin: Double
        /// The first instant of its layer's time at which it is over.
        let localEnd: Double
        var startDue = Double.infinity
        var endDue = Double.infinity
        var hasStarted = false
        var hasStopped = false
    }

    struct DueEvent: Comparable {
        enum Kind: Int { case start, end }
        let time: Double
        let sequence: UInt64
        let kind: Kind
        let layer: ObjectIdentifier
        let animation: UInt64

        static func < (lhs: DueEvent, rhs: DueEvent) -> Bool {
            (lhs.time, lhs.sequence, lhs.kind.rawValue) < (rhs.time, rhs.sequence, rhs.kind.rawValue)
        }
    }

    var layers: [ObjectIdentifier: RenderedLayer] = [:]
    var agenda = MinHeap<DueEvent>()
    var nextSequence: UInt64 = 0

    /// The animations committed and not yet stopped.
    var activeAnimationCount: Int {
        layers.values.reduce(0) { $0 + $1.animations.count(where: { !$0.hasStopped }) }
    }
}

// MARK: - Time

extension RenderTree {
    /// The layer's local time at compositor time `time`: each level's
    /// `(t − beginTime) · speed + timeOffset`, from the root down.
    ///
    /// Levels with the default timing leave the time as it is (`+ 0` aside,
    /// which turns −0 into +0), so only the others are collected: for the usual
    /// tree, where no layer has timing of its own, nothing is allocated.
    func localTime(of id: ObjectIdentifier, at time: Double) -> Double {
        var chain: [MediaTiming] = []
        var skipped = false
        var current: ObjectIdentifier? = id
        while let layerID = current, let layer = layers[layerID] {
            if layer.timing.isIdentityTransform {
                skipped = true
            } else {
                chain.append(layer.timing)
            }
            current = layer.parent
        }
        let local = chain.reversed().reduce(time) { $1.localTime(fromParent: $0) }
        return skipped ? local + 0 : local
    }

    /// The first compositor time at which the layer's local time reaches
    /// `local`, or infinity if it never does while time runs forward (a paused
    /// or reversed ancestor, or a time that is not finite).
    func compositorTime(of id: ObjectIdentifier, reachingLocal local: Double) -> Double {
        guard local.isFinite else { return .infinity }
        var time = local
        var current: ObjectIdentifier? = id
        while let layerID = current, let layer = layers[layerID] {
            guard let parent = layer.timing.parentTime(fromLocal: time) else { return .infinity }
            time = parent
            current = layer.parent
        }
        guard time.isFinite else { return .infinity }
        // The inverse may round either way; step to the first instant that counts.
        for _ in 0..<64 {
            if localTime(of: id, at: time) >= local {
                return time
            }
            time = time.nextUp
        }
        return .infinity
    }

    /// Whether `id` is `ancestor` or lies beneath it.
    func isLayer(_ id: ObjectIdentifier, within ancestors: Set<ObjectIdentifier>) -> Bool {
        var current: ObjectIdentifier? = id
        while let layerID = current {
            if ancestors.contains(layerID) { return true }
            current = layers[layerID]?.parent
        }
        return false
    }
}

// MARK: - Presentation

extension RenderTree {
    /// The layer's values as shown at `time`: the committed model, with each
    /// animation applied on top in the order added. An animation that is over and
    /// removed on completion shows nothing, even before the compositor has woken
    /// to remove it. Nil for a layer not in the tree.
    func presentation(of id: ObjectIdentifier, at time: Double) -> PropertyValues? {
        guard let layer = layers[id] else { return nil }
        var values = layer.model
        guard !layer.animations.isEmpty else { return values }
        let local = localTime(of: id, at: time)
        for committed in layer.animations {
            if committed.animation.isRemovedOnCompletion, local >= committed.localEnd {
                continue
            }
            committed.animation.apply(at: local, to: &values)
        }
        return values
    }
}

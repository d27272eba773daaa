/// What a transaction hands the compositor when it commits.
struct CommitChanges {
    /// A layer's state as the transaction leaves it.
    struct LayerSnapshot {
        let layer: Layer
        /// Whether the layer is in this compositor's tree; false when it left.
        let isAttached: Bool
        let parent: ObjectIdentifier?
        let model: PropertyValues
        let timing: MediaTiming

        var id: ObjectIdentifier { ObjectIdentifier(layer) }
    }

    /// An animation added to or removed from a layer.
    struct RecordChange {
        let layer: Layer
        let record: AnimationRecord

        var layerID: ObjectIdentifier { ObjectIdentifier(layer) }
    }

    var snapshots: [LayerSnapshot] = []
    var removed: [RecordChange] = []
    var added: [RecordChange] = []
}

extension RenderTree {
    /// Applies a committed transaction at compositor time `now`, in this order:
    /// layer state and structure, removed animations, new timing for layers
    /// whose timing or place changed, then added animations (a begin time of 0
    /// becomes the layer's time now). Returns the stops that removal caused, in
    /// order.
    mutating func commit(_ changes: CommitChanges, at now: Double) -> [AnimationEvent] {
        var events: [AnimationEvent] = []
        var retimed: Set<ObjectIdentifier> = []
        for snapshot in changes.snapshots {
            apply(snapshot, retimed: &retimed, events: &events)
        }

        let addedIDs = Set(changes.added.map(\.record.id))
        var withdrawn: Set<UInt64> = []
        for change in changes.removed {
            if let committed = removeAnimation(change.record.id, from: change.layerID) {
                if !committed.hasStopped {
                    events.append(.stopped(committed.record, of: change.layer, finished: false))
                }
            } else if addedIDs.contains(change.record.id) {
                // Added and removed within the transaction: never shown.
                withdrawn.insert(change.record.id)
                events.append(.stopped(change.record, of: change.layer, finished: false))
            }
        }

        if !retimed.isEmpty {
            for id in layers.keys where isLayer(id, within: retimed) {
                for index in layers[id]!.animations.indices {
                    scheduleEvents(of: id, at: index)
                }
            }
        }

        for change in changes.added where !withdrawn.contains(change.record.id) {
            guard layers[change.layerID] != nil else {
                events.append(.stopped(change.record, of: change.layer, finished: false))
                continue
            }
            add(change.record, to: change.layerID, at: now)
        }
        return events
    }

    private mutating func apply(
        _ snapshot: CommitChanges.LayerSnapshot, retimed: inout Set<ObjectIdentifier>, events: inout [AnimationEvent]
    ) {
        guard snapshot.isAttached else {
            if let gone = layers.removeValue(forKey: snapshot.id) {
                reshape()
                for committed in gone.animations where !committed.hasStopped {
                    events.append(.stopped(committed.record, of: snapshot.layer, finished: false))
                }
            }
            return
        }
        if let node = layers[snapshot.id] {
            if node.timing != snapshot.timing || node.parent != snapshot.parent {
                retimed.insert(snapshot.id)
                reshape()
            }
            node.model = snapshot.model
            node.timing = snapshot.timing
            node.parent = snapshot.parent
        } else {
            layers[snapshot.id] = Node(
                layer: snapshot.layer, parent: snapshot.parent, model: snapshot.model, timing: snapshot.timing)
            reshape()
        }
    }

    private mutating func add(_ record: AnimationRecord, to id: ObjectIdentifier, at now: Double) {
        var animation = record.animation
        if record.beginsAtCommit {
            animation.timing.beginTime = localTime(of: id, at: now)
        }
        nextSequence += 1
        layers[id]!.animations.append(CommittedAnimation(record: record, animation: animation, sequence: nextSequence))
        scheduleEvents(of: id, at: layers[id]!.animations.count - 1)
    }

    private mutating func removeAnimation(_ recordID: UInt64, from id: ObjectIdentifier) -> CommittedAnimation? {
        guard let index = layers[id]?.animations.firstIndex(where: { $0.record.id == recordID }) else { return nil }
        return layers[id]!.animations.remove(at: index)
    }

    /// Works out when the animation will start and stop, in compositor time, and
    /// puts those instants on the agenda. Earlier entries for it go stale.
    private mutating func scheduleEvents(of id: ObjectIdentifier, at index: Int) {
        let committed = layers[id]!.animations[index]
        guard !committed.hasStopped else { return }
        if !committed.hasStarted {
            committed.startDue = compositorTime(of: id, reachingLocal: committed.localBegin)
            enqueue(.start, committed.startDue, committed, on: id)
        }
        committed.endDue = compositorTime(of: id, reachingLocal: committed.localEnd)
        enqueue(.end, committed.endDue, committed, on: id)
    }

    private mutating func enqueue(
        _ kind: DueEvent.Kind, _ time: Double, _ committed: CommittedAnimation, on id: ObjectIdentifier
    ) {
        guard time.isFinite else { return }
        agenda.insert(
            DueEvent(time: time, sequence: committed.sequence, kind: kind, layer: id, animation: committed.record.id))
    }
}

// MARK: - Falling due

extension RenderTree {
    /// The earliest instant at which an animation starts or stops, if any will.
    mutating func nextDueTime() -> Double? {
        while let first = agenda.min {
            if isCurrent(first) { return first.time }
            agenda.popMin()
        }
        return nil
    }

    /// Takes every start and stop due by `now`, in order of due time, then commit
    /// order, starts before stops; removes what completed and is removed on
    /// completion; returns what the main loop should be told.
    mutating func collectDue(at now: Double) -> [AnimationEvent] {
        var events: [AnimationEvent] = []
        while let event = agenda.min, event.time <= now {
            agenda.popMin()
            guard isCurrent(event),
                let index = layers[event.layer]?.animations.firstIndex(where: { $0.record.id == event.animation })
            else { continue }
            let node = layers[event.layer]!
            let committed = node.animations[index]
            switch event.kind {
            case .start:
                committed.hasStarted = true
                events.append(AnimationEvent(kind: .started, record: committed.record, layer: node.layer, removesRecord: false))
            case .end:
                committed.hasStopped = true
                let removes = committed.animation.isRemovedOnCompletion
                events.append(.stopped(committed.record, of: node.layer, finished: true, removesRecord: removes))
                if removes {
                    node.animations.remove(at: index)
                }
            }
        }
        return events
    }

    /// Whether an agenda entry still describes its animation's next start or stop.
    private func isCurrent(_ event: DueEvent) -> Bool {
        guard let committed = layers[event.layer]?.animations.first(where: { $0.record.id == event.animation })
        else { return false }
        switch event.kind {
        case .start: return !committed.hasStarted && !committed.hasStopped && committed.startDue == event.time
        case .end: return !committed.hasStopped && committed.endDue == event.time
        }
    }
}

extension AnimationEvent {
    static func stopped(
        _ record: AnimationRecord, of layer: Layer?, finished: Bool, removesRecord: Bool = false
    ) -> AnimationEvent {
        AnimationEvent(kind: .stopped(finished: finished), record: record, layer: layer, removesRecord: removesRecord)
    }
}

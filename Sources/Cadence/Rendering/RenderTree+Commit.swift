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

    /// An animation put under a new ``RunClock`` (its layer's time when nil),
    /// or under the clock its run shares (`clock` is then nil).
    struct ClockChange {
        let layer: Layer
        let recordID: UInt64
        let clock: RunClock?
        var shared: SharedRunClock? = nil

        var layerID: ObjectIdentifier { ObjectIdentifier(layer) }
    }

    /// A run's shared clock set to a new value; nil when the run no longer uses it.
    struct SharedClockChange {
        let shared: SharedRunClock
        let clock: RunClock?
    }

    var snapshots: [LayerSnapshot] = []
    var removed: [RecordChange] = []
    var added: [RecordChange] = []
    var clocks: [ClockChange] = []
    var sharedClocks: [SharedClockChange] = []
    /// Animations silently replaced by others of the same timing (see
    /// ``Layer/rebaseAnimation(forKey:to:)``): each record has the id of the one it replaces.
    var rebased: [RecordChange] = []
}

extension RenderTree {
    /// Applies a committed transaction at compositor time `now`, in this order:
    /// layer state and structure, removed animations, new timing for layers
    /// whose timing or place changed, added animations (a begin time of 0
    /// becomes the layer's time now), then shared run clocks' new values,
    /// then animations put under a new run clock (their own or a shared
    /// one), then animations rebased. Returns the stops that removal caused,
    /// in order.
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
            for id in layers(within: retimed) {
                let node = layers[id]!
                for committed in node.liveAnimations {
                    // Its layer's time is no longer the compositor's: it keeps
                    // the shared clock's value, on its own, until it is steered again.
                    if let shared = committed.clock, shared.isShared {
                        committed.retime(shared.value)
                        store.retime(committed, on: node)
                    }
                    scheduleEvents(of: committed, on: id)
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

        var steered: [RunClockNode] = []
        for change in changes.sharedClocks {
            let key = ObjectIdentifier(change.shared)
            guard let clock = change.clock else {
                sharedClocks[key] = nil
                continue
            }
            let shared = sharedClocks[key] ?? RunClockNode(clock, owner: change.shared)
            sharedClocks[key] = shared
            shared.value = clock
            steered.append(shared)
        }

        for change in changes.clocks {
            guard let node = layers[change.layerID], let committed = node.animation(withRecord: change.recordID),
                !committed.hasStopped
            else { continue }
            let shared = change.shared.flatMap { sharedClocks[ObjectIdentifier($0)] }
            // One removed on completion is over at its own end: it keeps a clock of its own.
            if let shared, !committed.isRemovedOnCompletion {
                guard committed.clock !== shared else { continue }
                committed.share(shared)
                store.retime(committed, on: node)
                shared.add(committed, on: change.layerID)
                steered.append(shared)
                continue
            }
            committed.retime(shared?.value ?? change.clock)
            store.retime(committed, on: node)
            scheduleEvents(of: committed, on: change.layerID)
        }
        var scheduled: Set<ObjectIdentifier> = []
        for shared in steered where scheduled.insert(ObjectIdentifier(shared)).inserted {
            scheduleEvents(of: shared)
        }

        // Same timing, same clock, same begin: the agenda's instants stand.
        for change in changes.rebased {
            guard let node = layers[change.layerID], let committed = node.animation(withRecord: change.record.id),
                !committed.hasStopped
            else { continue }
            committed.rebase(to: change.record)
            store.rebase(committed, on: node)
        }
        return events
    }

    private mutating func apply(
        _ snapshot: CommitChanges.LayerSnapshot, retimed: inout Set<ObjectIdentifier>, events: inout [AnimationEvent]
    ) {
        guard snapshot.isAttached else {
            if let gone = layers.removeValue(forKey: snapshot.id) {
                store.remove(gone)
                reshape()
                unlink(snapshot.id, from: gone.parent)
                for committed in gone.liveAnimations {
                    committed.isRemoved = true
                    if !committed.hasStopped {
                        events.append(.stopped(committed.record, of: snapshot.layer, finished: false))
                    }
                }
            }
            return
        }
        if let node = layers[snapshot.id] {
            if node.timing != snapshot.timing || node.parent != snapshot.parent {
                retimed.insert(snapshot.id)
                reshape()
            }
            if node.parent != snapshot.parent {
                unlink(snapshot.id, from: node.parent)
                if let parent = snapshot.parent { children[parent, default: []].insert(snapshot.id) }
            }
            node.model = snapshot.model
            node.timing = snapshot.timing
            node.parent = snapshot.parent
            store.refreshModels(of: node)
        } else {
            let node = Node(layer: snapshot.layer, parent: snapshot.parent, model: snapshot.model, timing: snapshot.timing)
            layers[snapshot.id] = node
            store.insert(node)
            if let parent = snapshot.parent { children[parent, default: []].insert(snapshot.id) }
            reshape()
        }
    }

    private mutating func unlink(_ id: ObjectIdentifier, from parent: ObjectIdentifier?) {
        guard let parent else { return }
        children[parent]?.remove(id)
        if children[parent]?.isEmpty == true { children[parent] = nil }
    }

    /// The layers in the tree at or beneath `roots` that have animations,
    /// each once: a walk down the retimed subtrees, not over every layer.
    private func layers(within roots: Set<ObjectIdentifier>) -> [ObjectIdentifier] {
        var found: [ObjectIdentifier] = []
        var seen: Set<ObjectIdentifier> = []
        var stack = Array(roots)
        while let id = stack.popLast() {
            guard seen.insert(id).inserted, let node = layers[id] else { continue }
            if !node.hasNoAnimations { found.append(id) }
            stack.append(contentsOf: children[id] ?? [])
        }
        return found
    }

    private mutating func add(_ record: AnimationRecord, to id: ObjectIdentifier, at now: Double) {
        let node = layers[id]!
        var animation = record.animation
        var begin: Double?
        if record.beginsAtCommit {
            begin = localTime(of: node, at: now)
            animation.timing.beginTime = begin!
        }
        nextSequence += 1
        let committed = CommittedAnimation(record: record, animation: animation, form: record.form, sequence: nextSequence)
        node.append(committed)
        store.add(committed, to: node, beginTime: begin)
        store.refreshSole(of: node)
        store.noteAnimations(of: node)
        scheduleEvents(of: committed, on: id)
    }

    private mutating func removeAnimation(_ recordID: UInt64, from id: ObjectIdentifier) -> CommittedAnimation? {
        guard let node = layers[id] else { return nil }
        return removeAnimation(recordID, from: node)
    }

    /// Removes the animation from its node and from the store.
    private mutating func removeAnimation(_ recordID: UInt64, from node: Node) -> CommittedAnimation? {
        guard let committed = node.removeAnimation(withRecord: recordID) else { return nil }
        store.remove(committed, from: node)
        store.refreshSole(of: node)
        store.noteAnimations(of: node)
        return committed
    }

    /// Works out when the animation will start and stop, in compositor time, and
    /// puts those instants on the agenda. Earlier entries for it go stale: a
    /// new generation, and they are swept out once the agenda has doubled.
    private mutating func scheduleEvents(of committed: CommittedAnimation, on id: ObjectIdentifier) {
        guard !committed.hasStopped else { return }
        committed.generation &+= 1
        if !committed.hasStarted {
            committed.startDue = compositorTime(of: id, reachingLocal: committed.localBegin)
            enqueue(.start, committed.startDue, committed, on: id)
        }
        committed.endDue = compositorTime(of: id, reachingLocal: committed.localEnd)
        enqueue(.end, committed.endDue, committed, on: id)
    }

    /// Works out when the next animation under the shared clock `shared`
    /// starts, and when all of them stop, and puts those two instants on the
    /// agenda, the earlier ones going stale: what a change of the run's clock costs.
    private mutating func scheduleEvents(of shared: RunClockNode) {
        scheduleNextStart(of: shared)
        if let (committed, id) = shared.firstSteered() {
            let local = shared.value.restInstant
            enqueue(.end, compositorTime(of: id, reachingLocal: local), committed, on: id, shared: shared)
        }
    }

    /// Puts the start of the next animation under `shared` to start on the agenda.
    private mutating func scheduleNextStart(of shared: RunClockNode) {
        guard let (committed, id) = shared.nextToStart() else { return }
        let local = shared.value.firstInstant(reaching: committed.beginTime)
        enqueue(.start, compositorTime(of: id, reachingLocal: local), committed, on: id, shared: shared)
    }

    private mutating func enqueue(
        _ kind: DueEvent.Kind, _ time: Double, _ committed: CommittedAnimation, on id: ObjectIdentifier,
        shared: RunClockNode? = nil
    ) {
        guard time.isFinite else { return }
        let generation = shared.map { kind == .start ? $0.startGeneration : $0.endGeneration } ?? committed.generation
        agenda.insert(
            DueEvent(
                time: time, sequence: committed.sequence, kind: kind, layer: id, animation: committed,
                generation: generation, shared: shared))
        if agenda.count > agendaSweepSize {
            agenda.removeAll { !$0.isCurrent }
            agendaSweepSize = max(64, 2 * agenda.count)
        }
    }
}

// MARK: - Falling due

extension RenderTree {
    /// The earliest instant at which an animation starts or stops, if any will.
    mutating func nextDueTime() -> Double? {
        while let first = agenda.min {
            if first.isCurrent { return first.time }
            agenda.popMin()
        }
        return nil
    }

    /// Takes every start and stop due by `now`, in order of due time, then commit
    /// order, starts before stops; removes what completed and is removed on
    /// completion; returns what the main loop should be told.
    ///
    /// The events go straight onto `events`, the compositor's queue of what
    /// the main loop has yet to hear, in order; returns how many.
    mutating func collectDue(at now: Double, into events: inout FIFO<AnimationEvent>) -> Int {
        var count = 0
        while let event = agenda.min, event.time <= now {
            agenda.popMin()
            guard event.isCurrent else { continue }
            if let shared = event.shared {
                count += collectDue(event, of: shared, into: &events)
                continue
            }
            guard let node = layers[event.layer] else { continue }
            fall(event.kind, event.animation, on: node, into: &events)
            count += 1
        }
        return count
    }

    /// Starts or stops `committed`, now due.
    private mutating func fall(
        _ kind: DueEvent.Kind, _ committed: CommittedAnimation, on node: Node, into events: inout FIFO<AnimationEvent>
    ) {
        switch kind {
        case .start:
            committed.hasStarted = true
            events.append(AnimationEvent(kind: .started, record: committed.record, layer: node.layer, removesRecord: false))
        case .end:
            committed.hasStopped = true
            let removes = committed.isRemovedOnCompletion
            events.append(.stopped(committed.record, of: node.layer, finished: true, removesRecord: removes))
            if removes {
                _ = removeAnimation(committed.record.id, from: node)
            }
        }
    }

    /// A shared clock's entry falling due: its next animation starts, and the
    /// one after is put on the agenda; or at the run's rest, every animation
    /// under it stops, in commit order, each keeping the clock's value then
    /// as its own (a stopped animation is not steered again). Returns how
    /// many events it added.
    private mutating func collectDue(
        _ event: DueEvent, of shared: RunClockNode, into events: inout FIFO<AnimationEvent>
    ) -> Int {
        switch event.kind {
        case .start:
            var count = 0
            if event.animation.isSteered(by: shared), !event.animation.hasStarted, let node = layers[event.layer] {
                fall(.start, event.animation, on: node, into: &events)
                count = 1
            }
            scheduleNextStart(of: shared)
            return count
        case .end:
            var count = 0
            for (committed, id) in shared.members where committed.isSteered(by: shared) {
                guard let node = layers[id] else { continue }
                committed.retime(shared.value)
                store.retime(committed, on: node)
                fall(.end, committed, on: node, into: &events)
                count += 1
            }
            shared.compact()
            return count
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

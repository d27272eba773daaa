import Foundation

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
    /// A layer as committed. A class, so that looking one up costs a retain
    /// rather than a copy of its values and animations.
    final class Node {
        weak var layer: Layer?
        /// The layer's identity and its index in the ``RenderStore``.
        let id: ObjectIdentifier
        let slot: Int32
        var parent: ObjectIdentifier?
        var model: PropertyValues
        var timing: MediaTiming
        /// The animations, in the order added.
        private(set) var all = AnimationList()
        /// The animations not removed, by record id.
        private var byRecord: [UInt64: CommittedAnimation] = [:]
        /// The animations of each key path animated here so far, in the order
        /// added; groups and transitions are listed under ``KeyPathID/empty``.
        /// A short list searched in order, not a dictionary: a layer animates
        /// a few key paths, and a list emptied stays, with its storage, for
        /// the next animation of its key path (a chain's next step).
        private var byKeyPath: [(keyPath: KeyPathID, list: AnimationList)] = []
        /// How many animations not removed may write each property, by the key
        /// path they animate (``KeyPathID/empty`` for a group); kept at 0 when
        /// none is left, for the same reason.
        private var writers: [(property: KeyPathID, keyPath: KeyPathID, count: Int)] = []

        /// The timings, root first, that turn compositor time into this
        /// layer's time, leaving out the default ones; valid while
        /// ``timeChainShape`` is the tree's ``RenderTree/shape``.
        var timeChain: [MediaTiming] = []
        /// Whether a default timing was left out of ``timeChain`` (it adds 0).
        var timeChainSkipsLevel = false
        var timeChainShape: UInt64 = 0

        init(layer: Layer, parent: ObjectIdentifier?, model: PropertyValues, timing: MediaTiming) {
            self.layer = layer
            id = ObjectIdentifier(layer)
            slot = layer.renderIndex
            self.parent = parent
            self.model = model
            self.timing = timing
        }

        /// Whether no animation is left (removed ones aside).
        var hasNoAnimations: Bool { byRecord.isEmpty }

        /// The animation added under record id `id`, if it was not removed.
        func animation(withRecord id: UInt64) -> CommittedAnimation? { byRecord[id] }

        /// Adds `committed` after the others.
        func append(_ committed: CommittedAnimation) {
            all.append(committed)
            byRecord[committed.record.id] = committed
            let keyPath = committed.keyPathID
            if let index = byKeyPath.firstIndex(where: { $0.keyPath == keyPath }) {
                byKeyPath[index].list.append(committed)
            } else {
                var list = AnimationList()
                list.append(committed)
                byKeyPath.append((keyPath, list))
            }
            for property in committed.writtenProperties {
                if let index = writers.firstIndex(where: { $0.property == property && $0.keyPath == keyPath }) {
                    writers[index].count += 1
                } else {
                    writers.append((property, keyPath, 1))
                }
            }
        }

        /// The animations of `keyPath` not removed (an empty list when there are none).
        func animations(of keyPath: KeyPathID) -> AnimationList {
            byKeyPath.first(where: { $0.keyPath == keyPath })?.list ?? AnimationList()
        }

        /// Removes the animation of record id `id` and returns it, if it is here.
        func removeAnimation(withRecord id: UInt64) -> CommittedAnimation? {
            guard let committed = byRecord.removeValue(forKey: id) else { return nil }
            let keyPath = committed.keyPathID
            committed.isRemoved = true
            all.noteRemoval()
            if let index = byKeyPath.firstIndex(where: { $0.keyPath == keyPath }) {
                byKeyPath[index].list.noteRemoval()
            }
            for property in committed.writtenProperties {
                if let index = writers.firstIndex(where: { $0.property == property && $0.keyPath == keyPath }) {
                    writers[index].count -= 1
                }
            }
            return committed
        }

        /// The animations not removed, in the order added.
        var liveAnimations: some Sequence<CommittedAnimation> { all.live }

        /// The animations of `keyPath`, a key path of `property`, when nothing
        /// else may change what it shows: no group writes the property, and
        /// every other key path of it animated here is a component apart
        /// (`position.y` beside `position.x`; not `bounds.size` beside
        /// `bounds.size.width`, and no two key paths of `transform`, which is
        /// written by decomposing and recomposing it). An empty list when
        /// nothing animates the property; nil when others may change it.
        func soleWriters(of property: KeyPathID, keyPath: KeyPathID) -> AnimationList? {
            var writesProperty = false
            for writer in writers where writer.property == property && writer.count > 0 {
                writesProperty = true
                guard writer.keyPath != keyPath else { continue }
                guard writer.keyPath != .empty, property != .transform, !Self.overlap(writer.keyPath.name, keyPath.name)
                else { return nil }
            }
            return writesProperty ? animations(of: keyPath) : AnimationList()
        }

        /// Each key path's animations, when each may be presented apart from
        /// the others (see ``soleWriters(of:keyPath:)``) and there is no
        /// group or transition. Nil otherwise.
        var independentKeyPaths: [AnimationList]? {
            var lists: [AnimationList] = []
            for (keyPath, list) in byKeyPath where !list.isEmpty {
                guard keyPath != .empty, let property = list.firstLive?.propertyID,
                    soleWriters(of: property, keyPath: keyPath) != nil
                else { return nil }
                lists.append(list)
            }
            return lists
        }

        /// Whether one key path is the other or lies within it: `bounds` and
        /// `bounds.size.width`, not `position.x` and `position.y`.
        private static func overlap(_ first: String, _ second: String) -> Bool {
            func within(_ inner: String, _ outer: String) -> Bool {
                inner == outer || (inner.hasPrefix(outer) && inner.utf8.dropFirst(outer.utf8.count).first == UInt8(ascii: "."))
            }
            return within(first, second) || within(second, first)
        }
    }

    /// An animation as committed, with what the agenda knows of it. A class,
    /// so that walking a layer's animations copies nothing.
    final class CommittedAnimation {
        private(set) var record: AnimationRecord
        /// The animation with its begin time resolved (0 became the commit instant).
        private(set) var animation: any LayerAnimation
        /// How the store holds it, its begin time resolved alike.
        private(set) var form: RenderStoreForm
        /// What a group or a transition may write; empty for a property animation.
        private let groupProperties: Set<KeyPathID>
        /// Commit order, for ties at one instant.
        let sequence: UInt64
        /// Its begin time, in its layer's time (under a run clock, in the clock's time).
        var beginTime: Double { animation.timing.beginTime }
        /// When it begins, in its layer's time.
        private(set) var localBegin: Double
        /// The first instant of its layer's time at which it is over.
        private(set) var localEnd: Double
        /// How its time runs against its layer's while a playhead steers it:
        /// a clock of its own, or one its run shares (see ``RunClockNode``);
        /// nil for its layer's time itself.
        private(set) var clock: RunClockNode?
        let isRemovedOnCompletion: Bool
        var startDue = Double.infinity
        var endDue = Double.infinity
        var hasStarted = false
        var hasStopped = false
        /// Whether it has left its layer (removed, or completed and removed on completion).
        var isRemoved = false
        /// Counts the times its due instants were worked out: an agenda entry
        /// of an earlier generation is stale.
        var generation: UInt64 = 0

        init(record: AnimationRecord, animation: any LayerAnimation, form: RenderStoreForm, sequence: UInt64) {
            self.record = record
            self.animation = animation
            self.form = form
            groupProperties = form.isPropertyAnimation ? [] : Set(animation.animatedPropertyNames.map(KeyPathID.init(interning:)))
            self.sequence = sequence
            localBegin = animation.timing.beginTime
            localEnd = animation.resolvedTiming.endTime
            isRemovedOnCompletion = animation.isRemovedOnCompletion
        }

        /// Puts it under `clock` (its layer's own time when nil): it is
        /// evaluated at the clock's time, begins when that time reaches its
        /// begin time moving forwards, and is over when the run comes to rest
        /// at an end.
        func retime(_ clock: RunClock?) {
            guard let clock else {
                self.clock = nil
                localBegin = animation.timing.beginTime
                localEnd = animation.resolvedTiming.endTime
                return
            }
            // A clock of its own changes in place: its typed record reads the same node.
            if let own = self.clock, !own.isShared {
                own.value = clock
            } else {
                self.clock = RunClockNode(clock)
            }
            localBegin = clock.firstInstant(reaching: animation.timing.beginTime)
            localEnd = clock.restInstant
        }

        /// Puts it under `shared`, a run's clock that other animations read
        /// too: the clock's node works out when it starts and stops, so its
        /// own agenda entries go stale. Its begin and end are the clock's now.
        func share(_ shared: RunClockNode) {
            clock = shared
            generation &+= 1
            localBegin = shared.value.firstInstant(reaching: animation.timing.beginTime)
            localEnd = shared.value.restInstant
        }

        /// Whether it reads `shared` and has yet to stop.
        func isSteered(by shared: RunClockNode) -> Bool {
            clock === shared && !hasStopped && !isRemoved
        }

        /// Holds `record`'s animation instead, which has the same timing (see
        /// ``Layer/rebaseAnimation(forKey:to:)``): begun when this one began,
        /// under the same clock, over at the same instant.
        func rebase(to record: AnimationRecord) {
            var replacement = record.animation
            replacement.timing.beginTime = animation.timing.beginTime
            self.record = record
            animation = replacement
            form = replacement.renderStoreForm
        }

        /// The time it is evaluated at, at its layer's time `local`.
        @inline(__always)
        func time(at local: Double) -> Double {
            clock?.animationTime(at: local) ?? local
        }

        /// The key path it animates when it is a property animation, else ``KeyPathID/empty``.
        var keyPathID: KeyPathID { form.keyPathID }
        /// The property it writes when it is a property animation, else nil.
        var propertyID: KeyPathID? { form.isPropertyAnimation ? form.propertyID : nil }
        /// Whether, whenever it shows a value, that value owes nothing to the
        /// value beneath (see ``CoversValueBeneath``).
        var coversBeneath: Bool { form.coversBeneath }

        /// The properties it may write: its own, or a group's (worked out once:
        /// a group's is the union of its children's).
        var writtenProperties: Set<KeyPathID> {
            form.isPropertyAnimation ? [form.propertyID] : groupProperties
        }

        /// Whether it shows nothing at `local`: over, and removed on completion,
        /// even before the compositor has woken to remove it.
        func isOver(at local: Double) -> Bool {
            local >= localEnd && isRemovedOnCompletion
        }
    }

    struct DueEvent: Comparable {
        enum Kind: Int { case start, end }
        let time: Double
        let sequence: UInt64
        let kind: Kind
        let layer: ObjectIdentifier
        /// The animation it is for, and the generation of its due instants
        /// it belongs to.
        let animation: CommittedAnimation
        let generation: UInt64
        /// The shared run clock whose next start or stop it is, when it is
        /// one: then `animation` is the one that starts (for a stop, every
        /// animation under the clock stops), and `generation` is the clock's.
        var shared: RunClockNode?

        static func < (lhs: DueEvent, rhs: DueEvent) -> Bool {
            (lhs.time, lhs.sequence, lhs.kind.rawValue) < (rhs.time, rhs.sequence, rhs.kind.rawValue)
        }

        static func == (lhs: DueEvent, rhs: DueEvent) -> Bool {
            lhs.time == rhs.time && lhs.sequence == rhs.sequence && lhs.kind == rhs.kind
                && lhs.animation === rhs.animation && lhs.generation == rhs.generation && lhs.shared === rhs.shared
        }

        /// Whether it still describes its animation's next start or stop.
        var isCurrent: Bool {
            if let shared { return shared.isCurrent(kind == .start, generation) }
            guard !animation.isRemoved, !animation.hasStopped, animation.generation == generation else { return false }
            return kind == .end || !animation.hasStarted
        }
    }

    var layers: [ObjectIdentifier: Node] = [:]
    /// The committed values and animations by layer index and value type:
    /// what presentation reads.
    var store = RenderStore()
    /// Each layer's sublayers in the tree, by the parent's identity: what a
    /// change of timing reaches.
    var children: [ObjectIdentifier: Set<ObjectIdentifier>] = [:]
    var agenda = MinHeap<DueEvent>()
    /// The run clocks shared by many animations, by the identity of the
    /// ``SharedRunClock`` a run steers them by.
    var sharedClocks: [ObjectIdentifier: RunClockNode] = [:]
    /// The agenda's size at which stale entries are next swept out: twice its
    /// size after the last sweep, so sweeping costs O(1) amortised per entry
    /// and the agenda stays within about twice the entries that are current.
    var agendaSweepSize = 64
    var nextSequence: UInt64 = 0
    /// Changes whenever a layer joins or leaves, or a layer's parent or timing
    /// changes: the cached time chains of every node go stale then.
    private(set) var shape: UInt64 = 1

    /// Marks every node's cached time chain stale.
    mutating func reshape() { shape &+= 1 }

    /// The animations committed and not yet stopped.
    var activeAnimationCount: Int {
        layers.values.reduce(0) { $0 + $1.liveAnimations.count(where: { !$0.hasStopped }) }
    }
}

// MARK: - Time

extension RenderTree {
    /// The layer's local time at compositor time `time`: each level's
    /// `(t − beginTime) · speed + timeOffset`, from the root down.
    ///
    /// Levels with the default timing leave the time as it is (`+ 0` aside,
    /// which turns −0 into +0). The levels that are not default are collected
    /// once per shape of the tree and kept on the node, so for the usual tree,
    /// where no layer has timing of its own, this is one addition.
    func localTime(of id: ObjectIdentifier, at time: Double) -> Double {
        guard let node = layers[id] else { return time }
        return localTime(of: node, at: time)
    }

    func localTime(of node: Node, at time: Double) -> Double {
        if node.timeChainShape != shape {
            var chain: [MediaTiming] = []
            var skipped = false
            var current: Node? = node
            while let level = current {
                if level.timing.isIdentityTransform {
                    skipped = true
                } else {
                    chain.append(level.timing)
                }
                current = level.parent.flatMap { layers[$0] }
            }
            node.timeChain = chain.reversed()
            node.timeChainSkipsLevel = skipped
            node.timeChainShape = shape
        }
        var local = time
        for timing in node.timeChain { local = timing.localTime(fromParent: local) }
        return node.timeChainSkipsLevel ? local + 0 : local
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
        let node = layers[id]
        // The inverse may round either way; step to the first instant that counts.
        for _ in 0..<64 {
            if (node.map { localTime(of: $0, at: time) } ?? time) >= local {
                return time
            }
            time = time.nextUp
        }
        return .infinity
    }
}

// MARK: - Presentation

extension RenderTree {
    /// The layer's values as shown at `time`: the committed model, with each
    /// animation applied on top in the order added. An animation that is over and
    /// removed on completion shows nothing, even before the compositor has woken
    /// to remove it. Nil for a layer not in the tree.
    func presentation(of layer: Layer, at time: Double) -> PropertyValues? {
        guard let node = store.node(at: layer.renderIndex, id: ObjectIdentifier(layer)) else { return nil }
        return presentation(of: node, at: time)
    }

    private func presentation(of node: Node, at time: Double) -> PropertyValues {
        var values = node.model
        guard !node.hasNoAnimations else { return values }
        let local = localTime(of: node, at: time)
        if let lists = node.independentKeyPaths {
            for list in lists { apply(list, at: local, to: &values) }
        } else {
            for committed in node.all.items where !committed.isRemoved && !committed.isOver(at: local) {
                committed.animation.apply(at: committed.time(at: local), to: &values)
            }
        }
        return values
    }

    /// Applies the animations of one key path that show at `local` to
    /// `values`, from the last one that covers the value beneath.
    private func apply(_ list: AnimationList, at local: Double, to values: inout PropertyValues) {
        for committed in list.items[list.presentationStart(at: local)...]
        where !committed.isRemoved && !committed.isOver(at: local) {
            committed.animation.apply(at: committed.time(at: local), to: &values)
        }
    }

    /// Sets `value` to what `layer` shows at `keyPath` at `time`: what
    /// ``presentation(of:at:)`` holds there, computed without building the
    /// layer's other values. Returns false, leaving `value`, for a layer not in
    /// the tree.
    ///
    /// The layer is found by its index, not hashed. When the animations of
    /// exactly this key path alone decide its value, the ``RenderStore``'s
    /// table for its type presents it; else, with a group, a transition or an
    /// overlapping key path of the same property, the general path does.
    /// Mutating only to keep the layer's time chain in its slot current.
    mutating func present<Value>(_ layer: Layer, at keyPath: AnimationKeyPath<Value>, time: Double, into value: inout Value) -> Bool {
        let slot = layer.renderIndex
        guard store.holds(slot, id: ObjectIdentifier(layer)) else { return false }
        if store.hasAnimations(slot) {
            refreshChain(of: slot)
            if store.present(slot: slot, keyPath: keyPath, at: store.localTime(slot, at: time), into: &value) { return true }
        }
        return presentGenerally(layer, at: keyPath, time: time, into: &value)
    }

    /// What ``present(_:at:time:into:)`` gives when the store cannot present
    /// the key path alone: the model value when nothing animates the property,
    /// else the whole presentation's.
    private func presentGenerally<Value>(
        _ layer: Layer, at keyPath: AnimationKeyPath<Value>, time: Double, into value: inout Value
    ) -> Bool {
        guard let node = store.node(at: layer.renderIndex, id: ObjectIdentifier(layer)) else { return false }
        if node.soleWriters(of: keyPath.propertyID, keyPath: keyPath.id)?.isEmpty == true {
            value = keyPath.read(from: node.model)
        } else {
            value = presentation(of: node, at: time)[keyPath]
        }
        return true
    }

    /// Works the time chain of the layer at `slot` out anew, if the tree's shape changed since.
    @inline(__always)
    private mutating func refreshChain(of slot: Int32) {
        guard store.chainShape(slot) != shape, let node = store.node(at: slot, id: store.slots[Int(slot)].id!)
        else { return }
        _ = localTime(of: node, at: 0)
        store.setChain(node.timeChain, skipsLevel: node.timeChainSkipsLevel, shape: shape, at: slot)
    }

    /// Works every slot's time chain out anew, once per shape of the tree.
    private mutating func refreshChains() {
        guard store.chainsShape != shape else { return }
        for slot in store.slots.indices where store.slots[slot].id != nil { refreshChain(of: Int32(slot)) }
        store.chainsShape = shape
    }

    /// Writes what each of `layers` shows at `keyPath` at `time` into `values`
    /// (as many), and returns the indices of the layers not in the tree, left
    /// as they were. The value type is looked at once, and the loop over the
    /// layers runs in code specialised for it.
    mutating func present<Value>(
        _ layers: [Layer], at keyPath: AnimationKeyPath<Value>, time: Double, into values: UnsafeMutableBufferPointer<Value>
    ) -> [Int] {
        refreshChains()
        let id = keyPath.id
        let raw = UnsafeMutableRawBufferPointer(values)
        // A layer its channel cannot present alone: the general path, generic.
        let general = { (index: Int) in _ = self.presentGenerally(layers[index], at: keyPath, time: time, into: &values[index]) }
        // Each table is chosen by `Value`'s metadata (``StoreValueKind``): each binding is to the same type.
        return switch keyPath.storeKind {
        case .cgFloat: present(layers, id, time, raw.bindMemory(to: CGFloat.self), store.cgFloats, general)
        case .double: present(layers, id, time, raw.bindMemory(to: Double.self), store.doubles, general)
        case .float: present(layers, id, time, raw.bindMemory(to: Float.self), store.floats, general)
        case .point: present(layers, id, time, raw.bindMemory(to: CGPoint.self), store.points, general)
        case .size: present(layers, id, time, raw.bindMemory(to: CGSize.self), store.sizes, general)
        case .rect: present(layers, id, time, raw.bindMemory(to: CGRect.self), store.rects, general)
        case .color: present(layers, id, time, raw.bindMemory(to: RGBAColor.self), store.colors, general)
        case .transform: present(layers, id, time, raw.bindMemory(to: Transform3D.self), store.transforms, general)
        case .other: present(layers, id, time, raw.bindMemory(to: Value.self), ChannelTable<Value>(), general)
        }
    }

    /// The loop of ``present(_:at:time:into:)`` over one table, generic over
    /// its value type alone, so each call above is specialised for it.
    private func present<Stored>(
        _ layers: [Layer], _ id: KeyPathID, _ time: Double, _ values: UnsafeMutableBufferPointer<Stored>,
        _ table: ChannelTable<Stored>, _ general: (Int) -> Void
    ) -> [Int] {
        var outside: [Int] = []
        // Read in place: a layer is never retained here (retaining one, which
        // is weakly referenced and so counts through a side table, costs more
        // than presenting it).
        layers.withUnsafeBufferPointer { layers in
            for index in layers.indices {
                let slot = layers[index].renderIndex
                if !store.holds(slot, id: ObjectIdentifier(layers[index])) {
                    outside.append(index)
                } else if !store.hasAnimations(slot)
                    || !table.present(slot: slot, keyPathID: id, at: store.localTime(slot, at: time), into: &values[index])
                {
                    general(index)
                }
            }
        }
        return outside
    }
}

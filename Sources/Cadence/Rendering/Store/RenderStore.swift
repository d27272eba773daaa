import Foundation

/// The compositor's committed values and animations, organised by value type.
///
/// A layer is found by its index (``Layer/renderIndex``), in dense arrays: its
/// committed node in ``nodes``, its typed channels in one ``ChannelTable`` per
/// value type. Presenting one key path of a layer is a walk to the channel and
/// a loop over its records in code specialised for the type; presenting a key
/// path of many layers reads one table.
///
/// The store holds property animations of the standard value types (the
/// typed forms of ``RenderStoreForm``). What it cannot present alone (a key
/// path a group, a transition, or another key path of the same property also
/// writes, or a custom value type) the render tree presents through its
/// general path, from the same committed state.
struct RenderStore {
    /// What a read needs of a layer, by its index, as plain values: a read
    /// touches no object of the layer's, and no class property (whose every
    /// access Swift checks for exclusivity at run time).
    struct Slot {
        /// The committed node; nil where no layer of this tree has the index.
        var node: RenderTree.Node?
        /// The node's layer's identity, to tell it from a later layer given the same index.
        var id: ObjectIdentifier?
        /// Whether the layer has animations not removed.
        var hasAnimations = false
        /// The timings, root first, that turn compositor time into the layer's
        /// time, leaving out default ones; valid while ``chainShape`` is the
        /// tree's shape (see ``RenderTree/localTime(of:at:)``).
        var chain: [MediaTiming] = []
        var chainSkipsLevel = false
        var chainShape: UInt64 = 0

        /// The layer's time at compositor time `time`, by the chain kept here.
        @inline(__always)
        func localTime(at time: Double) -> Double {
            guard !chain.isEmpty else { return chainSkipsLevel ? time + 0 : time }
            var local = time
            for timing in chain { local = timing.localTime(fromParent: local) }
            return chainSkipsLevel ? local + 0 : local
        }
    }

    /// The committed layers, by index.
    private(set) var slots: [Slot] = []
    /// The tree's shape when every slot's time chain was last worked out.
    var chainsShape: UInt64 = 0

    /// Whether the layer at `slot` has animations (the slot must hold a layer).
    @inline(__always)
    func hasAnimations(_ slot: Int32) -> Bool { slots[Int(slot)].hasAnimations }

    /// The shape of the tree the time chain of the layer at `slot` was worked out for.
    @inline(__always)
    func chainShape(_ slot: Int32) -> UInt64 { slots[Int(slot)].chainShape }

    /// The layer's time at compositor time `time`, by the chain kept in its slot.
    @inline(__always)
    func localTime(_ slot: Int32, at time: Double) -> Double {
        slots.withUnsafeBufferPointer { ($0.baseAddress! + Int(slot)).pointee.localTime(at: time) }
    }

    var cgFloats = ChannelTable<CGFloat>()
    var doubles = ChannelTable<Double>()
    var floats = ChannelTable<Float>()
    var points = ChannelTable<CGPoint>()
    var sizes = ChannelTable<CGSize>()
    var rects = ChannelTable<CGRect>()
    var colors = ChannelTable<RGBAColor>()
    var transforms = ChannelTable<Transform3D>()

    /// The node of the layer at `slot` whose identity is `id`, if committed here.
    @inline(__always)
    func node(at slot: Int32, id: ObjectIdentifier) -> RenderTree.Node? {
        guard Int(slot) < slots.count, slots[Int(slot)].id == id else { return nil }
        return slots[Int(slot)].node
    }

    /// Whether the layer at `slot` whose identity is `id` is committed here.
    @inline(__always)
    func holds(_ slot: Int32, id: ObjectIdentifier) -> Bool {
        Int(slot) < slots.count && slots[Int(slot)].id == id
    }

    /// Keeps the time chain of the layer at `slot`, worked out for `shape`.
    mutating func setChain(_ chain: [MediaTiming], skipsLevel: Bool, shape: UInt64, at slot: Int32) {
        slots[Int(slot)].chain = chain
        slots[Int(slot)].chainSkipsLevel = skipsLevel
        slots[Int(slot)].chainShape = shape
    }

    /// Notes whether `node` has animations left, after one was added or removed.
    mutating func noteAnimations(of node: RenderTree.Node) {
        guard Int(node.slot) < slots.count, slots[Int(node.slot)].node === node else { return }
        slots[Int(node.slot)].hasAnimations = !node.hasNoAnimations
    }

    /// Files `node` under its layer's index.
    mutating func insert(_ node: RenderTree.Node) {
        let slot = Int(node.slot)
        if slots.count <= slot { slots.append(contentsOf: repeatElement(Slot(), count: slot + 1 - slots.count)) }
        if let previous = slots[slot].node, previous !== node { removeChannels(of: previous.slot) }
        slots[slot] = Slot(node: node, id: node.id, hasAnimations: !node.hasNoAnimations)
    }

    /// Forgets `node` and its channels, if it is still the one filed under its index.
    mutating func remove(_ node: RenderTree.Node) {
        let slot = Int(node.slot)
        guard slot < slots.count, slots[slot].node === node else { return }
        slots[slot] = Slot()
        removeChannels(of: node.slot)
    }

    /// Adds a committed animation's typed record, if it has one, to its table.
    /// `beginTime` is the begin time the commit gave it, when it begins "now".
    mutating func add(_ committed: RenderTree.CommittedAnimation, to node: RenderTree.Node, beginTime: Double?) {
        func filed<Value>(_ entry: TypedEntry<Value>) -> TypedEntry<Value> {
            var entry = entry
            entry.record.sequence = committed.sequence
            entry.record.localEnd = committed.localEnd
            if let beginTime { entry.record.setBeginTime(beginTime) }
            return entry
        }
        let slot = node.slot
        switch committed.form.typed {
        case .none: return
        case .cgFloat(let record): cgFloats.add(filed(record), slot: slot, model: node.model)
        case .double(let record): doubles.add(filed(record), slot: slot, model: node.model)
        case .float(let record): floats.add(filed(record), slot: slot, model: node.model)
        case .point(let record): points.add(filed(record), slot: slot, model: node.model)
        case .size(let record): sizes.add(filed(record), slot: slot, model: node.model)
        case .rect(let record): rects.add(filed(record), slot: slot, model: node.model)
        case .color(let record): colors.add(filed(record), slot: slot, model: node.model)
        case .transform(let record): transforms.add(filed(record), slot: slot, model: node.model)
        }
    }

    /// Gives a committed animation's typed record its clock and end anew, after
    /// ``RenderTree/CommittedAnimation/retime(_:)``.
    mutating func retime(_ committed: RenderTree.CommittedAnimation, on node: RenderTree.Node) {
        let (sequence, slot, keyPath) = (committed.sequence, node.slot, committed.form.keyPathID)
        let (clock, end) = (committed.clock, committed.localEnd)
        switch committed.form.typed {
        case .none: return
        case .cgFloat: cgFloats.retime(sequence: sequence, slot: slot, keyPathID: keyPath, clock: clock, localEnd: end)
        case .double: doubles.retime(sequence: sequence, slot: slot, keyPathID: keyPath, clock: clock, localEnd: end)
        case .float: floats.retime(sequence: sequence, slot: slot, keyPathID: keyPath, clock: clock, localEnd: end)
        case .point: points.retime(sequence: sequence, slot: slot, keyPathID: keyPath, clock: clock, localEnd: end)
        case .size: sizes.retime(sequence: sequence, slot: slot, keyPathID: keyPath, clock: clock, localEnd: end)
        case .rect: rects.retime(sequence: sequence, slot: slot, keyPathID: keyPath, clock: clock, localEnd: end)
        case .color: colors.retime(sequence: sequence, slot: slot, keyPathID: keyPath, clock: clock, localEnd: end)
        case .transform: transforms.retime(sequence: sequence, slot: slot, keyPathID: keyPath, clock: clock, localEnd: end)
        }
    }

    /// Puts a committed animation's typed record anew, after
    /// ``RenderTree/CommittedAnimation/rebase(to:)``: in the same place, with
    /// the same clock and end.
    mutating func rebase(_ committed: RenderTree.CommittedAnimation, on node: RenderTree.Node) {
        func placed<Value>(_ entry: TypedEntry<Value>) -> TypedAnimation<Value> {
            var record = entry.record
            record.sequence = committed.sequence
            record.localEnd = committed.localEnd
            record.clock = committed.clock
            return record
        }
        let (slot, keyPath) = (node.slot, committed.form.keyPathID)
        switch committed.form.typed {
        case .none: return
        case .cgFloat(let entry): cgFloats.replace(placed(entry), slot: slot, keyPathID: keyPath)
        case .double(let entry): doubles.replace(placed(entry), slot: slot, keyPathID: keyPath)
        case .float(let entry): floats.replace(placed(entry), slot: slot, keyPathID: keyPath)
        case .point(let entry): points.replace(placed(entry), slot: slot, keyPathID: keyPath)
        case .size(let entry): sizes.replace(placed(entry), slot: slot, keyPathID: keyPath)
        case .rect(let entry): rects.replace(placed(entry), slot: slot, keyPathID: keyPath)
        case .color(let entry): colors.replace(placed(entry), slot: slot, keyPathID: keyPath)
        case .transform(let entry): transforms.replace(placed(entry), slot: slot, keyPathID: keyPath)
        }
    }

    /// Marks a committed animation's typed record removed.
    mutating func remove(_ committed: RenderTree.CommittedAnimation, from node: RenderTree.Node) {
        let (sequence, slot, keyPath) = (committed.sequence, node.slot, committed.form.keyPathID)
        switch committed.form.typed {
        case .none: return
        case .cgFloat: cgFloats.remove(sequence: sequence, slot: slot, keyPathID: keyPath)
        case .double: doubles.remove(sequence: sequence, slot: slot, keyPathID: keyPath)
        case .float: floats.remove(sequence: sequence, slot: slot, keyPathID: keyPath)
        case .point: points.remove(sequence: sequence, slot: slot, keyPathID: keyPath)
        case .size: sizes.remove(sequence: sequence, slot: slot, keyPathID: keyPath)
        case .rect: rects.remove(sequence: sequence, slot: slot, keyPathID: keyPath)
        case .color: colors.remove(sequence: sequence, slot: slot, keyPathID: keyPath)
        case .transform: transforms.remove(sequence: sequence, slot: slot, keyPathID: keyPath)
        }
    }

    /// Reads the model values of every channel of `node` anew, after a commit changed them.
    mutating func refreshModels(of node: RenderTree.Node) {
        let (slot, model) = (node.slot, node.model)
        cgFloats.refreshModels(of: slot, from: model)
        doubles.refreshModels(of: slot, from: model)
        floats.refreshModels(of: slot, from: model)
        points.refreshModels(of: slot, from: model)
        sizes.refreshModels(of: slot, from: model)
        rects.refreshModels(of: slot, from: model)
        colors.refreshModels(of: slot, from: model)
        transforms.refreshModels(of: slot, from: model)
    }

    /// Works out anew, for every channel of `node`, whether it alone decides
    /// its key path's value: after animations were added to it or removed.
    mutating func refreshSole(of node: RenderTree.Node) {
        func refresh<Value>(_ table: inout ChannelTable<Value>) {
            for index in table.channels(of: node.slot) {
                let channel = table.channels[index]
                let isSole = node.soleWriters(of: channel.propertyID, keyPath: channel.keyPathID)
                    .map { $0.liveCount == channel.liveCount } ?? false
                table.setSole(isSole, at: index)
            }
        }
        refresh(&cgFloats)
        refresh(&doubles)
        refresh(&floats)
        refresh(&points)
        refresh(&sizes)
        refresh(&rects)
        refresh(&colors)
        refresh(&transforms)
    }

    private mutating func removeChannels(of slot: Int32) {
        cgFloats.removeAll(of: slot)
        doubles.removeAll(of: slot)
        floats.removeAll(of: slot)
        points.removeAll(of: slot)
        sizes.removeAll(of: slot)
        rects.removeAll(of: slot)
        colors.removeAll(of: slot)
        transforms.removeAll(of: slot)
    }

    /// Sets `value` to what the layer at `slot` shows at `keyPath` at `local`
    /// (its time), when its channel alone decides it: a table chosen by the
    /// key path's type, then code specialised for that type. False, leaving
    /// `value`, otherwise.
    @inline(__always)
    func present<Value>(slot: Int32, keyPath: AnimationKeyPath<Value>, at local: Double, into value: inout Value) -> Bool {
        // Each table is chosen by `Value`'s metadata (``StoreValueKind``): the casts are to the same type.
        let id = keyPath.id
        switch keyPath.storeKind {
        case .cgFloat: return value.rebound(as: CGFloat.self) { cgFloats.present(slot: slot, keyPathID: id, at: local, into: &$0) }
        case .double: return value.rebound(as: Double.self) { doubles.present(slot: slot, keyPathID: id, at: local, into: &$0) }
        case .float: return value.rebound(as: Float.self) { floats.present(slot: slot, keyPathID: id, at: local, into: &$0) }
        case .point: return value.rebound(as: CGPoint.self) { points.present(slot: slot, keyPathID: id, at: local, into: &$0) }
        case .size: return value.rebound(as: CGSize.self) { sizes.present(slot: slot, keyPathID: id, at: local, into: &$0) }
        case .rect: return value.rebound(as: CGRect.self) { rects.present(slot: slot, keyPathID: id, at: local, into: &$0) }
        case .color: return value.rebound(as: RGBAColor.self) { colors.present(slot: slot, keyPathID: id, at: local, into: &$0) }
        case .transform: return value.rebound(as: Transform3D.self) { transforms.present(slot: slot, keyPathID: id, at: local, into: &$0) }
        case .other: return false
        }
    }
}

extension Interpolatable {
    /// Runs `body` on this value as a `Stored`, which must be its own type
    /// (checked by the caller through ``StoreValueKind``): a typed table
    /// reads and writes it in code specialised for `Stored`.
    @inline(__always)
    mutating func rebound<Stored, Result>(as _: Stored.Type, _ body: (inout Stored) -> Result) -> Result {
        withUnsafeMutablePointer(to: &self) { pointer in
            pointer.withMemoryRebound(to: Stored.self, capacity: 1) { body(&$0.pointee) }
        }
    }
}

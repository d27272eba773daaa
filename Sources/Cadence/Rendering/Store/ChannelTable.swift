/// The render store's table for one value type: a channel for each animated
/// key path of each layer, holding the key path's model value and its typed
/// animations in the order committed.
///
/// Channels lie in one array; a layer's channels are found from its index
/// (``heads``) and chained through ``Channel/next``, so finding one is a walk
/// over the few key paths of that layer animated with this type, with no
/// hashing. Presenting a channel is a loop over its records in code
/// specialised for `Value`.
struct ChannelTable<Value: Interpolatable> {
    struct Channel {
        /// The layer's index (see ``LayerIndexPool``).
        let slot: Int32
        let keyPathID: KeyPathID
        let propertyID: KeyPathID
        let keyPath: AnimationKeyPath<Value>
        /// The next channel of the same layer, or -1.
        var next: Int32
        /// The model value at the key path, as last committed.
        var model: Value
        /// The animations, by commit order; removed ones stay, marked, until
        /// they are half of them, so removing one costs O(log n) amortised.
        var records: ContiguousArray<TypedAnimation<Value>> = []
        var liveCount = 0
        var removedCount = 0
        /// Whether these records alone decide what the layer shows at the key
        /// path (see ``RenderTree/Node/soleWriters(of:keyPath:)``), so the
        /// store may present it without the general path.
        var isSole = false
    }

    private(set) var channels: [Channel] = []
    private var freeChannels: [Int32] = []
    /// Each layer's first channel, by the layer's index; -1 for none.
    private var heads: [Int32] = []

    /// The channel of `keyPathID` on the layer at `slot`, if it has one.
    @inline(__always)
    func channel(slot: Int32, keyPathID: KeyPathID) -> Int? {
        guard Int(slot) < heads.count else { return nil }
        var index = heads[Int(slot)]
        // Field by field: a channel is not copied (its arrays would be retained).
        while index >= 0 {
            if channels[Int(index)].keyPathID == keyPathID { return Int(index) }
            index = channels[Int(index)].next
        }
        return nil
    }

    /// The channels of the layer at `slot`.
    func channels(of slot: Int32) -> [Int] {
        guard Int(slot) < heads.count else { return [] }
        var found: [Int] = []
        var index = heads[Int(slot)]
        while index >= 0 {
            found.append(Int(index))
            index = channels[Int(index)].next
        }
        return found
    }

    /// Adds `record` after the others of its key path on the layer at `slot`,
    /// making the channel (with `model`, the layer's model values) if it is the first.
    mutating func add(_ entry: TypedEntry<Value>, slot: Int32, model: PropertyValues) {
        let (record, keyPath) = (entry.record, entry.keyPath)
        let index: Int
        if let existing = channel(slot: slot, keyPathID: keyPath.id) {
            index = existing
        } else {
            if heads.count <= Int(slot) { heads.append(contentsOf: repeatElement(-1, count: Int(slot) + 1 - heads.count)) }
            let channel = Channel(
                slot: slot, keyPathID: keyPath.id, propertyID: keyPath.propertyID, keyPath: keyPath,
                next: heads[Int(slot)], model: keyPath.read(from: model))
            if let free = freeChannels.popLast() {
                index = Int(free)
                channels[index] = channel
            } else {
                index = channels.count
                channels.append(channel)
            }
            heads[Int(slot)] = Int32(index)
        }
        channels[index].records.append(record)
        channels[index].liveCount += 1
    }

    /// Marks the record committed as `sequence` removed; drops the channel when
    /// nothing is left in it.
    mutating func remove(sequence: UInt64, slot: Int32, keyPathID: KeyPathID) {
        guard let index = channel(slot: slot, keyPathID: keyPathID) else { return }
        let position = Self.firstPosition(in: channels[index].records, notBefore: sequence)
        guard position < channels[index].records.count, channels[index].records[position].sequence == sequence,
            !channels[index].records[position].isRemoved
        else { return }
        channels[index].records[position].isRemoved = true
        channels[index].liveCount -= 1
        channels[index].removedCount += 1
        if channels[index].liveCount == 0 {
            unlink(index)
        } else if channels[index].removedCount > 16, channels[index].removedCount * 2 > channels[index].records.count {
            channels[index].records.removeAll { $0.isRemoved }
            channels[index].removedCount = 0
        }
    }

    /// Puts `record` in the place of the live record committed as its sequence.
    mutating func replace(_ record: TypedAnimation<Value>, slot: Int32, keyPathID: KeyPathID) {
        guard let index = channel(slot: slot, keyPathID: keyPathID) else { return }
        let position = Self.firstPosition(in: channels[index].records, notBefore: record.sequence)
        guard position < channels[index].records.count, channels[index].records[position].sequence == record.sequence,
            !channels[index].records[position].isRemoved
        else { return }
        channels[index].records[position] = record
    }

    /// Puts the record of commit order `sequence` under `clock`, over from layer time `localEnd`.
    mutating func retime(sequence: UInt64, slot: Int32, keyPathID: KeyPathID, clock: RunClockNode?, localEnd: Double) {
        guard let index = channel(slot: slot, keyPathID: keyPathID) else { return }
        let position = Self.firstPosition(in: channels[index].records, notBefore: sequence)
        guard position < channels[index].records.count, channels[index].records[position].sequence == sequence
        else { return }
        channels[index].records[position].clock = clock
        channels[index].records[position].localEnd = localEnd
    }

    /// Forgets every channel of the layer at `slot`.
    mutating func removeAll(of slot: Int32) {
        for index in channels(of: slot) { unlink(index) }
    }

    /// Reads each channel's model value of the layer at `slot` from `model` anew.
    mutating func refreshModels(of slot: Int32, from model: PropertyValues) {
        guard Int(slot) < heads.count else { return }
        var index = heads[Int(slot)]
        while index >= 0 {
            channels[Int(index)].model = channels[Int(index)].keyPath.read(from: model)
            index = channels[Int(index)].next
        }
    }

    /// Sets whether the channel alone decides its key path's value.
    mutating func setSole(_ isSole: Bool, at index: Int) {
        channels[index].isSole = isSole
    }

    /// Sets `value` to what the channel of `keyPathID` on the layer at `slot`
    /// shows at `local`, and returns true; false, leaving `value`, when there
    /// is no such channel or it does not alone decide the value.
    ///
    /// Evaluation starts at the last record that covers the value beneath, as
    /// ``RenderTree/AnimationList/presentationStart(at:)`` does.
    @inline(__always)
    func present(slot: Int32, keyPathID: KeyPathID, at local: Double, into value: inout Value) -> Bool {
        guard let index = channel(slot: slot, keyPathID: keyPathID) else { return false }
        // Through pointers, field by field: a record is never copied whole.
        return channels.withUnsafeBufferPointer { channels in
            let channel = channels.baseAddress! + index
            guard channel.pointee.isSole else { return false }
            value = channel.pointee.model
            channel.pointee.records.withUnsafeBufferPointer { records in
                guard let first = records.baseAddress else { return }
                var start = 0
                // One record starts at itself whether it covers or not.
                for position in records.indices.reversed() where records.count > 1 {
                    let record = first + position
                    if !record.pointee.isRemoved, TypedAnimation.covers(record, at: local) {
                        start = position
                        break
                    }
                }
                for position in start..<records.count {
                    let record = first + position
                    if !record.pointee.isRemoved, !TypedAnimation.isOver(record, at: local) {
                        TypedAnimation.apply(record, at: local, to: &value)
                    }
                }
            }
            return true
        }
    }

    /// The position of the first record committed at or after `sequence`: a binary search, as records are in commit order.
    private static func firstPosition(in records: ContiguousArray<TypedAnimation<Value>>, notBefore sequence: UInt64) -> Int {
        var (low, high) = (0, records.count)
        while low < high {
            let middle = (low + high) / 2
            if records[middle].sequence < sequence { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private mutating func unlink(_ index: Int) {
        let slot = Int(channels[index].slot)
        if heads[slot] == Int32(index) {
            heads[slot] = channels[index].next
        } else {
            var previous = Int(heads[slot])
            while channels[previous].next != Int32(index) { previous = Int(channels[previous].next) }
            channels[previous].next = channels[index].next
        }
        channels[index].records = []
        channels[index].liveCount = 0
        channels[index].removedCount = 0
        channels[index].next = -1
        channels[index].isSole = false
        freeChannels.append(Int32(index))
    }
}

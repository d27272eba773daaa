/// A layer's animation records, in the order added, found by record id and by
/// key in O(1).
///
/// A record removed leaves a hole in ``slots`` until the holes are half of
/// them, when the records left are moved together once; so removing any
/// record, the first or one in the middle, costs O(1) amortised, and a
/// thousand removed from a layer of a thousand (a group's cancel, a
/// `cancelAll`) cost a thousand steps, not half a million.
struct LayerAnimationRecords {
    /// The records in the order added; nil where one was removed.
    private var slots: [AnimationRecord?] = []
    /// Where each record left is in ``slots``, by record id.
    private var positions: [UInt64: Int] = [:]
    /// The ids of the records under each key given, in the order added (one,
    /// unless records were added under the key without replacing).
    private var idsByKey: [String: [UInt64]] = [:]

    /// How many records are left.
    var count: Int { positions.count }

    /// Whether no record is left.
    var isEmpty: Bool { positions.isEmpty }

    /// The records left, in the order added.
    var all: [AnimationRecord] { slots.compactMap { $0 } }

    /// Whether a record is left under `key` (given, not made up).
    func containsKey(_ key: String) -> Bool { idsByKey[key] != nil }

    /// The last record added under `key` that is left.
    /// The id of the last record under `key`, without copying the record.
    func lastID(withKey key: String) -> UInt64? { idsByKey[key]?.last }

    func last(withKey key: String) -> AnimationRecord? {
        guard let id = idsByKey[key]?.last, let position = positions[id] else { return nil }
        return slots[position]
    }

    /// Adds `record` after the others.
    mutating func append(_ record: AnimationRecord) {
        positions[record.id] = slots.count
        slots.append(record)
        if record.isKeyed { idsByKey[record.key, default: []].append(record.id) }
    }

    /// Puts `record` in the place of the record with its id, if that is left.
    mutating func replace(with record: AnimationRecord) {
        guard let position = positions[record.id] else { return }
        slots[position] = record
    }

    /// Removes and returns the records under `key`, in the order added.
    mutating func remove(key: String) -> [AnimationRecord] {
        guard let ids = idsByKey.removeValue(forKey: key) else { return [] }
        var removed: [AnimationRecord] = []
        removed.reserveCapacity(ids.count)
        for id in ids {
            if let record = take(id) { removed.append(record) }
        }
        compactIfSparse()
        return removed
    }

    /// Removes and returns the record `id`, if it is left.
    mutating func remove(id: UInt64) -> AnimationRecord? {
        guard let record = take(id) else { return nil }
        if record.isKeyed, var ids = idsByKey[record.key] {
            if ids.count == 1 {
                idsByKey[record.key] = nil
            } else {
                ids.removeAll { $0 == id }
                idsByKey[record.key] = ids
            }
        }
        compactIfSparse()
        return record
    }

    /// Removes and returns every record, in the order added.
    mutating func removeAll() -> [AnimationRecord] {
        let removed = all
        self = LayerAnimationRecords()
        return removed
    }

    /// Takes record `id` out of ``slots`` and ``positions``, leaving its key's list alone.
    private mutating func take(_ id: UInt64) -> AnimationRecord? {
        guard let position = positions.removeValue(forKey: id) else { return nil }
        defer { slots[position] = nil }
        return slots[position]
    }

    /// Moves the records left together once the holes are half of ``slots``:
    /// O(1) amortised over the removals that made the holes.
    private mutating func compactIfSparse() {
        if positions.isEmpty {
            slots.removeAll(keepingCapacity: true)
            return
        }
        guard slots.count > 32, positions.count * 2 < slots.count else { return }
        slots.removeAll { $0 == nil }
        for (position, record) in slots.enumerated() {
            if let record { positions[record.id] = position }
        }
    }
}

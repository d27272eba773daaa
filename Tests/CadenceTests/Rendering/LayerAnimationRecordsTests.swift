@testable import Cadence
import Foundation
import Testing

/// A layer's animation records: the order added survives removals from the
/// middle and the compaction they cause, and keys find their records.
@Suite struct LayerAnimationRecordsTests {
    private func record(_ key: String?) -> AnimationRecord {
        AnimationRecord(
            key: key, animation: BasicAnimation(keyPath: .opacity, from: 0, to: 1, duration: 1), completionGroups: [],
            beginsAtCommit: true)
    }

    /// 100 keyed records; removing every one whose number is not a multiple of 3
    /// (by key, by id, alternately) compacts the list (67 holes of 100) and
    /// leaves 0, 3, 6, …, 99 in the order added: 34 records.
    @Test func removalsFromTheMiddleKeepTheOrder() {
        var records = LayerAnimationRecords()
        let added = (0..<100).map { record("k\($0)") }
        for record in added { records.append(record) }
        for number in 0..<100 where number % 3 != 0 {
            if number.isMultiple(of: 2) {
                #expect(records.remove(key: "k\(number)").map(\.id) == [added[number].id])
            } else {
                #expect(records.remove(id: added[number].id)?.id == added[number].id)
            }
        }
        #expect(records.count == 34)
        #expect(records.all.map(\.key) == stride(from: 0, to: 100, by: 3).map { "k\($0)" })
        #expect(records.last(withKey: "k99")?.id == added[99].id)
        #expect(records.last(withKey: "k98") == nil)
        #expect(!records.containsKey("k1"))
        // A record removed twice, or a key removed twice, is not there the second time.
        #expect(records.remove(id: added[1].id) == nil)
        #expect(records.remove(key: "k2").isEmpty)
        // Appending after the compaction goes at the end.
        records.append(record("late"))
        #expect(records.all.last?.key == "late")
        #expect(records.removeAll().count == 35)
        #expect(records.isEmpty)
    }

    /// Two records under one key (added without replacing) are removed together,
    /// in the order added; unkeyed records are found by id only.
    @Test func aKeyRemovesEveryRecordUnderIt() {
        var records = LayerAnimationRecords()
        let first = record("shared"), anonymous = record(nil), second = record("shared")
        records.append(first)
        records.append(anonymous)
        records.append(second)
        #expect(records.last(withKey: "shared")?.id == second.id)
        #expect(!records.containsKey(anonymous.key))
        #expect(records.remove(key: "shared").map(\.id) == [first.id, second.id])
        #expect(records.all.map(\.id) == [anonymous.id])
        #expect(records.remove(id: anonymous.id)?.id == anonymous.id)
        #expect(records.isEmpty)
    }

    /// Through the layer: removing one of 50 animations from the middle by key
    /// leaves the other 49 keys in the order added, and the animation under a
    /// key is the one added under it.
    @Test func aLayerKeepsItsKeysInOrder() throws {
        let layer = Layer()
        for number in 0..<50 {
            try layer.add(BasicAnimation(keyPath: .opacity, from: 0, to: Float(number), duration: 1), forKey: "k\(number)")
        }
        layer.removeAnimation(forKey: "k20")
        #expect(layer.animationKeys() == (0..<50).filter { $0 != 20 }.map { "k\($0)" })
        #expect((layer.animation(forKey: "k21") as? BasicAnimation<Float>)?.toValue == 21)
        #expect(layer.animation(forKey: "k20") == nil)
        // Adding under a key in use replaces it, and goes last.
        try layer.add(BasicAnimation(keyPath: .opacity, from: 0, to: 100, duration: 1), forKey: "k0")
        #expect(layer.animationKeys().first == "k1")
        #expect(layer.animationKeys().last == "k0")
        #expect((layer.animation(forKey: "k0") as? BasicAnimation<Float>)?.toValue == 100)
        layer.removeAllAnimations()
        #expect(layer.animationKeys().isEmpty)
    }
}

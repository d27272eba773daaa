@testable import CadenceCoreAnimation
import Testing

/// The table the QuartzCore host shares each layer's runs through: one
/// object per tuple of owners, in order, while it lives, and none after.
@Suite struct WeakObjectTableTests {
    final class Owner: Sendable {}
    final class Kept: Sendable {
        let owners: [Owner]
        init(_ owners: [Owner]) { self.owners = owners }
    }

    @Test func oneObjectForEachOwnersWhileItLives() {
        let table = WeakObjectTable<Kept>()
        let (a, b) = (Owner(), Owner())
        var made = 0
        func kept(_ owners: [Owner]) -> Kept {
            table.object(for: owners) { made += 1; return Kept(owners) }
        }
        let ab = kept([a, b])
        #expect(kept([a, b]) === ab)
        #expect(kept([b, a]) !== ab, "the owners' order is part of the key")
        #expect(kept([a]) !== ab)
        // The two made for [b, a] and [a] are gone already: only ab is held.
        #expect(made == 3 && table.liveCount == 1)
        weak let released = ab
        _ = consume ab
        #expect(released == nil && table.liveCount == 0)
        #expect(kept([a, b]).owners.count == 2 && made == 4)
    }

    @Test func deadEntriesAreSweptOut() {
        let table = WeakObjectTable<Kept>()
        let owner = Owner()
        // 1000 objects made and dropped, each under owners of its own that
        // stay alive (so no identity is reused), and one kept.
        let kept = table.object(for: [owner]) { Kept([owner]) }
        var owners: [Owner] = []
        for _ in 0 ..< 1000 {
            owners.append(Owner())
            _ = table.object(for: [owners[owners.count - 1]]) { Kept([]) }
        }
        #expect(table.liveCount == 1)
        #expect(table.entryCount < 16, "dead entries pile up: \(table.entryCount)")
        #expect(table.object(for: [owner]) { Kept([]) } === kept)
        #expect(owners.count == 1000)
    }
}

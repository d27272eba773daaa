extension RenderTree {
    /// Committed animations in the order added: all of a layer's, or those of
    /// one key path. An animation removed stays in ``items``, marked
    /// ``CommittedAnimation/isRemoved``, until removed ones are half of them
    /// (or it is the last item), so removing one costs O(1) amortised.
    struct AnimationList {
        private(set) var items: [CommittedAnimation] = []
        /// How many of ``items`` are not removed.
        private(set) var liveCount = 0
        private var removedCount = 0
        /// Where the first item not removed is, or ``items``' count: the
        /// removed ones before it are passed over once each.
        private var firstLiveIndex = 0

        /// The first item not removed, in O(1).
        var firstLive: CommittedAnimation? { firstLiveIndex < items.count ? items[firstLiveIndex] : nil }

        /// Whether every item is removed (or there are none).
        var isEmpty: Bool { liveCount == 0 }

        /// The items not removed, in the order added.
        var live: some Sequence<CommittedAnimation> { items.lazy.filter { !$0.isRemoved } }

        /// Adds `committed` after the others.
        mutating func append(_ committed: CommittedAnimation) {
            items.append(committed)
            liveCount += 1
        }

        /// Counts an item just marked removed, and drops the removed ones
        /// once they are half of the list.
        mutating func noteRemoval() {
            liveCount -= 1
            removedCount += 1
            if liveCount == 0 {
                // Emptied (a chain's step done): keep the storage for the next.
                items.removeAll(keepingCapacity: true)
                removedCount = 0
                firstLiveIndex = 0
                return
            }
            // Removed ones at the end go at once (each once: O(1) amortised), so that
            // ``presentationStart(at:)`` never walks back over them: animations
            // cancelled last first would otherwise make each search longer.
            while let last = items.last, last.isRemoved {
                items.removeLast()
                removedCount -= 1
            }
            if removedCount > 16, removedCount * 2 > items.count {
                items.removeAll { $0.isRemoved }
                removedCount = 0
                firstLiveIndex = 0
            }
            // Those cancelled first first leave removed ones at the front: pass them once.
            while firstLiveIndex < items.count, items[firstLiveIndex].isRemoved { firstLiveIndex += 1 }
        }

        /// Where presentation at `local` may start, when the items are all of
        /// one key path: the last one that shows a value owing nothing to the
        /// value beneath (see ``CoversValueBeneath``), or 0 when none does.
        ///
        /// - Complexity: O(1) when the last item covers; at most O(*n*).
        func presentationStart(at local: Double) -> Int {
            for index in items.indices.reversed() {
                let committed = items[index]
                if !committed.isRemoved, committed.covers(at: local) { return index }
            }
            return 0
        }
    }
}

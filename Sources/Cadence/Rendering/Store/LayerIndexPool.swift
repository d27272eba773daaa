/// Hands every live layer a small integer of its own, its index in the render
/// store's dense arrays, and takes it back when the layer is released.
///
/// Indices are reused, lowest first, so they stay about as dense as the layers
/// alive in the process: a compositor's arrays grow to the highest index among
/// its layers, not to the number of layers ever made. A layer keeps its index
/// for life, so reading it needs no lock, and a compositor finds a layer's
/// committed state by it with no hashing.
enum LayerIndexPool {
    private struct Pool {
        var next: Int32 = 0
        /// Returned indices, as a min-heap so the lowest is reused first.
        var free = MinHeap<Int32>()
    }

    private static let pool = LockedBox(Pool())

    /// An index no other live layer has.
    static func take() -> Int32 {
        pool.withLock { pool in
            if let reused = pool.free.popMin() { return reused }
            defer { pool.next += 1 }
            return pool.next
        }
    }

    /// Gives back the index of a layer being released.
    static func give(back index: Int32) {
        pool.withLock { $0.free.insert(index) }
    }
}

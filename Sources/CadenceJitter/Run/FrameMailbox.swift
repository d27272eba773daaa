import Cadence
/// Delivers frames to the main-like queue the way a display link on a run
/// loop does: one callback waiting at most, carrying the latest frame, so
/// frames that fall due while the queue is blocked are coalesced, not queued.
final class FrameMailbox: Sendable {
    private struct State {
        var latest: Int?
        var lastServed = 0
    }

    private let state = LockedBox(State())

    /// Posts vsync `index`; returns whether the caller must put a delivery job on the queue.
    func post(_ index: Int) -> Bool {
        state.withLock { state in
            let needsJob = state.latest == nil
            state.latest = index
            return needsJob
        }
    }

    /// Takes the latest frame for delivery: its index and the first index not
    /// served before it (the earliest deadline this callback answers).
    func take() -> (latest: Int, firstUnserved: Int)? {
        state.withLock { state in
            guard let latest = state.latest else { return nil }
            state.latest = nil
            let first = state.lastServed + 1
            state.lastServed = latest
            return (latest, first)
        }
    }

    /// Marks the next `count` frames served, for a source (a repeating timer)
    /// that coalesces by itself: the latest of them and the first.
    func serveNext(_ count: Int) -> (latest: Int, firstUnserved: Int) {
        state.withLock { state in
            let first = state.lastServed + 1
            state.lastServed += count
            return (state.lastServed, first)
        }
    }
}

extension VirtualClock {
    /// How many tasks are asleep on this clock: suspended in
    /// ``sleep(until:tolerance:)`` and waiting for an advance to wake them.
    ///
    /// A task counts from the moment its wake-up is scheduled until it is woken
    /// or cancelled.
    public var sleeperCount: Int {
        sleepers.withLock { $0.count }
    }

    /// Suspends until at least `count` tasks are asleep on this clock.
    ///
    /// A task started with `Task { … }` has not begun to sleep when the code that
    /// started it goes on, so advancing the clock at once would pass its
    /// deadline before it is scheduled, and the task would sleep forever. Wait
    /// for it first:
    ///
    /// ```swift
    /// let clock = VirtualClock()
    /// let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    /// try await clock.waitForSleepers(1)   // the task is now asleep
    /// try clock.advance(by: 1)             // and this wakes it
    /// try await sleeper.value
    /// ```
    ///
    /// Returns at once when `count` tasks (or more) are asleep already, or when
    /// `count` is 0 or less.
    ///
    /// - Parameter count: The number of sleeping tasks to wait for.
    /// - Throws: `CancellationError` if the waiting task is cancelled first.
    public func waitForSleepers(_ count: Int = 1) async throws {
        try Task.checkCancellation()
        let id = sleepers.withLock { $0.addWaiter(for: count) }
        guard let id else { return }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                if let early = sleepers.withLock({ $0.park(id, continuation) }) {
                    continuation.resume(with: early)
                }
            }
        } onCancel: {
            sleepers.withLock { $0.cancel(id) }?.resume(throwing: CancellationError())
        }
    }
}

/// The tasks asleep on a ``VirtualClock``, and the tasks waiting for them.
struct SleeperRegistry {
    private enum Waiter {
        /// Registered, not yet suspended.
        case arriving(count: Int)
        /// Cancelled before it suspended.
        case cancelled
        case parked(count: Int, CheckedContinuation<Void, any Error>)
    }

    /// Tasks asleep now.
    private(set) var count = 0
    private var waiters: [UInt64: Waiter] = [:]
    private var lastID: UInt64 = 0

    /// Registers a task that waits for `sleepers` sleepers; nil if there are enough already.
    mutating func addWaiter(for sleepers: Int) -> UInt64? {
        guard count < sleepers else { return nil }
        lastID += 1
        waiters[lastID] = .arriving(count: sleepers)
        return lastID
    }

    /// Suspends waiter `id` with `continuation`, or returns how to resume it at
    /// once: it was satisfied or cancelled while it arrived.
    mutating func park(_ id: UInt64, _ continuation: CheckedContinuation<Void, any Error>) -> Result<Void, any Error>? {
        switch waiters[id] {
        case .arriving(let sleepers) where count < sleepers:
            waiters[id] = .parked(count: sleepers, continuation)
            return nil
        case .cancelled:
            waiters[id] = nil
            return .failure(CancellationError())
        default:
            waiters[id] = nil
            return .success(())
        }
    }

    /// Cancels waiter `id`; returns its continuation if it was suspended.
    mutating func cancel(_ id: UInt64) -> CheckedContinuation<Void, any Error>? {
        switch waiters[id] {
        case .arriving:
            waiters[id] = .cancelled
            return nil
        case .parked(_, let continuation):
            waiters[id] = nil
            return continuation
        case .cancelled, nil:
            return nil
        }
    }

    /// Counts one more sleeper; returns the suspended waiters that now have enough.
    mutating func sleeperBegan() -> [CheckedContinuation<Void, any Error>] {
        count += 1
        var satisfied: [CheckedContinuation<Void, any Error>] = []
        for (id, waiter) in waiters {
            if case .parked(let sleepers, let continuation) = waiter, sleepers <= count {
                waiters[id] = nil
                satisfied.append(continuation)
            }
        }
        return satisfied
    }

    /// Counts one sleeper fewer.
    mutating func sleeperEnded() {
        count -= 1
    }
}

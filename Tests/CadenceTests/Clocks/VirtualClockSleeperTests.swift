import Cadence
import Testing

/// `VirtualClock.waitForSleepers(_:)` and `sleeperCount`: code that starts a
/// task can wait until the task is asleep before it advances the clock, with no
/// yielding and hoping.
@Suite struct VirtualClockSleeperTests {
    /// The pattern of Docs/Clocks.md: start a sleeper, wait until it sleeps,
    /// advance. Without the wait, the advance can pass the deadline before the
    /// task has scheduled its wake-up, and the task sleeps forever.
    @Test func waitingForASleeperLetsAnAdvanceWakeIt() async throws {
        let clock = VirtualClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
        defer { sleeper.cancel() }  // frees the task if a check below fails
        try await clock.waitForSleepers(1)
        #expect(clock.sleeperCount == 1)
        #expect(clock.nextDeadline == 1)
        try clock.advance(by: 1)
        try await sleeper.value
        #expect(clock.sleeperCount == 0)
    }

    /// Waiting for two returns only when both sleep: the second deadline is 2,
    /// so after the wait both wake-ups, at 1 and at 2, are on the clock.
    @Test func waitsForTheCountGiven() async throws {
        let clock = VirtualClock()
        let first = Task { try await clock.sleep(for: .seconds(1)) }
        let second = Task { try await clock.sleep(for: .seconds(2)) }
        defer { first.cancel(); second.cancel() }
        try await clock.waitForSleepers(2)
        #expect(clock.sleeperCount == 2)
        #expect(clock.pendingWork.map(\.deadline) == [1, 2])
        try clock.advance(by: 1)
        try await first.value
        #expect(clock.sleeperCount == 1)
        try clock.advance(by: 1)
        try await second.value
        #expect(clock.sleeperCount == 0)
    }

    /// Enough sleepers already, or a count of 0: no suspension at all.
    @Test func returnsAtOnceWhenThereAreEnough() async throws {
        let clock = VirtualClock()
        try await clock.waitForSleepers(0)
        try await clock.waitForSleepers(-3)
        let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
        defer { sleeper.cancel() }
        try await clock.waitForSleepers(1)
        try await clock.waitForSleepers(1)  // still one asleep
        #expect(clock.sleeperCount == 1)
    }

    /// A cancelled sleeper stops counting.
    @Test func aCancelledSleeperStopsCounting() async throws {
        let clock = VirtualClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
        try await clock.waitForSleepers(1)
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(clock.sleeperCount == 0)
        #expect(clock.pendingCount == 0)
    }

    /// A waiter that is cancelled throws `CancellationError` instead of waiting
    /// forever, whether it was cancelled before or while it waited.
    @Test func cancellingAWaiterThrows() async throws {
        let clock = VirtualClock()
        let early = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.waitForSleepers(1)
        }
        await #expect(throws: CancellationError.self) { try await early.value }

        let waiter = Task { try await clock.waitForSleepers(1) }
        waiter.cancel()
        await #expect(throws: CancellationError.self) { try await waiter.value }
        #expect(clock.sleeperCount == 0)
    }
}

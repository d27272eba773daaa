extension VirtualClock: Clock {
    /// An instant on a ``VirtualClock``: seconds since its zero.
    public struct Instant: InstantProtocol, Sendable {
        /// Seconds since the clock's zero, as ``VirtualClock/currentTime`` reads.
        public var seconds: Double

        /// The instant `seconds` after the clock's zero.
        public init(seconds: Double) {
            self.seconds = seconds
        }

        public func advanced(by duration: Duration) -> Instant {
            Instant(seconds: seconds + duration.inSeconds)
        }

        public func duration(to other: Instant) -> Duration {
            .seconds(other.seconds - seconds)
        }

        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.seconds < rhs.seconds
        }
    }

    /// The current instant.
    public var now: Instant { Instant(seconds: currentTime) }

    /// Zero: a virtual clock can be advanced by any amount.
    public var minimumResolution: Duration { .zero }

    /// Suspends until the clock has been advanced to `deadline`; throws
    /// `CancellationError` if the task is cancelled first.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        guard deadline.seconds > currentTime else { return }
        let sleeper = Sleeper(registry: sleepers)
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let work = schedule(at: deadline.seconds, label: "a task sleeping on the clock") { sleeper.resume(with: .success(())) }
                sleeper.wait(continuation, cancelling: work)
            }
        } onCancel: {
            sleeper.resume(with: .failure(CancellationError()))
        }
    }

    /// Moves time forward by `duration`; see ``advance(by:)-(Double)``.
    public func advance(by duration: Duration) throws(CadenceError) {
        try advance(by: duration.inSeconds)
    }

    /// Moves time forward to `instant`; see ``advance(to:)-(Double)``.
    public func advance(to instant: Instant) throws(CadenceError) {
        try advance(to: instant.seconds)
    }
}

/// One sleeping task: resumed exactly once, by the clock or by cancellation,
/// whichever comes first, even if cancellation arrives before it waits.
private final class Sleeper: Sendable {
    private enum State {
        case idle
        case waiting(CheckedContinuation<Void, any Error>, ScheduledWork)
        case finished(Result<Void, any Error>?)
    }

    private let state = LockedBox(State.idle)
    /// The clock's count of sleepers, which this one joins while it waits.
    private let registry: LockedBox<SleeperRegistry>

    init(registry: LockedBox<SleeperRegistry>) {
        self.registry = registry
    }

    func wait(_ continuation: CheckedContinuation<Void, any Error>, cancelling work: ScheduledWork) {
        let early: Result<Void, any Error>? = state.withLock { state in
            switch state {
            case .idle:
                state = .waiting(continuation, work)
                return nil
            case .finished(let result):
                state = .finished(nil)
                return result
            case .waiting:
                return nil
            }
        }
        if let early {
            work.cancel()
            continuation.resume(with: early)
        } else {
            for waiter in registry.withLock({ $0.sleeperBegan() }) { waiter.resume() }
        }
    }

    func resume(with result: Result<Void, any Error>) {
        let waiter: (CheckedContinuation<Void, any Error>, ScheduledWork)? = state.withLock { state in
            switch state {
            case .idle:
                state = .finished(result)
                return nil
            case .waiting(let continuation, let work):
                state = .finished(nil)
                return (continuation, work)
            case .finished:
                return nil
            }
        }
        if let (continuation, work) = waiter {
            work.cancel()
            registry.withLock { $0.sleeperEnded() }
            continuation.resume(with: result)
        }
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    var inSeconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}

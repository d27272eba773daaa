/// Work a ``MediaClock`` will run at a deadline, and the handle that cancels it.
///
/// The work runs at most once: ``cancel()`` and the clock race for it, and
/// whichever comes first wins. Cancelling after it ran does nothing.
public final class ScheduledWork: Sendable {
    private enum State {
        case pending(@Sendable () -> Void)
        case done
    }

    /// When the work is due, in the clock's seconds.
    public let deadline: Double
    /// What the work is, as it was scheduled (empty when not given).
    public let label: String
    private let state: LockedBox<State>

    init(deadline: Double, label: String = "", work: @escaping @Sendable () -> Void) {
        self.deadline = deadline
        self.label = label
        state = LockedBox(.pending(work))
    }

    /// Whether the work is still waiting: neither run nor cancelled.
    public var isPending: Bool {
        state.withLock {
            if case .pending = $0 { return true }
            return false
        }
    }

    /// Stops the work from running, if it has not run yet.
    public func cancel() {
        state.withLock { $0 = .done }
    }

    /// Runs the work unless it was cancelled or already ran; the clock calls this.
    func run() {
        let work: (@Sendable () -> Void)? = state.withLock { state in
            guard case .pending(let work) = state else { return nil }
            state = .done
            return work
        }
        work?()
    }
}

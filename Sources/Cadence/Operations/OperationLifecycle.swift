/// The lifecycle of a Cadence operation as a value: pending → executing →
/// finished, or pending → finished when it is cancelled or fails before it
/// starts. Every transition is a method that says whether it happened, so the
/// owner can signal KVO and call observers after releasing its lock, and an
/// illegal transition (a second finish, a start after finishing) changes
/// nothing.
struct OperationLifecycle: Sendable {
    enum Phase: Sendable, Equatable {
        case pending
        case executing
        case finished(OperationResult)
    }

    private(set) var phase = Phase.pending

    var isExecuting: Bool { phase == .executing }

    var isFinished: Bool {
        if case .finished = phase { return true }
        return false
    }

    var result: OperationResult? {
        if case .finished(let result) = phase { return result }
        return nil
    }

    /// pending → executing.
    mutating func start() -> Bool {
        guard phase == .pending else { return false }
        phase = .executing
        return true
    }

    /// pending or executing → finished; returns the phase it left, nil if it was
    /// already finished.
    mutating func finish(_ result: OperationResult) -> Phase? {
        guard !isFinished else { return nil }
        defer { phase = .finished(result) }
        return phase
    }
}

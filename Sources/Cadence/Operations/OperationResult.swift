/// How a Cadence operation ended.
public enum OperationResult: Hashable, Sendable {
    /// It ran to its end: its animation completed, its time elapsed.
    case completed
    /// It was cancelled: before it started, or while it ran.
    case cancelled
    /// It could not run: an invalid animation, a layer in no compositor's tree.
    /// The error names the field, the value and what was expected. (Kept out of
    /// line, so a result, and every operation's state, stays one word.)
    indirect case failed(CadenceError)
}

/// What a Cadence operation tells its observers, on its main loop.
///
/// For one operation they come in this order: ``didStart`` (unless it was
/// cancelled or failed before starting), ``didCancel`` (if it was cancelled),
/// then ``didFinish(_:)``, exactly once.
public enum OperationEvent: Hashable, Sendable {
    /// The operation began its work: its animation is committed.
    case didStart
    /// The operation was cancelled.
    case didCancel
    /// The operation finished, with how it ended.
    case didFinish(OperationResult)
}

/// Where an operation's timeline begins.
public enum Anchor: String, Hashable, Sendable, CaseIterable {
    /// When the operation actually starts: late if the queue was late.
    case completion
    /// When its dependencies were scheduled to end, even if the queue started it
    /// later: the animation's begin time may lie in the past, so a chain never
    /// drifts behind a stalled queue.
    case schedule
}

/// What a layer keeps when an operation is cancelled while it runs.
public enum CancellationPolicy: String, Hashable, Sendable, CaseIterable {
    /// The value presented at the instant of cancelling.
    case current
    /// The animation's final value.
    case end
    /// The value presented when the operation started.
    case start
}

/// Whether an operation runs when a dependency was cancelled or failed.
public enum DependencyPolicy: Hashable, Sendable {
    /// Run anyway, as Foundation's queues do.
    case runAnyway
    /// Be cancelled, and so cancel whatever depends on it in turn.
    case cancelIfDependencyCancelledOrFailed
}

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
/// For one operation they come in this order, each at most once:
/// ``willStart``, ``didStart``, ``didCancel`` (if it was cancelled),
/// ``willFinish(_:)``, then ``didFinish(_:)``. ``willFinish(_:)`` and
/// ``didFinish(_:)`` come exactly once, with the same result.
///
/// An operation cancelled before it starts, or failed before it starts (a
/// dependency cycle, no main loop), hears neither ``willStart`` nor
/// ``didStart``; one cancelled by an observer of its ``willStart`` hears no
/// ``didStart``: its work never begins. A cancel that comes once the
/// operation is finishing (from an observer of ``willFinish(_:)``, say)
/// changes nothing and is not announced. `Docs/Operations.md` places these
/// events among its ``AnimationQueue``'s and its transaction's.
public enum OperationEvent: Hashable, Sendable {
    /// The operation is about to start: it is still pending, and its work
    /// (an ``AnimationOperation``'s commit) begins once the observers
    /// return. An observer may still cancel it, and then its work never
    /// begins.
    case willStart
    /// The operation started: it is executing, and its work has begun (an
    /// ``AnimationOperation``'s animation is committed). Work that failed as
    /// it began still sends this; ``willFinish(_:)`` then says how it failed.
    case didStart
    /// The operation was cancelled. Cancelled with an error
    /// (``TimedOperation/cancel(with:)``, or by a group cancelled with one),
    /// the operation's ``TimedOperation/cancellationError`` already holds it.
    case didCancel
    /// The operation is about to finish with this result: it is still
    /// executing (or pending), and ``TimedOperation/result`` is still nil.
    /// Nothing an observer does now changes the result: a cancel or a second
    /// finish is ignored.
    case willFinish(OperationResult)
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

/// When an operation's dependents may start: SwiftUI's
/// `AnimationCompletionCriteria`, under a name of its own so that a file
/// importing SwiftUI beside Cadence can still name both.
///
/// Set it for every dependent of an ``AnimationOperation`` with its
/// ``AnimationOperation/completionCriteria``, or for one dependency with
/// ``TimedOperation/addDependency(_:startingWhen:)``. Either way the
/// operation itself still finishes when its animation is removed; only its
/// dependents' start moves. `Docs/Operations.md` ("Logical completion") has
/// the rules and an example.
public enum CompletionCriteria: String, Hashable, Sendable, CaseIterable {
    /// When the animation is removed and the operation finishes (the default,
    /// and Foundation's only criterion).
    case removed
    /// When the animation is logically complete: a spring at its
    /// ``SpringAnimation/perceptualDuration``, any other animation at the end
    /// of its active duration. Its tail keeps playing after the dependents
    /// start; see ``TimedOperation/logicalCompletionTime``.
    case logicallyComplete
}

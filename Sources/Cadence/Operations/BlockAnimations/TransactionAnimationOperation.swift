/// Property changes made in a closure inside one transaction, animated by the
/// host's implicit actions, as an operation: Core Animation's
/// `CATransaction.begin()`, `setAnimationDuration(_:)`,
/// `setAnimationTimingFunction(_:)`, `setCompletionBlock(_:)`, the changes,
/// `commit()`, on any ``LayerHost``.
///
/// At its start, on the host's main loop, it opens a transaction with actions
/// enabled and the given duration and curve, runs `changes`, and commits. Every
/// change the host animates implicitly takes that duration and curve, and the
/// operation finishes when they are all over (at once, in a later job, if
/// none was animated).
///
/// On the simulated ``Compositor`` the changes animate through each
/// ``Layer``'s actions (see ``Layer/action(forKey:)``). On real Core Animation
/// they animate as Core Animation animates them: a standalone `CALayer`
/// animates its animatable properties; the layer behind a `UIView` does not,
/// since UIKit disables its actions outside `UIView.animate`. UIKit's own
/// block API, with its options, is ``BlockAnimationOperation``, on the
/// simulated compositor.
///
/// Here `changes` is `@Sendable`: it runs on the host's main loop, which may
/// be any thread, so it captures only what is safe to share (Cadence's
/// ``Layer`` is). On Core Animation, CadenceCoreAnimation's initializer for a
/// `CoreAnimationHost` takes a `@MainActor` closure instead, which may touch
/// `CALayer`s and the rest of the main actor's state.
///
/// ```swift
/// let fade = TransactionAnimationOperation(host: compositor, duration: 0.5, timingFunction: .easeOut) {
///     card[.opacity] = 0
/// }
/// try queue.addOperation(fade)
/// ```
///
/// Cancelled while its animations run, it finishes at once; the animations,
/// already committed, play on, as a committed transaction's do.
public final class TransactionAnimationOperation: TimedOperation, @unchecked Sendable {
    /// The host whose layers `changes` sets.
    public let host: any LayerHost
    /// How long each implicit animation takes.
    public let duration: Double
    /// Their curve; nil for the host's default.
    public let timingFunction: TimingFunction?
    private let changes: @Sendable () throws(CadenceError) -> Void

    /// An operation that runs `changes` in a transaction on `host` whose
    /// implicit animations take `duration` and `timingFunction`.
    ///
    /// A duration that is not a finite number ≥ 0, or a curve the host cannot
    /// use, fails the operation at its start with a ``CadenceError`` naming it;
    /// `changes` does not run then.
    // Disfavoured so that, for a CoreAnimationHost, CadenceCoreAnimation's
    // initializer with a main-actor closure is the one a closure literal picks.
    @_disfavoredOverload
    public convenience init(
        host: some LayerHost, duration: Double, timingFunction: TimingFunction? = nil,
        changes: @escaping @Sendable () -> Void
    ) {
        self.init(host: host, duration: duration, timingFunction: timingFunction, checkedChanges: changes)
    }

    /// An operation whose `changes` may refuse to run, failing it with their
    /// error: the seam for hosts whose changes need an isolation of their own
    /// (Core Animation's run on the main actor).
    @_disfavoredOverload
    package init(
        host: some LayerHost, duration: Double, timingFunction: TimingFunction?,
        checkedChanges: @escaping @Sendable () throws(CadenceError) -> Void
    ) {
        self.host = host
        self.duration = duration
        self.timingFunction = timingFunction
        self.changes = checkedChanges
        super.init()
    }

    override var mainLoop: MainLoop? { host.mainLoop }

    override func begin(at start: Double) throws(CadenceError) -> Double? {
        host.beginTransaction(disablingActions: false) { [weak self] in
            guard let self else { return }
            finish(isCancelled ? .cancelled : .completed)
        }
        do {
            try host.setTransactionAnimation(duration: duration, timingFunction: timingFunction)
        } catch {
            host.commitTransaction()
            throw error
        }
        do {
            try changes()
        } catch {
            host.commitTransaction()
            throw error
        }
        host.commitTransaction()
        return start + duration
    }
}

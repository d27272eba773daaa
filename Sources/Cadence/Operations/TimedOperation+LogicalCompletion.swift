import Foundation

/// Logical completion: the instant an operation's work is logically done
/// (a spring at its perceptual duration) while its tail may still play.
/// Dependents chained on it (``CompletionCriteria/logicallyComplete``) start
/// then; the operation itself still finishes when its work ends. See
/// "Logical completion" in `Docs/Operations.md`.
extension TimedOperation {
    /// What an operation knows of its logical completion.
    struct LogicalCompletion {
        /// The clock instant its work completes logically, set as it begins;
        /// nil before, or for work with no logical completion of its own
        /// (its finish is its logical completion).
        var time: Double?
        /// Whether anything waits for the instant (a dependent chained on it,
        /// an `await`), so that it is scheduled on the clock.
        var isWanted = false
        /// Whether the wake-up at ``time`` is (or was) scheduled.
        var isArmed = false
        /// Whether the instant has come, the operation still running.
        var isComplete = false
        /// The wake-up at ``time``, let go when it fires or the operation finishes.
        var work: ScheduledWork?
        /// Who awaits the instant.
        var waiters: [@Sendable () -> Void] = []
    }

    /// When the operation completes logically, in its clock's time: for an
    /// ``AnimationOperation`` whose animation is a spring played once, when
    /// its active time reaches the spring's
    /// ``SpringAnimation/perceptualDuration`` (if that comes before its
    /// end); for a ``GroupOperation``, the instant every child was
    /// logically complete; otherwise, and for every other kind of
    /// operation, its ``scheduledEndTime``. Nil before it starts, or when it never ends by
    /// itself.
    public var logicalCompletionTime: Double? {
        state.withLock { state in
            guard let end = state.scheduledEndTime else { return state.logical.time }
            return min(state.logical.time ?? end, end)
        }
    }

    /// Whether its dependents chained on ``CompletionCriteria/logicallyComplete``
    /// may start: it completed logically and was not cancelled before, or it
    /// finished.
    public var isLogicallyComplete: Bool {
        state.withLock { $0.logical.isComplete || $0.lifecycle.isFinished }
    }

    /// Makes the operation a dependency of this one, as `addDependency(_:)`,
    /// and says when this one may start: when `operation` finishes
    /// (``CompletionCriteria/removed``) or when it completes logically
    /// (``CompletionCriteria/logicallyComplete``). This overrides the
    /// dependency's own ``AnimationOperation/completionCriteria`` for this
    /// edge only.
    ///
    /// ```swift
    /// let settle = AnimationOperation(layer: box, animation: spring)
    /// next.addDependency(settle, startingWhen: .logicallyComplete)
    /// ```
    ///
    /// Only an ``AnimationQueue`` honours logical completion, between Cadence
    /// operations in the same queue or in two; Foundation's `OperationQueue`
    /// waits for the finish. A dependency cancelled before its logical completion counts
    /// as cancelled for the ``dependencyPolicy``, as always. Like
    /// `addDependency(_:)`, it counts until the operation starts, and a
    /// dependency on itself is refused.
    public func addDependency(_ operation: Operation, startingWhen criteria: CompletionCriteria) {
        if operation !== self {
            state.withLock { $0.edgeCriteria[ObjectIdentifier(operation)] = criteria }
            if criteria == .logicallyComplete, let timed = operation as? TimedOperation {
                timed.wantLogicalCompletion()
            }
        }
        addDependency(operation)
    }

    /// When this operation may start after `dependency`: what
    /// ``addDependency(_:startingWhen:)`` said for it, else the dependency's
    /// own ``AnimationOperation/completionCriteria``, else
    /// ``CompletionCriteria/removed``.
    public func completionCriteria(for dependency: Operation) -> CompletionCriteria {
        if let edge = state.withLock({ $0.edgeCriteria.isEmpty ? nil : $0.edgeCriteria[ObjectIdentifier(dependency)] }) {
            return edge
        }
        return (dependency as? TimedOperation)?.state.withLock { $0.completionCriteria } ?? .removed
    }

    /// Waits until the operation completes logically (see
    /// ``logicalCompletionTime``): returns then, or when it completed, if it
    /// has no logical completion before its end; throws `CancellationError`
    /// when it was cancelled before, and its ``CadenceError`` when it failed.
    /// Cancelling the awaiting task cancels the operation, as with ``value``.
    ///
    /// ```swift
    /// try queue.addOperation(settle)
    /// try await settle.logicallyComplete()   // at the spring's perceptual duration
    /// ```
    public func logicallyComplete() async throws {
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<OperationResult, Never>) in
                let once = ResumeOnce(continuation)
                addObserver { event in
                    if case .didFinish(let result) = event { once.resume(result) }
                }
                let isComplete = state.withLock { state -> Bool in
                    if state.logical.isComplete { return true }
                    if !state.lifecycle.isFinished {
                        state.logical.waiters.append { once.resume(.completed) }
                    }
                    return false
                }
                if isComplete {
                    once.resume(.completed)
                } else if let finished = self.result {
                    once.resume(finished)
                } else {
                    wantLogicalCompletion()
                }
            }
        } onCancel: {
            cancel()
        }
        try result.get()
    }

    /// Asks for the logical-completion instant to be signalled, and
    /// schedules it if the operation is already running. From any thread.
    func wantLogicalCompletion() {
        let isNew = state.withLock { state in
            defer { state.logical.isWanted = true }
            return !state.logical.isWanted
        }
        if isNew {
            logicalCompletionWanted()
            if let loop = mainLoop { armLogicalCompletion(on: loop) }
        }
    }

    /// Schedules the logical-completion signal on `loop`'s clock, exactly at
    /// ``LogicalCompletion/time``: once, only while the operation runs, only
    /// when something waits for it, and only when it comes before the end
    /// (at the end, the finish says it).
    func armLogicalCompletion(on loop: MainLoop) {
        let due = state.withLock { state -> Double? in
            guard state.lifecycle.phase == .executing, !state.logical.isArmed, !state.logical.isComplete,
                state.logical.isWanted || state.completionCriteria == .logicallyComplete,
                let time = state.logical.time, time < (state.scheduledEndTime ?? .infinity)
            else { return nil }
            state.logical.isArmed = true
            return time
        }
        guard let due else { return }
        let work = loop.clock.schedule(at: due, label: "logical completion of '\(describe(self))'") {
            [weak self, loop] in
            loop.enqueue { [weak self] in self?.completeLogically() }
        }
        let isOver = state.withLock { state in
            if !state.lifecycle.isFinished, !state.logical.isComplete { state.logical.work = work }
            return state.lifecycle.isFinished || state.logical.isComplete
        }
        if isOver { work.cancel() }
    }

    /// The logical-completion instant has come: unless the operation was
    /// cancelled or is finishing, its queue readies the dependents chained
    /// on it, and its awaiters return. On the main loop.
    func completeLogically() {
        // Cancelled, even from another thread and not yet taken effect: the
        // cancel decides, and its dependents hear of it with the finish.
        guard !isCancelled else { return }
        let waiters = state.withLock { state -> [@Sendable () -> Void]? in
            guard state.lifecycle.phase == .executing, !state.announcements.isEnding, !state.logical.isComplete
            else { return nil }
            state.logical.isComplete = true
            state.logical.work = nil
            // Work whose instant is known only as it comes (a group's).
            if state.logical.time == nil { state.logical.time = mainLoop?.clock.currentTime }
            defer { state.logical.waiters.removeAll() }
            return state.logical.waiters
        }
        guard let waiters else { return }
        let queue = state.withLock { $0.queue }
        queue?.operationCompletedLogically(self)
        for other in AnimationQueue.queuesAwaiting(self) where other !== queue {
            other.unqueuedDependencyCompletedLogically(self)
        }
        for waiter in waiters { waiter() }
    }
}

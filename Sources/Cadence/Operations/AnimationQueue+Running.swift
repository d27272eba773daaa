import Foundation

extension AnimationQueue {
    /// Runs a scheduling pass on the main loop, unless one is already due.
    func schedulePass() {
        let claimed = state.withLock { state in
            defer { state.isPassScheduled = true }
            return !state.isPassScheduled
        }
        if claimed {
            mainLoop.enqueue { [self] in runPass() }
        }
    }

    /// Starts ready operations, best priority first, while the limit allows.
    private func runPass() {
        state.withLock { $0.isPassScheduled = false }
        collectUnqueuedDependencies()
        flushReady()
        announceEnqueuedAndReady()
        while let operation = nextToStart() {
            // Readied during this pass (a synchronous dependency finished):
            // said before anything about it is started.
            announceEnqueuedAndReady()
            let wasCancelled = operation.isCancelled
            // A plain operation whose dependencies changed after adding: its
            // start() would trap (Foundation does not hold it ready).
            if !wasCancelled, !(operation is TimedOperation), !operation.isReady {
                deferStart(of: operation)
                continue
            }
            if !wasCancelled {
                emit(.started(operation))
            }
            if !(operation is TimedOperation), operation.isAsynchronous {
                chainCompletion(of: operation)
            }
            operation.start()
            if !(operation is TimedOperation), !operation.isAsynchronous || operation.isFinished {
                operationFinished(operation)
            }
        }
    }

    /// Queues up the operations marked ready since the last time, reading
    /// whether each is cancelled, and its priority, without the lock.
    func flushReady() {
        let marked = state.withLock { state -> [(ObjectIdentifier, Operation)] in
            defer { state.becameReady.removeAll() }
            return state.becameReady.compactMap { id in state.entries[id].map { (id, $0.operation) } }
        }
        guard !marked.isEmpty else { return }
        let facts = marked.map { id, operation in
            (id, operation.isCancelled, operation.queuePriority.rawValue,
             (operation as? TimedOperation)?.conditionReadiness ?? .none)
        }
        let toEvaluate = state.withLock { state in
            let toEvaluate = facts.compactMap { id, isCancelled, priority, conditions in
                state.queueUp(id, isCancelled: isCancelled, priority: priority, conditions: conditions)
            }
            // A suspended queue asks nothing of the world: its operations'
            // conditions are evaluated (and their categories taken) once it
            // resumes, as ProcedureKit evaluates a group's children's only
            // when the group executes.
            guard state.isSuspended else { return toEvaluate }
            state.heldForResume.append(contentsOf: toEvaluate.map { ObjectIdentifier($0) })
            return []
        }
        for operation in toEvaluate {
            operation.evaluateConditions(on: mainLoop) { [weak self, weak operation] result in
                guard let self, let operation else { return }
                conditionsEvaluated(operation, result)
            }
        }
    }

    /// Acts on the outcome of an operation's conditions: it may now take a
    /// slot, fails, or is cancelled.
    private func conditionsEvaluated(_ operation: TimedOperation, _ result: ConditionResult) {
        switch result {
        case .satisfied:
            state.withLock { $0.markReady(ObjectIdentifier(operation)) }
            schedulePass()
        case .failed(let error):
            operation.endWithoutStarting(.failed(error))
        case .cancelled:
            operation.cancel()
        }
    }

    private func nextToStart() -> Operation? {
        flushReady()
        return state.withLock { state in
            while let ref = state.cancelledReady.popFirst() {
                if let operation = state.claim(ref) { return operation }
            }
            while state.canStartMore, let item = state.ready.popMin() {
                if let operation = state.claim(item.ref) { return operation }
            }
            return nil
        }
    }

    /// Learns of a plain asynchronous operation's end through its completion block.
    private func chainCompletion(of operation: Operation) {
        let box = UncheckedBox(operation)
        let original = operation.completionBlock
        operation.completionBlock = { [weak self] in
            original?()
            guard let self else { return }
            mainLoop.enqueue { self.operationFinished(box.value) }
        }
    }

    /// A ``TimedOperation`` finished, or was cancelled before starting.
    func operationSignalled(_ operation: TimedOperation) {
        if operation.isFinished {
            operationFinished(operation)
        } else {
            state.withLock { $0.markReady(ObjectIdentifier(operation)) }
            schedulePass()
        }
    }

    /// Forgets a finished operation, readies its dependents, unlinks its
    /// dependencies, and applies the dependency policy.
    func operationFinished(_ operation: Operation) {
        let id = ObjectIdentifier(operation)
        let ended = operation.endedUnsuccessfully
        // Let go of only after the lock: the last reference may be the
        // queue's own, and its deinit must not run under its lock.
        var keptAlive: AnimationQueue?
        defer { withExtendedLifetime(keptAlive) {} }
        let (found, toCancel, waiters) = state.withLock { state in
            guard let entry = state.entries.removeValue(forKey: id) else {
                return (false, [Operation](), [DispatchSemaphore]())
            }
            if !state.readiedEarly.isEmpty { state.readiedEarly[id] = nil }
            if entry.isStarted, !entry.isSlotReleased { state.executing -= 1 }
            var toCancel: [Operation] = []
            for ref in entry.dependents {
                guard let dependent = state.dependencyFinished(of: ref, unsuccessfully: ended) else { continue }
                let policy = (dependent as? TimedOperation)?.dependencyPolicy ?? state.dependencyPolicy
                if ended, policy == .cancelIfDependencyCancelledOrFailed {
                    toCancel.append(dependent)
                }
            }
            var waiters: [DispatchSemaphore] = []
            if state.entries.isEmpty {
                waiters = state.idleWaiters
                state.idleWaiters.removeAll()
                keptAlive = state.keepAlive
                state.keepAlive = nil
            }
            return (true, toCancel, waiters)
        }
        guard found else { return }
        // A Cadence operation's membership is its queue hook, let go as it finished.
        if !(operation is TimedOperation) {
            Self.membership.withLock { $0[id] = nil }
        }
        // Unlinked, a long finished chain is released one link at a time instead
        // of recursively (Foundation overflows the stack past ~35,000).
        for dependency in operation.dependencies {
            operation.removeDependency(dependency)
        }
        emit(.finished(operation))
        Self.wakeQueuesAwaiting(operation)
        cancelForEndedDependency(toCancel)
        for waiter in waiters { waiter.signal() }
        schedulePass()
    }
}

extension AnimationQueue {
    /// Cancels `dependents`, each of which had a dependency cancelled or
    /// failed, and puts them up to finish.
    func cancelForEndedDependency(_ dependents: [Operation]) {
        for dependent in dependents {
            dependent.cancel()
            state.withLock { $0.markReady(ObjectIdentifier(dependent)) }
        }
    }

    /// Those of `operations` whose dependency policy (their own, or the
    /// queue's) cancels them when a dependency was cancelled or failed.
    /// Read without the queue's lock.
    func cancelledByPolicy(_ operations: [Operation]) -> [Operation] {
        guard !operations.isEmpty else { return [] }
        let queuePolicy = dependencyPolicy
        return operations.filter {
            ((($0 as? TimedOperation)?.dependencyPolicy) ?? queuePolicy) == .cancelIfDependencyCancelledOrFailed
        }
    }
}

extension AnimationQueue.State {
    /// Marks the entry `ref` names started and takes a slot for it; nil if it
    /// is gone or already started.
    mutating func claim(_ ref: AnimationQueue.Ref) -> Operation? {
        let claimed = updateEntry(ref.id) { entry -> Operation? in
            guard entry.link == ref.link, !entry.isStarted else { return nil }
            entry.isStarted = true
            return entry.operation
        }
        guard let operation = claimed else { return nil }
        executing += 1
        return operation
    }
}

/// Carries a value Swift cannot prove `Sendable` into a `@Sendable` closure, for
/// an object that is only touched on the main loop.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

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
        while let operation = nextToStart() {
            let wasCancelled = operation.isCancelled
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

    private func nextToStart() -> Operation? {
        state.withLock { state in
            for id in state.withForeign {
                guard var entry = state.entries[id] else { continue }
                let before = entry.foreign.count
                entry.foreign.removeAll { $0.isFinished }
                entry.remaining -= before - entry.foreign.count
                state.entries[id] = entry
                if entry.foreign.isEmpty { state.withForeign.remove(id) }
                if entry.remaining == 0 { state.markReady(id) }
            }
            while let id = state.cancelledReady.first {
                state.cancelledReady.removeFirst()
                guard var entry = state.entries[id], !entry.isStarted else { continue }
                entry.isStarted = true
                state.entries[id] = entry
                state.executing += 1
                return entry.operation
            }
            while state.canStartMore, let item = state.ready.popMin() {
                guard var entry = state.entries[item.id], !entry.isStarted else { continue }
                entry.isStarted = true
                state.entries[item.id] = entry
                state.executing += 1
                return entry.operation
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
        let (found, toCancel, waiters) = state.withLock { state in
            guard let entry = state.entries.removeValue(forKey: id) else {
                return (false, [Operation](), [DispatchSemaphore]())
            }
            if entry.isStarted { state.executing -= 1 }
            state.withForeign.remove(id)
            var toCancel: [Operation] = []
            for dependentID in entry.dependents {
                guard var dependent = state.entries[dependentID] else { continue }
                dependent.remaining -= 1
                dependent.dependencyEnded = dependent.dependencyEnded || ended
                state.entries[dependentID] = dependent
                let policy = (dependent.operation as? TimedOperation)?.dependencyPolicy ?? state.dependencyPolicy
                if ended, policy == .cancelIfDependencyCancelledOrFailed {
                    toCancel.append(dependent.operation)
                }
                if dependent.remaining == 0 { state.markReady(dependentID) }
            }
            var waiters: [DispatchSemaphore] = []
            if state.entries.isEmpty {
                waiters = state.idleWaiters
                state.idleWaiters.removeAll()
            }
            return (true, toCancel, waiters)
        }
        guard found else { return }
        Self.membership.withLock { $0[id] = nil }
        // Unlinked, a long finished chain is released one link at a time instead
        // of recursively (Foundation overflows the stack past ~35,000).
        for dependency in operation.dependencies {
            operation.removeDependency(dependency)
        }
        emit(.finished(operation))
        for dependent in toCancel {
            dependent.cancel()
            state.withLock { $0.markReady(ObjectIdentifier(dependent)) }
        }
        for waiter in waiters { waiter.signal() }
        schedulePass()
    }
}

/// Carries a value Swift cannot prove `Sendable` into a `@Sendable` closure, for
/// an object that is only touched on the main loop.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

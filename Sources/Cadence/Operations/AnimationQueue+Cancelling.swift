import Foundation

extension AnimationQueue {
    /// Cancels every operation: the ones executing stop, as each one's
    /// cancellation says; the ones waiting start at once, only to finish
    /// cancelled, in the order added. (A cancelled operation does no work, so it
    /// waits for neither its dependencies nor a free slot.)
    public func cancelAllOperations() {
        for operation in operations {
            cancel(operation)
        }
    }

    /// Cancels `operation`, and with `propagatingToDependents` every operation in
    /// the queue that depends on it, directly or not.
    public func cancel(_ operation: Operation, propagatingToDependents: Bool = false) {
        cancel(operation, with: nil, propagatingToDependents: propagatingToDependents)
    }

    /// Cancels `operation` with `error` as the reason, as
    /// ``TimedOperation/cancel(with:)`` does, and with
    /// `propagatingToDependents` every operation in the queue that depends on
    /// it, directly or not, without one. The reason is kept only by a
    /// ``TimedOperation``.
    ///
    /// ```swift
    /// queue.cancel(sheet, with: dismissed, propagatingToDependents: true)
    /// ```
    public func cancel(_ operation: Operation, with error: CadenceError?, propagatingToDependents: Bool = false) {
        if let error, let timed = operation as? TimedOperation { timed.recordCancellationError(error) }
        var toCancel = [operation]
        if propagatingToDependents {
            state.withLock { state in
                var index = 0
                var seen: Set<ObjectIdentifier> = [ObjectIdentifier(operation)]
                while index < toCancel.count {
                    let id = ObjectIdentifier(toCancel[index])
                    // Those it readied at its logical completion depend on it too.
                    let dependents = Array(state.entries[id]?.dependents ?? AnimationQueue.Dependents())
                        + (state.readiedEarly[id] ?? [])
                    for ref in dependents where seen.insert(ref.id).inserted {
                        if let dependent = state.entry(ref)?.operation { toCancel.append(dependent) }
                    }
                    index += 1
                }
            }
        }
        for target in toCancel {
            target.cancel()
            if !(target is TimedOperation) {
                state.withLock { $0.markReady(ObjectIdentifier(target)) }
            }
        }
        schedulePass()
    }

    /// Lets go of every operation without finishing it, for an owner whose
    /// world ends with it (a test fixture torn down with work pending, a
    /// scenario run stopped by its `until`): the queue no longer holds them,
    /// nor itself, and their dependencies are unlinked, last added first, so
    /// a long chain is released one link at a time. A group's children are
    /// let go of with it. Nothing is started, cancelled or reported.
    package func abandonOperations() {
        let (abandoned, keptAlive) = state.withLock { state in
            let operations = state.entries.values.sorted { $0.order > $1.order }.map(\.operation)
            state.entries.removeAll()
            state.ready = RunHeap()
            state.cancelledReady = FIFO()
            state.becameReady.removeAll()
            state.unannounced.removeAll()
            state.unannouncedReady.removeAll()
            state.waitingForUnqueued.removeAll()
            state.readiedEarly.removeAll()
            state.unqueuedDependencies.removeAll()
            state.watched.removeAll()
            state.executing = 0
            defer { state.keepAlive = nil }
            return (operations, state.keepAlive)
        }
        for operation in abandoned {
            // A group's children are let go with it.
            (operation as? GroupOperation)?.childQueue.abandonOperations()
            if !(operation is TimedOperation) {
                Self.membership.withLock { $0[ObjectIdentifier(operation)] = nil }
            }
            for dependency in operation.dependencies {
                operation.removeDependency(dependency)
            }
        }
        withExtendedLifetime(keptAlive) {}
    }
}

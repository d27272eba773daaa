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
        var toCancel = [operation]
        if propagatingToDependents {
            state.withLock { state in
                var index = 0
                var seen: Set<ObjectIdentifier> = [ObjectIdentifier(operation)]
                while index < toCancel.count {
                    for ref in state.entries[ObjectIdentifier(toCancel[index])]?.dependents ?? AnimationQueue.Dependents()
                    where seen.insert(ref.id).inserted {
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
}

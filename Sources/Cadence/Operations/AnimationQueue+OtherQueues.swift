import Foundation

/// Dependencies outside the queue: in another ``AnimationQueue``, in
/// Foundation's `OperationQueue`, or in none.
///
/// A dependency in another ``AnimationQueue`` (or any Cadence operation) says
/// when it finishes, and every queue waiting for it runs a pass then, at the
/// same instant. A plain Foundation operation outside every
/// ``AnimationQueue`` gives no other signal (Linux has no key-value
/// observing), so the queue chains onto its `completionBlock`, which
/// Foundation runs on a global queue when it finishes; the pass follows on
/// the main loop.
extension AnimationQueue {
    /// The queues waiting for an operation outside them, by that operation;
    /// told when it finishes in an ``AnimationQueue``.
    static let awaiting = LockedBox<[ObjectIdentifier: [WeakQueue]]>([:])

    struct WeakQueue {
        weak var queue: AnimationQueue?
    }

    /// Counts the dependencies outside the queue that have finished, then
    /// makes sure the queue hears when the others do. Their `isFinished` is
    /// read without the queue's lock (a subclass may call back into the queue).
    func collectUnqueuedDependencies() {
        let unqueued = state.withLock { Array($0.unqueuedDependencies.values) }
        guard !unqueued.isEmpty else { return }
        var finished: [(ObjectIdentifier, unsuccessfully: Bool)] = []
        var waiting: [Operation] = []
        for dependency in unqueued {
            if dependency.isFinished {
                finished.append((ObjectIdentifier(dependency), dependency.endedUnsuccessfully))
            } else {
                waiting.append(dependency)
            }
        }
        let (unwatched, endedUnsuccessfully) = state.withLock { state -> ([Operation], [Operation]) in
            var ended: [Operation] = []
            for (id, unsuccessfully) in finished {
                state.unqueuedDependencies[id] = nil
                state.watched.remove(id)
                for ref in state.waitingForUnqueued.removeValue(forKey: id) ?? [] {
                    let dependent = state.dependencyFinished(of: ref, unsuccessfully: unsuccessfully)
                    if unsuccessfully, let dependent { ended.append(dependent) }
                }
            }
            return (waiting.filter { state.watched.insert(ObjectIdentifier($0)).inserted }, ended)
        }
        cancelForEndedDependency(cancelledByPolicy(endedUnsuccessfully))
        for dependency in unwatched {
            watch(dependency)
        }
        if !finished.isEmpty {
            Self.awaiting.withLock { awaiting in
                for (id, _) in finished {
                    let others = awaiting[id]?.filter { $0.queue != nil && $0.queue !== self } ?? []
                    awaiting[id] = others.isEmpty ? nil : others
                }
            }
        }
    }

    /// Arranges to run a pass when `dependency` finishes: told by its queue
    /// if it is in an ``AnimationQueue``, by its observers if it is a Cadence
    /// operation, else through its `completionBlock`.
    private func watch(_ dependency: Operation) {
        let id = ObjectIdentifier(dependency)
        Self.awaiting.withLock { $0[id, default: []].append(WeakQueue(queue: self)) }
        if let timed = dependency as? TimedOperation {
            timed.addObserver { [weak self] event in
                if case .didFinish = event { self?.schedulePass() }
            }
        } else if Self.membership.withLock({ $0[id]?.operation !== dependency }) {
            let original = dependency.completionBlock
            // The pass is queued before the block it wraps runs, so whatever
            // that block signals, the dependents' start is already on its way.
            dependency.completionBlock = { [weak self] in
                if let self { mainLoop.enqueue { [self] in schedulePass() } }
                original?()
            }
        }
        // Finished before the queue was listening: it would not hear.
        if dependency.isFinished { schedulePass() }
    }

    /// Tells the queues waiting for `operation`, which finished here, to run
    /// a pass.
    static func wakeQueuesAwaiting(_ operation: Operation) {
        let queues = awaiting.withLock { $0.removeValue(forKey: ObjectIdentifier(operation)) } ?? []
        for waiting in queues {
            waiting.queue?.schedulePass()
        }
    }
}

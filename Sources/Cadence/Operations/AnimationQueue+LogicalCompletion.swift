import Foundation

extension AnimationQueue {
    /// `operation` completed logically, still running: the dependents chained
    /// on its logical completion count it as finished (successfully) and may
    /// start; the others still wait for its finish. Its entry stays until it
    /// finishes. If it readied any dependent, or its own
    /// ``AnimationOperation/completionCriteria`` is
    /// ``CompletionCriteria/logicallyComplete``, it gives back its slot: its
    /// tail is presentation only, so on a serial queue the next operation
    /// starts while the tail plays. On the main loop.
    func operationCompletedLogically(_ operation: TimedOperation) {
        let id = ObjectIdentifier(operation)
        let waiting = state.withLock { state -> [(Ref, Operation)] in
            guard let entry = state.entries[id] else { return [] }
            return entry.dependents.compactMap { ref in state.entry(ref).map { (ref, $0.operation) } }
        }
        // Read without the queue's lock, as every fact of an operation. A plain
        // Foundation dependent waits for the finish: Foundation holds it not
        // ready until then, and the queue would not start it.
        let ready = waiting.filter { _, dependent in
            (dependent as? TimedOperation)?.completionCriteria(for: operation) == .logicallyComplete
        }.map(\.0)
        let chained = Set(ready)
        let releasesSlot = !chained.isEmpty || operation.state.withLock { $0.completionCriteria == .logicallyComplete }
        // A group is logically complete when every child is.
        group?.childCompletedLogically()
        guard releasesSlot else { return }
        state.withLock { state in
            let released = state.updateEntry(id) { entry -> Bool? in
                if !chained.isEmpty {
                    var rest = Dependents()
                    for ref in entry.dependents where !chained.contains(ref) { rest.append(ref) }
                    entry.dependents = rest
                }
                guard entry.isStarted, !entry.isSlotReleased else { return false }
                entry.isSlotReleased = true
                return true
            }
            if released == true { state.executing -= 1 }
            if !ready.isEmpty { state.readiedEarly[id, default: []].append(contentsOf: ready) }
            // In the order they were linked, as a finish readies them.
            for ref in ready {
                _ = state.dependencyFinished(of: ref, unsuccessfully: false)
            }
        }
        schedulePass()
    }

    /// `operation`, in another queue, completed logically, still running:
    /// the dependents here chained on its logical completion count it as
    /// finished (successfully) and may start; the others still wait for its
    /// finish. On the main loop.
    func unqueuedDependencyCompletedLogically(_ operation: TimedOperation) {
        let id = ObjectIdentifier(operation)
        let waiting = state.withLock { state -> [(Ref, Operation)] in
            (state.waitingForUnqueued[id] ?? []).compactMap { ref in state.entry(ref).map { (ref, $0.operation) } }
        }
        let ready = waiting.filter { _, dependent in
            (dependent as? TimedOperation)?.completionCriteria(for: operation) == .logicallyComplete
        }.map(\.0)
        guard !ready.isEmpty else { return }
        let chained = Set(ready)
        state.withLock { state in
            let rest = (state.waitingForUnqueued[id] ?? []).filter { !chained.contains($0) }
            state.waitingForUnqueued[id] = rest.isEmpty ? nil : rest
            if rest.isEmpty {
                state.unqueuedDependencies[id] = nil
                state.watched.remove(id)
            }
            for ref in ready {
                _ = state.dependencyFinished(of: ref, unsuccessfully: false)
            }
        }
        schedulePass()
    }

    /// Why `snapshot`'s operation cannot wait as its dependencies ask: a
    /// plain Foundation operation cannot start at a dependency's logical
    /// completion (Foundation holds it not ready until the dependency
    /// finishes, and starting it then traps), so a dependency whose own
    /// ``AnimationOperation/completionCriteria`` is
    /// ``CompletionCriteria/logicallyComplete`` is refused for it.
    static func logicalCompletionError(_ snapshot: Snapshot) -> CadenceError? {
        guard !(snapshot.operation is TimedOperation) else { return nil }
        for case let dependency as TimedOperation in snapshot.unfinished
        where dependency.state.withLock({ $0.completionCriteria == .logicallyComplete }) {
            return CadenceError(
                .invalidState, field: "dependencies",
                value: "\(describe(dependency)), which lets its dependents start at its logical completion",
                expected: "a Cadence operation (a TimedOperation) to start then; a plain Foundation operation "
                    + "starts only when its dependencies finish")
        }
        return nil
    }

    /// The queues waiting for `operation` from outside its own, which hear
    /// of its logical completion.
    static func queuesAwaiting(_ operation: Operation) -> [AnimationQueue] {
        awaiting.withLock { $0[ObjectIdentifier(operation)] ?? [] }.compactMap(\.queue)
    }
}

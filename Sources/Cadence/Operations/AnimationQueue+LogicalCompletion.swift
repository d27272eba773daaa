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
            // In the order they were linked, as a finish readies them.
            for ref in ready {
                _ = state.dependencyFinished(of: ref, unsuccessfully: false)
            }
        }
        schedulePass()
    }
}

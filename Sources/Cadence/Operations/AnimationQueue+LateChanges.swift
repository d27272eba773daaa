import Foundation

/// Dependencies changed after adding, as Foundation allows until an operation
/// starts: the queue links the operation anew to what it depends on now.
///
/// A Cadence operation tells its queue of each change as it happens. A plain
/// Foundation operation cannot (Linux has no key-value observing), so the
/// queue looks again when it would start one that Foundation does not hold
/// ready. See "Changing dependencies after adding" in `Docs/Operations.md`.
extension AnimationQueue {
    /// What the queue needs to know of an operation to add or link it, read
    /// without the queue's lock: a subclass's `dependencies`, `isFinished`,
    /// `isExecuting` or `isCancelled` may call back into the queue.
    struct Snapshot {
        let operation: Operation
        /// Its dependencies that have not finished.
        let unfinished: [Operation]
        /// Whether one that has finished was cancelled or failed.
        let anyEndedUnsuccessfully: Bool
        /// Why a Cadence operation cannot be added or run as configured.
        let configurationError: CadenceError?
        let isCancelled: Bool
        let isFinished: Bool
        let isExecuting: Bool

        init(_ operation: Operation) {
            self.init(operation, dependencies: operation.dependencies)
        }

        init(_ operation: Operation, dependencies: [Operation]) {
            self.operation = operation
            var unfinished: [Operation] = []
            var ended = false
            let dependent = operation as? TimedOperation
            for dependency in dependencies {
                if let timed = dependency as? TimedOperation {
                    let (isFinished, isLogicallyComplete) = timed.state.withLock {
                        ($0.lifecycle.isFinished, $0.logical.isComplete)
                    }
                    if isFinished {
                        ended = ended || timed.endedUnsuccessfully
                    } else if !isLogicallyComplete || dependent?.completionCriteria(for: timed) != .logicallyComplete {
                        // Completed logically, it is waited for only by an edge chained on its removal.
                        unfinished.append(dependency)
                    }
                } else if dependency.isFinished {
                    ended = ended || dependency.endedUnsuccessfully
                } else {
                    unfinished.append(dependency)
                }
            }
            self.unfinished = unfinished
            anyEndedUnsuccessfully = ended
            configurationError = (operation as? TimedOperation)?.state.withLock { $0.configurationError }
            isCancelled = operation.isCancelled
            isFinished = operation.isFinished
            isExecuting = operation.isExecuting
        }
    }

    /// Links `operation`, added and not started, to the dependencies it has
    /// now; fails the operations of a cycle that closes. Returns whether it
    /// waits for nothing now.
    @discardableResult
    func relink(_ operation: Operation) -> Bool {
        let snapshot = Snapshot(operation)
        if let error = snapshot.configurationError ?? groupBoundaryError(snapshot) {
            fail([operation], error)
            return false
        }
        // A cycle through another queue: a new dependency that waits, across
        // queues, for this operation.
        for dependency in snapshot.unfinished where !(state.withLock { $0.entries[ObjectIdentifier(dependency)] != nil }) {
            if let cycle = Self.cycle(across: dependency, backTo: operation) {
                let error = Self.cycleError(cycle, closedAfterAdding: true)
                for member in cycle {
                    (Self.queue(of: member) ?? self).fail([member], error)
                }
                return false
            }
        }
        enum Outcome { case gone, linked(isReady: Bool), cycle([Operation]) }
        let outcome = state.withLock { state -> Outcome in
            guard let entry = state.entries[ObjectIdentifier(operation)], !entry.isStarted else { return .gone }
            if let cycle = state.cycle(from: entry.ref, to: snapshot.unfinished) {
                return .cycle(cycle)
            }
            return .linked(isReady: state.relink(ObjectIdentifier(operation), to: snapshot))
        }
        switch outcome {
        case .gone:
            return false
        case .linked(let isReady):
            if snapshot.anyEndedUnsuccessfully, !snapshot.isCancelled {
                cancelForEndedDependency(cancelledByPolicy([operation]))
            }
            schedulePass()
            return isReady
        case .cycle(let cycle):
            fail(cycle, Self.cycleError(cycle, closedAfterAdding: true))
            return false
        }
    }

    /// Ends `operations`, which the queue cannot run, saying why: a Cadence
    /// operation fails with `error`, a plain one is cancelled (and finishes
    /// when the queue starts it). On the main loop, as every event; one that
    /// has started by then is left to run.
    func fail(_ operations: [Operation], _ error: CadenceError) {
        guard mainLoop.isRunningJob else {
            let box = UncheckedBox(operations)
            mainLoop.enqueue { [self] in fail(box.value, error) }
            return
        }
        for operation in operations {
            // Started meanwhile (the change came from another thread): a
            // change after the start counts for nothing, as in Foundation.
            let isWaiting = state.withLock { state in
                state.entries[ObjectIdentifier(operation)].map { !$0.isStarted } ?? false
            }
            guard isWaiting else { continue }
            emit(.failed(operation, error))
            if let timed = operation as? TimedOperation {
                timed.endWithoutStarting(.failed(error))
            } else {
                operation.cancel()
                state.withLock { $0.markReady(ObjectIdentifier(operation)) }
            }
        }
        schedulePass()
    }

    /// A plain operation the queue was about to start, which Foundation does
    /// not hold ready (its `start()` would trap): linked anew to what it
    /// depends on now, it waits for that; if it waits for nothing and
    /// Foundation still holds it not ready, it never will be (a dependency
    /// removed before it finished, on Linux), and it is cancelled, saying so.
    func deferStart(of operation: Operation) {
        state.withLock { $0.unclaim(ObjectIdentifier(operation)) }
        guard relink(operation), !operation.isReady else { return }
        fail(
            [operation],
            CadenceError(
                .invalidState, field: "dependencies",
                value: "\(describe(operation)), which Foundation holds not ready though none of its dependencies is unfinished",
                expected: "a dependency removed only once finished (removing an unfinished one leaves a Foundation operation never ready)"))
    }
}

extension AnimationQueue.State {
    /// Gives back the slot of an operation claimed and not started after all.
    mutating func unclaim(_ id: ObjectIdentifier) {
        let wasStarted = updateEntry(id) { entry -> Bool? in
            defer { entry.isStarted = false }
            return entry.isStarted
        }
        if wasStarted == true { executing -= 1 }
    }

    /// A path of dependents from `ref` to one of `targets` (each target then
    /// waits, through the path, for `ref`'s operation, which would wait for
    /// it): the operations of the cycle, `ref`'s first. Nil when there is none.
    ///
    /// - Complexity: O(operations reachable from `ref` through dependents).
    func cycle(from ref: AnimationQueue.Ref, to targets: [Operation]) -> [Operation]? {
        guard !targets.isEmpty, let start = entry(ref) else { return nil }
        let wanted = Set(targets.lazy.map(ObjectIdentifier.init))
        if wanted.contains(ref.id) { return [start.operation] }
        var cameFrom: [ObjectIdentifier: ObjectIdentifier] = [ref.id: ref.id]
        var stack = [ref]
        while let current = stack.popLast() {
            for next in entries[current.id]?.dependents ?? AnimationQueue.Dependents() where entry(next) != nil {
                guard cameFrom[next.id] == nil else { continue }
                cameFrom[next.id] = current.id
                if wanted.contains(next.id) {
                    var path: [Operation] = []
                    var id = next.id
                    while id != ref.id {
                        path.append(entries[id]!.operation)
                        id = cameFrom[id]!
                    }
                    return [start.operation] + path
                }
                stack.append(next)
            }
        }
        return nil
    }

    /// Links the entry for `id` to `snapshot`'s unfinished dependencies under
    /// a new link number (links made before go stale), and puts it up to be
    /// started if it waits for none. Returns whether it waits for none.
    mutating func relink(_ id: ObjectIdentifier, to snapshot: AnimationQueue.Snapshot) -> Bool {
        sequence += 1
        let link = sequence
        let ref = updateEntry(id) { entry -> AnimationQueue.Ref? in
            entry.link = link
            entry.remaining = 0
            entry.isQueuedReady = false
            entry.isQueuedCancelled = false
            entry.dependencyEnded = entry.dependencyEnded || snapshot.anyEndedUnsuccessfully
            return entry.ref
        }
        guard let ref else { return false }
        var remaining: Int32 = 0
        for dependency in snapshot.unfinished {
            let dependencyID = ObjectIdentifier(dependency)
            if updateEntry(dependencyID, { dependency in dependency.dependents.append(ref) }) == nil {
                waitingForUnqueued[dependencyID, default: []].append(ref)
                unqueuedDependencies[dependencyID] = dependency
            }
            remaining += 1
        }
        _ = updateEntry(id) { entry -> Void? in entry.remaining = remaining }
        if remaining == 0 || snapshot.isCancelled {
            markReady(id)
        }
        return remaining == 0
    }
}

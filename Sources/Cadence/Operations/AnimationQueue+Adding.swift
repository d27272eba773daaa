import Foundation

extension AnimationQueue {
    /// Adds `operation`; it starts on the main loop once its dependencies have
    /// finished (or at once if it is cancelled).
    ///
    /// - Throws: ``CadenceError`` when the operation is finished or executing,
    ///   already in an ``AnimationQueue``, depends on itself, or closes a
    ///   dependency cycle (the error names every operation in it). Nothing is
    ///   added then.
    public func addOperation(_ operation: Operation) throws(CadenceError) {
        try addOperations([operation])
    }

    /// Adds `operations` together: all of them, or none if any is refused (see
    /// ``addOperation(_:)-(Operation)``).
    public func addOperations(_ operations: [Operation]) throws(CadenceError) {
        // Everything a subclass may compute is read here, before the queue's
        // lock, once (Foundation copies the dependencies out on every read).
        let snapshots = operations.map(Snapshot.init)
        for (index, snapshot) in snapshots.enumerated() {
            if let error = groupBoundaryError(snapshot) ?? Self.logicalCompletionError(snapshot) {
                throw error.inside(snapshots.count == 1 ? "operation" : "operations[\(index)]")
            }
        }
        let awaited = state.withLock { state in
            Set(operations.map(ObjectIdentifier.init).filter { state.waitingForUnqueued[$0] != nil })
        }
        if let cycle = findCycle(through: snapshots, awaited: awaited) ?? findCycleAcrossQueues(through: snapshots) {
            throw Self.cycleError(cycle, closedAfterAdding: false)
        }
        try Self.membership.withLock { (members) throws(CadenceError) in
            try state.withLock { (state) throws(CadenceError) in
                try state.check(snapshots, members: members)
                // A large batch grows the tables once, not a doubling at a time.
                if snapshots.count > 1 {
                    state.entries.reserveCapacity(state.entries.count + snapshots.count)
                    let plain = snapshots.count { !($0.operation is TimedOperation) }
                    if plain > 1 { members.reserveCapacity(members.count + plain) }
                }
                let hook: @Sendable (TimedOperation) -> Void = { [weak self] operation in
                    self?.operationSignalled(operation)
                }
                let relinkHook: @Sendable (TimedOperation) -> Void = { [weak self] operation in
                    self?.relink(operation)
                }
                for snapshot in snapshots {
                    let operation = snapshot.operation
                    if let timed = operation as? TimedOperation {
                        // Before any pass can start it, so its finish is never missed. The
                        // hook is also its membership: set while it is in a queue.
                        timed.state.withLock { state in
                            state.queueHook = hook
                            state.queue = self
                            state.dependencyHook = relinkHook
                        }
                    } else {
                        members[ObjectIdentifier(operation)] = AnimationQueue.WeakOperation(operation: operation, queue: self)
                    }
                    state.insert(snapshot)
                    state.unannounced.append(operation)
                }
                if !snapshots.isEmpty { state.keepAlive = self }
            }
        }
        mainLoop.enqueue { [self] in announceEnqueuedAndReady() }
        // A dependency that already ended unsuccessfully counts as one that
        // ends so after adding.
        let afterEnded = snapshots.filter { $0.anyEndedUnsuccessfully && !$0.isCancelled }.map(\.operation)
        cancelForEndedDependency(cancelledByPolicy(afterEnded))
        schedulePass()
    }

    /// Adds a `BlockOperation` running `block`.
    public func addOperation(_ block: @escaping @Sendable () -> Void) {
        try? addOperation(BlockOperation(block: block))
    }
}

extension AnimationQueue.State {
    /// Throws the first reason the operations of `snapshots` cannot be added.
    func check(
        _ snapshots: [AnimationQueue.Snapshot], members: [ObjectIdentifier: AnimationQueue.WeakOperation]
    ) throws(CadenceError) {
        var batch: Set<ObjectIdentifier> = []
        batch.reserveCapacity(snapshots.count)
        for (index, snapshot) in snapshots.enumerated() {
            let operation = snapshot.operation
            let id = ObjectIdentifier(operation)
            // Spelled out only for an error: most batches have none.
            var field: String { snapshots.count == 1 ? "operation" : "operations[\(index)]" }
            let isQueued =
                (operation as? TimedOperation)?.state.withLock { $0.queueHook != nil }
                ?? (members[id]?.operation === operation)
            guard batch.insert(id).inserted, !isQueued else {
                throw CadenceError(
                    .invalidState, field: field, value: "\(describe(operation)), already in a queue",
                    expected: "an operation added to one queue, once")
            }
            guard !snapshot.isFinished, !snapshot.isExecuting else {
                throw CadenceError(
                    .invalidState, field: field,
                    value: "\(describe(operation)), already \(snapshot.isFinished ? "finished" : "executing")",
                    expected: "an operation that has not started")
            }
            if let error = snapshot.configurationError {
                throw error.inside(field)
            }
        }
    }
}

extension AnimationQueue {
    /// The error for a dependency cycle, naming its operations in order:
    /// `the cycle a → b → a`.
    static func cycleError(_ cycle: [Operation], closedAfterAdding: Bool) -> CadenceError {
        let names = (cycle + [cycle[0]]).map(describe).joined(separator: " → ")
        return CadenceError(
            .invalidState, field: "dependencies",
            value: "the cycle \(names)" + (closedAfterAdding ? ", closed after adding" : ""),
            expected: "dependencies without a cycle (each would wait for itself)")
    }

    /// A cycle through a new operation and a dependency of it in another
    /// queue, which waits for the new operation through dependencies across
    /// queues. Searched only from dependencies in other queues.
    func findCycleAcrossQueues(through snapshots: [Snapshot]) -> [Operation]? {
        for snapshot in snapshots {
            for dependency in snapshot.unfinished where Self.isInSomeQueue(dependency) {
                guard Self.queue(of: dependency) !== self else { continue }
                if let cycle = Self.cycle(across: dependency, backTo: snapshot.operation) { return cycle }
            }
        }
        return nil
    }

    /// Whether `operation` is in an ``AnimationQueue`` (this one or another)
    /// and has not finished: a cycle through it would never end.
    static func isInSomeQueue(_ operation: Operation) -> Bool {
        if let timed = operation as? TimedOperation {
            return timed.state.withLock { $0.queueHook != nil }
        }
        return membership.withLock { $0[ObjectIdentifier(operation)]?.operation === operation }
    }

    /// A path of dependencies from `start` back to `target` (being added, or
    /// in a queue), through unfinished operations in any ``AnimationQueue``: the cycle that
    /// making `target` depend on `start` closes, `target` first. Nil when
    /// there is none. Reads operations' dependencies without any lock held.
    static func cycle(across start: Operation, backTo target: Operation) -> [Operation]? {
        var cameFrom: [ObjectIdentifier: Operation] = [:]
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(start)]
        var stack = [start]
        while let current = stack.popLast() {
            if current === target {
                // Back from the target to the start, each waiting for the one
                // before; the cycle reads target → start → … → target.
                var path: [Operation] = []
                var id = ObjectIdentifier(current)
                while let previous = cameFrom[id] {
                    path.append(previous)
                    id = ObjectIdentifier(previous)
                }
                return [target] + path.reversed()
            }
            for next in current.dependencies where next === target || (!next.isFinished && isInSomeQueue(next)) {
                guard seen.insert(ObjectIdentifier(next)).inserted else { continue }
                cameFrom[ObjectIdentifier(next)] = current
                stack.append(next)
            }
        }
        return nil
    }

    /// A dependency cycle through the operations of `snapshots`, if there is
    /// one, found by a depth-first search over the unfinished operations in
    /// this queue, in other ``AnimationQueue``s, or among them. `awaited` are those an operation already in
    /// the queue waits for. Operations' `dependencies` and `isFinished` are
    /// read without the queue's lock.
    ///
    /// A cycle through a new operation needs something that waits for it, so the
    /// search starts only from new operations that others wait for: adding a chain
    /// in order or in reverse stays linear.
    func findCycle(through snapshots: [Snapshot], awaited: Set<ObjectIdentifier>) -> [Operation]? {
        let dependedOn = Set(snapshots.lazy.flatMap(\.unfinished).map(ObjectIdentifier.init))
        // Nothing new that anything waits for (a batch of independent
        // operations): no cycle can run through the batch.
        guard !dependedOn.isEmpty || !awaited.isEmpty else { return nil }
        let batch = Set(snapshots.lazy.map { ObjectIdentifier($0.operation) })
        func isConsidered(_ operation: Operation) -> Bool {
            let id = ObjectIdentifier(operation)
            return batch.contains(id) || state.withLock { $0.entries[id] != nil } || Self.isInSomeQueue(operation)
        }
        enum Color { case active, done }
        var colors: [ObjectIdentifier: Color] = [:]
        for snapshot in snapshots {
            let root = snapshot.operation
            let rootID = ObjectIdentifier(root)
            guard dependedOn.contains(rootID) || awaited.contains(rootID), colors[rootID] == nil else { continue }
            // Every dependency searched already (a chain added in order): none of
            // them reaches the root, or the search from it would have coloured the
            // root, so no cycle runs through it. Done without a path or a stack.
            let dependencies = snapshot.unfinished.filter(isConsidered)
            if dependencies.allSatisfy({ colors[ObjectIdentifier($0)] == .done }) {
                colors[rootID] = .done
                continue
            }
            var path: [Operation] = [root]
            var pending: [[Operation]] = [dependencies]
            colors[rootID] = .active
            while let last = pending.last {
                guard let next = last.first else {
                    pending.removeLast()
                    colors[ObjectIdentifier(path.removeLast())] = .done
                    continue
                }
                pending[pending.count - 1].removeFirst()
                switch colors[ObjectIdentifier(next)] {
                case .active:
                    let start = path.firstIndex { $0 === next }!
                    return Array(path[start...])
                case .done:
                    continue
                case nil:
                    colors[ObjectIdentifier(next)] = .active
                    path.append(next)
                    pending.append(next.dependencies.filter { !$0.isFinished && isConsidered($0) })
                }
            }
        }
        return nil
    }
}

extension AnimationQueue.State {
    /// Records the operation of `snapshot` and links it to its unfinished
    /// dependencies and to the operations already waiting for it.
    mutating func insert(_ snapshot: AnimationQueue.Snapshot) {
        let id = ObjectIdentifier(snapshot.operation)
        sequence += 1
        var entry = AnimationQueue.Entry(operation: snapshot.operation, order: sequence, link: sequence)
        let ref = entry.ref
        entry.dependencyEnded = snapshot.anyEndedUnsuccessfully
        for dependency in snapshot.unfinished {
            let dependencyID = ObjectIdentifier(dependency)
            if updateEntry(dependencyID, { dependency in dependency.dependents.append(ref) }) == nil {
                waitingForUnqueued[dependencyID, default: []].append(ref)
                unqueuedDependencies[dependencyID] = dependency
            }
            entry.remaining += 1
        }
        if let waiting = waitingForUnqueued.removeValue(forKey: id) {
            unqueuedDependencies[id] = nil
            watched.remove(id)
            entry.dependents.append(contentsOf: waiting)
        }
        entries[id] = entry
        if entry.remaining == 0 || snapshot.isCancelled {
            markReady(id)
        }
    }
}

extension Operation {
    /// Whether it finished cancelled or failed.
    var endedUnsuccessfully: Bool {
        if let result = (self as? TimedOperation)?.result {
            return result != .completed
        }
        return isCancelled
    }
}

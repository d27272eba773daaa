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
        // Read once: Foundation copies an operation's dependencies out on every read.
        let dependencyLists = operations.map(\.dependencies)
        let batch = try Self.membership.withLock { (members) throws(CadenceError) in
            try state.withLock { (state) throws(CadenceError) in
                let batch = try state.check(operations, dependencies: dependencyLists, members: members)
                let hook: @Sendable (TimedOperation) -> Void = { [weak self] operation in
                    self?.operationSignalled(operation)
                }
                let relinkHook: @Sendable (TimedOperation) -> Void = { [weak self] operation in
                    self?.relink(operation)
                }
                for (operation, dependencies) in zip(operations, dependencyLists) {
                    if let timed = operation as? TimedOperation {
                        // Before any pass can start it, so its finish is never missed. The
                        // hook is also its membership: set while it is in a queue.
                        timed.state.withLock { state in
                            state.queueHook = hook
                            state.dependencyHook = relinkHook
                        }
                    } else {
                        members[ObjectIdentifier(operation)] = AnimationQueue.WeakOperation(operation: operation)
                    }
                    state.insert(operation, dependencies: dependencies)
                    state.unannounced.append(operation)
                }
                return batch
            }
        }
        // A Cadence operation in another queue (or none) says when it finishes,
        // so a dependent here is started then rather than at this queue's next pass.
        for dependencies in dependencyLists {
            for case let dependency as TimedOperation in dependencies
            where !batch.contains(ObjectIdentifier(dependency)) && !dependency.isFinished {
                dependency.addObserver { [weak self] event in
                    if case .didFinish = event { self?.schedulePass() }
                }
            }
        }
        mainLoop.enqueue { [self] in announceEnqueuedAndReady() }
        schedulePass()
    }

    /// Adds a `BlockOperation` running `block`.
    public func addOperation(_ block: @escaping @Sendable () -> Void) {
        try? addOperation(BlockOperation(block: block))
    }
}

extension AnimationQueue.State {
    /// Throws the first reason `operations` (with their `dependencies`, in the
    /// same order) cannot be added; returns their identifiers.
    func check(
        _ operations: [Operation], dependencies: [[Operation]], members: [ObjectIdentifier: AnimationQueue.WeakOperation]
    ) throws(CadenceError) -> Set<ObjectIdentifier> {
        var batch: Set<ObjectIdentifier> = []
        batch.reserveCapacity(operations.count)
        for (index, operation) in operations.enumerated() {
            let id = ObjectIdentifier(operation)
            // Spelled out only for an error: most batches have none.
            var field: String { operations.count == 1 ? "operation" : "operations[\(index)]" }
            let timed = operation as? TimedOperation
            let (isQueued, configurationError) =
                timed?.state.withLock { ($0.queueHook != nil, $0.configurationError) }
                ?? (members[id]?.operation === operation, nil)
            guard batch.insert(id).inserted, !isQueued else {
                throw CadenceError(
                    .invalidState, field: field, value: "\(describe(operation)), already in a queue",
                    expected: "an operation added to one queue, once")
            }
            guard !operation.isFinished, !operation.isExecuting else {
                throw CadenceError(
                    .invalidState, field: field,
                    value: "\(describe(operation)), already \(operation.isFinished ? "finished" : "executing")",
                    expected: "an operation that has not started")
            }
            if let error = configurationError {
                throw error.inside(field)
            }
        }
        if let cycle = findCycle(through: operations, dependencies: dependencies, batch: batch) {
            let names = (cycle + [cycle[0]]).map(describe).joined(separator: " → ")
            throw CadenceError(
                .invalidState, field: "dependencies", value: "the cycle \(names)",
                expected: "dependencies without a cycle (each would wait for itself)")
        }
        return batch
    }

    /// A dependency cycle through the new operations, if there is one, found by a
    /// depth-first search over unfinished operations in the queue or the batch.
    ///
    /// A cycle through a new operation needs something that waits for it, so the
    /// search starts only from new operations that others wait for: adding a chain
    /// in order or in reverse stays linear.
    func findCycle(
        through operations: [Operation], dependencies: [[Operation]], batch: Set<ObjectIdentifier>
    ) -> [Operation]? {
        let dependedOn = Set(dependencies.joined().lazy.map(ObjectIdentifier.init))
        func isAwaited(_ operation: Operation) -> Bool {
            let id = ObjectIdentifier(operation)
            return dependedOn.contains(id) || waitingForUnqueued[id] != nil
        }
        func isConsidered(_ operation: Operation) -> Bool {
            let id = ObjectIdentifier(operation)
            return (entries[id] != nil || batch.contains(id)) && !operation.isFinished
        }
        enum Color { case active, done }
        var colors: [ObjectIdentifier: Color] = [:]
        for (root, rootDependencies) in zip(operations, dependencies) where isAwaited(root) {
            guard colors[ObjectIdentifier(root)] == nil else { continue }
            // Every dependency searched already (a chain added in order): none of
            // them reaches the root, or the search from it would have coloured the
            // root, so no cycle runs through it. Done without a path or a stack.
            if rootDependencies.allSatisfy({ colors[ObjectIdentifier($0)] == .done || !isConsidered($0) }) {
                colors[ObjectIdentifier(root)] = .done
                continue
            }
            var path: [Operation] = [root]
            var pending: [[Operation]] = [rootDependencies.filter(isConsidered)]
            colors[ObjectIdentifier(root)] = .active
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
                    pending.append(next.dependencies.filter(isConsidered))
                }
            }
        }
        return nil
    }

    /// Records `operation` and links it to its `dependencies` and dependents.
    mutating func insert(_ operation: Operation, dependencies: [Operation]) {
        let id = ObjectIdentifier(operation)
        sequence += 1
        var entry = AnimationQueue.Entry(operation: operation, order: sequence, link: sequence)
        let ref = entry.ref
        for dependency in dependencies {
            let dependencyID = ObjectIdentifier(dependency)
            if dependency.isFinished {
                entry.dependencyEnded = entry.dependencyEnded || dependency.endedUnsuccessfully
            } else if updateEntry(dependencyID, { dependency in dependency.dependents.append(ref) }) != nil {
                entry.remaining += 1
            } else {
                waitingForUnqueued[dependencyID, default: []].append(ref)
                unqueuedDependencies[dependencyID] = dependency
                entry.remaining += 1
            }
        }
        if let waiting = waitingForUnqueued.removeValue(forKey: id) {
            unqueuedDependencies[id] = nil
            entry.dependents.append(contentsOf: waiting)
        }
        entries[id] = entry
        if entry.remaining == 0 || operation.isCancelled {
            markReady(id)
        }
    }

    /// Counts the dependencies outside the queue that have finished since the
    /// last pass. Foundation gives no signal for them, so each pass looks, once
    /// per distinct dependency.
    mutating func collectUnqueuedDependencies() {
        for (id, dependency) in unqueuedDependencies where dependency.isFinished {
            unqueuedDependencies[id] = nil
            let unsuccessfully = dependency.endedUnsuccessfully
            for ref in waitingForUnqueued.removeValue(forKey: id) ?? [] {
                _ = dependencyFinished(of: ref, unsuccessfully: unsuccessfully)
            }
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

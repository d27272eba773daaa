import Cadence
import CadenceTesting
import Foundation

/// A scenario's operations built for a run: each one by id, the queue it is
/// in (the fixture's, or its group's children's), and the tree they form.
struct ScenarioOperations {
    /// Every operation, children included, by id.
    private(set) var byID: [String: TimedOperation] = [:]
    /// The queue each operation is added to, by id.
    private(set) var queues: [String: AnimationQueue] = [:]
    /// The id of each child's group.
    private(set) var groups: [String: String] = [:]
    /// The wait that holds each timeline step until its start, by the step's id.
    private(set) var gates: [String: String] = [:]
    /// The top-level operations, in file order: what the fixture's queue is given.
    private(set) var topLevel: [TimedOperation] = []
    /// The attempts and waits each retry has made so far, by its id, in order.
    private let madeChildren = LockedBox<[String: [String]]>([:])
    /// The names of the waits retries have made between attempts.
    private let retryWaits = LockedBox<Set<String>>([])
    /// The most attempts one retry may make at one instant of the clock.
    let attemptsPerInstant: Int

    /// How many attempts a retry has made at the latest instant it made one.
    private struct InstantCount {
        var time = -Double.infinity
        var count = 0
    }

    /// The operations of `specs`: animations on `layers`, waits and groups on
    /// `fixture`'s main loop, with their dependencies, priorities, timeouts
    /// and conditions. The fixture's recorder follows a group's children
    /// into the trace, as it follows the operations of its own queue.
    ///
    /// A retry that would make more than `attemptsPerInstant` attempts at one
    /// instant fails instead, with a `CadenceError` naming it.
    init(_ specs: [OperationSpec], layers: [String: Layer], fixture: TestFixture, attemptsPerInstant: Int = ScenarioRunner.stepLimit) {
        self.attemptsPerInstant = attemptsPerInstant
        topLevel = build(specs, in: fixture.queue, group: nil, layers: layers, fixture: fixture)
    }

    /// Builds one level: `specs`, for `queue`, with the dependencies among them.
    private mutating func build(
        _ specs: [OperationSpec], in queue: AnimationQueue, group: String?, layers: [String: Layer], fixture: TestFixture
    ) -> [TimedOperation] {
        let operations = specs.map { spec in
            let operation = build(spec, layers: layers, fixture: fixture)
            byID[spec.id] = operation
            queues[spec.id] = queue
            groups[spec.id] = group
            return operation
        }
        for (spec, operation) in zip(specs, operations) {
            for dependency in spec.dependsOn {
                guard let other = byID[dependency] else { continue }
                if let criteria = spec.dependencyCriteria[dependency] {
                    operation.addDependency(other, startingWhen: criteria)
                } else {
                    operation.addDependency(other)
                }
            }
        }
        return operations
    }

    private mutating func build(_ spec: OperationSpec, layers: [String: Layer], fixture: TestFixture) -> TimedOperation {
        let operation: TimedOperation
        let layer = spec.layer.flatMap { layers[$0] } ?? Layer(name: spec.layer)
        if case .group(let group) = spec.work {
            operation = build(group, id: spec.id, layers: layers, fixture: fixture)
        } else if case .timeline(let timeline) = spec.work {
            operation = build(timeline, id: spec.id, anchor: spec.anchor, layers: layers, fixture: fixture)
        } else if let retry = spec.retry {
            operation = build(retry, of: spec, layer: layer, loop: fixture.mainLoop)
        } else {
            operation = Self.work(of: spec, attempt: 1, layer: layer, loop: fixture.mainLoop)
        }
        operation.anchor = spec.anchor
        operation.name = spec.id
        (operation as? AnimationOperation)?.completionCriteria = spec.completion
        operation.queuePriority = spec.priority
        operation.timeout = spec.timeout
        for condition in spec.conditions {
            operation.addCondition(condition.condition)
        }
        return operation
    }

    /// The operation that does `spec`'s animation, wait or task, as attempt
    /// `attempt` (1 unless it retries).
    private static func work(of spec: OperationSpec, attempt: Int, layer: Layer, loop: MainLoop) -> TimedOperation {
        switch spec.work {
        case .animation(let animation):
            return AnimationOperation(
                layer: layer, animation: animation, updatesModel: spec.updatesModel,
                cancellationPolicy: spec.onCancel, anchor: spec.anchor)
        case .wait(let duration):
            return TimedTaskOperation.wait(duration, on: loop, anchor: spec.anchor)
        case .task(let duration, let failing):
            return ScriptedTask.operation(taking: duration, attempt: attempt, failing: failing.contains(attempt), on: loop)
        case .group, .timeline:
            // The reader refuses a retried group; a group is built apart.
            return TimedTaskOperation.wait(0, on: loop)
        }
    }

    /// A `RetryOperation` that makes `spec`'s work afresh for each attempt,
    /// and writes down the attempts and waits it adds, in order.
    private func build(_ retry: RetrySpec, of spec: OperationSpec, layer: Layer, loop: MainLoop) -> TimedOperation {
        let made: RetryOperation
        let (limit, id) = (attemptsPerInstant, spec.id)
        let atInstant = LockedBox(InstantCount())
        // The attempts the factory made: every other child the retry adds is a wait.
        let attempts = LockedBox<Set<ObjectIdentifier>>([])
        do {
            made = try RetryOperation(mainLoop: loop, maxAttempts: retry.maxAttempts, wait: retry.wait, name: spec.id) { attempt throws(CadenceError) in
                // The work one instant can do is bounded: each attempt here ends as it starts.
                let now = loop.clock.currentTime
                let count = atInstant.withLock { counted in
                    if counted.time != now { counted = InstantCount(time: now, count: 0) }
                    counted.count += 1
                    return counted.count
                }
                guard count <= limit else {
                    throw CadenceError(
                        .invalidState, field: "retry",
                        value: "\(count) attempts of '\(id)' at t = \(JSONOutput.numberText(now)) (attempt \(attempt))",
                        expected: "at most \(limit) attempts of one retry at one instant")
                }
                let operation = Self.work(of: spec, attempt: attempt, layer: layer, loop: loop)
                operation.timeout = retry.attemptTimeout
                attempts.withLock { _ = $0.insert(ObjectIdentifier(operation)) }
                return operation
            }
        } catch {
            // The reader refuses fewer than one attempt, all RetryOperation refuses.
            return TimedTaskOperation.wait(0, on: loop)
        }
        let (children, waits) = (madeChildren, retryWaits)
        made.childQueue.addObserver { event in
            guard case .enqueued(let child) = event else { return }
            children.withLock { $0[id, default: []].append(child.name ?? "") }
            if !attempts.withLock({ $0.contains(ObjectIdentifier(child)) }) { waits.withLock { _ = $0.insert(child.name ?? "") } }
        }
        return made
    }

    /// The waits that only hold what follows them: each timeline step's
    /// wait until its start, and each retry's wait between attempts.
    var holds: Set<String> {
        Set(gates.values).union(retryWaits.withLock { $0 })
    }

    /// The ids of `specs` and their children, depth first, each retry
    /// followed by the attempts and waits it made, each timeline step
    /// preceded by the wait that holds it until its start; and the group each child
    /// is in, a retry's attempts and waits included.
    /// The operations the run made (attempts, waits between them, and the
    /// waits that hold timeline steps) say what made them.
    func tree(of specs: [OperationSpec]) -> (ids: [String], groups: [String: String], made: [String: ScenarioResult.MadeOperation]) {
        let children = madeChildren.withLock { $0 }
        var groups = self.groups
        var ids: [String] = []
        var made: [String: ScenarioResult.MadeOperation] = [:]
        func visit(_ spec: OperationSpec) {
            if let gate = gates[spec.id] {
                ids.append(gate)
                groups[gate] = self.groups[spec.id]
                made[gate] = .startWait(step: spec.id)
            }
            ids.append(spec.id)
            let retryChildren = children[spec.id] ?? []
            // RetryOperation names its attempts `ID attempt N`, and the waits between them `ID wait N`.
            let attempts = retryChildren.filter { $0.hasPrefix("\(spec.id) attempt ") }
            for child in retryChildren {
                ids.append(child)
                groups[child] = spec.id
                if let number = attempts.firstIndex(of: child) {
                    made[child] = .attempt(retry: spec.id, number: number + 1, retried: number + 1 < attempts.count)
                } else {
                    made[child] = .retryWait(retry: spec.id)
                }
            }
            spec.children.forEach(visit)
        }
        specs.forEach(visit)
        return (ids, groups, made)
    }

    private mutating func build(_ spec: GroupSpec, id: String, layers: [String: Layer], fixture: TestFixture) -> GroupOperation {
        let group = GroupOperation(mainLoop: fixture.mainLoop, maxConcurrentOperationCount: spec.maxConcurrentOperations, name: id)
        let children = build(spec.children, in: group.childQueue, group: id, layers: layers, fixture: fixture)
        if spec.isSequence {
            for (previous, next) in zip(children, children.dropFirst()) where !next.dependencies.contains(previous) {
                next.addDependency(previous)
            }
        }
        // The reader checked what the group refuses: children depend only on
        // one another.
        try? group.addChildren(children)
        group.toleratesChildFailures = spec.toleratesChildFailures
        group.cancellationPolicy = spec.cancellationPolicy
        return group
    }

    /// A timeline's group: each step a child held until its start by a wait
    /// it depends on (none at 0), named `ID at START`, as the library's
    /// compiler does.
    private mutating func build(
        _ spec: TimelineSpec, id: String, anchor: Anchor, layers: [String: Layer], fixture: TestFixture
    ) -> GroupOperation {
        let group = GroupOperation(mainLoop: fixture.mainLoop, maxConcurrentOperationCount: AnimationQueue.unlimited, name: id)
        let steps = build(spec.steps.map(\.operation), in: group.childQueue, group: id, layers: layers, fixture: fixture)
        var children: [Operation] = []
        for (step, operation) in zip(spec.steps, steps) {
            if let holdName = step.holdName {
                let wait = TimedTaskOperation.wait(step.start, on: fixture.mainLoop, anchor: anchor)
                wait.name = holdName
                operation.addDependency(wait)
                gates[step.operation.id] = wait.name
                children.append(wait)
            }
            children.append(operation)
        }
        try? group.addChildren(children)
        return group
    }
}

import Cadence
import CadenceTesting

/// A scenario's operations built for a run: each one by id, the queue it is
/// in (the fixture's, or its group's children's), and the tree they form.
struct ScenarioOperations {
    /// Every operation, children included, by id.
    private(set) var byID: [String: TimedOperation] = [:]
    /// The queue each operation is added to, by id.
    private(set) var queues: [String: AnimationQueue] = [:]
    /// The id of each child's group.
    private(set) var groups: [String: String] = [:]
    /// The top-level operations, in file order: what the fixture's queue is given.
    private(set) var topLevel: [TimedOperation] = []

    /// The operations of `specs`: animations on `layers`, waits and groups on
    /// `fixture`'s main loop, with their dependencies, priorities, timeouts
    /// and conditions. The fixture's recorder follows a group's children
    /// into the trace, as it follows the operations of its own queue.
    init(_ specs: [OperationSpec], layers: [String: Layer], fixture: TestFixture) {
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
                if let other = byID[dependency] { operation.addDependency(other) }
            }
        }
        return operations
    }

    private mutating func build(_ spec: OperationSpec, layers: [String: Layer], fixture: TestFixture) -> TimedOperation {
        let operation: TimedOperation
        switch spec.work {
        case .animation(let animation):
            let layer = spec.layer.flatMap { layers[$0] } ?? Layer(name: spec.layer)
            operation = AnimationOperation(
                layer: layer, animation: animation, updatesModel: spec.updatesModel,
                cancellationPolicy: spec.onCancel, anchor: spec.anchor)
        case .wait(let duration):
            operation = TimedTaskOperation.wait(duration, on: fixture.mainLoop, anchor: spec.anchor)
        case .group(let group):
            operation = build(group, id: spec.id, layers: layers, fixture: fixture)
            operation.anchor = spec.anchor
        }
        operation.name = spec.id
        operation.queuePriority = spec.priority
        operation.timeout = spec.timeout
        for condition in spec.conditions {
            operation.addCondition(condition.condition)
        }
        return operation
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
}

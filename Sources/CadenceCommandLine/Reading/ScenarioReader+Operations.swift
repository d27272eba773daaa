import Cadence
import Foundation

extension ScenarioReader {
    static let operationFields = [
        "id", "layer", "dependsOn", "priority", "updatesModel", "onCancel", "anchor", "timeout", "conditions", "retry",
        "animation", "children", "maxConcurrentOperations", "sequence", "toleratesChildFailures", "timeline", "completion",
    ]
    static let timingFields = [
        "type", "keyPath", "beginTime", "duration", "speed", "timeOffset", "repeatCount", "repeatDuration",
        "autoreverses", "fillMode", "removedOnCompletion", "timingFunction", "additive", "cumulative",
    ]
    static let ownFields = [
        "basic": ["from", "to", "by"],
        "keyframe": ["values", "keyTimes", "timingFunctions", "calculationMode"],
        "spring": ["from", "to", "by", "mass", "stiffness", "damping", "initialVelocity"],
        "decay": ["from", "velocity", "rate", "threshold", "minimum", "maximum", "boundary"],
        "group": ["animations"],
    ]

    /// Where a list of operations sits: at the top level, or in a group.
    struct Level {
        /// The group whose children they are; nil at the top level.
        var group: String?
        /// Whether each depends on the one before it (a sequence's children).
        var isSequence = false
        /// The categories the groups around them hold, and which group holds each.
        var heldCategories: [String: String] = [:]
    }

    mutating func readOperations(_ json: JSONValue?) -> [OperationSpec] {
        guard let json, let items = fields.array(json, at: "operations") else { return [] }
        return operations(items, at: "operations", level: Level())
    }

    /// The operations of one list, `operations` or a group's `children`.
    mutating func operations(_ items: [JSONValue], at path: String, level: Level) -> [OperationSpec] {
        var previous: String?
        var operations: [OperationSpec] = []
        for (index, item) in items.enumerated() {
            let (id, operation) = self.operation(item, at: FieldReader.index(path, index), level: level, after: previous)
            if let id { previous = id }
            if let operation { operations.append(operation) }
        }
        return operations
    }

    /// One operation: its id, once declared (even if invalid otherwise), and
    /// the operation if valid. `previous` is the child before it in a sequence.
    mutating func operation(
        _ item: JSONValue, at path: String, level: Level, after previous: String?,
        allowed: [String] = ScenarioReader.operationFields
    ) -> (id: String?, operation: OperationSpec?) {
        guard let object = fields.object(item, at: path, allowed: allowed),
            let idValue = fields.required(object, "id", at: path, "an operation id"),
            let id = fields.string(idValue, at: FieldReader.join(path, "id"), "an operation id (a string)")
        else { return (nil, nil) }
        if let first = operationPaths.index(forKey: id) {
            if limits.admit(.duplicateOperation, written: fields.problems.count) {
                let firstPath = FieldReader.join(operationPaths[first].value, "id")
                fields.fail(
                    FieldReader.join(path, "id"),
                    "duplicate operation id \(Self.collision(id, with: operationPaths[first].key, at: firstPath))")
            }
            return (nil, nil)
        }
        operationPaths[id] = path
        let isTimeline = object["timeline"] != nil
        let isGroup = object["children"] != nil && !isTimeline
        var layer: String?
        if isTimeline {
            refuseTimelineFields(object, at: path, allowed: allowed)
        } else if isGroup {
            refuseAnimationFields(object, at: path)
        } else {
            refuseGroupFields(object, at: path)
            if let layerValue = object["layer"] {
                layer = layerID(layerValue, at: FieldReader.join(path, "layer"))
            } else if let type = object["animation"]?["type"], type == .string("wait") || type == .string("task") {
                // A wait or a task has no layer to animate.
            } else {
                fields.fail(FieldReader.join(path, "layer"), "missing; expected the id of the layer to animate")
            }
        }
        var dependencyCriteria: [String: CompletionCriteria] = [:]
        let dependsOn = fields.optional(object, "dependsOn", at: path) { value, field in
            fields.array(value, at: field, "an array of operation ids")?.enumerated().compactMap { index, item -> String? in
                let itemPath = FieldReader.index(field, index)
                guard case .object = item else {
                    return fields.string(item, at: itemPath, "an operation id (a string), or {\"id\", \"when\"}")
                }
                guard let edge = fields.object(item, at: itemPath, allowed: ["id", "when"]),
                    let idValue = fields.required(edge, "id", at: itemPath, "an operation id"),
                    let target = fields.string(idValue, at: FieldReader.join(itemPath, "id"), "an operation id (a string)")
                else { return nil }
                if let when = fields.optional(edge, "when", at: itemPath, { value, field in
                    fields.choice(value, at: field, CompletionCriteria.allCases.map { ($0.rawValue, $0) })
                }) {
                    dependencyCriteria[target] = when
                }
                return target
            }
        } ?? []
        declaredOperations.append(
            DeclaredOperation(id: id, path: path, dependsOn: dependsOn, group: level.group, previous: level.isSequence ? previous : nil))
        let priority = fields.optional(object, "priority", at: path) { value, field in
            fields.choice(value, at: field, [
                ("veryLow", Operation.QueuePriority.veryLow), ("low", .low), ("normal", .normal),
                ("high", .high), ("veryHigh", .veryHigh),
            ])
        } ?? .normal
        let updatesModel = isGroup || isTimeline ? true : fields.optional(object, "updatesModel", at: path) { fields.bool($0, at: $1) } ?? true
        let onCancel = fields.optional(object, "onCancel", at: path) { value, field in
            fields.choice(value, at: field, CancellationPolicy.allCases.map { ($0.rawValue, $0) })
        }
        let anchor = fields.optional(object, "anchor", at: path) { value, field in
            fields.choice(value, at: field, Anchor.allCases.map { ($0.rawValue, $0) })
        } ?? .completion
        let timeout = fields.optional(object, "timeout", at: path) { value, field in
            fields.number(value, at: field, in: .leastNonzeroMagnitude ... .infinity, "a finite number of seconds > 0")
        }
        let conditions = fields.optional(object, "conditions", at: path) { value, field in
            readConditions(value, at: field, held: level.heldCategories)
        } ?? []
        if isTimeline, object["retry"] != nil {
            fields.fail(FieldReader.join(path, "retry"), "a timeline is not retried; expected retry on an animation, a wait or a task")
        }
        let retry = isTimeline ? nil : object["retry"].flatMap { readRetry($0, at: FieldReader.join(path, "retry"), of: id, at: path, isGroup: isGroup) }
        let completion = fields.optional(object, "completion", at: path) { value, field in
            fields.choice(value, at: field, CompletionCriteria.allCases.map { ($0.rawValue, $0) })
        }
        let work: OperationSpec.Work?
        if isTimeline {
            work = timeline(object, at: path, id: id, anchor: anchor).map { .timeline($0) }
        } else if isGroup {
            var held = level.heldCategories
            for case .exclusive(let category) in conditions where held[category] == nil {
                held[category] = id
            }
            work = group(object, at: path, id: id, onCancel: onCancel, held: held).map { .group($0) }
        } else {
            let animationPath = FieldReader.join(path, "animation")
            work = fields.required(object, "animation", at: path, "an animation object, or children for a group").flatMap {
                self.work($0, at: animationPath, layer: layer)
            }
        }
        // Any problem refuses the whole file: an operation with one is not
        // kept, and the defaults stand in for invalid values meanwhile.
        guard let work else { return (id, nil) }
        if completion != nil, !work.isAnimation {
            fields.fail(
                FieldReader.join(path, "completion"),
                "only an animation has a logical completion; expected completion on an operation with an animation")
            return (id, nil)
        }
        var operation = OperationSpec(
            id: id, layer: layer, dependsOn: dependsOn, priority: priority, updatesModel: updatesModel,
            onCancel: onCancel ?? .current, anchor: anchor, work: work)
        operation.timeout = timeout
        operation.conditions = conditions
        operation.retry = retry
        operation.completion = completion ?? .removed
        operation.dependencyCriteria = dependencyCriteria
        return (id, operation)
    }
}

extension OperationSpec.Work {
    /// Whether it plays an animation (the only work with a logical completion).
    var isAnimation: Bool {
        if case .animation = self { return true }
        return false
    }
}

import Cadence
import Foundation

extension ScenarioReader {
    static let operationFields = ["id", "layer", "dependsOn", "priority", "updatesModel", "onCancel", "anchor", "animation"]
    static let timingFields = [
        "type", "keyPath", "beginTime", "duration", "speed", "timeOffset", "repeatCount", "repeatDuration",
        "autoreverses", "fillMode", "removedOnCompletion", "timingFunction", "additive", "cumulative",
    ]
    static let ownFields = [
        "basic": ["from", "to", "by"],
        "keyframe": ["values", "keyTimes", "timingFunctions", "calculationMode"],
        "spring": ["from", "to", "by", "mass", "stiffness", "damping", "initialVelocity"],
        "group": ["animations"],
    ]

    mutating func readOperations(_ json: JSONValue?) -> [OperationSpec] {
        guard let json, let items = fields.array(json, at: "operations") else { return [] }
        var seen: [String: String] = [:]
        var operations: [OperationSpec] = []
        for (index, item) in items.enumerated() {
            let path = FieldReader.index("operations", index)
            guard let object = fields.object(item, at: path, allowed: Self.operationFields),
                let idValue = fields.required(object, "id", at: path, "an operation id"),
                let id = fields.string(idValue, at: FieldReader.join(path, "id"), "an operation id (a string)")
            else { continue }
            if let first = seen.index(forKey: id) {
                if limits.admit(.duplicateOperation, written: fields.problems.count) {
                    fields.fail(
                        FieldReader.join(path, "id"),
                        "duplicate operation id \(Self.collision(id, with: seen[first].key, at: seen[first].value))")
                }
                continue
            }
            seen[id] = path
            let isWait = object["animation"]?["type"] == .string("wait")
            var layer: String?
            if let layerValue = object["layer"] {
                layer = layerID(layerValue, at: FieldReader.join(path, "layer"))
            } else if !isWait {
                fields.fail(FieldReader.join(path, "layer"), "missing; expected the id of the layer to animate")
            }
            let dependsOn = fields.optional(object, "dependsOn", at: path) { value, field in
                fields.array(value, at: field, "an array of operation ids")?.enumerated().compactMap { index, id in
                    fields.string(id, at: FieldReader.index(field, index), "an operation id (a string)")
                }
            } ?? []
            declaredOperations.append(DeclaredOperation(id: id, position: index, dependsOn: dependsOn))
            let priority = fields.optional(object, "priority", at: path) { value, field in
                fields.choice(value, at: field, [
                    ("veryLow", Operation.QueuePriority.veryLow), ("low", .low), ("normal", .normal),
                    ("high", .high), ("veryHigh", .veryHigh),
                ])
            } ?? .normal
            let updatesModel = fields.optional(object, "updatesModel", at: path) { fields.bool($0, at: $1) } ?? true
            let onCancel = fields.optional(object, "onCancel", at: path) { value, field in
                fields.choice(value, at: field, CancellationPolicy.allCases.map { ($0.rawValue, $0) })
            } ?? .current
            let anchor = fields.optional(object, "anchor", at: path) { value, field in
                fields.choice(value, at: field, Anchor.allCases.map { ($0.rawValue, $0) })
            } ?? .completion
            let animationPath = FieldReader.join(path, "animation")
            guard let animationValue = fields.required(object, "animation", at: path, "an animation object"),
                let work = work(animationValue, at: animationPath, layer: layer)
            else { continue }
            operations.append(
                OperationSpec(
                    id: id, layer: layer, dependsOn: dependsOn, priority: priority, updatesModel: updatesModel,
                    onCancel: onCancel, anchor: anchor, work: work))
        }
        return operations
    }

    private func work(_ json: JSONValue, at path: String, layer: String?) -> OperationSpec.Work? {
        guard case .object(let object) = json else {
            fields.expected(path, "an animation object", got: json)
            return nil
        }
        guard let typeValue = fields.required(object, "type", at: path, "basic, keyframe, spring, group or wait"),
            let type = fields.choice(typeValue, at: FieldReader.join(path, "type"), [
                ("basic", "basic"), ("keyframe", "keyframe"), ("spring", "spring"), ("group", "group"), ("wait", "wait"),
            ])
        else { return nil }
        if type == "wait" {
            guard let object = fields.object(json, at: path, allowed: ["type", "duration"]) else { return nil }
            let duration = fields.optional(object, "duration", at: path) {
                fields.number($0, at: $1, in: 0 ... .infinity, "a finite number ≥ 0")
            }
            return .wait(duration ?? 0)
        }
        guard let layer else { return nil }
        return animation(json, at: path, layer: layer, groupDuration: nil).map { .animation($0) }
    }

    /// An animation of any kind but wait, checked by Cadence's own validation.
    func animation(_ json: JSONValue, at path: String, layer: String, groupDuration: Double?) -> (any LayerAnimation)? {
        guard case .object(let probe) = json,
            let typeValue = fields.required(probe, "type", at: path, "basic, keyframe, spring or group"),
            let type = fields.choice(typeValue, at: FieldReader.join(path, "type"), [
                ("basic", "basic"), ("keyframe", "keyframe"), ("spring", "spring"), ("group", "group"),
            ])
        else {
            if case .object = json {} else { fields.expected(path, "an animation object", got: json) }
            return nil
        }
        let allowed = Self.timingFields + (Self.ownFields[type] ?? [])
        guard let object = fields.object(json, at: path, allowed: allowed) else { return nil }
        var animation: (any LayerAnimation)?
        if type == "group" {
            if object["keyPath"] != nil { fields.fail(FieldReader.join(path, "keyPath"), "a group has no key path; give each child its own") }
            let duration = object["duration"].flatMap { fields.number($0, at: FieldReader.join(path, "duration")) }
            let childrenPath = FieldReader.join(path, "animations")
            let items = fields.required(object, "animations", at: path, "an array of animations").flatMap {
                fields.array($0, at: childrenPath, "an array of animations")
            } ?? []
            let children = items.enumerated().compactMap { index, item in
                self.animation(item, at: FieldReader.index(childrenPath, index), layer: layer, groupDuration: duration ?? 0)
            }
            guard children.count == items.count else { return nil }
            animation = AnimationGroup(animations: children)
        } else {
            guard let nameValue = fields.required(object, "keyPath", at: path, "the key path to animate"),
                let name = fields.string(nameValue, at: FieldReader.join(path, "keyPath"), "a key path (a string)"),
                let keyPath = keyPath(name, onLayer: layer, at: FieldReader.join(path, "keyPath"))
            else { return nil }
            animation = typedAnimation(keyPath, type: type, object, at: path)
        }
        guard var animation else { return nil }
        guard applyTiming(object, to: &animation, at: path, groupDuration: groupDuration) else { return nil }
        do {
            try animation.validate()
        } catch {
            fields.fail(FieldReader.join(path, error.field), "expected \(error.expected), got \(error.value)")
            return nil
        }
        return animation
    }
}

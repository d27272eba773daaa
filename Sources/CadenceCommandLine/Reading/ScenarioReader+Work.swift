import Cadence
import Foundation

extension ScenarioReader {
    /// An operation's `animation`: an animation of any kind, a wait or a task.
    func work(_ json: JSONValue, at path: String, layer: String?) -> OperationSpec.Work? {
        guard case .object(let object) = json else {
            fields.expected(path, "an animation object", got: json)
            return nil
        }
        guard let typeValue = fields.required(object, "type", at: path, "basic, keyframe, spring, decay, group, wait or task"),
            let type = fields.choice(typeValue, at: FieldReader.join(path, "type"), [
                ("basic", "basic"), ("keyframe", "keyframe"), ("spring", "spring"), ("decay", "decay"), ("group", "group"), ("wait", "wait"),
                ("task", "task"),
            ])
        else { return nil }
        if type == "wait" || type == "task" {
            let allowed = type == "wait" ? ["type", "duration"] : ["type", "duration", "failsOnAttempts"]
            guard let object = fields.object(json, at: path, allowed: allowed) else { return nil }
            let duration = fields.optional(object, "duration", at: path) {
                fields.number($0, at: $1, in: 0 ... .infinity, "a finite number ≥ 0")
            } ?? 0
            guard type == "task" else { return .wait(duration) }
            let attempts = fields.optional(object, "failsOnAttempts", at: path) { value, field in
                fields.array(value, at: field, "an array of attempt numbers")?.enumerated().compactMap { index, item -> Int? in
                    if case .number(let number) = item, let attempt = number.intValue, attempt >= 1 { return attempt }
                    fields.expected(FieldReader.index(field, index), "an attempt number (a whole number ≥ 1)", got: item)
                    return nil
                }
            } ?? []
            return .task(duration: duration, failsOnAttempts: attempts)
        }
        guard let layer else { return nil }
        return animation(json, at: path, layer: layer, groupDuration: nil).map { .animation($0) }
    }

    /// An animation of any kind but wait, checked by Cadence's own validation.
    func animation(_ json: JSONValue, at path: String, layer: String, groupDuration: Double?) -> (any LayerAnimation)? {
        guard case .object(let probe) = json,
            let typeValue = fields.required(probe, "type", at: path, "basic, keyframe, spring, decay or group"),
            let type = fields.choice(typeValue, at: FieldReader.join(path, "type"), [
                ("basic", "basic"), ("keyframe", "keyframe"), ("spring", "spring"), ("decay", "decay"), ("group", "group"),
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

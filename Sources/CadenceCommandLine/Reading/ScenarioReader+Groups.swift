import Cadence

extension ScenarioReader {
    /// The fields only a group (an operation with `children`) has.
    static let groupFields = ["maxConcurrentOperations", "sequence", "toleratesChildFailures"]

    /// Refuses on a group the fields only an animation or a wait has.
    func refuseAnimationFields(_ object: JSONObject, at path: String) {
        if object["animation"] != nil {
            fields.fail(path, "expected animation or children (a group), got both")
        }
        if object["layer"] != nil {
            fields.fail(FieldReader.join(path, "layer"), "a group has no layer; give each child its own")
        }
        if object["updatesModel"] != nil {
            fields.fail(FieldReader.join(path, "updatesModel"), "a group has no animation of its own; set updatesModel on each child")
        }
    }

    /// Refuses the group's own fields on an operation without `children`.
    func refuseGroupFields(_ object: JSONObject, at path: String) {
        for key in Self.groupFields where object[key] != nil {
            fields.fail(FieldReader.join(path, key), "only a group has \(key); expected children beside it")
        }
    }

    /// The group of the operation `id` at `path`: its children, read as
    /// operations one level down, and its own fields.
    mutating func group(
        _ object: JSONObject, at path: String, id: String, onCancel: CancellationPolicy?, held: [String: String]
    ) -> GroupSpec? {
        let isSequence = fields.optional(object, "sequence", at: path) { fields.bool($0, at: $1) } ?? false
        var width = AnimationQueue.unlimited
        if let value = object["maxConcurrentOperations"] {
            let field = FieldReader.join(path, "maxConcurrentOperations")
            if isSequence {
                fields.fail(field, "a sequence runs one child at a time; expected no maxConcurrentOperations beside sequence: true")
            } else {
                width = maxConcurrent(value, at: field) ?? width
            }
        }
        let tolerates = fields.optional(object, "toleratesChildFailures", at: path) { fields.bool($0, at: $1) } ?? false
        let childrenPath = FieldReader.join(path, "children")
        guard let value = object["children"], let items = fields.array(value, at: childrenPath, "an array of operations") else {
            return nil
        }
        let level = Level(group: id, isSequence: isSequence, heldCategories: held)
        let children = operations(items, at: childrenPath, level: level)
        guard children.count == items.count else { return nil }
        return GroupSpec(
            children: children, maxConcurrentOperations: isSequence ? 1 : width, isSequence: isSequence,
            toleratesChildFailures: tolerates, cancellationPolicy: onCancel)
    }
}

import Cadence

/// A group as a timeline entry: its children play together (or in turn with
/// `sequence`) from the entry's position, as one step of the timeline.
extension ScenarioReader {
    /// The fields of a group placed on a timeline.
    static let timelineGroupFields = ["id", "children", "sequence", "position"]
    /// What a group on a timeline places by itself, and so its children may not have.
    static let timelineGroupChildRefused = [
        "dependsOn", "conditions", "timeout", "retry", "anchor", "children", "timeline", "maxConcurrentOperations",
        "sequence", "toleratesChildFailures",
    ]

    /// The entry for the group `object` at `path`: its children read as the
    /// steps of a group (animations, waits and tasks), the library's
    /// parallel or sequence step for its place on the timeline.
    mutating func timelineGroupEntry(
        _ object: JSONObject, _ item: JSONValue, at path: String, level: Level, problemsBefore: Int
    ) -> (entry: AnimationStep, operation: OperationSpec)? {
        guard fields.object(item, at: path, allowed: Self.timelineGroupFields) != nil else { return nil }
        if case .array(let children)? = object["children"] {
            for (index, child) in children.enumerated() {
                guard case .object(let members) = child else { continue }
                for key in Self.timelineGroupChildRefused where members[key] != nil {
                    fields.fail(
                        FieldReader.join(FieldReader.index(FieldReader.join(path, "children"), index), key),
                        "a group on a timeline plays its children together, or in turn with sequence; expected a child "
                            + "without \(key) (an animation, a wait or a task)")
                }
            }
        }
        let members = JSONObject(object.members.filter { $0.key != "position" }.map { ($0.key, $0.value) })
        let (_, operation) = self.operation(
            .object(members), at: path, level: level, after: nil,
            allowed: Self.timelineGroupFields.filter { $0 != "position" })
        guard let operation, fields.problems.count == problemsBefore, case .group(let group) = operation.work else { return nil }
        let steps = group.children.map { child -> AnimationStep in
            switch child.work {
            case .animation(let animation): .animation(animation)
            case .wait(let seconds), .task(let seconds, _): .wait(seconds)
            case .group, .timeline: .wait(0)  // refused above
            }
        }
        return (group.isSequence ? .sequence(steps) : .parallel(steps), operation)
    }
}

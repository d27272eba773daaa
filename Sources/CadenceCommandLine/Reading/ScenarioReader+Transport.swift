import Cadence
import CadenceTesting

extension ScenarioReader {
    /// The actions that steer an animation operation's transport (`pause`
    /// and `resume` also take a layer id).
    static let transportActions = ["play", "seek", "reverse", "speed", "finish"]

    /// The fields that go beside some actions only, with those actions.
    static let transportFields = [("to", ["play", "retarget"]), ("time", ["seek"]), ("progress", ["seek"]), ("value", ["speed"])]

    /// What each operation of `specs` is, by id, when it is not an animation
    /// operation (so has no transport): `a group`, `a timeline`, `a wait`,
    /// `a task`, `a retry`.
    static func operationsWithoutTransport(_ specs: [OperationSpec]) -> [String: String] {
        var kinds: [String: String] = [:]
        for spec in specs.flatMap(\.allOperations) {
            let kind: String? = switch spec.work {
            case _ where spec.retry != nil: "a retry"
            case .animation: nil
            case .wait: "a wait"
            case .task: "a task"
            case .group: "a group"
            case .timeline: "a timeline"
            }
            if let kind { kinds[spec.id] = kind }
        }
        return kinds
    }

    /// Refuses a transport field beside an action that does not take it.
    func checkTransportFields(_ object: JSONObject, action key: String, at path: String) {
        for (field, verbs) in Self.transportFields where !verbs.contains(key) {
            guard let value = object[field] else { continue }
            let beside = verbs.joined(separator: " or ")
            fields.fail(FieldReader.join(path, field), "expected only beside \(beside), got \(value.echoed) beside \(key)")
        }
    }

    /// The transport call of a `pause`, `resume`, `play`, `seek`, `reverse`,
    /// `speed` or `finish` event aimed at an operation, or nil with the
    /// problem noted. `pause` and `resume` of a layer id are not read here.
    func transport(
        _ key: String, _ object: JSONObject, at path: String, operations: Set<String>, withoutTransport: [String: String]
    ) -> EventSpec.Action? {
        let field = FieldReader.join(path, key)
        guard let id = operationID(object[key]!, at: field, in: operations, "an animation operation's id (a string)") else { return nil }
        if let kind = withoutTransport[id] {
            fields.fail(field, "expected an animation operation, got \(EchoedText.quoted(id)) (\(kind))")
            return nil
        }
        let call: TransportCall?
        switch key {
        case "pause": call = .pause
        case "resume": call = .play
        case "reverse": call = .reverse
        case "finish": call = .finish
        case "play":
            call = fields.optional(object, "to", at: path) {
                fields.number($0, at: $1, in: 0 ... .infinity, "a finite time ≥ 0 in the run, in seconds")
            }.map { .playTo($0) } ?? (object["to"] == nil ? .play : nil)
        case "seek":
            switch (object["time"], object["progress"]) {
            case (let time?, nil):
                call = fields.number(time, at: FieldReader.join(path, "time"), in: 0 ... .infinity, "a finite time ≥ 0 in the run, in seconds")
                    .map { .seek(to: $0) }
            case (nil, let progress?):
                call = fields.number(progress, at: FieldReader.join(path, "progress"), in: 0 ... .infinity, "a finite fraction ≥ 0 of the run")
                    .map { .seekProgress($0) }
            case (.some, .some):
                fields.fail(path, "expected time or progress beside seek, got both")
                call = nil
            case (nil, nil):
                fields.fail(path, "expected time (seconds) or progress (a fraction) beside seek, got neither")
                call = nil
            }
        default:
            call = fields.required(object, "value", at: path, "the speed (a finite number; below 0 plays backwards)").flatMap {
                fields.number($0, at: FieldReader.join(path, "value"), "a finite speed (below 0 plays backwards)")
            }.map { .setSpeed($0) }
        }
        return call.map { .transport(id, $0) }
    }
}

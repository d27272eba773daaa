import Cadence
import CadenceTesting

extension ScenarioReader {
    /// The actions that steer an operation's transport (`pause` and
    /// `resume` also take a layer id).
    static let transportActions = ["play", "seek", "reverse", "speed", "finish", "continue"]

    /// The fields that go beside some actions only, with those actions.
    static let transportFields = [
        ("to", ["play", "retarget"]), ("time", ["seek"]), ("progress", ["seek"]), ("label", ["seek"]), ("value", ["speed"]),
        ("durationFactor", ["continue"]),
    ]

    /// The kinds of operation besides an animation operation that the
    /// transport steers: a group and a timeline, through their `GroupOperation`.
    static let steeredKinds: Set<String> = ["a group", "a timeline"]

    /// What each operation of `specs` is, by id, when it is not an animation
    /// operation: `a group`, `a timeline`, `a wait`, `a task`, `a retry`.
    static func operationsOtherThanAnimations(_ specs: [OperationSpec]) -> [String: String] {
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

    /// The labels of each timeline of `specs` (nested ones too), by the
    /// timeline's id, at their times from its start.
    static func timelineLabels(_ specs: [OperationSpec]) -> [String: [String: Double]] {
        var labels: [String: [String: Double]] = [:]
        for spec in specs.flatMap(\.allOperations) {
            if case .timeline(let timeline) = spec.work { labels[spec.id] = timeline.labels }
        }
        return labels
    }

    /// Why the events do not steer an operation of `kind`, after its kind.
    static func whyNotSteered(_ kind: String) -> String {
        kind == "a retry" ? ", whose attempts are made as it runs" : ", which the events steer only through the group or timeline that holds it"
    }

    /// Refuses a transport field beside an action that does not take it.
    func checkTransportFields(_ object: JSONObject, action key: String, at path: String) {
        for (field, verbs) in Self.transportFields where !verbs.contains(key) {
            guard let value = object[field] else { continue }
            let beside = verbs.joined(separator: " or ")
            // A group has no play(to:), and a label is a time of a timeline, which plays as a group.
            let note = field == "label" && key == "play" ? " (a timeline plays as a group, whose transport has no play(to:))" : ""
            fields.fail(FieldReader.join(path, field), "expected only beside \(beside), got \(value.echoed) beside \(key)\(note)")
        }
    }

    /// The operations a transport event may name, and what it needs to
    /// know of them: the kind of each that is not an animation operation,
    /// and each timeline's labels.
    struct TransportTargets {
        let ids: Set<String>
        let kinds: [String: String]
        let labels: [String: [String: Double]]
    }

    /// The transport call of a `pause`, `resume`, `play`, `seek`, `reverse`,
    /// `speed`, `finish` or `continue` event aimed at an operation, or nil
    /// with the problem noted. `pause` and `resume` of a layer id are not read here.
    func transport(_ key: String, _ object: JSONObject, at path: String, targets: TransportTargets) -> EventSpec.Action? {
        let field = FieldReader.join(path, key)
        let what = "the id of an animation operation, a group or a timeline (a string)"
        guard let id = operationID(object[key]!, at: field, in: targets.ids, what) else { return nil }
        let kind = targets.kinds[id]
        if let kind, !Self.steeredKinds.contains(kind) {
            fields.fail(field, "expected an animation operation, a group or a timeline, got \(EchoedText.quoted(id)) (\(kind)\(Self.whyNotSteered(kind)))")
            return nil
        }
        let call: TransportCall?
        switch key {
        case "pause": call = .pause
        case "resume": call = .play
        case "reverse": call = .reverse
        case "finish": call = .finish
        case "play":
            if let kind, let to = object["to"] {
                fields.fail(
                    FieldReader.join(path, "to"),
                    "expected only beside play of an animation operation (a group's transport has no play(to:)), got \(to.echoed) beside play of \(EchoedText.quoted(id)) (\(kind))")
                return nil
            }
            call = fields.optional(object, "to", at: path) {
                fields.number($0, at: $1, in: 0 ... .infinity, "a finite time ≥ 0 in the run, in seconds")
            }.map { .playTo($0) } ?? (object["to"] == nil ? .play : nil)
        case "seek":
            call = seek(object, at: path, id: id, kind: kind, labels: targets.labels[id])
        case "continue":
            call = fields.optional(object, "durationFactor", at: path) {
                fields.number($0, at: $1, in: .leastNonzeroMagnitude ... .infinity, "a finite factor > 0 of the run's duration")
            }.map { .continueAnimation(durationFactor: $0) } ?? (object["durationFactor"] == nil ? .continueAnimation(durationFactor: 1) : nil)
        default:
            call = fields.required(object, "value", at: path, "the speed (a finite number; below 0 plays backwards)").flatMap {
                fields.number($0, at: FieldReader.join(path, "value"), "a finite speed (below 0 plays backwards)")
            }.map { .setSpeed($0) }
        }
        return call.map { .transport(id, $0) }
    }

    /// A `seek`'s call: to its `time`, its `progress` or the time of its
    /// timeline's `label`, exactly one of them; nil with the problem noted.
    private func seek(_ object: JSONObject, at path: String, id: String, kind: String?, labels: [String: Double]?) -> TransportCall? {
        let given = ["time", "progress", "label"].filter { object[$0] != nil }
        guard given.count == 1, let field = given.first, let value = object[field] else {
            fields.fail(
                path, given.isEmpty
                    ? "expected time (seconds), progress (a fraction) or label (a timeline's) beside seek, got neither"
                    : "expected one of time, progress and label beside seek, got \(given.joined(separator: " and "))")
            return nil
        }
        let at = FieldReader.join(path, field)
        switch field {
        case "time":
            return fields.number(value, at: at, in: 0 ... .infinity, "a finite time ≥ 0 in the run, in seconds").map { .seek(to: $0) }
        case "progress":
            return fields.number(value, at: at, in: 0 ... .infinity, "a finite fraction ≥ 0 of the run").map { .seekProgress($0) }
        default:
            guard let name = fields.string(value, at: at, "a label of the timeline (a string)") else { return nil }
            guard kind == "a timeline" else {
                fields.fail(at, "expected only beside seek of a timeline, got \(value.echoed) beside seek of \(EchoedText.quoted(id)) (\(kind ?? "an animation operation"))")
                return nil
            }
            // A timeline whose entries were refused has its problems noted already.
            guard let labels else { return nil }
            guard let time = labels[name] else {
                guard limits.admit(.unknownLabel, written: fields.problems.count) else { return nil }
                let known = labels.isEmpty ? ", which has no labels" : Self.hint(NameSuggestion.nearest(to: name, in: labels.keys.sorted()))
                fields.fail(at, "unknown label \(EchoedText.quoted(name)) of the timeline \(EchoedText.quoted(id))\(known)")
                return nil
            }
            return .seek(to: time)
        }
    }
}

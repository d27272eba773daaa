import Cadence
import CadenceTesting

extension ScenarioReader {
    static let actionFields = ["cancel", "cancelAll", "set", "stall", "pause", "resume"] + transportActions + ["retarget"]
    static let eventFields = ["at", "propagate", "reason"] + actionFields + transportFields.map(\.0)

    /// The events of the file, whose `operations` were read already.
    mutating func readEvents(_ json: JSONValue?, operations: [OperationSpec]) -> [EventSpec] {
        guard let json, let items = fields.array(json, at: "events") else { return [] }
        let ids = Set(declaredOperations.map(\.id))
        let kinds = Self.operationsOtherThanAnimations(operations)
        let targets = TransportTargets(ids: ids, kinds: kinds, labels: Self.timelineLabels(operations))
        let animations = Self.animationsByID(operations)
        return items.enumerated().compactMap { index, item -> EventSpec? in
            let path = FieldReader.index("events", index)
            guard let object = fields.object(item, at: path, allowed: Self.eventFields) else { return nil }
            let at = fields.required(object, "at", at: path, "the time of the event").flatMap {
                fields.number($0, at: FieldReader.join(path, "at"), in: 0 ... .infinity, "a finite number ≥ 0")
            }
            let actions = object.keys.filter { Self.actionFields.contains($0) }
            guard actions.count == 1, let key = actions.first else {
                fields.fail(
                    path, actions.isEmpty
                        ? "expected one action: \(Self.actionFields.joined(separator: ", "))"
                        : "expected one action, got \(actions.count): \(actions.joined(separator: ", "))")
                return nil
            }
            if object["propagate"] != nil, key != "cancel" {
                fields.fail(FieldReader.join(path, "propagate"), "only a cancel event propagates")
            }
            if object["reason"] != nil, key != "cancel" {
                fields.fail(FieldReader.join(path, "reason"), "only a cancel event has a reason")
            }
            checkTransportFields(object, action: key, at: path)
            let action: EventSpec.Action? = if key == "retarget" {
                retarget(object, at: path, operations: ids, kinds: kinds, animations: animations)
            } else if Self.transportActions.contains(key) || steersOperation(key, object[key]!, ids) {
                transport(key, object, at: path, targets: targets)
            } else {
                self.action(key, object, at: path, operations: ids)
            }
            guard let at, let action else { return nil }
            return EventSpec(at: at, action: action)
        }
    }

    /// The id of a declared operation, or nil with the problem noted (an
    /// unknown id with the nearest suggested).
    func operationID(_ value: JSONValue, at field: String, in operations: Set<String>, _ what: String) -> String? {
        guard let id = fields.string(value, at: field, what) else { return nil }
        guard operations.contains(id) else {
            guard limits.admit(.unknownOperation, written: fields.problems.count) else { return nil }
            let hint = Self.hint(NameSuggestion.nearest(to: id, in: operations.sorted()))
            fields.fail(field, "unknown operation id \(EchoedText.quoted(id))\(hint)")
            return nil
        }
        return id
    }

    /// Whether a `pause` or `resume` names an operation: a name that is not
    /// a layer's id but is an operation's. A layer's id wins, as it did
    /// before operations had a transport.
    private func steersOperation(_ key: String, _ value: JSONValue, _ operations: Set<String>) -> Bool {
        guard key == "pause" || key == "resume", case .string(let id) = value else { return false }
        return !isLayerID(value) && operations.contains(id)
    }

    private func action(_ key: String, _ object: JSONObject, at path: String, operations: Set<String>) -> EventSpec.Action? {
        let field = FieldReader.join(path, key)
        let value = object[key]!
        switch key {
        case "cancel":
            guard let id = operationID(value, at: field, in: operations, "an operation id (a string)") else { return nil }
            let propagate = object["propagate"].flatMap { fields.bool($0, at: FieldReader.join(path, "propagate")) } ?? false
            let reasonPath = FieldReader.join(path, "reason")
            let reason = object["reason"].flatMap { fields.string($0, at: reasonPath, "the reason for the cancel (a string)") }
            if let reason, reason.isEmpty {
                fields.expected(reasonPath, "the reason for the cancel (a string that is not empty)", got: .string(""))
                return nil
            }
            return .cancel(id, propagate: propagate, reason: reason)
        case "cancelAll":
            guard value == .bool(true) else {
                fields.expected(field, "true", got: value)
                return nil
            }
            return .cancelAll
        case "stall":
            return fields.number(value, at: field, in: 0 ... .infinity, "a finite number of seconds ≥ 0").map { .stall($0) }
        case "pause", "resume":
            guard let id = layerID(value, at: field) else { return nil }
            return key == "pause" ? .pause(id) : .resume(id)
        default:
            guard let set = fields.object(value, at: field, allowed: ["layer", "keyPath", "value", "animated"]),
                let layer = fields.required(set, "layer", at: field, "a layer id").flatMap({
                    layerID($0, at: FieldReader.join(field, "layer"))
                }),
                let name = fields.required(set, "keyPath", at: field, "a key path").flatMap({
                    fields.string($0, at: FieldReader.join(field, "keyPath"), "a key path (a string)")
                }),
                let keyPath = keyPath(name, onLayer: layer, at: FieldReader.join(field, "keyPath")),
                let json = fields.required(set, "value", at: field, "the value to set"),
                let setting = setting(keyPath, json, at: FieldReader.join(field, "value"))
            else { return nil }
            let animated = set["animated"].flatMap { fields.bool($0, at: FieldReader.join(field, "animated")) } ?? false
            return .set(layer: layer, setting, animated: animated)
        }
    }

    // MARK: - Samples

    func readSample(_ json: JSONValue, until: Double?) -> SampleSpec {
        var sample = SampleSpec()
        guard let object = fields.object(json, at: "sample", allowed: ["keyPaths", "times", "every", "from", "to", "velocities"]) else {
            return sample
        }
        if let value = object["keyPaths"], let names = fields.array(value, at: "sample.keyPaths", "an array of LAYER.KEYPATH names") {
            let layers = LayerIdPrefixes(layerPaths.keys)
            sample.columns = names.enumerated().compactMap { index, item in
                column(item, at: FieldReader.index("sample.keyPaths", index), layers: layers)
            }
        }
        if let value = object["times"], let times = fields.array(value, at: "sample.times", "an array of times") {
            sample.times = times.enumerated().compactMap { index, item in
                fields.number(item, at: FieldReader.index("sample.times", index), in: 0 ... .infinity, "a finite number ≥ 0")
            }
        }
        sample.velocities = fields.optional(object, "velocities", at: "sample") { fields.bool($0, at: $1) } ?? false
        sample.every = fields.optional(object, "every", at: "sample") {
            fields.number($0, at: $1, in: .leastNonzeroMagnitude ... .infinity, "a finite number > 0")
        }
        sample.from = fields.optional(object, "from", at: "sample") { fields.number($0, at: $1, in: 0 ... .infinity, "a finite number ≥ 0") } ?? 0
        sample.to = fields.optional(object, "to", at: "sample") { fields.number($0, at: $1, in: sample.from ... .infinity, "a finite number ≥ from") }
        if let every = sample.every, let to = sample.to ?? until {
            // A little slack, as for the instants themselves: 10 / 0.00001 is 999999.99….
            let count = ((to - sample.from) / every + 1e-9).rounded(.down) + 1
            if count > Double(SampleSpec.maximumCount) {
                fields.fail(
                    "sample.every", "expected at most \(SampleSpec.maximumCount) instants, got \(ValueTable.format(count)) "
                        + "(every \(ValueTable.format(every)) s from \(ValueTable.format(sample.from)) to \(ValueTable.format(to)))")
            }
        }
        if sample.every == nil, object["from"] != nil || object["to"] != nil {
            fields.fail("sample", "from and to bound a series; expected every as well")
        }
        checkSampleCount(sample, until: until)
        return sample
    }

    /// Refuses a file that asks for more than ``SampleSpec/maximumCount``
    /// instants, counting them as the runner takes them: with `until`, the
    /// distinct instants of `times` and the series up to `until`; without it,
    /// every entry of `times` (an instant listed twice is sampled twice) and,
    /// when `to` bounds it, the series, an instant they share taken once. A
    /// series over the limit by itself has been refused already.
    private func checkSampleCount(_ sample: SampleSpec, until: Double?) {
        let limit = SampleSpec.maximumCount
        var series: [Double] = []
        if let every = sample.every, let to = sample.to ?? until {
            guard ((to - sample.from) / every + 1e-9).rounded(.down) + 1 <= Double(limit) else { return }
            var index = 0.0
            while true {
                let time = sample.from + index * every
                guard time <= to + 1e-9 * max(1, abs(to)) else { break }
                series.append(time)
                index += 1
            }
        }
        guard sample.times.count + series.count > limit else { return }
        let count: Int
        if let until {
            count = sample.instants(endingAt: until).count { $0 <= until }
        } else {
            // The runner's merge: the next of either, both taken when equal.
            let times = sample.times.sorted()
            var (next, nextInSeries, merged) = (0, 0, 0)
            while next < times.count || nextInSeries < series.count {
                let explicit = next < times.count ? times[next] : .infinity
                let fromSeries = nextInSeries < series.count ? series[nextInSeries] : .infinity
                let instant = min(explicit, fromSeries)
                if explicit == instant { next += 1 }
                if fromSeries == instant { nextInSeries += 1 }
                merged += 1
            }
            count = merged
        }
        guard count > limit else { return }
        let what = series.isEmpty ? "\(EchoedText.count(count)) instants in times" : "\(EchoedText.count(count)) in times and the series together"
        fields.fail(series.isEmpty ? "sample.times" : "sample", "expected at most \(limit) instants, got \(what)")
    }

    /// A column `LAYERID.KEYPATH`: the longest layer id that prefixes it.
    private func column(_ json: JSONValue, at path: String, layers: LayerIdPrefixes) -> SampleSpec.Column? {
        guard let name = fields.string(json, at: path, "LAYER.KEYPATH (a string)") else { return nil }
        guard let (layer, length) = layers.longestLayer(prefixing: name) else {
            guard limits.admit(.unknownLayer, written: fields.problems.count) else { return nil }
            let typedLayer = String(name.prefix { $0 != "." })
            let hint = Self.hint(NameSuggestion.nearest(to: typedLayer, in: layerPaths.keys.sorted()))
            fields.fail(path, "expected LAYER.KEYPATH with a known layer id, got \(json.echoed)\(hint)")
            return nil
        }
        guard let keyPath = keyPath(String(name.dropFirst(length + 1)), onLayer: layer, at: path) else { return nil }
        return column(name, layer: layer, keyPath)
    }

    private func column<Path: AnimationKeyPathProtocol>(_ name: String, layer: String, _ path: Path) -> SampleSpec.Column {
        let keyPath = path.keyPath
        return SampleSpec.Column(
            name: name, layer: layer, read: { values in scenarioNumbers(values[keyPath]) },
            velocity: { layer, time in
                let lead = SampleSpec.Column.velocityLead
                let before = scenarioNumbers(layer.presentedVelocity(for: keyPath, at: time - lead))
                let after = scenarioNumbers(layer.presentedVelocity(for: keyPath, at: time + lead))
                return zip(before, after).map { abs($0) < abs($1) ? $0 : $1 }
            })
    }
}

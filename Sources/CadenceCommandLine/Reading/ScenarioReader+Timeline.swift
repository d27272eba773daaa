import Cadence

extension ScenarioReader {
    /// The fields of a timeline's label entry and stagger entry.
    static let labelEntryFields = ["label", "position"]
    static let staggerEntryFields = ["id", "stagger", "layers", "animation", "position", "updatesModel", "onCancel"]
    static let staggerFields = ["each", "amount", "from", "seed", "ease", "grid", "axis"]
    /// The fields of a timeline nested in a timeline.
    static let nestedTimelineFields = ["id", "timeline", "position"]
    /// What an operation entry of a timeline may have: the fields of an
    /// animation or a wait, and its `position`.
    static let timelineStepFields = ["id", "layer", "priority", "updatesModel", "onCancel", "animation", "completion", "position"]

    /// Refuses on a timeline the fields a group or an animation has, those
    /// `allowed` (the others are refused as unknown already).
    func refuseTimelineFields(_ object: JSONObject, at path: String, allowed: [String]) {
        for key in ["animation", "children"] where object[key] != nil && allowed.contains(key) {
            fields.fail(FieldReader.join(path, key), "a timeline places its entries by position; expected timeline without \(key)")
        }
        for key in ["layer", "updatesModel", "completion"] + Self.groupFields where object[key] != nil && allowed.contains(key) {
            fields.fail(FieldReader.join(path, key), "a timeline has no \(key); set it on its entries")
        }
    }

    /// One entry as read: the library's entry, the steps it plays, and where
    /// it is in the file.
    private struct ReadEntry {
        var entry: TimelineEntry
        var operations: [OperationSpec]
        var path: String
        var position: JSONValue?
    }

    /// The timeline of the operation `id` at `path`: its entries read, placed
    /// by the library's scheduling, every refusal located in the file.
    mutating func timeline(_ object: JSONObject, at path: String, id: String, anchor: Anchor) -> TimelineSpec? {
        let listPath = FieldReader.join(path, "timeline")
        guard let value = object["timeline"], let items = fields.array(value, at: listPath, "an array of timeline entries") else {
            return nil
        }
        let level = Level(group: id)
        var entries: [ReadEntry] = []
        for (index, item) in items.enumerated() {
            let entryPath = FieldReader.index(listPath, index)
            if let entry = timelineEntry(item, at: entryPath, level: level, anchor: anchor) { entries.append(entry) }
        }
        guard entries.count == items.count else { return nil }
        var timeline = AnimationTimeline(name: id)
        for entry in entries { timeline.add(entry.entry) }
        let schedule: TimelineSchedule
        do {
            schedule = try timeline.schedule()
        } catch {
            locate(error, in: entries)
            return nil
        }
        var steps: [TimelineSpec.Step] = []
        for (entry, slot) in zip(entries, schedule.slots) where !entry.operations.isEmpty {
            guard let start = slot.start else {
                fields.fail(
                    FieldReader.join(entry.path, "position"),
                    "expected a start at a known time, after no animation that repeats for ever")
                return nil
            }
            let offsets = slot.staggerOffsets.isEmpty ? [0] : slot.staggerOffsets
            for (operation, offset) in zip(entry.operations, offsets) {
                let step = TimelineSpec.Step(operation: operation, start: start + offset)
                if let holdName = step.holdName { holdNames[holdName] = HeldStep(id: operation.id, path: entry.path) }
                steps.append(step)
            }
        }
        return TimelineSpec(
            steps: steps, labels: schedule.labels, totalDuration: schedule.totalDuration ?? .infinity, timeline: timeline)
    }

    /// A scheduling refusal of the library, at the entry's place in the file,
    /// the position as the file wrote it.
    private func locate(_ error: CadenceError, in entries: [ReadEntry]) {
        var field = error.field
        var written: JSONValue?
        if field.hasPrefix("entries["), let close = field.firstIndex(of: "]"),
            let index = Int(field[field.index(field.startIndex, offsetBy: 8) ..< close]), entries.indices.contains(index)
        {
            let rest = String(field[field.index(after: close)...])
            field = entries[index].path + rest
            if rest == ".position" { written = entries[index].position }
            if rest == ".stagger.ease", let step = Self.staggerStep(in: error.value, of: entries[index].operations) {
                field = entries[index].path + ".stagger"
                return fields.fail(field, "expected \(error.expected), got \(step)")
            }
        }
        let got = written?.echoed ?? error.value
        fields.fail(field, "expected \(error.expected), got \(got)\(Self.hint(error.suggestion))")
    }

    /// The library's `item 1 at -0.5 s` for a stagger's step as the file
    /// names it: `'s.b' at -0.5 s`.
    private static func staggerStep(in value: String, of operations: [OperationSpec]) -> String? {
        guard value.hasPrefix("item "), let at = value.range(of: " at "),
            let item = Int(value[value.index(value.startIndex, offsetBy: 5) ..< at.lowerBound]), operations.indices.contains(item)
        else { return nil }
        return "\(EchoedText.quoted(operations[item].id)) at \(value[at.upperBound...])"
    }

    /// One entry: a label, a stagger, a nested timeline (with the `anchor` of
    /// the timeline around it), or an animation or wait with a position.
    private mutating func timelineEntry(_ item: JSONValue, at path: String, level: Level, anchor: Anchor) -> ReadEntry? {
        guard case .object(let object) = item else {
            fields.expected(path, "a timeline entry (an operation, a group, a label or a stagger)", got: item)
            return nil
        }
        let problemsBefore = fields.problems.count
        let position = object["position"].flatMap { self.position($0, at: FieldReader.join(path, "position")) }
        if object["label"] != nil {
            guard let object = fields.object(item, at: path, allowed: Self.labelEntryFields),
                let label = object["label"].flatMap({ fields.string($0, at: FieldReader.join(path, "label"), "a label name (a string)") })
            else { return nil }
            if label.isEmpty {
                fields.fail(FieldReader.join(path, "label"), "expected a label name that is not empty, got \"\"")
            } else if (try? TimelinePosition(gsap: label)) != .label(label) {
                // "2" is a time, "<" the previous entry, "a=b" no position at all.
                fields.fail(
                    FieldReader.join(path, "label"),
                    "expected a label name a position can name (not a number, not starting with < or >, "
                        + "without = and without spaces at its ends), got \(JSONValue.string(label).echoed)")
            }
            guard fields.problems.count == problemsBefore else { return nil }
            return ReadEntry(entry: .label(label, at: position ?? .end), operations: [], path: path, position: object["position"])
        }
        if object["stagger"] != nil {
            return staggerEntry(object, item, at: path, level: level, position: position, problemsBefore: problemsBefore)
        }
        if object["children"] != nil, object["timeline"] == nil {
            guard let (step, operation) = timelineGroupEntry(object, item, at: path, level: level, problemsBefore: problemsBefore)
            else { return nil }
            return ReadEntry(entry: .step(step, at: position ?? .end), operations: [operation], path: path, position: object["position"])
        }
        let members = JSONObject(object.members.filter { $0.key != "position" }.map { ($0.key, $0.value) })
        let isNested = object["timeline"] != nil
        let (_, operation) = self.operation(
            .object(members), at: path, level: level, after: nil,
            allowed: isNested ? Self.nestedTimelineFields : Self.timelineStepFields)
        guard var operation, fields.problems.count == problemsBefore else { return nil }
        if case .timeline(let nested) = operation.work {
            operation.anchor = anchor
            // Its steps were placed by its own scheduling; the outer one
            // places it whole, its labels reachable as `ID.label`.
            return ReadEntry(
                entry: .timeline(nested.timeline, at: position ?? .end), operations: [operation], path: path,
                position: object["position"])
        }
        let step: AnimationStep
        switch operation.work {
        case .animation(let animation): step = .animation(animation)
        case .wait(let seconds), .task(let seconds, _): step = .wait(seconds)
        case .group, .timeline: return nil
        }
        return ReadEntry(entry: .step(step, at: position ?? .end), operations: [operation], path: path, position: object["position"])
    }

    /// A position: a number (an absolute time) or one of GSAP's strings.
    private func position(_ json: JSONValue, at path: String) -> TimelinePosition? {
        switch json {
        case .number(let number) where number.isFinite:
            return .at(number.value)
        case .string(let text):
            do {
                return try TimelinePosition(gsap: text)
            } catch {
                fields.fail(path, "expected \(error.expected), got \(json.echoed)")
                return nil
            }
        default:
            fields.expected(path, "a time in seconds or a GSAP position string (\"-=0.5\", \"<\", \"label+=0.25\")", got: json)
            return nil
        }
    }

    /// A stagger entry: one animation played on each of `layers`, their
    /// starts spread by `stagger`; each step is named `ID.LAYER`.
    private mutating func staggerEntry(
        _ object: JSONObject, _ item: JSONValue, at path: String, level: Level, position: TimelinePosition?, problemsBefore: Int
    ) -> ReadEntry? {
        guard let object = fields.object(item, at: path, allowed: Self.staggerEntryFields),
            let idValue = fields.required(object, "id", at: path, "an operation id"),
            let id = fields.string(idValue, at: FieldReader.join(path, "id"), "an operation id (a string)")
        else { return nil }
        let stagger = readStagger(object["stagger"], at: FieldReader.join(path, "stagger"))
        let layersPath = FieldReader.join(path, "layers")
        var layers: [String] = []
        if let value = fields.required(object, "layers", at: path, "an array of layer ids"),
            let items = fields.array(value, at: layersPath, "an array of layer ids")
        {
            if items.isEmpty { fields.fail(layersPath, "expected at least one layer id, got []") }
            layers = items.enumerated().compactMap { index, item in layerID(item, at: FieldReader.index(layersPath, index)) }
            refuseRepeatedLayers(items, at: layersPath, stagger: id)
        }
        let updatesModel = fields.optional(object, "updatesModel", at: path) { fields.bool($0, at: $1) } ?? true
        let onCancel = fields.optional(object, "onCancel", at: path) { value, field in
            fields.choice(value, at: field, CancellationPolicy.allCases.map { ($0.rawValue, $0) })
        } ?? .current
        let animationPath = FieldReader.join(path, "animation")
        var operations: [OperationSpec] = []
        if let json = fields.required(object, "animation", at: path, "an animation object"), let first = layers.first {
            for layer in layers {
                guard fields.problems.count == problemsBefore else { break }
                if case .animation(let animation)? = work(json, at: animationPath, layer: layer) {
                    operations.append(OperationSpec(
                        id: "\(id).\(layer)", layer: layer, dependsOn: [], priority: .normal, updatesModel: updatesModel,
                        onCancel: onCancel, anchor: .completion, work: .animation(animation)))
                } else if layer == first, fields.problems.count == problemsBefore {
                    fields.fail(animationPath, "expected an animation to stagger (basic, keyframe, spring, decay or group), not a wait or a task")
                }
            }
        }
        for (index, operation) in operations.enumerated() {
            if let first = operationPaths[operation.id] {
                fields.fail(
                    FieldReader.index(layersPath, index),
                    "the step \(EchoedText.quoted(operation.id)) it makes has the id of the operation at \(first)")
            }
        }
        guard let stagger, fields.problems.count == problemsBefore, operations.count == layers.count else { return nil }
        for operation in operations {
            operationPaths[operation.id] = path
            declaredOperations.append(DeclaredOperation(id: operation.id, path: path, dependsOn: [], group: level.group, previous: nil))
        }
        let steps = operations.map { operation -> AnimationStep in
            guard case .animation(let animation) = operation.work else { return .wait(0) }
            return .animation(animation)
        }
        return ReadEntry(
            entry: .stagger(stagger, steps, at: position ?? .end), operations: operations, path: path, position: object["position"])
    }

    /// Refuses a layer listed twice in a stagger's `layers` (in one spelling
    /// or two canonically equivalent ones): its step, `ID.LAYER`, would be
    /// made twice under one name.
    private func refuseRepeatedLayers(_ items: [JSONValue], at path: String, stagger id: String) {
        var first: [String: (spelling: String, path: String)] = [:]
        for (index, item) in items.enumerated() {
            guard case .string(let layer) = item else { continue }
            let itemPath = FieldReader.index(path, index)
            guard let earlier = first[layer] else {
                first[layer] = (layer, itemPath)
                continue
            }
            // Two spellings are told apart by their escapes, as in the collision.
            let twoSpellings = !layer.unicodeScalars.elementsEqual(earlier.spelling.unicodeScalars)
            let step = EchoedText.quoted("\(id).\(layer)", asciiOnly: twoSpellings)
            fields.fail(
                itemPath,
                "duplicate layer \(Self.collision(layer, with: earlier.spelling, at: earlier.path)) in a stagger; "
                    + "expected each layer once (its step \(step) would be made twice)")
        }
    }

    /// The origins `stagger.from` names, and what the spelling of another
    /// tool, or another word for one, means here: GSAP's `"start"` and
    /// `"end"`, `"middle"`.
    static let staggerOrigins: [(String, Stagger.Origin)] = [
        ("first", .first), ("last", .last), ("center", .center), ("edges", .edges), ("random", .random(seed: 0)),
    ]
    static let staggerOriginSynonyms = [
        "start": "first", "begin": "first", "beginning": "first", "end": "last", "middle": "center", "centre": "center",
        "mid": "center", "ends": "edges", "outside": "edges", "shuffle": "random",
    ]

    /// `stagger.from`: a name of ``staggerOrigins`` or an index ≥ 0; nil, with
    /// a problem naming the choices and the nearest (or the synonym's), otherwise.
    private func staggerOrigin(_ value: JSONValue, at field: String) -> Stagger.Origin? {
        let expected = "first, last, center, edges, random, or the index of the layer to start from (a whole number ≥ 0)"
        switch value {
        case .number(let number):
            if let index = number.intValue, index >= 0 { return .index(index) }
        case .string(let name):
            if let origin = Self.staggerOrigins.first(where: { $0.0 == name }) { return origin.1 }
            let suggestion = Self.staggerOriginSynonyms[name.lowercased()]
                ?? NameSuggestion.nearest(to: name, in: Self.staggerOrigins.map(\.0))
            fields.fail(field, "expected \(expected), got \(value.echoed)\(suggestion.map { " (did you mean '\($0)'?)" } ?? "")")
            return nil
        case .array:
            fields.fail(field, "expected \(expected), got \(value.echoed) (a point [x, y] of the layout is not supported)")
            return nil
        default:
            break
        }
        fields.expected(field, expected, got: value)
        return nil
    }

    /// `stagger`: `each` or `amount` (not both), `from` (with a `seed` for
    /// `random`), `ease`, `grid` and `axis`.
    private func readStagger(_ json: JSONValue?, at path: String) -> Stagger? {
        guard let json, let object = fields.object(json, at: path, allowed: Self.staggerFields) else { return nil }
        let problemsBefore = fields.problems.count
        let each = fields.optional(object, "each", at: path) { fields.number($0, at: $1, in: 0 ... .infinity, "a finite number of seconds ≥ 0") }
        let amount = fields.optional(object, "amount", at: path) {
            fields.number($0, at: $1, in: 0 ... .infinity, "a finite number of seconds ≥ 0")
        }
        if object["each"] != nil, object["amount"] != nil {
            fields.fail(path, "each and amount are both set; expected one of them (each: between starts, amount: over them all)")
        } else if object["each"] == nil, object["amount"] == nil {
            fields.fail(FieldReader.join(path, "each"), "missing; expected each (seconds between starts) or amount (seconds over them all)")
        }
        var from = Stagger.Origin.first
        if let value = object["from"] {
            let field = FieldReader.join(path, "from")
            if let origin = staggerOrigin(value, at: field) { from = origin }
        }
        if case .random = from {
            if let seed = fields.required(object, "seed", at: path, "a seed, which fixes the random order")
                .flatMap({ readSeed($0, at: FieldReader.join(path, "seed")) })
            {
                from = .random(seed: seed)
            }
        } else if object["seed"] != nil {
            fields.fail(FieldReader.join(path, "seed"), "given without from: \"random\"; expected a seed only for a random order")
        }
        let ease = fields.optional(object, "ease", at: path) { timingFunction($0, at: $1) }
        let grid = fields.optional(object, "grid", at: path) { value, field -> Stagger.Grid? in
            guard case .array(let sides) = value, sides.count == 2,
                case .number(let rows) = sides[0], let rowCount = rows.intValue, rowCount >= 1,
                case .number(let columns) = sides[1], let columnCount = columns.intValue, columnCount >= 1
            else {
                fields.expected(field, "[rows, columns], two whole numbers ≥ 1", got: value)
                return nil
            }
            return Stagger.Grid(rows: rowCount, columns: columnCount)
        }
        let axis = fields.optional(object, "axis", at: path) { value, field in
            fields.choice(value, at: field, [("x", Stagger.Axis.x), ("y", .y)])
        }
        if object["axis"] != nil, object["grid"] == nil {
            fields.fail(FieldReader.join(path, "axis"), "given without a grid; expected an axis only for items in a grid")
        }
        guard fields.problems.count == problemsBefore else { return nil }
        return Stagger(each: each, amount: amount, from: from, ease: ease, grid: grid, axis: axis)
    }
}

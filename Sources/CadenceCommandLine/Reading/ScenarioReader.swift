import Cadence
import Foundation

/// Reads a `cadence-scenario/1` document and checks every rule of the format
/// before anything runs.
///
/// A document with problems is refused as a whole with a ``ScenarioError``
/// listing each one: its JSON path, the value, and what was expected. Unknown
/// fields and key paths suggest the nearest known name.
///
/// ```swift
/// let scenario = try ScenarioReader.read(data, name: "triangle")
/// let result = try ScenarioRunner.run(scenario)
/// ```
public struct ScenarioReader {
    static let documentFields = [
        "format", "name", "description", "until", "maxConcurrentOperations", "categories", "layers", "operations", "events",
        "sample",
    ]

    let fields = FieldReader()
    /// Caps each kind of problem a file can repeat by the thousand.
    let limits = ProblemLimits()
    /// Each layer's id, path in the file, and key paths by name.
    var layerKeyPaths: [String: [String: any AnimationKeyPathProtocol]] = [:]
    var layerPaths: [String: String] = [:]
    /// False when `layers` could not be read, so its ids are not reported unknown too.
    var layersReadable = true
    /// Every operation with an id, valid or not, at its place in the file: the
    /// graph is checked on these, so one bad animation does not make its
    /// dependents' references look unknown.
    var declaredOperations: [DeclaredOperation] = []
    /// Each operation id declared so far, and where: ids are unique in the
    /// whole file, children included.
    var operationPaths: [String: String] = [:]
    /// The exclusivity categories `categories` declares; nil when it could
    /// not be read, so the categories operations name are not reported unknown too.
    var declaredCategories: Set<String>? = []

    /// The operations that retry, whose attempts and waits are named after them.
    var retried: [RetriedOperation] = []

    /// The waits that hold timeline steps until their starts, by name
    /// (`B at 0.5`): names no operation may take.
    var holdNames: [String: HeldStep] = [:]

    /// A timeline step held until its start by a wait named after it.
    struct HeldStep {
        /// The step's id.
        let id: String
        /// Its entry's place in the file.
        let path: String
    }

    struct RetriedOperation {
        let id: String
        let path: String
        let maxAttempts: Int
    }

    struct DeclaredOperation {
        let id: String
        /// Its place in the file: `operations[2]`, `operations[1].children[0]`.
        let path: String
        let dependsOn: [String]
        /// The id of the group it is a child of; nil at the top level.
        let group: String?
        /// In a sequence, the child before it, which it depends on too.
        let previous: String?
    }

    /// The scenario in `data`; `name` is used when the file gives none.
    ///
    /// - Throws: ``ScenarioError`` listing every problem, or the JSON syntax error.
    public static func read(_ data: Data, name: String = "scenario") throws(ScenarioError) -> Scenario {
        let json: JSONValue
        do {
            json = try JSONParser.parse(data)
        } catch {
            throw ScenarioError(problems: ["(document): not valid JSON: \(error)"])
        }
        var reader = ScenarioReader()
        let scenario = reader.document(json, defaultName: name)
        guard reader.fields.problems.isEmpty, let scenario else {
            throw ScenarioError(problems: reader.limits.closing(reader.fields.problems))
        }
        return scenario
    }

    mutating func document(_ json: JSONValue, defaultName: String) -> Scenario? {
        guard let root = fields.object(json, at: "", allowed: Self.documentFields) else {
            return nil
        }
        if let format = fields.required(root, "format", at: "", "\"cadence-scenario/1\""),
            format != .string("cadence-scenario/1")
        {
            fields.expected("format", "\"cadence-scenario/1\"", got: format)
        }
        let name = fields.optional(root, "name", at: "") { fields.string($0, at: $1) } ?? defaultName
        let summary = fields.optional(root, "description", at: "") { fields.string($0, at: $1) }
        let until = fields.optional(root, "until", at: "") { fields.number($0, at: $1, in: 0 ... .infinity, "a finite number ≥ 0") }
        let limit = root["maxConcurrentOperations"].map { maxConcurrent($0, at: "maxConcurrentOperations") } ?? 1
        let categories = readCategories(root["categories"])

        let layerItems = root["layers"].map { fields.array($0, at: "layers") } ?? []
        layersReadable = layerItems != nil
        let layers = (layerItems ?? []).enumerated().compactMap { index, item in
            layer(item, at: FieldReader.index("layers", index))
        }
        let operations = readOperations(root["operations"])
        let events = readEvents(root["events"], operations: operations)
        let sample = root["sample"].map { readSample($0, until: until) } ?? SampleSpec()
        checkGraph()
        checkAttemptNames()
        checkHoldNames()
        checkCrossedCategories(operations)
        checkCategoriesWaitingForSlots(operations, width: limit ?? 1)
        if until == nil { checkEnds(operations, events: events) }
        return Scenario(
            name: name, summary: summary, until: until, maxConcurrentOperations: limit ?? 1, layers: layers,
            operations: operations, events: events, sample: sample, categories: categories)
    }

    /// A queue's width at `path`: a whole number ≥ 1, or `"unlimited"`.
    func maxConcurrent(_ json: JSONValue, at path: String) -> Int? {
        if json == .string("unlimited") { return AnimationQueue.unlimited }
        if case .number(let number) = json, let count = number.intValue, count >= 1 { return count }
        fields.expected(path, "a whole number ≥ 1 or \"unlimited\"", got: json)
        return nil
    }

    // MARK: - Layers

    static let layerFields = ["id", "properties", "timing", "sublayers"]

    mutating func layer(_ json: JSONValue, at path: String) -> LayerSpec? {
        guard let object = fields.object(json, at: path, allowed: Self.layerFields) else { return nil }
        guard let idValue = fields.required(object, "id", at: path, "a layer id"),
            let id = fields.string(idValue, at: FieldReader.join(path, "id"), "a layer id (a string)")
        else { return nil }
        if let first = layerPaths.index(forKey: id) {
            if limits.admit(.duplicateLayer, written: fields.problems.count) {
                fields.fail(
                    FieldReader.join(path, "id"),
                    "duplicate layer id \(Self.collision(id, with: layerPaths[first].key, at: FieldReader.join(layerPaths[first].value, "id")))")
            }
        } else {
            layerPaths[id] = path
        }

        var spec = LayerSpec(id: id, properties: [], customKeys: [], sublayers: [])
        var keyPaths: [String: any AnimationKeyPathProtocol] = [:]
        if let properties = object["properties"] {
            let propertiesPath = FieldReader.join(path, "properties")
            if case .object(let members) = properties {
                for member in members {
                    let field = FieldReader.join(propertiesPath, EchoedText.pathComponent(member.key))
                    let keyPath: any AnimationKeyPathProtocol
                    if let standard = AnimationKeyPaths.standard(named: member.key) {
                        keyPath = standard
                    } else if let suggestion = NameSuggestion.nearest(
                        to: member.key, in: AnimationKeyPaths.standard.map(\.name))
                    {
                        // A custom name this close to a standard one is taken for a typo.
                        fields.fail(field, "unknown key path (did you mean '\(suggestion)'?)")
                        continue
                    } else {
                        guard case .number = member.value else {
                            fields.expected(field, "a number (a custom animatable property)", got: member.value)
                            continue
                        }
                        keyPath = AnimationKeyPath<Double>(member.key)
                        spec.customKeys.append(member.key)
                    }
                    keyPaths[member.key] = keyPath
                    if let setting = setting(keyPath, member.value, at: field) {
                        spec.properties.append(setting)
                    }
                }
            } else {
                fields.expected(propertiesPath, "an object of key paths and values", got: properties)
            }
        }
        layerKeyPaths[id] = keyPaths
        if let timing = object["timing"] {
            let timingPath = FieldReader.join(path, "timing")
            if let members = fields.object(timing, at: timingPath, allowed: ["beginTime", "speed", "timeOffset"]) {
                spec.beginTime = fields.optional(members, "beginTime", at: timingPath) { fields.number($0, at: $1) } ?? 0
                spec.speed = fields.optional(members, "speed", at: timingPath) {
                    fields.number($0, at: $1, in: 0 ... .infinity, "a finite number ≥ 0")
                } ?? 1
                spec.timeOffset = fields.optional(members, "timeOffset", at: timingPath) { fields.number($0, at: $1) } ?? 0
            }
        }
        if let sublayers = object["sublayers"], let items = fields.array(sublayers, at: FieldReader.join(path, "sublayers")) {
            spec.sublayers = items.enumerated().compactMap { index, item in
                layer(item, at: FieldReader.index(FieldReader.join(path, "sublayers"), index))
            }
        }
        return spec
    }

    /// A model value for `keyPath`, checked against its type.
    func setting(_ keyPath: any AnimationKeyPathProtocol, _ json: JSONValue, at path: String) -> PropertySetting? {
        typedSetting(keyPath, json, at: path)
    }

    private func typedSetting<Path: AnimationKeyPathProtocol>(_ path: Path, _ json: JSONValue, at field: String) -> PropertySetting? {
        let keyPath = path.keyPath
        guard let value = fields.value(Path.Value.self, json, at: field) else { return nil }
        return PropertySetting(keyPath: keyPath.name) { layer in try? layer.setValue(value, for: keyPath) }
    }

    /// The key path `name` on layer `layer`: a standard one, or a custom
    /// property the layer declares.
    func keyPath(_ name: String, onLayer layer: String, at path: String) -> (any AnimationKeyPathProtocol)? {
        if let standard = AnimationKeyPaths.standard(named: name) { return standard }
        if let custom = layerKeyPaths[layer]?[name] { return custom }
        guard limits.admit(.unknownKeyPath, written: fields.problems.count) else { return nil }
        let known = AnimationKeyPaths.standard.map(\.name) + (layerKeyPaths[layer]?.keys.sorted() ?? [])
        let hint = Self.hint(NameSuggestion.nearest(to: name, in: known))
        fields.fail(path, "unknown key path \(EchoedText.quoted(name)) on layer \(EchoedText.quoted(layer))\(hint)")
        return nil
    }

    /// A layer id that exists, or nil with the problem noted.
    func layerID(_ json: JSONValue, at path: String) -> String? {
        guard let id = fields.string(json, at: path, "a layer id (a string)") else { return nil }
        guard layerPaths[id] != nil else {
            guard layersReadable, limits.admit(.unknownLayer, written: fields.problems.count) else { return nil }
            let hint = Self.hint(NameSuggestion.nearest(to: id, in: layerPaths.keys.sorted()))
            fields.fail(path, "unknown layer id \(EchoedText.quoted(id))\(hint)")
            return nil
        }
        return id
    }

    /// Whether `json` is a declared layer's id.
    func isLayerID(_ json: JSONValue) -> Bool {
        guard case .string(let id) = json else { return false }
        return layerPaths[id] != nil
    }

    /// ` (did you mean 'name'?)`, escaped, or nothing.
    static func hint(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean \(EchoedText.quoted($0))?)" } ?? ""
    }

    /// What a duplicate id message says of `id`, first written at `path` as
    /// `first`: `'a' (also layers[0].id)`, and when the two are spelled
    /// differently (Unicode normalisation: ids compare by canonical
    /// equivalence), both spellings with every non-ASCII scalar escaped:
    /// `'cafe\u0301' (also layers[0].id, written 'caf\u00E9': the same id)`.
    static func collision(_ id: String, with first: String, at path: String) -> String {
        guard !id.unicodeScalars.elementsEqual(first.unicodeScalars) else {
            return "\(EchoedText.quoted(id)) (also \(path))"
        }
        return "\(EchoedText.quoted(id, asciiOnly: true)) (also \(path), written "
            + "\(EchoedText.quoted(first, asciiOnly: true)): the same id in another Unicode spelling)"
    }
}

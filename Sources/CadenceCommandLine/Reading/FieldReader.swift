import Cadence

/// Reads typed fields out of a JSON tree, writing down every problem with its
/// path instead of stopping at the first, so a file's problems are all
/// reported at once.
final class FieldReader {
    private(set) var problems: [String] = []

    func fail(_ path: String, _ message: String) {
        problems.append("\(path.isEmpty ? "(document)" : path): \(message)")
    }

    func expected(_ path: String, _ what: String, got value: JSONValue) {
        fail(path, "expected \(what), got \(value.echoed)")
    }

    /// The object at `path`, after refusing keys not in `allowed` (with the
    /// nearest allowed key suggested).
    func object(_ value: JSONValue, at path: String, allowed: [String]) -> JSONObject? {
        guard case .object(let object) = value else {
            expected(path, "an object", got: value)
            return nil
        }
        for key in object.keys where !allowed.contains(key) {
            let field = Self.join(path, EchoedText.pathComponent(key))
            if let suggestion = NameSuggestion.nearest(to: key, in: allowed) {
                fail(field, "unknown field (did you mean '\(suggestion)'?)")
            } else {
                fail(field, "unknown field; expected one of: \(allowed.joined(separator: ", "))")
            }
        }
        return object
    }

    /// A required field: nil, with the problem noted, when it is missing.
    func required(_ object: JSONObject, _ key: String, at path: String, _ what: String) -> JSONValue? {
        guard let value = object[key] else {
            fail(Self.join(path, key), "missing; expected \(what)")
            return nil
        }
        return value
    }

    func number(_ value: JSONValue, at path: String, in range: ClosedRange<Double> = -.infinity ... .infinity,
                _ what: String = "a finite number") -> Double? {
        guard case .number(let number) = value, number.isFinite, range.contains(number.value) else {
            expected(path, what, got: value)
            return nil
        }
        return number.value
    }

    func string(_ value: JSONValue, at path: String, _ what: String = "a string") -> String? {
        guard case .string(let string) = value else {
            expected(path, what, got: value)
            return nil
        }
        return string
    }

    func bool(_ value: JSONValue, at path: String) -> Bool? {
        guard case .bool(let bool) = value else {
            expected(path, "true or false", got: value)
            return nil
        }
        return bool
    }

    func array(_ value: JSONValue, at path: String, _ what: String = "an array") -> [JSONValue]? {
        guard case .array(let array) = value else {
            expected(path, what, got: value)
            return nil
        }
        return array
    }

    /// One of `choices`, by name, with the nearest suggested.
    func choice<T>(_ value: JSONValue, at path: String, _ choices: [(String, T)]) -> T? {
        let names = choices.map(\.0)
        guard case .string(let name) = value else {
            expected(path, "one of \(names.joined(separator: ", "))", got: value)
            return nil
        }
        if let match = choices.first(where: { $0.0 == name }) { return match.1 }
        let hint = NameSuggestion.nearest(to: name, in: names).map { " (did you mean '\($0)'?)" } ?? ""
        fail(path, "expected one of \(names.joined(separator: ", ")), got \(value.echoed)\(hint)")
        return nil
    }

    /// Optional fields: reads `key` with `read` when present.
    func optional<T>(_ object: JSONObject, _ key: String, at path: String, _ read: (JSONValue, String) -> T?) -> T? {
        object[key].flatMap { read($0, Self.join(path, key)) }
    }

    static func join(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }

    static func index(_ path: String, _ index: Int) -> String {
        "\(path)[\(index)]"
    }
}

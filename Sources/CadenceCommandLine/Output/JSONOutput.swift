/// A JSON value that writes itself the same way every time: object keys in
/// the order given, numbers by ``numberText(_:)``.
///
/// The writer behind ``ResultDocument`` and ``ChromeTrace``; small on purpose,
/// since the package takes no dependencies and `JSONEncoder` neither keeps key
/// order nor writes `150` for `150.0`.
enum JSONOutput {
    /// A number; a non-finite one, which JSON cannot hold, is written `null`.
    case number(Double)
    case string(String)
    case bool(Bool)
    case null
    case array([JSONOutput])
    /// Members in the order they are written.
    case object([(String, JSONOutput)])
    /// A number already spelled as JSON, written as is: see ``integer(_:)``.
    case literal(String)

    /// A whole number written with all its digits, exactly, even past the
    /// 2⁵³ a `Double` holds (a 64-bit seed, a count of nanoseconds).
    static func integer(_ value: some BinaryInteger) -> JSONOutput { .literal(String(value)) }

    /// The value as text.
    ///
    /// Arrays and objects are spread over lines, two blanks per level, down to
    /// `depth` levels; below that, and when empty, they stay on one line:
    /// `[1, 2]`, `{ "t": 0, "event": "start" }`, `[]`, `{}`. The text has no
    /// trailing newline.
    func rendered(expanding depth: Int, indent: String = "") -> String {
        switch self {
        case .number(let value): return Self.numberText(value)
        case .string(let text): return Self.quoted(text)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .literal(let text): return text
        case .array(let items):
            guard !items.isEmpty else { return "[]" }
            guard depth > 0 else { return "[" + items.map { $0.rendered(expanding: 0) }.joined(separator: ", ") + "]" }
            let inner = indent + "  "
            let lines = items.map { inner + $0.rendered(expanding: depth - 1, indent: inner) }
            return "[\n" + lines.joined(separator: ",\n") + "\n" + indent + "]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            guard depth > 0 else {
                return "{ " + members.map { Self.quoted($0.0) + ": " + $0.1.rendered(expanding: 0) }.joined(separator: ", ") + " }"
            }
            let inner = indent + "  "
            let lines = members.map { inner + Self.quoted($0.0) + ": " + $0.1.rendered(expanding: depth - 1, indent: inner) }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
        }
    }

    /// `150`, `0.5`, `0.1`, `1e-07`, `1e+16`: whole numbers below 10^15 without a
    /// point, others in the shortest form that reads back as the same double
    /// (`Double.description`); `-0` as `0`; `null` if not finite.
    static func numberText(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return value.description
    }

    /// `text` as a JSON string: quotes and backslashes escaped, control
    /// characters as `\n`, `\t`, … or `\u00XX`; everything else as is (UTF-8).
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{8}": out += "\\b"
            case "\u{C}": out += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

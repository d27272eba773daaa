import CadenceTesting

extension JSONValue: CustomStringConvertible {
    /// The longest ``description``, in characters, including the final "…".
    public static let descriptionLimit = 60

    /// The value written as one line of JSON, for messages: `{"x": 1, "y": [true, null]}`.
    ///
    /// Members are written in document order, with `", "` and `": "` between
    /// them; numbers with their ``JSONNumber/literal``; strings with `"`, `\`
    /// and every character that does not print as itself escaped (controls,
    /// C1 controls such as U+009B, invisible format characters, separators,
    /// spaces other than U+0020, private-use and unassigned code points:
    /// `\n`, `\u001B`, `\u202E`), so no value can start a line or a
    /// terminal colour in a message. Past ``descriptionLimit`` characters
    /// the text is cut and ends with "…", so a large value costs no more
    /// than a short one to describe.
    ///
    /// ```swift
    /// let value: JSONValue = ["note": "two\nlines", "ids": [1, 2]]
    /// print(value)   // {"note": "two\nlines", "ids": [1, 2]}
    /// ```
    public var description: String {
        var writer = DescriptionWriter(limit: Self.descriptionLimit)
        writer.write(self)
        return writer.finish()
    }

    /// ``description``, and when it is cut, how much the value holds:
    /// `"aaaa…" (100,000 characters)`, `[0, 1, 2, …] (5,000 elements)`,
    /// `{"a": 1, …} (300 members)`. What messages echo of a file's value.
    var echoed: String {
        let text = description
        guard text.hasSuffix("…") else { return text }
        switch self {
        case .string(let string): return "\(text) (\(EchoedText.count(string.count)) characters)"
        case .array(let elements): return "\(text) (\(EchoedText.count(elements.count)) elements)"
        case .object(let members): return "\(text) (\(EchoedText.count(members.count)) members)"
        case .number(let number): return "\(text) (\(EchoedText.count(number.literal.count)) characters)"
        case .null, .bool: return text
        }
    }
}

/// Writes values as one line of JSON until a character budget runs out.
private struct DescriptionWriter {
    private let limit: Int
    private var text = ""

    init(limit: Int) {
        self.limit = limit
    }

    /// Whether more than `limit` characters are written; writing stops there,
    /// so `text` stays short and counting it stays cheap.
    private var isFull: Bool { text.count > limit }

    /// The text, cut to `limit - 1` characters and "…" if it is longer than `limit`.
    func finish() -> String {
        guard isFull else { return text }
        return String(text.prefix(limit - 1)) + "…"
    }

    private mutating func append(_ piece: String) {
        guard !isFull else { return }
        text += piece
    }

    mutating func write(_ value: JSONValue) {
        guard !isFull else { return }
        switch value {
        case .null: append("null")
        case .bool(let bool): append(bool ? "true" : "false")
        case .number(let number): append(number.literal)
        case .string(let string): writeString(string)
        case .array(let elements):
            append("[")
            for (index, element) in elements.enumerated() {
                guard !isFull else { return }
                if index > 0 { append(", ") }
                write(element)
            }
            append("]")
        case .object(let object):
            append("{")
            for (index, member) in object.enumerated() {
                guard !isFull else { return }
                if index > 0 { append(", ") }
                writeString(member.key)
                append(": ")
                write(member.value)
            }
            append("}")
        }
    }

    /// Writes `string` quoted, escaping `"`, `\` and what does not print as itself.
    private mutating func writeString(_ string: String) {
        append("\"")
        for scalar in string.unicodeScalars {
            guard !isFull else { return }
            append(Self.escaped(scalar))
        }
        append("\"")
    }

    /// `scalar` as it appears inside a JSON string.
    static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case _ where !JSONValue.printsAsItself(scalar): return JSONValue.escapedScalar(scalar)
        default: return String(scalar)
        }
    }
}

extension JSONValue {
    /// Whether `scalar` shows as itself in a message (CadenceTesting's rule
    /// for every writer).
    static func printsAsItself(_ scalar: Unicode.Scalar) -> Bool { VisibleScalars.printsAsItself(scalar) }

    /// `scalar` escaped JSON's way: `\n`, `\r`, `\t`, `\b`, `\f`, or `\u`
    /// and four uppercase hex digits (a surrogate pair past U+FFFF).
    static func escapedScalar(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        case "\u{08}": return "\\b"
        case "\u{0C}": return "\\f"
        default: return VisibleScalars.unicodeEscape(scalar)
        }
    }
}

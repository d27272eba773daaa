/// Building ``JSONParseError``s: positions, and what the parser found.
extension JSONReader {
    /// An error at byte `offset` with `message`.
    func error(at offset: Int, _ message: String) -> JSONParseError {
        let (line, column) = position(of: offset)
        return JSONParseError(line: line, column: column, offset: offset, message: message)
    }

    /// The line and column of byte `offset`, both from 1 (see ``JSONParseError``).
    ///
    /// Counted from the start when an error is reported, so reading stays
    /// free of bookkeeping; the bytes before `offset` are valid UTF-8.
    func position(of offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var index = contentStart
        while index < offset {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                line += 1
                column = 1
                if byte == UInt8(ascii: "\r"), index + 1 < offset, bytes[index + 1] == UInt8(ascii: "\n") {
                    index += 1
                }
            } else if byte & 0xC0 != 0x80 {
                column += 1  // the first byte of a scalar
            }
            index += 1
        }
        return (line, column)
    }

    /// The error for `key` at `offset`, which an earlier key of its object,
    /// `first` at `firstOffset`, equals. Keys compare as Swift strings do,
    /// by canonical equivalence; when the two are spelled with different
    /// scalars, both are shown with every scalar beyond ASCII escaped:
    /// `duplicate key "cafe\u0301" in an object (first at line 1, column 2,
    /// written "caf\u00E9": the same key in another Unicode spelling)`.
    func duplicateKey(_ key: String, at offset: Int, first: String, at firstOffset: Int) -> JSONParseError {
        let (line, column) = position(of: firstOffset)
        let place = "line \(line), column \(column)"
        guard !key.unicodeScalars.elementsEqual(first.unicodeScalars) else {
            return error(at: offset, "duplicate key \(JSONValue.string(key)) in an object (first at \(place))")
        }
        return error(
            at: offset,
            "duplicate key \(Self.asciiQuoted(key)) in an object (first at \(place), written "
                + "\(Self.asciiQuoted(first)): the same key in another Unicode spelling)")
    }

    /// `text` as a JSON string with every scalar beyond ASCII escaped, cut
    /// like ``JSONValue/description``.
    static func asciiQuoted(_ text: String) -> String {
        var quoted = "\""
        var shown = 0
        for scalar in text.unicodeScalars {
            guard shown < JSONValue.descriptionLimit - 2 else { return quoted + "…" }
            let piece = scalar.isASCII ? JSONValue.string(String(scalar)).description.dropFirst().dropLast() : Substring(JSONValue.escapedScalar(scalar))
            quoted += piece
            shown += piece.count
        }
        return quoted + "\""
    }

    /// "unexpected end of input", at the end of the input.
    func truncated() -> JSONParseError {
        error(at: bytes.count, "unexpected end of input (the document is truncated?)")
    }

    /// The error for a byte at `offset` that cannot start a value.
    func expectedValue(_ context: ValueContext) -> JSONParseError {
        let found = found(at: offset, inValue: true)
        switch context {
        case .document:
            return error(at: offset, "expected a value, \(found)")
        case .firstElement:
            return error(at: offset, "expected a value or ']', \(found)")
        case .nextElement:
            let hint = bytes[offset] == UInt8(ascii: "]") ? " (JSON does not allow trailing commas)" : ""
            return error(at: offset, "expected a value after ',', \(found)\(hint)")
        case .member(let key):
            return error(at: offset, "expected a value for the key \(JSONValue.string(key)), \(found)")
        }
    }

    /// The error for a byte at `offset` that cannot start a key.
    func expectedKey(afterComma: Bool) -> JSONParseError {
        let found = found(at: offset)
        guard afterComma else { return error(at: offset, "expected a key in double quotes or '}', \(found)") }
        let hint = bytes[offset] == UInt8(ascii: "}") ? " (JSON does not allow trailing commas)" : ""
        return error(at: offset, "expected a key in double quotes after ',', \(found)\(hint)")
    }

    /// The error for the control character at `index`, inside a string.
    func controlCharacter(at index: Int) -> JSONParseError {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
            let escape = byte == UInt8(ascii: "\n") ? "\\n" : "\\r"
            return error(at: index, "line break in a string (write it as \(escape); or is a closing '\"' missing?)")
        }
        let escape =
            switch byte {
            case UInt8(ascii: "\t"): "\\t"
            case 0x08: "\\b"
            case 0x0C: "\\f"
            default: "\\u00" + Self.hex(byte).dropFirst(2)
            }
        let code = Self.code(UInt32(byte))
        return error(at: index, "unescaped control character \(code) in a string (write it as \(escape))")
    }

    /// The error for the escape sequence at `escape`, a `\` followed by
    /// something other than `"`, `\`, `/`, `b`, `f`, `n`, `r`, `t` or `u`.
    func invalidEscape(at escape: Int) -> JSONParseError {
        let escapes = #"JSON's escapes are \" \\ \/ \b \f \n \r \t and \uXXXX"#
        let scalar = scalar(at: escape + 1)
        guard Self.isPrintable(scalar) else {
            return error(at: escape, "invalid escape in a string: \(Self.code(scalar.value)) after '\\' (\(escapes))")
        }
        return error(at: escape, "invalid escape '\\\(scalar)' in a string (\(escapes))")
    }

    /// The error for the `\uXXXX` escape at `escape`, a surrogate without its partner.
    func loneSurrogate(at escape: Int, high: Bool) -> JSONParseError {
        let typed = text(escape..<(escape + 6))
        let rule =
            high
            ? "a high surrogate must be followed by a low surrogate, \\uDC00-\\uDFFF"
            : "a low surrogate must follow a high surrogate, \\uD800-\\uDBFF"
        return error(at: escape, "lone surrogate '\(typed)' in a string (\(rule))")
    }

    /// "found" and what is at `index`, with a hint for what people often
    /// mistake for JSON: `found 'x'`, `found 'NaN' (JSON has no NaN or Infinity)`.
    ///
    /// - Parameters:
    ///   - index: The offending byte's offset, before the end of the input.
    ///   - words: Whether to quote a whole word when a letter is found, as in `found 'True'`.
    ///   - inValue: Whether a value was expected, which enables hints about numbers and literals.
    func found(at index: Int, words: Bool = true, inValue: Bool = false) -> String {
        let scalar = scalar(at: index)
        if words, ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) {
            let word = text(index..<endOfWord(from: index))
            let quoted = word.count > 24 ? "'\(word.prefix(23))…'" : "'\(word)'"
            guard inValue else { return "found \(quoted)" }
            switch word.lowercased() {
            case "nan", "inf", "infinity": return "found \(quoted) (JSON has no NaN or Infinity)"
            case "true", "false", "null": return "found \(quoted) (JSON's true, false and null are lowercase)"
            default: return "found \(quoted)"
            }
        }
        switch scalar {
        case "'": return #"found "'" (JSON strings use double quotes)"#
        case "/": return "found '/' (JSON has no comments)"
        case "+" where inValue: return "found '+' (a JSON number cannot start with '+')"
        case "." where inValue: return "found '.' (a JSON number needs a digit before '.')"
        case _ where !Self.isPrintable(scalar): return "found \(Self.code(scalar.value))"
        case _ where !scalar.isASCII: return "found '\(scalar)' (\(Self.code(scalar.value)))"
        default: return "found '\(scalar)'"
        }
    }

    /// The end of the run of ASCII letters, digits and `_` that starts at `start`.
    func endOfWord(from start: Int) -> Int {
        var end = start
        while end < bytes.count {
            switch bytes[end] {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
                end += 1
            default:
                return end
            }
        }
        return end
    }

    /// The scalar whose UTF-8 starts at `index` (the input is valid UTF-8).
    private func scalar(at index: Int) -> Unicode.Scalar {
        var iterator = UnsafeBufferPointer(rebasing: bytes[index...]).makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return "\u{FFFD}"
    }

    /// Whether `scalar` shows as itself between quotes: not a space, a
    /// control, an invisible format character, a combining mark or unassigned.
    private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .spaceSeparator, .lineSeparator,
            .paragraphSeparator, .nonspacingMark, .enclosingMark, .spacingMark:
            false
        default:
            true
        }
    }

    /// `U+` and at least four uppercase hex digits: `U+000A`, `U+1F600`.
    static func code(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// `0x` and two uppercase hex digits: `0xFF`.
    static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count < 2 ? "0" : "") + digits
    }
}

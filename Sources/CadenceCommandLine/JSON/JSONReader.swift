/// The parser behind ``JSONParser``: a recursive descent over the input's
/// bytes, one method per kind of value.
///
/// Every method starts at `offset` and leaves it just past what it read.
/// Recursion is bounded by ``JSONParser/maximumDepth``. Errors are built by
/// the methods in `JSONReader+Errors.swift`, which compute a line and column
/// only when there is an error to report.
struct JSONReader {
    /// The whole input.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Where the document starts: 3 after a byte order mark, otherwise 0.
    let contentStart: Int
    /// The next byte to read.
    var offset: Int
    /// How many arrays and objects enclose the value being read.
    var depth = 0

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        let hasByteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        contentStart = hasByteOrderMark ? 3 : 0
        offset = contentStart
    }

    /// Parses `bytes` as one JSON document.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<JSONValue, JSONParseError> {
        var reader = JSONReader(bytes: bytes)
        do throws(JSONParseError) {
            return .success(try reader.readDocument())
        } catch {
            return .failure(error)
        }
    }

    /// Where a value is expected; it decides what a "found" message says.
    enum ValueContext {
        /// The document's one value.
        case document
        /// The first element of an array, just after `[`.
        case firstElement
        /// An array element after `,`.
        case nextElement
        /// The value of an object member with this key.
        case member(key: String)
    }

    var isAtEnd: Bool { offset == bytes.count }

    /// The bytes in `range` as a string; the input is valid UTF-8 by the
    /// time anything is read.
    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Skips spaces, tabs, line feeds and carriage returns: JSON's whitespace.
    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): offset += 1
            default: return
            }
        }
    }

    /// Skips whitespace, then throws "unexpected end of input" if nothing is left.
    mutating func skipWhitespaceExpectingMore() throws(JSONParseError) {
        skipWhitespace()
        if isAtEnd { throw truncated() }
    }

    private mutating func readDocument() throws(JSONParseError) -> JSONValue {
        if let bad = Self.firstNonTextByte(in: bytes) {
            throw error(at: bad, "not UTF-8 text (byte \(Self.hex(bytes[bad])) at offset \(bad))")
        }
        if isAtEnd { throw error(at: offset, "the document is empty") }
        skipWhitespace()
        if isAtEnd { throw error(at: offset, "the document is only whitespace") }
        let value = try readValue(.document)
        skipWhitespace()
        if !isAtEnd {
            throw error(at: offset, "expected the end of the document after the value, \(found(at: offset))")
        }
        return value
    }

    /// Reads the value at `offset`, which is not whitespace and not the end.
    mutating func readValue(_ context: ValueContext) throws(JSONParseError) -> JSONValue {
        switch bytes[offset] {
        case UInt8(ascii: "{"): return .object(try readObject())
        case UInt8(ascii: "["): return .array(try readArray())
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try readNumber())
        case UInt8(ascii: "t"): return try readLiteral("true", .bool(true), context)
        case UInt8(ascii: "f"): return try readLiteral("false", .bool(false), context)
        case UInt8(ascii: "n"): return try readLiteral("null", .null, context)
        default: throw expectedValue(context)
        }
    }

    /// Reads `true`, `false` or `null`: the word at `offset` must be exactly `word`.
    private mutating func readLiteral(
        _ word: StaticString, _ value: JSONValue, _ context: ValueContext
    ) throws(JSONParseError) -> JSONValue {
        let end = endOfWord(from: offset)
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        let read = UnsafeBufferPointer(rebasing: bytes[offset..<end])
        if read.elementsEqual(expected) {
            offset = end
            return value
        }
        if end == bytes.count, read.count < expected.count, expected.starts(with: read) {
            throw truncated()  // `tru` at the end of the input
        }
        throw expectedValue(context)
    }

    /// Takes one level of nesting for the array or object whose opening
    /// bracket is at `offset`, or throws if that would be too deep.
    private mutating func enterContainer() throws(JSONParseError) {
        guard depth < JSONParser.maximumDepth else {
            throw error(at: offset, "nesting deeper than \(JSONParser.maximumDepth) levels")
        }
        depth += 1
        offset += 1
    }

    /// Reads the array whose `[` is at `offset`.
    private mutating func readArray() throws(JSONParseError) -> [JSONValue] {
        try enterContainer()
        defer { depth -= 1 }
        try skipWhitespaceExpectingMore()
        if bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            return []
        }
        var elements: [JSONValue] = []
        var context = ValueContext.firstElement
        while true {
            elements.append(try readValue(context))
            try skipWhitespaceExpectingMore()
            switch bytes[offset] {
            case UInt8(ascii: ","):
                offset += 1
                try skipWhitespaceExpectingMore()
                context = .nextElement
            case UInt8(ascii: "]"):
                offset += 1
                return elements
            default:
                throw error(at: offset, "expected ',' or ']' after an array element, \(found(at: offset))")
            }
        }
    }

    /// Reads the object whose `{` is at `offset`.
    private mutating func readObject() throws(JSONParseError) -> JSONObject {
        try enterContainer()
        defer { depth -= 1 }
        try skipWhitespaceExpectingMore()
        if bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            return JSONObject()
        }
        var members: [JSONObject.Member] = []
        var keyOffsets: [String: Int] = [:]
        var afterComma = false
        while true {
            guard bytes[offset] == UInt8(ascii: "\"") else { throw expectedKey(afterComma: afterComma) }
            let keyOffset = offset
            let key = try readString()
            if let first = keyOffsets.index(forKey: key) {
                throw duplicateKey(key, at: keyOffset, first: keyOffsets[first].key, at: keyOffsets[first].value)
            }
            keyOffsets[key] = keyOffset
            try skipWhitespaceExpectingMore()
            guard bytes[offset] == UInt8(ascii: ":") else {
                throw error(at: offset, "expected ':' after the key \(JSONValue.string(key)), \(found(at: offset))")
            }
            offset += 1
            try skipWhitespaceExpectingMore()
            members.append(JSONObject.Member(key: key, value: try readValue(.member(key: key))))
            try skipWhitespaceExpectingMore()
            switch bytes[offset] {
            case UInt8(ascii: ","):
                offset += 1
                try skipWhitespaceExpectingMore()
                afterComma = true
            case UInt8(ascii: "}"):
                offset += 1
                return JSONObject(uniqueMembers: members)
            default:
                throw error(at: offset, "expected ',' or '}' after an object member, \(found(at: offset))")
            }
        }
    }
}

import CadenceCommandLine
import CadenceTesting
import Foundation
import Testing

/// The JSON parser accepts exactly RFC 8259, keeps key order and literals,
/// and rejects everything else with a message that says where and why.
@Suite struct JSONParserTests {
    // MARK: Valid documents

    /// A document and the value it must parse to.
    struct Valid: Sendable, CustomTestStringConvertible {
        let text: String
        let expected: JSONValue
        init(_ text: String, _ expected: JSONValue) {
            self.text = text
            self.expected = expected
        }
        var testDescription: String { brief(text) }
    }

    static let validDocuments: [Valid] = [
        Valid("0", 0),
        Valid("-0", .number(JSONNumber(-0.0))),
        Valid("42", 42),
        Valid("-12.5e+2", -1250),
        Valid("1.5e3", 1500),
        Valid("1E-2", 0.01),
        Valid("0.000001", 0.000001),
        Valid("1e007", 10_000_000),
        Valid("123456789012345678901234567890", 123_456_789_012_345_678_901_234_567_890.0),
        Valid("1e308", 1e308),
        Valid("-1.7976931348623157e308", .number(JSONNumber(-Double.greatestFiniteMagnitude))),
        Valid("5e-324", .number(JSONNumber(Double.leastNonzeroMagnitude))),
        Valid("1e-400", 0),
        Valid("true", true),
        Valid("false", false),
        Valid("null", nil),
        Valid(#""""#, ""),
        Valid(#""\" \\ \/ \b \f \n \r \t""#, "\" \\ / \u{08} \u{0C} \n \r \t"),
        Valid(#""a\/b""#, "a/b"),
        Valid(#""\u0041\u00e9\u4E2D\u0000\uFFFF""#, "A\u{E9}\u{4E2D}\u{0}\u{FFFF}"),
        Valid(#""\uD83D\uDE00 \ud834\udd1e \uDBFF\uDFFF""#, "\u{1F600} \u{1D11E} \u{10FFFF}"),
        Valid(#""😀 𝄞 中文 é e\#u{301} \#u{7F}""#, "😀 𝄞 中文 é e\u{301} \u{7F}"),
        Valid("[]", []),
        Valid("{}", [:]),
        Valid("[[]]", [[]]),
        Valid(#"[{}, [], {"a": []}, [{}]]"#, [[:], [], ["a": []], [[:]]]),
        Valid("[true,false,null]", [true, false, nil]),
        Valid("[1,2,3]", [1, 2, 3]),
        Valid(#"{"z": 1, "a": 2, "m": 3}"#, ["z": 1, "a": 2, "m": 3]),
        Valid(#"{"": "", "a\nb": 1, "é": {"😀": null}}"#, ["": "", "a\nb": 1, "é": ["😀": nil]]),
        Valid(" \t\n\r[ 1 ,\r\n 2 ]\r\n ", [1, 2]),
        Valid("\u{FEFF}{\"a\":true}", ["a": true]),
        Valid(
            #"{"layers":[{"id":"box","position":[0,-10.5]}],"until":10}"#,
            ["layers": [["id": "box", "position": [0, -10.5]]], "until": 10]),
    ]

    @Test(arguments: validDocuments)
    func parsesValidDocument(_ document: Valid) throws {
        #expect(try JSONParser.parse(document.text) == document.expected)
        #expect(try JSONParser.parse(Data(document.text.utf8)) == document.expected)
    }

    /// Equality of values ignores key order nowhere: a swapped object differs.
    @Test func keyOrderIsKept() throws {
        let value = try JSONParser.parse(#"{"until": 10, "format": "x", "layers": [], "name": "t"}"#)
        guard case .object(let object) = value else {
            Issue.record("not an object: \(value)")
            return
        }
        #expect(object.keys == ["until", "format", "layers", "name"])
        #expect(object.map(\.key) == ["until", "format", "layers", "name"])
        #expect(value != ["format": "x", "until": 10, "layers": [], "name": "t"])
    }

    /// A number keeps the literal the document wrote, and whether it was an integer.
    @Test(arguments: [
        ("0", 0.0, true),
        ("-0", -0.0, true),
        ("1.5e3", 1500, false),
        ("1E-2", 0.01, false),
        ("2.0", 2, false),
        ("123456789012345678901234567890", 1.2345678901234568e29, true),
        ("1e400", .infinity, false),
        ("-1e400", -.infinity, false),
        ("1e-400", 0, false),
    ])
    func numberKeepsItsLiteral(_ literal: String, _ value: Double, _ isInteger: Bool) throws {
        guard case .array(let elements) = try JSONParser.parse("[\(literal)]"), case .number(let number)? = elements.first
        else {
            Issue.record("\(literal) did not parse to a number")
            return
        }
        #expect(number.literal == literal)
        #expect(number.value == value)
        #expect(number.value.sign == value.sign)
        #expect(number.isIntegerLiteral == isInteger)
        #expect(number.isFinite == value.isFinite)
    }

    /// `1e400` is too large for a Double: not a parse error, but an infinite
    /// value whose literal lets the validator name it.
    @Test func overflowingNumberIsInfiniteWithItsLiteral() throws {
        let value = try JSONParser.parse(#"{"duration": 1e400}"#)
        guard case .number(let number)? = value["duration"] else {
            Issue.record("no number in \(value)")
            return
        }
        #expect(number.value == .infinity)
        #expect(number.literal == "1e400")
        #expect("expected a finite number, got \(number)" == "expected a finite number, got 1e400")
        #expect(value.description == #"{"duration": 1e400}"#)
    }

    // MARK: Malformed documents

    /// A malformed document and its exact error description.
    struct Malformed: Sendable, CustomTestStringConvertible {
        let bytes: [UInt8]
        let expected: String
        init(_ text: String, _ expected: String) {
            bytes = Array(text.utf8)
            self.expected = expected
        }
        init(bytes: [UInt8], _ expected: String) {
            self.bytes = bytes
            self.expected = expected
        }
        var testDescription: String {
            text(bytes).map(brief) ?? "bytes \(bytes.prefix(16))"
        }
    }

    static let truncatedMessage = "unexpected end of input (the document is truncated?)"
    static let escapes = #"JSON's escapes are \" \\ \/ \b \f \n \r \t and \uXXXX"#

    static let malformedDocuments: [Malformed] = [
        // Empty, whitespace, byte order mark.
        Malformed("", "line 1, column 1: the document is empty"),
        Malformed("   \n  ", "line 2, column 3: the document is only whitespace"),
        Malformed(bytes: [0xEF, 0xBB, 0xBF], "line 1, column 1: the document is empty"),
        Malformed("\u{FEFF}x", "line 1, column 1: expected a value, found 'x'"),
        // Not text.
        Malformed(bytes: [0xFF, 0x00, 0x12], "line 1, column 1: not UTF-8 text (byte 0xFF at offset 0)"),
        Malformed(bytes: Array(#"{"a":"#.utf8) + [0x00], "line 1, column 6: not UTF-8 text (byte 0x00 at offset 5)"),
        Malformed(
            bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
            "line 1, column 1: not UTF-8 text (byte 0x89 at offset 0)"),
        Malformed(bytes: [0x22, 0xC3], "line 1, column 2: not UTF-8 text (byte 0xC3 at offset 1)"),
        Malformed(bytes: [0x5B, 0xC0, 0xAF, 0x5D], "line 1, column 2: not UTF-8 text (byte 0xC0 at offset 1)"),
        Malformed(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], "line 1, column 2: not UTF-8 text (byte 0xED at offset 1)"),
        Malformed(bytes: [0x22, 0xC3, 0xA9, 0x0A, 0xF8, 0x22], "line 2, column 1: not UTF-8 text (byte 0xF8 at offset 4)"),
        Malformed(bytes: [0x01], "line 1, column 1: expected a value, found U+0001"),
        // Truncated.
        Malformed("[", "line 1, column 2: \(truncatedMessage)"),
        Malformed("{", "line 1, column 2: \(truncatedMessage)"),
        Malformed(#"{"a""#, "line 1, column 5: \(truncatedMessage)"),
        Malformed(#"{"a":"#, "line 1, column 6: \(truncatedMessage)"),
        Malformed(#"{"a": [1, 2"#, "line 1, column 12: \(truncatedMessage)"),
        Malformed(#""abc"#, "line 1, column 5: \(truncatedMessage)"),
        Malformed("[1,", "line 1, column 4: \(truncatedMessage)"),
        Malformed("tru", "line 1, column 4: \(truncatedMessage)"),
        Malformed("-", "line 1, column 2: \(truncatedMessage)"),
        Malformed("1.", "line 1, column 3: \(truncatedMessage)"),
        Malformed("1e+", "line 1, column 4: \(truncatedMessage)"),
        Malformed(#""\"#, "line 1, column 3: \(truncatedMessage)"),
        Malformed(#""\u12"#, "line 1, column 6: \(truncatedMessage)"),
        Malformed(#""\uD83D"#, "line 1, column 8: \(truncatedMessage)"),
        Malformed(#""\uD83D\"#, "line 1, column 9: \(truncatedMessage)"),
        // Numbers.
        Malformed("01", "line 1, column 1: invalid number '01': leading zeros are not allowed"),
        Malformed("[-012.5]", "line 1, column 2: invalid number '-012.5': leading zeros are not allowed"),
        Malformed("[1.]", "line 1, column 4: expected a digit after '.' in a number, found ']'"),
        Malformed(".5", "line 1, column 1: expected a value, found '.' (a JSON number needs a digit before '.')"),
        Malformed("[-]", "line 1, column 3: expected a digit after '-', found ']'"),
        Malformed("+1", "line 1, column 1: expected a value, found '+' (a JSON number cannot start with '+')"),
        Malformed("[1e]", "line 1, column 4: expected a digit in the exponent of a number, found ']'"),
        Malformed("0x10", "line 1, column 2: expected the end of the document after the value, found 'x10'"),
        Malformed("NaN", "line 1, column 1: expected a value, found 'NaN' (JSON has no NaN or Infinity)"),
        Malformed("Infinity", "line 1, column 1: expected a value, found 'Infinity' (JSON has no NaN or Infinity)"),
        Malformed(
            "[-Infinity]", "line 1, column 3: expected a digit after '-', found 'Infinity' (JSON has no NaN or Infinity)"),
        // Literals.
        Malformed("True", "line 1, column 1: expected a value, found 'True' (JSON's true, false and null are lowercase)"),
        Malformed("[nul]", "line 1, column 2: expected a value or ']', found 'nul'"),
        Malformed("truex", "line 1, column 1: expected a value, found 'truex'"),
        Malformed("undefined", "line 1, column 1: expected a value, found 'undefined'"),
        // Strings.
        Malformed(#""\x""#, #"line 1, column 2: invalid escape '\x' in a string (\#(escapes))"#),
        Malformed("\"\\\u{1}\"", #"line 1, column 2: invalid escape in a string: U+0001 after '\' (\#(escapes))"#),
        Malformed(#""\u12G4""#, #"line 1, column 2: invalid escape '\u12' in a string: expected a hex digit, found 'G'"#),
        Malformed(
            #""\uD83D""#,
            #"line 1, column 2: lone surrogate '\uD83D' in a string (a high surrogate must be followed by a low surrogate, \uDC00-\uDFFF)"#
        ),
        Malformed(
            #"["ok", "\uD83D\u0041"]"#,
            #"line 1, column 9: lone surrogate '\uD83D' in a string (a high surrogate must be followed by a low surrogate, \uDC00-\uDFFF)"#
        ),
        Malformed(
            #""x\ude00""#,
            #"line 1, column 3: lone surrogate '\ude00' in a string (a low surrogate must follow a high surrogate, \uD800-\uDBFF)"#
        ),
        Malformed("\"a\tb\"", #"line 1, column 3: unescaped control character U+0009 in a string (write it as \t)"#),
        Malformed("\"a\u{1F}b\"", #"line 1, column 3: unescaped control character U+001F in a string (write it as \u001F)"#),
        Malformed(
            "{\"name\": \"abc\n}",
            #"line 1, column 14: line break in a string (write it as \n; or is a closing '"' missing?)"#),
        Malformed("['a']", #"line 1, column 2: expected a value or ']', found "'" (JSON strings use double quotes)"#),
        // Arrays and objects.
        Malformed("[1,]", "line 1, column 4: expected a value after ',', found ']' (JSON does not allow trailing commas)"),
        Malformed(
            #"{"a":1,}"#,
            "line 1, column 8: expected a key in double quotes after ',', found '}' (JSON does not allow trailing commas)"),
        Malformed("{a:1}", "line 1, column 2: expected a key in double quotes or '}', found 'a'"),
        Malformed(
            "{'a': 1}", #"line 1, column 2: expected a key in double quotes or '}', found "'" (JSON strings use double quotes)"#),
        Malformed(#"{"a" 1}"#, #"line 1, column 6: expected ':' after the key "a", found '1'"#),
        Malformed(#"{"a":}"#, #"line 1, column 6: expected a value for the key "a", found '}'"#),
        Malformed(#"{"a":1 "b":2}"#, #"line 1, column 8: expected ',' or '}' after an object member, found '"'"#),
        Malformed("[1 2]", "line 1, column 4: expected ',' or ']' after an array element, found '2'"),
        Malformed("[,1]", "line 1, column 2: expected a value or ']', found ','"),
        Malformed(
            "{\n  \"id\": 1,\n  \"id\": 2\n}", #"line 3, column 3: duplicate key "id" in an object (first at line 2, column 3)"#),
        Malformed(
            "{\"\u{E9}\": 1, \"e\u{301}\": 2}",
            #"line 1, column 10: duplicate key "e\u0301" in an object (first at line 1, column 2, written "\u00E9": the same key in another Unicode spelling)"#),
        Malformed(
            "[1 // one\n]", "line 1, column 4: expected ',' or ']' after an array element, found '/' (JSON has no comments)"),
        Malformed("/* c */ 1", "line 1, column 1: expected a value, found '/' (JSON has no comments)"),
        // After the value.
        Malformed(#"{"a": 1} x"#, "line 1, column 10: expected the end of the document after the value, found 'x'"),
        Malformed("[1] [2]", "line 1, column 5: expected the end of the document after the value, found '['"),
        Malformed(#"{"a":1}}"#, "line 1, column 8: expected the end of the document after the value, found '}'"),
        // Positions: lines, CRLF, columns in scalars, unusual characters.
        Malformed("{\n  \"naïve\": [1,\n  2,, 3]}", "line 3, column 5: expected a value after ',', found ','"),
        Malformed(#"["é😀", x]"#, "line 1, column 8: expected a value after ',', found 'x'"),
        Malformed("[\r\n1,\r\n@]", "line 3, column 1: expected a value after ',', found '@'"),
        Malformed("[\r1,\r\r@]", "line 4, column 1: expected a value after ',', found '@'"),
        Malformed("[1, \u{FEFF}2]", "line 1, column 5: expected a value after ',', found U+FEFF"),
        Malformed("[é]", "line 1, column 2: expected a value or ']', found 'é' (U+00E9)"),
        // Depth: one level too many, and far too many.
        Malformed(String(repeating: "[", count: 65), "line 1, column 65: nesting deeper than 64 levels"),
        Malformed(
            String(repeating: "[", count: 65) + String(repeating: "]", count: 65),
            "line 1, column 65: nesting deeper than 64 levels"),
        Malformed(String(repeating: "[", count: 10_000), "line 1, column 65: nesting deeper than 64 levels"),
        Malformed(String(repeating: #"{"a":"#, count: 10_000), "line 1, column 321: nesting deeper than 64 levels"),
    ]

    @Test(arguments: malformedDocuments)
    func rejectsMalformedDocument(_ document: Malformed) {
        do {
            let value = try JSONParser.parse(Data(document.bytes))
            Issue.record("parsed to \(value)")
        } catch {
            #expect(error.description == document.expected)
        }
    }

    /// Each case is named in one short line of `swift test`'s log, so the
    /// 10,000-level documents do not bury a real failure.
    @Test func caseNamesAreBrief() {
        let names = Self.validDocuments.map(\.testDescription) + Self.malformedDocuments.map(\.testDescription)
        #expect(names.allSatisfy { $0.count <= 90 }, "\(names.filter { $0.count > 90 })")
        #expect(brief(String(repeating: "[", count: 10_000)) == "\"" + String(repeating: "[", count: 59) + "… (10000 bytes)")
    }

    /// A `String` holds no invalid UTF-8, but it can hold a NUL.
    @Test func rejectsNULInAString() {
        #expect(throws: JSONParseError(line: 1, column: 3, offset: 2, message: "not UTF-8 text (byte 0x00 at offset 2)")) {
            try JSONParser.parse("[1\u{0}]")
        }
    }

    /// Cutting a document anywhere gives "unexpected end of input" at its end.
    @Test func everyPrefixIsTruncated() throws {
        let document = #"{"id": "bøx", "n": [-1.5e+3, true, null, {"k": "\u00e9\uD83D\uDE00\n"}], "e": {}}"#
        let bytes = Array(document.utf8)
        #expect(try JSONParser.parse(document)["n"]?.description == #"[-1.5e+3, true, null, {"k": "é😀\n"}]"#)
        for length in 1..<bytes.count {
            let prefix = Array(bytes[..<length])
            // A cut inside a multi-byte character is not text.
            guard let text = text(prefix) else { continue }
            let column = text.unicodeScalars.count + 1
            #expect(throws: JSONParseError(
                line: 1, column: column, offset: length, message: Self.truncatedMessage)
            ) {
                try JSONParser.parse(Data(prefix))
            }
        }
    }

    // MARK: Depth and size

    /// Exactly ``JSONParser/maximumDepth`` levels parse, of arrays and of objects.
    @Test func parsesMaximumDepth() throws {
        let arrays = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        var expected: JSONValue = []
        for _ in 1..<64 { expected = [expected] }
        #expect(try JSONParser.parse(arrays) == expected)

        let objects = String(repeating: #"{"a":"#, count: 63) + "[]" + String(repeating: "}", count: 63)
        var nested: JSONValue = []
        for _ in 0..<63 { nested = ["a": nested] }
        #expect(try JSONParser.parse(objects) == nested)
    }

    /// A 5 MB array of numbers parses (in linear time; no timing is asserted).
    @Test func parsesLargeArray() throws {
        var random = SplitMix64(seed: 5)
        var text = "["
        var expected: [Double] = []
        while text.utf8.count < 5_000_000 {
            if !expected.isEmpty { text += "," }
            let value = Double(random.nextInt(in: -1_000_000...1_000_000)) / 64
            expected.append(value)
            text += "\(value)"
        }
        text += "]"
        guard case .array(let elements) = try JSONParser.parse(Data(text.utf8)) else {
            Issue.record("not an array")
            return
        }
        #expect(elements.count == expected.count)
        #expect(elements == expected.map { .number(JSONNumber($0)) })
    }

    /// A 1 MB string with escapes and a number with a million digits parse.
    @Test func parsesLargeScalars() throws {
        let chunk = #"abc\n\u00e9😀"#
        let string = try JSONParser.parse("\"" + String(repeating: chunk, count: 100_000) + "\"")
        #expect(string == .string(String(repeating: "abc\né😀", count: 100_000)))

        let digits = "1" + String(repeating: "0", count: 1_000_000)
        guard case .number(let number) = try JSONParser.parse(digits) else {
            Issue.record("not a number")
            return
        }
        #expect(number.value == .infinity)
        #expect(number.literal == digits)
        #expect(JSONValue.number(number).description == "1" + String(repeating: "0", count: 58) + "…")
    }

    // MARK: Round trip

    /// Random values, written out by ``TestWriter`` with random spacing and
    /// escapes, parse back to equal values with the same number literals.
    @Test func randomValuesRoundTrip() throws {
        try withEverySeed(in: 0..<400) { seed in
            var random = SplitMix64(seed: seed)
            let value = RandomJSON.value(&random, depth: 0)
            var writer = TestWriter(random: SplitMix64(seed: seed &+ 1_000_000))
            let text = writer.write(value)
            let parsed = try JSONParser.parse(Data(text.utf8))
            #expect(parsed == value, "seed \(seed): \(text)")
            var plain = TestWriter(random: nil)
            #expect(plain.write(parsed) == plain.write(value), "seed \(seed): literals differ")
        }
    }
}

/// `bytes` as a string when they are valid UTF-8, otherwise `nil`.
/// A document as a test case's name: short enough that a failure stands out
/// in `swift test`'s log, however long the document.
func brief(_ document: String) -> String {
    let quoted = document.debugDescription
    guard quoted.count > 80 else { return quoted }
    return "\(quoted.prefix(60))… (\(document.utf8.count) bytes)"
}

private func text(_ bytes: [UInt8]) -> String? {
    let decoded = String(decoding: bytes, as: UTF8.self)
    return Array(decoded.utf8) == bytes ? decoded : nil
}

/// Damaged documents never trap or hang: each parses or throws an error
/// whose position lies inside the input.
@Suite struct JSONParserRobustnessTests {
    static let interestingBytes: [UInt8] = Array("{}[]\",:\\/-+.0123456789eEtfnu \n\r\t'xaF".utf8) + [
        0x00, 0x01, 0x1F, 0x7F, 0x80, 0xBF, 0xC0, 0xC3, 0xA9, 0xE2, 0xED, 0xA0, 0xEF, 0xBB, 0xF0, 0x9F, 0xF4, 0xF5, 0xFF,
    ]

    @Test func mutatedDocumentsParseOrThrow() throws {
        let document = Array(
            #"{"id": "bøx", "n": [-1.5e+3, true, null, {"k": "\u00e9\uD83D\uDE00\n"}], "e": {}, "d": [[[[0]]]]}"#.utf8)
        try withEverySeed(in: 0..<3000) { seed in
            var random = SplitMix64(seed: seed)
            var bytes = document
            for _ in 0...random.nextInt(in: 0...3) {
                let index = random.nextInt(in: 0..<bytes.count)
                let byte = Self.interestingBytes[random.nextInt(in: 0..<Self.interestingBytes.count)]
                switch random.nextInt(in: 0..<4) {
                case 0: bytes[index] = byte
                case 1: bytes.insert(byte, at: index)
                case 2: if bytes.count > 1 { bytes.remove(at: index) }
                default: bytes.removeSubrange(index...)
                }
                if bytes.isEmpty { bytes = [byte] }
            }
            do throws(JSONParseError) {
                _ = try JSONParser.parse(Data(bytes))
            } catch {
                #expect(error.line >= 1 && error.column >= 1, "seed \(seed)")
                #expect((0...bytes.count).contains(error.offset), "seed \(seed)")
                #expect(!error.message.isEmpty, "seed \(seed)")
            }
        }
    }
}

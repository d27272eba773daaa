import Foundation
import Testing
@testable import CadenceCommandLine

@Suite struct JSONOutputTests {
    @Test(arguments: [
        (150.0, "150"), (-0.0, "0"), (0.5, "0.5"), (0.1 + 0.2, "0.30000000000000004"), (1e-7, "1e-07"),
        (-2.25, "-2.25"), (123_456_789_012_345, "123456789012345"), (1e16, "1e+16"), (.infinity, "null"), (.nan, "null"),
    ])
    func numbersAreShortestRoundTripWithoutPointZero(value: Double, text: String) {
        #expect(JSONOutput.numberText(value) == text)
    }

    @Test func stringsEscapeQuotesBackslashesAndControlCharacters() {
        #expect(JSONOutput.quoted("a\"b\\c\nd\te\r\u{8}\u{C}\u{1}é✕") == #""a\"b\\c\nd\te\r\b\f\u0001é✕""#)
    }

    @Test func layoutSpreadsTheOuterLevelsAndKeepsTheInnerOnOneLine() {
        let value = JSONOutput.object([
            ("list", .array([.object([("t", .number(0)), ("on", .bool(true))]), .array([.number(1), .null])])),
            ("empty", .array([])),
            ("none", .object([])),
        ])
        #expect(value.rendered(expanding: 2) == """
            {
              "list": [
                { "t": 0, "on": true },
                [1, null]
              ],
              "empty": [],
              "none": {}
            }
            """)
        #expect(value.rendered(expanding: 0) == #"{ "list": [{ "t": 0, "on": true }, [1, null]], "empty": [], "none": {} }"#)
    }

    @Test(arguments: [0.1 + 0.2, 1e-7, 1.0 / 3, -123.456, .leastNonzeroMagnitude, .greatestFiniteMagnitude])
    func numbersReadBackAsTheSameDouble(value: Double) {
        #expect(Double(JSONOutput.numberText(value)) == value)
    }

    @Test func writtenTextIsValidJSON() throws {
        let text = JSONOutput.array([.number(0.5), .null, .bool(false), .string("q\"\u{1}\n")]).rendered(expanding: 1)
        let read = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [Any])
        #expect(read[0] as? Double == 0.5)
        #expect(read[1] is NSNull)
        #expect(read[2] as? Bool == false)
        #expect(read[3] as? String == "q\"\u{1}\n")
    }
}

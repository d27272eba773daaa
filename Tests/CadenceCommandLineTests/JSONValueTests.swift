import CadenceCommandLine
import Testing

/// The parsed tree's own API: kinds and descriptions for messages, ordered
/// objects, numbers with literals.
@Suite struct JSONValueTests {
    @Test(arguments: [
        (JSONValue.null, "null"),
        (true, "true/false"),
        (1.5, "a number"),
        ("s", "a string"),
        ([], "an array"),
        ([:], "an object"),
    ] as [(JSONValue, String)])
    func kindName(_ value: JSONValue, _ expected: String) {
        #expect(value.kindName == expected)
    }

    @Test(arguments: [
        (JSONValue.null, "null"),
        (false, "false"),
        (-0.0, "-0"),
        (0.25, "0.25"),
        (3, "3"),
        ("tab\there \"q\" \\ \u{1} é😀", #""tab\there \"q\" \\ \u0001 é😀""#),
        ([1, [true, nil], [:]], "[1, [true, null], {}]"),
        (["b": 1, "a": ["x": "y"]], #"{"b": 1, "a": {"x": "y"}}"#),
        (
            .array((0..<100).map { .number(JSONNumber(Double($0))) }),
            "[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, …"
        ),
        (.string(String(repeating: "é", count: 100)), "\"" + String(repeating: "é", count: 58) + "…"),
    ] as [(JSONValue, String)])
    func description(_ value: JSONValue, _ expected: String) {
        #expect(value.description == expected)
        #expect(value.description.count <= JSONValue.descriptionLimit)
    }

    /// A description of exactly the limit is not cut; one character more is.
    @Test func descriptionLimitIsExact() {
        let fits = JSONValue.string(String(repeating: "x", count: JSONValue.descriptionLimit - 2))
        #expect(fits.description.count == JSONValue.descriptionLimit)
        #expect(!fits.description.hasSuffix("…"))
        let over = JSONValue.string(String(repeating: "x", count: JSONValue.descriptionLimit - 1))
        #expect(over.description == "\"" + String(repeating: "x", count: JSONValue.descriptionLimit - 2) + "…")
    }

    @Test func objectKeepsOrderAndUniqueKeys() {
        var object: JSONObject = ["z": 1, "a": 2]
        #expect(object.keys == ["z", "a"])
        #expect(object.count == 2)
        #expect(object["a"] == 2)
        #expect(object["missing"] == nil)
        object["m"] = "new"
        object["z"] = [true]
        #expect(object.keys == ["z", "a", "m"])
        #expect(object["z"] == [true])
        object["a"] = nil
        #expect(object.keys == ["z", "m"])
        #expect(object.members == [JSONObject.Member(key: "z", value: [true]), JSONObject.Member(key: "m", value: "new")])
        #expect(JSONObject([("k", 1), ("j", 2), ("k", 3)]).members.map(\.key) == ["k", "j"])
        #expect(JSONObject([("k", 1), ("j", 2), ("k", 3)])["k"] == 3)
        #expect(JSONValue.object(object)["m"] == "new")
        #expect(JSONValue.array([])["m"] == nil)
        let reordered: JSONObject = ["m": "new", "z": [true]]
        #expect(object != reordered)
    }

    @Test func numbersCompareByValue() {
        #expect(JSONNumber(literal: "1") == JSONNumber(literal: "1.0"))
        #expect(JSONNumber(literal: "0") == JSONNumber(literal: "-0"))
        #expect(JSONNumber(literal: "1e2")?.hashValue == JSONNumber(literal: "100")?.hashValue)
        #expect(JSONNumber(literal: "1") != JSONNumber(literal: "2"))
        #expect(Set([JSONValue.number(1), 1.0, .number(JSONNumber(literal: "1e0")!)]).count == 1)
    }

    @Test(arguments: ["01", "+1", " 1", "1 ", "NaN", "", "1.", "[1]", "0x1"])
    func notANumberLiteral(_ literal: String) {
        #expect(JSONNumber(literal: literal) == nil)
    }

    @Test(arguments: [
        (3.0, "3"), (-0.0, "-0"), (0.1, "0.1"), (1e-5, "1e-05"), (1.5e300, "1.5e+300"),
        (9007199254740992.0, "9007199254740992.0"), (1e16, "1e+16"), (-42, "-42"),
    ])
    func numberFromDouble(_ value: Double, _ literal: String) {
        let number = JSONNumber(value)
        #expect(number.literal == literal)
        #expect(JSONNumber(literal: literal)?.value == value)
    }

    @Test(arguments: [
        ("2", 2), ("-0", 0), ("2.0", 2), ("2e0", 2), ("2.5", nil), ("1e400", nil),
        ("9007199254740993", 9_007_199_254_740_993), ("123456789012345678901234567890", nil),
    ] as [(String, Int?)])
    func intValue(_ literal: String, _ expected: Int?) {
        #expect(JSONNumber(literal: literal)?.intValue == expected)
    }
}

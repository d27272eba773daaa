/// A parsed JSON document, or any value inside one.
///
/// ``JSONParser`` builds it from a file's bytes; the scenario reader walks it.
/// Objects keep their keys in the order the document wrote them
/// (``JSONObject``), and numbers keep the literal the document spelled them
/// with (``JSONNumber``), so messages can quote the document faithfully.
///
/// ```swift
/// let value = try JSONParser.parse(#"{"until": 10, "layers": []}"#)
/// value["until"]              // .number(10)
/// value["until"]?.kindName    // "a number"
/// value["layers"]?.description  // "[]"
/// ```
///
/// Values can be written as Swift literals, which keeps tests short:
///
/// ```swift
/// let expected: JSONValue = ["id": "box", "position": [0, 0], "hidden": false, "note": nil]
/// ```
public enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, with the literal the document spelled it with.
    case number(JSONNumber)
    /// A string, with its escapes decoded.
    case string(String)
    /// An array of values.
    case array([JSONValue])
    /// An object: keys and values, in document order.
    case object(JSONObject)
}

extension JSONValue {
    /// The kind of value, with its article, for messages such as
    /// "expected an array, got a string": "an object", "an array",
    /// "a string", "a number", "true/false" or "null".
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "true/false"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The value of member `key` when this is an object that has one, otherwise `nil`.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    /// `null`, written `nil`.
    public init(nilLiteral: ()) { self = .null }

    /// `true` or `false`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }

    /// A whole number, as in `let count: JSONValue = 3`.
    public init(integerLiteral value: Int) { self = .number(JSONNumber(integerLiteral: value)) }

    /// A number, as in `let duration: JSONValue = 0.25`.
    public init(floatLiteral value: Double) { self = .number(JSONNumber(value)) }

    /// A string.
    public init(stringLiteral value: String) { self = .string(value) }

    /// An array.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }

    /// An object, members in the order written; see ``JSONObject/init(_:)``.
    public init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(JSONObject(elements)) }
}

import Foundation

/// Reads a JSON document (RFC 8259) into a ``JSONValue``, strictly, and says
/// exactly where and why when it cannot.
///
/// ```swift
/// let scenario = try JSONParser.parse(Data(contentsOf: url))
///
/// do {
///     _ = try JSONParser.parse(#"{"until": 10,}"#)
/// } catch {
///     print(error)
///     // line 1, column 14: expected a key in double quotes after ',', found '}'
///     // (JSON does not allow trailing commas)
/// }
/// ```
///
/// Scenario files are written by hand and read by a tool, so the parser
/// accepts exactly RFC 8259 and nothing a reader might take two ways:
///
/// - no comments, trailing commas, single quotes, unquoted keys, `NaN`,
///   `Infinity`, leading `+` or leading zeros (`01`); `1.` and `.5` are not numbers;
/// - a key may appear only once in an object;
/// - strings are UTF-8; `\uXXXX` escapes must pair surrogates (a lone one is
///   an error); control characters (U+0000–U+001F) must be escaped;
/// - the document is exactly one value with optional whitespace around it;
///   a UTF-8 byte order mark at the very start is skipped;
/// - arrays and objects nest at most ``maximumDepth`` levels deep.
///
/// Input that is not UTF-8 text, or holds a NUL byte, is rejected before
/// parsing starts, so a binary file gets one clear message. A number too
/// large for a `Double`, such as `1e400`, is not an error here: it parses to
/// an infinite ``JSONNumber/value`` and keeps its ``JSONNumber/literal``, so
/// the code that knows what the number means can say why it is wrong.
///
/// The parser reads bytes, never `Character`s, and takes time linear in the
/// input's size. It never traps on bad input: every failure is a
/// ``JSONParseError`` that gives the line and column (see there for how they
/// are counted).
public enum JSONParser {
    /// How deeply arrays and objects may nest: `[[1]]` is 2 levels. A deeper
    /// document is rejected with "nesting deeper than 64 levels", which keeps
    /// the recursive parser far from the end of any thread's stack. Scenario
    /// files nest fewer than 10 levels.
    public static let maximumDepth = 64

    /// Parses `data` as one JSON document, given as UTF-8 bytes.
    ///
    /// - Throws: ``JSONParseError`` when `data` is not UTF-8 text, or not
    ///   exactly one JSON value.
    /// - Complexity: O(*n*) in the size of `data`.
    public static func parse(_ data: Data) throws(JSONParseError) -> JSONValue {
        let result = data.withUnsafeBytes { raw in
            JSONReader.parse(raw.assumingMemoryBound(to: UInt8.self))
        }
        return try result.get()
    }

    /// Parses `text` as one JSON document.
    ///
    /// - Throws: ``JSONParseError`` when `text` is not exactly one JSON value,
    ///   or holds a NUL character.
    /// - Complexity: O(*n*) in the length of `text`.
    public static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        var text = text
        let result = text.withUTF8 { JSONReader.parse($0) }
        return try result.get()
    }
}

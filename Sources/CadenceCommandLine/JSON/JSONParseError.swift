/// Why ``JSONParser`` rejected a document, and where.
///
/// The ``description`` is what a person reads: the position, then what the
/// parser expected and what it found.
///
/// ```text
/// line 3, column 14: expected ',' or '}' after an object member, found 'x'
/// line 1, column 10: unexpected end of input (the document is truncated?)
/// line 1, column 1: not UTF-8 text (byte 0xFF at offset 0)
/// line 2, column 5: duplicate key "id" in an object (first at line 1, column 2)
/// ```
///
/// The position is where the offending text starts: the unexpected
/// character, the start of a bad number or escape sequence, the opening `"`
/// of a repeated key, the bracket that nests too deep; for a truncated
/// document, the end of the input. Lines end at a line feed, a carriage
/// return, or both together. Columns count Unicode scalars, not bytes, so
/// `é` and `😀` are one column each and a tab is one column; a byte order
/// mark at the start of the file takes no column.
public struct JSONParseError: Error, Hashable, Sendable {
    /// The line of the error, counting from 1.
    public let line: Int

    /// The column of the error within its line, counting Unicode scalars from 1.
    public let column: Int

    /// The error's offset in the input, in bytes from 0 (a byte order mark
    /// counts).
    public let offset: Int

    /// What went wrong, without the position: for example
    /// `expected ':' after the key "id", found '='`.
    public let message: String

    /// An error at `offset`, which is at `line` and `column`.
    public init(line: Int, column: Int, offset: Int, message: String) {
        self.line = line
        self.column = column
        self.offset = offset
        self.message = message
    }
}

extension JSONParseError: CustomStringConvertible {
    /// `line L, column C: message`.
    public var description: String {
        "line \(line), column \(column): \(message)"
    }
}

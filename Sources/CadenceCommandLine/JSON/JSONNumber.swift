/// A JSON number: its value as a `Double`, and the literal the document spelled it with.
///
/// A scenario file's numbers are times, rates and coordinates, so ``value`` is
/// what code reads. The ``literal`` is kept for messages: JSON places no limit
/// on a number's size, and a literal too large for a `Double` parses to an
/// infinite ``value`` rather than failing, so a validator can name the number
/// the author wrote.
///
/// ```swift
/// let huge = try JSONParser.parse("1e400")          // .number(JSONNumber)
/// guard case .number(let number) = huge else { return }
/// number.value                                      // +infinity
/// number.literal                                    // "1e400"
/// number.isFinite                                   // false: "expected a finite number, got 1e400"
/// ```
///
/// Two numbers are equal when their values are equal, whatever their literals:
/// `1`, `1.0` and `1e0` are the same number, and so are `0` and `-0`, as JSON
/// (RFC 8259) defines a number by its value. Compare ``literal``s to tell the
/// spellings apart.
public struct JSONNumber: Sendable {
    /// The number's value, rounded to the nearest `Double`: a literal beyond
    /// `Double`'s range is `+infinity` or `-infinity`, and one too small is `0`
    /// (or `-0`).
    public let value: Double

    /// The number as the document wrote it, for example `"-0"`, `"1.5e3"` or
    /// `"1e400"`; for a number made with ``init(_:)``, a JSON spelling of the value.
    public let literal: String

    /// A number with the given value and literal; the parser has checked that
    /// `literal` is a JSON number and that `value` is its value.
    init(value: Double, literal: String) {
        self.value = value
        self.literal = literal
    }

    /// The number `value`, spelled as JSON would: a whole number of magnitude
    /// below 2⁵³ without a fraction (`3`, `-0`), any other finite value in
    /// Swift's shortest round-tripping form (`0.1`, `1e-05`, `1.5e+300`).
    ///
    /// JSON cannot spell an infinity or a NaN; their literals are Swift's
    /// (`inf`, `-inf`, `nan`), which no JSON parser accepts.
    public init(_ value: Double) {
        self.value = value
        if value.isFinite, value == value.rounded(), value.magnitude < 0x1p53 {
            literal = value.sign == .minus && value == 0 ? "-0" : String(Int64(value))
        } else {
            literal = value.description
        }
    }

    /// The number a JSON literal spells, or `nil` when `literal` is not
    /// exactly one JSON number (no spaces around it, no `+`, no `NaN`).
    ///
    /// ```swift
    /// JSONNumber(literal: "2.5e-3")?.value   // 0.0025
    /// JSONNumber(literal: "1e400")?.value    // +infinity
    /// JSONNumber(literal: "01")              // nil
    /// ```
    public init?(literal: String) {
        guard case .number(let number) = try? JSONParser.parse(literal), number.literal == literal else {
            return nil
        }
        self = number
    }

    /// Whether the literal is a JSON integer: no fraction and no exponent,
    /// such as `42` or `-0` (but not `42.0` or `4.2e1`).
    public var isIntegerLiteral: Bool {
        !literal.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
    }

    /// Whether ``value`` is finite: false for a literal too large for a
    /// `Double`, such as `1e400`.
    public var isFinite: Bool { value.isFinite }

    /// The number as an `Int` when it is a whole number that `Int` holds
    /// exactly, otherwise `nil`.
    ///
    /// An integer literal is read from its digits, so `9007199254740993`
    /// (2⁵³ + 1, which a `Double` rounds) gives exactly that `Int`; any other
    /// literal counts when its ``value`` is whole: `2.0` and `2e0` give `2`,
    /// `2.5` and `1e400` give `nil`.
    public var intValue: Int? {
        if isIntegerLiteral {
            // `Int("-0")` is 0; a literal with too many digits does not fit.
            return Int(literal)
        }
        return Int(exactly: value)
    }
}

extension JSONNumber: Hashable {
    /// Whether two numbers have the same value (`1 == 1.0`, `0 == -0`),
    /// whatever their literals.
    public static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
        lhs.value == rhs.value
    }

    /// Hashes the value only, to agree with `==`.
    public func hash(into hasher: inout Hasher) {
        // `Double` hashes 0 and -0 alike, as its `==` demands.
        hasher.combine(value)
    }
}

extension JSONNumber: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// The number `value`, as in `let count: JSONNumber = 3`.
    public init(integerLiteral value: Int) {
        self.init(Double(value))
    }

    /// The number `value`, as in `let duration: JSONNumber = 0.25`.
    public init(floatLiteral value: Double) {
        self.init(value)
    }
}

extension JSONNumber: CustomStringConvertible {
    /// The ``literal``.
    public var description: String { literal }
}

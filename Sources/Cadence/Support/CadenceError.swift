/// An error that says what was wrong, where, and what was expected.
///
/// Every invalid input Cadence sees (a negative duration, a NaN value, key times
/// out of order, a misspelt key path) is reported as a `CadenceError` at the
/// earliest point it can be detected. Nothing traps and nothing is half-applied.
///
/// The ``description`` reads as one line, field first, so a caller can prefix it
/// with its own location (a scenario reader adds the JSON path):
///
/// ```swift
/// var timing = MediaTiming()
/// timing.duration = -1
/// do {
///     try timing.validate()
/// } catch {
///     print(error)  // duration: expected a finite number ≥ 0, got -1
/// }
/// ```
public struct CadenceError: Error, Hashable, Sendable {
    /// The kind of problem, for code that reacts to some kinds and not others.
    ///
    /// New codes may be added; switch over them with a `default` case.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private let name: String

        private init(_ name: String) { self.name = name }

        /// A value outside the set its field accepts.
        public static let invalidValue = Code("invalidValue")
        /// Two fields that may not both be set.
        public static let conflictingFields = Code("conflictingFields")
        /// Collections whose lengths or contents must agree, and do not.
        public static let mismatchedCount = Code("mismatchedCount")
        /// A name that is not known (a key path, a timing function).
        public static let unknownName = Code("unknownName")
        /// A value of the wrong type for where it is stored.
        public static let typeMismatch = Code("typeMismatch")
        /// A call the object's current state does not allow: committing with no
        /// open transaction, moving a clock backwards, advancing a clock from
        /// inside its own work.
        public static let invalidState = Code("invalidState")
        /// A value or field valid in Cadence that the target cannot express:
        /// an elastic curve or a custom value type lowered to Core Animation.
        public static let unsupported = Code("unsupported")

        public var description: String { name }
    }

    /// The kind of problem.
    public var code: Code
    /// The field that holds the problem, such as `duration` or `keyTimes[2]`.
    public var field: String
    /// The offending value as written in the message.
    public var value: String
    /// What the field accepts, such as `a finite number ≥ 0`.
    public var expected: String
    /// A nearby valid value, when one is likely meant (`cornerRadius` for `conerRadius`).
    public var suggestion: String?

    /// Creates an error; `value` is rendered with ``CadenceError/describe(_:)``.
    public init(
        _ code: Code, field: String, value: String, expected: String, suggestion: String? = nil
    ) {
        self.code = code
        self.field = field
        self.value = value
        self.expected = expected
        self.suggestion = suggestion
    }

    /// The same error located inside `parent`: `duration` in `animation` becomes
    /// `animation.duration`, `[2]` in `values` becomes `values[2]`.
    public func inside(_ parent: String) -> CadenceError {
        var copy = self
        if parent.isEmpty {
            return copy
        }
        copy.field = field.hasPrefix("[") || field.isEmpty ? parent + field : parent + "." + field
        return copy
    }

    /// A number as the messages print it: whole numbers without a fraction
    /// (`-1`, not `-1.0`), others at full precision, and `nan`, `inf`, `-inf`.
    public static func describe(_ number: Double) -> String {
        if number.isNaN { return "nan" }
        if number.isInfinite { return number < 0 ? "-inf" : "inf" }
        if number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return "\(number)"
    }
}

extension CadenceError: CustomStringConvertible {
    /// One line: `field: expected …, got …`, and the suggestion if there is one.
    public var description: String {
        var line = "\(field): expected \(expected), got \(value)"
        if let suggestion {
            line += " (did you mean '\(suggestion)'?)"
        }
        return line
    }
}

extension CadenceError {
    /// Throws an ``Code/invalidValue`` error naming `field`, the number and what
    /// was `expected`, unless `number` is finite and in `range`.
    ///
    /// ```swift
    /// try CadenceError.check(rate, "framesPerSecond", in: 1...1000, expected: "1 ... 1000 frames per second")
    /// ```
    public static func check(
        _ number: Double, _ field: String, in range: ClosedRange<Double> = -.infinity ... .infinity,
        expected: @autoclosure () -> String
    ) throws(CadenceError) {
        guard number.isFinite, range.contains(number) else {
            throw CadenceError(.invalidValue, field: field, value: describe(number), expected: expected())
        }
    }
}

/// Why a ``TestFixture`` check failed: what was expected, what happened, and
/// what to do about it.
///
/// The fixture throws instead of asserting, so it works under XCTest and Swift
/// Testing alike: let the error escape a throwing test and its
/// ``description`` is the failure message.
public struct FixtureError: Error, Hashable, Sendable {
    /// The kind of failure, for code that reacts to some and not others.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// An argument was out of range (a negative duration, a NaN time).
        public static let invalidArgument = Code(rawValue: "invalidArgument")
        /// Time was asked to go backwards, or to move from inside its own work.
        public static let invalidTime = Code(rawValue: "invalidTime")
        /// ``TestFixture/runUntilIdle(limit:)`` passed its limit with work left.
        public static let limitExceeded = Code(rawValue: "limitExceeded")
        /// ``TestFixture/checkIdle()`` found work left.
        public static let notIdle = Code(rawValue: "notIdle")
        /// A timeline did not match the expected one.
        public static let timelineMismatch = Code(rawValue: "timelineMismatch")
        /// A table of values did not match the expected one.
        public static let tableMismatch = Code(rawValue: "tableMismatch")
        /// Events happened in an order the test said they must not.
        public static let orderViolation = Code(rawValue: "orderViolation")
        /// A check run by ``withEverySeed(in:_:)`` threw something other than a
        /// ``FixtureError``.
        public static let seedFailed = Code(rawValue: "seedFailed")
        /// ``FixtureActor`` is bound to another fixture that is still alive.
        public static let actorInUse = Code(rawValue: "actorInUse")
        /// ``TestFixture/run(_:)`` found its operation still suspended.
        public static let stillSuspended = Code(rawValue: "stillSuspended")
        /// An operation named in a check is not in the trace.
        public static let unknownOperation = Code(rawValue: "unknownOperation")
        /// A check needs events that a bounded trace dropped: an operation
        /// enqueued before the events kept by ``Trace/Retention/last(_:)``, or
        /// the whole history a check of every operation reads.
        public static let eventsDropped = Code(rawValue: "eventsDropped")
        /// ``TestFixture/writeHTML(to:title:)`` was called without
        /// ``TestFixture/recordFrames(rate:columns:)`` before the run.
        public static let notRecording = Code(rawValue: "notRecording")
        /// A file the fixture was asked to write could not be written.
        public static let writeFailed = Code(rawValue: "writeFailed")
        /// A ``Trace/Sink`` could not write the events it received.
        public static let sinkFailed = Code(rawValue: "sinkFailed")
    }

    /// The kind of failure.
    public let code: Code
    /// What was checked, in a few words.
    public let summary: String
    /// What the check expected.
    public let expected: String
    /// What happened instead.
    public let actual: String
    /// What to do about it.
    public let hint: String

    /// A failure; `expected` and `actual` may span lines.
    public init(_ code: Code, _ summary: String, expected: String, actual: String, hint: String) {
        self.code = code
        self.summary = summary
        self.expected = expected
        self.actual = actual
        self.hint = hint
    }
}

extension FixtureError: CustomStringConvertible {
    /// The summary, then `expected:`, `actual:` and `what to do:`; a value that
    /// spans lines starts on its own line, indented.
    public var description: String {
        func section(_ title: String, _ text: String) -> String {
            guard text.contains("\n") else { return "\(title): \(text)" }
            let indented = text.split(separator: "\n", omittingEmptySubsequences: false).map { "  \($0)" }
            return "\(title):\n" + indented.joined(separator: "\n")
        }
        return [summary, section("expected", expected), section("actual", actual), section("what to do", hint)]
            .joined(separator: "\n")
    }
}

extension Trace {
    /// How many events a ``TraceRecorder`` keeps in memory: ``all`` of them (the
    /// default, for tests), or the ``last(_:)`` few, for long runs.
    ///
    /// Every event costs about 150 bytes while it is kept (measured in
    /// `Docs/Testing.md`), some eight events an operation, so a run of a
    /// million operations keeps over a gigabyte with ``all``. With
    /// ``last(_:)`` the recorder keeps a ring of that many events, dropping the
    /// oldest as new ones come; the events kept keep their
    /// ``TraceEvent/sequence`` numbers, and the trace counts the rest in
    /// ``Trace/droppedCount``:
    ///
    /// ```swift
    /// let fixture = try TestFixture(traceRetention: .last(1_000))
    /// ```
    ///
    /// Pair it with a ``Trace/Sink`` to see every event all the same, in a
    /// file or a closure, while keeping only the last few in memory.
    public struct Retention: Hashable, Sendable {
        /// The most events kept, or nil for ``all``.
        public let limit: Int?

        private init(limit: Int?) {
            self.limit = limit
        }

        /// Keeps every event: the default.
        public static let all = Retention(limit: nil)

        /// Keeps the last `count` events, dropping older ones as new ones come.
        ///
        /// - Throws: ``FixtureError`` with code ``FixtureError/Code/invalidArgument``
        ///   if `count` is less than 1.
        public static func last(_ count: Int) throws(FixtureError) -> Retention {
            guard count >= 1 else {
                throw FixtureError(
                    .invalidArgument, "a trace cannot keep the last \(count) events", expected: "a count of 1 or more",
                    actual: "\(count)",
                    hint: "pass how many of the latest events to keep, such as 1_000, or .all to keep every event; "
                        + "to look at every event without keeping them, give the recorder a Trace.Sink")
            }
            return Retention(limit: count)
        }
    }
}

extension Trace.Retention: CustomStringConvertible {
    /// `all`, or `last 1000`.
    public var description: String {
        limit.map { "last \($0)" } ?? "all"
    }
}

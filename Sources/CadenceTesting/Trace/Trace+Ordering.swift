import Cadence

extension Trace {
    // MARK: - Looking up

    /// When `operation` first started, or nil if it never did (or is not in the trace).
    ///
    /// ```swift
    /// trace.startTime(of: "down")   // 1
    /// ```
    ///
    /// - Complexity: O(n) in the number of events.
    public func startTime(of operation: String) -> Double? {
        firstEvent(.start, of: operation)?.time
    }

    /// When `operation` first finished, or nil if it never did (or is not in the trace).
    ///
    /// ```swift
    /// trace.finishTime(of: "down")  // 3
    /// ```
    ///
    /// - Complexity: O(n) in the number of events.
    public func finishTime(of operation: String) -> Double? {
        firstEvent(.finish, of: operation)?.time
    }

    /// How `operation` first finished: `completed`, `cancelled` or `failed`; nil
    /// if it never finished (or is not in the trace).
    ///
    /// ```swift
    /// trace.result(of: "down")      // "completed"
    /// ```
    ///
    /// - Complexity: O(n) in the number of events.
    public func result(of operation: String) -> String? {
        firstEvent(.finish, of: operation)?.result
    }

    // MARK: - Checking order

    /// Checks that `first` finished before `second` started.
    ///
    /// Events are ordered by their ``TraceEvent/sequence``, so a finish and a
    /// start at the same instant pass when the finish came first, as in a
    /// chain where one operation starts as its dependency finishes. Only each
    /// operation's first `finish` and first `start` count.
    ///
    /// ```swift
    /// try trace.checkFinished("right", beforeStarting: "down")
    /// ```
    ///
    /// - Throws: ``FixtureError`` with code ``FixtureError/Code/orderViolation``
    ///   if `second` started first or either event is missing,
    ///   ``FixtureError/Code/unknownOperation`` if a name is not in the trace, or
    ///   ``FixtureError/Code/eventsDropped`` if the trace dropped events (see
    ///   ``droppedCount``) and an operation's enqueue is not among those kept.
    /// - Complexity: O(n) in the number of events.
    public func checkFinished(_ first: String, beforeStarting second: String) throws(FixtureError) {
        try checkPrecedes(
            (.finish, first, "finished"), (.start, second, "started"),
            summary: "`\(first)` did not finish before `\(second)` started",
            expected: "`\(first)` finishes before `\(second)` starts",
            hint: "if `\(second)` must wait for `\(first)`, make it depend on `\(first)` "
                + "(or run the queue one operation at a time); if they may overlap, drop this check")
    }

    /// Checks that `first` started before `second` did.
    ///
    /// Events are ordered by their ``TraceEvent/sequence``, so two starts at
    /// one instant are told apart. Only each operation's first `start` counts.
    ///
    /// ```swift
    /// try trace.checkStarted("fadeIn", before: "slide")
    /// ```
    ///
    /// - Throws: ``FixtureError`` with code ``FixtureError/Code/orderViolation``
    ///   if `second` started first or either never started,
    ///   ``FixtureError/Code/unknownOperation`` if a name is not in the trace, or
    ///   ``FixtureError/Code/eventsDropped`` if the trace dropped events (see
    ///   ``droppedCount``) and an operation's enqueue is not among those kept.
    /// - Complexity: O(n) in the number of events.
    public func checkStarted(_ first: String, before second: String) throws(FixtureError) {
        try checkPrecedes(
            (.start, first, "started"), (.start, second, "started"),
            summary: "`\(first)` did not start before `\(second)`",
            expected: "`\(first)` starts before `\(second)` starts",
            hint: "if `\(second)` must not start before `\(first)`, add `\(first)` to the queue first, or make `\(second)` depend on it")
    }

    /// Checks that the first event of one kind for one operation comes before
    /// the first event of another kind for another, by sequence.
    private func checkPrecedes(
        _ earlier: (kind: TraceEvent.Kind, operation: String, verb: String),
        _ later: (kind: TraceEvent.Kind, operation: String, verb: String),
        summary: String, expected: String, hint: String
    ) throws(FixtureError) {
        try checkKept([earlier.operation, later.operation])
        try checkKnown([earlier.operation, later.operation])
        let first = firstEvent(earlier.kind, of: earlier.operation)
        let second = firstEvent(later.kind, of: later.operation)
        guard let first, let second else {
            throw FixtureError(
                .orderViolation, summary, expected: expected,
                actual: [
                    describe(first, of: earlier.operation, as: earlier.verb),
                    describe(second, of: later.operation, as: later.verb),
                ].joined(separator: "; "),
                hint: Self.missingEventHint)
        }
        guard first.sequence < second.sequence else {
            throw FixtureError(
                .orderViolation, summary, expected: expected,
                actual: "`\(later.operation)` \(later.verb) at \(Self.at(second)), "
                    + "before `\(earlier.operation)` \(earlier.verb) at \(Self.at(first))",
                hint: hint)
        }
    }

    /// Checks that no two of `names` (all operations when nil) were ever
    /// executing at once.
    ///
    /// An operation is executing from its `start` event to its `finish` event,
    /// or to the end of the trace if it never finished. Events are ordered by
    /// ``TraceEvent/sequence``, so one operation may start at the instant
    /// another finishes, once the finish is recorded.
    ///
    /// ```swift
    /// try trace.checkNeverConcurrent(["right", "down"])
    /// try trace.checkNeverConcurrent()  // a serial queue
    /// ```
    ///
    /// - Throws: ``FixtureError`` with code ``FixtureError/Code/orderViolation``
    ///   naming the first operation that started while another executed,
    ///   ``FixtureError/Code/unknownOperation`` if a name is not in the trace, or
    ///   ``FixtureError/Code/eventsDropped`` if the trace dropped events (see
    ///   ``droppedCount``) and either no names are given (what executed before
    ///   the kept events is unknown) or a named operation's enqueue is not
    ///   among those kept.
    /// - Complexity: O(n) in the number of events.
    public func checkNeverConcurrent(_ names: [String]? = nil) throws(FixtureError) {
        if let names {
            try checkKept(names)
            try checkKnown(names)
        } else {
            try checkNothingDropped(
                "checkNeverConcurrent()", hint: "name the operations to check, each enqueued within the kept events: checkNeverConcurrent([…])")
        }
        let watched = Set(names ?? operationNames)
        let expected = names.map { "never two of \(Self.list($0)) executing at once" } ?? "never two operations executing at once"
        var executing = Executing()
        for event in events {
            guard let operation = event.operation, watched.contains(operation) else { continue }
            if event.kind == .start, let other = executing.started.first(where: { $0.operation != operation }) {
                let otherName = other.operation ?? ""
                throw FixtureError(
                    .orderViolation, "`\(otherName)` and `\(operation)` were executing at once", expected: expected,
                    actual: "`\(operation)` started at \(Self.at(event)) while `\(otherName)` was executing (\(span(of: other)))",
                    hint: "to run them one at a time, make `\(operation)` depend on `\(otherName)` "
                        + "or give the queue a maxConcurrentOperationCount of 1")
            }
            executing.record(event)
        }
    }

    /// Checks that at most `limit` operations were ever executing at once.
    ///
    /// An operation is executing from its `start` event to its `finish` event,
    /// or to the end of the trace if it never finished; events are ordered by
    /// ``TraceEvent/sequence``.
    ///
    /// ```swift
    /// try trace.checkAtMostExecuting(2)  // maxConcurrentOperationCount = 2
    /// ```
    ///
    /// - Throws: ``FixtureError`` with code ``FixtureError/Code/orderViolation``
    ///   naming the operation that started one too many and those executing,
    ///   ``FixtureError/Code/invalidArgument`` if `limit` is negative, or
    ///   ``FixtureError/Code/eventsDropped`` if the trace dropped events (see
    ///   ``droppedCount``): what executed before the kept events is unknown.
    /// - Complexity: O(n · k) for n events and at most k executing at once.
    public func checkAtMostExecuting(_ limit: Int) throws(FixtureError) {
        guard limit >= 0 else {
            throw FixtureError(
                .invalidArgument, "a limit of operations executing at once cannot be negative",
                expected: "a limit of 0 or more", actual: "\(limit)", hint: "pass the most operations that may execute at once, such as 1")
        }
        try checkNothingDropped("checkAtMostExecuting(_:)")
        var executing = Executing()
        for event in events {
            guard event.operation != nil else { continue }
            executing.record(event)
            guard event.kind == .start, executing.started.count > limit else { continue }
            let others = executing.started.dropLast().map { "`\($0.operation ?? "")` (\(span(of: $0)))" }
            let plural = limit == 1 ? "operation" : "operations"
            throw FixtureError(
                .orderViolation, "more than \(limit) \(plural) executing at once",
                expected: "at most \(limit) \(plural) executing at once",
                actual: "`\(event.operation ?? "")` started at \(Self.at(event)) while \(Self.list(others, quoted: false)) "
                    + "\(others.count == 1 ? "was" : "were") executing: \(executing.started.count) at once",
                hint: "give the queue a maxConcurrentOperationCount of \(limit), or add dependencies so that fewer run together")
        }
    }

    /// Checks that the operations' events of `kind` happened in exactly the
    /// order of `names`.
    ///
    /// Each operation's first event of `kind` counts; other operations'
    /// events are ignored.
    ///
    /// ```swift
    /// try trace.checkOrder(of: .start, ["right", "down", "left"])
    /// try trace.checkOrder(of: .finish, ["left", "right"])
    /// ```
    ///
    /// - Throws: ``FixtureError`` with code ``FixtureError/Code/orderViolation``
    ///   if the order differs or an operation has no such event,
    ///   ``FixtureError/Code/unknownOperation`` if a name is not in the trace,
    ///   ``FixtureError/Code/invalidArgument`` if a name is given twice, or
    ///   ``FixtureError/Code/eventsDropped`` if the trace dropped events (see
    ///   ``droppedCount``) and an operation's enqueue is not among those kept.
    /// - Complexity: O(n · m) for n events and m names.
    public func checkOrder(of kind: TraceEvent.Kind, _ names: [String]) throws(FixtureError) {
        if let repeated = names.enumerated().first(where: { names[..<$0.offset].contains($0.element) })?.element {
            throw FixtureError(
                .invalidArgument, "`\(repeated)` is named twice in an order check",
                expected: "each operation named once", actual: Self.list(names),
                hint: "name each operation once, in the order its `\(kind)` event should come")
        }
        try checkKept(names)
        try checkKnown(names)
        let expected = "`\(kind)` events in the order \(Self.list(names, then: true))"
        var found: [TraceEvent] = []
        for name in names {
            guard let event = firstEvent(kind, of: name) else {
                let history = events(of: name).map(\.description).joined(separator: "; ")
                throw FixtureError(
                    .orderViolation, "`\(name)` has no `\(kind)` event", expected: expected,
                    actual: "the events of `\(name)`: \(history)", hint: Self.missingEventHint)
            }
            found.append(event)
        }
        found.sort { $0.sequence < $1.sequence }
        let order = found.map { $0.operation ?? "" }
        guard order != names, let index = zip(order, names).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset else { return }
        let early = found[index]
        let late = found.first { $0.operation == names[index] }.map { " (at \(Self.at($0)))" } ?? ""
        let rightOrder = order.map { "\"\($0)\"" }.joined(separator: ", ")
        throw FixtureError(
            .orderViolation, "`\(kind)` events are out of order", expected: expected,
            actual: found.map { "`\($0.operation ?? "")` at \(Self.at($0))" }.joined(separator: ", then "),
            hint: "the first out of place is `\(early.operation ?? "")` at \(Self.at(early)), before `\(names[index])`\(late); "
                + "if the new order is right, write it as [\(rightOrder)]")
    }

    // MARK: - Helpers

    /// What to do when an event a check needs is missing.
    private static let missingEventHint =
        "advance the fixture until both events have happened before checking, or look at the operations' events with `trace.events(of:)`"

    /// The first event of `kind` about `operation`.
    private func firstEvent(_ kind: TraceEvent.Kind, of operation: String) -> TraceEvent? {
        events.first { $0.kind == kind && $0.operation == operation }
    }

    /// Throws ``FixtureError/Code/unknownOperation`` for the first of `names`
    /// not in the trace, suggesting the nearest known name.
    private func checkKnown(_ names: [String]) throws(FixtureError) {
        let known = operationNames
        guard let unknown = names.first(where: { !known.contains($0) }) else { return }
        let hint =
            if let suggestion = NameSuggestion.nearest(to: unknown, in: known) {
                "did you mean `\(suggestion)`? Names are compared exactly, case included"
            } else {
                "check the name against the trace's operations; names are compared exactly, case included"
            }
        throw FixtureError(
            .unknownOperation, "no operation named `\(unknown)` in the trace", expected: "an operation named `\(unknown)`",
            actual: known.isEmpty ? "the trace has no operations" : "the trace's operations are \(Self.list(known))", hint: hint)
    }

    /// Throws ``FixtureError/Code/eventsDropped`` for the first of `names`
    /// whose history the trace may have dropped: on a trace that dropped
    /// events, an operation is whole only if its first kept event is its
    /// `enqueue`.
    private func checkKept(_ names: [String]) throws(FixtureError) {
        guard droppedCount > 0 else { return }
        for name in names {
            let first = events.first { $0.operation == name }
            guard first?.kind != .enqueue else { continue }
            let seen = first.map { "`\(name)`'s first kept event is `\($0.description)`" } ?? "none of them is about `\(name)`"
            // A name in no kept event may be dropped or misspelled.
            let misspelled = first != nil ? nil : NameSuggestion.nearest(to: name, in: operationNames)
            throw FixtureError(
                .eventsDropped, "`\(name)` was enqueued before the events the trace kept",
                expected: "every event of `\(name)`, from its enqueue", actual: "\(keptWindow); \(seen)",
                hint: Self.keepMoreHint + ", or check only operations enqueued within the kept events"
                    + (misspelled.map { " (if `\(name)` is misspelled: did you mean `\($0)`?)" } ?? ""))
        }
    }

    /// Throws ``FixtureError/Code/eventsDropped`` if the trace dropped events:
    /// for `check`, which reads the whole trace.
    func checkNothingDropped(_ check: String, hint: String? = nil) throws(FixtureError) {
        guard droppedCount > 0 else { return }
        throw FixtureError(
            .eventsDropped, "\(check) needs the whole trace, and this one dropped its first \(droppedCount) events",
            expected: "a trace that kept every event",
            actual: "\(keptWindow), so what was executing before them is unknown",
            hint: (hint.map { "\($0), or " } ?? "") + Self.keepMoreHint)
    }

    /// `the trace kept only its last 100 events (#901 to #1000): the 900 before them were dropped`.
    private var keptWindow: String {
        let dropped = "the \(droppedCount) before them \(droppedCount == 1 ? "was" : "were") dropped"
        guard let first = events.first, let last = events.last else {
            return "the trace kept none of its \(droppedCount) events"
        }
        let count = events.count == 1 ? "event (#\(first.sequence))" : "\(events.count) events (#\(first.sequence) to #\(last.sequence))"
        return "the trace kept only its last \(count): \(dropped)"
    }

    /// What to do when a check needs dropped events.
    private static let keepMoreHint = "keep more events (Trace.Retention.last(_:) with a larger count, or .all), check sooner"

    /// `` `name` started at t=1 (#3)``, or `` `name` never started``.
    private func describe(_ event: TraceEvent?, of operation: String, as verb: String) -> String {
        guard let event else { return "`\(operation)` never \(verb)" }
        return "`\(operation)` \(verb) at \(Self.at(event))"
    }

    /// When a started operation executed: `started at t=0 (#2), finished at t=1 (#6)`.
    private func span(of start: TraceEvent) -> String {
        let finish = events.first { $0.kind == .finish && $0.operation == start.operation && $0.sequence > start.sequence }
        let end = finish.map { "finished at \(Self.at($0))" } ?? "still executing at the end of the trace"
        return "started at \(Self.at(start)), \(end)"
    }

    /// `t=1.5 (#7)`.
    private static func at(_ event: TraceEvent) -> String {
        "t=\(TraceFormat.number(event.time)) (#\(event.sequence))"
    }

    /// `` `a`, `b` and `c` ``, or with `then`, `` `a`, then `b`, then `c` ``.
    private static func list(_ names: [String], quoted: Bool = true, then: Bool = false) -> String {
        let items = quoted ? names.map { "`\($0)`" } : names
        if then { return items.joined(separator: ", then ") }
        guard items.count > 1, let last = items.last else { return items.first ?? "none" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}

/// The operations executing at a point of a trace, in the order they started.
private struct Executing {
    /// The start events of the operations executing.
    private(set) var started: [TraceEvent] = []

    /// Updates for `event`: a start adds its operation, a finish removes it.
    mutating func record(_ event: TraceEvent) {
        switch event.kind {
        case .start:
            started.removeAll { $0.operation == event.operation }
            started.append(event)
        case .finish:
            started.removeAll { $0.operation == event.operation }
        default:
            break
        }
    }
}

import CadenceTesting

extension TextReport {
    /// `result`'s trace as the timeline draws it when the run had groups: the
    /// operations' rows in file order, each group followed by its children,
    /// whose names are indented two spaces per group around them. Without
    /// groups, the trace as it is: rows in order of first appearance.
    ///
    /// The indentation is left out if it would make two names one (an id
    /// that itself begins with spaces).
    static func nested(_ result: ScenarioResult) -> Trace {
        guard !result.groups.isEmpty else { return result.trace }
        let spans = OperationSpan.spans(of: result)
        var names = Dictionary(spans.map { ($0.name, String(repeating: "  ", count: $0.depth) + $0.name) },
                               uniquingKeysWith: { first, _ in first })
        if Set(names.values).count != names.count { names = Dictionary(spans.map { ($0.name, $0.name) }, uniquingKeysWith: { first, _ in first }) }
        let rank = Dictionary(spans.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        // Each event goes to its operation's row, the others after every row,
        // keeping their order: a stable bucketing, linear in the events (a
        // sort comparing names cost two hash lookups per comparison).
        var rows = [[TraceEvent]](repeating: [], count: spans.count + 1)
        for var event in result.trace.events {
            let row = event.operation.flatMap { rank[$0] } ?? spans.count
            event.operation = event.operation.map { names[$0] ?? $0 }
            rows[row].append(event)
        }
        let events = Array(rows.joined())
        return Trace(events: events, droppedCount: result.trace.droppedCount)
    }
}

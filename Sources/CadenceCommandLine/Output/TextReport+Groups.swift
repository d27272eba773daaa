import CadenceTesting

extension TextReport {
    /// `result`'s trace as the timeline draws it: its rows in the order of
    /// ``ScenarioResult/operationRows`` (file order, each group followed by
    /// its children), and, when the run had groups, the names indented two
    /// spaces per group around them; the group of each child goes with it, so
    /// the timeline draws a child waiting from its group's start. Without
    /// groups, the trace as it is: rows in order of first appearance.
    ///
    /// The indentation is left out if it would make two names one (an id
    /// that itself begins with spaces).
    static func nested(_ result: ScenarioResult) -> Trace {
        var trace = result.trace
        trace.groups.merge(result.groups) { _, file in file }
        guard !result.groups.isEmpty else { return trace }
        let rows = result.operationRows.rows
        var names = Dictionary(rows.map { ($0.name, String(repeating: "  ", count: $0.depth) + $0.name) },
                               uniquingKeysWith: { first, _ in first })
        if Set(names.values).count != names.count { names = Dictionary(rows.map { ($0.name, $0.name) }, uniquingKeysWith: { first, _ in first }) }
        let rank = Dictionary(rows.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        // Each event goes to its operation's row, the others after every row,
        // keeping their order: a stable bucketing, linear in the events (a
        // sort comparing names cost two hash lookups per comparison).
        var buckets = [[TraceEvent]](repeating: [], count: rows.count + 1)
        for event in trace.events {
            buckets[event.operation.flatMap { rank[$0] } ?? rows.count].append(event)
        }
        trace.events = Array(buckets.joined())
        return trace.renamingOperations { names[$0] ?? $0 }
    }
}

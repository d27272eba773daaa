import CadenceTesting

/// The last line of a run's report: how the scenario's own operations
/// ended, then how a retry's attempts did, if it made any.
///
/// ```
/// 9 operations: 9 completed, 0 cancelled, 0 failed; 3 attempts: 1 completed, 2 failed and retried
/// ```
///
/// The operations are the file's, as `cadence check` counts them. What the
/// run made for them (``ScenarioResult/made``: a retry's attempts and the
/// waits between them, the waits that hold a timeline's steps) is not
/// counted among them; attempts are counted apart, each once, and one that
/// failed and was followed by another apart from one that failed its retry.
struct RunSummary {
    /// The line, without a newline.
    let text: String

    /// The summary of `result`.
    init(_ result: ScenarioResult) {
        let spans = result.operationRows.rows
        let own = spans.filter { result.made[$0.name] == nil }
        func count(_ spans: [OperationRows.Row], _ outcome: String) -> Int { spans.filter { $0.outcome.name == outcome }.count }
        var text = "\(own.count) operation\(own.count == 1 ? "" : "s"): \(count(own, "completed")) completed, "
            + "\(count(own, "cancelled")) cancelled, \(count(own, "failed")) failed"
        if count(own, "unfinished") > 0 { text += ", \(count(own, "unfinished")) unfinished" }
        var retried: [OperationRows.Row] = []
        var attempts: [OperationRows.Row] = []
        for span in spans {
            guard case .attempt(_, _, let wasRetried) = result.made[span.name] else { continue }
            if wasRetried, span.outcome.name == "failed" { retried.append(span) } else { attempts.append(span) }
        }
        let all = attempts.count + retried.count
        if all > 0 {
            let parts = [
                (count(attempts, "completed"), "completed"), (retried.count, "failed and retried"),
                (count(attempts, "failed"), "failed"), (count(attempts, "cancelled"), "cancelled"),
                (count(attempts, "unfinished"), "unfinished"),
            ].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
            text += "; \(all) attempt\(all == 1 ? "" : "s"): " + parts.joined(separator: ", ")
        }
        self.text = text
    }
}

import CadenceTesting

/// One operation's life in a run, read from the trace: when it was first
/// seen, started and finished, and how it ended.
///
/// The charts draw these; the first event, first `start` and first `finish`
/// count, as in CadenceTesting's `Timeline`.
struct OperationSpan: Equatable {
    /// How an operation ended.
    enum Outcome: Equatable {
        case completed
        case cancelled
        /// Failed, with the error's message.
        case failed(String)
        /// Still waiting or running when the run ended.
        case unfinished
    }

    let name: String
    /// The id of the group it is a child of; nil at the top level.
    var group: String?
    /// How many groups it is in: 0 at the top level.
    var depth = 0
    /// Its first event's time (normally its `enqueue`); nil if it never appears.
    var enqueued: Double?
    var started: Double?
    var finished: Double?
    var outcome = Outcome.unfinished
    /// The error it was cancelled with, when its cancel gave one.
    var cancellationReason: String?
    /// When it starts waiting: its first event, or its group's start if
    /// later (a child waits only once its group has started).
    var waitStart: Double?

    /// The spans of `result`'s operations in the order of its rows
    /// (``ScenarioResult/operationRows``): file order, each group followed by
    /// its children, then any other operation of the trace.
    static func spans(of result: ScenarioResult) -> [OperationSpan] {
        result.operationRows.rows.map { row in
            let outcome: Outcome = switch row.outcome {
            case .completed: .completed
            case .cancelled: .cancelled
            case .failed(let message): .failed(message)
            case .unfinished: .unfinished
            }
            return OperationSpan(name: row.name, group: row.group, depth: row.depth, enqueued: row.firstSeen,
                                 started: row.started, finished: row.finished, outcome: outcome,
                                 cancellationReason: row.cancellationReason, waitStart: row.waitStart)
        }
    }

    /// The result word: `completed`, `cancelled`, `failed` or `unfinished`.
    var outcomeName: String {
        switch outcome {
        case .completed: "completed"
        case .cancelled: "cancelled"
        case .failed: "failed"
        case .unfinished: "unfinished"
        }
    }
}

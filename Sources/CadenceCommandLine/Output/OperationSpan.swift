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

    /// The spans of `result`'s operations in file order (each group followed
    /// by its children), then of any other operation in the trace in order
    /// of first appearance.
    static func spans(of result: ScenarioResult) -> [OperationSpan] {
        var names = result.operations
        var known = Set(names)
        for name in result.trace.operationNames where known.insert(name).inserted { names.append(name) }
        var depths: [String: Int] = [:]
        for name in names {
            depths[name] = result.groups[name].map { (depths[$0] ?? 0) + 1 } ?? 0
        }
        var spans = names.map { OperationSpan(name: $0, group: result.groups[$0], depth: depths[$0] ?? 0) }
        let index = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        for event in result.trace.events {
            guard let name = event.operation, let position = index[name] else { continue }
            var span = spans[position]
            if span.enqueued == nil { span.enqueued = event.time }
            if event.kind == .start, span.started == nil { span.started = event.time }
            if event.kind == .finish, span.finished == nil {
                span.finished = event.time
                switch event.result {
                case "cancelled":
                    span.outcome = .cancelled
                    span.cancellationReason = event.message
                case "failed": span.outcome = .failed(event.message ?? "")
                default: span.outcome = .completed
                }
            }
            spans[position] = span
        }
        return spans
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

import CadenceTesting
import Foundation

/// A run's result in Chrome's Trace Event Format: what `cadence run FILE --trace OUT`
/// writes, for Perfetto (ui.perfetto.dev) or `chrome://tracing`.
///
/// The JSON object form, `{ "traceEvents": [ … ], "displayTimeUnit": "ms",
/// "otherData": { … } }`, one event per line. Times (`ts`, `dur`) are virtual
/// microseconds from the start of the run, rounded to the nanosecond. Every
/// event has `pid` 1 (named after the scenario by a `process_name` event).
///
/// | Track (`tid`) | Events |
/// |---|---|
/// | 1 `main-like queue` | each top-level operation's run from start to finish, a complete event (`"ph": "X"`, category `operation`, `args.result`, `args.error` when it failed, `args.reason` when a cancel gave one); an operation still running at the end runs to the end, `result` `unfinished` |
/// | 2, 3, … `main-like queue (2)`, … | more runs, when operations overlap (`maxConcurrentOperations` above 1): each run takes the first track free at its start |
/// | 3001, 3002, … `GROUP children`, `GROUP children (2)`, … | a group's children's runs, as above with `args.group` too, packed on tracks of their own: each group's after the one before it in the file |
/// | 1000 `main loop` | stalls (`X`, category `fault`); commits, cancels (`args.reason` when the cancel gave one), marks, clock jumps and slow-animation changes as thread instants (`"ph": "i"`, `"s": "t"`); what operations' observers heard, when the trace has it, as instants named `willStart right` (category `observer`, `args.operation`, and for `willFinish` and `didFinish` `args.result`, and `args.error` or `args.reason`) |
/// | 1001 `compositor` | animations added, started, completed and removed as instants named `animationCompleted box.position`; dropped frames (`X`). A completion is placed when the compositor ended the animation, and its `args` give that instant and the main loop's (`compositorTime`, `deliveredTime`, in seconds), which a stall sets apart |
/// | 2001, 2002, … `waiting`, `waiting (2)`, … | each operation's wait from its first event (a group's child: from its group's start) to its start (or its finish, if it never started), category `wait`, packed like the runs |
///
/// Thread names come from `thread_name` metadata events (`"ph": "M"`), and
/// `thread_sort_index` events keep the tracks in the order above.
///
/// Sampled values are counter events (`"ph": "C"`) named after their column,
/// `args` holding one member per component (`value` for a scalar; `x`, `y`
/// for a point, … as the SVG chart names them); values that are not finite
/// are left out.
///
/// Events are written in a fixed order: metadata, top-level runs (by start),
/// each group's children's runs (by start, the groups in file order), waits
/// (by start), the trace's other events in trace order, then counters in
/// sample order. The same result gives the same bytes.
public struct ChromeTrace: Sendable {
    /// The trace file's text, ending with a newline.
    public let text: String

    /// The trace of `result`.
    public init(_ result: ScenarioResult) {
        let spans = result.operationRows.rows
        var events: [JSONOutput] = []
        var threads: [Int: String] = [1: "main-like queue", Self.mainLoop: "main loop", Self.compositor: "compositor"]

        let runs = spans.compactMap { span in span.started.map { (span, $0, span.finished ?? result.endTime) } }
        for (span, lane, start, end) in Self.pack(runs.filter { $0.0.group == nil }) {
            let tid = lane + 1
            threads[tid] = lane == 0 ? "main-like queue" : "main-like queue (\(lane + 1))"
            events.append(Self.run(span, from: start, to: end, tid: tid))
        }
        // Each group's children on tracks of their own, in the file's order of groups.
        var nextTrack = Self.groups
        var childRuns: [String: [(OperationRows.Row, Double, Double)]] = [:]
        for run in runs { if let group = run.0.group { childRuns[group, default: []].append(run) } }
        for group in spans.map(\.name) {
            guard let runs = childRuns[group] else { continue }
            var lanes = 0
            for (span, lane, start, end) in Self.pack(runs) {
                threads[nextTrack + lane] = lane == 0 ? "\(group) children" : "\(group) children (\(lane + 1))"
                events.append(Self.run(span, from: start, to: end, tid: nextTrack + lane))
                lanes = max(lanes, lane + 1)
            }
            nextTrack += lanes
        }
        let waits = spans.compactMap { span -> (OperationRows.Row, Double, Double)? in
            guard let waitStart = span.waitStart else { return nil }
            let end = span.started ?? span.finished ?? result.endTime
            return end > waitStart ? (span, waitStart, end) : nil
        }
        for (span, lane, start, end) in Self.pack(waits) {
            let tid = 2001 + lane
            threads[tid] = lane == 0 ? "waiting" : "waiting (\(lane + 1))"
            events.append(Self.complete(span.name, category: "wait", from: start, to: end, tid: tid, args: []))
        }
        events += result.trace.events.compactMap(Self.event)
        events += result.samples.flatMap { Self.counters($0, columns: result.columns) }

        let metadata: [JSONOutput] = [Self.metadata("process_name", tid: 1, ["name": .string("cadence: \(result.name)")])]
            + threads.keys.sorted().flatMap { tid in [
                Self.metadata("thread_name", tid: tid, ["name": .string(threads[tid] ?? "")]),
                Self.metadata("thread_sort_index", tid: tid, ["sort_index": .number(Double(tid))]),
            ] }
        let document = JSONOutput.object([
            ("traceEvents", .array(metadata + events)),
            ("displayTimeUnit", .string("ms")),
            ("otherData", .object([("scenario", .string(result.name)), ("endTime", .number(result.endTime))])),
        ])
        text = document.rendered(expanding: 2) + "\n"
    }

    /// The text as UTF-8.
    public var data: Data { Data(text.utf8) }

    static let mainLoop = 1000
    static let compositor = 1001
    /// The first track of the groups' children.
    static let groups = 3001

    /// An operation's run from `start` to `end`, a complete event.
    private static func run(_ span: OperationRows.Row, from start: Double, to end: Double, tid: Int) -> JSONOutput {
        var args: [(String, JSONOutput)] = [("result", .string(span.outcome.name))]
        if case .failed(let message) = span.outcome { args.append(("error", .string(message))) }
        if let reason = span.cancellationReason { args.append(("reason", .string(reason))) }
        if let group = span.group { args.append(("group", .string(group))) }
        return complete(span.name, category: "operation", from: start, to: end, tid: tid, args: args)
    }

    /// Seconds as microseconds, rounded to the nanosecond.
    static func microseconds(_ seconds: Double) -> Double {
        (seconds * 1_000_000_000).rounded() / 1000
    }

    /// Intervals given in file order, sorted by start, each with the first lane
    /// free at its start (a lane is free once its last interval has ended).
    private static func pack(_ intervals: [(OperationRows.Row, Double, Double)]) -> [(OperationRows.Row, Int, Double, Double)] {
        let ordered = intervals.enumerated().sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }.map(\.element)
        var laneEnds: [Double] = []
        return ordered.map { span, start, end in
            let lane = laneEnds.firstIndex { $0 <= start } ?? laneEnds.count
            if lane == laneEnds.count { laneEnds.append(end) } else { laneEnds[lane] = end }
            return (span, lane, start, end)
        }
    }

    private static func complete(
        _ name: String, category: String, from start: Double, to end: Double, tid: Int, args: [(String, JSONOutput)]
    ) -> JSONOutput {
        let ts = microseconds(start)
        var members: [(String, JSONOutput)] = [
            ("name", .string(name)), ("cat", .string(category)), ("ph", .string("X")), ("ts", .number(ts)),
            ("dur", .number(max(microseconds(end) - ts, 0))), ("pid", .number(1)), ("tid", .number(Double(tid))),
        ]
        if !args.isEmpty { members.append(("args", .object(args))) }
        return .object(members)
    }

    private static func metadata(_ name: String, tid: Int, _ args: KeyValuePairs<String, JSONOutput>) -> JSONOutput {
        .object([("name", .string(name)), ("ph", .string("M")), ("pid", .number(1)), ("tid", .number(Double(tid))),
                 ("args", .object(args.map { ($0.key, $0.value) }))])
    }

    private static func instant(_ name: String, category: String, at time: Double, tid: Int, args: [(String, JSONOutput)]) -> JSONOutput {
        var members: [(String, JSONOutput)] = [
            ("name", .string(name)), ("cat", .string(category)), ("ph", .string("i")), ("s", .string("t")),
            ("ts", .number(microseconds(time))), ("pid", .number(1)), ("tid", .number(Double(tid))),
        ]
        if !args.isEmpty { members.append(("args", .object(args))) }
        return .object(members)
    }

    /// A trace event other than an operation's enqueue, ready, start or finish.
    private static func event(_ event: TraceEvent) -> JSONOutput? {
        let duration = max(event.duration ?? 0, 0)
        switch event.kind {
        case .enqueue, .ready, .start, .finish:
            return nil
        case .cancel:
            var args: [(String, JSONOutput)] = [("operation", .string(event.operation ?? ""))]
            if let reason = event.message { args.append(("reason", .string(reason))) }
            return instant("cancel \(event.operation ?? "")", category: "operation", at: event.time, tid: mainLoop, args: args)
        case .willStart, .didStart, .willFinish, .didFinish:
            var args: [(String, JSONOutput)] = [("operation", .string(event.operation ?? ""))]
            if let result = event.result { args.append(("result", .string(result))) }
            if let message = event.message { args.append((event.result == "failed" ? "error" : "reason", .string(message))) }
            return instant("\(event.kind.rawValue) \(event.operation ?? "")", category: "observer", at: event.time,
                           tid: mainLoop, args: args)
        case .commit:
            return instant("commit", category: "transaction", at: event.time, tid: mainLoop,
                           args: event.message.map { [("animations", .string($0))] } ?? [])
        case .animationAdded, .animationStarted, .animationCompleted, .animationRemoved:
            let target = [event.layer, event.key].compactMap { $0 }.joined(separator: ".")
            var args: [(String, JSONOutput)] = [("layer", .string(event.layer ?? "")), ("key", .string(event.key ?? ""))]
            if let ended = event.compositorTime {
                args += [("compositorTime", .number(ended)), ("deliveredTime", .number(event.time))]
            }
            return instant("\(event.kind.rawValue) \(target)", category: "compositor", at: event.compositorTime ?? event.time,
                           tid: compositor, args: args)
        case .stall:
            return complete("stall", category: "fault", from: event.time, to: event.time + duration, tid: mainLoop, args: [])
        case .dropFrames:
            return complete("dropped frames", category: "fault", from: event.time, to: event.time + duration, tid: compositor, args: [])
        case .jump:
            return instant("jump", category: "fault", at: event.time, tid: mainLoop, args: [("seconds", .number(duration))])
        case .slowAnimations:
            return instant("slowAnimations", category: "fault", at: event.time, tid: mainLoop,
                           args: [("factor", .number(event.value ?? 1))])
        case .mark:
            return instant(event.message ?? "mark", category: "mark", at: event.time, tid: mainLoop, args: [])
        case .transport:
            var args: [(String, JSONOutput)] = [("operation", .string(event.operation ?? ""))]
            if let value = event.value { args.append(("value", .number(value))) }
            if event.result == "refused" { args.append(("refused", .string(event.message ?? ""))) }
            return instant("\(event.call ?? "transport") \(event.operation ?? "")", category: "transport", at: event.time,
                           tid: mainLoop, args: args)
        }
    }

    /// A counter event per sampled column that has finite values.
    private static func counters(_ sample: ScenarioResult.Sample, columns: [String]) -> [JSONOutput] {
        guard sample.time.isFinite else { return [] }
        return zip(columns, sample.values).compactMap { column, numbers in
            let names = ComponentNames.names(column: column, count: numbers.count)
            let args = zip(names, numbers).filter { $0.1.isFinite }.map { ($0.0, JSONOutput.number($0.1)) }
            guard !args.isEmpty else { return nil }
            return .object([
                ("name", .string(column)), ("cat", .string("sample")), ("ph", .string("C")),
                ("ts", .number(microseconds(sample.time))), ("pid", .number(1)), ("tid", .number(1)), ("args", .object(args)),
            ])
        }
    }
}

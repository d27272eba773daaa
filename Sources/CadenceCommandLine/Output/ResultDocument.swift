import Cadence
import CadenceTesting
import Foundation

/// A run's result as `cadence-result/1` JSON: what `cadence run FILE --json` prints.
///
/// ```json
/// {
///   "format": "cadence-result/1",
///   "scenario": "triangle",
///   "endTime": 3,
///   "operations": [
///     { "id": "right", "result": "completed", "start": 0, "finish": 1 },
///     …
///   ],
///   "trace": [
///     { "t": 0, "event": "start", "operation": "right" },
///     { "t": 0, "event": "commit", "message": "1 added, 0 removed" },
///     { "t": 0, "event": "animationAdded", "layer": "box", "key": "position" },
///     { "t": 0, "event": "animationStarted", "layer": "box", "key": "position" },
///     { "t": 1, "event": "animationCompleted", "layer": "box", "key": "position", "compositorTime": 1 },
///     { "t": 1, "event": "finish", "operation": "right", "cancelled": false },
///     …
///     { "t": 3, "event": "finish", "operation": "back", "cancelled": false }
///   ],
///   "samples": [
///     { "t": 0, "values": { "box.position": [100, 100] } },
///     { "t": 0.5, "values": { "box.position": [200, 100] } },
///     …
///   ]
/// }
/// ```
///
/// ## Layout
///
/// Two blanks of indentation; the members in the order above; one operation,
/// one trace entry and one sample per line, so that two results compare well
/// line by line.
/// Empty lists are written `[]`. The text ends with a newline.
///
/// ## Operations
///
/// One entry per operation, in file order, each group followed by its
/// children: `id`; `group`, the id of the group it is a child of (none at the
/// top level); `result`, one of `completed`, `cancelled`, `failed` and
/// `unfinished`; `retried`, `true` on a retry's attempt that another
/// attempt followed (left out otherwise); `start` and `finish`, the times of
/// its first `start` and `finish` in the trace (left out when it has none);
/// `error`, the message, when it failed; `reason`, the error it was
/// cancelled with, when a cancel gave one (a cancel event's `reason`); and
/// `finalPosition` (`end`, `start` or `current`), where an animation
/// operation, a group or a timeline a transport event steered came to rest,
/// once it finished.
///
/// ## Trace entries
///
/// The fixture's trace in order, each entry `t` and `event` (the kind's name)
/// then the fields that apply, in this order: `operation`, `layer`, `key`,
/// `compositorTime` (an `animationCompleted`: when the compositor ended the
/// animation, while `t` is when the main loop delivered it, later under a
/// stall), `message` (a commit's summary, a mark's text), `duration` (a stall's
/// length), `value` (the slow-animations factor). A `finish` has `operation`,
/// `cancelled`, and `error` with the message when the operation failed. A
/// `cancel`, and the `finish` after it, have `reason` when the operation was
/// cancelled with an error: the error's message. A `transport` entry (a
/// scenario's `pause`, `play`, `seek`, `reverse`, `speed`, `finish` or
/// `continue` of an operation, a group or a timeline) has `operation`, `call`
/// (`pause`, `play`, `play(to:)`, `reverse`, `finish`, `seek(to:)` (a seek
/// to a timeline's label too), `seek(progress:)`, `setSpeed`,
/// `continueAnimation(durationFactor:)`), `value`
/// (the call's argument, when it has one) and, when the operation refused
/// the call, `refused` with the error's message.
///
/// A `retarget` event is a `transport` entry whose `call` is `retarget(to:)`
/// and whose `value` is the target, when it is a number.
///
/// `enqueue` and `ready` entries are left out: a scenario's operations are all
/// enqueued at 0, and an operation is ready when its last dependency finishes,
/// so they would only repeat what the other entries say.
///
/// ## Retargets
///
/// Only when the scenario has `retarget` events, between `trace` and
/// `samples`: one entry per event as it ran, `t`, `operation`, `keyPath`,
/// `to` (the target), then `value` and `velocity`, what the layer showed at
/// the key path at the hand-off and how fast it changed (units per second:
/// the velocity the new spring starts with), or `refused` with the
/// operation's message.
///
/// ## Samples
///
/// One entry per sample: `t`, then `values` with one member per sampled column
/// in the file's order (a repeated column is written once): a number for a
/// scalar, an array of numbers for a compound value. With the scenario's
/// `sample.velocities`, then `velocities`, the same members holding how fast
/// each value changes, in its units per second
/// (`Layer.presentedVelocity(for:at:)`): `{ "t": 0.5, "values": { "box.position.x": 50 },
/// "velocities": { "box.position.x": 100 } }` for a linear 1 s move from 0 to 100.
///
/// ## Numbers
///
/// Whole numbers below 10^15 without a point (`150`, never `150.0`), others in
/// the shortest form that reads back as the same double (`0.1`, `1e-07`); `-0`
/// as `0`. JSON has no infinities or NaN: such a value is written `null`.
public struct ResultDocument: Sendable {
    /// The format's name, the document's `format` member.
    public static let format = "cadence-result/1"

    /// The document's text, ending with a newline.
    public let text: String

    /// The document of `result`.
    public init(_ result: ScenarioResult) {
        var members: [(String, JSONOutput)] = [
            ("format", .string(Self.format)),
            ("scenario", .string(result.name)),
            ("endTime", .number(result.endTime)),
            ("operations", .array(result.operationRows.rows.map {
                Self.operation($0, made: result.made[$0.name], finalPosition: result.finalPositions[$0.name])
            })),
            ("trace", .array(result.trace.events.compactMap(Self.entry))),
        ]
        if !result.retargets.isEmpty { members.append(("retargets", .array(result.retargets.map(Self.retarget)))) }
        members.append(("samples", .array(result.samples.map { Self.sample($0, columns: result.columns) })))
        let document = JSONOutput.object(members)
        text = document.rendered(expanding: 2) + "\n"
    }

    /// The text as UTF-8.
    public var data: Data { Data(text.utf8) }

    /// An operation's entry: its id, group, outcome, times and error.
    private static func operation(
        _ span: OperationRows.Row, made: ScenarioResult.MadeOperation?, finalPosition: AnimatingPosition?
    ) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("id", .string(span.name))]
        if let group = span.group { members.append(("group", .string(group))) }
        members.append(("result", .string(span.outcome.name)))
        if case .attempt(_, _, retried: true) = made { members.append(("retried", .bool(true))) }
        if let start = span.started { members.append(("start", .number(start))) }
        if let finish = span.finished { members.append(("finish", .number(finish))) }
        if case .failed(let message) = span.outcome { members.append(("error", .string(message))) }
        if let reason = span.cancellationReason { members.append(("reason", .string(reason))) }
        if let finalPosition { members.append(("finalPosition", .string(finalPosition.rawValue))) }
        return .object(members)
    }

    /// A trace entry, or nil for the kinds left out.
    private static func entry(_ event: TraceEvent) -> JSONOutput? {
        guard event.kind != .enqueue, event.kind != .ready else { return nil }
        var members: [(String, JSONOutput)] = [("t", .number(event.time)), ("event", .string(event.kind.rawValue))]
        if let operation = event.operation { members.append(("operation", .string(operation))) }
        if let call = event.call { members.append(("call", .string(call))) }
        if let layer = event.layer { members.append(("layer", .string(layer))) }
        if let key = event.key { members.append(("key", .string(key))) }
        if let compositorTime = event.compositorTime { members.append(("compositorTime", .number(compositorTime))) }
        if event.kind == .finish {
            members.append(("cancelled", .bool(event.result == "cancelled")))
            if event.result == "failed" { members.append(("error", .string(event.message ?? ""))) }
            if event.result == "cancelled", let reason = event.message { members.append(("reason", .string(reason))) }
        } else if event.kind == .cancel {
            if let reason = event.message { members.append(("reason", .string(reason))) }
        } else if event.kind == .transport {
            if event.result == "refused" { members.append(("refused", .string(event.message ?? ""))) }
        } else if let message = event.message {
            members.append(("message", .string(message)))
        }
        if let duration = event.duration { members.append(("duration", .number(duration))) }
        if let value = event.value { members.append(("value", .number(value))) }
        return .object(members)
    }

    /// A retarget's entry: when, which operation and key path, the target,
    /// and the value and velocity handed on, or the refusal.
    private static func retarget(_ retarget: ScenarioResult.Retarget) -> JSONOutput {
        var members: [(String, JSONOutput)] = [
            ("t", .number(retarget.time)), ("operation", .string(retarget.operation)),
            ("keyPath", .string(retarget.keyPath)), ("to", numbers(retarget.target)),
        ]
        if let refusal = retarget.refusal {
            members.append(("refused", .string(refusal)))
        } else {
            members.append(("value", numbers(retarget.value)))
            members.append(("velocity", numbers(retarget.velocity)))
        }
        return .object(members)
    }

    /// A number for a scalar, an array of numbers for a compound value.
    static func numbers(_ numbers: [Double]) -> JSONOutput {
        numbers.count == 1 ? .number(numbers[0]) : .array(numbers.map { JSONOutput.number($0) })
    }

    private static func sample(_ sample: ScenarioResult.Sample, columns: [String]) -> JSONOutput {
        func members(_ all: [[Double]]) -> JSONOutput {
            var seen: Set<String> = []
            var members: [(String, JSONOutput)] = []
            for (column, numbers) in zip(columns, all) where seen.insert(column).inserted {
                members.append((column, Self.numbers(numbers)))
            }
            return .object(members)
        }
        var entry: [(String, JSONOutput)] = [("t", .number(sample.time)), ("values", members(sample.values))]
        if !sample.velocities.isEmpty { entry.append(("velocities", members(sample.velocities))) }
        return .object(entry)
    }
}

/// The rows of a run's Gantt chart, read once from its trace: what the
/// command's SVG picture, the HTML player and the text report all draw, so
/// that they show the same rows, in the same order, nested the same way,
/// with the same marks.
///
/// ## Rows and order
///
/// One row per operation: those of `order` first, in that order, then any
/// other operation of the trace in the order first seen. Rows are then
/// nested as a tree by the trace's ``Trace/groups``: each group is followed
/// by its children, in the same relative order, each child one level deeper
/// (``Row/depth``); a child of no known group is at the top level. So a
/// retry's attempts follow their retry, and a group's children their group,
/// whenever they were added.
///
/// ## Times
///
/// An operation's first event (normally its `enqueue`), first `start` and
/// first `finish` at or before ``end`` count, as in ``Timeline``. A child of a
/// group waits from its group's start, not from when it was added to the
/// group: its ``Row/waitStart`` is the later of its first event and its
/// group's start, and nil while its group has not started by the end (the
/// child then shows only its finish, if any).
///
/// ## Transport
///
/// An animation operation or a group steered through its transport (``TraceEvent/Kind/transport``
/// events, refused calls aside) has ``Row/held`` spans, from each `pause` to
/// the next `play`, `play(to:)`, `continueAnimation(durationFactor:)`, `reverse` or `finish`, or its finish (where
/// `play(to:)` arrives and holds is not a call, so not a span), and ``Row/reversed`` spans, while its
/// speed is below 0: from a `reverse` or a negative `setSpeed` to the call
/// that turns it forwards again, or its finish. A span still open at the end
/// has no end.
///
/// ## Marks
///
/// ``marks`` lists, in a fixed order, only the marks a picture of these rows
/// draws: what a legend should name.
public struct OperationRows: Hashable, Sendable {
    /// What an operation is in the chart.
    public enum Kind: String, Hashable, Sendable {
        /// Work of its own.
        case operation
        /// A group (a retry, a timeline): its children follow it.
        case group
        /// A wait that only holds what follows it (a timeline step until its
        /// start, a retry's next attempt): waiting, not work.
        case hold
    }

    /// How an operation ended.
    public enum Outcome: Hashable, Sendable {
        case completed
        case cancelled
        /// Failed, with the error's message.
        case failed(String)
        /// Still waiting or running when the run ended.
        case unfinished

        /// `completed`, `cancelled`, `failed` or `unfinished`.
        public var name: String {
            switch self {
            case .completed: "completed"
            case .cancelled: "cancelled"
            case .failed: "failed"
            case .unfinished: "unfinished"
            }
        }
    }

    /// A stretch of time, `end` nil while it goes on to the end of the run.
    public struct Pause: Hashable, Sendable {
        /// The layer paused.
        public let layer: String
        /// When it was paused, in seconds.
        public let start: Double
        /// When it was resumed; nil if it was not by the end.
        public let end: Double?

        public init(layer: String, start: Double, end: Double?) {
            self.layer = layer
            self.start = start
            self.end = end
        }
    }

    /// A stretch of an operation's run, `end` nil while it goes on to the end of the run.
    public struct Span: Hashable, Sendable {
        /// When it began, in seconds.
        public let start: Double
        /// When it ended; nil if it had not by the end.
        public let end: Double?

        public init(start: Double, end: Double?) {
            self.start = start
            self.end = end
        }
    }

    /// A layer paused or resumed during the run, and the operations whose time it stops.
    public struct LayerEvent: Hashable, Sendable {
        /// When it happened, in seconds.
        public let time: Double
        /// `true` for a pause, `false` for a resume.
        public let isPause: Bool
        /// The layer's name.
        public let layer: String
        /// The operations animating the layer or a layer beneath it; empty for none.
        public let operations: [String]

        public init(time: Double, isPause: Bool, layer: String, operations: [String]) {
            self.time = time
            self.isPause = isPause
            self.layer = layer
            self.operations = operations
        }
    }

    /// Something that happened at an instant of the run, marked on the time
    /// axis: a scenario's event (`set`, `cancel`, `pause`, …) or a fixture's
    /// ``TestFixture/mark(_:)``.
    public struct Event: Hashable, Sendable {
        /// When, in seconds.
        public let time: Double
        /// What, in a few words: `set second-hand.angle`.
        public let text: String

        public init(time: Double, text: String) {
            self.time = time
            self.text = text
        }
    }

    /// One operation's row.
    public struct Row: Hashable, Sendable {
        /// The operation's name.
        public let name: String
        /// The group it is a child of; nil at the top level.
        public let group: String?
        /// How many groups it is in: 0 at the top level.
        public let depth: Int
        /// Work, a group, or a hold.
        public let kind: Kind
        /// Its first event, at or before the end; nil if none.
        public let firstSeen: Double?
        /// Where its wait starts: its first event, or its group's start if
        /// later; nil while its group has not started.
        public let waitStart: Double?
        /// Its first start, at or before the end.
        public let started: Double?
        /// Its first finish, at or before the end.
        public let finished: Double?
        /// How it ended.
        public let outcome: Outcome
        /// The pauses of the layers it animates, over its row.
        public let pauses: [Pause]
        /// The error it was cancelled with, when its cancel gave one
        /// (`TimedOperation.cancel(with:)`).
        public let cancellationReason: String?
        /// Where its own transport held it: from a `pause` to the call that
        /// played it again (or its finish, or the end).
        public let held: [Span]
        /// Where its own transport played it backwards: speed below 0.
        public let reversed: [Span]

        /// Still waiting at the end, never started.
        public var neverStarted: Bool { started == nil && finished == nil && waitStart != nil }
        /// Started and still running at the end.
        public var runningAtEnd: Bool { started != nil && finished == nil }
    }

    /// A mark a picture of the rows may draw, in the order a legend names them.
    public enum Mark: String, Hashable, Sendable, CaseIterable {
        case waiting, running, runningAtEnd, neverStarted, cancelled, failed, hold, group, paused, held, reversed, stall
        case droppedFrames, jump, event

        /// The classes of the element that draws the mark, in both pictures
        /// (their style sheets colour them alike).
        public var style: String {
            switch self {
            case .waiting: "wait"
            case .running: "bar completed"
            case .runningAtEnd: "bar unfinished"
            case .neverStarted: "wait never-started"
            case .cancelled: "bar cancelled"
            case .failed: "bar failed"
            case .hold: "bar hold"
            case .group: "group-extent"
            case .paused: "paused"
            case .held: "held"
            case .reversed: "reversed"
            case .stall: "stall"
            case .droppedFrames: "drop"
            case .jump: "jump"
            case .event: "event"
            }
        }

        /// What a legend calls it.
        public var label: String {
            switch self {
            case .waiting: "waiting"
            case .running: "running / completed"
            case .runningAtEnd: "still running at the end"
            case .neverStarted: "never started by the end"
            case .cancelled: "cancelled ✕"
            case .failed: "failed !"
            case .hold: "held: a wait before a step or an attempt"
            case .group: "group's run"
            case .paused: "layer paused ‖ … ▶ resumed"
            case .held: "operation paused ‖ … ▶ played"
            case .reversed: "playing backwards ◀"
            case .stall: "main loop stalled"
            case .droppedFrames: "frames dropped"
            case .jump: "clock jumped"
            case .event: "event ◆"
            }
        }
    }

    /// The rows, nested and ordered.
    public let rows: [Row]
    /// The instants marked on the time axis, in time order.
    public let events: [Event]
    /// The run's end, in seconds: nothing after it counts.
    public let end: Double
    /// The marks the rows, the trace's faults and the events draw, in ``Mark``'s order.
    public let marks: [Mark]

    /// The rows of `trace`'s operations up to `end`.
    ///
    /// - Parameters:
    ///   - trace: The run's trace; its ``Trace/groups`` nest the rows.
    ///   - end: When the run ended, in seconds.
    ///   - order: Operations to list first, in this order (a scenario's file order).
    ///   - holds: The waits that only hold what follows them (a timeline step, a retry's next attempt).
    ///   - layerEvents: Layers paused and resumed, in the order they happened.
    ///   - events: Instants to mark on the time axis, besides the trace's marks.
    public init(
        _ trace: Trace, end: Double, order: [String] = [], holds: Set<String> = [], layerEvents: [LayerEvent] = [],
        events: [Event] = []
    ) {
        self.end = end
        var names = order
        var known = Set(names)
        for name in trace.operationNames where known.insert(name).inserted { names.append(name) }
        let groups = trace.groups

        // The tree: children in the order listed, under their group.
        var children: [String: [String]] = [:]
        var roots: [String] = []
        for name in names {
            if let group = groups[name], known.contains(group), group != name { children[group, default: []].append(name) } else { roots.append(name) }
        }
        var ordered: [(name: String, depth: Int)] = []
        var placed: Set<String> = []
        func visit(_ name: String, depth: Int) {
            guard placed.insert(name).inserted else { return }
            ordered.append((name, depth))
            for child in children[name] ?? [] { visit(child, depth: depth + 1) }
        }
        roots.forEach { visit($0, depth: 0) }
        // A loop of groups has no root: what is left goes at the top level.
        names.forEach { visit($0, depth: 0) }

        var first: [String: Double] = [:], started: [String: Double] = [:], finished: [String: TraceEvent] = [:]
        for event in trace.events where event.time <= end {
            guard let name = event.operation else { continue }
            if first[name] == nil { first[name] = event.time }
            if event.kind == .start, started[name] == nil { started[name] = event.time }
            if event.kind == .finish, finished[name] == nil { finished[name] = event }
        }
        let pauses = Self.pauses(layerEvents, end: end)
        let steering = Self.steering(trace, end: end, finished: finished.mapValues(\.time))
        rows = ordered.map { name, depth in
            let group = groups[name].flatMap { known.contains($0) && $0 != name ? $0 : nil }
            var waitStart = first[name]
            if let group, let wait = waitStart { waitStart = started[group].map { max(wait, $0) } }
            let outcome: Outcome = switch finished[name]?.result {
            case nil: finished[name] == nil ? .unfinished : .completed
            case "cancelled": .cancelled
            case "failed": .failed(finished[name]?.message ?? "")
            default: .completed
            }
            let kind: Kind = holds.contains(name) ? .hold : children[name] != nil ? .group : .operation
            let ownPauses = pauses.filter { $0.operations.isEmpty || $0.operations.contains(name) }.map(\.pause)
            return Row(name: name, group: group, depth: depth, kind: kind, firstSeen: first[name], waitStart: waitStart,
                       started: started[name], finished: finished[name]?.time, outcome: outcome, pauses: ownPauses,
                       cancellationReason: outcome == .cancelled ? finished[name]?.message : nil,
                       held: steering[name]?.held ?? [], reversed: steering[name]?.reversed ?? [])
        }
        let marked = trace.events.filter { $0.kind == .mark && $0.time <= end }.map { Event(time: $0.time, text: "mark: \($0.message ?? "")") }
        self.events = (events.filter { $0.time <= end } + marked).enumerated()
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        self.marks = Self.marks(rows, trace: trace, end: end, events: self.events)
    }

    /// Each pause to its resume (or the end), with the operations it covers.
    private static func pauses(_ layerEvents: [LayerEvent], end: Double) -> [(pause: Pause, operations: [String])] {
        var open: [String: (start: Double, operations: [String])] = [:]
        var result: [(pause: Pause, operations: [String])] = []
        for event in layerEvents where event.time <= end {
            if event.isPause {
                if open[event.layer] == nil { open[event.layer] = (event.time, event.operations) }
            } else if let paused = open.removeValue(forKey: event.layer) {
                result.append((Pause(layer: event.layer, start: paused.start, end: event.time), paused.operations))
            }
        }
        for event in layerEvents where event.isPause {
            if let paused = open.removeValue(forKey: event.layer) {
                result.append((Pause(layer: event.layer, start: paused.start, end: nil), paused.operations))
            }
        }
        return result
    }

    /// Each steered operation's held and reversed spans, from its transport
    /// calls that were not refused, closed at its finish (open without one).
    private static func steering(
        _ trace: Trace, end: Double, finished: [String: Double]
    ) -> [String: (held: [Span], reversed: [Span])] {
        struct Run {
            var speed = 1.0
            var heldSince: Double?
            var reversedSince: Double?
            var held: [Span] = []
            var reversed: [Span] = []

            /// Opens or closes the spans for a run that is `holding` and at `speed` from `time`.
            mutating func update(at time: Double?, holding: Bool) {
                if holding, heldSince == nil, let time { heldSince = time }
                if !holding, let start = heldSince { held.append(Span(start: start, end: time)); heldSince = nil }
                if speed < 0, reversedSince == nil, let time { reversedSince = time }
                if speed >= 0, let start = reversedSince {
                    reversed.append(Span(start: start, end: time))
                    reversedSince = nil
                }
            }
        }
        var runs: [String: Run] = [:]
        for event in trace.events where event.kind == .transport && event.result != "refused" && event.time <= end {
            guard let name = event.operation, finished[name].map({ event.time <= $0 }) ?? true else { continue }
            var run = runs[name] ?? Run()
            var holding = run.heldSince != nil
            switch event.call {
            case "pause": holding = true
            case "play", "play(to:)", "finish": holding = false
            case "reverse" where run.speed != 0:
                // reverse() plays, the other way.
                run.speed = -run.speed
                holding = false
            case "setSpeed": run.speed = event.value ?? run.speed
            case TransportCall.continueAnimationName:
                // It plays on in the direction it plays (speed 0 counts as forwards).
                run.speed = run.speed < 0 ? -1 : 1
                holding = false
            case TestFixture.retargetCall:
                // A retargeted spring plays on, forwards at speed 1.
                run.speed = 1
                holding = false
            default: break
            }
            run.update(at: event.time, holding: holding)
            runs[name] = run
        }
        return runs.reduce(into: [:]) { spans, entry in
            var run = entry.value
            // The spans still open end at the operation's finish, or go on.
            let stop = finished[entry.key].flatMap { $0 <= end ? $0 : nil }
            run.speed = 1
            run.update(at: stop, holding: false)
            spans[entry.key] = (run.held, run.reversed)
        }
    }

    private static func marks(_ rows: [Row], trace: Trace, end: Double, events: [Event]) -> [Mark] {
        var present: Set<Mark> = []
        for row in rows {
            if let wait = row.waitStart, wait < (row.started ?? row.finished ?? end) || row.neverStarted {
                present.insert(row.kind == .hold ? .hold : .waiting)
            }
            if row.started != nil { present.insert(row.kind == .hold ? .hold : .running) }
            if row.runningAtEnd, row.kind != .hold { present.insert(.runningAtEnd) }
            if row.neverStarted { present.insert(.neverStarted) }
            if row.outcome == .cancelled { present.insert(.cancelled) }
            if case .failed = row.outcome { present.insert(.failed) }
            if row.kind == .group { present.insert(.group) }
            if !row.pauses.isEmpty { present.insert(.paused) }
            if !row.held.isEmpty { present.insert(.held) }
            if !row.reversed.isEmpty { present.insert(.reversed) }
        }
        for event in trace.events where event.time <= end {
            switch event.kind {
            case .stall: present.insert(.stall)
            case .dropFrames: present.insert(.droppedFrames)
            case .jump: present.insert(.jump)
            default: break
            }
        }
        if !events.isEmpty { present.insert(.event) }
        return Mark.allCases.filter(present.contains)
    }
}

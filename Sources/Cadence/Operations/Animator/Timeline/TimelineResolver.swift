/// Turns a timeline's positions into start times, by GSAP's rules: the end is
/// the latest end of the entries so far (labels do not extend it), the
/// previous entry is the last one added that is not a label, a percentage is
/// of the inserted entry after the end or a label and of the previous entry
/// after `<` or `>`.
struct TimelineResolver {
    let defaultDuration: Double

    /// What has been placed so far.
    private struct Placed {
        var labels: [String: TimelineInstant] = [:]
        /// Labels of nested timelines whose time waits for a task in them.
        var unknownLabels: Set<String> = []
        /// The end: the later of this and the finish of every entry in `endAfter`.
        var knownEnd = 0.0
        var endAfter: [Int] = []
        var previous: (index: Int, start: TimelineInstant, duration: Double?)?

        var end: TimelineInstant { TimelineInstant(base: knownEnd, after: endAfter) }
    }

    func resolve(_ timeline: AnimationTimeline) throws(CadenceError) -> TimelineSchedule {
        var placed = Placed()
        var slots: [TimelineSchedule.Slot] = []
        var starts: [TimelineInstant] = []
        for (index, entry) in timeline.entries.enumerated() {
            let path = "entries[\(index)]"
            let (duration, offsets, nested) = try measure(entry.item, path: path)
            let start = try place(entry.position, duration: duration, placed: placed, path: path)
            starts.append(start)
            let end = duration.flatMap { duration in start.known.map { $0 + duration } }
            if let duration, !(duration.isFinite && end?.isFinite != false) {
                // Finite times that add up past the largest one.
                let from = start.known.map { "a start of \(CadenceError.describe($0)) s" } ?? "a start after an unknown end"
                throw CadenceError(
                    .invalidValue, field: path, value: "\(from) and a duration of \(CadenceError.describe(duration)) s",
                    expected: "an entry that ends at a finite time")
            }
            slots.append(.init(start: start.known, end: end, staggerOffsets: offsets, nested: nested))
            switch entry.item {
            case .label(let name):
                placed.labels[name] = start
                placed.unknownLabels.remove(name)
            case .timeline(let child):
                if let name = child.name, let nested {
                    for (label, time) in nested.labels {
                        placed.labels["\(name).\(label)"] = start.adding(time)
                    }
                    for label in Set(Self.labelNames(child)).subtracting(nested.labels.keys) {
                        placed.unknownLabels.insert("\(name).\(label)")
                    }
                }
                fallthrough
            default:
                placed.previous = (index, start, duration)
                if let end {
                    placed.knownEnd = max(placed.knownEnd, end)
                } else {
                    placed.endAfter.append(index)
                }
            }
        }
        let total = placed.endAfter.isEmpty ? placed.knownEnd : nil
        return TimelineSchedule(
            slots: slots, labels: placed.labels.compactMapValues(\.known), totalDuration: total, starts: starts)
    }

    /// An entry's duration (nil when unknown), its stagger offsets, and a
    /// nested timeline's schedule.
    private func measure(
        _ item: TimelineEntry.Item, path: String
    ) throws(CadenceError) -> (Double?, [Double], TimelineSchedule?) {
        switch item {
        case .label:
            return (0, [], nil)
        case .task:
            return (nil, [], nil)
        case .step(let step):
            return (step.totalDuration(defaultDuration: defaultDuration), [], nil)
        case .timeline(let child):
            let nested: TimelineSchedule
            do {
                nested = try resolve(child)
            } catch {
                throw error.inside(path)
            }
            return (nested.totalDuration, [], nested)
        case .stagger(let stagger, let steps):
            let offsets: [Double]
            do {
                offsets = try stagger.offsets(count: steps.count)
            } catch {
                throw error.inside(path)
            }
            var longest: Double? = 0
            for (offset, step) in zip(offsets, steps) {
                guard let known = longest, let duration = step.totalDuration(defaultDuration: defaultDuration) else {
                    longest = nil
                    break
                }
                longest = max(known, offset + duration)
            }
            return (longest, offsets, nil)
        }
    }

    /// Where `position` puts an entry of `duration` after what is `placed`.
    private func place(
        _ position: TimelinePosition, duration: Double?, placed: Placed, path: String
    ) throws(CadenceError) -> TimelineInstant {
        let field = "\(path).position"
        func refuse(_ expected: String, code: CadenceError.Code = .invalidValue, suggestion: String? = nil) -> CadenceError {
            CadenceError(code, field: field, value: "\"\(position)\"", expected: expected, suggestion: suggestion)
        }
        guard position.offset.number.isFinite else { throw refuse("a finite offset") }
        /// The offset in seconds, a percentage taken of `reference` (`whose` says which entry).
        func offset(of reference: Double?, whose: String) throws(CadenceError) -> Double {
            guard let seconds = position.offset.seconds(of: reference) else {
                throw refuse("a percentage of a known duration (\(whose) has none: give the offset in seconds)")
            }
            return seconds
        }
        let start: TimelineInstant
        switch position.reference {
        case .time(let seconds):
            guard seconds.isFinite else { throw refuse("a finite time in seconds") }
            start = TimelineInstant(base: seconds)
        case .end:
            start = placed.end.adding(try offset(of: duration, whose: "the inserted entry"))
        case .previousStart, .previousEnd:
            guard let previous = placed.previous else {
                // Nothing before: the previous entry is taken as an empty one at 0.
                start = TimelineInstant(base: try offset(of: 0, whose: "no previous entry"))
                break
            }
            guard previous.start.known != nil, let previousDuration = previous.duration else {
                throw refuse(
                    "a position not anchored to entries[\(previous.index)], whose duration is unknown"
                        + " (a task or an endless animation): place it at the timeline's end (.end) to wait for it")
            }
            let anchor = position.reference == .previousStart ? previous.start : previous.start.adding(previousDuration)
            start = anchor.adding(try offset(of: previousDuration, whose: "the previous entry"))
        case .label(let name):
            guard let label = placed.labels[name] else {
                if placed.unknownLabels.contains(name) {
                    throw refuse("a label at a known time (\(name) waits for a task in its timeline)")
                }
                let known = placed.labels.keys.sorted()
                throw refuse(
                    known.isEmpty ? "a label added before (there are none)" : "a label added before: \(Self.list(known))",
                    code: .unknownName, suggestion: NameSuggestion.nearest(to: name, in: known))
            }
            start = label.adding(try offset(of: duration, whose: "the inserted entry"))
        }
        if let known = start.known {
            guard known.isFinite else { throw refuse("a finite start") }
            guard known >= 0 else {
                throw refuse(
                    "a start at or after 0 s, not \(CadenceError.describe(known)) s (Cadence refuses what GSAP"
                        + " would fix by shifting the whole timeline later: place the entries later)")
            }
        } else if !start.offset.isFinite {
            throw refuse("a finite start")
        } else if start.offset < 0 {
            throw refuse(
                "a start at or after the end of the entries of unknown duration it waits for"
                    + " (\(Self.list(start.after.map { "entries[\($0)]" }))), not before")
        }
        return start
    }

    /// How many names a refusal lists before it counts the rest.
    static let listed = 5

    /// `names` for a refusal: the first ``listed``, each cut to 40
    /// characters, then how many there are in all: `a, b, c, d, e, …
    /// (10000 in all)`. A message stays short whatever the timeline holds.
    static func list(_ names: [String]) -> String {
        let shown = names.prefix(listed).map { $0.count > 40 ? $0.prefix(39) + "…" : $0 }
        guard names.count > listed else { return shown.joined(separator: ", ") }
        return (shown + ["… (\(names.count) in all)"]).joined(separator: ", ")
    }

    /// Every label a timeline defines, nested ones as `"child.label"`.
    private static func labelNames(_ timeline: AnimationTimeline) -> [String] {
        timeline.entries.flatMap { entry -> [String] in
            switch entry.item {
            case .label(let name): [name]
            case .timeline(let child): child.name.map { name in labelNames(child).map { "\(name).\($0)" } } ?? []
            default: []
            }
        }
    }
}

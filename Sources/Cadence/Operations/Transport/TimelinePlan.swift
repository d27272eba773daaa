/// What a ``TimelineOperation`` plays, worked out from its timeline before
/// it starts: every animation with its begin time in the run's time (its
/// entry's start, the offsets of the steps around it, its delay and its own
/// begin time), in order of that begin time, and the marks its playhead
/// fires events at.
struct TimelinePlan: Sendable {
    /// One animation of the run, on its layer.
    struct Track: Sendable {
        let layer: any HostedLayer
        /// Its begin time is a time of the run; it fills forwards and stays
        /// on its layer when it completes.
        let animation: any LayerAnimation
        /// Where it comes from, for errors: `entries[1][0]`.
        let path: String
    }

    /// A time of the run and what fires when the playhead reaches it.
    struct Mark: Sendable {
        let time: Double
        let event: TimelineEvent
    }

    /// In order of begin time, ties in the order of the entries.
    private(set) var tracks: [Track] = []
    /// Starts, completions and labels: they fire moving forwards.
    private(set) var forward: [Mark] = []
    /// Nested timelines' completions at start: they fire when a reversed
    /// run reaches them (the run's own is its own: see ``TimelineOperation``).
    private(set) var atStart: [Mark] = []
    /// The labels, by name, nested timelines' as `"child.label"`.
    let labels: [String: Double]
    /// The latest end of the entries.
    let duration: Double

    private let defaultLayer: (any HostedLayer)?

    /// The plan of `timeline`, an animation step with no layer of its own
    /// playing on `layer`.
    ///
    /// - Throws: ``CadenceError`` for a timeline that cannot be scheduled
    ///   (see ``AnimationTimeline/schedule(defaultDuration:)``), an entry of
    ///   unknown length (a task, an animation that repeats for ever), and an
    ///   animation with no layer; the field names the entry.
    init(_ timeline: AnimationTimeline, layer: (any HostedLayer)?) throws(CadenceError) {
        try Self.refuseTasks(in: timeline, path: "")
        let schedule = try timeline.schedule()
        defaultLayer = layer
        labels = schedule.labels
        duration = schedule.totalDuration ?? .infinity
        try add(timeline, schedule, at: 0, path: "", labelPrefix: "")
        // A stable sort: ties stay in the order of the entries.
        tracks = tracks.enumerated()
            .sorted { ($0.element.animation.beginTime, $0.offset) < ($1.element.animation.beginTime, $1.offset) }
            .map(\.element)
    }

    /// Adds the entries of `timeline`, scheduled by `schedule`, from run time `base`.
    private mutating func add(
        _ timeline: AnimationTimeline, _ schedule: TimelineSchedule, at base: Double, path: String, labelPrefix: String
    ) throws(CadenceError) {
        for (index, entry) in timeline.entries.enumerated() {
            let entryPath = path.isEmpty ? "entries[\(index)]" : "\(path).entries[\(index)]"
            let slot = schedule.slots[index]
            if case .label(let name) = entry.item {
                if let start = slot.start { forward.append(Mark(time: base + start, event: .label(labelPrefix + name))) }
                continue
            }
            guard case let (start?, end?) = (slot.start, slot.end), end.isFinite else {
                throw Self.unknownLength(entry, at: entryPath)
            }
            let id: String
            switch entry.item {
            case .label, .task:
                throw Self.unknownLength(entry, at: entryPath)
            case .step(let step):
                id = entry.name ?? step.name ?? entryPath
                forward.append(Mark(time: base + start, event: .started(id)))
                try add(step, at: base + start, path: entryPath)
            case .stagger(_, let steps):
                id = entry.name ?? entryPath
                forward.append(Mark(time: base + start, event: .started(id)))
                for (item, (step, offset)) in zip(steps, slot.staggerOffsets).enumerated() {
                    try add(step, at: base + start + offset, path: "\(entryPath)[\(item)]")
                }
            case .timeline(let child):
                id = entry.name ?? child.name ?? entryPath
                forward.append(Mark(time: base + start, event: .started(id)))
                guard let nested = slot.nested else { throw Self.unknownLength(entry, at: entryPath) }
                let prefix = child.name.map { labelPrefix + $0 + "." } ?? labelPrefix
                try add(child, nested, at: base + start, path: entryPath, labelPrefix: prefix)
                // After the ones inside it: innermost first.
                atStart.append(Mark(time: base + start, event: .completedAtStart(id)))
            }
            forward.append(Mark(time: base + end, event: .completed(id)))
        }
    }

    /// Adds the animations of `step`, beginning at run time `start`.
    private mutating func add(_ step: AnimationStep, at start: Double, path: String) throws(CadenceError) {
        switch step.kind {
        case .wait:
            return
        case .animation(let animation, let layer, let delay, let easing):
            guard let target = layer ?? defaultLayer else { throw StepCompiler.noLayerError(at: path) }
            guard step.totalDuration() != nil else {
                throw CadenceError(
                    .invalidValue, field: path, value: "an animation that repeats for ever",
                    expected: "an entry of known length, to play under one playhead")
            }
            var playing = try StepCompiler.eased(animation, easing, path: path)
            playing.beginTime += start + delay
            playing.fillMode = .forwards
            playing.isRemovedOnCompletion = false
            tracks.append(Track(layer: target, animation: playing, path: path))
        case .parallel(let steps):
            for (index, child) in steps.enumerated() {
                try add(child, at: start, path: "\(path)[\(index)]")
            }
        case .sequence(let steps):
            // As a sequence plays: each step when the one before lets it.
            var next = start
            for (index, child) in steps.enumerated() {
                try add(child, at: next, path: "\(path)[\(index)]")
                let length = child.chainDuration(defaultDuration: MediaTiming.defaultDuration) ?? child.totalDuration()
                next += length ?? 0
            }
        case .timeline(let timeline):
            let schedule: TimelineSchedule
            do {
                schedule = try timeline.schedule()
            } catch {
                throw error.inside(path)
            }
            try add(timeline, schedule, at: start, path: path, labelPrefix: "")
        }
    }

    /// Throws for the first task in `timeline`, nested ones included, before
    /// the schedule can refuse a position that needs its end.
    private static func refuseTasks(in timeline: AnimationTimeline, path: String) throws(CadenceError) {
        for (index, entry) in timeline.entries.enumerated() {
            let entryPath = path.isEmpty ? "entries[\(index)]" : "\(path).entries[\(index)]"
            switch entry.item {
            case .task: throw unknownLength(entry, at: entryPath)
            case .timeline(let child): try refuseTasks(in: child, path: entryPath)
            case .step, .stagger, .label: continue
            }
        }
    }

    /// `entries[2]: expected an entry of known length …, got a task of unknown length`.
    private static func unknownLength(_ entry: TimelineEntry, at path: String) -> CadenceError {
        var what = "an entry of unknown length"
        var name = entry.name
        if case .task(let taskName, _) = entry.item {
            what = "a task of unknown length"
            name = name ?? taskName
        }
        return CadenceError(
            .invalidValue, field: path, value: name.map { "\(what) ('\($0)')" } ?? what,
            expected: "an entry of known length, to play under one playhead")
    }
}

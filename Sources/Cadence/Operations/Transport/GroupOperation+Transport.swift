import Foundation

/// The transport of a running ``GroupOperation`` whose children's lengths
/// are known: pause, play, re-time, seek forwards and finish all its children
/// at once, under one playhead.
///
/// The group's run time is 0 at its start and its duration is where its
/// last child ends, each child starting when its dependencies in the group
/// end (or, with none, when the group reaches it). A call moves the group's
/// ``Playhead`` and then every child running, through the child's own
/// transport, at the child's time in the group (the group's time less the
/// time the child started at); a child that starts later starts under the
/// group's speed, paused if the group is, and at its time in the group.
/// Speeds multiply: a child running at 2 in a group set to 0.5 runs at 1.
/// Nested groups are steered the same way, so a call on the outer group
/// reaches every animation inside.
///
/// A group plays back (``reverse()``, a negative speed) as one run: the
/// children running play back to their starts, and those waiting for them
/// come to rest at their starts as they start. A child that has finished is
/// an operation that does not start again, so the group replays its
/// animation under its own clock (see ``beginReplaying()``) and finishes
/// when its playhead comes to rest at an end; this needs the children to
/// animate different properties, and is refused otherwise, naming them. A
/// seek goes back only as far as the start of a child still running.
///
/// Every child must be an ``AnimationOperation``, a ``TimedTaskOperation``
/// (a wait, or a task of known duration), a ``TimelineOperation`` or a group
/// of them, of known length; a group holding anything else (work that ends
/// when it says so, an animation that repeats for ever) refuses every call,
/// naming the child. So a sequence whose steps wait for their starts (an
/// ``Animator`` run, an ``AnimationTimeline``) is steered as one: a wait
/// held holds what follows it.
/// Call the transport on the main loop; a refused call throws a
/// ``CadenceError`` naming the call and changes nothing.
extension GroupOperation {
    /// What the run is doing: idle before the start, running, paused, or
    /// finished.
    public var playState: Playhead.State {
        if isFinished { return .finished }
        guard isExecuting, let now = mainLoop?.clock.currentTime else { return .idle }
        guard let playhead = steering.withLock({ $0?.playhead }) else { return .running }
        return playhead.state(at: now)
    }

    /// The run's current time since the group started; nil before the start.
    public var currentTime: Double? {
        guard let start = startTime, let now = mainLoop?.clock.currentTime else { return nil }
        guard let playhead = steering.withLock({ $0?.playhead }) else { return now - start }
        return playhead.currentTime(at: now)
    }

    /// The current time as a fraction of where the last child ends; nil
    /// before the start or when a child's length is not known.
    public var progress: Double? {
        guard let time = currentTime, let length = plannedLength else { return nil }
        return length > 0 ? min(1, time / length) : 1
    }

    /// How fast the run moves (1 until set).
    public var speed: Double { steering.withLock { $0?.playhead.speed } ?? 1 }

    /// Whether the run plays backwards, towards its start.
    public var isReversed: Bool { speed < 0 }

    /// Where the run came to rest: ``AnimatingPosition/end``, or
    /// ``AnimatingPosition/start`` when it played back to its start;
    /// ``AnimatingPosition/current`` when cancelled. Nil until it finishes.
    public var finalPosition: AnimatingPosition? {
        guard isFinished else { return nil }
        if result == .cancelled { return .current }
        return steering.withLock { $0?.playhead.isReversed } == true ? .start : .end
    }

    /// Holds every child running at its current time; children waiting for
    /// them wait on.
    public func pause() throws(CadenceError) {
        try steer("pause()") { playhead, now throws(CadenceError) in playhead.pause(at: now) } children: { run, _ throws(CadenceError) in
            try run.pause()
        }
    }

    /// Plays on from the current time.
    public func play() throws(CadenceError) {
        try steer("play()") { playhead, now throws(CadenceError) in
            guard playhead.state(at: now) != .finished else { throw Self.noRewind("play()") }
            try playhead.play(at: now)
        } children: { run, _ throws(CadenceError) in
            try run.play()
        }
    }

    /// Sets the run's speed, keeping its current time; each child's speed is
    /// multiplied by the change. A negative speed plays back, as
    /// ``reverse()`` does, and is refused where it is.
    public func setSpeed(_ speed: Double) throws(CadenceError) {
        if speed < 0 { try checkReplayable("setSpeed(_:)") }
        let old = self.speed
        try steer("setSpeed(_:)") { playhead, now throws(CadenceError) in try playhead.setSpeed(speed, at: now) } children: {
            run, _ throws(CadenceError) in
            try run.setSpeed(old == 0 ? speed : run.speed / old * speed)
        }
        if speed < 0 { beginReplaying() }
    }

    /// Moves the run to `time`: every child running to its time in the
    /// group; the children whose time has passed finish, and those that
    /// follow them start at their own times.
    ///
    /// - Throws: ``CadenceError`` for a time that is not a finite number,
    ///   or that lies before the start of a child that has started (a child
    ///   cannot be un-started, nor a finished one replayed).
    public func seek(to time: Double) throws(CadenceError) {
        try CadenceError.check(time, "seek(to:)", in: 0 ... .greatestFiniteMagnitude, expected: "a finite time ≥ 0")
        let back = time < (currentTime ?? 0)
        if back { try checkReplayable("seek(to:)") }
        try steer("seek(to:)") { playhead, now throws(CadenceError) in
            try self.checkNotBeforeStarted(time)
            try playhead.seek(to: time, at: now)
        } children: { run, span throws(CadenceError) in
            // A child the time has passed ends, paused or not, so that those after it start.
            if time - span.offset >= span.length { try run.finish() } else { try run.seekRun(to: time - span.offset) }
        }
        if back { beginReplaying() }
    }

    /// Moves the run to `progress` of where its last child ends.
    public func seek(progress: Double) throws(CadenceError) {
        try CadenceError.check(progress, "seek(progress:)", in: 0 ... 1, expected: "a progress from 0 to 1")
        guard let length = plannedLength else { throw notRunning("seek(progress:)") }
        try seek(to: progress * length)
    }

    /// Jumps every child to the end it heads for (its start when the group
    /// plays back): the group finishes when they have.
    public func finish() throws(CadenceError) {
        try steer("finish()") { playhead, now throws(CadenceError) in
            // At rest at that end, no longer paused (at speed 0, held there).
            if playhead.speed != 0 { try playhead.finish(at: now) } else { try playhead.seek(to: playhead.duration, at: now) }
        } children: { run, _ throws(CadenceError) in
            try run.finish()
        }
        steering.withLock { $0?.isFinishing = true }
    }

    /// Plays the other way at the same magnitude of speed, every child
    /// with it: each running child comes to rest at its start and finishes
    /// there; a child still waiting for one that played back to its start
    /// starts with the group already before it, so it rests at its start at
    /// once; a child that has finished is replayed under the group's clock.
    /// The group finishes where its playhead comes to rest.
    ///
    /// - Throws: ``CadenceError`` when a finished child must be replayed and
    ///   two children animate one property of one layer (a replay would hide
    ///   the other), or a finished child is not an animation, a wait or a
    ///   timed task that completed; nothing changes.
    public func reverse() throws(CadenceError) {
        try checkReplayable("reverse()")
        try steer("reverse()") { playhead, now throws(CadenceError) in try playhead.reverse(at: now) } children: {
            run, _ throws(CadenceError) in
            try run.reverse()
        }
        beginReplaying()
    }

    // MARK: - Steering

    /// Applies `change` to the group's playhead at the clock's time now,
    /// then `child` to every child running, at its span in the group.
    private func steer(
        _ call: String, _ change: (inout Playhead, Double) throws(CadenceError) -> Void,
        children child: (any SteerableRun, GroupSpan) throws(CadenceError) -> Void
    ) throws(CadenceError) {
        guard isExecuting, !isCancelled, let start = startTime, let now = mainLoop?.clock.currentTime else {
            throw notRunning(call)
        }
        let plan: GroupPlan
        do {
            plan = try self.plan()
        } catch {
            throw CadenceError(error.code, field: call, value: error.value, expected: error.expected)
        }
        var steered = steering.withLock { $0 } ?? GroupSteering(playhead: Self.playhead(plan.length, from: start))
        for (id, span) in plan.spans where steered.spans[id] == nil { steered.spans[id] = span }
        try change(&steered.playhead, now)
        steering.withLock { $0 = steered }
        for operation in operations {
            guard let run = operation as? any SteerableRun, run.isExecuting, !run.isFinished,
                let span = steered.spans[ObjectIdentifier(operation)]
            else { continue }
            try? child(run, span)
        }
        followSteering(operations.filter { !$0.isExecuting && !$0.isFinished })
        retimeReplays()
    }

    /// The playhead of a group no call has steered: playing at speed 1 from its start.
    private static func playhead(_ length: Double, from start: Double) -> Playhead {
        var playhead = Playhead(checkedDuration: length)
        try? playhead.play(at: start)
        return playhead
    }

    private static func noRewind(_ call: String) -> CadenceError {
        CadenceError(
            .invalidState, field: call, value: "a group at its end",
            expected: "a group that has not played to its end (its children have finished and do not start again)")
    }

    /// Throws for a time before the start of a child that has started.
    private func checkNotBeforeStarted(_ time: Double) throws(CadenceError) {
        let spans = steering.withLock { $0?.spans } ?? [:]
        // A finished child is replayed; one running cannot go back before its start.
        for operation in operations where operation.isExecuting && !operation.isFinished {
            guard let span = spans[ObjectIdentifier(operation)] else { continue }
            let end = span.offset
            if time < end {
                throw CadenceError(
                    .invalidValue, field: "seek(to:)", value: CadenceError.describe(time),
                    expected: "a time ≥ \(CadenceError.describe(end)), where \(describe(operation)) \(operation.isFinished ? "ended" : "started") (a group's children do not play back)")
            }
        }
    }

    /// Has the children in `operations` that have not started follow the
    /// group's transport when they start, once it is steered.
    func followSteering(_ operations: [Operation]) {
        guard steering.withLock({ $0 != nil }) else { return }
        for case let child as TimedOperation in operations {
            child.addObserver { [weak self, weak child] event in
                guard case .didStart = event, let self, let child else { return }
                self.childStartedWhileSteered(child)
            }
        }
    }

    /// A child started while the group is steered: it takes its time in
    /// the group, the group's speed, and the group's pause or finish.
    private func childStartedWhileSteered(_ child: TimedOperation) {
        guard let run = child as? any SteerableRun, let now = mainLoop?.clock.currentTime,
            let steered = steering.withLock({ $0 }), let length = run.plannedLength
        else { return }
        let id = ObjectIdentifier(child)
        let inGroup = Set(operations.map(ObjectIdentifier.init))
        let groupTime = steered.playhead.currentTime(at: now) ?? 0
        let ends = child.dependencies.compactMap { dependency -> Double? in
            guard inGroup.contains(ObjectIdentifier(dependency)), let span = steered.spans[ObjectIdentifier(dependency)]
            else { return nil }
            return span.offset + span.length
        }
        let span = GroupSpan(offset: ends.max() ?? groupTime, length: length)
        steering.withLock { $0?.spans[id] = span }
        if steered.isFinishing {
            try? run.finish()
            return
        }
        let time = groupTime - span.offset
        if time >= length {
            try? run.finish()
            return
        }
        if time > 0 { try? run.seekRun(to: time) }
        // Played back, the group is before the child's start: at a negative
        // speed from its time 0 it comes to rest at its start at once.
        if steered.playhead.speed != 1 { try? run.setSpeed(steered.playhead.speed) }
        if steered.playhead.state(at: now) == .paused { try? run.pause() }
    }

    /// Where each child starts in the group's run and how long it lasts:
    /// recorded once steered, the instant it started before, else after its
    /// dependencies in the group.
    func plan() throws(CadenceError) -> GroupPlan {
        let all = operations
        let start = startTime
        let recorded = steering.withLock { $0?.spans } ?? [:]
        let inGroup = Set(all.map(ObjectIdentifier.init))
        var lengths: [ObjectIdentifier: Double] = [:]
        for operation in all {
            guard let run = operation as? any SteerableRun, let length = run.plannedLength else {
                throw CadenceError(
                    .invalidValue, field: "operations",
                    value: "a task of unknown length or that cannot be steered ('\(describe(operation))')",
                    expected: "children of known length that the transport steers (animation operations, timed tasks and waits, timelines and groups of them)")
            }
            lengths[ObjectIdentifier(operation)] = length
        }
        var spans: [ObjectIdentifier: GroupSpan] = [:]
        var remaining = all
        let now = mainLoop?.clock.currentTime
        while !remaining.isEmpty {
            let before = remaining.count
            remaining.removeAll { operation in
                let id = ObjectIdentifier(operation)
                if let span = recorded[id] {
                    spans[id] = span
                    return true
                }
                if let started = (operation as? TimedOperation)?.startTime, let start {
                    spans[id] = GroupSpan(offset: started - start, length: lengths[id]!)
                    return true
                }
                let dependencies = operation.dependencies.filter { inGroup.contains(ObjectIdentifier($0)) }
                var latest = 0.0
                for dependency in dependencies {
                    guard let span = spans[ObjectIdentifier(dependency)] else { return false }
                    latest = max(latest, span.offset + span.length)
                }
                if dependencies.isEmpty, let start, let now { latest = now - start }
                spans[id] = GroupSpan(offset: latest, length: lengths[id]!)
                return true
            }
            if remaining.count == before {
                throw CadenceError(
                    .invalidState, field: "operations", value: "children that wait for each other",
                    expected: "children whose dependencies in the group end")
            }
        }
        let length = spans.values.map { $0.offset + $0.length }.max() ?? 0
        return GroupPlan(spans: spans, length: length)
    }
}

/// Where a child of a steered group starts in the group's run, and how long it lasts.
struct GroupSpan: Sendable {
    let offset: Double
    let length: Double
}

/// The spans of a group's children and where the last ends.
struct GroupPlan: Sendable {
    let spans: [ObjectIdentifier: GroupSpan]
    let length: Double
}

/// A steered group's playhead, and the spans of its children as they started.
struct GroupSteering: Sendable {
    var playhead: Playhead
    var spans: [ObjectIdentifier: GroupSpan] = [:]
    var isFinishing = false
    /// Whether the group replays its finished children (see ``GroupOperation/beginReplaying()``),
    /// the replays by child, and the wake-up where the playhead comes to rest.
    var isReplaying = false
    var replays: [ObjectIdentifier: GroupReplay] = [:]
    var restWake: ScheduledWork?
}

/// The transport of a running ``TimelineOperation``: pause, play, reverse,
/// seek, re-time and finish the whole timeline at once, by the rules of
/// ``Playhead``, as an ``AnimationOperation``'s transport steers one animation.
///
/// The run's time is 0 at the operation's start and its ``Playhead/duration``
/// is the run's ``TimelineOperation/totalDuration`` (repeats included), in
/// the main loop's clock time; ``progress`` is over that total (GSAP's
/// `totalProgress()`), and a label's time is in the first iteration. Before
/// a call takes effect, the events the run crossed up to then fire; a jump of
/// the time fires nothing, but a ``finish()``'s does (and a seek's with
/// `suppressingEvents: false`). Call the transport on the main
/// loop; a call on an operation that has not started, or has finished,
/// throws a ``CadenceError`` naming the call and the state, and changes nothing.
extension TimelineOperation {
    /// What the run is doing: idle before the start, running, paused, or
    /// finished (at rest at an end, or the operation over).
    public var playState: Playhead.State {
        if isFinished { return .finished }
        guard let (playhead, now) = transport() else { return .idle }
        return playhead.state(at: now)
    }

    /// The run's current time, from 0 to its duration; nil before the start.
    public var currentTime: Double? {
        guard let (playhead, now) = transport() else { return nil }
        return playhead.currentTime(at: now)
    }

    /// The current time as a fraction of the duration; nil before the start.
    public var progress: Double? {
        guard let (playhead, now) = transport() else { return nil }
        return playhead.progress(at: now)
    }

    /// How fast the run moves (1 until set; negative when reversed): GSAP's `timeScale`.
    public var speed: Double { withMutable { $0.playhead.speed } }

    /// Whether the run plays backwards, towards its start.
    public var isReversed: Bool { speed < 0 }

    /// Holds the run at its current time.
    public func pause() throws(CadenceError) {
        try steer("pause()") { playhead, now throws(CadenceError) in playhead.pause(at: now) }
    }

    /// Plays on from the current time; a run at rest at the end it heads for
    /// starts again from its other end.
    public func play() throws(CadenceError) {
        try steer("play()") { playhead, now throws(CadenceError) in try playhead.play(at: now) }
    }

    /// Plays towards `time`, and pauses there (GSAP's `tweenTo`).
    public func play(to time: Double) throws(CadenceError) {
        try steer("play(to:)") { playhead, now throws(CadenceError) in try playhead.play(to: time, at: now) }
    }

    /// Plays towards the label `name`, and pauses there (GSAP's `tweenTo("label")`).
    ///
    /// - Throws: ``CadenceError`` for a label the timeline does not have.
    public func play(toLabel name: String) throws(CadenceError) {
        let time = try labelTime(name, "play(toLabel:)")
        try steer("play(toLabel:)") { playhead, now throws(CadenceError) in try playhead.play(to: time, at: now) }
    }

    /// Plays the other way at the same magnitude of speed.
    public func reverse() throws(CadenceError) {
        try steer("reverse()") { playhead, now throws(CadenceError) in try playhead.reverse(at: now) }
    }

    /// Jumps to the end it heads for (its start when reversed), firing the
    /// events on the way; the operation then finishes.
    public func finish() throws(CadenceError) {
        try steer("finish()", firing: true) { playhead, now throws(CadenceError) in try playhead.finish(at: now) }
    }

    /// Moves the run to `time` (≥ 0; past the duration is held at the end),
    /// silently unless `suppressingEvents` is false (GSAP's `seek(time, suppressEvents)`).
    public func seek(to time: Double, suppressingEvents: Bool = true) throws(CadenceError) {
        try steer("seek(to:)", firing: !suppressingEvents) { playhead, now throws(CadenceError) in
            try playhead.seek(to: time, at: now)
        }
    }

    /// Moves the run to `progress` of its duration, silently.
    public func seek(progress: Double) throws(CadenceError) {
        try steer("seek(progress:)", firing: false) { playhead, now throws(CadenceError) in
            try playhead.seek(progress: progress, at: now)
        }
    }

    /// Moves the run to the label `name`, silently.
    ///
    /// - Throws: ``CadenceError`` for a label the timeline does not have.
    public func seek(toLabel name: String) throws(CadenceError) {
        let time = try labelTime(name, "seek(toLabel:)")
        try steer("seek(toLabel:)", firing: false) { playhead, now throws(CadenceError) in try playhead.seek(to: time, at: now) }
    }

    /// Sets the run's speed, keeping its current time (GSAP's `timeScale`);
    /// a negative speed plays it backwards.
    public func setSpeed(_ speed: Double) throws(CadenceError) {
        try steer("setSpeed(_:)") { playhead, now throws(CadenceError) in try playhead.setSpeed(speed, at: now) }
    }

    // MARK: - Steering

    /// The run's playhead and the clock's time now; nil before the start.
    private func transport() -> (playhead: Playhead, now: Double)? {
        guard let loop = mainLoop, let playhead = withMutable({ $0.started == nil ? nil : $0.playhead }) else { return nil }
        return (playhead, loop.clock.currentTime)
    }

    /// The run time of the label `name`.
    private func labelTime(_ name: String, _ call: String) throws(CadenceError) -> Double {
        guard let time = labels[name] else {
            let known = labels.keys.sorted().map { "'\($0)'" }.joined(separator: ", ")
            throw CadenceError(
                .unknownName, field: call, value: "'\(name)'",
                expected: known.isEmpty ? "a label of the timeline, which has none" : "a label of the timeline: \(known)")
        }
        return time
    }

    /// Applies `change` to the playhead at the clock's time now, after
    /// firing what the run crossed up to now; puts every animation under the
    /// clock it gives; then fires what the jump crossed (when `firing`) and
    /// comes to rest, or wakes at the next mark. A refused change throws and
    /// changes nothing.
    private func steer(
        _ call: String, firing: Bool = false, _ change: (inout Playhead, Double) throws(CadenceError) -> Void
    ) throws(CadenceError) {
        guard isExecuting, !isCancelled, let loop = mainLoop,
            let (started, current) = withMutable({ state in state.started.map { ($0, state.playhead) } })
        else {
            throw notRunning(call)
        }
        let now = loop.clock.currentTime
        var playhead = current
        try change(&playhead, now)
        // What the run crossed before the call fires before it.
        advanceMarks(to: current.currentTime(at: now))
        try inTransaction(started) { () throws(CadenceError) in try retime(started, by: playhead, at: now) }
        withMutable { $0.playhead = playhead }
        advance(at: now, firing: firing)
    }

    /// Fires what the run crossed up to `time`, without coming to rest.
    private func advanceMarks(to time: Double?) {
        guard let time else { return }
        let from = withMutable { state in
            defer { state.markedTime = time }
            return state.markedTime
        }
        tell(events(from: from, to: time))
    }
}

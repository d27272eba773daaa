/// The transport of a running ``TimedTaskOperation``: pause, play, reverse,
/// seek, re-time and finish a wait or a task, by the rules of ``Playhead``,
/// as an ``AnimationOperation``'s run is steered.
///
/// The run's time is 0 at the task's start and its duration is the task's.
/// While it moves, the task reports its eased progress at each frame of its
/// grid, as before; a call that moves the run reports the progress it moved
/// to at once, so a scrubbed task shows where it is. The task finishes when
/// the run comes to rest at an end (its end, or its start when reversed),
/// after reporting that end's progress; ``finalPosition`` says which. A
/// paused task never finishes, and its dependents wait. So a wait steered
/// inside a ``GroupOperation`` holds what follows it as the group is held.
///
/// Call the transport on the main loop. A call on a task that is not
/// running throws a ``CadenceError`` naming the call and the state, and
/// changes nothing.
extension TimedTaskOperation {
    /// What the run is doing: idle before the start, running, paused, or
    /// finished.
    public var playState: Playhead.State {
        if isFinished { return .finished }
        guard let (playhead, now) = transport() else { return .idle }
        return playhead.state(at: now)
    }

    /// The run's current time, from 0 at the start to the duration; nil
    /// before the start.
    public var currentTime: Double? {
        guard let (playhead, now) = transport() else { return nil }
        return playhead.currentTime(at: now)
    }

    /// The current time as a fraction of the duration; nil before the start.
    public var progress: Double? {
        guard let (playhead, now) = transport() else { return nil }
        return playhead.progress(at: now)
    }

    /// How fast the run moves (1 until set; negative when reversed).
    public var speed: Double { run.withLock { $0.playhead?.speed } ?? 1 }

    /// Whether the run plays backwards, towards its start.
    public var isReversed: Bool { speed < 0 }

    /// Where the run came to rest: ``AnimatingPosition/end``,
    /// ``AnimatingPosition/start`` when it played back to its start, or
    /// ``AnimatingPosition/current`` when cancelled. Nil until it finishes.
    public var finalPosition: AnimatingPosition? {
        guard isFinished else { return nil }
        if result == .cancelled { return .current }
        return run.withLock { $0.playhead?.isReversed } == true ? .start : .end
    }

    /// Holds the run at its current time.
    public func pause() throws(CadenceError) {
        try steer("pause()") { playhead, now throws(CadenceError) in playhead.pause(at: now) }
    }

    /// Plays on from the current time.
    public func play() throws(CadenceError) {
        try steer("play()") { playhead, now throws(CadenceError) in try playhead.play(at: now) }
    }

    /// Plays towards `time`, and pauses there (GSAP's `tweenTo`).
    public func play(to time: Double) throws(CadenceError) {
        try steer("play(to:)") { playhead, now throws(CadenceError) in try playhead.play(to: time, at: now) }
    }

    /// Plays the other way at the same magnitude of speed.
    public func reverse() throws(CadenceError) {
        try steer("reverse()") { playhead, now throws(CadenceError) in try playhead.reverse(at: now) }
    }

    /// Jumps to the end it heads for (its start when reversed); the task
    /// then finishes.
    public func finish() throws(CadenceError) {
        try steer("finish()") { playhead, now throws(CadenceError) in try playhead.finish(at: now) }
    }

    /// Moves the run to `time` (≥ 0; past the duration is held at the end).
    public func seek(to time: Double) throws(CadenceError) {
        try steer("seek(to:)") { playhead, now throws(CadenceError) in try playhead.seek(to: time, at: now) }
    }

    /// Moves the run to `progress` of its duration.
    public func seek(progress: Double) throws(CadenceError) {
        try steer("seek(progress:)") { playhead, now throws(CadenceError) in try playhead.seek(progress: progress, at: now) }
    }

    /// Sets the run's speed, keeping its current time; a negative speed
    /// plays it backwards.
    public func setSpeed(_ speed: Double) throws(CadenceError) {
        try steer("setSpeed(_:)") { playhead, now throws(CadenceError) in try playhead.setSpeed(speed, at: now) }
    }

    // MARK: - Steering

    /// The run's playhead (as it stands, or the one an unsteered run has)
    /// and the clock's time now; nil before the start.
    private func transport() -> (playhead: Playhead, now: Double)? {
        guard let playhead = run.withLock({ run in run.start.map { run.playhead ?? Self.playhead(duration, from: $0) } })
        else { return nil }
        return (playhead, loop.clock.currentTime)
    }

    /// The playhead of a run no call has steered: playing at speed 1 from `start`.
    private static func playhead(_ duration: Double, from start: Double) -> Playhead {
        var playhead = Playhead(checkedDuration: duration)
        try? playhead.play(at: start)
        return playhead
    }

    /// Applies `change` to the playhead now, reports the progress it moved
    /// to, and wakes the task at its next frame or where it comes to rest.
    /// A refused change throws and changes nothing.
    private func steer(_ call: String, _ change: (inout Playhead, Double) throws(CadenceError) -> Void) throws(CadenceError) {
        guard isExecuting, !isCancelled, let (current, now) = transport() else { throw notRunning(call) }
        var playhead = current
        try change(&playhead, now)
        run.withLock { $0.playhead = playhead }
        // A run that comes to rest reports its end as it finishes.
        if playhead.state(at: now) != .finished, playhead.currentTime(at: now) != current.currentTime(at: now) {
            reportProgress(of: playhead, at: now)
        }
        follow(playhead, from: now)
    }

    /// Reports the eased progress of `playhead` at `now`: 1 past the end,
    /// where a seek holds it.
    private func reportProgress(of playhead: Playhead, at now: Double) {
        guard reportsProgress, let time = playhead.currentTime(at: now) else { return }
        report(duration > 0 ? min(time / duration, 1) : 1)
    }

    /// Comes to rest now if the run is at the end it heads for; otherwise
    /// wakes at its next frame or its rest instant, whichever comes first
    /// (nothing while it is held or at speed 0), and moves the scheduled end.
    private func follow(_ playhead: Playhead, from now: Double) {
        if playhead.state(at: now) == .finished {
            rest(playhead, at: now)
            return
        }
        // No rest instant while held: its dependents and timeouts wait.
        let restInstant = playhead.restInstant
        moveSchedule(end: restInstant, hasLogicalEnd: false, logical: nil)
        guard playhead.state(at: now) == .running, playhead.speed != 0 else {
            cancelWake()
            return
        }
        var due = restInstant ?? .infinity
        if let start = run.withLock({ $0.start }), let frame = nextFrame(after: now, start: start) { due = min(due, frame) }
        guard due.isFinite else { return }
        let label = "timed task '\(describe(self))': " + (due == restInstant ? "rest" : "next frame")
        wake(at: due, label: label) { [weak self] in self?.steeredFrameDue() }
    }

    /// A frame or the rest instant of a steered run has come.
    private func steeredFrameDue() {
        guard !isFinished, !isCancelled, let playhead = run.withLock({ $0.playhead }) else { return }
        let now = loop.clock.currentTime
        if playhead.state(at: now) != .finished { reportProgress(of: playhead, at: now) }
        follow(playhead, from: now)
    }

    /// Reports the end reached and finishes.
    private func rest(_ playhead: Playhead, at now: Double) {
        cancelWake()
        reportProgress(of: playhead, at: now)
        finish(.completed)
    }
}

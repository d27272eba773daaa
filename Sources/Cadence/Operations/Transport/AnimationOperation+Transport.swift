/// The transport of a running ``AnimationOperation``: pause, play, reverse,
/// seek, re-time and finish its animation, by the rules of ``Playhead``.
///
/// The run's time is 0 at the operation's start and its ``Playhead/duration``
/// is the animation's end from there (its begin time included), in the
/// layer's time. What the layer shows is a function of the run's time alone:
/// at any instant, the animation as it shows at the run's current time of an
/// uninterrupted run, however the run got there. The operation finishes when
/// the run comes to rest at an end (its end, or its start when reversed), and
/// ``finalPosition`` says which; a paused run never finishes, and its
/// dependents wait.
///
/// Call the transport on the layer's main loop, as UIKit asks for the main
/// thread. A call on an operation that has not started, or has finished,
/// throws a ``CadenceError`` naming the call and the state, and changes nothing.
extension AnimationOperation {
    /// What the run is doing: idle before the start, running, paused, or
    /// finished (at rest at an end, or the operation over).
    public var playState: Playhead.State {
        guard let (playhead, now) = transport() else { return isFinished ? .finished : .idle }
        return isFinished ? .finished : playhead.state(at: now)
    }

    /// The run's current time, from 0 at the start to its duration; nil
    /// before the start.
    public var currentTime: Double? {
        guard let (playhead, now) = transport() else { return nil }
        return playhead.currentTime(at: now)
    }

    /// The current time as a fraction of the duration; nil before the start
    /// or for an animation that repeats for ever.
    public var progress: Double? {
        guard let (playhead, now) = transport() else { return nil }
        return playhead.progress(at: now)
    }

    /// How fast the run moves (1 until set; negative when reversed).
    public var speed: Double { transport()?.playhead.speed ?? 1 }

    /// Whether the run plays backwards, towards its start.
    public var isReversed: Bool { speed < 0 }

    /// Where the run came to rest: ``AnimatingPosition/end`` when it played
    /// to its end, ``AnimatingPosition/start`` when it played back to its
    /// start, ``AnimatingPosition/current`` when cancelled. Nil until it finishes.
    public var finalPosition: AnimatingPosition? { withMutable { $0.finalPosition } }

    /// Holds the run at its current time (`Animation.pause()`).
    public func pause() throws(CadenceError) {
        try steer("pause()") { playhead, now throws(CadenceError) in playhead.pause(at: now) }
    }

    /// Plays on from the current time; a run at rest at the end it heads for
    /// starts again from its other end (`Animation.play()`).
    public func play() throws(CadenceError) {
        try steer("play()") { playhead, now throws(CadenceError) in try playhead.play(at: now) }
    }

    /// Plays towards `time`, and pauses there (GSAP's `tweenTo`).
    public func play(to time: Double) throws(CadenceError) {
        try steer("play(to:)") { playhead, now throws(CadenceError) in try playhead.play(to: time, at: now) }
    }

    /// Plays the other way at the same magnitude of speed (`Animation.reverse()`).
    public func reverse() throws(CadenceError) {
        try steer("reverse()") { playhead, now throws(CadenceError) in try playhead.reverse(at: now) }
    }

    /// Jumps to the end it heads for (its start when reversed); the
    /// operation then finishes (`Animation.finish()`).
    public func finish() throws(CadenceError) {
        try steer("finish()") { playhead, now throws(CadenceError) in try playhead.finish(at: now) }
    }

    /// Moves the run to `time` (≥ 0; past the duration is held at the end),
    /// silently: no event of what lies between fires.
    public func seek(to time: Double) throws(CadenceError) {
        try steer("seek(to:)") { playhead, now throws(CadenceError) in try playhead.seek(to: time, at: now) }
    }

    /// Moves the run to `progress` of its duration.
    public func seek(progress: Double) throws(CadenceError) {
        try steer("seek(progress:)") { playhead, now throws(CadenceError) in try playhead.seek(progress: progress, at: now) }
    }

    /// Sets the run's speed, keeping its current time (`updatePlaybackRate`,
    /// GSAP's `timeScale`); a negative speed plays it backwards.
    public func setSpeed(_ speed: Double) throws(CadenceError) {
        try steer("setSpeed(_:)") { playhead, now throws(CadenceError) in try playhead.setSpeed(speed, at: now) }
    }

    // MARK: - Steering

    /// Moves what the queue knows of the run's instants to where the run's
    /// clock puts them: its scheduled end (when it will come to rest; nil
    /// while paused) and its logical completion (when the run's time reaches
    /// it moving forwards; never while paused or reversed), re-armed, so that
    /// dependents chained on either wait for the run and not for the clock.
    private func retimeSchedule(_ clock: RunClock, started: Started) {
        let rest = clock.restInstant
        let end = rest.isFinite ? layer.hostTime(fromLocalTime: rest) : nil
        let logicalEnd = started.played.logicalEndTime
        let hasLogicalEnd = started.repetition == .once && logicalEnd < started.played.resolvedTiming.endTime
        var logical: Double?
        if hasLogicalEnd {
            let reached = clock.firstInstant(reaching: logicalEnd)
            logical = reached.isFinite ? layer.hostTime(fromLocalTime: reached) : nil
        }
        moveSchedule(end: end, hasLogicalEnd: hasLogicalEnd, logical: logical)
    }

    /// The run's playhead (as it stands, or the one an unsteered run has),
    /// and the layer's time now; nil before the start.
    func transport() -> (playhead: Playhead, now: Double)? {
        guard let host = layer.host,
            let (playhead, _) = withMutable({ state in state.started.map { (state.playhead ?? Self.playhead(of: $0), $0) } })
        else { return nil }
        return (playhead, layer.localTime(fromHostTime: host.currentMediaTime))
    }

    /// The playhead of a run no call has steered: playing at speed 1 from its start.
    static func playhead(of started: Started) -> Playhead {
        let end = started.played.resolvedTiming.endTime - started.origin
        var playhead = Playhead(checkedDuration: end >= 0 ? end : end.isNaN ? .infinity : 0)
        try? playhead.play(at: started.origin)
        return playhead
    }

    /// Applies `change` to the playhead at the layer's time now, puts the
    /// animation under the clock it gives, and sets the model to the values
    /// where the run will rest. A refused change throws and changes nothing.
    private func steer(
        _ call: String, _ change: (inout Playhead, Double) throws(CadenceError) -> Void
    ) throws(CadenceError) {
        guard isExecuting, !isCancelled, let host = layer.host,
            let (started, current, updatesModel) = withMutable({ state in
                state.started.map { ($0, state.playhead ?? Self.playhead(of: $0), state.updatesModel) }
            })
        else {
            throw notRunning(call)
        }
        let now = layer.localTime(fromHostTime: host.currentMediaTime)
        var playhead = current
        try change(&playhead, now)
        guard
            let clock = playhead.clock(
                origin: started.origin, at: now, repetition: started.repetition, passDuration: started.passDuration)
        else { return }
        host.beginTransaction(disablingActions: true, completion: nil)
        do {
            try layer.setRunClock(clock, forAnimationKey: animationKey)
        } catch {
            host.commitTransaction()
            throw error
        }
        withMutable { $0.playhead = playhead }
        retimeSchedule(clock, started: started)
        // The model changes only when the end the run heads for does.
        if updatesModel, let final = started.finalValues, playhead.isReversed != current.isReversed {
            let rest = playhead.isReversed ? started.startValues : final
            layer.setModelValues(from: rest, names: started.animatedNames)
        }
        host.commitTransaction()
    }
}

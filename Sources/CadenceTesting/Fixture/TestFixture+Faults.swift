import Cadence

extension TestFixture {
    /// Blocks the main loop for `seconds` from now, as a long job on the main
    /// thread would: callbacks and operations due meanwhile run late, in order,
    /// when it ends, while the compositor goes on presenting. Recorded as a
    /// ``TraceEvent/Kind/stall``.
    ///
    /// - Throws: ``FixtureError`` when `seconds` is negative or not finite.
    public func stall(for seconds: Double) throws(FixtureError) {
        try Self.checkDuration(seconds, "stall(for:)")
        recorder.append(TraceEvent(time: now, kind: .stall, duration: seconds))
        try? mainLoop.stall(for: seconds)
    }

    /// Schedules a stall of the main loop for `seconds`, starting at `time`
    /// (after the work already due then).
    ///
    /// - Throws: ``FixtureError`` when `seconds` is negative or not finite, or
    ///   `time` is before ``now``.
    public func stall(at time: Double, for seconds: Double) throws(FixtureError) {
        try Self.checkDuration(seconds, "stall(at:for:)")
        guard time.isFinite, time >= now else {
            throw FixtureError(
                .invalidTime, "stall(at:for:) was given t = \(TraceFormat.number(time))",
                expected: "a time ≥ now (\(TraceFormat.number(now)))", actual: TraceFormat.number(time),
                hint: "schedule faults ahead of the clock")
        }
        clock.schedule(at: time, label: "a stall of \(TraceFormat.number(seconds)) s") { [weak self] in
            try? self?.stall(for: seconds)
        }
    }

    /// Drops the next `count` frames that ``advanceFrames(_:rate:_:)`` steps to,
    /// as a display does when a frame misses its deadline.
    public func dropFrames(_ count: Int) {
        state.withLock { $0.framesToDrop += max(count, 0) }
    }

    /// Plays every animation `factor` times slower from now on, as the
    /// simulator's Slow Animations does (1 is normal speed; 0.5 twice as fast).
    ///
    /// It sets the root layer's `speed` to `1 / factor`, moving its
    /// `timeOffset` so nothing jumps: what is presented now stays presented.
    /// Only animations slow down; timed tasks and waits keep clock time.
    /// Recorded as a ``TraceEvent/Kind/slowAnimations``.
    ///
    /// - Throws: ``FixtureError`` when `factor` is not a finite number > 0.
    public func slowAnimations(by factor: Double) throws(FixtureError) {
        guard factor.isFinite, factor > 0 else {
            throw FixtureError(
                .invalidArgument, "slowAnimations(by:) was given \(TraceFormat.number(factor))",
                expected: "a finite factor > 0", actual: TraceFormat.number(factor),
                hint: "pass 10 for ten times slower, 1 for normal speed")
        }
        let root = rootLayer
        let local = root.convertTime(now, from: nil)
        let speed = 1 / factor
        let offset = local - (now - root.beginTime) * speed
        do {
            try root.setTiming(speed: speed, timeOffset: offset)
        } catch {
            throw FixtureError(
                .invalidArgument, "slowAnimations(by:) could not retime the root layer", expected: error.expected,
                actual: error.value, hint: "pass a factor that keeps the root layer's time finite")
        }
        transaction.flush()
        state.withLock { $0.slowAnimationsFactor = factor }
        recorder.append(TraceEvent(time: now, kind: .slowAnimations, value: factor))
    }

    /// The slow-animations factor in force (1 unless ``slowAnimations(by:)`` changed it).
    public var slowAnimationsFactor: Double { state.withLock { $0.slowAnimationsFactor } }

    static func checkDuration(_ seconds: Double, _ call: String) throws(FixtureError) {
        guard seconds.isFinite, seconds >= 0 else {
            throw FixtureError(
                .invalidArgument, "\(call) was given \(TraceFormat.number(seconds)) s",
                expected: "a finite number of seconds ≥ 0", actual: TraceFormat.number(seconds),
                hint: "pass how long the fault lasts")
        }
    }
}

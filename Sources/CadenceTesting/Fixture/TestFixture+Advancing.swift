import Cadence

extension TestFixture {
    /// Moves time forward by `seconds`, running everything that falls due on
    /// the way, each piece at its own deadline.
    ///
    /// - Throws: ``FixtureError`` when `seconds` is negative or not finite, or
    ///   when called from work the fixture is running.
    public func advance(by seconds: Double) throws(FixtureError) {
        guard seconds.isFinite, seconds >= 0 else {
            throw FixtureError(
                .invalidArgument, "advance(by:) was given \(TraceFormat.number(seconds)) s",
                expected: "a finite number of seconds ≥ 0", actual: TraceFormat.number(seconds),
                hint: "time never goes backwards; to start over, make a new TestFixture")
        }
        try advance(to: now + seconds)
    }

    /// Moves time forward to `time`, running everything that falls due on the
    /// way, each piece at its own deadline, then leaves the clock at `time`.
    /// Work at `time` itself runs, including work it schedules for `time`.
    ///
    /// - Throws: ``FixtureError`` when `time` is before ``now`` (no time travel)
    ///   or not finite, or when called from work the fixture is running.
    public func advance(to time: Double) throws(FixtureError) {
        do {
            let recordsFrames = isRecordingFrames
            while let step = nextStep(toward: time, includingWork: recordsFrames) {
                if recordsFrames { readFrames(before: step.time) }
                try clock.advance(to: step.time)
                if step.isSample { takeSample() }
            }
            if recordsFrames { readFrames(before: time) }
            try clock.advance(to: time)
        } catch {
            throw Self.timeError(error, "advance(to: \(TraceFormat.number(time)))", now: now)
        }
    }

    /// Where ``advance(to:)`` stops on its way to `time`: the next instant
    /// ``record(_:at:)`` samples; with `includingWork` (while frames are
    /// recorded), also the next piece of due work or the end of a stall before
    /// `time`, so that the frames before it are read with what is committed;
    /// nil when nothing comes first. Called once a step: no allocation.
    private func nextStep(toward time: Double, includingWork: Bool) -> (time: Double, isSample: Bool)? {
        guard time >= now else { return nil }
        var next: (time: Double, isSample: Bool)?
        if let sample = nextSampleTime, sample <= time { next = (sample, true) }
        if includingWork {
            for due in [clock.nextDeadline, mainLoop.busyUntil] {
                if let due, due < time, due < next?.time ?? .infinity { next = (due, false) }
            }
        }
        return next.map { (max($0.time, now), $0.isSample) }
    }

    /// Advances from one due instant to the next until no work is left, and
    /// returns with the clock at the last of them.
    ///
    /// "Work" is anything scheduled on the clock (queue passes, animation
    /// starts and completions, timed tasks, sleeping tasks) and a stall of the
    /// main loop, which lasts until it ends, and the instants
    /// ``record(_:at:)`` still has to sample. An operation
    /// waiting for something that never happens schedules nothing, so this
    /// returns; ``checkIdle()`` then names it.
    ///
    /// - Throws: ``FixtureError`` with code ``FixtureError/Code/limitExceeded``
    ///   when `limit` is passed with work still due (an animation that repeats
    ///   forever): the message lists what keeps the fixture busy.
    public func runUntilIdle(limit: RunLimit = .default) throws(FixtureError) {
        let start = now
        var steps = 0
        // A stall keeps the main loop busy even with nothing else due.
        while let next = [clock.nextDeadline, mainLoop.busyUntil, nextSampleTime].compactMap({ $0 }).min() {
            let due = max(next, now)
            guard steps < limit.steps, due - start <= limit.duration else {
                let passed = steps >= limit.steps ? "\(limit.steps) steps" : "\(TraceFormat.number(limit.duration)) s of virtual time"
                throw FixtureError(
                    .limitExceeded, "runUntilIdle() passed its limit of \(passed) at t = \(TraceFormat.number(now))",
                    expected: "no work left within the limit", actual: busyReport().joined(separator: "\n"),
                    hint: "cancel the work that never ends (an infinite repeatCount, a timed task without end), "
                        + "or advance(to:) a fixed time instead, or pass a larger RunLimit")
            }
            try advance(to: due)
            steps += 1
        }
    }

    /// Moves time to `now + seconds` at once, as a real clock does when a
    /// machine wakes from sleep: work that fell due on the way runs late, all
    /// at the new time, in order of deadline. Recorded as a ``TraceEvent/Kind/jump``;
    /// instants ``record(_:at:)`` was to sample on the way are skipped.
    public func jump(by seconds: Double) throws(FixtureError) {
        guard seconds.isFinite, seconds >= 0 else {
            throw FixtureError(
                .invalidArgument, "jump(by:) was given \(TraceFormat.number(seconds)) s",
                expected: "a finite number of seconds ≥ 0", actual: TraceFormat.number(seconds),
                hint: "a clock may jump forward, never back")
        }
        recorder.append(TraceEvent(time: now, kind: .jump, duration: seconds))
        // The frames on the way show what was committed when the clock jumped.
        readFrames(before: now + seconds)
        do {
            try clock.jump(to: now + seconds)
            skipSamples(before: now)
        } catch {
            throw Self.timeError(error, "jump(by: \(TraceFormat.number(seconds)))", now: now)
        }
    }

    static func timeError(_ error: CadenceError, _ call: String, now: Double) -> FixtureError {
        FixtureError(
            .invalidTime, "\(call) was refused at t = \(TraceFormat.number(now))", expected: error.expected,
            actual: error.value,
            hint: "advance from the test, never from work the fixture runs (schedule that work instead), "
                + "and only forward; to start over, make a new TestFixture")
    }
}

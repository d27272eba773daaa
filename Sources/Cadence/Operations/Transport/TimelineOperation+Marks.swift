/// The marks a ``TimelineOperation``'s playhead crosses: events fired at
/// the instant it reaches them, by a wake-up on the main loop's clock at the
/// next mark the moving playhead will reach, or at its rest.
extension TimelineOperation {
    /// Brings the marks up to the run's time at `now`: fires what the move
    /// since they were last brought up crossed (nothing when `firing` is
    /// false: a seek), comes to rest if the run is at rest at an end, and
    /// otherwise wakes again at the next mark or rest.
    func advance(at now: Double, firing: Bool) {
        guard isExecuting, !isCancelled else { return }
        let (playhead, started, from) = withMutable { ($0.playhead, $0.started, $0.markedTime) }
        guard let started, let time = playhead.currentTime(at: now) else { return }
        let events = firing ? self.events(from: from, to: time) : []
        withMutable { $0.markedTime = time }
        if isRepeated, iteration(at: time) != withMutable({ $0.clockIteration }) {
            // Into another iteration: its clock.
            try? inTransaction(started) { () throws(CadenceError) in try retime(started, by: playhead, at: now) }
        }
        tell(events)
        // An observer may have steered the run, and brought everything up itself.
        guard withMutable({ $0.playhead == playhead }) else { return }
        switch playhead.state(at: now) {
        case .finished:
            rest(started, reversed: playhead.isReversed)
        case .running:
            scheduleWake(after: playhead, at: now)
        case .paused, .idle:
            withMutable { state in
                state.wake?.cancel()
                state.wake = nil
            }
        }
    }

    /// The events of a move of the timeline's time from `from` (nil: not
    /// started) to `to`: starts, completions and labels moving forwards,
    /// nested timelines' completions at start moving backwards.
    func crossed(from: Double?, to: Double) -> [TimelineEvent] {
        if let from, to < from {
            return atStartMarks.crossed(from: -from, to: -to).map { plan.atStart[$0].event }
        }
        guard from.map({ to > $0 }) ?? true else { return [] }
        return forwardMarks.crossed(from: from, to: to).map { plan.forward[$0].event }
    }

    /// Tells every observer each of `events`, in order.
    func tell(_ events: [TimelineEvent]) {
        guard !events.isEmpty else { return }
        let observers = withMutable { $0.observers }
        for event in events {
            for observer in observers { observer(event) }
        }
    }

    /// Wakes at the first instant the playhead, moving from `now`, reaches
    /// the next mark in its way, or comes to rest.
    private func scheduleWake(after playhead: Playhead, at now: Double) {
        guard let loop = mainLoop, let time = playhead.currentTime(at: now) else { return }
        var deadline = playhead.restInstant ?? .infinity
        if let (instant, anchorTime) = playhead.anchorPoint, playhead.speed != 0 {
            let forwards = playhead.speed > 0
            if let next = nextWakeTime(after: time, forwards: forwards) {
                let guess = instant + (next - anchorTime) / playhead.speed
                let reaching = RunClock.first(from: guess) { instant in
                    guard let current = playhead.currentTime(at: instant) else { return false }
                    return forwards ? current >= next : current <= next
                }
                deadline = min(deadline, reaching)
            }
            // Moving back out of an iteration, just past its start: the one before's clock.
            let start = Double(iteration(at: time)) * cycle
            if isRepeated, !forwards, start > 0, start <= time {
                let guess = instant + (start - anchorTime) / playhead.speed
                let leaving = RunClock.first(from: guess) { instant in
                    playhead.currentTime(at: instant).map { $0 < start } ?? false
                }
                deadline = min(deadline, leaving)
            }
        }
        let work: ScheduledWork? =
            deadline.isFinite
            ? loop.clock.schedule(at: deadline, label: "marks of '\(describe(self))'") { [weak self, loop] in
                loop.enqueue { [weak self] in self?.wake() }
            } : nil
        withMutable { state in
            state.wake?.cancel()
            state.wake = work
        }
    }

    /// At a mark or the rest: brings the marks up to now.
    private func wake() {
        guard let loop = mainLoop else { return }
        advance(at: loop.clock.currentTime, firing: true)
    }
}

/// How a ``TimelineOperation`` that repeats maps its run's time onto the
/// timeline's: GSAP's `repeat`, `repeatDelay` and `yoyo`, by ``Repetition``'s
/// arithmetic. The run's time goes over the whole
/// ``TimelineOperation/totalDuration``; iteration `k` plays over
/// `[k·cycle, k·cycle + duration]`, `cycle` being the duration and the delay,
/// and holds its end during the delay after it.
///
/// The compositor evaluates a run by one linear piece of time, so each
/// iteration has a clock of its own, clamped to the timeline's `[0, duration]`
/// (which holds an iteration's end through the delay); the run puts its
/// animations under the next iteration's clock when the playhead crosses into it.
extension TimelineOperation {
    /// The length of an iteration and the delay after it.
    var cycle: Double { plan.duration + repetition.delay }

    /// Whether the run has more than one iteration.
    var isRepeated: Bool { repetition.repeats > 0 && cycle > 0 }

    /// The iteration that plays at run time `time` (the later one at a boundary).
    func iteration(at time: Double) -> Int {
        isRepeated ? repetition.position(at: time, duration: plan.duration).iteration : 0
    }

    /// Whether iteration `iteration` plays the timeline backwards (yoyo).
    func playsBackwards(_ iteration: Int) -> Bool {
        repetition.yoyo && iteration % 2 == 1
    }

    /// The timeline's time that iteration `iteration` shows at run time
    /// `time`; for a run played once, the run's time itself (which a seek
    /// may take past the end, and over a label there).
    func timelineTime(at time: Double, in iteration: Int) -> Double {
        guard isRepeated else { return time }
        let within = min(max(time - Double(iteration) * cycle, 0), plan.duration)
        return playsBackwards(iteration) ? plan.duration - within : within
    }

    /// The timeline's time iteration `iteration` shows at its own start, or end.
    func timelineTime(of iteration: Int, atItsEnd: Bool) -> Double {
        atItsEnd != playsBackwards(iteration) ? plan.duration : 0
    }

    /// `clock`, a clock of the run's time, as the clock of the timeline's
    /// time during iteration `iteration`: shifted by the iteration's start,
    /// turned round in a backwards iteration, clamped to the timeline.
    func iterationClock(_ clock: RunClock, _ iteration: Int) -> RunClock {
        guard isRepeated else { return clock }
        let shift = Double(iteration) * cycle
        let length = plan.duration
        if playsBackwards(iteration) {
            return RunClock(
                origin: clock.origin, anchorInstant: clock.anchorInstant, anchorTime: length - (clock.anchorTime - shift),
                speed: -clock.speed, lower: max(length - (clock.upper - shift), 0),
                upper: min(length - (clock.lower - shift), length), restsAtAnEnd: false)
        }
        return RunClock(
            origin: clock.origin, anchorInstant: clock.anchorInstant, anchorTime: clock.anchorTime - shift,
            speed: clock.speed, lower: max(clock.lower - shift, 0), upper: min(clock.upper - shift, length),
            restsAtAnEnd: false)
    }

    /// The events of a move of the run's time from `from` (nil: not
    /// started) to `to`, iteration by iteration: each iteration's move of
    /// the timeline's time fires what it crosses (an iteration entered at
    /// its start afresh, as the timeline's start), and a reversed run
    /// reaching its start completes last.
    func events(from: Double?, to: Double) -> [TimelineEvent] {
        var events: [TimelineEvent] = []
        let first = from.map(iteration(at:)) ?? 0
        let last = iteration(at: to)
        if from.map({ to > $0 }) ?? true {
            for index in Self.visited(from: first, to: last) {
                // A repeat starts the timeline afresh; a yoyo turns where it was.
                var start: Double?
                if let from, index == first {
                    start = timelineTime(at: from, in: index)
                } else if index > 0 {
                    events.append(.repeated(index))
                    start = repetition.yoyo ? timelineTime(of: index, atItsEnd: false) : nil
                }
                events += crossed(from: start, to: timelineTime(at: to, in: index))
            }
        } else if let from, to < from {
            for index in Self.visited(from: first, to: last) {
                let start = index < first ? timelineTime(of: index, atItsEnd: true) : timelineTime(at: from, in: index)
                events += crossed(from: start, to: timelineTime(at: to, in: index))
            }
            if to <= 0, from > 0 { events.append(.completedAtStart(timeline.name ?? "timeline")) }
        }
        return events
    }

    /// The iterations a move from iteration `first` to `last` fires events
    /// in, in order: every one, or for a jump over more than one, the first
    /// and the last two (the ones jumped over fire nothing, however many).
    static func visited(from first: Int, to last: Int) -> [Int] {
        let step = last >= first ? 1 : -1
        guard abs(last - first) > 2 else { return Array(stride(from: first, through: last, by: step)) }
        return [first, last - step, last]
    }

    /// The next run time from `time`, moving forwards or backwards, at
    /// which something may happen: a mark in the iteration playing, or an
    /// end of it or of its wait; nil when there is none.
    func nextWakeTime(after time: Double, forwards: Bool) -> Double? {
        let current = iteration(at: time)
        let shift = isRepeated ? Double(current) * cycle : 0
        let backwards = playsBackwards(current)
        let within = timelineTime(at: time, in: current)
        var candidates: [Double] = []
        if let mark = forwards != backwards ? firstMark(after: within) : lastMark(before: within) {
            candidates.append(shift + (backwards ? plan.duration - mark : mark))
        }
        if isRepeated {
            candidates += [shift - repetition.delay, shift, shift + plan.duration, shift + cycle]
        }
        return forwards ? candidates.filter { $0 > time }.min() : candidates.filter { $0 < time }.max()
    }

    /// The earliest mark later than `time`, by binary search.
    private func firstMark(after time: Double) -> Double? {
        let index = firstIndex(after: time)
        return index < markTimes.count ? markTimes[index] : nil
    }

    /// The latest mark earlier than `time`.
    private func lastMark(before time: Double) -> Double? {
        var low = 0
        var high = markTimes.count
        while low < high {
            let middle = (low + high) / 2
            if markTimes[middle] < time { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? markTimes[low - 1] : nil
    }

    private func firstIndex(after time: Double) -> Int {
        var low = 0
        var high = markTimes.count
        while low < high {
            let middle = (low + high) / 2
            if markTimes[middle] <= time { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

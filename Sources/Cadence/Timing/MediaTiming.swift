/// The timing of an animation or a layer, as Core Animation's `CAMediaTiming`.
///
/// An animation's timing maps its parent's time (the layer's local time) to a
/// ``TimingState``: whether it applies at all, which iteration is playing, and how
/// far through that iteration it is. The rules are those of the scenario format's
/// normative timing model:
///
/// - active time `a = (t − beginTime) · speed`;
/// - one cycle is the ``effectiveDuration`` `d`, or `2d` when it ``autoreverses``;
/// - the ``activeDuration`` is ``repeatDuration`` if set, else one cycle times
///   ``repeatCount`` (0 meaning once, fractions allowed, `.infinity` forever);
/// - it is active while `0 ≤ a < activeDuration`; before that it applies only when
///   its ``fillMode`` fills backwards (as at `a = 0`), after only when it fills
///   forwards (as at the end: a whole number of iterations ends at progress 1);
/// - the position in the cycle comes from `a + timeOffset`, so an offset starts
///   the animation part way through and wraps around.
///
/// ```swift
/// var timing = MediaTiming(duration: 2)
/// timing.autoreverses = true
/// timing.state(at: 0.5)?.progress  // 0.25, going out
/// timing.state(at: 3.0)?.progress  // 0.5, coming back
/// timing.state(at: 4.0)            // nil: ended, and fill mode is .removed
/// ```
///
/// A layer uses only ``beginTime``, ``speed`` and ``timeOffset``, through
/// ``localTime(fromParent:)``, to convert time down the layer tree.
public struct MediaTiming: Hashable, Sendable {
    /// Core Animation's duration when none is given: a quarter of a second.
    public static let defaultDuration: Double = 0.25

    /// When it begins, in its parent's time.
    public var beginTime: Double
    /// The length of one iteration in seconds; 0 means ``defaultDuration``.
    public var duration: Double
    /// How fast its time runs relative to its parent's (0 freezes it; must be ≥ 0).
    public var speed: Double
    /// Added to its active time, so it starts part way through and wraps around.
    public var timeOffset: Double
    /// How many iterations it plays (fractions allowed; `.infinity` forever; 0 once).
    public var repeatCount: Double
    /// How long it repeats, in active time; 0 means unset. Not with ``repeatCount``.
    public var repeatDuration: Double
    /// Whether each iteration plays forwards and then backwards.
    public var autoreverses: Bool
    /// Whether it applies before its begin time and after its end.
    public var fillMode: FillMode

    /// Timing with Core Animation's defaults, any of which can be given here.
    public init(
        beginTime: Double = 0, duration: Double = 0, speed: Double = 1, timeOffset: Double = 0,
        repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
        fillMode: FillMode = .removed
    ) {
        self.beginTime = beginTime
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fillMode = fillMode
    }
}

// MARK: - Derived durations

extension MediaTiming {
    /// ``duration``, or ``defaultDuration`` when it is 0.
    public var effectiveDuration: Double { duration == 0 ? Self.defaultDuration : duration }

    /// One cycle: the duration, doubled when the timing ``autoreverses``.
    public var cycleDuration: Double { autoreverses ? 2 * effectiveDuration : effectiveDuration }

    /// How long it is active, in its own (active) time; `.infinity` when it repeats forever.
    public var activeDuration: Double {
        repeatDuration > 0 ? repeatDuration : cycleDuration * iterationCount
    }

    /// ``repeatCount``, with 0 meaning one iteration.
    var iterationCount: Double { repeatCount == 0 ? 1 : repeatCount }

    /// The instant, in parent time, at which it has played its whole active
    /// duration: when it completes. `.infinity` if it never does (repeating
    /// forever, or speed 0).
    ///
    /// It is `beginTime + activeDuration / speed`, computed once and rounded
    /// once, the same sum a wait of that length from `beginTime` ends at, so
    /// an animation of 0.5 s begun at 1.8 ends at exactly `2.3` (the double
    /// nearest 2.3), not one step later where `(t − 1.8)` first reaches 0.5 in
    /// binary (`2.3000000000000003`). ``state(at:)`` reads the end from this
    /// instant: at `endTime` it is past the end, and just before it is not.
    /// See `Docs/Timing.md`, "Exact times".
    public var endTime: Double {
        let active = activeDuration
        guard active.isFinite, speed > 0, beginTime.isFinite else { return .infinity }
        let end = end(after: active)
        return end.isFinite ? end : .infinity
    }

    /// `beginTime + activeDuration / speed` for an active duration already
    /// worked out (infinite for a speed that is not positive), without the
    /// division at speed 1: the instant ``state(at:)`` compares with.
    @inline(__always)
    func end(after activeDuration: Double) -> Double {
        speed == 1 ? beginTime + activeDuration : speed > 0 ? beginTime + activeDuration / speed : .infinity
    }
}

// MARK: - Time conversion

extension MediaTiming {
    /// Active time at parent time `t`: `(t − beginTime) · speed`.
    public func activeTime(at t: Double) -> Double { (t - beginTime) * speed }

    /// A layer's local time at its parent's time `t`:
    /// `(t − beginTime) · speed + timeOffset`.
    ///
    /// This is the conversion Core Animation applies at each level of a layer
    /// tree. Setting a layer's speed to 0 and its time offset to the local time
    /// at that instant freezes everything beneath it (the pause recipe).
    public func localTime(fromParent t: Double) -> Double { (t - beginTime) * speed + timeOffset }

    /// Whether ``localTime(fromParent:)`` is `t + 0` (begin time 0, speed 1,
    /// time offset 0): the parent's time passes through unchanged.
    var isIdentityTransform: Bool { beginTime == 0 && speed == 1 && timeOffset == 0 }

    /// The parent time at which the local time is `local`; nil when speed is 0,
    /// since then every parent time has the same local time.
    public func parentTime(fromLocal local: Double) -> Double? {
        speed == 0 ? nil : beginTime + (local - timeOffset) / speed
    }
}

// MARK: - Evaluation

extension MediaTiming {
    /// The phase, iteration and progress at parent time `t`, or nil when the
    /// timing does not apply then (outside its active interval without fill, or
    /// `t` is not a number).
    ///
    /// - Complexity: O(1).
    @inline(__always)
    public func state(at t: Double) -> TimingState? {
        let active = activeTime(at: t)
        let cycle = cycleDuration
        let duration = activeDuration
        if active.isNaN {
            return nil
        } else if active < 0 {
            guard fillMode.fillsBackwards else { return nil }
            return state(atCycle: timeOffset / cycle, phase: .before)
        } else if t < end(after: duration) {
            // Rounding can make the active time reach the active duration an
            // instant before `endTime`: it is still the end of the last iteration.
            guard active >= duration else { return state(atCycle: (active + timeOffset) / cycle, phase: .active) }
            return state(atCycle: endPosition(cycle: cycle), phase: .active, atEnd: true)
        } else {
            guard fillMode.fillsForwards else { return nil }
            return state(atCycle: endPosition(cycle: cycle), phase: .after, atEnd: true)
        }
    }

    /// How fast ``TimingState/progress`` runs at parent time `t`, per unit of
    /// parent time: `speed / duration` while active, negated in the backward
    /// half of an autoreversing cycle, and 0 while filling (before or after
    /// the active interval); nil when the timing does not apply then.
    public func progressRate(at t: Double) -> Double? {
        guard let state = state(at: t) else { return nil }
        guard state.phase == .active else { return 0 }
        let rate = speed / effectiveDuration
        guard autoreverses else { return rate }
        let position = (activeTime(at: t) + timeOffset) / cycleDuration
        var fraction = position - position.rounded(.down)
        if fraction == 0, activeTime(at: t) >= activeDuration { fraction = 1 }
        return fraction > 0.5 ? -rate : rate
    }

    /// Where the active interval ends, in cycles from the start of the first.
    @inline(__always)
    private func endPosition(cycle: Double) -> Double {
        repeatDuration > 0 ? (repeatDuration + timeOffset) / cycle : iterationCount + timeOffset / cycle
    }

    /// The state at `position` cycles from the start of the first.
    ///
    /// At the end of the active interval a whole number of cycles is read as the
    /// end of the last one (progress 1, or 0 when autoreversing), not the start of
    /// the next.
    @inline(__always)
    private func state(atCycle position: Double, phase: TimingState.Phase, atEnd: Bool = false) -> TimingState? {
        guard position.isFinite else { return nil }
        var whole = position.rounded(.down)
        var fraction = position - whole
        if atEnd, fraction == 0, position > 0 {
            whole -= 1
            fraction = 1
        }
        var progress = fraction
        if autoreverses {
            let doubled = 2 * fraction
            progress = doubled <= 1 ? doubled : 2 - doubled
        }
        let iteration = whole >= Double(Int.max) ? Int.max : whole <= Double(Int.min) ? Int.min : Int(whole)
        return TimingState(phase: phase, iteration: iteration, progress: progress)
    }
}

// MARK: - Validation

extension MediaTiming {
    /// Throws the first invalid field: a negative or non-finite duration, a
    /// negative or non-finite speed, a non-finite begin time or time offset, a
    /// negative or NaN repeat count or repeat duration, or both repeat fields set.
    public func validate() throws(CadenceError) {
        try CadenceError.check(beginTime, "beginTime", expected: "a finite number")
        try CadenceError.check(duration, "duration", in: 0 ... .infinity, expected: "a finite number ≥ 0")
        try CadenceError.check(speed, "speed", in: 0 ... .infinity, expected: "a finite number ≥ 0")
        try CadenceError.check(timeOffset, "timeOffset", expected: "a finite number")
        for (field, value) in [("repeatCount", repeatCount), ("repeatDuration", repeatDuration)]
        where value.isNaN || value < 0 {
            throw CadenceError(
                .invalidValue, field: field, value: CadenceError.describe(value),
                expected: "a number ≥ 0 or infinity")
        }
        if repeatCount != 0, repeatDuration != 0 {
            throw CadenceError(
                .conflictingFields, field: "repeatDuration", value: CadenceError.describe(repeatDuration),
                expected: "0 when repeatCount is set (\(CadenceError.describe(repeatCount))); set one of them")
        }
    }
}

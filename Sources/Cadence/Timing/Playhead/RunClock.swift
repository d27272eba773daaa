/// How a steered run's time moves against the time of its layer: a
/// ``Playhead``'s state at one moment, as one linear piece with its stops,
/// what the compositor needs to present the run's animation at any instant
/// without asking the playhead again.
///
/// It is Core Animation's layer time, `(t − beginTime) · speed + timeOffset`,
/// written from an anchor as the playhead writes it (so both give the same
/// bits), with a hold (speed 0) and the two times where playback stops: the
/// run's ends, or the time a ``Playhead/play(to:at:)`` stops at. An
/// animation under a run clock is evaluated at ``animationTime(at:)``
/// instead of its layer's time.
///
/// A ``LayerHost`` that steers its own layers reads it in
/// ``HostedLayer/setRunClock(_:forAnimationKey:)``.
public struct RunClock: Hashable, Sendable {
    /// The layer time of the run's time 0.
    public let origin: Double
    /// A layer time, and the run's time then.
    public let anchorInstant: Double
    public let anchorTime: Double
    /// How fast run time moves against layer time; 0 while held.
    public let speed: Double
    /// The run times at which playback stops; `±infinity` for none.
    public let lower: Double
    public let upper: Double
    /// Whether playback stops at the run's end it heads for (its duration
    /// forwards, 0 backwards), or is held there, finished, rather than
    /// stopping at a time asked for on the way, or paused.
    public let restsAtAnEnd: Bool
    /// How the run repeats one pass of its animation, GSAP's way.
    public let repetition: Repetition
    /// How long one pass lasts, in run time: the animation's end from the run's start.
    public let passDuration: Double
    /// Whether ``repetition`` is more than one pass.
    private let repeats: Bool

    init(
        origin: Double, anchorInstant: Double, anchorTime: Double, speed: Double, lower: Double, upper: Double,
        restsAtAnEnd: Bool, repetition: Repetition = .once, passDuration: Double = .infinity
    ) {
        self.origin = origin
        self.anchorInstant = anchorInstant
        self.anchorTime = anchorTime
        self.speed = speed
        self.lower = lower
        self.upper = upper
        self.restsAtAnEnd = restsAtAnEnd
        self.repetition = repetition
        self.passDuration = passDuration
        repeats = repetition != .once
    }

    /// The run's time at layer time `local`: the playhead's current time.
    @inline(__always)
    public func runTime(at local: Double) -> Double {
        min(max(anchorTime + (local - anchorInstant) * speed, lower), upper)
    }

    /// The time the run's animation is evaluated at, at layer time `local`:
    /// the run's time from its origin, or, when the run repeats, the time
    /// within the pass it is in (held at a pass's end during a repeat delay,
    /// backwards in a yoyo's odd passes).
    @inline(__always)
    public func animationTime(at local: Double) -> Double {
        let time = runTime(at: local)
        return origin + (repeats ? repetition.position(at: time, duration: passDuration).time : time)
    }

    /// The first layer time, from the anchor on, at which the animation's
    /// time has reached `target` moving forwards; infinity if it never does
    /// (held, reversed, or stopped short of it). The inverse may round an
    /// ulp either way: it steps to the first instant that counts.
    public func firstInstant(reaching target: Double) -> Double {
        // The first pass reaches it first: there the animation's time is the run's.
        guard speed > 0, target.isFinite, origin + upper >= target else { return .infinity }
        if origin + runTime(at: anchorInstant) >= target { return anchorInstant }
        return Self.first(from: anchorInstant + (target - origin - anchorTime) / speed) { origin + runTime(at: $0) >= target }
    }

    /// The layer time at which playback comes to rest at the end it heads
    /// for (the anchor, when held there: finished); infinity when paused or
    /// when it stops short of an end.
    public var restInstant: Double {
        guard restsAtAnEnd else { return .infinity }
        guard speed != 0 else { return anchorInstant }
        let end = speed > 0 ? upper : lower
        guard end.isFinite else { return .infinity }
        if speed > 0 ? runTime(at: anchorInstant) >= end : runTime(at: anchorInstant) <= end { return anchorInstant }
        return Self.first(from: anchorInstant + (end - anchorTime) / speed) { runTime(at: $0) == end }
    }

    /// The first instant near `guess` at which `reached` holds (it holds from
    /// some instant on): stepping up from a few ulps short, or down from a few
    /// ulps past, 64 steps at most each way; infinity when none is found.
    static func first(from guess: Double, where reached: (Double) -> Bool) -> Double {
        guard guess.isFinite else { return .infinity }
        var time = guess
        for _ in 0..<64 where !reached(time) { time = time.nextUp }
        guard reached(time) else { return .infinity }
        for _ in 0..<64 where reached(time.nextDown) { time = time.nextDown }
        return time
    }
}

extension Playhead {
    /// The playhead's state at `now` as a ``RunClock`` whose time 0 is layer
    /// time `origin`, the playhead's instants being layer times, repeating
    /// passes of `passDuration` as `repetition` says; nil when idle.
    func clock(
        origin: Double, at now: Double, repetition: Repetition = .once, passDuration: Double = .infinity
    ) -> RunClock? {
        if let held = heldTime {
            return RunClock(
                origin: origin, anchorInstant: now, anchorTime: held, speed: 0, lower: -.infinity, upper: .infinity,
                restsAtAnEnd: state(at: now) == .finished, repetition: repetition, passDuration: passDuration)
        }
        guard let (instant, time) = anchorPoint else { return nil }
        // A play(to:) pauses where it stops, even at an end: not at rest there.
        let stop = stopTime
        let lower = speed < 0 ? stop ?? 0 : -.infinity
        let upper = speed > 0 ? min(stop ?? duration, duration) : .infinity
        return RunClock(
            origin: origin, anchorInstant: instant, anchorTime: time, speed: speed, lower: lower, upper: upper,
            restsAtAnEnd: stop == nil, repetition: repetition, passDuration: passDuration)
    }
}

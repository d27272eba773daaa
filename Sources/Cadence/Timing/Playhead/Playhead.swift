/// Where a run is in its own time, and how that time moves against a clock:
/// the Web Animations model of an animation's current time, which GSAP's
/// transport and `UIViewPropertyAnimator` also follow.
///
/// A run's *current time* goes from 0 to its ``duration``. While the run is
/// held (paused, at speed 0, or sought past an end) it is the *hold time*;
/// otherwise it moves at `speed` from an anchor, the time it had at the
/// clock instant of the last call: `anchor time + (clock time − anchor
/// instant) × speed` (the Web Animations API's `(clock − start time) ×
/// rate`, written from the last call so that decimal inputs give the
/// decimal answers a user expects). Natural playback stops exactly at the
/// end it heads for (the ``duration`` at a positive speed, 0 at a negative
/// one). Every call re-anchors, so the current time never jumps unless
/// asked to: a speed change at 0.4 s of a 1 s run goes on from 0.4.
///
/// ```swift
/// var playhead = try Playhead(duration: 1)
/// try playhead.play(at: 0)
/// playhead.pause(at: 0.4)
/// playhead.currentTime(at: 0.9)   // 0.4: held while paused
/// try playhead.play(at: 1.0)
/// playhead.restInstant            // 1.6: 0.6 s left from 1.0
/// ```
///
/// Cadence has no pending states: each call takes effect at the instant it
/// is made, as a Web Animation's does once it is ready. A value type, it
/// reads the clock only through the instants it is given, so every answer is
/// exact on a virtual clock.
public struct Playhead: Hashable, Sendable {
    /// What a run is doing, as the Web Animations API's `playState` says it.
    public enum State: String, Hashable, Sendable, CaseIterable {
        /// Not started, or cancelled: it has no current time.
        case idle
        /// Moving, or at speed 0: speed 0 is running, not paused.
        case running
        /// Held by ``Playhead/pause(at:)``, by a seek of an idle run, or on
        /// reaching the time ``Playhead/play(to:at:)`` asked for.
        case paused
        /// At or past the end it heads for: the ``Playhead/duration`` at a
        /// positive speed, 0 at a negative one.
        case finished
    }

    /// How long the run lasts, in its own time: finite and ≥ 0, or
    /// `.infinity` for a run that repeats for ever.
    public let duration: Double
    /// How fast its time moves against the clock's; negative when reversed.
    /// Set it with ``setSpeed(_:at:)``, which keeps the current time.
    public private(set) var speed: Double = 1

    /// While it moves, a clock instant and its time then; nil while it is
    /// held or idle.
    private var anchor: Anchor?
    private struct Anchor: Hashable, Sendable {
        let instant: Double
        let time: Double
    }
    /// The current time while held; nil while it moves or is idle.
    private var holdTime: Double?
    private var isPaused = false
    /// Idle: neither held nor moving.
    private var isIdle: Bool { holdTime == nil && anchor == nil }
    /// Where ``play(to:at:)`` pauses it.
    private var pauseTime: Double?

    /// An idle playhead for a run of `duration` seconds.
    ///
    /// - Throws: ``CadenceError`` when `duration` is negative or NaN.
    public init(duration: Double) throws(CadenceError) {
        guard duration >= 0 else {
            throw CadenceError(
                .invalidValue, field: "duration", value: CadenceError.describe(duration),
                expected: "a finite number ≥ 0, or infinity for a run that repeats for ever")
        }
        self.duration = duration
    }

    /// A playhead for a run of `duration`, known to be ≥ 0 or infinite.
    init(checkedDuration duration: Double) {
        self.duration = duration
    }

    // MARK: - Reading

    /// The run's time at clock time `now`, or nil while it is idle.
    public func currentTime(at now: Double) -> Double? {
        if let holdTime { return holdTime }
        guard let anchor else { return nil }
        let moving = anchor.time + (now - anchor.instant) * speed
        if let pauseTime, speed > 0 ? moving >= pauseTime : moving <= pauseTime { return pauseTime }
        if speed > 0, moving >= duration { return duration }
        if speed < 0, moving <= 0 { return 0 }
        return moving
    }

    /// How far through the run it is at `now`: the current time over the
    /// duration (1 for a run of no length once it has a time); nil while idle
    /// or for a run that never ends.
    public func progress(at now: Double) -> Double? {
        guard let time = currentTime(at: now), duration.isFinite else { return nil }
        return duration > 0 ? time / duration : 1
    }

    /// What it is doing at `now`.
    public func state(at now: Double) -> State {
        if isIdle { return .idle }
        if isPaused { return .paused }
        guard let time = currentTime(at: now) else { return .idle }
        if holdTime == nil, let pauseTime, time == pauseTime { return .paused }
        if speed > 0, time >= duration { return .finished }
        if speed < 0, time <= 0 { return .finished }
        return .running
    }

    /// Whether it runs backwards: its speed is negative.
    public var isReversed: Bool { speed < 0 }

    /// The clock time at which it comes to rest on its own: where it reaches
    /// the end it heads for, or the time ``play(to:at:)`` asked for. Nil while
    /// it is held, idle, at speed 0, or heading for an end it never reaches.
    ///
    /// It is the first instant at which ``currentTime(at:)`` gives that time,
    /// not the quotient `(target − time) / speed`, which may round an ulp to
    /// either side of it.
    public var restInstant: Double? {
        guard let anchor, speed != 0 else { return nil }
        let target = pauseTime ?? (speed > 0 ? duration : 0)
        guard target.isFinite else { return nil }
        let instant = RunClock.first(from: anchor.instant + (target - anchor.time) / speed) { currentTime(at: $0) == target }
        return instant.isFinite ? instant : nil
    }

    // MARK: - Transport

    /// Plays it from where it is. A run that is idle, or finished, starts
    /// again from the start (from the end when reversed); a paused one goes
    /// on from where it was held; a running one is left as it is.
    ///
    /// - Throws: ``CadenceError`` when a reversed run would have to start
    ///   from the end of a run that never ends; nothing changes.
    public mutating func play(at now: Double) throws(CadenceError) {
        settle(at: now)
        let time = currentTime(at: now)
        var target: Double?
        if speed > 0, time.map({ $0 >= duration }) ?? true {
            target = 0
        } else if speed < 0, time.map({ $0 <= 0 || $0 > duration }) ?? true {
            guard duration.isFinite else {
                throw Self.refusal("play()", state(at: now), "a run that ends, to play backwards from its end")
            }
            target = duration
        } else if speed == 0, time == nil {
            target = 0
        }
        pauseTime = nil
        isPaused = false
        place(at: target ?? time ?? 0, now: now)
    }

    /// Plays it towards `time` at its present speed's magnitude, forwards or
    /// backwards as `time` lies, and pauses it there: GSAP's `tweenTo`.
    ///
    /// - Throws: ``CadenceError`` for a time that is negative, not finite or
    ///   past the duration, or a run at speed 0 that would never get there;
    ///   nothing changes.
    public mutating func play(to time: Double, at now: Double) throws(CadenceError) {
        try Self.checkTime(time, "play(to:)")
        guard time <= duration else {
            throw CadenceError(
                .invalidValue, field: "play(to:)", value: CadenceError.describe(time),
                expected: "a time within the run, 0 ... \(CadenceError.describe(duration))")
        }
        settle(at: now)
        let from = currentTime(at: now) ?? (speed < 0 ? duration : 0)
        guard from != time else {
            pause(at: now)
            return
        }
        guard speed != 0 else {
            throw Self.refusal("play(to:)", state(at: now), "a run with a speed that is not 0")
        }
        isPaused = false
        speed = time > from ? abs(speed) : -abs(speed)
        pauseTime = time
        anchor = Anchor(instant: now, time: from)
        holdTime = nil
    }

    /// Holds it where it is. An idle run is held at its start (at its end
    /// when reversed, or at its start if that end never comes).
    public mutating func pause(at now: Double) {
        settle(at: now)
        let time = currentTime(at: now) ?? (speed < 0 && duration.isFinite ? duration : 0)
        isPaused = true
        pauseTime = nil
        holdTime = time
        anchor = nil
    }

    /// Runs it the other way at the same magnitude of speed (0.5 becomes
    /// −0.5), and plays it: from past an end it goes to that end first. At
    /// speed 0 nothing changes.
    ///
    /// - Throws: ``CadenceError`` when the run never ends and would have to
    ///   play backwards from its end; nothing changes.
    public mutating func reverse(at now: Double) throws(CadenceError) {
        guard speed != 0 else { return }
        let before = self
        try setSpeed(-speed, at: now)
        do {
            try play(at: now)
        } catch {
            self = before
            throw Self.refusal("reverse()", before.state(at: now), "a run that ends, to play backwards from its end")
        }
    }

    /// Takes it to the end it heads for at once: the duration, or 0 when
    /// reversed. A paused run is finished too, no longer paused.
    ///
    /// - Throws: ``CadenceError`` at speed 0, or forwards on a run that never
    ///   ends; nothing changes.
    public mutating func finish(at now: Double) throws(CadenceError) {
        guard speed != 0 else {
            throw Self.refusal("finish()", state(at: now), "a run with a speed that is not 0")
        }
        guard speed < 0 || duration.isFinite else {
            throw Self.refusal("finish()", state(at: now), "a run that ends")
        }
        isPaused = false
        pauseTime = nil
        place(at: speed > 0 ? duration : 0, now: now)
    }

    /// Moves it to `time` at once, keeping its state: a moving run goes on
    /// from there, a paused one stays paused there, and an idle one is
    /// paused there. A time past the end it heads for is held where it
    /// landed (finished), where natural playback would stop at the end.
    ///
    /// - Throws: ``CadenceError`` for a time that is negative or not finite;
    ///   nothing changes.
    public mutating func seek(to time: Double, at now: Double) throws(CadenceError) {
        try Self.checkTime(time, "seek(to:)")
        settle(at: now)
        if isIdle { isPaused = true }
        pauseTime = nil
        place(at: time, now: now)
    }

    /// Moves it to `progress` of its duration (see ``seek(to:at:)``).
    ///
    /// - Throws: ``CadenceError`` for a progress that is negative or not
    ///   finite, or on a run that never ends; nothing changes.
    public mutating func seek(progress: Double, at now: Double) throws(CadenceError) {
        guard duration.isFinite else {
            throw Self.refusal("seek(progress:)", state(at: now), "a run that ends")
        }
        try Self.checkTime(progress, "seek(progress:)")
        try seek(to: progress * duration, at: now)
    }

    /// Sets its speed, keeping the current time: the run goes on from where
    /// it is, at the new speed. Speed 0 holds it, running.
    ///
    /// - Throws: ``CadenceError`` for a speed that is not finite; nothing
    ///   changes.
    public mutating func setSpeed(_ newSpeed: Double, at now: Double) throws(CadenceError) {
        try CadenceError.check(newSpeed, "setSpeed(_:)", expected: "a finite speed")
        settle(at: now)
        let time = currentTime(at: now)
        speed = newSpeed
        if let pauseTime, let time, newSpeed == 0 || (pauseTime > time) != (newSpeed > 0) {
            self.pauseTime = nil
        }
        if let time, !isPaused { place(at: time, now: now) }
    }

    /// Makes it idle, with no current time; its speed is kept.
    public mutating func cancel() {
        isPaused = false
        pauseTime = nil
        holdTime = nil
        anchor = nil
    }

    // MARK: - Internals

    /// The current time while held; nil while it moves or is idle.
    var heldTime: Double? { holdTime }
    /// While it moves, the instant and the time it moves from.
    var anchorPoint: (instant: Double, time: Double)? { anchor.map { ($0.instant, $0.time) } }
    /// The time a ``play(to:at:)`` stops at, while it heads there.
    var stopTime: Double? { pauseTime }


    /// Puts the current time at `time` from `now`: held while paused, at
    /// speed 0, or past the end it heads for; moving otherwise.
    private mutating func place(at time: Double, now: Double) {
        if isPaused || speed == 0 || (speed > 0 && time >= duration) || (speed < 0 && time <= 0) {
            holdTime = time
            anchor = nil
        } else {
            holdTime = nil
            anchor = Anchor(instant: now, time: time)
        }
    }

    /// Turns reaching the time ``play(to:at:)`` asked for into a pause, so
    /// that what follows starts from a held run.
    private mutating func settle(at now: Double) {
        guard let pauseTime, holdTime == nil, let time = currentTime(at: now), time == pauseTime else { return }
        isPaused = true
        holdTime = pauseTime
        anchor = nil
        self.pauseTime = nil
    }

    private static func checkTime(_ time: Double, _ call: String) throws(CadenceError) {
        guard time.isFinite, time >= 0 else {
            throw CadenceError(
                .invalidValue, field: call, value: CadenceError.describe(time), expected: "a finite number ≥ 0")
        }
    }

    /// `reverse(): expected a run that ends, …, got an idle run`.
    private static func refusal(_ call: String, _ state: State, _ expected: String) -> CadenceError {
        let article = state == .idle ? "an" : "a"
        return CadenceError(.invalidState, field: call, value: "\(article) \(state.rawValue) run", expected: expected)
    }
}

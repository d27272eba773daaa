import Foundation

/// An animation that carries a property on with the momentum it was given and
/// lets it coast to rest, slowing at a constant rate: POP's
/// `POPDecayAnimation`, the motion of a flicked `UIScrollView`.
///
/// Given where it starts, ``fromValue``, an ``initialVelocity`` `v₀` (units
/// per second: a pan gesture's velocity in points per second is a decay's
/// velocity as it is) and a ``decelerationRate`` `d` per millisecond, the
/// value at `t` seconds is the sum of the per-millisecond steps, POP's
/// `decay_position`:
///
/// `x(t) = from + v₀ · (d / (1 − d)) · (1 − d^(1000 t)) / 1000`
///
/// and its velocity, POP's, is `v(t) = v₀ · d^(1000 t)`, exactly `v₀` at the
/// start. The two are POP's numbers, kept as they are, though they do not
/// quite agree: the slope of the series is `v · d·ln(1/d) / (1 − d)`, 0.999·v
/// at the normal rate 0.998 and 0.995·v at the fast rate 0.99.
///
/// It stops when its speed falls to the ``threshold``, at
/// `ln(threshold / |v₀|) / (1000 · ln d)` seconds (its ``settlingDuration``,
/// which ``resolvedTiming`` uses as its duration unless one is set), resting
/// at ``restingValue``, the value then, known from the start. A velocity
/// already at or below the threshold does not move at all.
///
/// ```swift
/// let flick = DecayAnimation(keyPath: .positionX, from: 0, velocity: 1000)
/// flick.settlingDuration   // 2.6465 s: ln(5/1000) / (1000 · ln 0.998)
/// flick.restingValue       // 496.505: 1 · 0.998 · (1 − 5/1000) / 0.002
/// ```
///
/// A point, size or other vector value moves along its velocity: its speed
/// is `v₀.interpolationDistance(to: .zero)` and its value
/// `from + v₀ · A(t)` for the scalar `A` above.
///
/// A scalar decay may also be bounded, stopping or bouncing at a
/// `minimum` or `maximum` (see ``DecayBoundary``), and may choose where it
/// rests (`modifyTarget`, which adjusts the rate); see
/// `init(keyPath:from:velocity:decelerationRate:threshold:minimum:maximum:boundary:)`.
///
/// Like every animation, its timing can be changed: a ``timing`` duration of
/// its own plays the decay over that time (cut short, or resting at the end),
/// a timing function reshapes the time it sees, and it is additive and
/// cumulative like ``BasicAnimation`` when asked (additive, it adds its
/// motion from ``fromValue`` onto the value beneath).
public struct DecayAnimation<Value: Interpolatable>: PropertyAnimation {
    public let keyPath: AnimationKeyPath<Value>
    /// Where the decay starts.
    public let fromValue: Value
    /// The velocity it starts with, in units per second (radians per second
    /// for a rotation); the speed is its distance from zero.
    public let initialVelocity: Value
    /// The fraction of the velocity kept each millisecond; in (0, 1),
    /// default ``DecelerationRate/normal`` (0.998). Changing it recomputes
    /// the ``settlingDuration`` and ``restingValue``.
    public var decelerationRate: DecelerationRate {
        didSet { chosenRest = nil; resolve() }
    }
    /// The speed, in units per second, at which the decay stops; > 0.
    /// Defaults to ``defaultThreshold(for:)`` of the key path. Changing it
    /// recomputes the ``settlingDuration`` and ``restingValue``.
    public var threshold: Double {
        didSet { chosenRest = nil; resolve() }
    }

    public var timing = MediaTiming()
    public var timingFunction: TimingFunction?
    public var isRemovedOnCompletion = true
    public var delegate: (any AnimationDelegate)?
    public var isAdditive = false
    public var isCumulative = false

    /// Where the decay comes to rest: the value at its ``settlingDuration``,
    /// the bound it reached, or the value `modifyTarget` chose.
    public private(set) var restingValue: Value

    /// How long the decay lasts, in seconds: until its speed falls to the
    /// ``threshold``, it reaches a `.stop` bound, or a spring at a bound
    /// settles. 0 when it starts at or below the threshold.
    public var settlingDuration: Double { curve.duration }

    /// The motion along the velocity, in units from the start.
    private(set) var curve: DecayCurve
    /// A scalar decay's bounds.
    private(set) var bounds: DecayBounds<Value>?
    /// The value `modifyTarget` chose, while the rate and threshold it was
    /// solved for are unchanged.
    var chosenRest: Value?

    /// A decay of `keyPath` from `from` at `velocity` (units per second),
    /// slowing at `decelerationRate`, stopping below `threshold` (units per
    /// second; nil is the key path's ``defaultThreshold(for:)``).
    ///
    /// Nothing is checked here; ``validate()`` refuses a rate outside
    /// (0, 1), a velocity that is not finite or a threshold that is not > 0.
    public init(
        keyPath: AnimationKeyPath<Value>, from: Value, velocity: Value,
        decelerationRate: DecelerationRate = .normal, threshold: Double? = nil
    ) {
        self.init(
            keyPath: keyPath, from: from, velocity: velocity, decelerationRate: decelerationRate,
            threshold: threshold, bounds: nil)
    }

    /// Every stored field, then what follows from them.
    init(
        keyPath: AnimationKeyPath<Value>, from: Value, velocity: Value, decelerationRate: DecelerationRate,
        threshold: Double?, bounds: DecayBounds<Value>?
    ) {
        self.keyPath = keyPath
        fromValue = from
        initialVelocity = velocity
        self.decelerationRate = decelerationRate
        self.threshold = threshold ?? Self.defaultThreshold(for: keyPath)
        self.bounds = bounds
        curve = DecayCurve(speed: 0, rate: decelerationRate.rawValue, threshold: 1, limit: nil)
        restingValue = from
        resolve()
    }

    /// The initial speed, `|v₀|`.
    var speed: Double { initialVelocity.interpolationDistance(to: .zero) }

    /// Recomputes the curve and the resting value from the fields.
    mutating func resolve() {
        let limit = bounds?.limit
        curve = DecayCurve(
            speed: speed, rate: decelerationRate.rawValue, threshold: threshold,
            limit: limit.map { DecayCurve.Limit(distance: $0.distance, boundary: $0.boundary) })
        if curve.crossing != nil, let limit {
            restingValue = limit.value
        } else if let chosenRest {
            restingValue = chosenRest
        } else {
            restingValue = position(along: curve.restDistance)
        }
    }

    /// The value `distance` along the velocity from the start (or from the
    /// bound, once beyond it), clamped to a `.stop` bound.
    private func position(along distance: Double, beyondBound: Bool = false) -> Value {
        guard curve.speed > 0 else { return fromValue }
        if beyondBound, let limit = bounds?.limit {
            return limit.value.adding(initialVelocity.scaled(by: (distance - limit.distance) / curve.speed))
        }
        let value = fromValue.adding(initialVelocity.scaled(by: distance / curve.speed))
        return bounds?.clamped(value) ?? value
    }

    /// The value at `t` seconds of the decay's own time.
    func shown(at t: Double) -> Value {
        guard t < curve.duration else { return restingValue }
        return position(along: curve.distance(at: t), beyondBound: curve.isBeyondBound(at: t))
    }

    /// ``timing`` with a zero duration replaced by the ``settlingDuration``
    /// (the least positive duration when that is 0, so that a decay that
    /// does not move ends at once rather than after the default 0.25 s).
    public var resolvedTiming: MediaTiming {
        var resolved = timing
        if resolved.duration == 0 {
            resolved.duration = curve.duration > 0 ? curve.duration : .leastNonzeroMagnitude
        }
        return resolved
    }

    /// The decay's own time at a timing state: the eased progress through
    /// the resolved duration, or exactly the end when it is left to settle
    /// and its time is up (so it shows ``restingValue`` there).
    private func decayTime(_ state: TimingState, _ timing: MediaTiming) -> Double {
        if self.timing.duration == 0, state.progress == 1 { return curve.duration }
        return (timingFunction ?? .linear).value(at: state.progress) * timing.effectiveDuration
    }

    public func value(at time: Double, beneath: Value) -> Value? {
        let timing = resolvedTiming
        guard let state = timing.state(at: time) else { return nil }
        return composite(
            shown(at: decayTime(state, timing)), iteration: state.iteration, start: fromValue, end: restingValue,
            beneath: beneath)
    }

    /// POP's velocity `v₀ · d^(1000 t)` at `time`, through the timing (its
    /// speed, direction of play and timing function), or the spring's at a
    /// bound; zero once at rest or outside the active interval.
    public func velocity(at time: Double, beneath: Value) -> Value? {
        let timing = resolvedTiming
        guard let state = timing.state(at: time), let pace = timing.progressRate(at: time) else { return nil }
        guard pace != 0, curve.speed > 0 else { return .zero }
        // d(decay time)/dt: the curve's slope times the progress rate times the duration.
        let elapsedRate = (timingFunction ?? .linear).slope(at: state.progress) * pace * timing.effectiveDuration
        return initialVelocity.scaled(by: curve.velocity(at: decayTime(state, timing)) * elapsedRate / curve.speed)
    }

    /// Throws the first invalid field: a ``decelerationRate`` outside (0, 1),
    /// a velocity or start that is not finite, a ``threshold`` that is not a
    /// finite number > 0, bounds that are not finite, out of order or do not
    /// contain the start, a bounce spring that cannot settle, or invalid
    /// timing.
    public func validate() throws(CadenceError) {
        let rate = decelerationRate.rawValue
        guard rate.isFinite, rate > 0, rate < 1 else {
            throw CadenceError(
                .invalidValue, field: "decelerationRate", value: CadenceError.describe(rate),
                expected: "a number in (0, 1): the fraction of the velocity kept each millisecond")
        }
        guard initialVelocity.isFinite else {
            throw CadenceError(
                .invalidValue, field: "velocity", value: "\(initialVelocity)",
                expected: "a finite velocity in units per second")
        }
        guard fromValue.isFinite else {
            throw CadenceError(
                .invalidValue, field: "fromValue", value: "\(fromValue)", expected: "a finite value")
        }
        try CadenceError.check(
            threshold, "threshold", in: .leastNonzeroMagnitude ... .infinity,
            expected: "a finite speed > 0, in units per second")
        try bounds?.validate()
        try timing.validate()
    }
}

extension DecayAnimation: ModelTypeChecking {}

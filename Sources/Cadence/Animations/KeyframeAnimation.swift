/// An animation through a list of values: `CAKeyframeAnimation`.
///
/// ``values`` are reached at ``keyTimes`` (fractions of the duration; evenly
/// spaced when nil), and ``calculationMode`` says what happens in between:
///
/// | mode | between keyframes | key times | timing functions |
/// |---|---|---|---|
/// | ``CalculationMode/linear`` | straight interpolation | one per value, 0 first, 1 last | one per segment |
/// | ``CalculationMode/discrete`` | holds each value, then jumps | one more than values (or one per value) | ignored |
/// | ``CalculationMode/paced`` | straight, at constant speed | ignored (computed) | ignored |
/// | ``CalculationMode/cubic`` | a Kochanek–Bartels spline | one per value, 0 first, 1 last | one per segment |
/// | ``CalculationMode/cubicPaced`` | the spline, paced by segment length | ignored (computed) | ignored |
///
/// The animation's own ``timingFunction`` paces the whole, and
/// ``timingFunctions`` (one per segment) pace each segment within it.
///
/// In discrete mode, as Core Animation documents, value `i` holds from
/// `keyTimes[i]` until `keyTimes[i + 1]`, so there is one more key time than
/// values, and the last value holds from its key time to the end:
/// `values: [a, b, c]` at `keyTimes: [0, 0.5, 0.9, 1]` shows `a` until 0.5, `b`
/// until 0.9 and `c` from 0.9. With one key time per value (the other modes'
/// layout, which Core Animation also takes) the same rule applies, and the last
/// value's key time is the last, 1: `[a, b, c]` at `[0, 0.5, 1]` shows `a` until
/// 0.5, `b` until the end of the iteration, and `c` only at its end (the
/// animation's final value, shown by a forwards fill). A single value needs no
/// key times; if given they are `[0, 1]`.
///
/// ```swift
/// var shake = KeyframeAnimation(keyPath: .positionX, values: [0, 10, -10, 0])
/// shake.keyTimes = [0, 0.25, 0.75, 1]
/// shake.duration = 0.4
/// try shake.validate()
/// shake.value(at: 0.2, beneath: 0)  // halfway from 10 to −10: 0
/// ```
public struct KeyframeAnimation<Value: Interpolatable>: PropertyAnimation {
    /// How values between keyframes are calculated, as `CAAnimationCalculationMode`.
    public enum CalculationMode: String, CaseIterable, Hashable, Sendable, Codable {
        /// Straight interpolation between neighbouring values (the default).
        case linear
        /// Each value held until the next key time; no interpolation.
        case discrete
        /// Straight interpolation, key times set so the speed is constant.
        case paced
        /// A smooth Kochanek–Bartels spline through the values.
        case cubic
        /// The spline, with key times set by the length of each segment.
        case cubicPaced
    }

    public let keyPath: AnimationKeyPath<Value>
    /// The keyframe values, in order; at least one.
    public var values: [Value]
    /// When each value is reached, as fractions of the duration; nil spaces them
    /// evenly. One per value, or in discrete mode one more than values (see above).
    public var keyTimes: [Double]?
    /// The timing function of each segment between values; nil is linear throughout.
    public var timingFunctions: [TimingFunction]?
    /// How values between keyframes are calculated.
    public var calculationMode: CalculationMode = .linear
    /// The cubic spline's tension at each value (−1 loose … 1 tight); nil is 0.
    public var tensionValues: [Double]?
    /// The cubic spline's continuity at each value (−1 corner … 1 box); nil is 0.
    public var continuityValues: [Double]?
    /// The cubic spline's bias at each value (−1 towards the next … 1 towards the previous); nil is 0.
    public var biasValues: [Double]?

    public var timing: MediaTiming
    public var timingFunction: TimingFunction?
    public var isRemovedOnCompletion = true
    public var delegate: (any AnimationDelegate)?
    public var isAdditive = false
    public var isCumulative = false

    /// A keyframe animation of `keyPath` through `values`.
    public init(
        keyPath: AnimationKeyPath<Value>, values: [Value], keyTimes: [Double]? = nil,
        calculationMode: CalculationMode = .linear, duration: Double = 0
    ) {
        self.keyPath = keyPath
        self.values = values
        self.keyTimes = keyTimes
        self.calculationMode = calculationMode
        timing = MediaTiming(duration: duration)
    }

    public func value(at time: Double, beneath: Value) -> Value? {
        guard let (state, eased) = progress(at: time), let first = values.first, let last = values.last,
            let value = interpolatedValue(at: eased)
        else { return nil }
        return composite(value, iteration: state.iteration, start: first, end: last, beneath: beneath)
    }

    /// The derivative of the keyframe curve at the eased progress, times
    /// the timing function's slope, times how fast the timing's progress
    /// runs: 0 in a discrete animation and while it fills.
    public func velocity(at time: Double, beneath: Value) -> Value? {
        guard let (state, eased) = progress(at: time), !values.isEmpty,
            let rate = resolvedTiming.progressRate(at: time)
        else { return nil }
        guard rate != 0, let change = interpolatedVelocity(at: eased) else { return .zero }
        return change.scaled(by: (timingFunction ?? .linear).slope(at: state.progress) * rate)
    }
}

// MARK: - Validation

extension KeyframeAnimation {
    /// Whether the mode reads ``keyTimes`` and ``timingFunctions`` (the paced modes compute their own).
    var usesKeyTimes: Bool { calculationMode != .paced && calculationMode != .cubicPaced }

    /// Throws for invalid timing; no values or non-finite ones; key times that are
    /// not finite, not in `0 ... 1`, decreasing, not starting at 0 and ending at 1,
    /// or not one per value (for ``CalculationMode/discrete``, one more than values
    /// or one per value; a single value takes none, or `[0, 1]` in discrete mode);
    /// timing functions not one fewer than values; or spline parameters not one
    /// per value.
    public func validate() throws(CadenceError) {
        try timing.validate()
        guard !values.isEmpty else {
            throw CadenceError(.mismatchedCount, field: "values", value: "0 values", expected: "at least one value")
        }
        for (index, value) in values.enumerated() { try value.checkFinite("values[\(index)]") }
        if usesKeyTimes, let keyTimes { try validate(keyTimes: keyTimes) }
        if usesKeyTimes, let timingFunctions, timingFunctions.count != values.count - 1 {
            throw CadenceError(
                .mismatchedCount, field: "timingFunctions", value: "\(timingFunctions.count) functions",
                expected: "\(values.count - 1) (one fewer than the \(values.count) values)")
        }
        for (field, parameters) in [
            ("tensionValues", tensionValues), ("continuityValues", continuityValues), ("biasValues", biasValues),
        ] {
            guard let parameters else { continue }
            guard parameters.count == values.count else {
                throw CadenceError(
                    .mismatchedCount, field: field, value: "\(parameters.count) numbers",
                    expected: "\(values.count) (one per value)")
            }
            for (index, number) in parameters.enumerated() {
                try CadenceError.check(number, "\(field)[\(index)]", expected: "a finite number")
            }
        }
    }

    private func validate(keyTimes: [Double]) throws(CadenceError) {
        let discrete = calculationMode == .discrete
        let counts = discrete ? [values.count + 1, values.count] : [values.count]
        guard counts.contains(keyTimes.count) else {
            let expected =
                discrete
                ? "\(values.count + 1) (one more than the \(values.count) values, for discrete mode) or \(values.count) (one per value)"
                : "\(values.count) (one per value of the \(values.count) values, for \(calculationMode) mode)"
            throw CadenceError(
                .mismatchedCount, field: "keyTimes", value: "\(keyTimes.count) key times", expected: expected)
        }
        if keyTimes.count == 1 {
            // One key time cannot be both the first (0) and the last (1).
            throw CadenceError(
                .mismatchedCount, field: "keyTimes", value: "1 key time",
                expected: discrete
                    ? "none or 2 ([0, 1]) for a single value, since the first key time is 0 and the last 1"
                    : "none for a single value, since the first key time is 0 and the last 1")
        }
        for (index, time) in keyTimes.enumerated() {
            let field = "keyTimes[\(index)]"
            try CadenceError.check(time, field, in: 0...1, expected: "a number in 0 ... 1")
            if index > 0, time < keyTimes[index - 1] {
                throw CadenceError(
                    .invalidValue, field: field, value: CadenceError.describe(time),
                    expected: "a key time ≥ the one before (\(CadenceError.describe(keyTimes[index - 1])))")
            }
        }
        if keyTimes.first != 0 || keyTimes.last != 1 {
            let (index, time) = keyTimes.first != 0 ? (0, keyTimes[0]) : (keyTimes.count - 1, keyTimes[keyTimes.count - 1])
            throw CadenceError(
                .invalidValue, field: "keyTimes[\(index)]", value: CadenceError.describe(time),
                expected: index == 0 ? "0 (the first key time)" : "1 (the last key time)")
        }
    }
}

import Cadence
import Foundation

// SpringAnimation → CASpringAnimation.

extension SpringAnimation: CoreAnimationLowerable {
    /// A `CASpringAnimation`: the endpoints as a basic animation's, and the
    /// spring's physics. Without a duration of its own it plays for its
    /// settling duration, as Cadence does.
    ///
    /// An inherited velocity (units per second) becomes part of
    /// `initialVelocity` (distances of the whole move per second) where the
    /// two say the same: see ``CoreAnimationLowering/relativeVelocity(_:move:)``.
    /// Where they cannot (a velocity across the move, a move of zero length, a
    /// transform), the spring is lowered to linear keyframes sampled from
    /// Cadence's own evaluation (`CoreAnimationLowering.sampledKeyframes(of:duration:)`).
    func lowered(duration: Double) throws(CadenceError) -> CoreAnimationDescription {
        var relative = 0.0
        if let velocity = ignoresInheritedVelocity ? nil : inheritedVelocity, velocity != .zero {
            guard let move = knownMove else {
                throw CadenceError(
                    .unsupported, field: "inheritedVelocity", value: "a velocity with an endpoint left open",
                    expected: "fromValue and toValue, or byValue, so that the velocity is relative to a known move")
            }
            guard let ratio = CoreAnimationLowering.relativeVelocity(velocity, move: move) else {
                return try CoreAnimationLowering.sampledKeyframes(of: self, duration: duration)
            }
            relative = ratio
        }
        var description = try CoreAnimationLowering.describeProperty(self, as: .spring, duration: duration)
        description.fromValue = try CoreAnimationLowering.optionalValue(fromValue, field: "fromValue")
        description.toValue = try CoreAnimationLowering.optionalValue(toValue, field: "toValue")
        description.byValue = try CoreAnimationLowering.optionalValue(byValue, field: "byValue")
        description.spring = SpringDescription(spring)
        description.spring?.initialVelocity += CGFloat(relative)
        return description
    }

    /// The change the spring makes, when its endpoints say it without the
    /// value beneath: `to − from`, or `by`.
    var knownMove: Value? {
        if let byValue { return byValue }
        guard let fromValue, let toValue else { return nil }
        return toValue.subtracting(fromValue)
    }
}

extension CoreAnimationLowering {
    /// `velocity` (units per second) as a multiple of `move` per second:
    /// `CASpringAnimation.initialVelocity`'s unit. Nil when no multiple is
    /// the velocity: a move of zero length, a velocity not parallel to the
    /// move (within 10⁻¹² of the velocity's largest component), or a
    /// transform, which Cadence interpolates by decomposing it, so that
    /// "a multiple of the move" is not a straight line through its fields.
    ///
    /// A spring is linear: from `from` to `to` with relative velocity `v`,
    /// plus an inherited velocity `V` times the response to a unit velocity,
    /// is the same motion as relative velocity `v + c` when `V = c · (to − from)`.
    ///
    /// ```swift
    /// CoreAnimationLowering.relativeVelocity(CGFloat(-300), move: CGFloat(100))  // -3
    /// CoreAnimationLowering.relativeVelocity(CGPoint(x: 30, y: 40), move: CGPoint(x: 3, y: 4))  // 10
    /// CoreAnimationLowering.relativeVelocity(CGPoint(x: 0, y: 40), move: CGPoint(x: 3, y: 4))  // nil
    /// ```
    public static func relativeVelocity<Value: Interpolatable>(_ velocity: Value, move: Value) -> Double? {
        guard let v = CoreAnimationValue(velocity).flatMap(linearComponents),
            let d = CoreAnimationValue(move).flatMap(linearComponents), v.count == d.count,
            let largest = d.indices.max(by: { abs(d[$0]) < abs(d[$1]) }), d[largest] != 0
        else { return nil }
        let ratio = v[largest] / d[largest]
        let tolerance = 1e-12 * (v.map(abs).max() ?? 0)
        guard zip(v, d).allSatisfy({ abs($0 - ratio * $1) <= tolerance }) else { return nil }
        return ratio
    }

    /// The fields of a value that Cadence interpolates straight, field by
    /// field; nil for a transform, which it interpolates by decomposition.
    static func linearComponents(_ value: CoreAnimationValue) -> [Double]? {
        switch value {
        case .number(let n): [n]
        case .point(let p): [p.x, p.y]
        case .size(let s): [s.width, s.height]
        case .rect(let r): [r.origin.x, r.origin.y, r.size.width, r.size.height]
        case .color(let c): [c.red, c.green, c.blue, c.alpha]
        case .transform: nil
        }
    }

    /// How far apart in radians of the spring's natural frequency the samples
    /// of `sampledKeyframes(of:duration:)` are: linear interpolation between
    /// samples `h` apart is off by at most `h² · max|x″| / 8`, and a spring's
    /// `|x″|` is of the order of `ω₀²` times its excursion, so `ω₀ · h ≤ √(8 · 10⁻³)`
    /// keeps the error near 0.1% of the excursion.
    static let sampleSpacing = (8e-3).squareRoot()

    /// `spring` over `duration` as a `CAKeyframeAnimation` with linear
    /// keyframes evenly spaced in its progress, each the value Cadence shows
    /// there (over a value beneath of zero: the offsets, for an additive
    /// spring), with its timing, timing function, flags and key path. Between
    /// 2 and 10 001 keyframes, `ω₀ · duration / √(8 · 10⁻³)` segments.
    ///
    /// - Throws: `CadenceError` naming `inheritedVelocity` when an endpoint
    ///   is left open (a non-additive spring evaluated alone reads it from
    ///   the value beneath, which the samples cannot).
    static func sampledKeyframes<Value: Interpolatable>(
        of spring: SpringAnimation<Value>, duration: Double
    ) throws(CadenceError) -> CoreAnimationDescription {
        let keyframes = try sampledKeyframeAnimation(of: spring, duration: duration, field: "inheritedVelocity")
        try keyframes.validate()
        return try keyframes.lowered(duration: duration)
    }

    /// The keyframe animation of ``sampledKeyframes(of:duration:)``, as a
    /// Cadence animation; an open endpoint is refused naming `field`, what
    /// asked for the samples.
    static func sampledKeyframeAnimation<Value: Interpolatable>(
        of spring: SpringAnimation<Value>, duration: Double, field: String
    ) throws(CadenceError) -> KeyframeAnimation<Value> {
        guard spring.isAdditive || spring.fromValue != nil && (spring.toValue != nil || spring.byValue != nil)
            || spring.toValue != nil && spring.byValue != nil
        else {
            throw CadenceError(
                .unsupported, field: field, value: "a spring with an endpoint left open",
                expected: "both endpoints known, to sample the motion")
        }
        // One iteration at speed 1, linear in time: progress u is at u · duration.
        var sampler = spring
        let settles = spring.timing.duration == 0 && duration == spring.settlingDuration
        sampler.timing = MediaTiming(duration: settles ? 0 : duration, fillMode: .forwards)
        sampler.timingFunction = nil
        return sampledKeyframes(
            like: spring, frequency: spring.spring.naturalFrequency, duration: duration, over: duration
        ) { sampler.value(at: $0, beneath: .zero) ?? .zero }
    }

    /// Linear keyframes of `animation`'s key path, `value` at evenly spaced
    /// times from 0 to `length` (the last exactly at `length`), with
    /// `animation`'s timing (lasting `duration`), timing function and flags:
    /// `frequency · duration / √(8 · 10⁻³)` segments, 1 to 10 000
    /// (``sampleSpacing``).
    static func sampledKeyframes<Animation: PropertyAnimation>(
        like animation: Animation, frequency: Double, duration: Double, over length: Double,
        value: (Double) -> Animation.Value
    ) -> KeyframeAnimation<Animation.Value> {
        let segmentCount = min(max(frequency * duration / sampleSpacing, 1), 10_000).rounded(.up)
        let segments = Int(segmentCount.isFinite ? segmentCount : 1)
        var values: [Animation.Value] = []
        values.reserveCapacity(segments + 1)
        for index in 0...segments {
            values.append(value(index == segments ? length : length * Double(index) / Double(segments)))
        }
        var keyframes = KeyframeAnimation(keyPath: animation.keyPath, values: values)
        keyframes.timing = animation.timing
        keyframes.timing.duration = duration
        keyframes.timingFunction = animation.timingFunction
        keyframes.isRemovedOnCompletion = animation.isRemovedOnCompletion
        (keyframes.isAdditive, keyframes.isCumulative) = (animation.isAdditive, animation.isCumulative)
        return keyframes
    }
}

/// A spring, which Core Animation cannot play backwards: its motion, sampled
/// as keyframes, can be.
protocol SampledSpring: LayerAnimation {
    /// The motion as linear keyframes, for `field`
    /// (``CoreAnimationLowering/sampledKeyframeAnimation(of:duration:field:)``).
    func sampledKeyframes(for field: String) throws(CadenceError) -> any LayerAnimation
}

extension SpringAnimation: SampledSpring {
    func sampledKeyframes(for field: String) throws(CadenceError) -> any LayerAnimation {
        try CoreAnimationLowering.sampledKeyframeAnimation(of: self, duration: resolvedTiming.effectiveDuration, field: field)
    }
}

extension SpringDescription {
    /// The physics of `spring`. ``allowsOverdamping`` is set when the spring is
    /// overdamped (damping ratio above 1), so it plays as Cadence plays it.
    public init(_ spring: DampedSpring) {
        self.init(
            mass: CGFloat(spring.mass), stiffness: CGFloat(spring.stiffness), damping: CGFloat(spring.damping),
            initialVelocity: CGFloat(spring.initialVelocity), allowsOverdamping: spring.dampingRatio > 1)
    }
}

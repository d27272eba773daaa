import Cadence
import Foundation

// DecayAnimation → CAKeyframeAnimation, sampled.

extension DecayAnimation: CoreAnimationLowerable {
    /// Core Animation has no decay: a decay is lowered to a
    /// `CAKeyframeAnimation` of linear keyframes sampled from Cadence's own
    /// evaluation (``CoreAnimationLowering/sampledKeyframes(of:duration:)``),
    /// over its duration, with its timing, flags and key path. The keyframes
    /// are exact; between them the motion is linear, off by at most
    /// `h² · max|x″| / 8` for samples `h` apart, which the spacing keeps near
    /// 0.1% of the distance travelled.
    func lowered(duration: Double) throws(CadenceError) -> CoreAnimationDescription {
        let keyframes = CoreAnimationLowering.sampledKeyframeAnimation(of: self, duration: duration)
        try keyframes.validate()
        return try keyframes.lowered(duration: duration)
    }
}

extension DecayAnimation: SampledSpring {
    func sampledKeyframes(for field: String) throws(CadenceError) -> any LayerAnimation {
        CoreAnimationLowering.sampledKeyframeAnimation(of: self, duration: resolvedTiming.effectiveDuration)
    }
}

extension CoreAnimationLowering {
    /// `decay` as linear keyframes evenly spaced in time over `duration`.
    ///
    /// The value's second derivative is `λ·v` with `λ = 1000·ln(1/d)` per
    /// second (the velocity decays as `e^(−λt)`), at most `λ²` times the
    /// distance the decay travels; after a bound, a spring's is of the order
    /// of `ω₀²` times its excursion. Samples `√(8·10⁻³) / max(λ, ω₀)` apart
    /// keep linear interpolation within about 0.1% of the distance, as for a
    /// spring (``sampleSpacing``). Between 2 and 10 001 keyframes.
    static func sampledKeyframeAnimation<Value: Interpolatable>(
        of decay: DecayAnimation<Value>, duration: Double
    ) -> KeyframeAnimation<Value> {
        var frequency = 1000 * log(1 / decay.decelerationRate.rawValue)
        if let bounce = (decay as? any BouncingDecay)?.bounceFrequency { frequency = max(frequency, bounce) }
        var sampler = decay
        sampler.timing = MediaTiming(fillMode: .forwards)
        sampler.timingFunction = nil
        sampler.isAdditive = false
        sampler.isCumulative = false
        let length = sampler.resolvedTiming.effectiveDuration
        return sampledKeyframes(like: decay, frequency: frequency, duration: duration, over: length) {
            sampler.value(at: $0, beneath: .zero) ?? decay.restingValue
        }
    }
}

/// A decay of a number, which may spring back from a bound.
protocol BouncingDecay {
    /// The natural frequency of the spring at its bound, if it has one.
    var bounceFrequency: Double? { get }
}

extension DecayAnimation: BouncingDecay where Value: BinaryFloatingPoint {
    var bounceFrequency: Double? {
        guard case .spring(let bounce)? = boundary else { return nil }
        return bounce.naturalFrequency
    }
}

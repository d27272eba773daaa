import Cadence
import CadenceCoreAnimation
import Foundation
import Testing

/// Core Animation has no decay: it is lowered to linear keyframes sampled
/// from Cadence's evaluation, within about 0.1% of the distance travelled.
@Suite("Lowering a decay animation")
struct LoweringDecayTests {
    /// The midpoint of each segment against the decay there, over `scale`.
    static func sampledError(_ description: CoreAnimationDescription, _ decay: DecayAnimation<CGFloat>, scale: Double) throws
        -> (values: [Double], error: Double)
    {
        let values = try #require(description.values?.compactMap { value -> Double? in
            if case .number(let number) = value { return Double(number) } else { return nil }
        })
        #expect(description.kind == .keyframe && description.calculationMode == "linear")
        let duration = decay.settlingDuration
        let segments = Double(values.count - 1)
        var worst = 0.0
        for index in 0..<(values.count - 1) {
            let middle = (Double(index) + 0.5) / segments * duration
            let shown = Double(try #require(decay.value(at: middle, beneath: 0)))
            worst = max(worst, abs((values[index] + values[index + 1]) / 2 - shown))
        }
        return (values, worst / scale)
    }

    /// 1000 pt/s at 0.998: 2.646509 s to 496.505 (Docs/Decay.md). λ = 1000·ln(1/0.998)
    /// = 2.002 per second, so ⌈2.002 · 2.646509 / √0.008⌉ = 60 segments.
    @Test("A decay becomes sampled keyframes over its duration")
    func decay() throws {
        let flick = DecayAnimation(keyPath: .positionX, from: 0, velocity: 1000)
        let description = try CoreAnimationLowering.lower(flick)
        #expect(description.className == "CAKeyframeAnimation" && description.keyPath == "position.x")
        #expect(abs(description.timing.duration - 2.646509) < 1e-6)
        let (values, error) = try Self.sampledError(description, flick, scale: 496.505)
        #expect(values.count == 61)
        #expect(values.first == 0)
        #expect(abs(values.last! - 496.505) < 1e-9)
        #expect(error < 1e-3)
    }

    /// A decay that springs back from a bound is sampled finely enough for
    /// the spring (stiffness 500: ω₀ = 22.4 rad/s).
    @Test("A decay that springs back from a bound is sampled for its spring")
    func bounced() throws {
        let flick = try DecayAnimation(
            keyPath: .positionX, from: 0, velocity: 1000, minimum: -1000, maximum: 200, boundary: .spring())
        let description = try CoreAnimationLowering.lower(flick)
        let (values, error) = try Self.sampledError(description, flick, scale: 200)
        #expect(values.contains { $0 > 200 })   // it overshoots the bound, then comes back
        #expect(abs(values.last! - 200) < 0.5)
        #expect(error < 2e-3)
    }
}

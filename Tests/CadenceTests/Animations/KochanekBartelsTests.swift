import Foundation
import Testing

@testable import Cadence

// Tension, continuity and bias set together, non-zero and different, at one
// interior key, and the spline checked on both segments that meet there. The
// segment after the key uses the key's outgoing tangent, the segment before it
// the incoming one; between them they use all four of the key's chord
// coefficients. (CubicKeyframeTests sets bias at one key and continuity at
// another, so two of the four terms were never used with a non-zero
// parameter, and a wrong sign in either went unnoticed.)
//
// The convention Cadence documents (KeyframeAnimation+Interpolation.swift,
// `tangents(at:times:)`, and Docs/Architecture.md, "Keyframes"):
//
// - each segment between values pᵢ and pᵢ₊₁ is a cubic Hermite curve in the
//   segment's own parameter s = (fraction − keyTimeᵢ) / (keyTimeᵢ₊₁ − keyTimeᵢ),
//   h00·pᵢ + h10·m + h01·pᵢ₊₁ + h11·n, with h00 = 2s³−3s²+1, h10 = s³−2s²+s,
//   h01 = −2s³+3s², h11 = s³−s²; at s = ½: 0.5, 0.125, 0.5, −0.125;
// - m is the outgoing ("source") tangent of pᵢ and n the incoming
//   ("destination") tangent of pᵢ₊₁, Kochanek and Bartels' (1984):
//     TSᵢ = (1−t)(1+c)(1+b)/2 · (pᵢ − pᵢ₋₁) + (1−t)(1−c)(1−b)/2 · (pᵢ₊₁ − pᵢ)
//     TDᵢ = (1−t)(1−c)(1+b)/2 · (pᵢ − pᵢ₋₁) + (1−t)(1+c)(1−b)/2 · (pᵢ₊₁ − pᵢ)
// - for uneven key times (Δᵢ₋₁ before the key, Δᵢ after), Kochanek and
//   Bartels' adjustment: TSᵢ is multiplied by 2Δᵢ / (Δᵢ₋₁ + Δᵢ) and TDᵢ by
//   2Δᵢ₋₁ / (Δᵢ₋₁ + Δᵢ); the tangents are not divided by the segment's length;
// - at an end, the missing neighbour is the end value itself (its chord is 0)
//   and the missing interval equals its neighbour's.
//
// The values are [0, 16, 48, 64]: chords 16, 32, 16. At p₁ = 16, t = 0.5,
// c = 0.25, b = −0.5, so (1−t)/2 = 0.25, 1+c = 1.25, 1−c = 0.75, 1+b = 0.5,
// 1−b = 1.5, and the four coefficients are all different:
//
//   TS₁: before 0.25·1.25·0.5 = 0.15625, after 0.25·0.75·1.5 = 0.28125
//   TD₁: before 0.25·0.75·0.5 = 0.09375, after 0.25·1.25·1.5 = 0.46875
//
//   TS₁ = 0.15625·16 + 0.28125·32 = 2.5 + 9  = 11.5
//   TD₁ = 0.09375·16 + 0.46875·32 = 1.5 + 15 = 16.5
//
// The other keys have t = c = b = 0 (Catmull–Rom, half of each chord):
//   TS₀ = ½·0 + ½·16 = 8 (the chord before the first value is 0)
//   TD₂ = ½·32 + ½·16 = 24
// (With t = c = b = 0 at p₁ too, TS₁ = TD₁ = ½·16 + ½·32 = 24, and the
// midpoints below would be 6 and 32.)

private func keyframes(keyTimes: [Double]? = nil) -> KeyframeAnimation<Double> {
    var animation = KeyframeAnimation(keyPath: x, values: [0, 16, 48, 64], calculationMode: .cubic, duration: 1)
    animation.keyTimes = keyTimes
    animation.tensionValues = [0, 0.5, 0, 0]
    animation.continuityValues = [0, 0.25, 0, 0]
    animation.biasValues = [0, -0.5, 0, 0]
    return animation
}

private func expectClose(
    _ actual: Double?, _ expected: Double, _ note: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let actual else {
        Issue.record("no value, expected \(expected): \(note)", sourceLocation: sourceLocation)
        return
    }
    #expect(abs(actual - expected) <= 1e-12, "\(actual) ≠ \(expected): \(note)", sourceLocation: sourceLocation)
}

@Suite struct KochanekBartelsTests {
    @Test func theParametersAreValid() throws {
        try keyframes().validate()
        try keyframes(keyTimes: [0, 0.2, 0.8, 1]).validate()
    }

    /// Even key times [0, ⅓, ⅔, 1], so every adjustment factor is 1.
    ///
    /// Segment 0 (0 → 16) half way, fraction ⅙: m = TS₀ = 8, n = TD₁ = 16.5:
    ///   0·0.5 + 8·0.125 + 16·0.5 + 16.5·(−0.125) = 1 + 8 − 2.0625 = 6.9375
    /// Segment 1 (16 → 48) half way, fraction ½: m = TS₁ = 11.5, n = TD₂ = 24:
    ///   16·0.5 + 11.5·0.125 + 48·0.5 + 24·(−0.125) = 8 + 1.4375 + 24 − 3 = 30.4375
    @Test func bothSegmentsAtTheKey() {
        let animation = keyframes()
        expectClose(animation.value(at: 1.0 / 6, beneath: 0), 6.9375, "segment 0: the incoming tangent TD₁")
        expectClose(animation.value(at: 0.5, beneath: 0), 30.4375, "segment 1: the outgoing tangent TS₁")
        expectClose(animation.value(at: 1.0 / 3, beneath: 0), 16, "the key itself")
    }

    /// Key times [0, 0.2, 0.8, 1]: at p₁, Δ₀ = 0.2 before and Δ₁ = 0.6 after, so
    /// TS₁ is multiplied by 2·0.6/0.8 = 1.5 and TD₁ by 2·0.2/0.8 = 0.5; at p₀ the
    /// missing interval is Δ₀, so TS₀ keeps its factor 1; at p₂, Δ₁ = 0.6 before
    /// and Δ₂ = 0.2 after, so TD₂ is multiplied by 2·0.6/0.8 = 1.5.
    ///
    ///   TS₀ = 8, TD₁ = 16.5·0.5 = 8.25, TS₁ = 11.5·1.5 = 17.25, TD₂ = 24·1.5 = 36
    ///
    /// Segment 0 half way, fraction 0.1:
    ///   0·0.5 + 8·0.125 + 16·0.5 + 8.25·(−0.125) = 1 + 8 − 1.03125 = 7.96875
    /// Segment 1 half way, fraction 0.5:
    ///   16·0.5 + 17.25·0.125 + 48·0.5 + 36·(−0.125) = 8 + 2.15625 + 24 − 4.5 = 29.65625
    @Test func bothSegmentsWithUnevenKeyTimes() {
        let animation = keyframes(keyTimes: [0, 0.2, 0.8, 1])
        expectClose(animation.value(at: 0.1, beneath: 0), 7.96875, "segment 0: TD₁ scaled by 0.5")
        expectClose(animation.value(at: 0.5, beneath: 0), 29.65625, "segment 1: TS₁ scaled by 1.5")
    }

    /// The tangents themselves, as `tangents(at:times:)` gives them, against
    /// the hand-computed ones above.
    @Test func theKeysTangents() {
        let animation = keyframes()
        let even = [0, 1.0 / 3, 2.0 / 3, 1]
        let (source, destination) = animation.tangents(at: 1, times: even)
        expectClose(source, 11.5, "TS₁")
        expectClose(destination, 16.5, "TD₁")
        let uneven = animation.tangents(at: 1, times: [0, 0.2, 0.8, 1])
        expectClose(uneven.source, 17.25, "TS₁ · 1.5")
        expectClose(uneven.destination, 8.25, "TD₁ · 0.5")
    }

    /// Presented on a layer, the same numbers: the spline is what is shown.
    /// A 2 s animation, so segment 0's midpoint is at ⅓ s and segment 1's at 1 s.
    @Test func presentedOnALayer() throws {
        let stage = Stage()
        var animation = KeyframeAnimation(
            keyPath: .positionY, values: [0, 16, 48, 64], calculationMode: .cubic, duration: 2)
        animation.tensionValues = [0, 0.5, 0, 0]
        animation.continuityValues = [0, 0.25, 0, 0]
        animation.biasValues = [0, -0.5, 0, 0]
        try stage.box.add(animation, forKey: "spline")
        try stage.settle()
        expectClose(Double(stage.box.presentedValue(for: .positionY, at: 1.0 / 3)), 6.9375, "segment 0 on a layer")
        expectClose(Double(stage.box.presentedValue(for: .positionY, at: 1)), 30.4375, "segment 1 on a layer")
    }
}

import Foundation
import Testing

@testable import Cadence

/// Bounded decays: stopping at a bound (Android's FlingAnimation), handing
/// off to a spring there (Framer Motion's inertia), and choosing the rest
/// (Framer's modifyTarget).
struct DecayBoundsTests {
    /// From 0 at 1000 pt/s toward a maximum of 300 at 0.998: the bound is
    /// reached where 0.998^(1000t) = 1 − 300·1000·0.002/(1000·0.998) =
    /// 1 − 0.601202 = 0.398798, t = ln 0.398798/(1000·ln 0.998) =
    /// −0.919297/−2.002003 = 0.459191 s, before the decay would stop (2.65 s).
    @Test func stopsAtTheBound() throws {
        var drawer = try DecayAnimation(keyPath: x, from: 0, velocity: 1000, maximum: 300, boundary: .stop)
        #expect(drawer.reachesBound)
        #expect(abs(try #require(drawer.boundCrossingTime) - 0.459191) < 1e-6)
        #expect(drawer.settlingDuration == drawer.boundCrossingTime)
        #expect(drawer.restingValue == 300)
        drawer.fillMode = .forwards
        #expect(try #require(drawer.value(at: 0.459, beneath: 0)) < 300)
        #expect(try #require(drawer.value(at: 5, beneath: 0)) == 300)
        #expect(drawer.maximum == 300 && drawer.minimum == nil && drawer.boundary == .stop)
    }

    /// Moving down, only the minimum matters: from 100 at −1000 pt/s to a
    /// minimum of −200 is the same 300 pt, so the same 0.459191 s.
    @Test func theBoundAheadIsTheOneReached() throws {
        let down = try DecayAnimation(
            keyPath: x, from: 100, velocity: -1000, minimum: -200, maximum: 101, boundary: .stop)
        #expect(abs(try #require(down.boundCrossingTime) - 0.459191) < 1e-6)
        #expect(down.restingValue == -200)
    }

    /// A bound beyond the rest (496.505) is not reached: it rests as if unbounded.
    @Test func aFarBoundIsNotReached() throws {
        let free = try DecayAnimation(keyPath: x, from: 0, velocity: 1000, maximum: 497, boundary: .stop)
        #expect(!free.reachesBound)
        #expect(abs(free.restingValue - 496.505) < 1e-9)
        #expect(abs(free.settlingDuration - 2.646509) < 1e-6)
    }

    /// With a spring, the motion goes past the bound, comes back and rests on
    /// it; it lasts the crossing plus the spring's settling within 0.5 pt.
    @Test func springsBackToTheBound() throws {
        var bounce = try DecayAnimation(keyPath: x, from: 0, velocity: 1000, maximum: 300, boundary: .spring())
        let crossing = try #require(bounce.boundCrossingTime)
        #expect(abs(crossing - 0.459191) < 1e-6)
        #expect(bounce.restingValue == 300)
        #expect(bounce.settlingDuration > crossing)
        bounce.fillMode = .forwards
        // The spring (k 500, c 10, m 1: α = 5, ω_d = √475 = 21.794) released at
        // the bound with v = 1000·0.398798 = 398.797595 pt/s peaks at
        // t = atan(ω_d/α)/ω_d = 1.345283/21.794495 = 0.0617258 s after the
        // crossing, y = v·e^(−αt)/ω₀ = 398.797595·0.734453/22.360680 = 13.098804
        // pt past it.
        let peak = try #require(bounce.value(at: crossing + 0.0617258, beneath: 0))
        #expect(abs(peak - (300 + 13.098804)) < 1e-5)
        // Settled: the last time |y| is 0.5 pt, after which it stays within.
        let end = bounce.settlingDuration
        let spring = DecayBoundary.defaultSpring
        let y = spring.displacement(at: end - crossing, displacement: 0, velocity: 398.797595)
        #expect(abs(abs(y) - 0.5) < 1e-3)
        for step in 1 ... 200 {
            let later = try #require(bounce.value(at: end - 1e-9 + Double(step) * 0.01, beneath: 0))
            #expect(abs(later - 300) <= 0.5)
        }
        #expect(try #require(bounce.value(at: end, beneath: 0)) == 300)
    }

    /// The value and its slope, by finite differences on each side of the
    /// crossing `tc`: `x(tc+h) − x(tc−h)` and the one-sided slopes
    /// `(x(tc−h) − x(tc−2h))/h` and `(x(tc+2h) − x(tc+h))/h`.
    static func jumps(_ x: (Double) -> Double, at tc: Double, h: Double) -> (value: Double, slope: Double) {
        let before = (x(tc - h) - x(tc - 2 * h)) / h
        let after = (x(tc + 2 * h) - x(tc + h)) / h
        return (abs(x(tc + h) - x(tc - h)), abs(after - before))
    }

    /// At the hand-off the spring starts where the decay is, with POP's
    /// velocity then, v = 398.798 pt/s. How much may the measured value and
    /// slope jump, with h = 1e-5 s?
    ///
    /// - Value: it moves about 2h·v = 0.008 pt across the 2h gap; allow 0.01.
    /// - Slope: the decay's slope there is v·d·ln(1/d)/(1 − d) = 0.998999·v
    ///   (POP's velocity is not quite the series' slope), so the true jump is
    ///   0.001001·v = 0.399 pt/s. Each one-sided difference is off by about
    ///   1.5h·|x″|: the decay's x″ = v·1000·ln(1/d) ≈ 2.002·v = 798 pt/s², the
    ///   spring's at release −(c/m)·v = −3988 pt/s², so 1.5e-5·(798 + 3988) =
    ///   0.072 pt/s. Allow 0.399 + 0.072 < 0.5 pt/s.
    ///
    /// A spring restarted at rest at the bound (what a naive hand-off does)
    /// keeps the value but its slope drops from 398 to 0, far outside.
    @Test func springHandOffIsContinuous() throws {
        var bounce = try DecayAnimation(keyPath: x, from: 0, velocity: 1000, maximum: 300, boundary: .spring())
        bounce.fillMode = .forwards
        let tc = try #require(bounce.boundCrossingTime)
        let shown = { (t: Double) in bounce.value(at: t, beneath: 0)! }
        let handOff = Self.jumps(shown, at: tc, h: 1e-5)
        #expect(handOff.value < 0.01)
        #expect(handOff.slope < 0.5)

        let restart = { (t: Double) in t < tc ? shown(t) : 300 }
        let naive = Self.jumps(restart, at: tc, h: 1e-5)
        #expect(naive.value < 0.01)
        #expect(naive.slope > 390)
    }

    /// Past the hand-off the velocity is the spring's, from its formula: it
    /// agrees with a central difference of the value (over 1e-6 s, whose
    /// error is about h²·|x‴|/6, far below 1e-3 pt/s), and at the spring's
    /// peak, 0.0617258 s after the crossing, it is 0.
    @Test func velocityPastTheBoundIsTheSprings() throws {
        let bounce = try DecayAnimation(keyPath: x, from: 0, velocity: 1000, maximum: 300, boundary: .spring())
        let tc = try #require(bounce.boundCrossingTime)
        for t in [tc + 0.01, tc + 0.1, tc + 0.3] {
            let h = 1e-6
            let slope = (bounce.value(at: t + h, beneath: 0)! - bounce.value(at: t - h, beneath: 0)!) / (2 * h)
            #expect(abs(try #require(bounce.velocity(at: t, beneath: 0)) - slope) < 1e-3)
        }
        #expect(abs(try #require(bounce.velocity(at: tc + 0.0617258, beneath: 0))) < 1e-3)
    }

    /// Starting exactly at the bound ahead, a `.stop` decay does not move and
    /// ends at once; a `.spring` one bounces from there with the full velocity.
    @Test func startingOnTheBound() throws {
        let wall = try DecayAnimation(keyPath: x, from: 300, velocity: 1000, maximum: 300, boundary: .stop)
        #expect(wall.settlingDuration == 0 && wall.restingValue == 300)
        let bounce = try DecayAnimation(keyPath: x, from: 300, velocity: 1000, maximum: 300, boundary: .spring())
        #expect(bounce.boundCrossingTime == 0)
        #expect(try #require(bounce.velocity(at: 0, beneath: 0)) == 1000)
    }

    /// Snapping to the nearest 320 pt page: the decay would rest at 496.505,
    /// the page is 640. k = 1000·640/(1000 − 5) = 643.216080 and
    /// d = k/(1 + k) = 0.998448; it rests exactly at 640, keeping v₀ = 1000,
    /// and lasts ln(0.005)/(1000·ln d) = −5.298317/−1.553480 = 3.410611 s.
    @Test func modifyTargetChoosesTheRest() throws {
        var seen: Double?
        let page = try DecayAnimation(keyPath: x, from: 0, velocity: 1000) { projected in
            seen = projected
            return (projected / 320).rounded() * 320
        }
        #expect(abs(try #require(seen) - 496.505) < 1e-9)
        #expect(page.restingValue == 640)
        #expect(page.initialVelocity == 1000)
        #expect(abs(page.decelerationRate.rawValue - 643.216080 / 644.216080) < 1e-9)
        #expect(abs(page.settlingDuration - 3.410611) < 1e-6)
        // The curve itself reaches 640 at its end, not only the resting value.
        let justBefore = try #require(page.value(at: page.settlingDuration * (1 - 1e-12), beneath: 0))
        #expect(abs(justBefore - 640) < 1e-6)
    }

    /// Snapping backwards: from 100 at −1000 pt/s, choose 0: Δ = −100,
    /// k = 1000·(−100)/(−1000 + 5) = 100.502513, d = 0.990148.
    @Test func modifyTargetMovingDown() throws {
        let snap = try DecayAnimation(keyPath: x, from: 100, velocity: -1000) { _ in 0 }
        #expect(snap.restingValue == 0)
        #expect(abs(snap.decelerationRate.rawValue - 100.502513 / 101.502513) < 1e-9)
    }

    /// A chosen rest behind the start, at it, unreachable or not finite is
    /// refused, naming modifyTarget and the value.
    @Test(arguments: [(0.0, 1000.0, -10.0), (0, 1000, 0), (0, 3, 10), (0, 1000, .nan)])
    func modifyTargetRefusals(from: Double, velocity: Double, chosen: Double) {
        do {
            _ = try DecayAnimation(keyPath: x, from: from, velocity: velocity) { _ in chosen }
            Issue.record("expected a refusal")
        } catch {
            #expect(error.field == "modifyTarget")
            #expect(error.value == CadenceError.describe(chosen))
        }
    }
}

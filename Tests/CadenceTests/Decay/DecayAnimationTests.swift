import Foundation
import Testing

@testable import Cadence


/// POP's decay, checked against its formulas worked by hand:
/// `x(t) = from + v₀·(d/(1 − d))·(1 − d^(1000t))/1000`, `v(t) = v₀·d^(1000t)`,
/// stopping when the speed falls to the threshold.
struct DecayAnimationTests {
    /// v₀ = 1000, d = 0.998, threshold 5:
    /// - duration = ln(5/1000)/(1000·ln 0.998) = −5.298317/−2.002003 = 2.646509 s;
    /// - rest = 1000·(0.998/0.002)·(1 − 5/1000)/1000 = 499·0.995 = 496.505.
    @Test func normalRateFrom1000() {
        let flick = DecayAnimation(keyPath: x, from: 0, velocity: 1000)
        #expect(flick.threshold == 5)
        #expect(abs(flick.settlingDuration - 2.646509) < 1e-6)
        #expect(abs(flick.restingValue - 496.505) < 1e-9)
        #expect(flick.resolvedTiming.duration == flick.settlingDuration)
    }

    /// At 0.5 s, d^500 = 0.998^500 = 0.367511: x = 499·(1 − 0.367511) =
    /// 315.611884 and v = 1000·0.367511 = 367.511255. At 1 s, d^1000 =
    /// 0.135065: x = 499·0.864935 = 431.602803, v = 135.064522.
    @Test(arguments: [(0.5, 315.611884, 367.511255), (1.0, 431.602803, 135.064522)])
    func positionAndVelocity(t: Double, position: Double, velocity: Double) throws {
        let flick = DecayAnimation(keyPath: x, from: 0, velocity: 1000)
        #expect(abs(try #require(flick.value(at: t, beneath: 0)) - position) < 1e-6)
        #expect(abs(try #require(flick.velocity(at: t, beneath: 0)) - velocity) < 1e-6)
    }

    /// POP's velocity at the start is exactly the one given; once at rest it is 0.
    @Test func velocityAtTheEdges() throws {
        var flick = DecayAnimation(keyPath: x, from: 0, velocity: -1000)
        #expect(try #require(flick.velocity(at: 0, beneath: 0)) == -1000)
        flick.fillMode = .forwards
        #expect(try #require(flick.velocity(at: 3, beneath: 0)) == 0)
        // Played at speed 2, the value changes twice as fast: 2·367.511255 at 0.25 s.
        flick.speed = 2
        #expect(abs(try #require(flick.velocity(at: 0.25, beneath: 0)) + 2 * 367.511255) < 1e-6)
    }

    /// Autoreversing, the way back plays the decay backwards: at 2D − 0.5 s
    /// (D the settling duration) it shows x(0.5) = 315.611884 moving back at
    /// 367.511255 pt/s.
    @Test func autoreversingVelocityPointsBack() throws {
        var there = DecayAnimation(keyPath: x, from: 0, velocity: 1000)
        there.autoreverses = true
        let back = 2 * there.settlingDuration - 0.5
        #expect(abs(try #require(there.value(at: back, beneath: 0)) - 315.611884) < 1e-6)
        #expect(abs(try #require(there.velocity(at: back, beneath: 0)) + 367.511255) < 1e-6)
        #expect(abs(try #require(there.velocity(at: 0.5, beneath: 0)) - 367.511255) < 1e-6)
    }

    /// d = 0.99: duration = ln(0.005)/(1000·ln 0.99) = −5.298317/−10.050336 =
    /// 0.527178 s; rest = 1·(0.99/0.01)·0.995 = 99·0.995 = 98.505.
    @Test func fastRate() {
        let flick = DecayAnimation(keyPath: x, from: 0, velocity: 1000, decelerationRate: .fast)
        #expect(abs(flick.settlingDuration - 0.527178) < 1e-6)
        #expect(abs(flick.restingValue - 98.505) < 1e-9)
    }

    /// v₀ = 7223.021: duration = ln(5/7223.021)/(1000·ln 0.998) =
    /// −7.275601/−2.002003 = 3.634156 s; rest = 7.223021·499·(1 − 5/7223.021)
    /// = 3604.287479 − 2.495 = 3601.792479.
    @Test func fasterFlick() {
        let flick = DecayAnimation(keyPath: x, from: 0, velocity: 7223.021)
        #expect(abs(flick.settlingDuration - 3.634156) < 1e-6)
        #expect(abs(flick.restingValue - 3601.792479) < 1e-6)
    }

    /// Left to settle, the decay shows exactly its resting value at its end
    /// and after; the value and the rest are measured from the start.
    @Test func restsExactlyAtItsRestingValue() throws {
        var flick = DecayAnimation(keyPath: x, from: 100, velocity: 1000)
        flick.fillMode = .forwards
        #expect(try #require(flick.value(at: flick.settlingDuration, beneath: 0)) == flick.restingValue)
        #expect(try #require(flick.value(at: 10, beneath: 0)) == flick.restingValue)
        #expect(abs(flick.restingValue - (100 + 496.505)) < 1e-9)
    }

    /// The slope of POP's series is v·d·ln(1/d)/(1 − d): 0.998·0.0020020/0.002
    /// = 0.998999 of POP's velocity at 0.998. Cadence keeps POP's velocity, so
    /// a central difference of the value is 0.999 of what velocity(at:) says.
    @Test func velocityIsPOPsNotTheSlope() throws {
        let flick = DecayAnimation(keyPath: x, from: 0, velocity: 1000)
        let h = 1e-6
        let slope = (try #require(flick.value(at: 0.5 + h, beneath: 0)) - flick.value(at: 0.5 - h, beneath: 0)!) / (2 * h)
        let velocity = try #require(flick.velocity(at: 0.5, beneath: 0))
        #expect(abs(slope / velocity - 0.998999) < 1e-5)
    }

    /// A point moves along its velocity: speed |(600, 800)| = 1000, so it
    /// lasts 2.646509 s and rests 496.505 along (0.6, 0.8) from the start.
    @Test func pointMovesAlongItsVelocity() throws {
        let fling = DecayAnimation(keyPath: .position, from: CGPoint(x: 10, y: 20), velocity: CGPoint(x: 600, y: 800))
        #expect(abs(fling.settlingDuration - 2.646509) < 1e-6)
        #expect(abs(fling.restingValue.x - (10 + 0.6 * 496.505)) < 1e-9)
        #expect(abs(fling.restingValue.y - (20 + 0.8 * 496.505)) < 1e-9)
        let half = try #require(fling.value(at: 0.5, beneath: .zero))
        #expect(abs(half.x - (10 + 0.6 * 315.611884)) < 1e-6)
        let velocity = try #require(fling.velocity(at: 0.5, beneath: .zero))
        #expect(abs(velocity.y - 0.8 * 367.511255) < 1e-6)
    }

    /// A speed at or below the threshold does not move: it rests where it
    /// starts and ends at once.
    @Test func slowerThanTheThresholdDoesNotMove() throws {
        var still = DecayAnimation(keyPath: x, from: 7, velocity: 5)
        #expect(still.settlingDuration == 0)
        #expect(still.restingValue == 7)
        #expect(still.resolvedTiming.endTime == .leastNonzeroMagnitude)
        still.fillMode = .forwards
        #expect(try #require(still.value(at: 0, beneath: 0)) == 7)
    }

    /// Changing the threshold recomputes the duration and the rest: at 50
    /// pt/s, ln(0.05)/(1000·ln 0.998) = −2.995732/−2.002003 = 1.496368 s and 499·0.95 = 474.05.
    @Test func thresholdIsSettable() {
        var flick = DecayAnimation(keyPath: x, from: 0, velocity: 1000)
        flick.threshold = 50
        #expect(abs(flick.settlingDuration - 1.496368) < 1e-6)
        #expect(abs(flick.restingValue - 474.05) < 1e-9)
    }

    /// Opacity (a Float) stops at 0.05 per second: fading from 1 at −2 per
    /// second lasts ln(0.05/2)/(1000·ln 0.998) = −3.688879/−2.002003 =
    /// 1.842594 s and rests at 1 − 2·499·(1 − 0.025)/1000 = 1 − 0.97305 = 0.02695.
    @Test func opacityDecays() {
        let fade = DecayAnimation<Float>(keyPath: .opacity, from: 1, velocity: -2)
        #expect(fade.threshold == 0.05)
        #expect(abs(fade.settlingDuration - 1.842594) < 1e-6)
        #expect(abs(Double(fade.restingValue) - 0.02695) < 1e-6)
    }

    /// POP's thresholds × 5, by key path.
    @Test func defaultThresholds() {
        #expect(DecayAnimation.defaultThreshold(for: .positionX) == 5)
        #expect(DecayAnimation.defaultThreshold(for: .position) == 5)
        #expect(DecayAnimation.defaultThreshold(for: .boundsSizeWidth) == 5)
        #expect(DecayAnimation.defaultThreshold(for: .opacity) == 0.05)
        #expect(DecayAnimation.defaultThreshold(for: .shadowOpacity) == 0.05)
        #expect(DecayAnimation.defaultThreshold(for: .transformScale) == 0.025)
        #expect(DecayAnimation.defaultThreshold(for: .transformScaleX) == 0.025)
        #expect(DecayAnimation.defaultThreshold(for: .transformRotationZ) == 0.05)
        #expect(DecayAnimation.defaultThreshold(for: .sublayerTransformRotation) == 0.05)
        #expect(DecayAnimation.defaultThreshold(for: .transformTranslationX) == 5)
        #expect(DecayAnimation.defaultThreshold(for: x) == 5)
    }

    /// The projection (v/1000)·d/(1 − d): 1·499, 1·99, 2·499 and −1.5·99.
    @Test func projection() {
        #expect(abs(DecayAnimation<Double>.project(initialVelocity: 1000) - 499) < 1e-9)
        #expect(abs(DecayAnimation<Double>.project(initialVelocity: 1000, decelerationRate: .fast) - 99) < 1e-9)
        #expect(abs(DecayAnimation<Double>.project(initialVelocity: 2000) - 998) < 1e-9)
        #expect(abs(DecelerationRate.fast.project(initialVelocity: -1500.0) + 148.5) < 1e-9)
        let point = DecayAnimation<CGPoint>.project(initialVelocity: CGPoint(x: 1000, y: -2000))
        #expect(abs(point.x - 499) < 1e-9 && abs(point.y + 998) < 1e-9)
        #expect(DecelerationRate.normal.rawValue == 0.998 && DecelerationRate.fast.rawValue == 0.99)
    }

    /// Additive, the motion is added onto the value beneath; cumulative, the
    /// second iteration starts where the first rested.
    @Test func additiveAndCumulative() throws {
        var nudge = DecayAnimation(keyPath: x, from: 0, velocity: 1000)
        nudge.isAdditive = true
        #expect(abs(try #require(nudge.value(at: 0.5, beneath: 50)) - (50 + 315.611884)) < 1e-6)
        var twice = DecayAnimation(keyPath: x, from: 0, velocity: 1000)
        twice.repeatCount = 2
        twice.isCumulative = true
        let second = try #require(twice.value(at: twice.settlingDuration + 0.5, beneath: 0))
        #expect(abs(second - (496.505 + 315.611884)) < 1e-6)
    }

    /// A slide moving at 200 pt/s half way is continued by a decay from 100 at
    /// 200 pt/s (the basic animation's velocity is a central difference).
    @Test func continuesAnotherAnimation() throws {
        let slide = BasicAnimation(keyPath: x, from: 0, to: 200, duration: 1)
        let coast = try DecayAnimation(continuing: slide, at: 0.5, beneath: 0)
        #expect(abs(coast.fromValue - 100) < 1e-12)
        #expect(abs(coast.initialVelocity - 200) < 1e-6)
        #expect(coast.keyPath == x)
        // Past its end without fill it does not apply: refused, naming the time.
        #expect(throws: CadenceError.self) { try DecayAnimation(continuing: slide, at: 2, beneath: 0) }
        do {
            _ = try DecayAnimation(continuing: slide, at: 2, beneath: 0)
        } catch {
            #expect(error.field == "time")
        }
    }
}

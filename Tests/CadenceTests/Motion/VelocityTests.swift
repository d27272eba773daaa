import Cadence
import Foundation
import Testing

/// Every animation answers its velocity from its formula; the expected
/// values are worked by hand, and each analytic answer is checked against a
/// central difference of the animation's own values (an independent route).
@Suite struct VelocityTests {
    /// The central difference of `value` at `t` over ±h.
    static func slope(_ value: (Double) -> Double, at t: Double, h: Double = 1e-6) -> Double {
        (value(t + h) - value(t - h)) / (2 * h)
    }

    /// A linear 2 s move from 0 to 100 runs at 50/s; 0 while it fills after its end.
    @Test func linearBasicRunsAtItsAverage() {
        var move = BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 2)
        move.fillMode = .forwards
        #expect(move.velocity(at: 0.5, beneath: 0) == 50)
        #expect(move.velocity(at: 3, beneath: 0) == 0)
        move.fillMode = .removed
        #expect(move.velocity(at: 3, beneath: 0) == nil)
    }

    /// easeInEaseOut (0.42, 0, 0.58, 1) at x = 0.5 is at t = 0.5 by symmetry:
    /// y′ = 6·¼·(1 − 0) = 1.5 and x′ = 3·¼·0.42 + 6·¼·0.16 + 3·¼·0.42 = 0.87,
    /// so the slope is 1.5 / 0.87; over 1 s from 0 to 100 that is 172.41…/s.
    @Test func bezierSlopeIsYPrimeOverXPrime() {
        let curve = TimingFunction.easeInEaseOut
        #expect(abs(curve.slope(at: 0.5) - 1.5 / 0.87) < 1e-9)
        let move = BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1, timingFunction: curve)
        #expect(abs(Double(move.velocity(at: 0.5, beneath: 0)!) - 150 / 0.87) < 1e-6)
        for x in stride(from: 0.05, through: 0.95, by: 0.1) {
            let numeric = Self.slope({ curve.value(at: $0) }, at: x)
            #expect(abs(curve.slope(at: x) - numeric) < 1e-5, "at \(x)")
        }
    }

    /// Elastic and bounce easings' derivatives agree with their values.
    @Test func pennerSlopesMatchTheirCurves() {
        for curve in [TimingFunction.easeOutElastic, .easeInOutBounce, .easeInBounce] {
            for x in stride(from: 0.03, through: 0.97, by: 0.07) {
                let numeric = Self.slope({ curve.value(at: $0) }, at: x, h: 1e-7)
                #expect(abs(curve.slope(at: x) - numeric) < 1e-3 * max(1, abs(numeric)), "\(curve) at \(x)")
            }
        }
    }

    /// An autoreversing cycle runs back in its second half: −100/s.
    @Test func autoreversingRunsBack() {
        var move = BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1)
        move.autoreverses = true
        #expect(move.velocity(at: 0.5, beneath: 0) == 100)
        #expect(move.velocity(at: 1.5, beneath: 0) == -100)
    }

    /// A critically damped spring (m 1, k 100, c 20: ω = 10) from 0 to 1
    /// moves as x = 1 − (1 + ωt)e^(−ωt), v = ω²t·e^(−ωt): at 0.1 s,
    /// v = 100·0.1·e^(−1) = 3.678794.
    @Test func springVelocityIsTheDerivative() {
        let spring = SpringAnimation(
            keyPath: .positionX, from: 0, to: 1, spring: DampedSpring(mass: 1, stiffness: 100, damping: 20))
        let v = Double(spring.velocity(at: 0.1, beneath: 0)!)
        #expect(abs(v - 10 * exp(-1.0)) < 1e-12)
        let numeric = Self.slope({ Double(spring.value(at: $0, beneath: 0)!) }, at: 0.1)
        #expect(abs(v - numeric) < 1e-6)
    }

    /// Keyframes: linear segments move at their change over their span; a
    /// cubic spline's derivative agrees with its values.
    @Test func keyframeVelocities() {
        var path = KeyframeAnimation(keyPath: .positionX, values: [0, 100, 50], duration: 2)
        // Two segments of 1 s each: +100/s, then −50/s.
        #expect(path.velocity(at: 0.5, beneath: 0) == 100)
        #expect(path.velocity(at: 1.5, beneath: 0) == -50)
        path.calculationMode = .cubic
        for t in [0.2, 0.7, 1.3, 1.8] {
            let numeric = Self.slope({ Double(path.value(at: $0, beneath: 0)!) }, at: t)
            #expect(abs(Double(path.velocity(at: t, beneath: 0)!) - numeric) < 1e-4, "at \(t)")
        }
    }

    /// A layer's presented velocity follows what it shows: a linear move of
    /// 100 in 1 s under a layer at speed 2 moves at 200/s of host time.
    @Test func layerVelocityIsInHostTime() throws {
        let q = QueueStage()
        q.box.speed = 2
        let move = q.operation("move", BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1))
        try q.queue.addOperation(move)
        try q.clock.advance(to: 0.2)
        #expect(abs(Double(q.box.presentedVelocity(for: .positionX)) - 200) < 1e-3)
        // The operation answers in its layer's time: 100/s.
        #expect(move.velocity(for: .positionX) == 100)
        #expect(move.velocity(for: .positionY) == nil)
    }

    /// A paused run hands on no velocity; at speed 0.5 it hands on half.
    @Test func operationVelocityFollowsTheTransport() throws {
        let q = QueueStage()
        let move = q.operation("move", BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1))
        try q.queue.addOperation(move)
        try q.clock.advance(to: 0.2)
        try move.setSpeed(0.5)
        #expect(move.velocity(for: .positionX) == 50)
        try move.pause()
        #expect(move.velocity(for: .positionX) == 0)
    }
}

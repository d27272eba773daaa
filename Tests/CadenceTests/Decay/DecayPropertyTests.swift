import CadenceTesting
import Foundation
import Testing

@testable import Cadence

/// 500 decays drawn from a seeded generator (start, velocity, rate,
/// threshold, and for some a bound ahead with `.stop` or `.spring`), each
/// sampled at 200 instants through its duration.
struct DecayPropertyTests {
    /// One random decay; the initializer must accept every draw (the start
    /// lies within its bounds).
    private static func draw(_ random: inout SplitMix64) throws -> DecayAnimation<Double> {
        let from = random.next(in: -1000 ... 1000)
        let velocity = random.next(in: -8000 ... 8000)
        let rate = DecelerationRate(rawValue: random.next(in: 0.95 ... 0.9995))
        let threshold = random.next(in: 0.1 ... 20)
        switch random.nextInt(in: 0 ... 2) {
        case 0:
            return DecayAnimation(keyPath: x, from: from, velocity: velocity, decelerationRate: rate, threshold: threshold)
        case let kind:
            // Cubed, so that near bounds (often reached) are as common as far ones.
            let gap = 2000 * pow(random.next(in: 0 ... 1), 3)
            let boundary: DecayBoundary =
                kind == 1 ? .stop : .spring(DampedSpring(stiffness: random.next(in: 50 ... 1000), damping: random.next(in: 1 ... 60)))
            return try DecayAnimation(
                keyPath: x, from: from, velocity: velocity, decelerationRate: rate, threshold: threshold,
                minimum: from - gap, maximum: from + gap, boundary: boundary)
        }
    }

    @Test func randomDecaysBehave() throws {
        var random = SplitMix64(seed: 2018)
        var bounded = 0
        for _ in 0 ..< 500 {
            var decay = try Self.draw(&random)
            decay.fillMode = .forwards
            let duration = decay.settlingDuration
            #expect(duration.isFinite && duration >= 0)
            #expect(decay.restingValue.isFinite)
            let end = decay.resolvedTiming.endTime
            #expect(try #require(decay.value(at: end, beneath: 0)) == decay.restingValue)
            #expect(try #require(decay.value(at: end + 1, beneath: 0)) == decay.restingValue)
            let direction: Double = decay.initialVelocity > 0 ? 1 : -1
            let bounces: Bool
            if case .spring = decay.boundary, decay.reachesBound { bounces = true } else { bounces = false }
            if decay.reachesBound { bounded += 1 }
            var previous = decay.fromValue
            for step in 0 ... 200 {
                let t = duration * Double(step) / 200
                let value = try #require(decay.value(at: t, beneath: 0))
                let velocity = try #require(decay.velocity(at: t, beneath: 0))
                #expect(value.isFinite && velocity.isFinite)
                if decay.boundary == .stop {
                    #expect(value >= decay.minimum! && value <= decay.maximum!)
                }
                if !bounces {
                    // Monotone toward rest: never back, never beyond it.
                    #expect((value - previous) * direction >= 0)
                    #expect((decay.restingValue - value) * direction >= 0)
                }
                previous = value
            }
        }
        // The draws exercise both sides: some decays reach their bound, most do not.
        #expect(bounded > 50 && bounded < 300, "\(bounded)")
    }
}

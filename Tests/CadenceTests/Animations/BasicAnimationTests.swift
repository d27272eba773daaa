import Foundation
import Testing

@testable import Cadence

/// A plain custom property, so the numbers in these tables stay simple.
let x = AnimationKeyPath<Double>("x")

struct BasicAnimationTests {
    // Core Animation's from/to/by rules, evaluated a quarter of the way through a
    // 1 s linear animation over a value beneath of 10. "from → to" is worked out
    // from the rule, then value = from + (to − from) · 0.25.
    static let rules: [(from: Double?, to: Double?, by: Double?, expected: Double, rule: String)] = [
        (0, 100, nil, 25, "from, to: 0 → 100"),
        (0, nil, 40, 10, "from, by: 0 → 40"),
        (nil, 100, 40, 70, "by, to: 60 → 100"),
        (0, nil, nil, 2.5, "from: 0 → beneath (10)"),
        (nil, 100, nil, 32.5, "to: beneath (10) → 100"),
        (nil, nil, 40, 20, "by: beneath (10) → 50"),
        (nil, nil, nil, 10, "none: shows the value beneath"),
    ]

    @Test("Core Animation's from/to/by rules", arguments: rules)
    func fromToBy(from: Double?, to: Double?, by: Double?, expected: Double, rule: String) throws {
        let animation = BasicAnimation(keyPath: x, from: from, to: to, by: by, duration: 1)
        try animation.validate()
        #expect(animation.value(at: 0.25, beneath: 10) == expected, "\(rule)")
    }

    @Test("All three of from, to and by is an error")
    func allThree() {
        let animation = BasicAnimation(keyPath: x, from: 0, to: 100, by: 40, duration: 1)
        #expect(
            throws: CadenceError(
                .conflictingFields, field: "byValue", value: "40",
                expected: "no byValue when fromValue and toValue are both set (at most two of from, to and by)")
        ) { try animation.validate() }
    }

    @Test("An open endpoint follows the value beneath at each instant")
    func openEndpointTracksBeneath() {
        let animation = BasicAnimation(keyPath: x, to: 100, duration: 1)
        // Half way, from a beneath value of 20: 20 + (100 − 20) / 2.
        #expect(animation.value(at: 0.5, beneath: 20) == 60)
        #expect(animation.value(at: 0.5, beneath: 40) == 70)
    }

    @Test("Points interpolate component by component (the triangle's first step)")
    func triangleStep() {
        let right = BasicAnimation(
            keyPath: .position, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 100), duration: 1)
        #expect(right.value(at: 0.5, beneath: .zero) == CGPoint(x: 200, y: 100))
        #expect(right.value(at: 0, beneath: .zero) == CGPoint(x: 100, y: 100))
    }

    @Test("The timing function shapes progress")
    func timingFunction() throws {
        // Control points (1/3, 0, 2/3, 1/3) draw exactly y = x²: x(t) = t and y(t) = t².
        let square = try TimingFunction(controlPoints: 1.0 / 3, 0, 2.0 / 3, 1.0 / 3)
        let animation = BasicAnimation(keyPath: x, from: 0, to: 100, duration: 2, timingFunction: square)
        let value = try #require(animation.value(at: 1, beneath: 0))
        #expect(abs(value - 25) < 1e-9)
    }

    @Test("Outside its active interval it does not apply")
    func notApplied() {
        var animation = BasicAnimation(keyPath: x, from: 0, to: 100, duration: 1)
        animation.beginTime = 1
        #expect(animation.value(at: 0.5, beneath: 7) == nil)
        #expect(animation.value(at: 2, beneath: 7) == nil)
        animation.fillMode = .both
        #expect(animation.value(at: 0.5, beneath: 7) == 0)
        #expect(animation.value(at: 2, beneath: 7) == 100)
    }

    @Test("An additive animation adds to the value beneath; open ends are zero offsets")
    func additive() {
        var shake = BasicAnimation(keyPath: x, from: 0, to: 10, duration: 1)
        shake.isAdditive = true
        #expect(shake.value(at: 0.5, beneath: 100) == 105)
        var nudge = BasicAnimation(keyPath: x, by: 8, duration: 1)
        nudge.isAdditive = true
        // by only, additive: 0 → 8 on top of 100.
        #expect(nudge.value(at: 0.25, beneath: 100) == 102)
    }

    @Test("A cumulative animation builds on each previous iteration")
    func cumulative() {
        var climb = BasicAnimation(keyPath: x, from: 0, to: 10, duration: 1)
        climb.repeatCount = 3
        climb.isCumulative = true
        // Iteration 2, half way: 5 + 2 · (10 − 0).
        #expect(climb.value(at: 2.5, beneath: 0) == 25)
        climb.isAdditive = true
        #expect(climb.value(at: 2.5, beneath: 100) == 125)
    }

    @Test("Applying writes through the key path into property values")
    func applyWrites() {
        var values = PropertyValues()
        values[.position] = CGPoint(x: 5, y: 6)
        let slide = BasicAnimation(keyPath: .positionX, from: 0, to: 300, duration: 1)
        slide.apply(at: 0.5, to: &values)
        #expect(values[.position] == CGPoint(x: 150, y: 6))
        #expect(slide.animatedPropertyNames == ["position"])
        slide.apply(at: 5, to: &values)
        #expect(values[.position] == CGPoint(x: 150, y: 6), "not applied after its end")
    }

    @Test("An endpoint computed from two given ones that overflows is refused, naming by")
    func overflowingEndpoint() throws {
        // 1.7e308 + 1.7e308 = 3.4e308, past the largest double (about 1.797e308).
        let up = BasicAnimation(keyPath: x, from: 1.7e308, by: 1.7e308, duration: 1)
        #expect(
            throws: CadenceError(
                .invalidValue, field: "byValue", value: "1.7e+308", expected: "a byValue with fromValue + byValue finite")
        ) { try up.validate() }
        let down = BasicAnimation(keyPath: x, to: -1.7e308, by: 1.7e308, duration: 1)
        #expect(
            throws: CadenceError(
                .invalidValue, field: "byValue", value: "1.7e+308", expected: "a byValue with toValue − byValue finite")
        ) { try down.validate() }
        // 1.7e308 + (−1.7e308) is 0: large, but finite.
        try BasicAnimation(keyPath: x, from: 1.7e308, by: -1.7e308, duration: 1).validate()
    }

    @Test("Non-finite values and invalid timing are refused")
    func invalid() {
        let nanFrom = BasicAnimation(keyPath: x, from: .nan, to: 1)
        #expect(throws: CadenceError(.invalidValue, field: "fromValue", value: "nan", expected: "finite components")) {
            try nanFrom.validate()
        }
        let negative = BasicAnimation(keyPath: x, to: 1, duration: -1)
        #expect(throws: CadenceError(.invalidValue, field: "duration", value: "-1", expected: "a finite number ≥ 0")) {
            try negative.validate()
        }
    }

    @Test("Setting Core Animation's timing properties sets the timing")
    func forwardedTiming() {
        var animation = BasicAnimation(keyPath: x, to: 1)
        animation.beginTime = 1
        animation.duration = 2
        animation.speed = 3
        animation.timeOffset = 0.5
        animation.repeatCount = 4
        animation.autoreverses = true
        animation.fillMode = .forwards
        #expect(
            animation.timing
                == MediaTiming(
                    beginTime: 1, duration: 2, speed: 3, timeOffset: 0.5, repeatCount: 4, autoreverses: true,
                    fillMode: .forwards))
        animation.repeatCount = 0
        animation.repeatDuration = 5
        #expect(animation.timing.repeatDuration == 5)
    }
}

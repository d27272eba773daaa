import Foundation
import Testing

@testable import Cadence

// Expectations are worked by hand. For the cubic modes, a Hermite segment from
// p to q with tangents m (leaving p) and n (arriving at q) at parameter s is
// h00·p + h10·m + h01·q + h11·n, with h00 = 2s³−3s²+1, h10 = s³−2s²+s,
// h01 = −2s³+3s², h11 = s³−s². At s = 0.25: 0.84375, 0.140625, 0.15625, −0.046875.
// At s = 0.5: 0.5, 0.125, 0.5, −0.125.

private func keyframes(_ values: [Double], _ mode: KeyframeAnimation<Double>.CalculationMode = .linear)
    -> KeyframeAnimation<Double>
{
    KeyframeAnimation(keyPath: x, values: values, calculationMode: mode, duration: 1)
}

private func expectClose(_ actual: Double?, _ expected: Double, _ note: String = "",
    sourceLocation: SourceLocation = #_sourceLocation)
{
    guard let actual else {
        Issue.record("no value, expected \(expected) \(note)", sourceLocation: sourceLocation)
        return
    }
    #expect(abs(actual - expected) <= 1e-12, "\(actual) ≠ \(expected) \(note)", sourceLocation: sourceLocation)
}

struct LinearKeyframeTests {
    @Test("Evenly spaced by default")
    func even() {
        let animation = keyframes([0, 10, 30])
        expectClose(animation.value(at: 0.25, beneath: 0), 5)
        expectClose(animation.value(at: 0.75, beneath: 0), 20)
        expectClose(animation.value(at: 0.5, beneath: 0), 10)
    }

    @Test("Key times place the values")
    func keyTimes() {
        var animation = keyframes([0, 10, 30])
        animation.keyTimes = [0, 0.2, 1]
        expectClose(animation.value(at: 0.1, beneath: 0), 5)
        // 10 + 20 · (0.6 − 0.2) / 0.8
        expectClose(animation.value(at: 0.6, beneath: 0), 20)
    }

    @Test("A repeated key time jumps to the later value")
    func repeatedKeyTime() {
        var animation = keyframes([0, 10, 50, 60])
        animation.keyTimes = [0, 0.5, 0.5, 1]
        expectClose(animation.value(at: 0.5, beneath: 0), 50)
        expectClose(animation.value(at: 0.25, beneath: 0), 5)
    }

    @Test("Each segment has its own timing function")
    func segmentTimingFunctions() throws {
        // (1/3, 0, 2/3, 1/3) is exactly y = x².
        let square = try TimingFunction(controlPoints: 1.0 / 3, 0, 2.0 / 3, 1.0 / 3)
        var animation = keyframes([0, 10, 30])
        animation.timingFunctions = [square, .linear]
        #expect(abs(animation.value(at: 0.25, beneath: 0)! - 2.5) < 1e-9)
        expectClose(animation.value(at: 0.75, beneath: 0), 20)
    }

    @Test("A cumulative keyframe animation adds last − first per iteration")
    func cumulative() {
        var animation = keyframes([0, 10, 5])
        animation.repeatCount = 2
        animation.isCumulative = true
        // Iteration 1, half way: 10 + (5 − 0) · 1.
        expectClose(animation.value(at: 1.5, beneath: 0), 15)
    }

    @Test("One value is held throughout")
    func single() {
        expectClose(keyframes([7]).value(at: 0.3, beneath: 0), 7)
    }
}

struct DiscreteKeyframeTests {
    @Test("Each value is held for an equal share by default")
    func even() {
        var animation = keyframes([1, 2, 3], .discrete)
        animation.fillMode = .forwards
        expectClose(animation.value(at: 0.3, beneath: 0), 1)
        expectClose(animation.value(at: 0.34, beneath: 0), 2)
        expectClose(animation.value(at: 0.9, beneath: 0), 3)
        expectClose(animation.value(at: 1, beneath: 0), 3, "held at the end")
    }

    @Test("Key times, one more than values, say when each value starts")
    func keyTimes() throws {
        var animation = keyframes([1, 2, 3], .discrete)
        animation.keyTimes = [0, 0.5, 0.9, 1]
        try animation.validate()
        expectClose(animation.value(at: 0.49, beneath: 0), 1)
        expectClose(animation.value(at: 0.6, beneath: 0), 2)
        expectClose(animation.value(at: 0.95, beneath: 0), 3)
    }

    @Test("One key time per value also holds each value until the next key time: the last shows only at the end")
    func oneKeyTimePerValue() throws {
        var animation = keyframes([1, 2, 3], .discrete)
        animation.keyTimes = [0, 0.5, 1]
        animation.fillMode = .forwards
        try animation.validate()
        expectClose(animation.value(at: 0.49, beneath: 0), 1)
        expectClose(animation.value(at: 0.5, beneath: 0), 2)
        expectClose(animation.value(at: 0.99, beneath: 0), 2)
        expectClose(animation.value(at: 1, beneath: 0), 3, "the last value, from its key time 1 on")
    }

    @Test("A single value takes no key times, or [0, 1]")
    func singleValue() throws {
        var animation = keyframes([4], .discrete)
        animation.keyTimes = [0, 1]
        try animation.validate()
        expectClose(animation.value(at: 0.5, beneath: 0), 4)
    }
}

struct PacedKeyframeTests {
    @Test("Paced numbers move at constant speed")
    func pacedNumbers() {
        // Distances 10 and 30: key times become [0, 0.25, 1], so value = 40 · t.
        let animation = keyframes([0, 10, 40], .paced)
        for t in [0.1, 0.125, 0.5, 0.8] {
            expectClose(animation.value(at: t, beneath: 0), 40 * t, "t = \(t)")
        }
    }

    @Test("Paced points move at constant speed along the path")
    func pacedPoints() {
        // Legs of length 5 and 6: at t = 0.5, 5.5 of 11 travelled, 0.5 up the second leg.
        let path = KeyframeAnimation(
            keyPath: .position, values: [CGPoint(x: 0, y: 0), CGPoint(x: 3, y: 4), CGPoint(x: 3, y: 10)],
            calculationMode: .paced, duration: 1)
        let point = path.value(at: 0.5, beneath: .zero)!
        #expect(abs(point.x - 3) < 1e-12 && abs(point.y - 4.5) < 1e-12, "\(point)")
    }

    @Test("Paced mode ignores key times and timing functions")
    func ignores() throws {
        var animation = keyframes([0, 10, 40], .paced)
        animation.keyTimes = [0.3, 0.1]
        animation.timingFunctions = [.easeIn]
        try animation.validate()
        expectClose(animation.value(at: 0.5, beneath: 0), 20)
    }
}

struct CubicKeyframeTests {
    // Values [0, 10, 30, 40], evenly at [0, 1/3, 2/3, 1]. Catmull–Rom tangents
    // (t = c = b = 0) are half the chord across each value: 15 at 10 and at 30;
    // at the first value the missing neighbour is itself: ½ · 10 = 5.

    @Test("Inside: a Catmull–Rom segment")
    func inside() {
        let animation = keyframes([0, 10, 30, 40], .cubic)
        // Segment 1 at s = 0.25 (t = 1/3 + 0.25/3 = 5/12):
        // 10·0.84375 + 15·0.140625 + 30·0.15625 + 15·(−0.046875) = 14.53125
        expectClose(animation.value(at: 5.0 / 12, beneath: 0), 14.53125)
    }

    @Test("At the ends the missing neighbour is the end value itself")
    func firstSegment() {
        let animation = keyframes([0, 10, 30, 40], .cubic)
        // Segment 0 at s = 0.5 (t = 1/6): 0·0.5 + 5·0.125 + 10·0.5 + 15·(−0.125) = 3.75
        expectClose(animation.value(at: 1.0 / 6, beneath: 0), 3.75)
        expectClose(animation.value(at: 0, beneath: 0), 0)
        expectClose(animation.value(at: 2.0 / 3, beneath: 0), 30)
    }

    @Test("Tension 1 flattens the tangents")
    func tension() {
        var animation = keyframes([0, 10, 30, 40], .cubic)
        animation.tensionValues = [1, 1, 1, 1]
        // Zero tangents: 10·0.84375 + 30·0.15625 = 13.125
        expectClose(animation.value(at: 5.0 / 12, beneath: 0), 13.125)
    }

    @Test("Continuity and bias weigh the two chords")
    func continuityAndBias() {
        var animation = keyframes([0, 10, 30, 40], .cubic)
        animation.biasValues = [0, 1, 0, 0]
        animation.continuityValues = [0, 0, -1, 0]
        // At 10, bias 1: source = (1+1)(1+0)/2 · 10 + (1−1)(1−0)/2 · 20 = 10.
        // At 30, continuity −1: destination = (1)(1)(1+1)/2 · 20 + (1)(1)(1−1)/2 · 10 = 20.
        // s = 0.25: 10·0.84375 + 10·0.140625 + 30·0.15625 + 20·(−0.046875) = 13.59375
        expectClose(animation.value(at: 5.0 / 12, beneath: 0), 13.59375)
    }

    @Test("Uneven key times scale the tangents")
    func unevenKeyTimes() {
        var animation = keyframes([0, 10, 30, 40], .cubic)
        animation.keyTimes = [0, 0.5, 0.75, 1]
        // Source at 10: 15 · 2·0.25/(0.5+0.25) = 10. Destination at 30: 15 · 2·0.25/0.5 = 15.
        // Segment 1 at s = 0.25 (t = 0.5625): 10·0.84375 + 10·0.140625 + 30·0.15625 + 15·(−0.046875)
        expectClose(animation.value(at: 0.5625, beneath: 0), 13.828125)
    }

    @Test("Cubic paced: key times by chord length, then the spline")
    func cubicPaced() {
        // [0, 10, 40]: chords 10 and 30, key times [0, 0.25, 1]. At 10 the tangent
        // ½·10 + ½·30 = 20 is scaled by 2·0.75/(0.25+0.75) = 1.5 to 30; at 40 (the
        // end) it is ½·30 = 15, spans equal. Segment 1 at s = 0.5 (t = 0.625):
        // 10·0.5 + 30·0.125 + 40·0.5 + 15·(−0.125) = 26.875
        let animation = keyframes([0, 10, 40], .cubicPaced)
        expectClose(animation.value(at: 0.625, beneath: 0), 26.875)
    }
}

struct KeyframeValidationTests {
    static func with(
        _ values: [Double], _ mode: KeyframeAnimation<Double>.CalculationMode = .linear, keyTimes: [Double]? = nil,
        functions: Int? = nil, tension: [Double]? = nil
    ) -> KeyframeAnimation<Double> {
        var animation = keyframes(values, mode)
        animation.keyTimes = keyTimes
        animation.timingFunctions = functions.map { Array(repeating: .linear, count: $0) }
        animation.tensionValues = tension
        return animation
    }

    static let invalid: [(KeyframeAnimation<Double>, CadenceError)] = [
        (with([]), .init(.mismatchedCount, field: "values", value: "0 values", expected: "at least one value")),
        (with([0, .nan]), .init(.invalidValue, field: "values[1]", value: "nan", expected: "finite components")),
        (
            with([0, 1, 2], keyTimes: [0, 1]),
            .init(.mismatchedCount, field: "keyTimes", value: "2 key times",
                expected: "3 (one per value of the 3 values, for linear mode)")
        ),
        (
            with([0, 1, 2], .discrete, keyTimes: [0, 1]),
            .init(.mismatchedCount, field: "keyTimes", value: "2 key times",
                expected: "4 (one more than the 3 values, for discrete mode) or 3 (one per value)")
        ),
        (
            with([0, 1, 2], keyTimes: [0, 0.6, 0.5]),
            .init(.invalidValue, field: "keyTimes[2]", value: "0.5", expected: "a key time ≥ the one before (0.6)")
        ),
        (
            with([0, 1, 2], keyTimes: [0, 1.5, 2]),
            .init(.invalidValue, field: "keyTimes[1]", value: "1.5", expected: "a number in 0 ... 1")
        ),
        (
            with([0, 1, 2], keyTimes: [0.1, 0.5, 1]),
            .init(.invalidValue, field: "keyTimes[0]", value: "0.1", expected: "0 (the first key time)")
        ),
        (
            with([0, 1, 2], .cubic, keyTimes: [0, 0.5, 0.9]),
            .init(.invalidValue, field: "keyTimes[2]", value: "0.9", expected: "1 (the last key time)")
        ),
        (
            with([0, 1, 2], functions: 3),
            .init(.mismatchedCount, field: "timingFunctions", value: "3 functions",
                expected: "2 (one fewer than the 3 values)")
        ),
        (
            with([0, 1, 2], .cubic, tension: [0, 0]),
            .init(.mismatchedCount, field: "tensionValues", value: "2 numbers", expected: "3 (one per value)")
        ),
        (
            // One key time would have to be both the first (0) and the last (1).
            with([7], keyTimes: [0]),
            .init(.mismatchedCount, field: "keyTimes", value: "1 key time",
                expected: "none for a single value, since the first key time is 0 and the last 1")
        ),
        (
            with([7], .discrete, keyTimes: [1]),
            .init(.mismatchedCount, field: "keyTimes", value: "1 key time",
                expected: "none or 2 ([0, 1]) for a single value, since the first key time is 0 and the last 1")
        ),
    ]

    @Test("Mismatched or malformed keyframe arrays are typed errors", arguments: invalid)
    func invalidKeyframes(animation: KeyframeAnimation<Double>, expected: CadenceError) {
        #expect(throws: expected) { try animation.validate() }
    }

    @Test("Arrays that fail validation are ignored when evaluated anyway, without trapping")
    func unvalidatedDoesNotTrap() {
        let animation = Self.with([0, 10, 30], keyTimes: [0, 1], functions: 5, tension: [1])
        expectClose(animation.value(at: 0.25, beneath: 0), 5)
        #expect(Self.with([]).value(at: 0.5, beneath: 3) == nil)
        let cubic = Self.with([0, 10, 30], .cubic, tension: [9])
        #expect(cubic.value(at: 0.5, beneath: 0) != nil)
    }
}

import Testing

@testable import Cadence
import CadenceTesting

// Expected states are worked out by hand from the normative timing model in
// Docs/ScenarioFormat.md: a = (t − b)·s; the cycle is d (2d when autoreversing);
// position in cycles = (a + o) / cycle; at the end a whole number of cycles is
// progress 1 (0 when autoreversing) of the last one.

/// A state for the tables: phase, iteration, progress.
private func at(_ phase: TimingState.Phase, _ iteration: Int, _ progress: Double) -> TimingState {
    TimingState(phase: phase, iteration: iteration, progress: progress)
}

/// Compares states, progress within 1e-12 (hand values like 0.9 are not exact sums).
private func expectState(
    _ actual: TimingState?, _ expected: TimingState?, _ note: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let actual, let expected else {
        #expect(actual == expected, "\(note)", sourceLocation: sourceLocation)
        return
    }
    #expect(actual.phase == expected.phase, "\(note)", sourceLocation: sourceLocation)
    #expect(actual.iteration == expected.iteration, "\(note)", sourceLocation: sourceLocation)
    #expect(abs(actual.progress - expected.progress) <= 1e-12, "\(note): progress \(actual.progress)",
        sourceLocation: sourceLocation)
}

struct FillModeTests {
    // beginTime 1, duration 2: active over parent time [1, 3).
    static let cases: [(FillMode, before: TimingState?, active: TimingState?, end: TimingState?, after: TimingState?)] = [
        (.removed, nil, at(.active, 0, 0.5), nil, nil),
        (.backwards, at(.before, 0, 0), at(.active, 0, 0.5), nil, nil),
        (.forwards, nil, at(.active, 0, 0.5), at(.after, 0, 1), at(.after, 0, 1)),
        (.both, at(.before, 0, 0), at(.active, 0, 0.5), at(.after, 0, 1), at(.after, 0, 1)),
    ]

    @Test("Each fill mode applies in exactly its phases", arguments: cases)
    func fillInEachPhase(
        mode: FillMode, before: TimingState?, active: TimingState?, end: TimingState?, after: TimingState?
    ) {
        let timing = MediaTiming(beginTime: 1, duration: 2, fillMode: mode)
        expectState(timing.state(at: 0), before, "before, \(mode)")
        expectState(timing.state(at: 2), active, "active, \(mode)")
        expectState(timing.state(at: 3), end, "at the end, \(mode)")
        expectState(timing.state(at: 10), after, "after, \(mode)")
    }

    @Test("The begin instant is active; the end instant is not")
    func boundaries() {
        let timing = MediaTiming(beginTime: 1, duration: 2)
        expectState(timing.state(at: 1), at(.active, 0, 0), "begin")
        #expect(timing.state(at: 3) == nil)
        #expect(timing.state(at: 3.0.nextDown)?.phase == .active)
    }
}

struct RepetitionTests {
    @Test("A fractional repeat count plays part of its last iteration")
    func fractionalRepeat() {
        let timing = MediaTiming(duration: 1, repeatCount: 2.5, fillMode: .forwards)
        #expect(timing.activeDuration == 2.5)
        expectState(timing.state(at: 0.5), at(.active, 0, 0.5), "first")
        expectState(timing.state(at: 1.25), at(.active, 1, 0.25), "second")
        expectState(timing.state(at: 2.25), at(.active, 2, 0.25), "third")
        expectState(timing.state(at: 2.5), at(.after, 2, 0.5), "ends half way through the third")
        #expect(timing.endTime == 2.5)
    }

    @Test("A repeat count below 1 plays that fraction of one iteration")
    func repeatBelowOne() {
        let timing = MediaTiming(duration: 2, repeatCount: 0.5, fillMode: .forwards)
        #expect(timing.activeDuration == 1)
        expectState(timing.state(at: 0.5), at(.active, 0, 0.25), "playing")
        expectState(timing.state(at: 1), at(.after, 0, 0.5), "held at half way")
    }

    @Test("Repeat count 0 plays once")
    func zeroIsOnce() {
        #expect(MediaTiming(duration: 3).activeDuration == 3)
    }

    @Test("An infinite repeat never ends and counts its iterations")
    func infiniteRepeat() {
        let timing = MediaTiming(duration: 1, repeatCount: .infinity)
        #expect(timing.activeDuration == .infinity)
        #expect(timing.endTime == .infinity)
        expectState(timing.state(at: 1000.25), at(.active, 1000, 0.25), "iteration 1000")
    }

    @Test("A whole number of iterations ends at progress 1 of the last", arguments: [1.0, 2, 3, 7])
    func wholeIterationsEndAtOne(count: Double) {
        // 0.1 is not exact in binary: the end must still be exactly progress 1.
        let timing = MediaTiming(duration: 0.1, repeatCount: count, fillMode: .forwards)
        expectState(timing.state(at: timing.endTime), at(.after, Int(count) - 1, 1), "count \(count)")
        #expect(timing.state(at: timing.endTime)?.progress == 1)
    }

    @Test("A repeat duration sets the active duration, whole or not")
    func repeatDuration() {
        let partial = MediaTiming(duration: 1, repeatDuration: 2.5, fillMode: .forwards)
        expectState(partial.state(at: 1.5), at(.active, 1, 0.5), "playing")
        expectState(partial.state(at: 2.5), at(.after, 2, 0.5), "end")
        let whole = MediaTiming(duration: 1, repeatDuration: 3, fillMode: .forwards)
        expectState(whole.state(at: 3), at(.after, 2, 1), "whole end")
    }
}

struct AutoreverseTests {
    // duration 2, autoreverses: one cycle is 4 s, out over [0, 2), back over [2, 4).
    static let cycle: [(Double, TimingState)] = [
        (0, at(.active, 0, 0)), (0.5, at(.active, 0, 0.25)), (2, at(.active, 0, 1)),
        (3, at(.active, 0, 0.5)), (3.5, at(.active, 0, 0.25)), (5, at(.active, 1, 0.5)),
        (7, at(.active, 1, 0.5)),
    ]

    @Test("An autoreversing cycle goes out and comes back", arguments: cycle)
    func outAndBack(time: Double, expected: TimingState) {
        let timing = MediaTiming(duration: 2, repeatCount: 2, autoreverses: true)
        expectState(timing.state(at: time), expected, "t = \(time)")
    }

    @Test("An autoreversing animation ends back at its start")
    func endsAtStart() {
        let timing = MediaTiming(duration: 2, autoreverses: true, fillMode: .forwards)
        #expect(timing.cycleDuration == 4)
        #expect(timing.endTime == 4)
        expectState(timing.state(at: 4), at(.after, 0, 0), "end")
    }
}

struct TimeOffsetTests {
    @Test("A time offset starts part way through and wraps")
    func wraps() {
        let timing = MediaTiming(duration: 1, timeOffset: 0.5, fillMode: .both)
        expectState(timing.state(at: 0), at(.active, 0, 0.5), "starts half way")
        expectState(timing.state(at: 0.4), at(.active, 0, 0.9), "near the end")
        expectState(timing.state(at: 0.5), at(.active, 1, 0), "wrapped")
        expectState(timing.state(at: 0.75), at(.active, 1, 0.25), "after the wrap")
        expectState(timing.state(at: 1), at(.after, 1, 0.5), "ends where it started")
    }

    @Test("Before its begin time, a backwards fill shows the offset position")
    func backwardsFillUsesOffset() {
        let timing = MediaTiming(beginTime: 1, duration: 1, timeOffset: 0.25, fillMode: .backwards)
        expectState(timing.state(at: 0), at(.before, 0, 0.25), "before")
    }

    @Test("A negative offset starts in the iteration before")
    func negativeOffset() {
        let timing = MediaTiming(duration: 1, timeOffset: -0.25)
        expectState(timing.state(at: 0), at(.active, -1, 0.75), "start")
        expectState(timing.state(at: 0.25), at(.active, 0, 0), "wrap")
    }
}

struct SpeedTests {
    @Test("Speed scales active time")
    func doubleSpeed() {
        let timing = MediaTiming(beginTime: 1, duration: 1, speed: 2)
        expectState(timing.state(at: 1.25), at(.active, 0, 0.5), "half way after 0.25 s")
        #expect(timing.endTime == 1.5)
        #expect(timing.state(at: 1.5) == nil)
    }

    @Test("Half speed takes twice as long")
    func halfSpeed() {
        let timing = MediaTiming(beginTime: 2, duration: 1, speed: 0.5)
        #expect(timing.endTime == 4)
        expectState(timing.state(at: 3), at(.active, 0, 0.5), "half way")
    }

    @Test("Speed 0 freezes at the start (plus offset) and never ends")
    func frozen() {
        let timing = MediaTiming(duration: 1, speed: 0, timeOffset: 0.3)
        #expect(timing.endTime == .infinity)
        expectState(timing.state(at: 100), at(.active, 0, 0.3), "frozen")
        expectState(timing.state(at: -5), at(.active, 0, 0.3), "even before")
    }

    @Test("Duration 0 is Core Animation's 0.25 s")
    func defaultDuration() {
        let timing = MediaTiming()
        #expect(timing.effectiveDuration == 0.25)
        #expect(timing.endTime == 0.25)
        expectState(timing.state(at: 0.125), at(.active, 0, 0.5), "half way")
    }
}

struct TimeConversionTests {
    @Test("Local time is (t − beginTime) · speed + timeOffset")
    func localTime() {
        let layer = MediaTiming(beginTime: 2, speed: 0.5, timeOffset: 1)
        #expect(layer.localTime(fromParent: 4) == 2)
        #expect(layer.localTime(fromParent: 2) == 1)
        #expect(layer.parentTime(fromLocal: 2) == 4)
    }

    @Test("A paused layer (speed 0) has no parent time for a local time")
    func pausedHasNoParentTime() {
        let paused = MediaTiming(speed: 0, timeOffset: 3)
        #expect(paused.localTime(fromParent: 100) == 3)
        #expect(paused.parentTime(fromLocal: 3) == nil)
    }

    @Test("End time is the first instant past the active interval, for any timing")
    func endTimeIsExact() {
        var generator = SplitMix64(seed: 7)
        for index in 0..<2000 {
            let timing = MediaTiming(
                beginTime: generator.next(in: -100...100), duration: generator.next(in: 0.001...10),
                speed: generator.next(in: 0.01...10), repeatCount: generator.next(in: 0...5),
                fillMode: .forwards)
            let end = timing.endTime
            #expect(timing.state(at: end)?.phase == .after, "case \(index) (seed 7): \(timing)")
            #expect(timing.state(at: end.nextDown)?.phase == .active, "case \(index) (seed 7): \(timing)")
        }
    }

    @Test("Times that are not numbers give no state and do not trap")
    func nonNumbers() {
        let forever = MediaTiming(duration: 1, repeatCount: .infinity, fillMode: .both)
        #expect(forever.state(at: .nan) == nil)
        #expect(forever.state(at: .infinity) == nil)
        #expect(MediaTiming(fillMode: .both).state(at: .infinity)?.phase == .after)
        #expect(MediaTiming(fillMode: .both).state(at: -.infinity)?.phase == .before)
    }
}

struct MediaTimingValidationTests {
    static let invalid: [(MediaTiming, CadenceError)] = [
        (MediaTiming(duration: -1), .init(.invalidValue, field: "duration", value: "-1", expected: "a finite number ≥ 0")),
        (MediaTiming(duration: .nan), .init(.invalidValue, field: "duration", value: "nan", expected: "a finite number ≥ 0")),
        (MediaTiming(duration: .infinity), .init(.invalidValue, field: "duration", value: "inf", expected: "a finite number ≥ 0")),
        (MediaTiming(speed: -1), .init(.invalidValue, field: "speed", value: "-1", expected: "a finite number ≥ 0")),
        (MediaTiming(speed: .infinity), .init(.invalidValue, field: "speed", value: "inf", expected: "a finite number ≥ 0")),
        (MediaTiming(speed: .nan), .init(.invalidValue, field: "speed", value: "nan", expected: "a finite number ≥ 0")),
        (MediaTiming(timeOffset: .nan), .init(.invalidValue, field: "timeOffset", value: "nan", expected: "a finite number")),
        (MediaTiming(beginTime: .infinity), .init(.invalidValue, field: "beginTime", value: "inf", expected: "a finite number")),
        (MediaTiming(repeatCount: -2), .init(.invalidValue, field: "repeatCount", value: "-2", expected: "a number ≥ 0 or infinity")),
        (MediaTiming(repeatCount: .nan), .init(.invalidValue, field: "repeatCount", value: "nan", expected: "a number ≥ 0 or infinity")),
        (MediaTiming(repeatDuration: -0.5), .init(.invalidValue, field: "repeatDuration", value: "-0.5", expected: "a number ≥ 0 or infinity")),
        (
            MediaTiming(repeatCount: 2, repeatDuration: 3),
            .init(.conflictingFields, field: "repeatDuration", value: "3",
                expected: "0 when repeatCount is set (2); set one of them")
        ),
    ]

    @Test("Each invalid field is a typed error naming the field and value", arguments: invalid)
    func invalidTiming(timing: MediaTiming, expected: CadenceError) {
        #expect(throws: expected) { try timing.validate() }
    }

    @Test("The message reads field, expectation, value")
    func message() {
        let error = CadenceError(.invalidValue, field: "duration", value: "-1", expected: "a finite number ≥ 0")
        #expect(error.description == "duration: expected a finite number ≥ 0, got -1")
        #expect(error.inside("animation").description == "animation.duration: expected a finite number ≥ 0, got -1")
    }

    @Test("Valid extremes pass: infinite repeats, speed 0, zero duration")
    func validExtremes() throws {
        try MediaTiming(duration: 0, speed: 0, repeatCount: .infinity).validate()
        try MediaTiming(duration: 1, repeatDuration: .infinity, autoreverses: true, fillMode: .both).validate()
    }
}

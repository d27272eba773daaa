import Cadence
import CadenceCoreAnimation
import Testing

/// One test per media-timing field, each value written from Core Animation's
/// documented types: `speed` and `repeatCount` are `Float`, the rest `Double`.
@Suite("Lowering media timing")
struct LoweringTimingTests {
    /// A one-second fade to 0 with `change` applied.
    private func lowered(_ change: (inout BasicAnimation<Float>) -> Void) throws -> CoreAnimationDescription {
        var animation = BasicAnimation(keyPath: .opacity, to: 0, duration: 1)
        change(&animation)
        return try CoreAnimationLowering.lower(animation)
    }

    @Test("Defaults are Core Animation's, with the duration given")
    func defaults() throws {
        let timing = try lowered { _ in }.timing
        #expect(timing.beginTime == 0)
        #expect(timing.duration == 1)
        #expect(timing.speed == 1)
        #expect(timing.timeOffset == 0)
        #expect(timing.repeatCount == 0)
        #expect(timing.repeatDuration == 0)
        #expect(timing.autoreverses == false)
        #expect(timing.fillMode == "removed")
    }

    @Test("beginTime is kept")
    func beginTime() throws {
        #expect(try lowered { $0.beginTime = 2.5 }.timing.beginTime == 2.5)
    }

    @Test("duration is kept")
    func duration() throws {
        #expect(try lowered { $0.duration = 0.4 }.timing.duration == 0.4)
    }

    @Test("duration 0 becomes the quarter second Cadence plays, never 0")
    func zeroDuration() throws {
        #expect(try lowered { $0.duration = 0 }.timing.duration == 0.25)
    }

    @Test("speed becomes the nearest Float")
    func speed() throws {
        #expect(try lowered { $0.speed = 1.1 }.timing.speed == Float(1.1))
        #expect(try lowered { $0.speed = 0 }.timing.speed == 0)
    }

    @Test("A speed beyond Float's range is refused")
    func speedOverflow() throws {
        var animation = BasicAnimation(keyPath: .opacity, to: Float(0), duration: 1)
        animation.speed = 1e39
        let error = loweringError(animation)
        #expect(error?.code == .unsupported)
        #expect(error?.field == "speed")
    }

    @Test("timeOffset is kept")
    func timeOffset() throws {
        #expect(try lowered { $0.timeOffset = 0.3 }.timing.timeOffset == 0.3)
    }

    @Test("repeatCount becomes the nearest Float; infinity is greatestFiniteMagnitude")
    func repeatCount() throws {
        #expect(try lowered { $0.repeatCount = 2.5 }.timing.repeatCount == 2.5)
        #expect(try lowered { $0.repeatCount = 0.1 }.timing.repeatCount == Float(0.1))
        #expect(try lowered { $0.repeatCount = .infinity }.timing.repeatCount == Float.greatestFiniteMagnitude)
    }

    @Test("A finite repeatCount beyond Float's range, or one that rounds to 0, is refused")
    func repeatCountOutOfFloat() {
        var animation = BasicAnimation(keyPath: .opacity, to: Float(0), duration: 1)
        animation.repeatCount = 1e300
        #expect(loweringError(animation)?.field == "repeatCount")
        #expect(loweringError(animation)?.code == .unsupported)
        animation.repeatCount = 1e-300
        #expect(loweringError(animation)?.field == "repeatCount")
    }

    @Test("repeatDuration is kept")
    func repeatDuration() throws {
        #expect(try lowered { $0.repeatDuration = 3.5 }.timing.repeatDuration == 3.5)
    }

    @Test("repeatCount and repeatDuration together are refused as conflicting")
    func repeatCountAndDuration() {
        var animation = BasicAnimation(keyPath: .opacity, to: Float(0), duration: 1)
        animation.repeatCount = 2
        animation.repeatDuration = 3
        let error = loweringError(animation)
        #expect(error?.code == .conflictingFields)
        #expect(error?.field == "repeatDuration")
    }

    @Test("autoreverses is kept")
    func autoreverses() throws {
        #expect(try lowered { $0.autoreverses = true }.timing.autoreverses == true)
    }

    @Test("fillMode becomes its raw value")
    func fillMode() throws {
        #expect(try lowered { $0.fillMode = .forwards }.timing.fillMode == "forwards")
        #expect(try lowered { $0.fillMode = .backwards }.timing.fillMode == "backwards")
        #expect(try lowered { $0.fillMode = .both }.timing.fillMode == "both")
    }

    @Test("A named curve becomes its control points as Floats; nil stays nil")
    func timingFunction() throws {
        #expect(try lowered { _ in }.timingFunction == nil)
        #expect(try lowered { $0.timingFunction = .easeIn }.timingFunction == TimingFunctionDescription(controlPoints: 0.42, 0, 1, 1))
        #expect(try lowered { $0.timingFunction = .easeOut }.timingFunction == TimingFunctionDescription(controlPoints: 0, 0, 0.58, 1))
        #expect(
            try lowered { $0.timingFunction = .easeInEaseOut }.timingFunction
                == TimingFunctionDescription(controlPoints: 0.42, 0, 0.58, 1))
        #expect(
            try lowered { $0.timingFunction = .default }.timingFunction
                == TimingFunctionDescription(controlPoints: 0.25, 0.1, 0.25, 1))
        #expect(try lowered { $0.timingFunction = .linear }.timingFunction == TimingFunctionDescription(controlPoints: 0, 0, 1, 1))
    }

    @Test("Custom control points become Floats, overshoot included")
    func customControlPoints() throws {
        let curve = try TimingFunction(controlPoints: 0.2, -0.3, 0.1, 1.4)
        let description = try lowered { $0.timingFunction = curve }.timingFunction
        #expect(description == TimingFunctionDescription(controlPoints: Float(0.2), Float(-0.3), Float(0.1), Float(1.4)))
    }

    @Test("A Penner curve is refused, naming timingFunction")
    func pennerCurve() {
        var animation = BasicAnimation(keyPath: .opacity, to: Float(0), duration: 1)
        animation.timingFunction = .easeOutBounce
        let error = loweringError(animation)
        #expect(error?.code == .unsupported)
        #expect(error?.field == "timingFunction")
        #expect(error?.value == "easeOutBounce")
    }

    @Test("isRemovedOnCompletion is kept")
    func isRemovedOnCompletion() throws {
        #expect(try lowered { _ in }.isRemovedOnCompletion == true)
        #expect(try lowered { $0.isRemovedOnCompletion = false }.isRemovedOnCompletion == false)
    }

    @Test("isAdditive is kept")
    func isAdditive() throws {
        #expect(try lowered { _ in }.isAdditive == false)
        #expect(try lowered { $0.isAdditive = true }.isAdditive == true)
    }

    @Test("isCumulative is kept")
    func isCumulative() throws {
        #expect(try lowered { _ in }.isCumulative == false)
        #expect(try lowered { $0.isCumulative = true }.isCumulative == true)
    }

    @Test("An out-of-range field gives Cadence's own error")
    func invalidTiming() {
        var animation = BasicAnimation(keyPath: .opacity, to: Float(0), duration: 1)
        animation.duration = -1
        let error = loweringError(animation)
        #expect(error?.code == .invalidValue)
        #expect(error?.field == "duration")
    }
}

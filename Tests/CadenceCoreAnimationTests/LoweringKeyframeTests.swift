import Cadence
import CadenceCoreAnimation
import Foundation
import Testing

@Suite("Lowering a keyframe animation")
struct LoweringKeyframeTests {
    @Test("A keyframe animation becomes a CAKeyframeAnimation with its values, key times and timing functions")
    func keyframe() throws {
        var shake = KeyframeAnimation(keyPath: .positionX, values: [0, 10, -10, 0], keyTimes: [0, 0.25, 0.75, 1], duration: 0.4)
        shake.timingFunctions = [.easeIn, .linear, .easeOut]
        let description = try CoreAnimationLowering.lower(shake)
        var expected = CoreAnimationDescription(kind: .keyframe)
        expected.timing.duration = 0.4
        expected.keyPath = "position.x"
        expected.values = [.number(0), .number(10), .number(-10), .number(0)]
        expected.keyTimes = [0, 0.25, 0.75, 1]
        expected.timingFunctions = [
            TimingFunctionDescription(controlPoints: 0.42, 0, 1, 1),
            TimingFunctionDescription(controlPoints: 0, 0, 1, 1),
            TimingFunctionDescription(controlPoints: 0, 0, 0.58, 1),
        ]
        expected.calculationMode = "linear"
        #expect(description == expected)
        #expect(description.className == "CAKeyframeAnimation")
    }

    @Test("No key times stay nil in linear mode (evenly spaced in both)")
    func linearWithoutKeyTimes() throws {
        let description = try CoreAnimationLowering.lower(
            KeyframeAnimation(keyPath: .opacity, values: [1, 0.5, 0], duration: 1))
        #expect(description.keyTimes == nil)
        #expect(description.values == [.number(1), .number(0.5), .number(0)])
    }

    @Test("Discrete key times one more than values are kept")
    func discreteCoreAnimationForm() throws {
        let description = try CoreAnimationLowering.lower(
            KeyframeAnimation(
                keyPath: .zPosition, values: [310, 60, 120, 60], keyTimes: [0, 0.25, 0.5, 0.75, 1],
                calculationMode: .discrete, duration: 1))
        #expect(description.calculationMode == "discrete")
        #expect(description.keyTimes == [0, 0.25, 0.5, 0.75, 1])
    }

    @Test("Discrete key times one per value get a final 1")
    func discreteOnePerValue() throws {
        let description = try CoreAnimationLowering.lower(
            KeyframeAnimation(keyPath: .zPosition, values: [1, 2, 3], keyTimes: [0, 0.5, 1], calculationMode: .discrete, duration: 1))
        #expect(description.keyTimes == [0, 0.5, 1, 1])
    }

    @Test("Discrete without key times gets n + 1 even ones")
    func discreteEven() throws {
        let description = try CoreAnimationLowering.lower(
            KeyframeAnimation(keyPath: .zPosition, values: [1, 2, 3, 4], calculationMode: .discrete, duration: 1))
        #expect(description.keyTimes == [0, 0.25, 0.5, 0.75, 1])
        #expect(description.timingFunctions == nil)
    }

    @Test("Paced modes leave key times and timing functions nil")
    func paced() throws {
        var animation = KeyframeAnimation(keyPath: .positionY, values: [0, 10, 30], keyTimes: [0, 0.1, 1], calculationMode: .paced, duration: 1)
        animation.timingFunctions = [.easeIn, .easeOut]
        let description = try CoreAnimationLowering.lower(animation)
        #expect(description.calculationMode == "paced")
        #expect(description.keyTimes == nil)
        #expect(description.timingFunctions == nil)
    }

    @Test("Cubic modes carry tension, continuity and bias")
    func cubic() throws {
        var animation = KeyframeAnimation(keyPath: .position, values: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 5), CGPoint(x: 20, y: 0)], calculationMode: .cubic, duration: 1)
        animation.tensionValues = [0, 0.5, -0.5]
        animation.continuityValues = [0, 0, 1]
        animation.biasValues = [-1, 0, 0.25]
        let description = try CoreAnimationLowering.lower(animation)
        #expect(description.calculationMode == "cubic")
        #expect(description.values == [.point(CGPoint(x: 0, y: 0)), .point(CGPoint(x: 10, y: 5)), .point(CGPoint(x: 20, y: 0))])
        #expect(description.tensionValues == [0, 0.5, -0.5])
        #expect(description.continuityValues == [0, 0, 1])
        #expect(description.biasValues == [-1, 0, 0.25])

        animation.calculationMode = .cubicPaced
        #expect(try CoreAnimationLowering.lower(animation).calculationMode == "cubicPaced")
        animation.calculationMode = .linear
        #expect(try CoreAnimationLowering.lower(animation).tensionValues == nil)
    }

    @Test("A spline parameter outside -1 ... 1 is refused, naming the entry")
    func splineParameterOutOfRange() {
        var animation = KeyframeAnimation(keyPath: .zPosition, values: [0, 1, 2], calculationMode: .cubic, duration: 1)
        animation.tensionValues = [0, 2, 0]
        let error = loweringError(animation)
        #expect(error?.code == .unsupported)
        #expect(error?.field == "tensionValues[1]")
    }

    @Test("A custom value type is refused, naming the value")
    func customValueType() {
        let animation = KeyframeAnimation(
            keyPath: AnimationKeyPath<Angle>("angle"), values: [Angle(radians: 0), Angle(radians: 1), Angle(radians: 2)], duration: 1)
        let error = loweringError(animation)
        #expect(error?.code == .unsupported)
        #expect(error?.field == "values[0]")
    }

    @Test("A Penner curve among the timing functions is refused, naming it")
    func pennerTimingFunction() {
        var animation = KeyframeAnimation(keyPath: .zPosition, values: [0, 1, 2], duration: 1)
        animation.timingFunctions = [.easeIn, .easeInElastic]
        let error = loweringError(animation)
        #expect(error?.code == .unsupported)
        #expect(error?.field == "timingFunctions[1]")
    }
}

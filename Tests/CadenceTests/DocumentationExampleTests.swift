import Foundation
import Testing

@testable import Cadence

/// The examples in README.md, Docs/Timing.md and Docs/Animations.md, run as
/// written, with the values the documents claim.
struct DocumentationExampleTests {
    @Test("README: a slide, a spring and a shake")
    func readme() throws {
        var slide = BasicAnimation(keyPath: .positionX, by: 300, duration: 1)
        slide.timingFunction = .easeInEaseOut
        try slide.validate()
        var layer = PropertyValues()
        layer[.position] = CGPoint(x: 100, y: 100)
        slide.apply(at: 0.5, to: &layer)
        // easeInEaseOut's control points 0.42 and 0.58 are not exact in binary, so
        // the curve is symmetric only to about 1e-16.
        #expect(abs(layer[.position].x - 250) < 1e-12 && layer[.position].y == 100)
        let pop = SpringAnimation(keyPath: .transformScale, from: 1, to: 1.5)
        #expect(pop.settlingDuration > 0 && pop.settlingDuration.isFinite)
        let shake = KeyframeAnimation(keyPath: .positionX, values: [0, 10, -10, 0], duration: 0.4)
        try shake.validate()
    }

    @Test("Timing.md: media timing")
    func mediaTiming() {
        var timing = MediaTiming(beginTime: 1, duration: 2)
        #expect(timing.state(at: 2) == TimingState(phase: .active, iteration: 0, progress: 0.5))
        #expect(timing.state(at: 0) == nil)
        timing.fillMode = .both
        #expect(timing.state(at: 0) == TimingState(phase: .before, iteration: 0, progress: 0))
        #expect(timing.state(at: 5) == TimingState(phase: .after, iteration: 0, progress: 1))
        #expect(timing.endTime == 3)

        let bounce = MediaTiming(duration: 0.5, repeatCount: 2, autoreverses: true)
        #expect(bounce.activeDuration == 2)
        #expect(bounce.state(at: 0.75) == TimingState(phase: .active, iteration: 0, progress: 0.5))
        let offset = MediaTiming(duration: 1, timeOffset: 0.5)
        #expect(offset.state(at: 0.75) == TimingState(phase: .active, iteration: 1, progress: 0.25))
    }

    @Test("Timing.md: timing functions and springs")
    func functionsAndSprings() throws {
        #expect(abs(TimingFunction.easeInEaseOut.value(at: 0.5) - 0.5) < 1e-15)
        #expect(TimingFunction.easeOutBack.value(at: 0.7) > 1)
        _ = try TimingFunction(controlPoints: 0.2, 0, 0, 1)
        #expect(try TimingFunction(named: "easeInOutQuad") == .easeInOutQuad)
        let spring = DampedSpring(mass: 1, stiffness: 100, damping: 10)
        #expect(spring.dampingRatio == 0.5)
        #expect(spring.value(at: 0.3) > 1)
        _ = try DampedSpring(perceptualDuration: 0.5, bounce: 0.2)
    }

    @Test("Animations.md: key paths")
    func keyPaths() throws {
        var values = PropertyValues()
        #expect(values[.opacity] == 1)
        #expect(values[.anchorPoint] == CGPoint(x: 0.5, y: 0.5))
        values[.position] = CGPoint(x: 10, y: 20)
        values[.positionX] = 15
        #expect(values[.position] == CGPoint(x: 15, y: 20))
        values[.transformRotationZ] = .pi / 4
        #expect(abs(values[.transformRotationZ] - .pi / 4) < 1e-12)
        #expect(AnimationKeyPath<Double>("angle").defaultValue == 0)
        #expect(try AnimationKeyPaths.named("transform.scale.x").name == "transform.scale.x")
    }

    @Test("Animations.md: animations")
    func animations() throws {
        let fade = BasicAnimation(keyPath: .opacity, to: 0, duration: 1)
        #expect(fade.value(at: 0.25, beneath: 1) == 0.75)
        var shake = KeyframeAnimation(keyPath: .positionX, values: [0, 10, -10, 0], duration: 0.4)
        shake.keyTimes = [0, 0.25, 0.75, 1]
        try shake.validate()
        #expect(abs(shake.value(at: 0.2, beneath: 0)!) < 1e-12)
        let pop = SpringAnimation(keyPath: .transformScale, from: 1, to: 1.5)
        #expect(pop.resolvedTiming.duration == pop.settlingDuration)
        var ripple = AnimationGroup(
            animations: [
                BasicAnimation(keyPath: .opacity, from: 1, to: 0),
                BasicAnimation(keyPath: .boundsSizeWidth, from: 0, to: 192),
            ], duration: 1.5)
        ripple.repeatCount = .infinity
        var shown = PropertyValues()
        ripple.apply(at: 0.75, to: &shown)
        #expect(shown[.opacity] == 0.5)
        #expect(shown[.boundsSizeWidth] == 96)
        try TransitionAnimation(type: .push, subtype: .fromRight).validate()
    }
}

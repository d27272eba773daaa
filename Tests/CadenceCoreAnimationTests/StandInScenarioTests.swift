#if !canImport(QuartzCore)
import Cadence
import CadenceCoreAnimation
import Foundation
import Testing

/// The same scenarios on Cadence's layers directly and on `CALayer`s through
/// the QuartzCore host and the stand-in give the same start and finish times
/// and the same presented and model values at every sampled instant, exactly.
///
/// Exact because every number that crosses a `Float` field of Core Animation
/// here is a `Float` already: opacities are `Float`s in Cadence too; speeds,
/// repeat counts and control points are chosen as dyadic fractions (0.5, 1.5,
/// 0.25), which a `Float` holds exactly, so lowering rounds nothing. (With
/// `easeInEaseOut`'s 0.42, the `Float` control point differs from the `Double`
/// by up to 2⁻²⁶ relative, and the eased progress by a like amount.)
@Suite struct StandInScenarioTests {
    static func expectSame(_ scenario: Scenario, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let cadence = try scenario.onCadence()
        let coreAnimation = try scenario.onCoreAnimation()
        #expect(!cadence.entries.isEmpty)
        #expect(!cadence.entries.contains { $0.hasPrefix("error") || $0.hasPrefix("failed") })
        #expect(coreAnimation == cadence, "\n--- Cadence:\n\(cadence)\n--- Core Animation:\n\(coreAnimation)", sourceLocation: sourceLocation)
    }

    /// The triangle: right 1 s, down 2 s (eased by a Float-exact curve), then
    /// a 45° turn about z, each starting when the one before finishes.
    @Test func triangleChain() throws {
        let scenario = Scenario(
            operations: { box in
                let right = operation("right", on: box, BasicAnimation(keyPath: .positionX, to: 100, duration: 1))
                var downward = BasicAnimation(keyPath: .positionY, to: 100, duration: 2)
                downward.timingFunction = try? TimingFunction(controlPoints: 0.5, 0, 0.5, 1)
                let down = operation("down", on: box, downward, after: [right])
                let rotate = operation(
                    "rotate", on: box, BasicAnimation(keyPath: .transformRotationZ, to: .pi / 4, duration: 1), after: [down])
                return [right, down, rotate]
            },
            instants: [0, 0.25, 0.5, 1, 1.5, 2, 2.75, 3, 3.5, 4, 5])
        try Self.expectSame(scenario)
    }

    /// Cancelled at 0.25 s into a 1 s slide, the layer keeps what the policy says.
    @Test(arguments: [CancellationPolicy.current, .end, .start])
    func cancellation(policy: CancellationPolicy) throws {
        let scenario = Scenario(
            operations: { box in
                let slide = operation("slide", on: box, BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1))
                slide.cancellationPolicy = policy
                let after = operation("after", on: box, BasicAnimation(keyPath: .opacity, to: 0.5, duration: 0.5), after: [slide])
                return [slide, after]
            },
            instants: [0, 0.25, 0.5, 0.75, 1, 1.5],
            atInstant: { time, operations in if time == 0.25 { operations[0].cancel() } })
        try Self.expectSame(scenario)
    }

    /// A spring to its settling, then a discrete keyframe animation of opacity
    /// (two values, three key times, repeated one and a half times at half speed).
    @Test func springThenDiscreteKeyframes() throws {
        let scenario = Scenario(
            operations: { box in
                let spring = operation(
                    "spring", on: box,
                    SpringAnimation(keyPath: .positionX, from: 0, to: 100, spring: DampedSpring(damping: 5)))
                var keyframes = KeyframeAnimation(
                    keyPath: .opacity, values: [1, 0.5, 0.25], keyTimes: [0, 0.25, 0.5, 1], calculationMode: .discrete,
                    duration: 1)
                (keyframes.repeatCount, keyframes.speed) = (1.5, 0.5)
                return [spring, operation("keyframes", on: box, keyframes, after: [spring])]
            },
            instants: [0, 0.1, 0.25, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 6, 7])
        try Self.expectSame(scenario)
    }

    /// A group: a slide for the group's whole second, eased, and a fade that
    /// takes its first half and holds its end (fill forwards) to the group's end.
    @Test func group() throws {
        let scenario = Scenario(
            operations: { box in
                var fade = BasicAnimation(keyPath: .opacity, from: 1, to: 0.25, duration: 0.5)
                fade.fillMode = .forwards
                var group = AnimationGroup(
                    animations: [BasicAnimation(keyPath: .positionX, from: 0, to: 100), fade], duration: 1)
                group.timingFunction = try? TimingFunction(controlPoints: 0.25, 0, 0.75, 1)
                return [operation("group", on: box, group)]
            },
            instants: [0, 0.25, 0.5, 0.75, 0.999, 1, 1.5])
        try Self.expectSame(scenario)
    }
}
#endif

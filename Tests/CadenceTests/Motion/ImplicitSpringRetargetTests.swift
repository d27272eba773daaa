import Cadence
import Foundation
import Testing

/// An implicit spring action that takes over a spring in flight keeps the
/// velocity shown: the worked case of ``SpringRetargetTests`` (a critically
/// damped spring, ω = 10, from 0 to 1, sent back to 0 at 0.1 s reads
/// 0.329753 at 0.2 s; from rest it would read 0.194418).
@Suite struct ImplicitSpringRetargetTests {
    static func stage(ignoring: Bool = false) -> Stage {
        let stage = Stage()
        var spring = SpringAnimation(
            keyPath: .positionX, spring: DampedSpring(mass: 1, stiffness: 100, damping: 20))
        spring.ignoresInheritedVelocity = ignoring
        stage.box.actions["position.x"] = .animation(spring)
        return stage
    }

    @Test func aSpringActionKeepsTheVelocityShown() throws {
        let stage = Self.stage()
        try stage.onMain { stage.box[.positionX] = 1 }
        try stage.advance(to: 0.1)
        try stage.onMain { stage.box[.positionX] = 0 }
        #expect(abs(Double(stage.box.presentation(at: 0.2)[.positionX]) - 0.329753) < 1e-6)
        #expect(abs(Double(stage.box.presentedValue(for: .positionX, at: 0.2)) - 0.329753) < 1e-6)
        let spring = try #require(stage.box.animation(forKey: "position.x") as? SpringAnimation<CGFloat>)
        // v = ω²t·e^(−ωt) at 0.1 s: 10·e^(−1).
        #expect(abs(Double(spring.inheritedVelocity ?? 0) - 10 * exp(-1.0)) < 1e-6)
    }

    @Test func aSpringThatIgnoresItRestartsFromRest() throws {
        let stage = Self.stage(ignoring: true)
        try stage.onMain { stage.box[.positionX] = 1 }
        try stage.advance(to: 0.1)
        try stage.onMain { stage.box[.positionX] = 0 }
        #expect(abs(Double(stage.box.presentation(at: 0.2)[.positionX]) - 0.194418) < 1e-6)
    }

    /// From rest nothing is inherited: the spring is the action's own.
    @Test func fromRestNothingIsInherited() throws {
        let stage = Self.stage()
        try stage.onMain { stage.box[.positionX] = 1 }
        let spring = try #require(stage.box.animation(forKey: "position.x") as? SpringAnimation<CGFloat>)
        #expect(spring.inheritedVelocity == nil)
    }
}

import Cadence
import Foundation
import Testing

/// Presentation: what a layer shows at an instant, from its model and its
/// committed animations. Every expected value is worked out by hand from the
/// animation's formula.
@Suite struct PresentationTests {
    /// A linear 0 → 300 slide over 1 s committed at 0 shows 300 · t, and the model
    /// once it is removed at its end.
    @Test func basicAnimationFollowsTheTimeline() throws {
        let stage = Stage()
        try stage.box.add(BasicAnimation(keyPath: .positionX, from: 0, to: 300, duration: 1), forKey: "slide")
        try stage.settle()
        for (time, expected) in [(0.0, 0.0), (0.25, 75), (0.5, 150), (0.75, 225)] as [(Double, CGFloat)] {
            try stage.advance(to: time)
            #expect(stage.box.presentation()[.positionX] == expected, "at \(time)")
        }
        try stage.advance(to: 1)
        #expect(stage.box.presentation()[.positionX] == 0)
        #expect(stage.box.animationKeys().isEmpty)
    }

    /// `presentation(at:)` samples any instant from what is committed now, without
    /// moving the clock: the same values advancing would show.
    @Test func presentationAtAnyInstant() throws {
        let stage = Stage()
        try stage.box.add(BasicAnimation(keyPath: .opacity, from: 1, to: 0, duration: 2), forKey: "fade")
        try stage.settle()
        #expect(stage.box.presentation(at: 0.5)[.opacity] == 0.75)
        #expect(stage.box.presentation(at: 1.5)[.opacity] == 0.25)
        #expect(stage.box.presentation(at: 2)[.opacity] == 1)  // over: the model
        #expect(stage.now == 0)
    }

    /// Keyframes [0, 100, 50] at key times [0, 0.5, 1] over 2 s: at 0.5 s the
    /// progress is 0.25, halfway through the first segment (50); at 1.5 s it is
    /// 0.75, halfway through the second (75).
    @Test func keyframeAnimation() throws {
        let stage = Stage()
        let path = KeyframeAnimation(keyPath: .positionY, values: [0, 100, 50], keyTimes: [0, 0.5, 1], duration: 2)
        try stage.box.add(path, forKey: "path")
        try stage.settle()
        #expect(stage.box.presentation(at: 0.5)[.positionY] == 50)
        #expect(stage.box.presentation(at: 1)[.positionY] == 100)
        #expect(stage.box.presentation(at: 1.5)[.positionY] == 75)
    }

    /// A critically damped spring (mass 1, stiffness 100, damping 20, so ω = 10)
    /// from 0 to 100 is at 100 · (1 − (1 + ωt) e^(−ωt)): at 0.1 s, 100 · (1 − 2/e).
    @Test func springAnimation() throws {
        let stage = Stage()
        let spring = SpringAnimation(
            keyPath: .positionX, from: 0, to: 100, spring: DampedSpring(mass: 1, stiffness: 100, damping: 20))
        try stage.box.add(spring, forKey: "spring")
        try stage.settle()
        let expected = 100 * (1 - 2 / M_E)
        #expect(abs(Double(stage.box.presentation(at: 0.1)[.positionX]) - expected) < 1e-9)
        // A zero duration means the settling duration, not the transaction's.
        let stored = try #require(stage.box.animation(forKey: "spring"))
        #expect(stored.duration == 0)
        #expect(stored.resolvedTiming.duration == DampedSpring(mass: 1, stiffness: 100, damping: 20).settlingDuration)
    }

    /// A 1 s group with a fade that takes the group's duration and a 0.5 s move:
    /// at 0.25 s both run; at 0.75 s the move is over and shows the model.
    @Test func groupClipsItsChildren() throws {
        let stage = Stage()
        let group = AnimationGroup(
            animations: [
                BasicAnimation(keyPath: .opacity, from: 1, to: 0),
                BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 0.5),
            ], duration: 1)
        try stage.box.add(group, forKey: "group")
        try stage.settle()
        let early = stage.box.presentation(at: 0.25)
        #expect(early[.opacity] == 0.75)
        #expect(early[.positionX] == 50)
        let late = stage.box.presentation(at: 0.75)
        #expect(late[.opacity] == 0.25)
        #expect(late[.positionX] == 0)
    }

    /// A push transition over 0.4 s from 0.2 to 1 of the way: at 0.1 s a quarter
    /// of the time has gone, so 0.2 + 0.8 / 4 = 0.4; at its end it is removed.
    @Test func transitionAnimation() throws {
        let stage = Stage()
        var push = TransitionAnimation(type: .push, subtype: .fromRight)
        push.duration = 0.4
        push.startProgress = 0.2
        try stage.box.add(push, forKey: "transition")
        try stage.settle()
        let state = try #require(stage.box.presentation(at: 0.1).transition)
        #expect(state.type == .push && state.subtype == .fromRight)
        #expect(abs(state.progress - 0.4) < 1e-15)
        #expect(stage.box.presentation(at: 0.4).transition == nil)
    }

    /// Animations apply in the order added; an additive one adds to what is
    /// beneath it. Model x = 10; an absolute 0 → 100 and an additive 0 → 20, both
    /// 1 s: at 0.5 s the absolute one shows 50 and the additive one adds 10.
    @Test(arguments: [true, false])
    func stackedAndAdditive(absoluteFirst: Bool) throws {
        let stage = Stage()
        stage.compositor.transaction.disableActions = true
        stage.box[.positionX] = 10
        let absolute = BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1)
        var additive = BasicAnimation(keyPath: .positionX, from: 0, to: 20, duration: 1)
        additive.isAdditive = true
        if absoluteFirst {
            try stage.box.add(absolute, forKey: "absolute")
            try stage.box.add(additive, forKey: "additive")
        } else {
            try stage.box.add(additive, forKey: "additive")
            try stage.box.add(absolute, forKey: "absolute")
        }
        try stage.settle()
        // Absolute then additive: 50 + 10. Additive then absolute: the absolute
        // one replaces 10 + 10 with 50.
        #expect(stage.box.presentation(at: 0.5)[.positionX] == (absoluteFirst ? 60 : 50))
        #expect(stage.box.presentation(at: 1)[.positionX] == 10)
    }

    /// A new animation under a key replaces the old one, which stops unfinished at
    /// that instant; the new one plays from its own begin.
    @Test func replacementByKey() throws {
        let stage = Stage()
        let log = EventLog()
        var first = BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1)
        first.delegate = DelegateLog("first", log: log, clock: stage.clock)
        try stage.box.add(first, forKey: "move")
        try stage.advance(to: 0.5)
        var second = BasicAnimation(keyPath: .positionX, from: 200, to: 300, duration: 1)
        second.delegate = DelegateLog("second", log: log, clock: stage.clock)
        try stage.onMain { [second] in try? stage.box.add(second, forKey: "move") }
        #expect(stage.box.animationKeys() == ["move"])
        #expect(stage.box.presentation()[.positionX] == 200)
        try stage.advance(to: 1)
        #expect(stage.box.presentation()[.positionX] == 250)
        try stage.advance(to: 2)
        #expect(
            log.entries == [
                "first start @0", "first stop removed @0.5", "second start @0.5", "second stop finished @1.5",
            ])
    }

    /// At its end an animation is removed (the model shows) unless
    /// `isRemovedOnCompletion` is false; then a forwards fill holds its end
    /// value and its key stays. Either way it completes at its end.
    @Test(arguments: [true, false])
    func removalAtCompletion(removed: Bool) throws {
        let stage = Stage()
        let log = EventLog()
        var fade = BasicAnimation(keyPath: .opacity, from: 1, to: 0.5, duration: 1)
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = removed
        fade.delegate = DelegateLog("fade", log: log, clock: stage.clock)
        try stage.box.add(fade, forKey: "fade")
        try stage.advance(to: 2)
        #expect(stage.box.presentation()[.opacity] == (removed ? 1 : 0.5))
        #expect(stage.box.animationKeys() == (removed ? [] : ["fade"]))
        #expect(log.entries == ["fade start @0", "fade stop finished @1"])
        #expect(stage.compositor.activeAnimationCount == 0)
    }

    /// A BasicAnimation with no values set animates from what was shown to the new
    /// model value: the model changed to 100 in the same transaction, so it goes
    /// 0 → 100 over the 0.25 s default.
    @Test func basicWithNoValuesAnimatesFromThePresentedValue() throws {
        let stage = Stage()
        try stage.onMain {
            stage.compositor.transaction.disableActions = true
            stage.box[.positionX] = 100
            try? stage.box.add(BasicAnimation(keyPath: .positionX), forKey: "catch-up")
        }
        #expect(stage.box.presentation(at: 0.125)[.positionX] == 50)
        #expect(stage.box.presentation(at: 0.25)[.positionX] == 100)
    }

    /// Nothing accumulates from frame to frame: sampling in 1000 small steps and
    /// jumping straight to the instant give the same value, bit for bit.
    @Test func presentationDoesNotDependOnHowTimeAdvanced() throws {
        let stepped = Stage()
        let jumped = Stage()
        for stage in [stepped, jumped] {
            var spin = BasicAnimation(keyPath: .transformRotationZ, from: 0, to: .pi, duration: 0.7)
            spin.timingFunction = .easeInEaseOut
            try stage.box.add(spin, forKey: "spin")
            try stage.settle()
        }
        for step in 1...1000 {
            try stepped.advance(to: Double(step) * 0.0003)
        }
        try jumped.advance(to: 0.3)
        #expect(stepped.box.presentation()[.transformRotationZ] == jumped.box.presentation()[.transformRotationZ])
    }
}

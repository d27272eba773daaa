import Cadence
import Foundation
import Testing

/// Runs whose animations start again from what is shown, several layers,
/// and an animator with nothing to animate. The box moves linearly along x
/// from 0 to 100 over 2 s.
@Suite struct PropertyAnimatorRebaseTests {
    /// Paused at 1 s, scrubbed to 0.5 (50) and started: from 50 to 100 over
    /// the 1 s left. Turned round at 1.5 s (75, fraction 0.75): from 75 back
    /// to 0 over the 0.75 × 2 = 1.5 s left that way, so 37.5 at 2.25, and at
    /// the start, completing there, at 3.
    @Test func turningRoundAfterAScrubPlaysBackToTheStart() throws {
        let s = AnimatorStage()
        let animator = try s.animator()
        try animator.startAnimation()
        try s.advance(to: 1)
        try animator.pauseAnimation()
        animator.fractionComplete = 0.5
        try animator.startAnimation()
        try s.advance(to: 1.5)
        #expect(close(s.x, 75) && close(animator.fractionComplete, 0.75))
        animator.isReversed = true
        #expect(close(s.x, 75) && animator.isRunning)
        try s.advance(to: 2.25)
        #expect(close(s.x, 37.5) && close(animator.fractionComplete, 0.375))
        try s.advance(to: 3)
        #expect(s.log.entries == ["start @3"] && s.x == 0 && s.box[.positionX] == 0)
    }

    /// Reversed while paused and continued: back from 50 to 0 over the
    /// factor's 0.5 × 2 = 1 s, at the speed that takes (half the run a second).
    @Test func reversedWhilePausedThenContinued() throws {
        let s = AnimatorStage()
        let animator = try s.animator()
        try animator.startAnimation()
        try s.advance(to: 1)
        try animator.pauseAnimation()
        animator.isReversed = true
        #expect(s.x == 50 && s.box[.positionX] == 0)   // the model heads for the start
        try animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
        try s.advance(to: 1.5)
        #expect(close(s.x, 25))
        try s.advance(to: 2)
        #expect(s.log.entries == ["start @2"])
    }

    /// Every layer a closure changes is steered by the one run.
    @Test func severalLayersShareTheRun() throws {
        let s = AnimatorStage()
        let other = Layer(name: "other")
        s.compositor.rootLayer.addSublayer(other)
        let box = s.box
        let animator = try PropertyAnimator(duration: 1, curve: .linear, on: s.compositor) {
            box[.positionX] = 100
            other[.opacity] = 0
        }
        try animator.startAnimation()
        try s.advance(to: 0.25)
        try animator.pauseAnimation()
        #expect(close(s.x, 25) && close(Double(other.presentedValue(for: .opacity)), 0.75, 1e-6))
        try s.advance(to: 2)
        #expect(close(s.x, 25) && close(Double(other.presentedValue(for: .opacity)), 0.75, 1e-6))
    }

    /// With nothing to animate, a run still lasts its duration, as in UIKit.
    @Test func anEmptyAnimatorCompletesAfterItsDuration() throws {
        let s = AnimatorStage()
        let animator = try PropertyAnimator(duration: 1.5, timingParameters: CubicTimingParameters(), on: s.compositor)
        s.logCompletion(of: animator)
        try animator.startAnimation()
        try s.advance(to: 1.4)
        #expect(s.log.entries.isEmpty && animator.isRunning)
        try s.advance(to: 1.5)
        #expect(s.log.entries == ["end @1.5"] && animator.state == .inactive)
    }

    /// A layer whose time runs at twice its parent's sees the run at the
    /// animator's pace, in the compositor's time: 25 at 0.5 s of a 2 s run.
    @Test func aFastLayerFollowsTheAnimatorsPace() throws {
        let s = AnimatorStage()
        try s.box.setTiming(speed: 2)
        s.compositor.transaction.flush()
        let animator = try s.animator()
        try animator.startAnimation()
        try s.advance(to: 0.5)
        #expect(close(s.x, 25))
        try s.advance(to: 2)
        #expect(s.log.entries == ["end @2"] && s.x == 100)
    }

    /// Set while running, pausesOnCompletion still holds the run at its end.
    @Test func pausesOnCompletionSetWhileRunning() throws {
        let s = AnimatorStage()
        let animator = try s.animator()
        try animator.startAnimation()
        try s.advance(to: 1)
        animator.pausesOnCompletion = true
        try s.advance(to: 3)
        #expect(animator.state == .active && !animator.isRunning && s.x == 100 && s.log.entries.isEmpty)
    }

    /// Starting a running animator changes nothing: it ends when it would have.
    @Test func startingARunningAnimatorChangesNothing() throws {
        let s = AnimatorStage()
        let animator = try s.animator()
        try animator.startAnimation()
        try s.advance(to: 1)
        try animator.startAnimation()
        #expect(s.x == 50)
        try s.advance(to: 2)
        #expect(s.log.entries == ["end @2"])
    }

    /// A finished animator starts again with what was added since, and its
    /// completions, added again, hear the new end: y from 0 to 100 over 2 s.
    @Test func aFinishedAnimatorRunsWhatWasAddedSince() throws {
        let s = AnimatorStage()
        let animator = try s.animator()
        try animator.startAnimation()
        try s.advance(to: 2)
        let box = s.box
        try animator.addAnimations { box[.positionY] = 100 }
        s.logCompletion(of: animator)
        try animator.startAnimation()
        try s.advance(to: 3)
        #expect(close(s.y, 50) && s.x == 100)
        try s.advance(to: 4)
        #expect(s.log.entries == ["end @2", "end @4"])
    }
}

import Cadence
import Foundation
import Testing

/// A property animator on the virtual clock. Unless said otherwise the box
/// moves linearly along x from 0 to 100 over 2 s, so x = 50 · run time.
@Suite struct PropertyAnimatorTests {
    /// UIKit's rule for continueAnimation: the duration factor is the time
    /// left, in units of the animator's duration. Paused half way through a
    /// 2 s run at t = 1 and continued at 1.5 with factor 1, the remaining
    /// 1 s of run takes 2 s: the run moves at half speed and ends at 3.5.
    @Test func continueTakesTheDurationFactorAsTheTimeLeft() throws {
        let s = AnimatorStage()
        let animator = try s.animator()
        try animator.startAnimation()
        try s.advance(to: 1)
        try animator.pauseAnimation()
        #expect(animator.fractionComplete == 0.5 && !animator.isRunning && animator.state == .active)
        try s.advance(to: 1.5)
        #expect(s.x == 50)
        try animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        #expect(animator.isRunning)
        try s.advance(to: 2.5)
        #expect(close(s.x, 75))                       // 1 + 1 s × 0.5 of run time: 1.5 × 50
        #expect(close(animator.fractionComplete, 0.75))
        try s.advance(to: 3.4)
        #expect(s.log.entries.isEmpty)
        try s.advance(to: 3.5)
        #expect(s.log.entries == ["end @3.5"])
        #expect(animator.state == .inactive && s.box[.positionX] == 100 && s.x == 100)
    }

    /// The same with new timing parameters: the animation starts again from
    /// the 50 shown, to 100, over 1 × 2 s with the new (linear) curve.
    @Test func continueWithNewParametersStartsFromWhatIsShown() throws {
        let s = AnimatorStage()
        let animator = try s.animator(curve: .easeIn)
        try animator.pauseAnimation()
        try animator.setFractionComplete(0.5)         // linear scrub: 50
        #expect(s.x == 50)
        try s.advance(to: 1)
        try animator.continueAnimation(
            withTimingParameters: CubicTimingParameters(animationCurve: .linear), durationFactor: 1)
        try s.advance(to: 2)
        #expect(close(s.x, 75))                       // 50 + 50 × 1/2
        #expect(close(animator.fractionComplete, 0.75))
        try s.advance(to: 3)
        #expect(s.log.entries == ["end @3"])
        #expect(animator.timingParameters.cubicTimingParameters?.animationCurve == .linear)
    }

    /// Paused at 0.5 s of an ease-in run, the fraction is 0.25 and the box
    /// shows the curve there (Core Animation's ease-in, evaluated by its
    /// published Bézier). A linear scrub shows a straight line: fraction 0.5
    /// is 50, 0.8 is 80. Without linear scrubbing it shows the curve. Run on
    /// from 0.8, the curve takes over from the 80 shown, over the 0.4 s left.
    @Test func pauseAndScrub() throws {
        let s = AnimatorStage()
        let animator = try s.animator(curve: .easeIn)
        try animator.startAnimation()
        try s.advance(to: 0.5)
        try animator.pauseAnimation()
        #expect(animator.fractionComplete == 0.25)
        #expect(close(s.x, 100 * TimingFunction.easeIn.value(at: 0.25)))
        animator.fractionComplete = 0.5
        #expect(s.x == 50 && animator.fractionComplete == 0.5)
        animator.fractionComplete = 0.8
        #expect(close(s.x, 80))
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.5
        #expect(close(s.x, 100 * TimingFunction.easeIn.value(at: 0.5)))
        animator.scrubsLinearly = true
        animator.fractionComplete = 0.8
        try s.advance(to: 1)
        #expect(close(s.x, 80))                       // still paused
        try animator.startAnimation()
        try s.advance(to: 1.2)
        #expect(close(s.x, 80 + 20 * TimingFunction.easeIn.value(at: 0.5)))
        try s.advance(to: 1.4)
        #expect(s.log.entries == ["end @1.4"])
        #expect(s.compositor.reportedErrors.isEmpty)
    }

    /// Reversed at 1.5 s (75 shown), it plays back at the same speed: 25 at
    /// 2.5, and at its start (0) at 3, where completion hears `.start` and
    /// the model holds the start value.
    @Test func reverseToStartCompletesAtStart() throws {
        let s = AnimatorStage()
        let animator = try s.animator()
        try animator.startAnimation()
        try s.advance(to: 1.5)
        animator.isReversed = true
        #expect(animator.isReversed && animator.isRunning)
        #expect(close(s.x, 75))
        try s.advance(to: 2.5)
        #expect(close(s.x, 25))
        try s.advance(to: 3)
        #expect(s.log.entries == ["start @3"])
        #expect(s.box[.positionX] == 0 && s.x == 0 && animator.state == .inactive)
    }

    /// Reversed before it starts, it plays from the end values back to the start.
    @Test func reversedBeforeStartingPlaysBackwards() throws {
        let s = AnimatorStage()
        let animator = try s.animator()
        animator.isReversed = true
        try animator.startAnimation()
        #expect(s.x == 100)
        try s.advance(to: 0.5)
        #expect(close(s.x, 75))
        try s.advance(to: 2)
        #expect(s.log.entries == ["start @2"])
    }

    /// With pausesOnCompletion it stays active and paused at the end, showing
    /// the end values, with no completion; reversed and started it plays back
    /// and pauses at the start. Without it, started there, it completes at once.
    @Test func pausesOnCompletion() throws {
        let s = AnimatorStage()
        let animator = try s.animator(1)
        animator.pausesOnCompletion = true
        try animator.startAnimation()
        try s.advance(to: 1)
        #expect(animator.state == .active && !animator.isRunning && animator.fractionComplete == 1)
        try s.advance(to: 5)
        #expect(s.x == 100 && s.log.entries.isEmpty)
        animator.isReversed = true
        try animator.startAnimation()
        try s.advance(to: 5.5)
        #expect(close(s.x, 50))
        try s.advance(to: 6)
        #expect(animator.state == .active && !animator.isRunning && animator.fractionComplete == 0)
        #expect(s.x == 0 && s.log.entries.isEmpty)
        animator.pausesOnCompletion = false
        try animator.startAnimation()
        #expect(s.log.entries == ["start @6"])
        #expect(animator.state == .inactive)
    }

    /// Added at 1 s of a 2 s run, a change runs for the 1 s left: y goes 0 →
    /// 100 from 1 to 2, 50 at 1.5, and the run completes once, at 2.
    @Test func animationsAddedWhileRunningTakeTheTimeLeft() throws {
        let s = AnimatorStage()
        let animator = try s.animator()
        try animator.startAnimation()
        try s.advance(to: 1)
        let box = s.box
        try animator.addAnimations { box[.positionY] = 100 }
        #expect(s.y == 0 && s.box[.positionY] == 100)
        try s.advance(to: 1.5)
        #expect(close(s.y, 50) && close(s.x, 75))
        try s.advance(to: 2)
        #expect(s.y == 100 && s.log.entries == ["end @2"])
    }

    /// A delay factor is a share of the time left: 0.5 on a 2 s animator not
    /// yet started begins at 1 s and ends with the run (y = 100 · (t − 1));
    /// 0.5 at 1 s of the run begins at 1.5 and lasts 0.5 s.
    @Test func delayFactor() throws {
        let s = AnimatorStage()
        let animator = try s.animator()
        let box = s.box
        try animator.addAnimations({ box[.positionY] = 100 }, delayFactor: 0.5)
        try animator.startAnimation()
        try s.advance(to: 0.5)
        #expect(s.y == 0)
        try s.advance(to: 1.5)
        #expect(close(s.y, 50))
        try s.advance(to: 2)
        #expect(s.y == 100)

        let t = AnimatorStage()
        let later = try t.animator()
        try later.startAnimation()
        try t.advance(to: 1)
        let other = t.box
        try later.addAnimations({ other[.opacity] = 0 }, delayFactor: 0.5)
        try t.advance(to: 1.5)
        #expect(t.box.presentedValue(for: .opacity) == 1)
        try t.advance(to: 1.75)
        #expect(abs(t.box.presentedValue(for: .opacity) - 0.5) < 1e-6)
    }

    /// Stopped at 0.5 s (25 shown), the property keeps 25 and the animator
    /// waits; finishing sets the end value, the start value or keeps 25,
    /// and the completion hears that position.
    @Test(arguments: [(AnimatingPosition.end, 100.0), (.start, 0), (.current, 25)])
    func stopThenFinish(position: AnimatingPosition, value: Double) throws {
        let s = AnimatorStage()
        let animator = try s.animator()
        try animator.startAnimation()
        try s.advance(to: 0.5)
        try animator.stopAnimation(false)
        #expect(animator.state == .stopped && !animator.isRunning)
        #expect(s.box[.positionX] == 25 && s.x == 25)
        try s.advance(to: 3)
        #expect(s.x == 25 && s.log.entries.isEmpty)
        try animator.finishAnimation(at: position)
        #expect(s.log.entries == ["\(position) @3"])
        #expect(Double(s.box[.positionX]) == value && s.x == value && animator.state == .inactive)
    }

    /// Stopped without finishing: inactive at once, the value shown kept, and
    /// no completion, ever.
    @Test func stopWithoutFinishing() throws {
        let s = AnimatorStage()
        let animator = try s.animator()
        try animator.startAnimation()
        try s.advance(to: 0.5)
        try animator.stopAnimation(true)
        #expect(animator.state == .inactive && s.box[.positionX] == 25)
        try s.advance(to: 10)
        #expect(s.x == 25 && s.log.entries.isEmpty && s.box.animationKeys().isEmpty)
    }

    /// Started after a 1 s delay: running (waiting) meanwhile, showing the
    /// start value; then the 2 s run, 50 at 2, ending at 3.
    @Test func startAfterDelay() throws {
        let s = AnimatorStage()
        let animator = try s.animator()
        try animator.startAnimation(afterDelay: 1)
        #expect(animator.state == .active && animator.isRunning && animator.delay == 1)
        try s.advance(to: 0.5)
        #expect(s.x == 0 && s.box[.positionX] == 100)
        try s.advance(to: 2)
        #expect(close(s.x, 50))
        try s.advance(to: 3)
        #expect(s.log.entries == ["end @3"])
    }

    /// A pause during the delay cancels the start: it stays at 0.
    @Test func pauseDuringTheDelayCancelsTheStart() throws {
        let s = AnimatorStage()
        let animator = try s.animator()
        try animator.startAnimation(afterDelay: 1)
        try s.advance(to: 0.5)
        try animator.pauseAnimation()
        try s.advance(to: 5)
        #expect(s.x == 0 && !animator.isRunning && animator.state == .active && s.log.entries.isEmpty)
    }

    /// A curve through (1/3, 0) and (2/3, 1) has x(u) = u, so its value is
    /// y(u) = 3u² − 2u³: 0.15625 at 0.25, 0.5 at 0.5, 0.84375 at 0.75.
    @Test func cubicCurveAtAFewFractions() throws {
        let s = AnimatorStage()
        let box = s.box
        let animator = try PropertyAnimator(
            duration: 1, controlPoint1: CGPoint(x: 1.0 / 3, y: 0), controlPoint2: CGPoint(x: 2.0 / 3, y: 1),
            on: s.compositor
        ) { box[.positionX] = 100 }
        try animator.startAnimation()
        for (time, expected) in [(0.25, 15.625), (0.5, 50), (0.75, 84.375)] {
            try s.advance(to: time)
            #expect(close(s.x, expected, 1e-6), "at \(time)")
        }
    }

    /// A critically damped spring (ratio 1) settling in 1 s: ω = u / 1 where
    /// u is when the unit spring e^(−t)(1 + t) falls to 0.001, and the value
    /// is 100 · (1 − e^(−ωt)(1 + ωt)).
    @Test func dampingRatioSpringAtAFewFractions() throws {
        let s = AnimatorStage()
        let box = s.box
        let animator = try PropertyAnimator(duration: 1, dampingRatio: 1, on: s.compositor) { box[.positionX] = 100 }
        let omega = DampedSpring(mass: 1, stiffness: 1, damping: 2).settlingDuration
        #expect(close(omega, 9.2335, 1e-3))           // e^(−9.2335) · 10.2335 ≈ 0.001
        try animator.startAnimation()
        for time in [0.1, 0.3, 0.5] {
            try s.advance(to: time)
            #expect(close(s.x, 100 * (1 - exp(-omega * time) * (1 + omega * time)), 1e-6), "at \(time)")
        }
        try s.advance(to: 1)
        #expect(s.log.entries.isEmpty && animator.state == .inactive && s.x == 100)
    }

    /// Mass 1, stiffness 100, damping 20 is critically damped with ω = 10:
    /// 100 · (1 − e^(−10t)(1 + 10t)), 26.42 at 0.1 s. The animator lasts the
    /// spring's settling time (about 0.923 s), whatever duration it was given.
    @Test func physicalSpringSetsItsOwnDuration() throws {
        let s = AnimatorStage()
        let box = s.box
        let spring = try SpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: SpringVelocity())
        let animator = try PropertyAnimator(duration: 5, timingParameters: spring, on: s.compositor)
        try animator.addAnimations { box[.positionX] = 100 }
        #expect(close(animator.duration, 0.92335, 1e-4) && spring.dampingRatio == 1)
        try animator.startAnimation()
        try s.advance(to: 0.1)
        #expect(close(s.x, 100 * (1 - 2 * exp(-1)), 1e-6))
        try s.advance(to: 0.2)
        #expect(close(s.x, 100 * (1 - 3 * exp(-2)), 1e-6))
    }

    /// Continued with a spring, the changes start again from what is shown
    /// with the velocity given: 1 remaining distance per second, so the
    /// critically damped spring with ω = 10 over the 50 left shows
    /// 50 + 50 · (1 − e^(−10t)(1 + (10 − 1) t)) at t after the continue.
    @Test func continueWithASpringAndAVelocity() throws {
        let s = AnimatorStage()
        let animator = try s.animator()
        try animator.startAnimation()
        try s.advance(to: 1)
        try animator.pauseAnimation()
        let spring = try SpringTimingParameters(
            mass: 1, stiffness: 100, damping: 20, initialVelocity: SpringVelocity(dx: 1, dy: 0))
        try animator.continueAnimation(withTimingParameters: spring, durationFactor: 0.5)
        try s.advance(to: 1.1)
        // x(t) = 1 − e^(−ωt)(1 + (ω − v₀)t) for x(0) = 0, x'(0) = v₀.
        #expect(close(s.x, 50 + 50 * (1 - exp(-1) * (1 + 0.9)), 1e-6))
        try s.advance(to: 2)
        #expect(s.log.entries == ["end @2"] && s.x == 100)
    }

    /// A property set twice in the closures ends at its first start value.
    @Test func finishAtStartRestoresTheFirstValue() throws {
        let s = AnimatorStage()
        let box = s.box
        let animator = try PropertyAnimator(duration: 1, curve: .linear, on: s.compositor) {
            box[.positionX] = 50
            box[.positionX] = 100
        }
        try animator.startAnimation()
        try s.advance(to: 0.5)
        try animator.stopAnimation(false)
        try animator.finishAnimation(at: .start)
        #expect(s.box[.positionX] == 0 && s.x == 0)
    }
}

import Cadence
import Foundation
import Testing

/// Every call UIKit raises an exception for: a CadenceError naming the call
/// and the animator's state, and nothing changed.
@Suite struct PropertyAnimatorRefusalTests {
    /// What a refusal must leave as it was.
    struct Snapshot: Equatable {
        let state: AnimatingState
        let isRunning: Bool
        let isReversed: Bool
        let fraction: Double
        let shown: Double
        let model: Double
        let isInterruptible: Bool

        init(_ animator: PropertyAnimator, _ s: AnimatorStage) {
            state = animator.state
            isRunning = animator.isRunning
            isReversed = animator.isReversed
            fraction = animator.fractionComplete
            shown = s.x
            model = Double(s.box[.positionX])
            isInterruptible = animator.isInterruptible
        }
    }

    /// Expects `body` to throw `error` and leave the animator as it was.
    func refuses(
        _ animator: PropertyAnimator, _ s: AnimatorStage, _ error: CadenceError,
        _ body: () throws(CadenceError) -> Void, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let before = Snapshot(animator, s)
        #expect(throws: error, sourceLocation: sourceLocation) { try body() }
        #expect(Snapshot(animator, s) == before, sourceLocation: sourceLocation)
    }

    static func state(_ call: String, _ value: String, _ expected: String) -> CadenceError {
        CadenceError(.invalidState, field: call, value: value, expected: expected)
    }

    /// A 2 s animator stopped at 0.5 s.
    static func stopped() throws -> (AnimatorStage, PropertyAnimator) {
        let s = AnimatorStage()
        let animator = try s.animator()
        try animator.startAnimation()
        try s.advance(to: 0.5)
        try animator.stopAnimation(false)
        return (s, animator)
    }

    @Test func finishWhenNotStopped() throws {
        let s = AnimatorStage()
        let animator = try s.animator()
        refuses(animator, s, Self.state("finishAnimation(at:)", "an inactive animator", "a stopped animator")) {
            () throws(CadenceError) in try animator.finishAnimation(at: .end)
        }
        try animator.startAnimation()
        try s.advance(to: 0.5)
        refuses(animator, s, Self.state("finishAnimation(at:)", "an active animator", "a stopped animator")) {
            () throws(CadenceError) in try animator.finishAnimation(at: .current)
        }
        try s.advance(to: 2)
        #expect(s.log.entries == ["end @2"])
    }

    @Test func continueWhenNotPaused() throws {
        let s = AnimatorStage()
        let animator = try s.animator()
        let call = "continueAnimation(withTimingParameters:durationFactor:)"
        refuses(animator, s, Self.state(call, "an inactive animator", "a paused animator")) { () throws(CadenceError) in
            try animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        }
        try animator.startAnimation()
        try s.advance(to: 0.5)
        refuses(animator, s, Self.state(call, "a running animator", "a paused animator")) { () throws(CadenceError) in
            try animator.continueAnimation(withTimingParameters: CubicTimingParameters(), durationFactor: 1)
        }
        try animator.pauseAnimation()
        for factor in [0, -1, Double.nan, .infinity] {
            refuses(
                animator, s,
                CadenceError(.invalidValue, field: "durationFactor", value: CadenceError.describe(factor), expected: "a finite number > 0")
            ) { () throws(CadenceError) in try animator.continueAnimation(withTimingParameters: nil, durationFactor: factor) }
        }
        let (t, stopped) = try Self.stopped()
        refuses(stopped, t, Self.state(call, "a stopped animator", "a paused animator")) { () throws(CadenceError) in
            try stopped.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        }
    }

    @Test func startingAStoppedAnimator() throws {
        let (s, animator) = try Self.stopped()
        refuses(animator, s, Self.state("startAnimation()", "a stopped animator", "an inactive or active animator")) {
            () throws(CadenceError) in try animator.startAnimation()
        }
        refuses(animator, s, Self.state("startAnimation(afterDelay:)", "a stopped animator", "an inactive or paused animator")) {
            () throws(CadenceError) in try animator.startAnimation(afterDelay: 1)
        }
    }

    @Test func startingAfterADelayWhileRunningOrWithABadDelay() throws {
        let s = AnimatorStage()
        let animator = try s.animator()
        for delay in [-1, Double.nan, .infinity] {
            refuses(
                animator, s,
                CadenceError(
                    .invalidValue, field: "startAnimation(afterDelay:)", value: CadenceError.describe(delay),
                    expected: "a finite number of seconds ≥ 0")
            ) { () throws(CadenceError) in try animator.startAnimation(afterDelay: delay) }
        }
        try animator.startAnimation()
        try s.advance(to: 0.5)
        refuses(animator, s, Self.state("startAnimation(afterDelay:)", "a running animator", "an inactive or paused animator")) {
            () throws(CadenceError) in try animator.startAnimation(afterDelay: 1)
        }
    }

    @Test func pausingAStoppedOrUninterruptibleAnimator() throws {
        let (s, animator) = try Self.stopped()
        refuses(animator, s, Self.state("pauseAnimation()", "a stopped animator", "an inactive or active animator")) {
            () throws(CadenceError) in try animator.pauseAnimation()
        }
        let t = AnimatorStage()
        let steady = try t.animator()
        steady.isInterruptible = false
        try steady.startAnimation()
        try t.advance(to: 0.5)
        let uninterruptible = "an animator that is not interruptible"
        refuses(steady, t, Self.state("pauseAnimation()", uninterruptible, "an interruptible animator")) {
            () throws(CadenceError) in try steady.pauseAnimation()
        }
        refuses(steady, t, Self.state("stopAnimation(_:)", uninterruptible, "an interruptible animator")) {
            () throws(CadenceError) in try steady.stopAnimation(true)
        }
        refuses(steady, t, Self.state("fractionComplete", uninterruptible, "an interruptible animator")) {
            () throws(CadenceError) in try steady.setFractionComplete(0.2)
        }
        refuses(
            steady, t, Self.state("isReversed", "a running animator that is not interruptible", "an interruptible animator")
        ) { () throws(CadenceError) in try steady.setReversed(true) }
        try t.advance(to: 2)
        #expect(t.log.entries == ["end @2"])
    }

    @Test func stoppingAnAnimatorThatIsNotActive() throws {
        let s = AnimatorStage()
        let animator = try s.animator()
        refuses(animator, s, Self.state("stopAnimation(_:)", "an inactive animator", "an active animator")) {
            () throws(CadenceError) in try animator.stopAnimation(false)
        }
        let (t, stopped) = try Self.stopped()
        refuses(stopped, t, Self.state("stopAnimation(_:)", "a stopped animator", "an active animator")) {
            () throws(CadenceError) in try stopped.stopAnimation(true)
        }
    }

    @Test func addingToAStoppedAnimatorOrWithABadDelayFactor() throws {
        let (s, animator) = try Self.stopped()
        let box = s.box
        refuses(animator, s, Self.state("addAnimations(_:)", "a stopped animator", "an inactive or active animator")) {
            () throws(CadenceError) in try animator.addAnimations { box[.opacity] = 0 }
        }
        refuses(
            animator, s, Self.state("addAnimations(_:delayFactor:)", "a stopped animator", "an inactive or active animator")
        ) { () throws(CadenceError) in try animator.addAnimations({ box[.opacity] = 0 }, delayFactor: 0.5) }
        #expect(s.box[.opacity] == 1)
        let t = AnimatorStage()
        let fresh = try t.animator()
        for factor in [-0.5, 1.5, Double.nan] {
            refuses(
                fresh, t,
                CadenceError(.invalidValue, field: "delayFactor", value: CadenceError.describe(factor), expected: "a number in 0 ... 1")
            ) { () throws(CadenceError) in try fresh.addAnimations({ box[.opacity] = 0 }, delayFactor: factor) }
        }
    }

    @Test func reversingOrScrubbingAStoppedAnimator() throws {
        let (s, animator) = try Self.stopped()
        refuses(animator, s, Self.state("isReversed", "a stopped animator", "an inactive or active animator")) {
            () throws(CadenceError) in try animator.setReversed(true)
        }
        refuses(animator, s, Self.state("fractionComplete", "a stopped animator", "an inactive or active animator")) {
            () throws(CadenceError) in try animator.setFractionComplete(0.5)
        }
        // The setters report what they refuse.
        animator.fractionComplete = 0.5
        animator.isReversed = true
        #expect(s.compositor.reportedErrors.map(\.field) == ["fractionComplete", "isReversed"])
        #expect(animator.state == .stopped && !animator.isReversed)
    }

    @Test func scrubbingOutsideTheRun() throws {
        let s = AnimatorStage()
        let animator = try s.animator()
        try animator.pauseAnimation()
        for fraction in [-0.1, 1.1, Double.nan] {
            refuses(
                animator, s,
                CadenceError(
                    .invalidValue, field: "fractionComplete", value: CadenceError.describe(fraction),
                    expected: "a number in 0 ... 1")
            ) { () throws(CadenceError) in try animator.setFractionComplete(fraction) }
        }
    }

    @Test func interruptibilityOnlyWhileInactive() throws {
        let s = AnimatorStage()
        let animator = try s.animator()
        try animator.startAnimation()
        refuses(animator, s, Self.state("isInterruptible", "an active animator", "an inactive animator")) {
            () throws(CadenceError) in try animator.setInterruptible(false)
        }
        animator.isInterruptible = false
        #expect(animator.isInterruptible && s.compositor.reportedErrors.map(\.field) == ["isInterruptible"])
    }

    @Test func badInitialValues() throws {
        let s = AnimatorStage()
        #expect(
            throws: CadenceError(.invalidValue, field: "duration", value: "0", expected: "a finite number of seconds > 0")
        ) { try PropertyAnimator(duration: 0, curve: .linear, on: s.compositor) }
        #expect(throws: CadenceError.self) { try PropertyAnimator(duration: 1, dampingRatio: -1, on: s.compositor) }
        #expect(throws: CadenceError.self) {
            try PropertyAnimator(
                duration: 1, controlPoint1: CGPoint(x: 2, y: 0), controlPoint2: CGPoint(x: 0, y: 1), on: s.compositor)
        }
        #expect(throws: CadenceError.self) {
            try SpringTimingParameters(mass: 1, stiffness: 100, damping: 0, initialVelocity: SpringVelocity())
        }
        #expect(throws: CadenceError.self) {
            try SpringTimingParameters(dampingRatio: 1, initialVelocity: SpringVelocity(dx: .nan))
        }
    }
}

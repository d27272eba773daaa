import Cadence
import Foundation
import Testing

/// What the options do to nested blocks (UIKit: a nested block inherits the
/// outer block's options and animation type unless `overrideInheritedOptions`),
/// and `transition(with:)`, where the transition options play.
@Suite struct BlockAnimationNestingAndTransitionTests {
    private func completionLog(_ q: QueueStage) -> (EventLog, @Sendable (Bool) -> Void) {
        let log = EventLog()
        let clock = q.clock
        return (log, { finished in log.append("\(finished) @\(CadenceTestTime.format(clock.currentTime))") })
    }

    // MARK: Nesting

    /// A nested block inherits the outer block's repeat and autoreverse; with
    /// overrideInheritedOptions it plays once.
    @Test(arguments: [false, true])
    func nestedBlockInheritsRepeat(overrideOptions: Bool) throws {
        let q = QueueStage()
        let (box, compositor, queue) = (q.box, q.stage.compositor, q.queue)
        let inner: AnimationOptions = overrideOptions ? .overrideInheritedOptions : []
        compositor.animate(withDuration: 1, options: [.repeat, .autoreverse, .curveLinear], on: queue) {
            box[.positionX] = 100
            compositor.animate(withDuration: 1, options: inner, on: queue) { box[.positionY] = 100 }
        }
        try q.clock.advance(by: 0)
        let y = try #require(box.animation(forKey: "position.y"))
        #expect((y.repeatCount == .infinity) == !overrideOptions)
        #expect(y.autoreverses == !overrideOptions)
        #expect(y.timingFunction == .linear)  // the curve is inherited either way
    }

    /// A nested block's own repeat and autoreverse apply to it alone, as in
    /// Apple's nesting example: the outer change plays once.
    @Test func nestedBlockRepeatsByItself() throws {
        let q = QueueStage()
        let (log, completion) = completionLog(q)
        let (box, compositor, queue) = (q.box, q.stage.compositor, q.queue)
        let outer = compositor.animate(withDuration: 1, options: .curveLinear, on: queue, animations: {
            box[.positionX] = 100
            compositor.animate(
                withDuration: 0.5,
                options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveEaseOut, .repeat, .autoreverse],
                on: queue
            ) { box[.positionY] = 100 }
        }, completion: completion)
        try q.clock.advance(by: 0)
        let x = try #require(box.animation(forKey: "position.x"))
        let y = try #require(box.animation(forKey: "position.y"))
        #expect(x.repeatCount != .infinity && !x.autoreverses)
        #expect(y.repeatCount == .infinity && y.autoreverses)
        #expect(y.duration == 0.5 && y.timingFunction == .easeOut)
        try q.clock.advance(to: 5)
        #expect(box.animationKeys() == ["position.y"])
        #expect(outer.isExecuting)  // its transaction waits for the nested animation
        outer.cancel()
        try q.clock.advance(by: 0)
        #expect(log.entries == ["false @5"])
    }

    /// beginFromCurrentState on the outer block reaches a nested block's
    /// changes (they replace the slide in flight, from what is shown, 50, to
    /// 200 over 0.5…1.5: 125 at 1) unless the nested block overrides the
    /// inherited options: then the change plays additively over the slide,
    /// as UIKit does since iOS 8 (the model 200, the slide's difference
    /// −100·(1 − t) and the change's (100 − 200)·(1.5 − t): 50 at 0.5, 150 at 1).
    @Test(arguments: [false, true])
    func nestedBlockInheritsBeginFromCurrentState(overrideOptions: Bool) throws {
        let q = QueueStage(maxConcurrent: AnimationQueue.unlimited)
        let (box, compositor, queue) = (q.box, q.stage.compositor, q.queue)
        compositor.animate(withDuration: 1, options: .curveLinear, on: queue) { box[.positionX] = 100 }
        try q.clock.advance(to: 0.5)
        let inner: AnimationOptions = overrideOptions ? .overrideInheritedOptions : []
        compositor.animate(withDuration: 1, options: [.beginFromCurrentState, .curveLinear], on: queue) {
            compositor.animate(withDuration: 1, options: inner, on: queue) { box[.positionX] = 200 }
        }
        try q.clock.advance(by: 0)
        #expect(box.presentation()[.positionX] == 50)
        #expect(abs(Double(box.presentation(at: 1)[.positionX]) - (overrideOptions ? 150 : 125)) < 1e-9)
    }

    /// A nested block inside a spring block makes springs (the animation type is
    /// inherited), or basic animations with overrideInheritedOptions.
    @Test(arguments: [false, true])
    func nestedBlockInheritsTheSpring(overrideOptions: Bool) throws {
        let q = QueueStage()
        let (box, compositor, queue) = (q.box, q.stage.compositor, q.queue)
        let inner: AnimationOptions = overrideOptions ? .overrideInheritedOptions : []
        compositor.animate(withDuration: 1, usingSpringWithDamping: 1, initialSpringVelocity: 0, on: queue) {
            box[.positionX] = 100
            compositor.animate(withDuration: 1, options: inner, on: queue) { box[.positionY] = 100 }
        }
        try q.clock.advance(by: 0)
        #expect(box.animation(forKey: "position.x") is SpringAnimation<CGFloat>)
        #expect((box.animation(forKey: "position.y") is SpringAnimation<CGFloat>) == !overrideOptions)
        #expect((box.animation(forKey: "position.y") is BasicAnimation<CGFloat>) == overrideOptions)
    }

    // MARK: Transitions

    /// A cross-dissolve is a fade on the layer for the duration, with the
    /// options' curve; the changes show at once beneath it; the completion hears
    /// `true` at its end.
    @Test func crossDissolveIsAFade() throws {
        let q = QueueStage()
        let (log, completion) = completionLog(q)
        let box = q.box
        let operation = q.stage.compositor.transition(
            with: box, duration: 1, options: [.transitionCrossDissolve, .curveLinear], on: q.queue,
            animations: { box[.opacity] = 0.5 }, completion: completion)
        #expect(operation.transitionLayer === box)
        try q.clock.advance(to: 0.25)
        #expect(box.animationKeys() == ["transition"])
        #expect(box.presentation()[.opacity] == 0.5)
        let shown = try #require(box.presentation().transition)
        #expect(shown.type == .fade && shown.subtype == nil && shown.progress == 0.25)
        #expect(box.presentation(at: 0.75).transition?.progress == 0.75)
        try q.clock.advance(to: 2)
        #expect(log.entries == ["true @1"])
        #expect(box.presentation().transition == nil)
    }

    /// With allowAnimatedContent the changes also animate beneath the
    /// transition, with its duration and curve.
    @Test func allowAnimatedContentAnimatesBeneath() throws {
        let q = QueueStage()
        let box = q.box
        q.stage.compositor.transition(
            with: box, duration: 1, options: [.transitionCrossDissolve, .curveLinear, .allowAnimatedContent],
            on: q.queue
        ) { box[.opacity] = 0.5 }
        try q.clock.advance(to: 0.5)
        #expect(Set(box.animationKeys()) == ["transition", "opacity"])
        #expect(box.presentation()[.opacity] == 0.75)
        #expect(box.presentation().transition?.progress == 0.5)
    }

    /// A delayed, repeating transition holds progress 0 through the delay, then
    /// repeats until cancelled.
    @Test func transitionTakesDelayAndRepeat() throws {
        let q = QueueStage()
        let (log, completion) = completionLog(q)
        let box = q.box
        let operation = q.stage.compositor.transition(
            with: box, duration: 1, delay: 0.5, options: [.transitionCrossDissolve, .curveLinear, .repeat],
            on: q.queue, animations: { box[.opacity] = 0 }, completion: completion)
        try q.clock.advance(to: 0.25)
        #expect(box.presentation().transition?.progress == 0)
        #expect(box.presentation(at: 1).transition?.progress == 0.5)
        #expect(box.presentation(at: 3.75).transition?.progress == 0.25)
        try q.clock.advance(to: 4)
        operation.cancel()
        try q.clock.advance(by: 0)
        #expect(log.entries == ["false @4"])
        #expect(box.animationKeys().isEmpty)
    }

    /// Flips and page curls have no ``TransitionAnimation``: the operation fails
    /// naming `options`, changes nothing, and its completion hears `false`.
    @Test(arguments: [
        (AnimationOptions.transitionFlipFromLeft, "transitionFlipFromLeft"),
        (.transitionFlipFromRight, "transitionFlipFromRight"), (.transitionCurlUp, "transitionCurlUp"),
        (.transitionCurlDown, "transitionCurlDown"), (.transitionFlipFromTop, "transitionFlipFromTop"),
        (.transitionFlipFromBottom, "transitionFlipFromBottom"),
    ])
    func flipsAndCurlsAreRefused(option: AnimationOptions, name: String) throws {
        let q = QueueStage()
        let (log, completion) = completionLog(q)
        let box = q.box
        let operation = q.stage.compositor.transition(
            with: box, duration: 1, options: option, on: q.queue, animations: { box[.opacity] = 0 },
            completion: completion)
        try q.clock.advance(by: 0)
        guard case .failed(let error) = operation.result else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.field == "options")
        #expect(error.value == name)
        #expect(log.entries == ["false @0"])
        #expect(box[.opacity] == 1)
        #expect(box.animationKeys().isEmpty)
    }

    /// A transition plays on a layer of the compositor's tree; another layer
    /// fails the operation, naming `with`.
    @Test func transitionNeedsALayerInTheTree() throws {
        let q = QueueStage()
        let (log, completion) = completionLog(q)
        let stray = Layer(name: "stray")
        let operation = q.stage.compositor.transition(
            with: stray, duration: 1, options: .transitionCrossDissolve, on: q.queue, animations: {},
            completion: completion)
        try q.clock.advance(by: 0)
        guard case .failed(let error) = operation.result else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.field == "with")
        #expect(error.value == "layer 'stray'")
        #expect(log.entries == ["false @0"])
    }

    /// With no transition bits, or a duration of 0, the changes just show and
    /// the operation is over at once.
    @Test(arguments: [(AnimationOptions(), 1.0), (.transitionCrossDissolve, 0)])
    func noTransition(options: AnimationOptions, duration: Double) throws {
        let q = QueueStage()
        let (log, completion) = completionLog(q)
        let box = q.box
        q.stage.compositor.transition(
            with: box, duration: duration, options: options, on: q.queue, animations: { box[.opacity] = 0 },
            completion: completion)
        try q.clock.advance(by: 0)
        #expect(box.animationKeys().isEmpty)
        #expect(box.presentation()[.opacity] == 0)
        #expect(log.entries == ["true @0"])
    }

    /// `animate` ignores the transition bits, as UIKit's does: the change
    /// animates and no transition is added.
    @Test func animateIgnoresTransitionBits() throws {
        let q = QueueStage()
        let box = q.box
        q.stage.compositor.animate(withDuration: 1, options: [.transitionCrossDissolve, .curveLinear], on: q.queue) {
            box[.opacity] = 0
        }
        try q.clock.advance(to: 0.5)
        #expect(box.animationKeys() == ["opacity"])
        #expect(box.presentation()[.opacity] == 0.5)
        #expect(box.presentation().transition == nil)
    }

    /// `transition(with:)` nested in a block takes the outer duration and curve
    /// unless it overrides them.
    @Test(arguments: [false, true])
    func nestedTransition(overrideDuration: Bool) throws {
        let q = QueueStage()
        let (box, compositor, queue) = (q.box, q.stage.compositor, q.queue)
        let options: AnimationOptions = overrideDuration
            ? [.transitionCrossDissolve, .overrideInheritedDuration] : .transitionCrossDissolve
        compositor.animate(withDuration: 1, options: .curveLinear, on: queue) {
            box[.positionX] = 100
            compositor.transition(with: box, duration: 2, options: options, on: queue) { box[.opacity] = 0 }
        }
        try q.clock.advance(by: 0)
        let transition = try #require(box.animation(forKey: "transition"))
        #expect(transition is TransitionAnimation)
        #expect(transition.duration == (overrideDuration ? 2 : 1))
        #expect(transition.timingFunction == .linear)
        #expect(box.presentation()[.opacity] == 0)
    }
}

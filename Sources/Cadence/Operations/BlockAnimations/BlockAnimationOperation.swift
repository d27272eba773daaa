import Foundation

/// Property changes made in a closure, animated: UIKit's
/// `UIView.animate(withDuration:delay:options:animations:completion:)` as an
/// operation on an ``AnimationQueue``.
///
/// At its start, on the main loop, the operation opens a transaction with the
/// block's duration, curve and options and actions enabled, and runs
/// `animations`: every property the closure sets on a layer in the
/// compositor's tree animates implicitly from its old value (from what is
/// shown, with ``AnimationOptions/beginFromCurrentState``) to the new one. A
/// change that overlaps a block animation in flight on the same property
/// plays additively over it instead, unless the block begins from the
/// current state (UIKit's rule since iOS 8). It finishes when those
/// animations are over; `completion` hears `true` if they all ran to their
/// end, `false` if it was cancelled or one was removed.
///
/// Create it with ``Compositor/animate(withDuration:delay:options:on:animations:completion:)``,
/// or ``Compositor/transition(with:duration:delay:options:on:animations:completion:)``
/// for a transition on one layer.
/// Called while another block's closure runs, `animate` nests instead: the
/// inner block inherits the outer one's duration and curve unless
/// ``AnimationOptions/overrideInheritedDuration`` or
/// ``AnimationOptions/overrideInheritedCurve`` says otherwise, and its options
/// (repeat, autoreverse, begin from current state, preferred frame rate) and
/// animation type (a spring) unless ``AnimationOptions/overrideInheritedOptions``
/// does.
///
/// While its animations are in flight, the frame rate its options ask for
/// (``AnimationOptions/preferredFramesPerSecond``) counts in
/// ``Compositor/preferredFramesPerSecond``.
public final class BlockAnimationOperation: TimedOperation, @unchecked Sendable {
    /// The compositor whose layers the closure changes.
    public let compositor: Compositor
    /// The duration of the animations.
    public let duration: Double
    /// Seconds before they begin.
    public let delay: Double
    /// The options.
    public let options: AnimationOptions
    /// The layer a ``Compositor/transition(with:duration:delay:options:on:animations:completion:)``
    /// block plays its transition on; nil for `animate`.
    public let transitionLayer: Layer?
    private let spring: (dampingRatio: Double, velocity: Double)?
    private let animations: @Sendable () -> Void
    private let completion: (@Sendable (Bool) -> Void)?
    private let tracker: BlockCompletionTracker

    init(
        compositor: Compositor, duration: Double, delay: Double, options: AnimationOptions,
        spring: (dampingRatio: Double, velocity: Double)?, transitionLayer: Layer? = nil,
        animations: @escaping @Sendable () -> Void, completion: (@Sendable (Bool) -> Void)?
    ) {
        self.compositor = compositor
        self.duration = duration
        self.delay = delay
        self.options = options
        self.transitionLayer = transitionLayer
        self.spring = spring
        self.animations = animations
        self.completion = completion
        tracker = BlockCompletionTracker(preferredFramesPerSecond: options.preferredFramesPerSecond)
        super.init()
        addObserver { [completion, tracker] event in
            if case .didFinish(let result) = event {
                completion?(result == .completed && tracker.allFinished)
            }
        }
    }

    override var mainLoop: MainLoop? { compositor.mainLoop }

    override func begin(at start: Double) throws(CadenceError) -> Double? {
        let style = try makeStyle(inheriting: nil, tracker: tracker)
        let transition = try transitionToPlay()
        let transaction = compositor.transaction
        transaction.begin()
        try? transaction.setValue(style, forKey: ImplicitAnimationStyle.key)
        transaction.animationDuration = duration
        transaction.animationTimingFunction = options.timingFunction
        transaction.completionBlock = { [weak self] in
            guard let self else { return }
            finish(isCancelled ? .cancelled : .completed)
        }
        play(style, transition: transition)
        try? transaction.commit()
        return style.repeats ? nil : start + delay + duration * (style.autoreverses ? 2 : 1)
    }

    /// Runs a nested block inline, inside the transaction of the block whose
    /// closure is running.
    func runNested(inheriting outer: ImplicitAnimationStyle) {
        let transaction = compositor.transaction
        do {
            let inherits = !options.contains(.overrideInheritedOptions)
            let tracker = BlockCompletionTracker(
                parent: outer.tracker,
                preferredFramesPerSecond: options.preferredFramesPerSecond
                    ?? (inherits ? outer.tracker?.preferredFramesPerSecond : nil))
            let style = try makeStyle(inheriting: outer, tracker: tracker)
            let transition = try transitionToPlay()
            transaction.begin()
            try? transaction.setValue(style, forKey: ImplicitAnimationStyle.key)
            if options.contains(.overrideInheritedDuration) { transaction.animationDuration = duration }
            if options.contains(.overrideInheritedCurve) { transaction.animationTimingFunction = options.timingFunction }
            let completion = self.completion
            transaction.completionBlock = { completion?(tracker.allFinished) }
            play(style, transition: transition)
            try? transaction.commit()
        } catch {
            Compositor.report(error, from: compositor)
            compositor.mainLoop.enqueue { [completion] in completion?(false) }
        }
    }

    /// The block's style: its own options, and a nested block's inheritance
    /// from `outer` (its delay always; its options and spring unless
    /// ``AnimationOptions/overrideInheritedOptions``).
    private func makeStyle(
        inheriting outer: ImplicitAnimationStyle?, tracker: BlockCompletionTracker
    ) throws(CadenceError) -> ImplicitAnimationStyle {
        try CadenceError.check(duration, "duration", in: 0 ... .infinity, expected: "a finite number of seconds ≥ 0")
        try CadenceError.check(delay, "delay", in: 0 ... .infinity, expected: "a finite number of seconds ≥ 0")
        let inherited = options.contains(.overrideInheritedOptions) ? nil : outer
        var style = ImplicitAnimationStyle()
        // A nested block starts with the block it is nested in.
        style.delay = outer?.delay ?? delay
        style.repeats = options.contains(.repeat) || inherited?.repeats == true
        style.autoreverses = options.contains(.autoreverse) || inherited?.autoreverses == true
        style.fromPresented = options.contains(.beginFromCurrentState) || inherited?.fromPresented == true
        style.spring = inherited?.spring
        style.tracker = tracker
        if let spring {
            style.spring = try DampedSpring.settling(
                in: duration, dampingRatio: spring.dampingRatio, initialVelocity: spring.velocity)
        }
        return style
    }

    /// The transition a `transition(with:)` block plays, if any; nil for
    /// `animate`, whose transition bits UIKit ignores too.
    ///
    /// - Throws: ``CadenceError`` naming `options` for a flip or a page curl,
    ///   which ``TransitionAnimation`` cannot show, and naming `with` for a
    ///   layer outside the compositor's tree.
    private func transitionToPlay() throws(CadenceError) -> TransitionAnimation.TransitionType? {
        guard let layer = transitionLayer else { return nil }
        guard layer.compositor === compositor else {
            throw CadenceError(
                .invalidState, field: "with", value: layer.name.map { "layer '\($0)'" } ?? "a layer",
                expected: "a layer in this compositor's tree")
        }
        let transition = options.transition
        if transition == .none { return nil }
        guard let type = transition.transitionType else {
            throw CadenceError(
                .invalidValue, field: "options", value: transition.optionName,
                expected: "transitionCrossDissolve or no transition (Cadence's TransitionAnimation has no flip or page curl)")
        }
        return type
    }

    /// Runs the closure inside the open transaction. For `animate`, with actions
    /// on, so each change animates. For `transition(with:)`, the changes show at
    /// once (animating live with ``AnimationOptions/allowAnimatedContent``)
    /// beneath a transition on the layer.
    private func play(_ style: ImplicitAnimationStyle, transition: TransitionAnimation.TransitionType?) {
        let transaction = compositor.transaction
        guard let layer = transitionLayer else {
            transaction.disableActions = false
            animations()
            return
        }
        transaction.disableActions = !options.contains(.allowAnimatedContent)
        animations()
        let duration = transaction.animationDuration
        guard let transition, duration > 0 else { return }
        var animation = TransitionAnimation(type: transition)
        animation.duration = duration
        animation.timingFunction = transaction.animationTimingFunction ?? .default
        let compositor = self.compositor
        let shaped = style.shaped(animation) { layer.convertTime(compositor.currentTime + style.delay, from: nil) }
        do {
            try layer.add(shaped, forKey: Self.transitionKey)
        } catch {
            Compositor.report(error, from: compositor)
        }
    }

    /// The key a transition is added under: Core Animation's `kCATransition`.
    static let transitionKey = "transition"

    override func stopAfterCancel() {
        // Remove what the block started: the animations it added are the ones
        // whose delegate is this block's tracker.
        let transaction = compositor.transaction
        transaction.begin()
        transaction.disableActions = true
        for layer in compositor.rootLayer.subtree {
            for key in layer.animationKeys() {
                guard let animation = layer.animation(forKey: key),
                    (animation.delegate as? BlockCompletionTracker)?.belongs(to: tracker) == true
                else { continue }
                // An additive one leaves its own difference in the model: the
                // others in flight go on adding to it, and nothing jumps.
                let shown =
                    (animation as? any PropertyAnimation)?.isAdditive == true
                    ? layer.values(applyingAnimationForKey: key, over: layer.modelValues) : nil
                layer.setModelValues(from: shown ?? layer.presentation(), names: animation.animatedPropertyNames)
                layer.removeAnimation(forKey: key)
            }
        }
        try? transaction.commit()
        finish(.cancelled)
    }
}

extension Compositor {
    /// Animates the property changes `animations` makes, as UIKit's
    /// `UIView.animate(withDuration:delay:options:animations:completion:)`, as an
    /// operation on `queue`.
    ///
    /// ```swift
    /// compositor.animate(withDuration: 0.3, options: [.curveEaseOut], on: queue) {
    ///     card[.opacity] = 0
    ///     card[.positionY] += 40
    /// } completion: { finished in
    ///     print(finished)
    /// }
    /// ```
    ///
    /// Called from inside another block's `animations`, it nests at once instead
    /// of queueing (see ``BlockAnimationOperation``).
    @discardableResult
    public func animate(
        withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [], on queue: AnimationQueue,
        animations: @escaping @Sendable () -> Void, completion: (@Sendable (Bool) -> Void)? = nil
    ) -> BlockAnimationOperation {
        animate(
            BlockAnimationOperation(
                compositor: self, duration: duration, delay: delay, options: options, spring: nil,
                animations: animations, completion: completion), on: queue)
    }

    /// The spring variant, as UIKit's
    /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`:
    /// each change is a spring with `dampingRatio` (1 settles without
    /// overshoot, smaller values oscillate) and `velocity` (distances per
    /// second), that settles in `duration`.
    @discardableResult
    public func animate(
        withDuration duration: Double, delay: Double = 0, usingSpringWithDamping dampingRatio: Double,
        initialSpringVelocity velocity: Double, options: AnimationOptions = [], on queue: AnimationQueue,
        animations: @escaping @Sendable () -> Void, completion: (@Sendable (Bool) -> Void)? = nil
    ) -> BlockAnimationOperation {
        animate(
            BlockAnimationOperation(
                compositor: self, duration: duration, delay: delay, options: options,
                spring: (dampingRatio, velocity), animations: animations, completion: completion), on: queue)
    }

    /// A transition on `layer`, as UIKit's
    /// `UIView.transition(with:duration:options:animations:completion:)`, as an
    /// operation on `queue`: the changes `animations` makes show beneath a
    /// ``TransitionAnimation`` added to `layer` under the key `transition`,
    /// which plays for `duration` with the options' curve.
    ///
    /// ```swift
    /// compositor.transition(with: card, duration: 0.3, options: .transitionCrossDissolve, on: queue) {
    ///     card[.backgroundColor] = .white        // shows at once, beneath a 0.3 s fade
    /// }
    /// ```
    ///
    /// The options' transition field chooses the transition:
    /// ``AnimationOptions/transitionCrossDissolve`` is a
    /// ``TransitionAnimation/TransitionType/fade``; with no transition the
    /// changes just show. Flips and page curls have no ``TransitionAnimation``:
    /// the operation fails with a ``CadenceError`` naming `options`, and the
    /// completion hears `false`. The changes show at once, as UIKit's snapshot
    /// does, unless ``AnimationOptions/allowAnimatedContent`` animates them
    /// beneath the transition. Repeat, autoreverse, the delay and the preferred
    /// frame rate apply to the transition as to `animate`'s animations; a
    /// duration of 0 makes the changes with no transition, as in UIKit.
    @discardableResult
    public func transition(
        with layer: Layer, duration: Double, delay: Double = 0, options: AnimationOptions = [],
        on queue: AnimationQueue, animations: @escaping @Sendable () -> Void,
        completion: (@Sendable (Bool) -> Void)? = nil
    ) -> BlockAnimationOperation {
        animate(
            BlockAnimationOperation(
                compositor: self, duration: duration, delay: delay, options: options, spring: nil,
                transitionLayer: layer, animations: animations, completion: completion), on: queue)
    }

    private func animate(_ operation: BlockAnimationOperation, on queue: AnimationQueue) -> BlockAnimationOperation {
        if mainLoop.isRunningJob,
            let outer = transaction.value(forKey: ImplicitAnimationStyle.key) as? ImplicitAnimationStyle
        {
            operation.runNested(inheriting: outer)
        } else {
            try? queue.addOperation(operation)
        }
        return operation
    }
}

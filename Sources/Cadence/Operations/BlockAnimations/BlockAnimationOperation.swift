import Foundation

/// Property changes made in a closure, animated: UIKit's
/// `UIView.animate(withDuration:delay:options:animations:completion:)` as an
/// operation on an ``AnimationQueue``.
///
/// At its start, on the main loop, the operation opens a transaction with the
/// block's duration, curve and options and actions enabled, and runs
/// `animations`: every property the closure sets on a layer in the
/// compositor's tree animates implicitly from its old value (from what is
/// shown, with ``AnimationOptions/beginFromCurrentState``) to the new one. It
/// finishes when those animations are over; `completion` hears `true` if they
/// all ran to their end, `false` if it was cancelled or one was removed.
///
/// Create it with ``Compositor/animate(withDuration:delay:options:on:animations:completion:)``.
/// Called while another block's closure runs, `animate` nests instead: the
/// inner block inherits the outer one's duration and curve unless
/// ``AnimationOptions/overrideInheritedDuration`` or
/// ``AnimationOptions/overrideInheritedCurve`` says otherwise.
public final class BlockAnimationOperation: TimedOperation, @unchecked Sendable {
    /// The compositor whose layers the closure changes.
    public let compositor: Compositor
    /// The duration of the animations.
    public let duration: Double
    /// Seconds before they begin.
    public let delay: Double
    /// The options.
    public let options: AnimationOptions
    private let spring: (dampingRatio: Double, velocity: Double)?
    private let animations: @Sendable () -> Void
    private let completion: (@Sendable (Bool) -> Void)?
    private let tracker: BlockCompletionTracker

    init(
        compositor: Compositor, duration: Double, delay: Double, options: AnimationOptions,
        spring: (dampingRatio: Double, velocity: Double)?, animations: @escaping @Sendable () -> Void,
        completion: (@Sendable (Bool) -> Void)?
    ) {
        self.compositor = compositor
        self.duration = duration
        self.delay = delay
        self.options = options
        self.spring = spring
        self.animations = animations
        self.completion = completion
        tracker = BlockCompletionTracker()
        super.init()
        addObserver { [completion, tracker] event in
            if case .didFinish(let result) = event {
                completion?(result == .completed && tracker.allFinished)
            }
        }
    }

    override var mainLoop: MainLoop? { compositor.mainLoop }

    override func begin(at start: Double) throws(CadenceError) -> Double? {
        let style = try makeStyle(inheriting: nil)
        let transaction = compositor.transaction
        transaction.begin()
        try? transaction.setValue(style, forKey: ImplicitAnimationStyle.key)
        transaction.animationDuration = duration
        transaction.animationTimingFunction = options.timingFunction
        transaction.disableActions = false
        transaction.completionBlock = { [weak self] in
            guard let self else { return }
            finish(isCancelled ? .cancelled : .completed)
        }
        animations()
        try? transaction.commit()
        return options.contains(.repeat) ? nil : start + delay + duration * (options.contains(.autoreverse) ? 2 : 1)
    }

    /// Runs a nested block inline, inside the transaction of the block whose
    /// closure is running.
    func runNested(inheriting outer: ImplicitAnimationStyle) {
        let transaction = compositor.transaction
        let tracker = BlockCompletionTracker(parent: outer.tracker)
        do {
            var style = try makeStyle(inheriting: outer)
            style.tracker = tracker
            transaction.begin()
            try? transaction.setValue(style, forKey: ImplicitAnimationStyle.key)
            if options.contains(.overrideInheritedDuration) { transaction.animationDuration = duration }
            if options.contains(.overrideInheritedCurve) { transaction.animationTimingFunction = options.timingFunction }
            let completion = self.completion
            transaction.completionBlock = { completion?(tracker.allFinished) }
            animations()
            try? transaction.commit()
        } catch {
            Compositor.report(error, from: compositor)
            compositor.mainLoop.enqueue { [completion] in completion?(false) }
        }
    }

    private func makeStyle(inheriting outer: ImplicitAnimationStyle?) throws(CadenceError) -> ImplicitAnimationStyle {
        try CadenceError.check(duration, "duration", in: 0 ... .infinity, expected: "a finite number of seconds ≥ 0")
        try CadenceError.check(delay, "delay", in: 0 ... .infinity, expected: "a finite number of seconds ≥ 0")
        var style = outer ?? ImplicitAnimationStyle()
        if outer == nil {
            style.delay = delay
            style.repeats = options.contains(.repeat)
            style.autoreverses = options.contains(.autoreverse)
        }
        style.fromPresented = options.contains(.beginFromCurrentState)
        style.tracker = tracker
        if let spring {
            style.spring = try DampedSpring.settling(
                in: duration, dampingRatio: spring.dampingRatio, initialVelocity: spring.velocity)
        }
        return style
    }

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
                layer.setModelValues(from: layer.presentation(), names: animation.animatedPropertyNames)
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

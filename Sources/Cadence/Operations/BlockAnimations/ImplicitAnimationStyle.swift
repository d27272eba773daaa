/// How a block-based animation shapes the implicit animations its property
/// changes make; kept in the transaction under ``key``, so nested blocks
/// inherit it.
struct ImplicitAnimationStyle: Sendable {
    static let key = "cadence.implicitAnimationStyle"

    var delay: Double = 0
    var repeats = false
    var autoreverses = false
    var spring: DampedSpring?
    var fromPresented = false
    var tracker: BlockCompletionTracker?
    /// When set, each change is handed to it instead of animating implicitly:
    /// how a ``PropertyAnimator`` captures what its closures change.
    var recorder: (any ImplicitChangeRecorder)?

    /// The animation for a change of `keyPath` from `from` to `to`.
    func animation<Value>(
        _ keyPath: AnimationKeyPath<Value>, from: Value, to: Value, duration: Double,
        timingFunction: TimingFunction, delayedBegin: () -> Double
    ) -> any LayerAnimation {
        let animation: any LayerAnimation
        if let spring {
            var springAnimation = SpringAnimation(keyPath: keyPath, from: from, to: to, spring: spring)
            springAnimation.duration = duration
            animation = springAnimation
        } else {
            animation = BasicAnimation(
                keyPath: keyPath, from: from, to: to, duration: duration, timingFunction: timingFunction)
        }
        return shaped(animation, delayedBegin: delayedBegin)
    }

    /// `animation` with the block's delay (held at its start by a backwards
    /// fill), repetition and reversal, told to the block's tracker.
    func shaped(_ animation: any LayerAnimation, delayedBegin: () -> Double) -> any LayerAnimation {
        var animation = animation
        if delay > 0 {
            animation.beginTime = delayedBegin()
            animation.fillMode = .backwards
        }
        if repeats { animation.repeatCount = .infinity }
        if autoreverses { animation.autoreverses = true }
        animation.delegate = tracker
        return animation
    }
}

/// Takes the property changes a block's closure makes, in place of the
/// implicit animations they would start.
protocol ImplicitChangeRecorder: AnyObject, Sendable {
    /// `keyPath` of `layer` changed from `old` to `new` (the model already holds `new`).
    func record<Value>(_ keyPath: AnimationKeyPath<Value>, of layer: Layer, from old: Value, to new: Value)
}

/// Hears how a block's animations stop, so its completion can say whether they
/// all finished (UIKit passes `false` when one was removed, for instance by a
/// later change to the same property).
///
/// A nested block's tracker has the outer block's as its parent: what stops
/// early in the nested block counts for the outer one too, and cancelling the
/// outer block removes the nested block's animations.
///
/// It also carries the frame rate the block asks for: every animation the block
/// adds has it as its delegate, which is how ``Compositor/preferredFramesPerSecond``
/// finds the rates of the animations in flight.
final class BlockCompletionTracker: AnimationDelegate, Sendable {
    let parent: BlockCompletionTracker?
    /// The rate the block's animations ask for; nil for the display's own.
    let preferredFramesPerSecond: Double?
    private let interrupted = LockedBox(false)

    init(parent: BlockCompletionTracker? = nil, preferredFramesPerSecond: Double? = nil) {
        self.parent = parent
        self.preferredFramesPerSecond = preferredFramesPerSecond
    }

    var allFinished: Bool { !interrupted.withLock { $0 } }

    /// Whether this is `root` or a tracker nested in it.
    func belongs(to root: BlockCompletionTracker) -> Bool {
        var current: BlockCompletionTracker? = self
        while let tracker = current {
            if tracker === root { return true }
            current = tracker.parent
        }
        return false
    }

    func animationDidStop(_ animation: any LayerAnimation, finished: Bool) {
        if !finished {
            var current: BlockCompletionTracker? = self
            while let tracker = current {
                tracker.interrupted.withLock { $0 = true }
                current = tracker.parent
            }
        }
    }
}

extension DampedSpring {
    /// A spring that settles in `duration` with `dampingRatio` (0 < ratio ≤ 1 for
    /// UIKit's range; above 1 is overdamped), starting at `initialVelocity`
    /// distances per second: UIKit's `usingSpringWithDamping:initialSpringVelocity:`.
    ///
    /// Settling time scales as 1/ω₀ for a given damping ratio, so ω₀ is the
    /// settling time of the ω₀ = 1 spring divided by `duration`.
    static func settling(
        in duration: Double, dampingRatio: Double, initialVelocity: Double
    ) throws(CadenceError) -> DampedSpring {
        try CadenceError.check(duration, "duration", in: .leastNonzeroMagnitude ... .infinity, expected: "a finite number > 0")
        try CadenceError.check(
            dampingRatio, "usingSpringWithDamping", in: .leastNonzeroMagnitude ... .infinity,
            expected: "a finite damping ratio > 0 (1 is critical damping)")
        try CadenceError.check(initialVelocity, "initialSpringVelocity", expected: "a finite number")
        let unit = DampedSpring(mass: 1, stiffness: 1, damping: 2 * dampingRatio).settlingDuration
        let omega = unit / duration
        return DampedSpring(
            mass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega, initialVelocity: initialVelocity)
    }
}

import Foundation

/// Animates the property changes made in closures, with a run you can start,
/// pause, scrub, reverse, stop and continue: UIKit's `UIViewPropertyAnimator`
/// (with the `UIViewAnimating` and `UIViewImplicitlyAnimating` protocols) on
/// Cadence's layers.
///
/// ```swift
/// let animator = try PropertyAnimator(duration: 2, curve: .easeInOut, on: compositor) {
///     card[.positionX] = 300
/// }
/// try animator.startAnimation()
/// try clock.advance(by: 1)
/// try animator.pauseAnimation()
/// animator.fractionComplete = 0.25                   // scrubs, linearly
/// try animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
/// ```
///
/// The closures run when the animator first becomes active (started, paused,
/// or scrubbed), inside a transaction on the compositor: each property they
/// set on a layer of the compositor's tree becomes an animation from its old
/// model value to the new one, added under a key of the animator's, with the
/// animator's curve or spring. The model holds the new values, as UIKit's
/// views do. The animator's ``Playhead`` steers every animation through a
/// ``RunClock``: pausing, scrubbing, reversing and continuing change the
/// playhead and re-clock every animation in one transaction, so what is shown
/// never jumps unless a call asks it to.
///
/// The states and rules are UIKit's, from its header comments: see
/// `Docs/PropertyAnimator.md`. Where UIKit raises an exception, a call throws
/// a ``CadenceError`` naming the call and the animator's state, and changes
/// nothing. Property setters cannot throw: a refused `isReversed`,
/// `fractionComplete` or `isInterruptible` is reported to the compositor's
/// ``Compositor/errorHandler``, and the `set…(_:)` methods throw instead.
///
/// Call it on the compositor's main loop (or, on a virtual clock, from the
/// test between advances), as UIKit asks for the main thread. Completions run
/// there: at the instant the run comes to rest, or inside
/// ``finishAnimation(at:)``.
public final class PropertyAnimator: @unchecked Sendable {
    /// The compositor whose layers the closures change.
    public let compositor: Compositor
    /// How long the run lasts at speed 1: the duration given, or for a spring
    /// given by mass, stiffness and damping, its settling duration (as UIKit).
    public let duration: Double
    let box: LockedBox<AnimatorState>

    /// An animator whose animations take `timingParameters`, over `duration`
    /// seconds, on `compositor`'s layers. Add closures with ``addAnimations(_:)``.
    ///
    /// - Throws: ``CadenceError`` for a duration that is not a finite number > 0.
    public init(duration: Double, timingParameters: any TimingCurveProvider, on compositor: Compositor) throws(CadenceError) {
        try CadenceError.check(
            duration, "duration", in: .leastNonzeroMagnitude ... .infinity, expected: "a finite number of seconds > 0")
        let curve = AnimatorCurve(timingParameters)
        let length: Double
        if case .spring(let spring) = curve {
            length = spring.duration(forAnimator: duration)
        } else {
            length = duration
        }
        self.compositor = compositor
        self.duration = length
        box = LockedBox(AnimatorState(duration: length, curve: curve, timingParameters: timingParameters))
    }

    /// An animator with one of the named curves (UIKit's `init(duration:curve:animations:)`).
    public convenience init(
        duration: Double, curve: AnimationOptions.Curve, on compositor: Compositor,
        animations: (@Sendable () -> Void)? = nil
    ) throws(CadenceError) {
        try self.init(duration: duration, timingParameters: CubicTimingParameters(animationCurve: curve), on: compositor)
        if let animations { box.withLock { $0.blocks.append(PendingBlock(animations: animations, delayFactor: 0)) } }
    }

    /// An animator with the cubic curve through two control points.
    ///
    /// - Throws: ``CadenceError`` for a duration that is not a finite number
    ///   > 0, or a control point's x outside 0 ... 1.
    public convenience init(
        duration: Double, controlPoint1: CGPoint, controlPoint2: CGPoint, on compositor: Compositor,
        animations: (@Sendable () -> Void)? = nil
    ) throws(CadenceError) {
        let parameters = try CubicTimingParameters(controlPoint1: controlPoint1, controlPoint2: controlPoint2)
        try self.init(duration: duration, timingParameters: parameters, on: compositor)
        if let animations { box.withLock { $0.blocks.append(PendingBlock(animations: animations, delayFactor: 0)) } }
    }

    /// An animator whose changes spring with `dampingRatio`, settling in `duration`.
    ///
    /// - Throws: ``CadenceError`` for a duration that is not a finite number
    ///   > 0, or a ratio that is not.
    public convenience init(
        duration: Double, dampingRatio: Double, on compositor: Compositor, animations: (@Sendable () -> Void)? = nil
    ) throws(CadenceError) {
        try self.init(
            duration: duration, timingParameters: SpringTimingParameters(dampingRatio: dampingRatio), on: compositor)
        if let animations { box.withLock { $0.blocks.append(PendingBlock(animations: animations, delayFactor: 0)) } }
    }

    // MARK: - State

    /// Inactive, active or stopped (`UIViewAnimating.state`).
    public var state: AnimatingState { box.withLock { $0.phase } }

    /// Whether it is active and moving (or waiting out the delay of
    /// ``startAnimation(afterDelay:)``), forwards or backwards.
    public var isRunning: Bool {
        let now = compositor.currentTime
        return box.withLock { $0.isRunning(at: now) }
    }

    /// Whether it runs, or will run when started, from the end values back to
    /// the start values. Setting it while it runs turns it round at once; a
    /// refused change (on a stopped animator, or a running one that is not
    /// interruptible) is reported to ``Compositor/errorHandler``: see ``setReversed(_:)``.
    public var isReversed: Bool {
        get { box.withLock { $0.playhead.isReversed } }
        set { reporting { () throws(CadenceError) in try setReversed(newValue) } }
    }

    /// How far through the run it is, from 0 (the start values) to 1 (the end
    /// values). Setting it while paused scrubs; while inactive it activates the
    /// animator, paused there; while running it does nothing, as in UIKit. A
    /// refused value is reported to ``Compositor/errorHandler``: see
    /// ``setFractionComplete(_:)``.
    public var fractionComplete: Double {
        get {
            let now = compositor.currentTime
            return box.withLock { $0.fraction(at: now) }
        }
        set { reporting { () throws(CadenceError) in try setFractionComplete(newValue) } }
    }

    /// Whether a scrub shows the values on a straight line between start and
    /// end (true, the default) rather than along the animator's curve. After
    /// a linear scrub the curve takes over again, from what is shown, when
    /// the animator runs on.
    public var scrubsLinearly: Bool {
        get { box.withLock { $0.scrubsLinearly } }
        set { box.withLock { $0.scrubsLinearly = newValue } }
    }

    /// Whether reaching an end leaves the animator active and paused there,
    /// with no completion, instead of finishing it (default false).
    public var pausesOnCompletion: Bool {
        get { box.withLock { $0.pausesOnCompletion } }
        set {
            var state = box.withLock { $0 }
            state.pausesOnCompletion = newValue
            if state.phase == .active { reclock(&state, rebuilding: []) }
            box.withLock { $0 = state }
        }
    }

    /// Whether it can be paused, scrubbed, reversed while running and stopped
    /// (default true). It may be set only while inactive; a refused change is
    /// reported to ``Compositor/errorHandler``: see ``setInterruptible(_:)``.
    public var isInterruptible: Bool {
        get { box.withLock { $0.isInterruptible } }
        set { reporting { () throws(CadenceError) in try setInterruptible(newValue) } }
    }

    /// The delay given to the last ``startAnimation(afterDelay:)``; 0 before one.
    public var delay: Double { box.withLock { $0.delay } }

    /// The timing the animations take: as given, or the last given to
    /// ``continueAnimation(withTimingParameters:durationFactor:)``.
    public var timingParameters: any TimingCurveProvider { box.withLock { $0.timingParameters } }

    private func reporting(_ call: () throws(CadenceError) -> Void) {
        do {
            try call()
        } catch {
            Compositor.report(error, from: compositor)
        }
    }
}

/// A closure waiting for the animator to become active.
struct PendingBlock: Sendable {
    let animations: @Sendable () -> Void
    let delayFactor: Double
}

/// Everything an animator holds, changed as one value.
struct AnimatorState: @unchecked Sendable {
    var phase = AnimatingState.inactive
    /// The run over ``segment``, in the compositor's time.
    var playhead: Playhead
    var segment: RunSegment
    /// The curve new animations take.
    var curve: AnimatorCurve
    var timingParameters: any TimingCurveProvider
    /// The changes on layers now, in the order made.
    var changes: [CapturedChange] = []
    /// Closures added while inactive.
    var blocks: [PendingBlock] = []
    var completions: [@Sendable (AnimatingPosition) -> Void] = []
    var isInterruptible = true
    var scrubsLinearly = true
    var pausesOnCompletion = false
    var delay = 0.0
    /// The start that ``PropertyAnimator/startAnimation(afterDelay:)`` scheduled.
    var pendingStart: ScheduledWork?
    /// The wake-up at the instant the run comes to rest.
    var rest: ScheduledWork?
    /// Counts the scheduled wake-ups: one of an earlier count is stale.
    var generation: UInt64 = 0

    init(duration: Double, curve: AnimatorCurve, timingParameters: any TimingCurveProvider) {
        playhead = Playhead(checkedDuration: duration)
        segment = RunSegment(span: .whole, duration: duration, curve: curve)
        self.curve = curve
        self.timingParameters = timingParameters
    }

    func isRunning(at now: Double) -> Bool {
        phase == .active && (pendingStart != nil || playhead.state(at: now) == .running)
    }

    func fraction(at now: Double) -> Double {
        playhead.currentTime(at: now).map { segment.fraction(atRunTime: $0) } ?? 0
    }

    /// The animator's state as the refusals name it: inactive, active or stopped.
    var stateName: String {
        switch phase {
        case .inactive: "an inactive animator"
        case .active: "an active animator"
        case .stopped: "a stopped animator"
        }
    }

    /// Finer: an active animator is running or paused.
    func runName(at now: Double) -> String {
        guard phase == .active else { return stateName }
        return isRunning(at: now) ? "a running animator" : "a paused animator"
    }
}

import Foundation

/// Builds a sequence of animations and runs it as a dependency graph of
/// operations on an ``AnimationQueue``: cats-oss/Sica's `Animator`, with nested
/// sequences and parallels, keyframes and waits.
///
/// With a result builder:
///
/// ```swift
/// let animator = Animator(layer: box) {
///     .basic(.positionX, by: 300, duration: 1, easing: "easeInEaseOut")
///     .parallel {
///         .basic(.positionY, by: 100, duration: 2)
///         .basic(.opacity, to: 0.5, duration: 0.5, delay: 1)
///     }
///     .spring(.transformScale, from: 1, to: 1.5, damping: 12, stiffness: 240)
/// }
/// let run = try animator.run(on: queue)
/// ```
///
/// Or step by step, as with Sica:
///
/// ```swift
/// let animator = Animator(layer: box)
/// try animator
///     .addBasicAnimation(keyPath: .positionX, from: 0, to: 300, duration: 1)
///     .addSpringAnimation(keyPath: .transformScale, from: 1, to: 1.5, damping: 12)
/// try animator.run(type: .sequence, on: queue) { finished in print(finished) }
/// ```
///
/// The top-level steps play in sequence unless ``run(type:on:anchor:completion:)``
/// is told `.parallel`. Each animation becomes an ``AnimationOperation`` (so the
/// model ends at each final value), each wait a ``TimedTaskOperation``, and each
/// sequence or parallel a ``GroupOperation`` that plays its children one after
/// another or all together. The run is one operation on the queue, the
/// top-level group, so parallel steps play together even on a queue that runs
/// one operation at a time. An animator runs once: adding steps after
/// ``run(type:on:anchor:completion:)`` is an error, not silently ignored.
public final class Animator: @unchecked Sendable {
    /// How the top-level steps play.
    public enum PlayType: Hashable, Sendable {
        /// One after another.
        case sequence
        /// All at once.
        case parallel
    }

    private struct State {
        var steps: [AnimationStep] = []
        var run: AnimatorRun?
        /// Whether it repeats, and with autoreverse.
        var forever: Bool?
        var cancellationPolicy = CancellationPolicy.current
    }

    /// The layer animation steps play on unless they name their own.
    public let layer: (any HostedLayer)?
    private let state = LockedBox(State())

    /// An animator for `layer`, with `steps` to start with.
    public init(layer: (any HostedLayer)? = nil, @AnimationStepBuilder steps: () -> [AnimationStep] = { [] }) {
        self.layer = layer
        let built = steps()
        state.withLock { $0.steps = built }
    }

    /// The steps so far.
    public var steps: [AnimationStep] { state.withLock { $0.steps } }

    /// The steps and, after ``forever(autoreverses:)``, whether its passes autoreverse.
    var stepsAndForever: (steps: [AnimationStep], forever: Bool?) { state.withLock { ($0.steps, $0.forever) } }

    /// What layers keep when a run is cancelled (default ``CancellationPolicy/current``).
    public var cancellationPolicy: CancellationPolicy {
        get { state.withLock { $0.cancellationPolicy } }
        set { state.withLock { $0.cancellationPolicy = newValue } }
    }

    /// The run started by ``run(type:on:anchor:completion:)``, if any.
    public var currentRun: AnimatorRun? { state.withLock { $0.run } }

    /// Appends `step`.
    ///
    /// - Throws: ``CadenceError`` (``CadenceError/Code/invalidState``) once the
    ///   animator has run.
    @discardableResult
    public func add(_ step: AnimationStep) throws(CadenceError) -> Self {
        try state.withLock { (state) throws(CadenceError) in
            guard state.run == nil else { throw Self.alreadyRun("add(_:)") }
            state.steps.append(step)
        }
        return self
    }

    /// Appends a basic animation (Sica's `addBasicAnimation`).
    @discardableResult
    public func addBasicAnimation<Value>(
        keyPath: AnimationKeyPath<Value>, from: Value? = nil, to: Value? = nil, by: Value? = nil,
        duration: Double, delay: Double = 0, timingFunction: TimingFunction = .linear
    ) throws(CadenceError) -> Self {
        try add(.basic(keyPath, from: from, to: to, by: by, duration: duration, delay: delay, timingFunction: timingFunction))
    }

    /// Appends a spring animation (Sica's `addSpringAnimation`); a duration of 0
    /// lasts until it settles.
    @discardableResult
    public func addSpringAnimation<Value>(
        keyPath: AnimationKeyPath<Value>, from: Value? = nil, to: Value? = nil, by: Value? = nil,
        damping: Double = 10, mass: Double = 1, stiffness: Double = 100, initialVelocity: Double = 0,
        duration: Double = 0, delay: Double = 0
    ) throws(CadenceError) -> Self {
        try add(
            .spring(
                keyPath, from: from, to: to, by: by, damping: damping, mass: mass, stiffness: stiffness,
                initialVelocity: initialVelocity, duration: duration, delay: delay))
    }

    /// Appends a keyframe animation.
    @discardableResult
    public func addKeyframeAnimation<Value>(
        keyPath: AnimationKeyPath<Value>, values: [Value], keyTimes: [Double]? = nil, duration: Double,
        delay: Double = 0
    ) throws(CadenceError) -> Self {
        try add(.keyframes(keyPath, values: values, keyTimes: keyTimes, duration: duration, delay: delay))
    }

    /// Appends a wait.
    @discardableResult
    public func addWait(_ seconds: Double) throws(CadenceError) -> Self {
        try add(.wait(seconds))
    }

    /// Plays the steps again and again until cancelled; with `autoreverses`,
    /// every other pass plays them backwards, in reverse order, from where the
    /// forward pass ended.
    @discardableResult
    public func forever(autoreverses: Bool = false) throws(CadenceError) -> Self {
        try state.withLock { (state) throws(CadenceError) in
            guard state.run == nil else { throw Self.alreadyRun("forever(autoreverses:)") }
            state.forever = autoreverses
        }
        return self
    }

    /// Builds the dependency graph and adds it to `queue`.
    ///
    /// - Parameters:
    ///   - type: How the top-level steps play.
    ///   - queue: The queue the operations run on.
    ///   - anchor: How each step's timeline is anchored (``Anchor/completion``:
    ///     when it starts; ``Anchor/schedule``: never drifting behind a stall).
    ///   - completion: Called on the main loop when the run ends, with `true` if
    ///     everything completed.
    /// - Returns: The run, to cancel, follow or await.
    /// - Throws: ``CadenceError`` if the animator already ran, a step has no
    ///   layer or an unknown easing name, or the queue refuses the graph.
    ///   Nothing is added then.
    @discardableResult
    public func run(
        type: PlayType = .sequence, on queue: AnimationQueue, anchor: Anchor = .completion,
        completion: (@Sendable (Bool) -> Void)? = nil
    ) throws(CadenceError) -> AnimatorRun {
        let (steps, forever, policy) = try state.withLock { (state) throws(CadenceError) in
            guard state.run == nil else { throw Self.alreadyRun("run(type:on:anchor:completion:)") }
            return (state.steps, state.forever, state.cancellationPolicy)
        }
        let root: AnimationStep = type == .sequence ? .sequence(steps) : .parallel(steps)
        if forever != nil, (root.totalDuration() ?? 1) <= 0 {
            throw CadenceError(
                .invalidState, field: "Animator.forever(autoreverses:)", value: "steps that take no time",
                expected: "steps with a duration to repeat (a pass of no time would repeat for ever at one instant)")
        }
        let compiler = StepCompiler(layer: layer, mainLoop: queue.mainLoop, anchor: anchor, policy: policy)
        let first = try compiler.compile(root)
        var nextPass: (@Sendable (AnimatorRun) throws(CadenceError) -> CompiledSteps)?
        if let forever {
            let passes = PassPlan(root: root, compiler: compiler, autoreverses: forever)
            nextPass = { run throws(CadenceError) in try passes.next(after: run.operations) }
        }
        let run = AnimatorRun(
            queue: queue, totalDuration: root.totalDuration(),
            nextPass: nextPass)
        try state.withLock { (state) throws(CadenceError) in
            guard state.run == nil else { throw Self.alreadyRun("run(type:on:anchor:completion:)") }
            state.run = run
        }
        if let completion { run.onCompletion(completion) }
        run.watch(first)
        do {
            try queue.addOperation(first.root)
        } catch {
            state.withLock { $0.run = nil }
            throw error
        }
        return run
    }

    /// Cancels the current run, if any.
    public func cancel() {
        currentRun?.cancel()
    }

    /// Cancels the current run and removes every animation the steps put on
    /// their layers; the steps are forgotten.
    public func removeAll() {
        let run = state.withLock { state in
            state.steps.removeAll()
            return state.run
        }
        guard let run else { return }
        run.cancel()
        let operations = run.operations.compactMap { $0 as? AnimationOperation }
        run.queue.mainLoop.enqueue {
            for operation in operations {
                operation.layer.removeAnimation(forKey: operation.animationKey)
            }
        }
    }

    private static func alreadyRun(_ call: String) -> CadenceError {
        CadenceError(
            .invalidState, field: "Animator.\(call)", value: "an animator that has already run",
            expected: "steps added before run(type:on:) (make a new Animator to run again)")
    }
}

import Foundation

/// One animation as an asynchronous `Operation`: it commits a transaction that
/// adds the animation, and finishes when that transaction's completion runs.
///
/// Chain animations with `addDependency` on an ``AnimationQueue`` (or any
/// Foundation `OperationQueue`), and stop them with `cancel()`:
///
/// ```swift
/// let right = AnimationOperation(layer: box, animation: BasicAnimation(keyPath: .positionX, to: 300, duration: 1))
/// let down = AnimationOperation(layer: box, animation: BasicAnimation(keyPath: .positionY, to: 100, duration: 2))
/// down.addDependency(right)
/// try queue.addOperations([right, down])
/// ```
///
/// At its start, on the layer's ``MainLoop``, in one transaction with actions
/// disabled, it:
///
/// 1. takes an endpoint the animation leaves open (a basic or spring animation
///    with only `to` or only `by`) from the value presented at that instant;
/// 2. sets the model to the animation's final value, unless ``updatesModel`` is
///    false (or the animation is additive, or never ends), so nothing snaps back
///    when it is removed;
/// 3. adds the animation, beginning at the operation's start (or, anchored to
///    the schedule, when its dependencies were scheduled to end) plus the
///    animation's own ``LayerAnimation/beginTime``;
/// 4. commits, and finishes when the transaction's completion block runs.
///
/// An invalid animation, or a layer in no compositor's tree, fails the
/// operation with a ``CadenceError`` at its start; nothing traps. An animation
/// that repeats forever runs until cancelled. Cancelled while it runs, it
/// removes its animation and leaves the layer as ``cancellationPolicy`` says.
public final class AnimationOperation: TimedOperation, @unchecked Sendable {
    /// The layer animated: a Cadence ``Layer``, or a layer of another
    /// ``LayerHost`` (a `CALayer`, through `CadenceCoreAnimation`).
    public let layer: any HostedLayer
    /// The animation, as given; its begin time counts from the operation's start.
    public let animation: any LayerAnimation
    /// The key the animation is added under.
    public var key: String { givenKey ?? "cadence.operation." + String(keyNumber) }

    /// The key given to the initializer; nil for a key of the operation's own,
    /// `cadence.operation.` and ``keyNumber``, spelled out only when read.
    private let givenKey: String?
    private let keyNumber: UInt64

    /// The settings and, once started, what the start decided, inline: no
    /// box of their own.
    struct Mutable {
        var updatesModel: Bool
        var cancellationPolicy: CancellationPolicy
        var retargetBehavior = RetargetBehavior.replace
        var repetition = Repetition.once
        /// What the start decided; nil before it. One word while the operation
        /// waits in a queue, where most of a long chain's operations are.
        var started: Started?
        /// The run's playhead, once the transport steers it (nil while the
        /// animation plays in its layer's time).
        var playhead: Playhead?
        /// Where it came to rest, once finished.
        var finalPosition: AnimatingPosition?
        /// How many times it was retargeted: only the transaction of the
        /// animation it plays now finishes it.
        var generation = 0
        /// The key its animation is under now: ``key`` until retargeted.
        var currentKey: String?
    }

    /// What the start decided, made once there.
    final class Started: Sendable {
        /// What was presented at the start (for ``CancellationPolicy/start``).
        let startValues: PropertyValues
        /// The animation's final values, if it has them (for ``CancellationPolicy/end``).
        let finalValues: PropertyValues?
        /// The properties the animation animates.
        let animatedNames: Set<String>
        /// The animation as it was added.
        let played: any LayerAnimation
        /// The layer time of the start: the run's time 0.
        let origin: Double
        /// How the run repeats the animation, and how long one pass lasts.
        let repetition: Repetition
        let passDuration: Double

        init(
            startValues: PropertyValues, finalValues: PropertyValues?, animatedNames: Set<String>,
            played: any LayerAnimation, origin: Double, repetition: Repetition, passDuration: Double
        ) {
            self.startValues = startValues
            self.finalValues = finalValues
            self.animatedNames = animatedNames
            self.played = played
            self.origin = origin
            self.repetition = repetition
            self.passDuration = passDuration
        }
    }

    /// Guarded by the lock of ``TimedOperation``'s state, so an operation has
    /// one lock: touched only in ``withMutable(_:)``.
    private var guarded: Mutable

    func withMutable<Result>(_ body: (inout Mutable) -> Result) -> Result {
        state.withLock { _ in body(&guarded) }
    }

    /// An operation that plays `animation` on `layer` under `key` (a key of its
    /// own if nil); with `retargetBehavior` ``RetargetBehavior/additive`` it
    /// plays over an animation in flight on the same key path additively.
    public init(
        layer: some HostedLayer, animation: some LayerAnimation, forKey key: String? = nil,
        updatesModel: Bool = true, cancellationPolicy: CancellationPolicy = .current, anchor: Anchor = .completion,
        completionCriteria: CompletionCriteria = .removed, retargetBehavior: RetargetBehavior = .replace
    ) {
        self.layer = layer
        self.animation = animation
        guarded = Mutable(
            updatesModel: updatesModel, cancellationPolicy: cancellationPolicy, retargetBehavior: retargetBehavior)
        givenKey = key
        keyNumber = key == nil ? Self.keyCounter.withLock { $0 += 1; return $0 } : 0
        super.init()
        if anchor != .completion {
            self.anchor = anchor
        }
        if completionCriteria != .removed {
            state.withLock { $0.completionCriteria = completionCriteria }
        }
    }

    private static let keyCounter = LockedBox<UInt64>(0)

    /// Whether the model is set to the animation's final value at the start
    /// (default `true`).
    public var updatesModel: Bool {
        get { withMutable { $0.updatesModel } }
        set { withMutable { $0.updatesModel = newValue } }
    }

    /// What the layer keeps if the operation is cancelled while it runs
    /// (default ``CancellationPolicy/current``).
    public var cancellationPolicy: CancellationPolicy {
        get { withMutable { $0.cancellationPolicy } }
        set { withMutable { $0.cancellationPolicy = newValue } }
    }

    /// When its dependents may start (default ``CompletionCriteria/removed``):
    /// when its animation is removed and it finishes, or, with
    /// ``CompletionCriteria/logicallyComplete``, at its
    /// ``TimedOperation/logicalCompletionTime`` (a spring's perceptual
    /// duration, any other animation's active end). The animation's tail
    /// keeps playing and presenting after they start, and the operation
    /// still finishes when the animation is removed; from its logical
    /// completion on it takes no slot of its ``AnimationQueue``'s
    /// ``AnimationQueue/maxConcurrentOperationCount``.
    ///
    /// A dependent can override it for its own edge with
    /// ``TimedOperation/addDependency(_:startingWhen:)``. Set it before the
    /// operation starts. Foundation's `OperationQueue` ignores it.
    ///
    /// ```swift
    /// let pop = AnimationOperation(layer: box, animation: spring, completionCriteria: .logicallyComplete)
    /// ```
    public var completionCriteria: CompletionCriteria {
        get { state.withLock { $0.completionCriteria } }
        set {
            state.withLock { $0.completionCriteria = newValue }
            if newValue == .logicallyComplete, let loop = mainLoop { armLogicalCompletion(on: loop) }
        }
    }

    /// How the run repeats its animation, GSAP's way (default ``Repetition/once``):
    /// `repeats` more passes, `delay` seconds apart (the value held at a
    /// pass's end meanwhile), every other pass backwards with `yoyo`. The
    /// run lasts ``Repetition/totalDuration(of:)`` of one pass (the
    /// animation's end from the operation's start), its transport steers the
    /// whole of it, and it rests where its last pass ends: at the start values
    /// after a yoyo's backward pass. Set it before the operation starts; an
    /// animation that never ends cannot repeat (the start fails), and on a
    /// host that cannot steer a running animation neither can it.
    ///
    /// ```swift
    /// let pulse = AnimationOperation(layer: box, animation: grow)
    /// pulse.repetition = try Repetition(repeats: 2, delay: 0.5, yoyo: true)
    /// ```
    public var repetition: Repetition {
        get { withMutable { $0.repetition } }
        set { withMutable { $0.repetition = newValue } }
    }

    override var mainLoop: MainLoop? { layer.host?.mainLoop }

    override var mainLoopError: CadenceError {
        CadenceError(
            .invalidState, field: "layer", value: "\(layer), in no compositor's tree",
            expected: "a layer added beneath a compositor's root layer")
    }

    override func begin(at start: Double) throws(CadenceError) -> Double? {
        guard let host = layer.host else { throw mainLoopError }
        let model = layer.modelValues
        let presented = layer.presentation()
        // Resolved and validated once, here: the layer adds it as it is.
        let play = try OperationPlay(
            animation, model: model, presented: presented,
            defaultDuration: { host.animationDuration },
            begin: { [layer] in layer.localTime(fromHostTime: start + $0) })
        var playing = play.animation
        let names = play.animatedNames
        var final = play.finalValues
        let origin = layer.localTime(fromHostTime: start)
        let repetition = withMutable { $0.repetition }
        let pass = playing.resolvedTiming.endTime - origin
        var repeating: (playhead: Playhead, clock: RunClock)?
        if repetition != .once {
            guard pass.isFinite, pass >= 0 else {
                throw CadenceError(
                    .conflictingFields, field: "repetition", value: "\(repetition.repeats) repeats of an animation that never ends",
                    expected: "an animation that ends, to repeat it")
            }
            // Held at a pass's end through a repeat delay, not removed.
            playing.fillMode = playing.fillMode.fillsBackwards ? .both : .forwards
            // A yoyo whose last pass runs backwards rests at the start values.
            if repetition.position(at: repetition.totalDuration(of: pass), duration: pass).time < pass, final != nil {
                final = presented
            }
            var playhead = Playhead(checkedDuration: repetition.totalDuration(of: pass))
            try? playhead.play(at: origin)
            if let clock = playhead.clock(origin: origin, at: origin, repetition: repetition, passDuration: pass) {
                repeating = (playhead, clock)
            }
        }
        let (updatesModel, behavior) = withMutable { ($0.updatesModel, $0.retargetBehavior) }

        host.beginTransaction(disablingActions: true) { [weak self] in self?.transactionDidComplete(generation: 0) }
        var startValues = presented
        if behavior == .additive, repetition == .once, updatesModel, let final,
            let additive = additiveRetarget(of: playing, from: model, to: final)
        {
            // What it shows, from the model it found, to the model it leaves.
            playing = additive
            startValues = model
        }
        let started = Started(
            startValues: startValues, finalValues: final, animatedNames: names, played: playing,
            origin: origin, repetition: repetition, passDuration: pass)
        withMutable { state in
            state.started = started
            state.playhead = repeating?.playhead
        }
        let key = animationKey
        do {
            try layer.addResolved(playing, forKey: key)
            if let clock = repeating?.clock { try layer.setRunClock(clock, forAnimationKey: key) }
        } catch {
            layer.removeAnimation(forKey: key)
            host.commitTransaction()
            throw error
        }
        if updatesModel, let final {
            layer.setModelValues(from: final, names: names)
        }
        host.commitTransaction()
        if let rest = repeating?.clock.restInstant {
            return rest.isFinite ? layer.hostTime(fromLocalTime: rest) : nil
        }
        let end = playing.resolvedTiming.endTime
        let logicalEnd = play.logicalEndTime
        if logicalEnd < end {
            let logical = hostTime(reachingLocalTime: logicalEnd)
            state.withLock { $0.logical.time = logical }
        }
        return end.isFinite ? layer.hostTime(fromLocalTime: end) : nil
    }

    /// The first host instant at which the layer's time has reached
    /// `layerTime` (the conversion up the tree may round an ulp short).
    private func hostTime(reachingLocalTime layerTime: Double) -> Double {
        var time = layer.hostTime(fromLocalTime: layerTime)
        var steps = 0
        while time.isFinite, layer.localTime(fromHostTime: time) < layerTime, steps < 64 {
            time = time.nextUp
            steps += 1
        }
        return time
    }

    /// The animation as it was added at the start: endpoints resolved, begin time
    /// in layer time. Nil before the start.
    var playedAnimation: (any LayerAnimation)? { withMutable { $0.started?.played } }

    /// Whether the layer's time at `time`, as its timing stands now, has
    /// reached the animation's end: a pause, a slower speed or a later begin
    /// of the layer since the start moves the end, and so the answer.
    override func isWorkEnded(by time: Double) -> Bool {
        let (played, playhead) = withMutable { ($0.started?.played, $0.playhead) }
        guard let played else { return false }
        let local = layer.localTime(fromHostTime: time)
        if let playhead { return playhead.state(at: local) == .finished }
        let end = played.resolvedTiming.endTime
        return end.isFinite && local >= end
    }

    /// The transaction that added the animation played now (of
    /// retarget `generation`) has completed: the run is over. One of an
    /// animation a retarget replaced is not.
    func transactionDidComplete(generation: Int) {
        let isCurrent = withMutable { state in
            guard state.generation == generation else { return false }
            if state.finalPosition == nil {
                state.finalPosition = isCancelled ? .current : state.playhead?.isReversed == true ? .start : .end
            }
            return true
        }
        if isCurrent { finish(isCancelled ? .cancelled : .completed) }
    }

    /// The key the animation it plays is under now: ``key``, or the one a
    /// retarget added its animation under.
    var animationKey: String { withMutable { $0.currentKey } ?? key }

    override func stopAfterCancel() {
        guard let host = layer.host else { return finish(.cancelled) }
        let (started, policy) = withMutable { ($0.started, $0.cancellationPolicy) }
        let names = started?.animatedNames ?? []
        withMutable { state in
            if state.finalPosition == nil { state.finalPosition = .current }
        }
        host.beginTransaction(disablingActions: true, completion: nil)
        switch policy {
        case .current:
            layer.setModelValues(from: valuesKeepingWhatIsShown(), names: names)
        case .end:
            if let final = started?.finalValues {
                layer.setModelValues(from: final, names: names)
            }
        case .start:
            layer.setModelValues(from: started?.startValues ?? PropertyValues(), names: names)
        }
        layer.removeAnimation(forKey: animationKey)
        host.commitTransaction()
        // The removal also completes the operation's transaction; finishing now
        // makes that later completion a no-op, and the cancel take effect at once.
        finish(.cancelled)
    }
}

/// An animation with a perceptual duration: when it is logically complete.
protocol PerceptuallyTimed {
    var perceptualDuration: Double { get }
}

extension LayerAnimation {
    /// When the animation is logically complete, in its parent's (its
    /// layer's) time: for a spring played once (no repeat, no autoreverse),
    /// the first instant its active time reaches its perceptual duration, if
    /// that comes before its end; for any other animation its ``MediaTiming/endTime``.
    var logicalEndTime: Double {
        resolvedTiming.logicalEndTime(perceptualDuration: (self as? any PerceptuallyTimed)?.perceptualDuration)
    }
}

extension MediaTiming {
    /// When an animation with this timing and `perceptualDuration` is
    /// logically complete (see ``LayerAnimation/logicalEndTime``).
    func logicalEndTime(perceptualDuration: Double?) -> Double {
        guard let perceptual = perceptualDuration,
            perceptual.isFinite, perceptual > 0, repeatCount <= 1, repeatDuration == 0,
            !autoreverses, perceptual < activeDuration
        else { return endTime }
        var logical = self
        logical.repeatDuration = perceptual
        return logical.endTime
    }
}

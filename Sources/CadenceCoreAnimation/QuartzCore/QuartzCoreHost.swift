#if canImport(QuartzCore) && !QUARTZCORE_STAND_IN
import QuartzCore
#elseif !canImport(QuartzCore) && QUARTZCORE_STAND_IN
import CadenceCoreAnimation
import QuartzCoreStandIn
#endif
// In the library where QuartzCore is; where it is missing, only in the test
// targets that compile this file against the stand-in (QUARTZCORE_STAND_IN).
#if (canImport(QuartzCore) && !QUARTZCORE_STAND_IN) || (!canImport(QuartzCore) && QUARTZCORE_STAND_IN)
import Cadence
import Foundation

/// Core Animation as a `LayerHost`: operations run on `mainLoop`
/// and commit through `CATransaction`; the time is `CACurrentMediaTime()`.
/// `AnimationOperation(layer: caLayer, host: CoreAnimationHost(), animation: slide)`.
public final class CoreAnimationHost: LayerHost, Sendable {
    public let mainLoop: MainLoop
    /// The completions of the transactions open now, innermost last (nil for
    /// one without): an animation added is held to the innermost's.
    private let openCompletions = LockedBox<[RunCompletion?]>([])

    /// A host on `mainLoop`: by default one on the main queue, whose clock
    /// reads the time base of `CACurrentMediaTime()`.
    public init(mainLoop: MainLoop = MainLoop(clock: HostClock(queue: .main))) { self.mainLoop = mainLoop }

    public var currentMediaTime: Double { CACurrentMediaTime() }
    public var animationDuration: Double { CATransaction.animationDuration() }

    public func beginTransaction(disablingActions: Bool, completion: (@Sendable () -> Void)?) {
        CATransaction.begin()
        if disablingActions { CATransaction.setDisableActions(true) }
        // Core Animation calls it on the main thread; the operations hear it in
        // a main-loop job, once no steered copy holds it (see RunCompletion).
        let run = completion.map(RunCompletion.init)
        openCompletions.withLock { $0.append(run) }
        if let run { CATransaction.setCompletionBlock { [mainLoop] in mainLoop.enqueue(run.release) } }
    }

    /// The completion of the innermost open transaction; nil outside one, or
    /// for one without.
    var openCompletion: RunCompletion? { openCompletions.withLock { $0.last ?? nil } }

    public func setTransactionAnimation(duration: Double, timingFunction: TimingFunction?) throws(CadenceError) {
        try CadenceError.check(duration, "duration", in: 0 ... .infinity, expected: "a finite number of seconds ≥ 0")
        let function = try CoreAnimationLowering.timingFunctionDescription(timingFunction, field: "timingFunction")
        CATransaction.setAnimationDuration(duration)
        CATransaction.setAnimationTimingFunction(function.map(CoreAnimationLayer.function))
    }

    public func commitTransaction() {
        _ = openCompletions.withLock { $0.popLast() }
        CATransaction.commit()
    }
}

/// A transaction's completion that a steered run can hold: it runs once Core
/// Animation has completed the transaction and every hold is released.
///
/// Steering replaces the animation under a key with a copy, and the removal
/// completes the transaction that added the original; the operation waiting on
/// it must finish when the copy does, at the run's rest. So the layer holds
/// the completion while a copy stands in, and releases it when the copy
/// completes at rest, or is removed.
final class RunCompletion: Sendable {
    /// Core Animation's completion block and the holds not yet released.
    private let pending = LockedBox(1)
    private let completion: @Sendable () -> Void

    init(_ completion: @escaping @Sendable () -> Void) { self.completion = completion }

    func hold() { pending.withLock { $0 += 1 } }

    /// Releases one hold (or Core Animation's completion); the last runs the completion.
    @Sendable func release() {
        if pending.withLock({ $0 -= 1; return $0 == 0 }) { completion() }
    }
}

/// An animation added under a key, and the steering of its run.
struct SteeredRun {
    /// The animation as added (or as rebased): what every steered copy is made from.
    var added: any LayerAnimation
    /// When it was added, among the layer's runs: the order they stack in.
    var order = 0
    /// The completion of the transaction that added it; nil for one without.
    let completion: RunCompletion?
    /// Whether this run holds `completion`.
    var isHolding = false
    /// Counts the copies added: only the latest one's completion counts.
    var generation = 0
    /// Whether the latest copy's run rests at an end when the copy completes.
    var restsAtAnEnd = false

    init(added: any LayerAnimation, completion: RunCompletion?) { (self.added, self.completion) = (added, completion) }

    mutating func hold() {
        guard !isHolding, let completion else { return }
        completion.hold()
        isHolding = true
    }

    /// Releases the hold, in a job on `loop`, after what runs now.
    mutating func release(on loop: MainLoop) {
        guard isHolding, let completion else { return }
        isHolding = false
        loop.enqueue(completion.release)
    }

    /// The run's animation is gone: its hold, if any, is released.
    func end(on loop: MainLoop) {
        var run = self
        run.release(on: loop)
    }
}

/// What the wrappers of one `CALayer` in one host added to it: the runs
/// under each key, shared by every `CoreAnimationLayer` of that layer and
/// host, so any of them can rebase or steer what another added. Kept while
/// a wrapper holds it, in a table that holds it weakly; it holds the layer
/// and the host, so their identities stay its own.
final class CoreAnimationLayerRuns: @unchecked Sendable {
    let layer: CALayer, coreAnimationHost: CoreAnimationHost
    /// The animations added under each key, as added, and how a run steers them.
    var runs: [String: SteeredRun] = [:]
    /// How many animations were added: the order of the latest.
    var added = 0

    private init(_ layer: CALayer, host: CoreAnimationHost) { (self.layer, coreAnimationHost) = (layer, host) }

    private static let table = WeakObjectTable<CoreAnimationLayerRuns>()

    /// The runs of `layer` in `host`: those its live wrappers share, or new ones.
    static func shared(by layer: CALayer, in host: CoreAnimationHost) -> CoreAnimationLayerRuns {
        table.object(for: [layer, host]) { CoreAnimationLayerRuns(layer, host: host) }
    }

    /// The copy added at `generation` under `key` has completed: if the run
    /// it plays rests at an end, the run is over.
    func copyDidComplete(forKey key: String, generation: Int) {
        guard runs[key]?.generation == generation, runs[key]?.restsAtAnEnd == true else { return }
        runs[key]?.release(on: coreAnimationHost.mainLoop)
    }
}

/// A `CALayer` as a `HostedLayer`: animations are lowered to `CAAnimation`s
/// and added to it; values are read and set by key-value coding. `CALayer` is neither
/// `Sendable` nor main-actor isolated: this is `@unchecked Sendable` on the rule that
/// the layer is touched only on the host's main loop, where every call is made.
///
/// Every wrapper of one `CALayer` in one host knows what the others added
/// to it, so operations made with `AnimationOperation(layer:host:animation:)`,
/// each with a wrapper of its own, retarget one another additively.
public final class CoreAnimationLayer: HostedLayer, @unchecked Sendable {
    /// The layer animated, and the host it is animated in.
    public let layer: CALayer, coreAnimationHost: CoreAnimationHost

    /// What the wrappers of `layer` in the host added, this one's included.
    let shared: CoreAnimationLayerRuns
    private var runs: [String: SteeredRun] {
        get { shared.runs }
        set { shared.runs = newValue }
    }
    private var added: Int {
        get { shared.added }
        set { shared.added = newValue }
    }

    /// A wrapper of `layer` in `host`, sharing what every other wrapper of it there added.
    public init(_ layer: CALayer, host: CoreAnimationHost) {
        (self.layer, coreAnimationHost) = (layer, host)
        shared = CoreAnimationLayerRuns.shared(by: layer, in: host)
    }

    public var host: (any LayerHost)? { coreAnimationHost }
    public var modelValues: PropertyValues { Self.values(of: layer.model()) }
    public func presentation() -> PropertyValues { Self.values(of: layer.presentation() ?? layer) }

    public func setModelValues(from values: PropertyValues, names: Set<String>) {
        for name in names.sorted() {
            if let value = CoreAnimationValue.coreAnimationValue(named: name, in: values) {
                layer.setValue(Self.object(value), forKeyPath: name)
            } else if name.hasSuffix("Color") {
                layer.setValue(nil, forKeyPath: name)  // only colours (objects) take nil
            }
        }
    }

    public func addResolved(_ animation: any LayerAnimation, forKey key: String) throws(CadenceError) {
        layer.add(try Self.animation(try CoreAnimationLowering.lower(animation)), forKey: key)
        runs.removeValue(forKey: key)?.end(on: coreAnimationHost.mainLoop)
        runs[key] = SteeredRun(added: animation, completion: coreAnimationHost.openCompletion)
        added += 1
        runs[key]?.order = added
    }

    public func removeAnimation(forKey key: String) {
        layer.removeAnimation(forKey: key)
        runs.removeValue(forKey: key)?.end(on: coreAnimationHost.mainLoop)
    }

    /// Replaces the animation under `key` with a copy in the layer's own time
    /// that shows what it shows under `clock` (`CoreAnimationLowering.steeredCopy(of:under:)`):
    /// re-timed forwards, held with speed 0, or reversed; removed while the run
    /// shows nothing. The transaction that added it completes when the copy
    /// completes at the run's rest, not when the original is removed.
    public func setRunClock(_ clock: RunClock?, forAnimationKey key: String) throws(CadenceError) {
        guard var run = runs[key] else {
            throw CadenceError(.unknownName, field: "key", value: "'\(key)'", expected: "the key of an animation added to the layer")
        }
        let copy = try clock.map { (clock) throws(CadenceError) in try CoreAnimationLowering.steeredCopy(of: run.added, under: clock) } ?? run.added
        let lowered = try copy.map { (copy) throws(CadenceError) in try Self.animation(try CoreAnimationLowering.lower(copy)) }
        run.hold()
        run.generation += 1
        let (generation, rests) = (run.generation, clock?.restsAtAnEnd ?? true)
        run.restsAtAnEnd = rests
        runs[key] = run
        if let lowered {
            addCopy(lowered, forKey: key, generation: generation)
        } else {
            layer.removeAnimation(forKey: key)
        }
        // At rest now: nothing more to wait for.
        if rests, clock.map({ $0.restInstant <= $0.anchorInstant }) ?? false { runs[key]?.release(on: coreAnimationHost.mainLoop) }
    }

    /// Makes the animations of `keyPathName` this layer added additive, as
    /// Core Animation's layers need no help for: the one that is not
    /// additive (at most one, beneath the others) is replaced under its key
    /// by its additive form relative to `base` (`additiveRebased(over:)`),
    /// with the same begin time, so it shows the same thing over the new
    /// model; the transaction that added it completes when the replacement
    /// does, not when the original is removed (as for a steered copy).
    ///
    /// - Throws: `CadenceError` as `HostedLayer` says (another key path of
    ///   the property, two animations that are not additive or one above an
    ///   additive one, one with no additive form), and for an animation a
    ///   transport steers. Nothing changes then.
    public func rebaseAnimationsAdditively(at keyPathName: String, over base: PropertyValues) throws(CadenceError) -> Bool {
        // The stored property: `position` for `position.x`.
        let propertyName = String(keyPathName.prefix { $0 != "." })
        let inFlight = runs.filter { $0.value.added.animatedPropertyNames.contains(propertyName) }
            .sorted { $0.value.order < $1.value.order }
        guard let first = inFlight.first else { return false }
        func refuse(_ value: String, _ expected: String) -> CadenceError {
            CadenceError(.unsupported, field: "rebaseAnimationsAdditively(at:over:)", value: value, expected: expected)
        }
        if let other = inFlight.first(where: { Self.keyPathName(of: $0.value.added) != keyPathName }) {
            throw refuse("an animation of another key path under '\(other.key)'", "animations of \(keyPathName) alone")
        }
        let absolute = inFlight.filter { ($0.value.added as? any PropertyAnimation)?.isAdditive != true }
        guard absolute.count <= 1, absolute.first.map({ $0.key == first.key }) ?? true else {
            throw refuse(
                "\(absolute.count) animations of \(keyPathName) that are not additive, or one above another",
                "at most one that is not additive, beneath the others")
        }
        guard let (key, run) = absolute.first else { return true }
        guard run.generation == 0 else {
            throw refuse("the animation under '\(key)', which a transport steers", "an animation as it was added")
        }
        guard var form = run.added.additiveRebased(over: base) else {
            throw refuse("\(type(of: run.added)) of \(keyPathName) with no additive form", "a basic, spring or keyframe animation with both ends given")
        }
        // A begin time of 0 is "now" to Core Animation; the one added began at
        // the layer's time 0, which the least positive time still is.
        if form.beginTime == 0 { form.beginTime = .leastNonzeroMagnitude }
        let lowered = try Self.animation(try CoreAnimationLowering.lower(form))
        var rebased = run
        rebased.added = form
        rebased.hold()
        rebased.generation += 1
        rebased.restsAtAnEnd = true
        runs[key] = rebased
        let generation = rebased.generation
        addCopy(lowered, forKey: key, generation: generation)
        return true
    }

    /// Adds `copy` under `key` in a transaction of its own, whose completion
    /// tells `copyDidComplete(forKey:generation:)` that the copy of
    /// `generation` is over.
    private func addCopy(_ copy: CAAnimation, forKey key: String, generation: Int) {
        CATransaction.begin()
        CATransaction.setCompletionBlock { [weak shared, mainLoop = coreAnimationHost.mainLoop] in
            guard let shared else { return }
            mainLoop.enqueue { shared.copyDidComplete(forKey: key, generation: generation) }
        }
        layer.add(copy, forKey: key)
        CATransaction.commit()
    }

    /// The key path a property animation animates; nil for another kind.
    private static func keyPathName(of animation: any LayerAnimation) -> String? {
        (animation as? any PropertyAnimation).map { name(of: $0) }
    }

    private static func name(of animation: some PropertyAnimation) -> String { animation.keyPath.name }

    public func localTime(fromHostTime time: Double) -> Double { layer.convertTime(time, from: nil) }
    public func hostTime(fromLocalTime time: Double) -> Double { layer.convertTime(time, to: nil) }

    /// The stored properties of `layer` (a model or presentation layer).
    static func values(of layer: CALayer) -> PropertyValues {
        CoreAnimationValue.propertyValues { name in
            switch name {
            case "backgroundColor": layer.backgroundColor.flatMap(value)
            case "borderColor": layer.borderColor.flatMap(value)
            case "shadowColor": layer.shadowColor.flatMap(value)
            default: value(layer.value(forKeyPath: name))
            }
        }
    }

    /// A key-value-coded value as a description's value; nil for another kind.
    static func value(_ object: Any?) -> CoreAnimationValue? {
        switch object {
        case let number as NSNumber: .number(number.doubleValue)
        case let point as CGPoint: .point(point)
        case let size as CGSize: .size(size)
        case let rect as CGRect: .rect(rect)
        case let t as CATransform3D:
            .transform(TransformFields(
                m11: t.m11, m12: t.m12, m13: t.m13, m14: t.m14, m21: t.m21, m22: t.m22, m23: t.m23, m24: t.m24,
                m31: t.m31, m32: t.m32, m33: t.m33, m34: t.m34, m41: t.m41, m42: t.m42, m43: t.m43, m44: t.m44))
        default: nil
        }
    }

    /// A colour's sRGB components; nil for a colour of another kind.
    static func value(_ color: CGColor) -> CoreAnimationValue? {
        guard let c = color.components, c.count == 4 else { return nil }
        return .color(ColorComponents(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
    }

    /// A description's value as Core Animation holds it (structs bridge to `NSValue`).
    static func object(_ value: CoreAnimationValue) -> Any {
        switch value {
        case .number(let number): NSNumber(value: number)
        case .point(let point): point
        case .size(let size): size
        case .rect(let rect): rect
        case .transform(let f):
            CATransform3D(
                m11: f.m11, m12: f.m12, m13: f.m13, m14: f.m14, m21: f.m21, m22: f.m22, m23: f.m23, m24: f.m24,
                m31: f.m31, m32: f.m32, m33: f.m33, m34: f.m34, m41: f.m41, m42: f.m42, m43: f.m43, m44: f.m44)
        case .color(let c): CGColor(srgbRed: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        }
    }

    /// The `CAAnimation` a description describes, every field set.
    static func animation(_ d: CoreAnimationDescription) throws(CadenceError) -> CAAnimation {
        let animation: CAAnimation
        switch d.kind {
        case .basic, .spring:
            let basic = d.kind == .spring ? CASpringAnimation() : CABasicAnimation()
            if let s = d.spring, let spring = basic as? CASpringAnimation {
                (spring.mass, spring.stiffness) = (s.mass, s.stiffness)
                (spring.damping, spring.initialVelocity) = (s.damping, s.initialVelocity)
                if s.allowsOverdamping {
                    guard #available(iOS 17, macOS 14, tvOS 17, *) else {
                        throw CadenceError(
                            .unsupported, field: "spring", value: "an overdamped spring (damping ratio > 1)",
                            expected: "iOS 17, macOS 14 or tvOS 17 (CASpringAnimation.allowsOverdamping)")
                    }
                    spring.allowsOverdamping = true
                }
            }
            (basic.fromValue, basic.toValue) = (d.fromValue.map(object), d.toValue.map(object))
            (basic.byValue, animation) = (d.byValue.map(object), basic)
        case .keyframe:
            let keyframe = CAKeyframeAnimation()
            keyframe.values = d.values?.map(object)
            keyframe.keyTimes = numbers(d.keyTimes)
            keyframe.timingFunctions = d.timingFunctions?.map(function)
            if let mode = d.calculationMode { keyframe.calculationMode = CAAnimationCalculationMode(rawValue: mode) }
            keyframe.tensionValues = numbers(d.tensionValues)
            (keyframe.continuityValues, keyframe.biasValues) = (numbers(d.continuityValues), numbers(d.biasValues))
            animation = keyframe
        case .group:
            let group = CAAnimationGroup()
            (group.animations, animation) = (try d.animations?.map { (child) throws(CadenceError) in try Self.animation(child) }, group)
        case .transition:
            let (transition, t) = (CATransition(), d.transition ?? TransitionDescription(type: "fade"))
            transition.type = CATransitionType(rawValue: t.type)
            transition.subtype = t.subtype.map { CATransitionSubtype(rawValue: $0) }
            (transition.startProgress, transition.endProgress, animation) = (t.startProgress, t.endProgress, transition)
        }
        if let property = animation as? CAPropertyAnimation {
            property.keyPath = d.keyPath
            (property.isAdditive, property.isCumulative) = (d.isAdditive, d.isCumulative)
        }
        let t = d.timing
        (animation.beginTime, animation.duration, animation.speed) = (t.beginTime, t.duration, t.speed)
        (animation.timeOffset, animation.repeatCount) = (t.timeOffset, t.repeatCount)
        (animation.repeatDuration, animation.autoreverses) = (t.repeatDuration, t.autoreverses)
        animation.fillMode = CAMediaTimingFillMode(rawValue: t.fillMode)
        animation.timingFunction = d.timingFunction.map(function)
        animation.isRemovedOnCompletion = d.isRemovedOnCompletion
        return animation
    }

    static func function(_ f: TimingFunctionDescription) -> CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: f.c1x, f.c1y, f.c2x, f.c2y)
    }

    static func numbers(_ numbers: [Double]?) -> [NSNumber]? { numbers?.map { NSNumber(value: $0) } }
}

extension AnimationOperation {
    /// An operation that plays `animation` on a `CALayer` of `host`; with
    /// `retargetBehavior` `.additive` it plays additively
    /// over what any operation added to the layer in `host`.
    public convenience init(
        layer: CALayer, host: CoreAnimationHost, animation: some LayerAnimation, forKey key: String? = nil,
        retargetBehavior: RetargetBehavior = .replace
    ) {
        self.init(layer: CoreAnimationLayer(layer, host: host), animation: animation, forKey: key, retargetBehavior: retargetBehavior)
    }
}

extension TransactionAnimationOperation {
    /// Core Animation's implicit animation of real layers, as an operation:
    /// at its start, on the main thread, a transaction with `duration` and
    /// `timingFunction`, your `changes`, and a commit; it finishes when the
    /// implicit animations end.
    ///
    /// ```swift
    /// let fade = TransactionAnimationOperation(host: host, duration: 0.3, timingFunction: .easeOut) {
    ///     badge.opacity = 0   // a standalone CALayer: animates implicitly
    /// }
    /// ```
    ///
    /// `changes` is isolated to the main actor, not `@Sendable`: a `CALayer`
    /// is not `Sendable`, and the host's loop runs on the main queue, so the
    /// closure may capture layers, views and the rest of the main actor's
    /// state under Swift 6's strict concurrency. Given a host whose loop runs
    /// off the main thread (`CoreAnimationHost(mainLoop:)` with a loop of
    /// your own), the operation fails at its start with a ``CadenceError``
    /// naming `changes`, and they do not run.
    public convenience init(
        host: CoreAnimationHost, duration: Double, timingFunction: TimingFunction? = nil,
        changes: @escaping @MainActor () -> Void
    ) {
        self.init(host: host, duration: duration, timingFunction: timingFunction) { () throws(CadenceError) in
            #if canImport(QuartzCore)
            // On Apple platforms the main actor is the main thread.
            guard Thread.isMainThread else {
                throw CadenceError(
                    .invalidState, field: "changes", value: "a main loop off the main thread",
                    expected: "a CoreAnimationHost whose main loop runs on the main thread, where the changes are isolated")
            }
            #endif
            // Elsewhere only the stand-in's tests use the host, and the
            // runtime's own check decides.
            MainActor.assumeIsolated { changes() }
        }
    }
}
#endif

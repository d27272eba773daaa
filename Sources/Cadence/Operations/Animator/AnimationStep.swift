/// One step of an ``Animator``: an animation, a wait, or steps played in
/// sequence or in parallel, nested as deep as you like.
///
/// ```swift
/// let steps: AnimationStep = .sequence {
///     .basic(.positionX, by: 300, duration: 1, easing: "easeInEaseOut")
///     .parallel {
///         .basic(.positionY, by: 100, duration: 2, easing: "easeOut")
///         .basic(.opacity, to: 0.5, duration: 0.5, delay: 1)
///     }
///     .wait(0.25)
///     .spring(.transformScale, from: 1, to: 1.5, damping: 12, stiffness: 240)
/// }
/// ```
///
/// A step's ``totalDuration(defaultDuration:)`` is what it takes: a sequence the sum of its
/// steps, a parallel the longest of its steps counting each one's delay, a
/// ``timeline(_:)`` the latest end of its entries.
public struct AnimationStep: Sendable {
    indirect enum Kind: Sendable {
        case animation(any LayerAnimation, layer: (any HostedLayer)?, delay: Double, easing: String?)
        case wait(Double)
        case sequence([AnimationStep])
        case parallel([AnimationStep])
        case timeline(AnimationTimeline)
    }

    let kind: Kind

    /// When the steps after this one may start: when its animation is
    /// removed (the default), or when it is logically complete (see
    /// ``completing(when:)``).
    public private(set) var completionCriteria = CompletionCriteria.removed

    /// The name of the operation the step becomes, in a trace, a report and
    /// the pictures (see ``named(_:)``); nil for the step's place in the tree.
    public private(set) var name: String?

    init(kind: Kind) {
        self.kind = kind
    }

    /// This step, named `name`: the operation it becomes (an animation's
    /// ``AnimationOperation``, a wait's ``TimedTaskOperation``, the
    /// ``GroupOperation`` of a sequence, a parallel or a timeline) has it as
    /// its `name`, so a fixture's trace and checks refer to it by that name.
    ///
    /// ```swift
    /// Animator(layer: card) {
    ///     AnimationStep.basic(.positionX, from: -300, to: 0, duration: 0.3).named("slideIn")
    ///     AnimationStep.wait(1).named("hold")
    /// }
    /// ```
    ///
    /// An unnamed animation or wait has no name (a trace calls it
    /// `operation1`, …); an unnamed group is named for its place, `steps[1]`.
    /// A name means one thing: two steps of one run with the same name are
    /// refused by ``Animator/run(type:on:anchor:completion:)``.
    public func named(_ name: String) -> Self {
        var step = self
        step.name = name
        return step
    }

    /// This step, with the steps after it in a sequence starting when it is
    /// `criteria`: with ``CompletionCriteria/logicallyComplete``, a spring's
    /// next step starts at the spring's perceptual duration while its tail
    /// still plays, as SwiftUI's `withAnimation(_:completionCriteria:_:)`
    /// chains; any other animation at the end of its active time.
    ///
    /// ```swift
    /// Animator(layer: card) {
    ///     AnimationStep.animation(try SpringAnimation(keyPath: .positionX, to: 300, perceptualDuration: 0.5))
    ///         .completing(when: .logicallyComplete)
    ///     AnimationStep.basic(.opacity, to: 0.5, duration: 1)   // over [0.5, 1.5]
    /// }
    /// ```
    ///
    /// It applies to animation steps; a sequence, parallel or timeline ends
    /// when the last of its animations is removed, so mark the animations
    /// inside it. See `Docs/Operations.md`, "Logical completion".
    public func completing(when criteria: CompletionCriteria) -> Self {
        var step = self
        step.completionCriteria = criteria
        return step
    }

    /// Plays `animation` on `layer` (the animator's layer if nil), `delay`
    /// seconds after the step begins; a delayed animation fills backwards unless
    /// it has a fill of its own, so the layer shows its start value while waiting.
    public static func animation(_ animation: some LayerAnimation, delay: Double = 0, on layer: (any HostedLayer)? = nil) -> Self {
        AnimationStep(kind: .animation(animation, layer: layer, delay: delay, easing: nil))
    }

    /// A ``BasicAnimation`` of `keyPath`. `easing` names a timing function
    /// (`"easeOut"`, `"easeInOutBack"`, any of ``TimingFunction/allNamed``) and
    /// wins over `timingFunction`; an unknown name fails ``Animator/run(type:on:anchor:completion:)``
    /// with the nearest known name suggested.
    public static func basic<Value>(
        _ keyPath: AnimationKeyPath<Value>, from: Value? = nil, to: Value? = nil, by: Value? = nil,
        duration: Double = 0, delay: Double = 0, timingFunction: TimingFunction? = nil, easing: String? = nil,
        on layer: (any HostedLayer)? = nil
    ) -> Self {
        let basic = BasicAnimation(keyPath: keyPath, from: from, to: to, by: by, duration: duration, timingFunction: timingFunction)
        return AnimationStep(kind: .animation(basic, layer: layer, delay: delay, easing: easing))
    }

    /// A ``SpringAnimation`` of `keyPath`; a duration of 0 lasts until it settles.
    public static func spring<Value>(
        _ keyPath: AnimationKeyPath<Value>, from: Value? = nil, to: Value? = nil, by: Value? = nil,
        damping: Double = 10, mass: Double = 1, stiffness: Double = 100, initialVelocity: Double = 0,
        duration: Double = 0, delay: Double = 0, on layer: (any HostedLayer)? = nil
    ) -> Self {
        var spring = SpringAnimation(
            keyPath: keyPath, from: from, to: to, by: by,
            spring: DampedSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
        spring.duration = duration
        return AnimationStep(kind: .animation(spring, layer: layer, delay: delay, easing: nil))
    }

    /// A ``KeyframeAnimation`` of `keyPath` through `values`.
    public static func keyframes<Value>(
        _ keyPath: AnimationKeyPath<Value>, values: [Value], keyTimes: [Double]? = nil,
        calculationMode: KeyframeAnimation<Value>.CalculationMode = .linear, duration: Double = 0,
        delay: Double = 0, easing: String? = nil, on layer: (any HostedLayer)? = nil
    ) -> Self {
        let keyframes = KeyframeAnimation(
            keyPath: keyPath, values: values, keyTimes: keyTimes, calculationMode: calculationMode, duration: duration)
        return AnimationStep(kind: .animation(keyframes, layer: layer, delay: delay, easing: easing))
    }

    /// Time passing with nothing animated.
    public static func wait(_ seconds: Double) -> Self {
        AnimationStep(kind: .wait(seconds))
    }

    /// `steps` one after another.
    public static func sequence(@AnimationStepBuilder _ steps: () -> [AnimationStep]) -> Self {
        AnimationStep(kind: .sequence(steps()))
    }

    /// `steps` one after another.
    public static func sequence(_ steps: [AnimationStep]) -> Self {
        AnimationStep(kind: .sequence(steps))
    }

    /// `steps` all at once; the step ends when the last of them does.
    public static func parallel(@AnimationStepBuilder _ steps: () -> [AnimationStep]) -> Self {
        AnimationStep(kind: .parallel(steps()))
    }

    /// `steps` all at once; the step ends when the last of them does.
    public static func parallel(_ steps: [AnimationStep]) -> Self {
        AnimationStep(kind: .parallel(steps))
    }

    /// `timeline`'s entries, each at its position; the step ends when the
    /// last of them does. See ``AnimationTimeline``.
    public static func timeline(_ timeline: AnimationTimeline) -> Self {
        AnimationStep(kind: .timeline(timeline))
    }

    /// How long the step takes, with a zero duration taken as `defaultDuration`
    /// (Core Animation's 0.25 s); nil when it never ends, or when it is a
    /// timeline whose end is unknown (a task in it) or that cannot be scheduled.
    public func totalDuration(defaultDuration: Double = MediaTiming.defaultDuration) -> Double? {
        switch kind {
        case .animation(let animation, _, let delay, _):
            var timing = animation.resolvedTiming
            if timing.duration == 0 { timing.duration = defaultDuration }
            let active = timing.activeDuration / (timing.speed == 0 ? 1 : timing.speed)
            return active.isFinite ? delay + animation.beginTime + active : nil
        case .wait(let seconds):
            return seconds
        case .sequence(let steps):
            // Each step starts when the one before it lets it (its end, or its
            // logical completion); the sequence ends with the latest end.
            var start = 0.0
            var end = 0.0
            for step in steps {
                guard let duration = step.totalDuration(defaultDuration: defaultDuration) else { return nil }
                end = max(end, start + duration)
                start += step.chainDuration(defaultDuration: defaultDuration) ?? duration
            }
            return max(end, start)
        case .parallel(let steps):
            return steps.reduce(0 as Double?) { longest, step in
                guard let longest, let duration = step.totalDuration(defaultDuration: defaultDuration) else { return nil }
                return max(longest, duration)
            }
        case .timeline(let timeline):
            return timeline.totalDuration(defaultDuration: defaultDuration)
        }
    }
}

extension AnimationStep {
    /// How long after it begins the next step of a sequence may begin: its
    /// logical completion for an animation step chained so, else nil (its end).
    func chainDuration(defaultDuration: Double) -> Double? {
        guard completionCriteria == .logicallyComplete, case .animation(let animation, _, let delay, _) = kind,
            animation.resolvedTiming.duration != 0 || animation is any PerceptuallyTimed
        else { return nil }
        let logical = animation.logicalEndTime
        return logical.isFinite ? delay + logical : nil
    }
}

/// Builds the steps of a ``AnimationStep/sequence(_:)-(()->[AnimationStep])``, a
/// ``AnimationStep/parallel(_:)-(()->[AnimationStep])`` or an ``Animator``, with
/// `if`, `switch` and `for` as in any result builder.
@resultBuilder
public enum AnimationStepBuilder {
    public static func buildExpression(_ step: AnimationStep) -> [AnimationStep] { [step] }
    public static func buildBlock(_ parts: [AnimationStep]...) -> [AnimationStep] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [AnimationStep]?) -> [AnimationStep] { part ?? [] }
    public static func buildEither(first part: [AnimationStep]) -> [AnimationStep] { part }
    public static func buildEither(second part: [AnimationStep]) -> [AnimationStep] { part }
    public static func buildArray(_ parts: [[AnimationStep]]) -> [AnimationStep] { parts.flatMap { $0 } }
}

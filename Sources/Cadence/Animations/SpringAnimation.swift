/// An animation that moves a property like a mass on a damped spring:
/// `CASpringAnimation`.
///
/// Its endpoints follow ``BasicAnimation``'s from/to/by rules; the fraction of
/// the way from one to the other at each instant is ``DampedSpring/value(at:)``
/// of the iteration's elapsed time, which overshoots the target when the spring
/// is underdamped. With no duration set it lasts its spring's
/// ``DampedSpring/settlingDuration``.
///
/// ```swift
/// var pop = SpringAnimation(keyPath: .transformScale, from: 1, to: 1.5)
/// pop.stiffness = 240
/// pop.damping = 12
/// pop.resolvedTiming.duration  // the settling duration
/// ```
///
/// A timing function, if set, reshapes the time the spring sees, as for any
/// animation; usually it is left nil (linear).
public struct SpringAnimation<Value: Interpolatable>: PropertyAnimation, PerceptuallyTimed {
    public let keyPath: AnimationKeyPath<Value>
    /// The value it starts from; nil leaves it open.
    public var fromValue: Value? {
        get { given.contains(.from) ? from : nil }
        set { from = given.store(newValue, as: .from) }
    }
    /// The value it settles at; nil leaves it open.
    public var toValue: Value? {
        get { given.contains(.to) ? to : nil }
        set { to = given.store(newValue, as: .to) }
    }
    /// The change it makes, relative to the other endpoint.
    public var byValue: Value? {
        get { given.contains(.by) ? by : nil }
        set { by = given.store(newValue, as: .by) }
    }
    /// The physics: mass, stiffness, damping and initial velocity.
    public var spring: DampedSpring {
        didSet {
            settlingDuration = spring.settlingDuration
            perceptualDuration = spring.perceptualDuration
        }
    }

    public var timing = MediaTiming()
    public var timingFunction: TimingFunction?
    public var isRemovedOnCompletion = true
    public var delegate: (any AnimationDelegate)?
    public var isAdditive = false
    public var isCumulative = false

    // Unwrapped, an open one as zero, with the set saying which are given: see GivenEndpoints.
    private(set) var from = Value.zero
    private(set) var to = Value.zero
    private(set) var by = Value.zero
    private(set) var given: GivenEndpoints = []

    /// A spring animation of `keyPath`, with `CASpringAnimation`'s default physics
    /// unless given.
    public init(
        keyPath: AnimationKeyPath<Value>, from: Value? = nil, to: Value? = nil, by: Value? = nil,
        spring: DampedSpring = DampedSpring()
    ) {
        self.keyPath = keyPath
        self.spring = spring
        settlingDuration = spring.settlingDuration
        perceptualDuration = spring.perceptualDuration
        fromValue = from
        toValue = to
        byValue = by
    }

    /// A spring animation described as it looks; see
    /// ``DampedSpring/init(perceptualDuration:bounce:mass:initialVelocity:)``.
    public init(
        keyPath: AnimationKeyPath<Value>, from: Value? = nil, to: Value? = nil, by: Value? = nil,
        perceptualDuration: Double, bounce: Double = 0
    ) throws(CadenceError) {
        let spring = try DampedSpring(perceptualDuration: perceptualDuration, bounce: bounce)
        self.init(keyPath: keyPath, from: from, to: to, by: by, spring: spring)
        // As given, not as recomputed from the physics (which may round an ulp away).
        self.perceptualDuration = perceptualDuration
    }

    /// The mass on the spring (> 0, default 1).
    public var mass: Double {
        get { spring.mass }
        set { spring.mass = newValue }
    }
    /// The spring's stiffness (> 0, default 100).
    public var stiffness: Double {
        get { spring.stiffness }
        set { spring.stiffness = newValue }
    }
    /// The damping coefficient (≥ 0, default 10).
    public var damping: Double {
        get { spring.damping }
        set { spring.damping = newValue }
    }
    /// The starting velocity, in distances per second towards the target (default 0).
    public var initialVelocity: Double {
        get { spring.initialVelocity }
        set { spring.initialVelocity = newValue }
    }
    /// How long the spring takes to settle; see ``DampedSpring/settlingDuration``.
    ///
    /// Computed when the physics change, not at each evaluation: finding it takes
    /// a bisection, and an animation without a duration needs it every frame.
    public private(set) var settlingDuration: Double

    /// How long the motion appears to take: the duration given to
    /// ``init(keyPath:from:to:by:perceptualDuration:bounce:)``, else
    /// ``DampedSpring/perceptualDuration`` (`2π·√(mass/stiffness)`, as SwiftUI's
    /// `Spring` converts it), recomputed when the physics change.
    ///
    /// A spring played once is logically complete when its active time
    /// reaches it, if that is before its end: an ``AnimationOperation``'s
    /// dependents chained on ``CompletionCriteria/logicallyComplete`` start
    /// then, while the spring settles.
    public private(set) var perceptualDuration: Double

    /// ``timing`` with a zero duration replaced by the ``settlingDuration``.
    public var resolvedTiming: MediaTiming {
        var resolved = timing
        if resolved.duration == 0 { resolved.duration = settlingDuration }
        return resolved
    }

    /// The values it moves between over `beneath`, by ``BasicAnimation``'s rules.
    public func endpoints(beneath: Value) -> (from: Value, to: Value) {
        given.resolve(from: from, to: to, by: by, base: base(beneath))
    }

    public func value(at time: Double, beneath: Value) -> Value? {
        let timing = resolvedTiming
        guard let state = timing.state(at: time) else { return nil }
        var value = beneath
        given.show(
            fraction: Self.fraction(
                spring: spring, at: (timingFunction ?? .linear).value(at: state.progress), of: timing,
                settles: self.timing.duration == 0 && state.progress == 1),
            iteration: state.iteration, over: &value, from: from, to: to, by: by, isAdditive: isAdditive,
            isCumulative: isCumulative)
        return value
    }

    /// How far from its start to its end `spring` is, `eased` of the way
    /// through `timing`'s duration. Left to settle (no duration of its own), a
    /// spring whose time is up (`settles`) rests exactly at its target, not
    /// 0.1% short of it: that is its final value, which an operation writes to the model.
    @inline(__always)
    static func fraction(spring: DampedSpring, at eased: Double, of timing: MediaTiming, settles: Bool) -> Double {
        settles ? 1 : spring.value(at: eased * timing.effectiveDuration)
    }

    /// Throws for invalid physics, timing or endpoints, and for an undamped spring
    /// with no duration (it would never end).
    public func validate() throws(CadenceError) {
        try spring.validate()
        try timing.validate()
        try given.validate(from: from, to: to, by: by)
        if timing.duration == 0, spring.damping == 0 {
            throw CadenceError(
                .invalidValue, field: "duration", value: "0",
                expected: "a duration > 0 for a spring with damping 0, which never settles")
        }
    }
}

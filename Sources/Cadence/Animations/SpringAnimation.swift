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
        set {
            from = given.store(newValue, as: .from)
            if hasInherited { settle() }
        }
    }
    /// The value it settles at; nil leaves it open.
    public var toValue: Value? {
        get { given.contains(.to) ? to : nil }
        set {
            to = given.store(newValue, as: .to)
            if hasInherited { settle() }
        }
    }
    /// The change it makes, relative to the other endpoint.
    public var byValue: Value? {
        get { given.contains(.by) ? by : nil }
        set {
            by = given.store(newValue, as: .by)
            if hasInherited { settle() }
        }
    }
    /// The physics: mass, stiffness, damping and initial velocity.
    public var spring: DampedSpring {
        didSet {
            perceptualDuration = spring.perceptualDuration
            settle()
        }
    }

    /// The velocity it starts with in the property's own units per second,
    /// on top of the spring's relative ``initialVelocity``: the velocity of
    /// the motion it continues (a spring it replaces, a decay, a finger), in
    /// any direction (nil, the default, is none). SwiftUI's springs pass it
    /// from one animation to the next; see ``retargeted(from:velocity:to:)``.
    ///
    /// The spring is linear, so the motion is the spring's from ``fromValue``
    /// to ``toValue`` plus this velocity times the spring's response to a
    /// unit velocity (released at the target): both the value and its
    /// velocity carry on from the motion it replaces without a kink.
    public var inheritedVelocity: Value? {
        get { hasInherited ? inherited : nil }
        set {
            hasInherited = newValue != nil
            inherited = newValue ?? .zero
            settle()
        }
    }

    /// Whether it moves as if ``inheritedVelocity`` were nil (default
    /// `false`). Framer Motion turns inherited velocity off for springs
    /// described by duration and bounce, where it was distorting the
    /// physics found from them; in Cadence a velocity never changes the
    /// physics (it is a starting condition), so every spring keeps it, as
    /// SwiftUI's do. Set this for a spring that should restart from rest
    /// when it takes over.
    public var ignoresInheritedVelocity = false {
        didSet { settle() }
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
    private(set) var inherited = Value.zero
    private(set) var hasInherited = false

    /// The inherited velocity it moves with: zero when it has none or ignores it.
    var effectiveInherited: Value { hasInherited && !ignoresInheritedVelocity ? inherited : .zero }

    /// A spring animation of `keyPath`, with `CASpringAnimation`'s default physics
    /// unless given.
    public init(
        keyPath: AnimationKeyPath<Value>, from: Value? = nil, to: Value? = nil, by: Value? = nil,
        spring: DampedSpring = DampedSpring()
    ) {
        self.keyPath = keyPath
        self.spring = spring
        perceptualDuration = spring.perceptualDuration
        fromValue = from
        toValue = to
        byValue = by
        settle()
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
    public private(set) var settlingDuration: Double = 0

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
        Self.show(
            spring: spring, at: (timingFunction ?? .linear).value(at: state.progress), of: timing,
            settles: self.timing.duration == 0 && state.progress == 1, iteration: state.iteration, over: &value,
            given: given, from: from, to: to, by: by, inherited: effectiveInherited, isAdditive: isAdditive,
            isCumulative: isCumulative)
        return value
    }

    /// The spring's velocity (``DampedSpring/velocity(at:)`` times the
    /// change, plus the inherited velocity's response) times how fast the
    /// time the spring sees runs: 0 once it has settled and while it fills.
    public func velocity(at time: Double, beneath: Value) -> Value? {
        let timing = resolvedTiming
        guard let state = timing.state(at: time), let rate = timing.progressRate(at: time) else { return nil }
        let settles = self.timing.duration == 0 && state.progress == 1
        guard rate != 0, !settles else { return .zero }
        let curve = timingFunction ?? .linear
        let elapsed = curve.value(at: state.progress) * timing.effectiveDuration
        // d(elapsed)/dt: the curve's slope times the progress rate times the duration.
        let pace = curve.slope(at: state.progress) * rate * timing.effectiveDuration
        let (start, end) = given.resolve(from: from, to: to, by: by, base: base(beneath))
        var velocity = end.subtracting(start).scaled(by: spring.velocity(at: elapsed) * pace)
        let inherited = effectiveInherited
        if inherited != .zero {
            velocity = velocity.adding(
                inherited.scaled(by: spring.velocity(at: elapsed, displacement: 0, velocity: 1) * pace))
        }
        return velocity
    }

    /// Shows `spring` `eased` of the way through `timing`'s duration over
    /// `value`, the value beneath: the fraction of the way between the
    /// endpoints (``fraction(spring:at:of:settles:)``), plus `inherited`
    /// times the spring's response to a unit velocity (none once settled).
    /// The one evaluation of a spring, shared with the render store.
    @inline(__always)
    static func show(
        spring: DampedSpring, at eased: Double, of timing: MediaTiming, settles: Bool, iteration: Int,
        over value: inout Value, given: GivenEndpoints, from: Value, to: Value, by: Value, inherited: Value,
        isAdditive: Bool, isCumulative: Bool
    ) {
        guard !settles, inherited != .zero else {
            given.show(
                fraction: fraction(spring: spring, at: eased, of: timing, settles: settles), iteration: iteration,
                over: &value, from: from, to: to, by: by, isAdditive: isAdditive, isCumulative: isCumulative)
            return
        }
        // Both parts of the motion from one evaluation: the fraction is
        // 1 − released + initialVelocity·pushed (released at −1).
        let (released, pushed) = spring.responses(at: eased * timing.effectiveDuration)
        given.show(
            fraction: 1 - released + spring.initialVelocity * pushed, iteration: iteration, over: &value, from: from,
            to: to, by: by, isAdditive: isAdditive, isCumulative: isCumulative)
        value = value.adding(inherited.scaled(by: pushed))
    }

    /// Works out ``settlingDuration``: the spring's own, or with an
    /// inherited velocity the time after which both parts of the motion
    /// (the move between the endpoints and the velocity's response) stay
    /// within half the threshold each, so their sum stays within it.
    private mutating func settle() {
        let inherited = effectiveInherited
        guard inherited != .zero else {
            settlingDuration = spring.settlingDuration
            return
        }
        let speed = inherited.interpolationDistance(to: .zero)
        // The distance the threshold is a fraction of: the move, when the
        // endpoints say it; else the velocity's natural excursion, speed/ω₀.
        var distance = speed / spring.naturalFrequency
        if given.contains(.by) || given == [.from, .to] {
            let (start, end) = given.resolve(from: from, to: to, by: by, base: .zero)
            let move = start.interpolationDistance(to: end)
            if move > 0 { distance = move }
        }
        let half = DampedSpring.settlingThreshold / 2
        let move = spring.settlingDuration(displacement: -1, velocity: spring.initialVelocity, threshold: half)
        let coast = spring.settlingDuration(displacement: 0, velocity: speed / distance, threshold: half)
        settlingDuration = max(move, coast)
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

import Foundation
import Testing

@testable import Cadence

private let y = AnimationKeyPath<Double>("y")

struct SpringAnimationTests {
    /// Left to settle, a spring whose time is up rests exactly at its target
    /// (its final value); given a duration of its own, it holds what it reached.
    @Test func settledSpringRestsAtItsTarget() {
        let spring = DampedSpring(mass: 1, stiffness: 240, damping: 12)
        var settle = SpringAnimation(keyPath: x, from: 1, to: 1.5, spring: spring)
        settle.fillMode = .forwards
        #expect(settle.value(at: spring.settlingDuration + 1, beneath: 0) == 1.5)
        var cut = settle
        cut.duration = 0.1
        let held = cut.value(at: 5, beneath: 0)!
        #expect(held == 1 + 0.5 * spring.value(at: 0.1))
    }

    /// The default spring (m 1, k 100, c 10) written out: ζ = 0.5, ω₀ = 10,
    /// ω_d = √75; fraction = 1 + e^(−5t)·(−cos ω_d t − 5/ω_d · sin ω_d t).
    static func defaultFraction(_ t: Double) -> Double {
        let omegaD = 75.0.squareRoot()
        return 1 + exp(-5 * t) * (-cos(omegaD * t) - 5 / omegaD * sin(omegaD * t))
    }

    @Test("Moves from → to by the spring's closed form", arguments: [0.05, 0.2, 0.4, 0.9])
    func followsSpring(t: Double) throws {
        let pop = SpringAnimation(keyPath: x, from: 0, to: 100)
        let value = try #require(pop.value(at: t, beneath: 0))
        #expect(abs(value - 100 * Self.defaultFraction(t)) < 1e-9)
    }

    @Test("With no duration it lasts its settling duration")
    func settlingDuration() {
        let pop = SpringAnimation(keyPath: x, from: 0, to: 1)
        #expect(pop.resolvedTiming.duration == pop.settlingDuration)
        #expect(pop.resolvedTiming.endTime == pop.settlingDuration)
        var short = pop
        short.duration = 0.5
        #expect(short.resolvedTiming.endTime == 0.5)
    }

    @Test("An open endpoint follows from/to/by like a basic animation")
    func byOnly() throws {
        let nudge = SpringAnimation(keyPath: x, by: 10)
        let value = try #require(nudge.value(at: 0.2, beneath: 50))
        #expect(abs(value - (50 + 10 * Self.defaultFraction(0.2))) < 1e-9)
    }

    /// Springs share ``BasicAnimation``'s endpoint table: over a value beneath
    /// of 50, with from 10, to 30 and by 5 where given.
    static let endpointTable: [(Double?, Double?, Double?, Double, Double, String)] = [
        (10, 30, nil, 10, 30, "from and to"),
        (10, nil, 5, 10, 15, "from and by: to is from + by"),
        (nil, 30, 5, 25, 30, "by and to: from is to − by"),
        (10, nil, nil, 10, 50, "from: to is the value beneath"),
        (nil, 30, nil, 50, 30, "to: from is the value beneath"),
        (nil, nil, 5, 50, 55, "by: from beneath to beneath + by"),
        (nil, nil, nil, 50, 50, "none: the value beneath"),
    ]

    @Test("Endpoints follow Core Animation's from/to/by rules", arguments: endpointTable)
    func endpointRules(
        from: Double?, to: Double?, by: Double?, start: Double, end: Double, rule: String
    ) throws {
        let spring = SpringAnimation(keyPath: x, from: from, to: to, by: by)
        try spring.validate()
        let (resolvedFrom, resolvedTo) = spring.endpoints(beneath: 50)
        #expect(resolvedFrom == start && resolvedTo == end, "\(rule)")
    }

    @Test("Additive, an open endpoint is zero; a cleared endpoint is open again")
    func additiveAndClearedEndpoints() {
        var spring = SpringAnimation(keyPath: x, to: 30)
        spring.isAdditive = true
        #expect(spring.endpoints(beneath: 50) == (0, 30))
        spring.isAdditive = false
        spring.fromValue = 10
        #expect(spring.fromValue == 10 && spring.endpoints(beneath: 50) == (10, 30))
        spring.fromValue = nil
        #expect(spring.fromValue == nil && spring.endpoints(beneath: 50) == (50, 30))
    }

    @Test("All three endpoints, or a non-finite one, is refused, naming the field")
    func invalidEndpoints() {
        let overdetermined = SpringAnimation(keyPath: x, from: 0, to: 100, by: 40)
        #expect(
            throws: CadenceError(
                .conflictingFields, field: "byValue", value: "40",
                expected: "no byValue when fromValue and toValue are both set (at most two of from, to and by)")
        ) { try overdetermined.validate() }
        let infinite = SpringAnimation(keyPath: x, from: 0, to: .infinity)
        #expect(throws: CadenceError(.invalidValue, field: "toValue", value: "inf", expected: "finite components")) {
            try infinite.validate()
        }
    }

    @Test("The perceptual initializer sets stiffness and damping")
    func perceptual() throws {
        let spring = try SpringAnimation(keyPath: x, from: 0, to: 1, perceptualDuration: 0.5, bounce: 0.25)
        // k = (2π/0.5)² = 16π², c = 4π · 0.75 / 0.5 = 6π.
        #expect(abs(spring.stiffness - 16 * .pi * .pi) < 1e-9)
        #expect(abs(spring.damping - 6 * .pi) < 1e-9)
    }

    @Test("Invalid physics has no settling duration, and finding that out does not hang")
    func invalidPhysicsSettling() {
        #expect(DampedSpring(mass: 0).settlingDuration.isNaN)
        #expect(DampedSpring(stiffness: -1).settlingDuration.isNaN)
        #expect(DampedSpring(damping: .nan).settlingDuration.isNaN)
        #expect(DampedSpring(initialVelocity: .infinity).settlingDuration.isNaN)
        var animation = SpringAnimation(keyPath: x, from: 0, to: 1)
        animation.mass = 0
        #expect(animation.settlingDuration.isNaN)
        #expect(animation.value(at: 0.5, beneath: 0) == nil, "evaluates without trapping")
        animation.mass = 1
        #expect(animation.settlingDuration == DampedSpring().settlingDuration, "recomputed when the physics change")
    }

    @Test("An undamped spring needs a duration; bad physics is refused")
    func invalid() {
        var undamped = SpringAnimation(keyPath: x, from: 0, to: 1)
        undamped.damping = 0
        #expect(
            throws: CadenceError(
                .invalidValue, field: "duration", value: "0",
                expected: "a duration > 0 for a spring with damping 0, which never settles")
        ) { try undamped.validate() }
        undamped.duration = 2
        #expect(throws: Never.self) { try undamped.validate() }
        var massless = SpringAnimation(keyPath: x, from: 0, to: 1)
        massless.mass = 0
        #expect(throws: CadenceError(.invalidValue, field: "mass", value: "0", expected: "a finite number > 0")) {
            try massless.validate()
        }
    }
}

struct AnimationGroupTests {
    /// A 2 s group of: fade 1 → 0 (no duration: takes the group's), x 0 → 100 over
    /// 1 s, y 0 → 10 over 4 s (longer than the group: clipped at 2 s, at 5).
    static func group() -> AnimationGroup {
        AnimationGroup(
            animations: [
                BasicAnimation(keyPath: .opacity, from: 1, to: 0),
                BasicAnimation(keyPath: x, from: 0, to: 100, duration: 1),
                BasicAnimation(keyPath: y, from: 0, to: 10, duration: 4),
            ], duration: 2)
    }

    static func presented(_ group: AnimationGroup, at time: Double) -> (Float, Double, Double) {
        var values = PropertyValues()
        values[x] = -1
        values[y] = -1
        group.apply(at: time, to: &values)
        return (values[.opacity], values[x], values[y])
    }

    @Test("Children play on the group's time, clipped to its duration")
    func clipping() {
        let group = Self.group()
        #expect(Self.presented(group, at: 0.5) == (0.75, 50, 1.25))
        #expect(Self.presented(group, at: 1.5) == (0.25, -1, 3.75), "x has ended; y is still going")
        #expect(Self.presented(group, at: 2) == (1, -1, -1), "the group has ended")
        #expect(group.animatedPropertyNames == ["opacity", "x", "y"])
    }

    @Test("Filling forwards, children active up to the group's end hold their values there")
    func fillForwards() {
        var group = Self.group()
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        // Opacity ends with the group (0); y is clipped at 2 s (5); x ended earlier.
        #expect(Self.presented(group, at: 3) == (0, -1, 5))
    }

    @Test("The group's timing function shapes the time children see")
    func timingFunction() throws {
        var group = Self.group()
        group.timingFunction = try TimingFunction(controlPoints: 1.0 / 3, 0, 2.0 / 3, 1.0 / 3)  // y = x²
        // At 1 s: progress 0.5, eased 0.25, children at 0.5 s.
        let childTime = try #require(group.childTime(at: 1))
        #expect(abs(childTime - 0.5) < 1e-9)
    }

    @Test("The group's speed and repetition drive its children")
    func speedAndRepeat() {
        var group = Self.group()
        group.speed = 2
        // Twice as fast: at 0.25 s the children are at 0.5 s; at 0.5 s they are at 1 s,
        // where x (1 s long) has just ended.
        #expect(Self.presented(group, at: 0.25) == (0.75, 50, 1.25))
        #expect(Self.presented(group, at: 0.5) == (0.5, -1, 2.5))
        group.speed = 1
        group.repeatCount = 2
        #expect(Self.presented(group, at: 2.5) == (0.75, 50, 1.25), "second iteration")
    }

    @Test("A child's error names its place in the group")
    func childError() {
        var group = Self.group()
        group.animations.append(BasicAnimation(keyPath: x, to: 1, duration: -2))
        #expect(
            throws: CadenceError(
                .invalidValue, field: "animations[3].duration", value: "-2", expected: "a finite number ≥ 0")
        ) { try group.validate() }
    }
}

struct TransitionAnimationTests {
    @Test("Progress runs from start to end over the duration")
    func progress() throws {
        var push = TransitionAnimation(type: .push, subtype: .fromRight)
        push.duration = 1
        push.startProgress = 0.2
        push.endProgress = 0.8
        try push.validate()
        #expect(abs(push.transitionProgress(at: 0.5)! - 0.5) < 1e-12)
        var values = PropertyValues()
        push.apply(at: 0.25, to: &values)
        #expect(values.transition?.type == .push)
        #expect(values.transition?.subtype == .fromRight)
        #expect(abs(values.transition!.progress - 0.35) < 1e-12)
        #expect(push.transitionProgress(at: 1) == nil)
    }

    @Test("Start and end progress must be ordered within 0 ... 1")
    func invalid() {
        var fade = TransitionAnimation()
        fade.startProgress = 1.2
        #expect(
            throws: CadenceError(.invalidValue, field: "startProgress", value: "1.2", expected: "a number in 0 ... 1")
        ) { try fade.validate() }
        fade.startProgress = 0.6
        fade.endProgress = 0.4
        #expect(
            throws: CadenceError(
                .invalidValue, field: "endProgress", value: "0.4", expected: "a number in startProgress (0.6) ... 1")
        ) { try fade.validate() }
    }
}

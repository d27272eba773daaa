/// An animation of exactly one key path, as the render store holds it: a plain
/// record of its timing, curve, endpoints and flags, worked out once at
/// commit, and evaluated in code specialised for `Value`.
///
/// Basic and spring animations are held whole in the record, which holds
/// nothing counted by reference for the standard value types, so reading
/// one costs no retain, no existential call, no `Optional<Value>` and no
/// metadata lookup. They evaluate through the same functions as
/// ``BasicAnimation`` and ``SpringAnimation`` (``GivenEndpoints/show(fraction:iteration:over:from:to:by:isAdditive:isCumulative:)``),
/// so the store and the animations agree bit for bit. A keyframe animation's
/// arrays stay in the animation, which the record points to.
struct TypedAnimation<Value: Interpolatable>: Sendable {
    enum Kind: UInt8, Sendable {
        case basic, spring, keyframes
    }

    /// A keyframe animation, shared by reference: its values and times are arrays.
    final class Keyframes: Sendable {
        let animation: KeyframeAnimation<Value>
        init(_ animation: KeyframeAnimation<Value>) { self.animation = animation }
    }

    let kind: Kind
    /// The timing as given (a spring reads its own duration to know whether it settles).
    private(set) var timing: MediaTiming
    /// The timing it is evaluated with: a spring's settling duration standing for a zero duration.
    private(set) var resolvedTiming: MediaTiming
    let curve: StoredCurve
    let from: Value
    let to: Value
    let by: Value
    let given: GivenEndpoints
    let isAdditive: Bool
    let isCumulative: Bool
    let spring: DampedSpring
    /// A spring's inherited velocity (zero when none): see `SpringAnimation.inheritedVelocity`.
    private(set) var inherited = Value.zero
    let isRemovedOnCompletion: Bool
    /// Whether, whenever it shows a value, that value owes nothing to the value
    /// beneath (see ``CoversValueBeneath``); set by its ``RenderStoreForm``.
    var coversBeneath = false
    private(set) var keyframes: Keyframes?

    /// Commit order: a channel's records are sorted by it.
    var sequence: UInt64 = 0
    /// The first instant of its layer's time at which it is over.
    var localEnd = Double.infinity
    /// Whether it has left its layer; the record stays until its channel is compacted.
    var isRemoved = false
    /// How its time runs against its layer's while a playhead steers it
    /// (see ``RenderTree/CommittedAnimation/retime(_:)``).
    var clock: RunClockNode?

    init(_ animation: BasicAnimation<Value>) {
        self.init(
            kind: .basic, timing: animation.timing, resolvedTiming: animation.timing, curve: animation.timingFunction,
            from: animation.from, to: animation.to, by: animation.by, given: animation.given,
            isAdditive: animation.isAdditive, isCumulative: animation.isCumulative, spring: DampedSpring(),
            isRemovedOnCompletion: animation.isRemovedOnCompletion)
    }

    init(_ animation: SpringAnimation<Value>) {
        self.init(
            kind: .spring, timing: animation.timing, resolvedTiming: animation.resolvedTiming,
            curve: animation.timingFunction, from: animation.from, to: animation.to, by: animation.by,
            given: animation.given, isAdditive: animation.isAdditive, isCumulative: animation.isCumulative,
            spring: animation.spring, isRemovedOnCompletion: animation.isRemovedOnCompletion)
        inherited = animation.effectiveInherited
    }

    init(_ animation: KeyframeAnimation<Value>) {
        self.init(
            kind: .keyframes, timing: animation.timing, resolvedTiming: animation.resolvedTiming,
            curve: animation.timingFunction, from: .zero, to: .zero, by: .zero, given: [],
            isAdditive: animation.isAdditive, isCumulative: animation.isCumulative, spring: DampedSpring(),
            isRemovedOnCompletion: animation.isRemovedOnCompletion)
        keyframes = Keyframes(animation)
    }

    private init(
        kind: Kind, timing: MediaTiming, resolvedTiming: MediaTiming, curve: TimingFunction?, from: Value, to: Value,
        by: Value, given: GivenEndpoints, isAdditive: Bool, isCumulative: Bool, spring: DampedSpring,
        isRemovedOnCompletion: Bool
    ) {
        self.kind = kind
        self.timing = timing
        self.resolvedTiming = resolvedTiming
        self.curve = (curve ?? .linear).stored
        self.from = from
        self.to = to
        self.by = by
        self.given = given
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        self.spring = spring
        self.isRemovedOnCompletion = isRemovedOnCompletion
    }

    /// Sets its begin time, as a commit does for one that begins "now".
    mutating func setBeginTime(_ time: Double) {
        timing.beginTime = time
        resolvedTiming.beginTime = time
        if var animation = keyframes?.animation {
            animation.beginTime = time
            keyframes = Keyframes(animation)
        }
    }

    /// Replaces `value`, the value beneath, with the value shown at `local`
    /// (its layer's time) by the record at `record`; leaves it when the
    /// animation does not apply then. Reads the record in place, field by field.
    @inline(__always)
    static func apply(_ record: UnsafePointer<Self>, at local: Double, to value: inout Value) {
        let time = record.pointee.clock?.animationTime(at: local) ?? local
        if record.pointee.kind == .keyframes, let keyframes = record.pointee.keyframes {
            keyframes.animation.apply(at: time, to: &value)
            return
        }
        guard let state = record.pointee.resolvedTiming.state(at: time) else { return }
        let eased = record.pointee.curve.value(at: state.progress)
        if record.pointee.kind == .spring {
            SpringAnimation<Value>.show(
                spring: record.pointee.spring, at: eased, of: record.pointee.resolvedTiming,
                settles: record.pointee.timing.duration == 0 && state.progress == 1, iteration: state.iteration,
                over: &value, given: record.pointee.given, from: record.pointee.from, to: record.pointee.to,
                by: record.pointee.by, inherited: record.pointee.inherited, isAdditive: record.pointee.isAdditive,
                isCumulative: record.pointee.isCumulative)
            return
        }
        record.pointee.given.show(
            fraction: eased, iteration: state.iteration, over: &value, from: record.pointee.from,
            to: record.pointee.to, by: record.pointee.by, isAdditive: record.pointee.isAdditive,
            isCumulative: record.pointee.isCumulative)
    }

    /// Whether the record shows nothing at `local`: over, and removed on
    /// completion, even before the compositor has woken to remove it.
    @inline(__always)
    static func isOver(_ record: UnsafePointer<Self>, at local: Double) -> Bool {
        local >= record.pointee.localEnd && record.pointee.isRemovedOnCompletion
    }

    /// Whether the record shows a value at `local` that owes nothing to the value beneath.
    @inline(__always)
    static func covers(_ record: UnsafePointer<Self>, at local: Double) -> Bool {
        record.pointee.coversBeneath && !isOver(record, at: local)
            && record.pointee.resolvedTiming.state(at: record.pointee.clock?.animationTime(at: local) ?? local) != nil
    }
}

/// A typed record with the key path it animates, as a commit hands it to its table.
struct TypedEntry<Value: Interpolatable>: Sendable {
    var record: TypedAnimation<Value>
    let keyPath: AnimationKeyPath<Value>
}

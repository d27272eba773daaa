/// What an ``AnimationOperation`` plays, worked out once at its start: the
/// animation with its duration and open endpoints resolved and validated, and
/// what the start needs to know of it (the properties it animates, the values
/// it ends on, when it is logically complete).
///
/// A basic or spring animation (the common case) is resolved through its own
/// type, found with one conformance check of its metatype: no dynamic cast of
/// the value to a protocol, which copies it into a new box (about 1,400
/// instructions each, and the start made six). Any other animation takes the
/// general path, through `any LayerAnimation`.
struct OperationPlay {
    /// The animation as it is added: duration and endpoints resolved.
    var animation: any LayerAnimation
    /// The properties it animates.
    let animatedNames: Set<String>
    /// What the model should hold so nothing jumps when it is removed; nil
    /// for an additive animation or one that never ends.
    let finalValues: PropertyValues?
    /// Its perceptual duration, for an animation that has one (a spring).
    let perceptualDuration: Double?

    /// Resolves `animation` for a start: a zero duration becomes
    /// `defaultDuration()`, an endpoint left open is taken from `presented`
    /// (only `to` or only `by`; or, as a layer fills it as it adds, every
    /// endpoint open), the model's types are checked, and the result is
    /// validated, once; `beginTime` becomes `begin(beginTime)`.
    init(
        _ animation: any LayerAnimation, model: PropertyValues, presented: PropertyValues,
        defaultDuration: () -> Double, begin: (Double) -> Double
    ) throws(CadenceError) {
        self = try Self.resolve(animation, model, presented, defaultDuration, begin)
    }

    private init(
        animation: any LayerAnimation, animatedNames: Set<String>, finalValues: PropertyValues?,
        perceptualDuration: Double?
    ) {
        self.animation = animation
        self.animatedNames = animatedNames
        self.finalValues = finalValues
        self.perceptualDuration = perceptualDuration
    }

    /// Opens the existential, so the metatype can be checked without copying the value.
    private static func resolve<A: LayerAnimation>(
        _ animation: A, _ model: PropertyValues, _ presented: PropertyValues, _ defaultDuration: () -> Double,
        _ begin: (Double) -> Double
    ) throws(CadenceError) -> OperationPlay {
        if let endpointType = A.self as? any EndpointAnimation.Type {
            return try resolveEndpoints(animation, as: endpointType, model, presented, defaultDuration, begin)
        }
        return try resolveAny(animation, model, presented, defaultDuration, begin)
    }

    /// A basic or spring animation, through its own type.
    private static func resolveEndpoints<A: LayerAnimation, E: EndpointAnimation>(
        _ animation: A, as _: E.Type, _ model: PropertyValues, _ presented: PropertyValues,
        _ defaultDuration: () -> Double, _ begin: (Double) -> Double
    ) throws(CadenceError) -> OperationPlay {
        // `A` is `E`: the metatype check above found `A.self` to be an `E.Type`.
        var playing = unsafeBitCast(animation, to: E.self)
        if playing.resolvedTiming.duration == 0 {
            playing.duration = defaultDuration()
        }
        // What `ModelTypeChecking` does for a property animation.
        _ = try model.value(for: playing.keyPath)
        // Only `to` or only `by` (an operation's reading), or nothing at all
        // (a layer's, as it adds): from what is presented.
        if playing.fromValue == nil, playing.toValue == nil || playing.byValue == nil {
            playing.fromValue = presented[playing.keyPath]
        }
        // Validated with its open endpoint filled in, before the model changes:
        // `by` alone on a huge presented value can overflow (from + by).
        try playing.validate()
        playing.beginTime = begin(playing.beginTime)
        let perceptual = (E.self as? any PerceptuallyTimed.Type).map { perceptualDuration(of: playing, as: $0) }
        return OperationPlay(
            animation: playing, animatedNames: playing.animatedPropertyNames,
            finalValues: playing.isAdditive ? nil : playing.finalValues(over: model), perceptualDuration: perceptual)
    }

    private static func perceptualDuration<E: EndpointAnimation, P: PerceptuallyTimed>(of animation: E, as _: P.Type) -> Double {
        unsafeBitCast(animation, to: P.self).perceptualDuration
    }

    /// Any other animation, through `any LayerAnimation`.
    private static func resolveAny(
        _ animation: any LayerAnimation, _ model: PropertyValues, _ presented: PropertyValues,
        _ defaultDuration: () -> Double, _ begin: (Double) -> Double
    ) throws(CadenceError) -> OperationPlay {
        var playing = animation
        if playing.resolvedTiming.duration == 0 {
            playing.duration = defaultDuration()
        }
        try playing.checkTypes(against: model)
        // Only basic and spring animations have open endpoints, and they are
        // resolved above: nothing to fill here.
        try playing.validate()
        playing.beginTime = begin(playing.beginTime)
        let isAdditive = (playing as? any PropertyAnimation)?.isAdditive ?? false
        return OperationPlay(
            animation: playing, animatedNames: playing.animatedPropertyNames,
            finalValues: isAdditive ? nil : playing.finalValues(over: model),
            perceptualDuration: (playing as? any PerceptuallyTimed)?.perceptualDuration)
    }

    /// When the animation is logically complete, in its layer's time (see
    /// ``LayerAnimation/logicalEndTime``).
    var logicalEndTime: Double {
        animation.resolvedTiming.logicalEndTime(perceptualDuration: perceptualDuration)
    }
}

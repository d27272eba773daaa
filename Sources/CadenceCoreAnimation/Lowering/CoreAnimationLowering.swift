import Cadence

/// Converts Cadence animations to descriptions of the Core Animation objects
/// that would play them.
///
/// Lowering is exact wherever Core Animation's types allow: the only rounding
/// is to `Float` where Core Animation's field is a `Float` (`speed`,
/// `repeatCount`, timing-function control points, transition progress).
/// What Core Animation cannot express is refused with a `CadenceError`
/// that names the field, never approximated.
///
/// The description is of what Cadence plays, which is not always the field as
/// written:
///
/// - A duration of 0 is never emitted, since Core Animation reads 0 as "the
///   transaction's duration". The animation's effective duration is emitted
///   instead: `MediaTiming/defaultDuration` (0.25 s), a spring's
///   settling duration, or, inside a group, the group's duration, which is the
///   duration Cadence gives a child with none of its own.
/// - A discrete keyframe animation's key times are given in Core Animation's
///   form, one more than the values (see `KeyframeAnimation`).
/// - Fields the animation's mode ignores (key times of a paced animation,
///   timing functions of a discrete or paced one, spline parameters outside
///   the cubic modes) are left nil, as they change nothing.
public enum CoreAnimationLowering {
    /// The description of the Core Animation object that plays `animation`.
    ///
    /// The animation is validated first, so an invalid field is reported by its
    /// own `LayerAnimation/validate()` (all three of from, to and by
    /// set, or both `repeatCount` and `repeatDuration`, are
    /// `CadenceError/Code/conflictingFields`).
    ///
    /// ```swift
    /// var fade = BasicAnimation(keyPath: .opacity, from: 1, to: 0, duration: 0.3)
    /// fade.timingFunction = .easeIn
    /// let description = try CoreAnimationLowering.lower(fade)
    /// description.kind            // .basic
    /// description.keyPath         // "opacity"
    /// description.timingFunction  // (0.42, 0, 1, 1)
    /// ```
    ///
    /// - Throws: `CadenceError` naming the field: the animation's own
    ///   validation error, or `CadenceError/Code/unsupported` for what
    ///   Core Animation cannot hold (a custom value type, a Penner timing
    ///   function, a delegate, an animation type of your own). Inside a group
    ///   the field is prefixed with the child: `animations[1].timingFunction`.
    public static func lower(_ animation: any LayerAnimation) throws(CadenceError) -> CoreAnimationDescription {
        try lower(animation, typeField: "animation", zeroDuration: nil)
    }

    /// Lowers `animation`; `typeField` names it in the error for a type of
    /// your own, and `zeroDuration` is the duration a zero duration plays for
    /// (a group's, for its children), nil for the animation's own default.
    static func lower(
        _ animation: any LayerAnimation, typeField: String, zeroDuration: Double?
    ) throws(CadenceError) -> CoreAnimationDescription {
        if animation is any PlayedBackwards {
            throw CadenceError(
                .unsupported, field: "Animator.forever(autoreverses:)", value: "a pass played backwards",
                expected: "autoreverses: false, or a step per direction (Core Animation has no time running backwards)")
        }
        guard let lowerable = animation as? any CoreAnimationLowerable else {
            throw CadenceError(
                .unsupported, field: typeField, value: "\(type(of: animation))",
                expected: "a basic, keyframe, spring, group or transition animation")
        }
        try animation.validate()
        if let delegate = animation.delegate {
            throw CadenceError(
                .unsupported, field: "delegate", value: "\(type(of: delegate))",
                expected: "no delegate (a Core Animation description cannot carry one)")
        }
        let duration = zeroDuration.flatMap { animation.timing.duration == 0 ? $0 : nil }
        return try lowerable.lowered(duration: duration ?? animation.resolvedTiming.effectiveDuration)
    }

    /// A description of `kind` with `animation`'s media timing, timing function
    /// and removal, the duration being `duration`.
    static func describe(
        _ animation: some LayerAnimation, as kind: CoreAnimationDescription.Kind, duration: Double
    ) throws(CadenceError) -> CoreAnimationDescription {
        var description = CoreAnimationDescription(kind: kind)
        description.timing = try timingDescription(animation.timing, duration: duration)
        description.timingFunction = try timingFunctionDescription(animation.timingFunction, field: "timingFunction")
        description.isRemovedOnCompletion = animation.isRemovedOnCompletion
        return description
    }
}

/// A Cadence animation type that lowering knows: each lowers itself, so that
/// its generic value type is opened.
protocol CoreAnimationLowerable: LayerAnimation {
    /// The description, already validated, with `duration` as its (non-zero) duration.
    func lowered(duration: Double) throws(CadenceError) -> CoreAnimationDescription
}

/// An animation played backwards in time: what an ``Animator`` run `forever`
/// with autoreverse plays on its way back.
///
/// It begins when the animation would begin and lasts as long; at each instant
/// it shows what the animation shows at the mirrored instant of its active
/// time, so it starts at the animation's end value and ends at its start value.
struct ReversedAnimation: LayerAnimation, PlayedBackwards {
    var inner: any LayerAnimation

    var timing: MediaTiming {
        get { inner.timing }
        set { inner.timing = newValue }
    }

    var timingFunction: TimingFunction? {
        get { nil }
        set {}
    }

    var isRemovedOnCompletion: Bool {
        get { inner.isRemovedOnCompletion }
        set { inner.isRemovedOnCompletion = newValue }
    }

    var delegate: (any AnimationDelegate)? {
        get { inner.delegate }
        set { inner.delegate = newValue }
    }

    var resolvedTiming: MediaTiming { inner.resolvedTiming }
    var animatedPropertyNames: Set<String> { inner.animatedPropertyNames }

    func validate() throws(CadenceError) {
        try inner.validate()
        let active = inner.resolvedTiming.activeDuration
        guard active.isFinite else {
            throw CadenceError(
                .invalidValue, field: "repeatCount", value: "an animation that never ends",
                expected: "a finite animation to play in reverse")
        }
    }

    func apply(at time: Double, to values: inout PropertyValues) {
        let timing = resolvedTiming
        guard timing.state(at: time) != nil else { return }
        let begin = timing.beginTime
        let end = begin + timing.activeDuration / timing.speed
        let mirrored = begin + end - min(max(time, begin), end)
        var forward = inner
        forward.fillMode = .both
        forward.apply(at: mirrored, to: &values)
    }
}

extension ReversedAnimation: ModelTypeChecking {
    func checkModelTypes(_ model: PropertyValues) throws(CadenceError) {
        try inner.checkTypes(against: model)
    }
}

/// An animation that plays time backwards (``ReversedAnimation``): marked for
/// the rest of the package, so that lowering to Core Animation, which has no
/// documented way to run time backwards, can refuse it by name.
package protocol PlayedBackwards {}

/// Animations played together on one timeline: `CAAnimationGroup`.
///
/// The group's own timing decides when, how often and how fast its children
/// play. The children see the group's local time within each iteration, shaped
/// by the group's ``timingFunction`` and **clipped, not scaled**, to the group's
/// duration: a child longer than the group is cut off at the group's end; a
/// shorter one ends early (and stops showing unless it fills forwards). A child
/// whose duration is 0 takes the group's.
///
/// ```swift
/// var ripple = AnimationGroup(animations: [
///     BasicAnimation(keyPath: .opacity, from: 1, to: 0),
///     BasicAnimation(keyPath: .boundsSizeWidth, from: 0, to: 192),
/// ])
/// ripple.duration = 1.5
/// ripple.repeatCount = .infinity
/// ripple.timingFunction = .easeOut
/// ```
///
/// While the group fills (before it begins, or after it ends with a forwards
/// fill), a child that is active up to the group's end holds its end value too,
/// as if evaluated at the last instant of the group's active time.
public struct AnimationGroup: LayerAnimation {
    /// The animations played together, each on top of the ones before it.
    public var animations: [any LayerAnimation]

    public var timing: MediaTiming
    public var timingFunction: TimingFunction?
    public var isRemovedOnCompletion = true
    public var delegate: (any AnimationDelegate)?

    /// A group of `animations`.
    public init(animations: [any LayerAnimation], duration: Double = 0) {
        self.animations = animations
        timing = MediaTiming(duration: duration)
    }

    public var animatedPropertyNames: Set<String> {
        animations.reduce(into: []) { $0.formUnion($1.animatedPropertyNames) }
    }

    /// The time the children see at the group's parent time `time`, or nil when
    /// the group does not apply.
    public func childTime(at time: Double) -> Double? {
        progress(at: time).map { clippedChildTime(eased: $0.eased) }
    }

    /// The children's time for eased progress `eased`, clipped to the duration.
    private func clippedChildTime(eased: Double) -> Double {
        let duration = resolvedTiming.effectiveDuration
        return min(max(eased * duration, 0), duration)
    }

    public func apply(at time: Double, to values: inout PropertyValues) {
        guard let (state, eased) = progress(at: time) else { return }
        let childTime = clippedChildTime(eased: eased)
        let duration = resolvedTiming.effectiveDuration
        for var child in animations {
            if child.timing.duration == 0 { child.timing.duration = duration }
            if state.phase == .after, !child.timing.fillMode.fillsForwards,
                child.resolvedTiming.endTime >= childTime - 1e-12 * max(1, duration)
            {
                child.timing.fillMode = child.timing.fillMode.fillsBackwards ? .both : .forwards
            }
            child.apply(at: childTime, to: &values)
        }
    }

    /// Throws for invalid group timing, or the first invalid child (its field
    /// prefixed with `animations[i]`).
    public func validate() throws(CadenceError) {
        try timing.validate()
        for (index, child) in animations.enumerated() {
            do {
                try child.validate()
            } catch {
                throw error.inside("animations[\(index)]")
            }
        }
    }
}

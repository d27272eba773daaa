/// An animation that can be played as an additive one over a fixed base: the
/// difference between what it shows and the base, shown on top of the model.
///
/// Over a model holding `base`, the additive form shows what the animation
/// shows (to rounding), so the model can then move on without the animation
/// jumping with it: the first half of UIKit's additive retargeting (see
/// ``Layer/rebaseAnimation(forKey:to:)``).
protocol AdditiveRebasing: LayerAnimation {
    /// The additive form over the value `base` holds at the animated key path,
    /// or nil when there is none (see ``BasicAnimation/additive(relativeTo:)``).
    func additiveForm(over base: PropertyValues) -> (any LayerAnimation)?
}

extension LayerAnimation {
    /// This animation as an additive one over `base`, the model's values:
    /// over a model holding `base` it shows what this one shows (see
    /// ``BasicAnimation/additive(relativeTo:)``). Nil when it has no
    /// additive form. What a host rebases an animation in flight to.
    public func additiveRebased(over base: PropertyValues) -> (any LayerAnimation)? {
        (self as? any AdditiveRebasing)?.additiveForm(over: base)
    }
}

extension AnimationKeyPath {
    /// Whether an additive animation of this key path shows the difference
    /// exactly as the absolute one shows the value: the value type is one of
    /// the standard vector-like ones (numbers, points, sizes, rectangles,
    /// colors), which interpolate component by component, and the key path
    /// is not part of `transform`, which adds by concatenating.
    var addsLinearly: Bool {
        switch storeKind {
        case .cgFloat, .double, .float, .point, .size, .rect, .color: propertyName != "transform"
        case .transform, .other: false
        }
    }
}

extension BasicAnimation: AdditiveRebasing {
    /// This animation as an additive one relative to `base`: from
    /// `from − base` to `to − base`, additive, with the same timing, curve,
    /// delegate and flags. Over a model holding `base` it shows what this one
    /// shows; relative to its own final value it runs from `from − to` to zero,
    /// as UIKit's additive animations do.
    ///
    /// ```swift
    /// let slide = BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1)
    /// let offset = slide.additive(relativeTo: 100)     // from -100 to 0, additive
    /// ```
    ///
    /// - Returns: Nil when it has no additive form: it is additive already,
    ///   an endpoint is left open (it depends on the value beneath), or its
    ///   values do not add component by component (a ``Transform3D``, any part
    ///   of `transform`, or a custom value type).
    public func additive(relativeTo base: Value) -> BasicAnimation<Value>? { endpointsAdditive(relativeTo: base) }

    func additiveForm(over base: PropertyValues) -> (any LayerAnimation)? {
        additive(relativeTo: base[keyPath])
    }
}

extension SpringAnimation: AdditiveRebasing {
    /// This spring as an additive one relative to `base`: from `from − base`
    /// to `to − base`, additive, with the same physics, inherited velocity,
    /// timing, delegate and flags; nil as for ``BasicAnimation/additive(relativeTo:)``.
    public func additive(relativeTo base: Value) -> SpringAnimation<Value>? { endpointsAdditive(relativeTo: base) }

    func additiveForm(over base: PropertyValues) -> (any LayerAnimation)? {
        additive(relativeTo: base[keyPath])
    }
}

extension KeyframeAnimation: AdditiveRebasing {
    /// These keyframes as additive ones relative to `base`: each value minus
    /// `base`, additive, with the same key times, curves, mode and timing;
    /// relative to the last value, the keyframes minus the last one. Nil
    /// when already additive, with no values, or for values that do not add
    /// component by component (as ``BasicAnimation/additive(relativeTo:)``).
    public func additive(relativeTo base: Value) -> KeyframeAnimation<Value>? {
        guard !isAdditive, keyPath.addsLinearly, !values.isEmpty else { return nil }
        var form = self
        form.values = values.map { $0.subtracting(base) }
        form.isAdditive = true
        return form
    }

    func additiveForm(over base: PropertyValues) -> (any LayerAnimation)? {
        additive(relativeTo: base[keyPath])
    }
}

/// A basic or spring animation that can retarget additively: play, over a
/// model that moved from `old` to `new`, the difference `old − new` easing
/// to zero with its own timing and curve (UIKit's additive animation since
/// iOS 8).
protocol AdditiveRetargeting: PropertyAnimation {
    /// The additive animation from `old − new` to zero at the key path, or nil
    /// when its values do not add component by component.
    func additiveRetarget(from old: PropertyValues, to new: PropertyValues) -> (any LayerAnimation)?
}

extension BasicAnimation: AdditiveRetargeting {}
extension SpringAnimation: AdditiveRetargeting {}

/// A basic or spring animation, seen through the from, to and by values both have.
protocol AdditiveEndpoints: PropertyAnimation, CoversValueBeneath {
    var fromValue: Value? { get set }
    var toValue: Value? { get set }
    var byValue: Value? { get set }
    var from: Value { get }
    var to: Value { get }
    var by: Value { get }
    var given: GivenEndpoints { get }
}

extension BasicAnimation: AdditiveEndpoints {}
extension SpringAnimation: AdditiveEndpoints {}

extension AdditiveEndpoints {
    /// The additive form relative to `base`, as ``BasicAnimation/additive(relativeTo:)`` describes.
    func endpointsAdditive(relativeTo base: Value) -> Self? {
        guard !isAdditive, keyPath.addsLinearly, coversValueBeneath else { return nil }
        let (start, end) = given.resolve(from: from, to: to, by: by, base: base)
        return moving(from: start.subtracting(base), to: end.subtracting(base))
    }

    func additiveRetarget(from old: PropertyValues, to new: PropertyValues) -> (any LayerAnimation)? {
        guard keyPath.addsLinearly else { return nil }
        return moving(from: old[keyPath].subtracting(new[keyPath]), to: .zero)
    }

    /// This animation, additive, from `start` to `end`, all else kept.
    private func moving(from start: Value, to end: Value) -> Self {
        var form = self
        form.byValue = nil
        form.fromValue = start
        form.toValue = end
        form.isAdditive = true
        return form
    }
}

/// An animation of one property: Core Animation's `CAPropertyAnimation`.
///
/// A property animation computes its value from the value beneath it (the model
/// value, or the result of animations added before it) with
/// ``value(at:beneath:)``, then:
///
/// - if ``isCumulative``, each iteration starts where the previous one ended:
///   `(end − start) × iteration` is added;
/// - if ``isAdditive``, the value is added on top of the value beneath instead of
///   replacing it, and open endpoints (a `from` or `to` left unset) are taken as
///   zero offsets rather than the value beneath.
public protocol PropertyAnimation: LayerAnimation {
    /// The type of the animated value.
    associatedtype Value: Interpolatable

    /// The property animated.
    var keyPath: AnimationKeyPath<Value> { get }

    /// Whether the value is added to the value beneath instead of replacing it.
    var isAdditive: Bool { get set }

    /// Whether each repetition builds on the end value of the previous one.
    var isCumulative: Bool { get set }

    /// The value shown at `time` (in the layer's time) over `beneath`, or nil when
    /// the animation does not apply then.
    func value(at time: Double, beneath: Value) -> Value?

    /// How fast the value shown at `time` over `beneath` changes, in the
    /// value's units per second of the layer's time, with the value beneath
    /// held still; nil when the animation does not apply then.
    ///
    /// Cadence's animations answer from their formulas (the derivative of the
    /// timing curve, of the spring, of the decay). The default, for an
    /// animation of your own, is a central difference of ``value(at:beneath:)``
    /// over a microsecond (one-sided at the edges of the active interval).
    func velocity(at time: Double, beneath: Value) -> Value?

    /// Replaces `value`, the value beneath, with the value shown at `time`;
    /// leaves it when the animation does not apply then.
    ///
    /// The default is ``value(at:beneath:)``; an animation may write it more
    /// directly, as presenting one property of many layers calls it every frame.
    func apply(at time: Double, to value: inout Value)
}

extension PropertyAnimation {
    public var animatedPropertyNames: Set<String> { [keyPath.propertyName] }

    /// The key path's form: evaluated through `apply(at:to:)` on the layer's values.
    public var renderStoreForm: RenderStoreForm {
        RenderStoreForm(keyPath: keyPath, covers: false, record: nil)
    }

    public func apply(at time: Double, to values: inout PropertyValues) {
        if let value = value(at: time, beneath: values[keyPath]) {
            values[keyPath] = value
        }
    }

    public func apply(at time: Double, to value: inout Value) {
        if let shown = self.value(at: time, beneath: value) {
            value = shown
        }
    }

    public func velocity(at time: Double, beneath: Value) -> Value? {
        guard let here = value(at: time, beneath: beneath) else { return nil }
        let step = 1e-6
        let after = value(at: time + step, beneath: beneath)
        let before = value(at: time - step, beneath: beneath)
        switch (before, after) {
        case let (before?, after?): return after.subtracting(before).scaled(by: 1 / (2 * step))
        case let (nil, after?): return after.subtracting(here).scaled(by: 1 / step)
        case let (before?, nil): return here.subtracting(before).scaled(by: 1 / step)
        case (nil, nil): return .zero
        }
    }

    /// The stored property it writes: `position` for `position.x`.
    var keyPathPropertyName: String { keyPath.propertyName }

    /// Applies the animation at `time` to `value`, the value beneath it at
    /// `keyPath`, and returns true, when `keyPath` is the key path it animates;
    /// returns false, changing nothing, for any other (a sub-path or the whole
    /// of its property), which the caller then reads from ``PropertyValues``.
    func apply<Other>(at time: Double, to value: inout Other, at keyPath: AnimationKeyPath<Other>) -> Bool {
        guard Other.self == Value.self, keyPath.name == self.keyPath.name else { return false }
        // The same type, checked above: reinterpreting it is no conversion, and
        // costs less than a dynamic cast or rebinding closures in unspecialised code.
        var typed = unsafeBitCast(value, to: Value.self)
        apply(at: time, to: &typed)
        value = unsafeBitCast(typed, to: Other.self)
        return true
    }

    /// The value an open endpoint takes: the value beneath, or zero when additive.
    func base(_ beneath: Value) -> Value { isAdditive ? .zero : beneath }

    /// Applies ``isCumulative`` and ``isAdditive`` to `value`, computed for an
    /// iteration that runs from `start` to `end`.
    func composite(_ value: Value, iteration: Int, start: Value, end: Value, beneath: Value) -> Value {
        var result = value
        if isCumulative, iteration > 0 {
            result = result.adding(end.subtracting(start).scaled(by: Double(iteration)))
        }
        return isAdditive ? beneath.adding(result) : result
    }
}

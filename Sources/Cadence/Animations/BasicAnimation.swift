/// An animation between two values of one property: `CABasicAnimation`.
///
/// Which values it moves between depends on which of ``fromValue``, ``toValue``
/// and ``byValue`` are set, by Core Animation's rules ("beneath" is the value
/// under the animation at each instant: the model value, or lower animations):
///
/// | set | from | to |
/// |---|---|---|
/// | from, to | from | to |
/// | from, by | from | from + by |
/// | by, to | to − by | to |
/// | from | from | beneath |
/// | to | beneath | to |
/// | by | beneath | beneath + by |
/// | none | beneath | beneath |
/// | all three | invalid: ``validate()`` throws |
///
/// With nothing set Core Animation animates from the previous presented value to
/// the current one; a layer does that by filling in ``fromValue`` when the
/// animation is added, so evaluated alone it shows the value beneath.
///
/// ```swift
/// var slide = BasicAnimation(keyPath: .positionX, from: 0, to: 300)
/// slide.duration = 1
/// slide.timingFunction = .easeInEaseOut
/// slide.value(at: 0.5, beneath: 0)  // 150
/// ```
public struct BasicAnimation<Value: Interpolatable>: PropertyAnimation {
    public let keyPath: AnimationKeyPath<Value>
    /// The value it starts from; nil leaves it open.
    public var fromValue: Value?
    /// The value it ends at; nil leaves it open.
    public var toValue: Value?
    /// The change it makes, relative to the other endpoint.
    public var byValue: Value?

    public var timing: MediaTiming
    public var timingFunction: TimingFunction?
    public var isRemovedOnCompletion = true
    public var delegate: (any AnimationDelegate)?
    public var isAdditive = false
    public var isCumulative = false

    /// An animation of `keyPath`; leave any of `from`, `to` and `by` nil to leave it open.
    public init(
        keyPath: AnimationKeyPath<Value>, from: Value? = nil, to: Value? = nil, by: Value? = nil,
        duration: Double = 0, timingFunction: TimingFunction? = nil
    ) {
        self.keyPath = keyPath
        fromValue = from
        toValue = to
        byValue = by
        timing = MediaTiming(duration: duration)
        self.timingFunction = timingFunction
    }

    /// The values it moves between over `beneath`, by the table above.
    public func endpoints(beneath: Value) -> (from: Value, to: Value) {
        resolveEndpoints(from: fromValue, to: toValue, by: byValue, beneath: beneath)
    }

    public func value(at time: Double, beneath: Value) -> Value? {
        guard let (state, eased) = progress(at: time) else { return nil }
        let (from, to) = endpoints(beneath: beneath)
        let value = from.interpolated(to: to, fraction: eased)
        return composite(value, iteration: state.iteration, start: from, end: to, beneath: beneath)
    }

    /// Throws for invalid timing, non-finite values, or all three of `from`, `to` and `by` set.
    public func validate() throws(CadenceError) {
        try timing.validate()
        try validateEndpoints(from: fromValue, to: toValue, by: byValue)
    }
}

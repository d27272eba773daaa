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
    public var fromValue: Value? {
        get { given.contains(.from) ? from : nil }
        set { from = given.store(newValue, as: .from) }
    }
    /// The value it ends at; nil leaves it open.
    public var toValue: Value? {
        get { given.contains(.to) ? to : nil }
        set { to = given.store(newValue, as: .to) }
    }
    /// The change it makes, relative to the other endpoint.
    public var byValue: Value? {
        get { given.contains(.by) ? by : nil }
        set { by = given.store(newValue, as: .by) }
    }

    public var timing: MediaTiming
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

    /// An animation of `keyPath`; leave any of `from`, `to` and `by` nil to leave it open.
    public init(
        keyPath: AnimationKeyPath<Value>, from: Value? = nil, to: Value? = nil, by: Value? = nil,
        duration: Double = 0, timingFunction: TimingFunction? = nil
    ) {
        self.keyPath = keyPath
        timing = MediaTiming(duration: duration)
        self.timingFunction = timingFunction
        fromValue = from
        toValue = to
        byValue = by
    }

    /// The values it moves between over `beneath`, by the table above.
    public func endpoints(beneath: Value) -> (from: Value, to: Value) {
        given.resolve(from: from, to: to, by: by, base: base(beneath))
    }

    public func value(at time: Double, beneath: Value) -> Value? {
        var value = beneath
        return shows(at: time, over: &value) ? value : nil
    }

    public func apply(at time: Double, to value: inout Value) {
        _ = shows(at: time, over: &value)
    }

    /// `(to − from) · curve′(progress) · progress rate`: the change, times the
    /// timing curve's slope, times how fast the timing's progress runs (0
    /// while it fills, negated when an autoreversing cycle runs back).
    public func velocity(at time: Double, beneath: Value) -> Value? {
        guard let state = timing.state(at: time), let rate = timing.progressRate(at: time) else { return nil }
        let (start, end) = given.resolve(from: from, to: to, by: by, base: base(beneath))
        let slope = rate == 0 ? 0 : (timingFunction ?? .linear).slope(at: state.progress) * rate
        return end.subtracting(start).scaled(by: slope)
    }

    /// Replaces `value`, the value beneath, with the value shown at `time`, and
    /// returns true; returns false, leaving it, when the animation does not apply.
    private func shows(at time: Double, over value: inout Value) -> Bool {
        guard let state = timing.state(at: time) else { return false }
        let eased = (timingFunction ?? .linear).value(at: state.progress)
        given.show(
            fraction: eased, iteration: state.iteration, over: &value, from: from, to: to, by: by,
            isAdditive: isAdditive, isCumulative: isCumulative)
        return true
    }

    /// Throws for invalid timing, non-finite values, or all three of `from`, `to` and `by` set.
    public func validate() throws(CadenceError) {
        try timing.validate()
        try given.validate(from: from, to: to, by: by)
    }
}

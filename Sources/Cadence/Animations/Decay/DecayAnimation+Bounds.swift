extension DecayAnimation where Value: BinaryFloatingPoint {
    /// A scalar decay held between `minimum` and `maximum` (either may be
    /// left out), doing `boundary` when it reaches the one ahead of it.
    ///
    /// The bound is reached at the instant `t` where
    /// `d^(1000 t) = 1 − (bound − from) · 1000 · (1 − d) / (v₀ · d)`, when
    /// that is in (0, 1] and the decay has not already stopped; otherwise it
    /// rests before the bound, as an unbounded decay. At `t`:
    ///
    /// - ``DecayBoundary/stop``: the decay ends, resting exactly at the bound
    ///   (its ``settlingDuration`` is `t`), as Android's `FlingAnimation`;
    /// - ``DecayBoundary/spring(_:)``: a spring takes over at the bound with
    ///   the decay's velocity then, `v₀ · d^(1000 t)`, overshoots and pulls
    ///   back, as Framer Motion's `inertia`; the decay lasts `t` plus the time
    ///   the spring takes to stay within `threshold × 0.1 s` of the bound
    ///   (0.5 pt at 5 pt/s, Framer's `restDelta`), and rests at the bound.
    ///
    /// ```swift
    /// let drawer = try DecayAnimation(
    ///     keyPath: .positionY, from: 0, velocity: 1000, maximum: 300, boundary: .stop)
    /// drawer.settlingDuration   // 0.4592 s: where 0.998^(1000 t) = 1 − 300 · 0.002/0.998
    /// drawer.restingValue       // 300
    /// ```
    ///
    /// - Throws: ``CadenceError`` for anything ``validate()`` refuses: here
    ///   also a bound that is not finite (`minimum`, `maximum`), a minimum
    ///   above the maximum, a start outside the bounds (`fromValue`, as
    ///   Android refuses it), or a bounce spring with no damping.
    public init(
        keyPath: AnimationKeyPath<Value>, from: Value, velocity: Value, decelerationRate: DecelerationRate = .normal,
        threshold: Double? = nil, minimum: Value? = nil, maximum: Value? = nil, boundary: DecayBoundary
    ) throws(CadenceError) {
        let bounds = DecayBounds(
            minimum: minimum, maximum: maximum, lower: minimum.map { Double($0) } ?? -.infinity,
            upper: maximum.map { Double($0) } ?? .infinity, start: Double(from), velocity: Double(velocity),
            boundary: boundary,
            clamp: { value in
                var clamped = value
                if let minimum, clamped < minimum { clamped = minimum }
                if let maximum, clamped > maximum { clamped = maximum }
                return clamped
            })
        self.init(
            keyPath: keyPath, from: from, velocity: velocity, decelerationRate: decelerationRate,
            threshold: threshold, bounds: bounds)
        try validate()
    }

    /// The least value the decay may take, if bounded below.
    public var minimum: Value? { bounds?.minimum }
    /// The greatest value the decay may take, if bounded above.
    public var maximum: Value? { bounds?.maximum }
    /// What it does at a bound; nil when it has none.
    public var boundary: DecayBoundary? { bounds?.boundary }
    /// Whether the decay reaches the bound ahead of it before it would stop.
    public var reachesBound: Bool { curve.crossing != nil }
    /// The instant it reaches its bound, in seconds of its own time; nil if
    /// it rests before it.
    public var boundCrossingTime: Double? { curve.crossing?.time }
}

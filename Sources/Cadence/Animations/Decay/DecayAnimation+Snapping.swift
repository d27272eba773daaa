import Foundation

extension DecayAnimation where Value: BinaryFloatingPoint {
    /// A scalar decay that comes to rest where `modifyTarget` chooses, as
    /// Framer Motion's `inertia` with `modifyTarget`: given where the decay
    /// would rest at `decelerationRate` (the projection, before any bound),
    /// it returns where it should rest instead, such as the nearest page.
    ///
    /// The initial velocity is kept exactly, so a decay taking over from a
    /// gesture or another animation stays continuous; the rate is changed so
    /// that the decay stops (its speed falling to the threshold) exactly at
    /// the chosen value. With `Δ = chosen − from`, resting at
    /// `(v₀/1000) · (d/(1 − d)) · (1 − threshold/|v₀|) = Δ` gives
    /// `d = k / (1 + k)` with `k = 1000 · Δ / (v₀ − threshold · sign(v₀))`.
    /// The rate is solved once, here: changing ``decelerationRate`` or
    /// ``threshold`` later rests where those say instead.
    ///
    /// ```swift
    /// let page = try DecayAnimation(keyPath: .positionX, from: 0, velocity: 1000) { projected in
    ///     (projected / 320).rounded() * 320   // 496.5 → 640, the nearest page
    /// }
    /// page.restingValue              // 640
    /// page.decelerationRate.rawValue // 0.99845…: slows more gently to get there
    /// ```
    ///
    /// Bounds and a boundary may be given as with
    /// ``init(keyPath:from:velocity:decelerationRate:threshold:minimum:maximum:boundary:)``;
    /// they apply to the decay at the solved rate. Snapping is for scalars:
    /// a point's decay would need its chosen rest on the line of its velocity.
    ///
    /// - Throws: ``CadenceError`` for anything ``validate()`` refuses, and
    ///   naming `modifyTarget` when the chosen value is not finite, is behind
    ///   the start or at it, cannot be reached (a speed at or below the
    ///   threshold does not move at all), or is so far that the rate rounds
    ///   to 1.
    public init(
        keyPath: AnimationKeyPath<Value>, from: Value, velocity: Value, decelerationRate: DecelerationRate = .normal,
        threshold: Double? = nil, minimum: Value? = nil, maximum: Value? = nil, boundary: DecayBoundary = .stop,
        modifyTarget: (Value) -> Value
    ) throws(CadenceError) {
        try self.init(
            keyPath: keyPath, from: from, velocity: velocity, decelerationRate: decelerationRate,
            threshold: threshold, minimum: minimum, maximum: maximum, boundary: boundary)
        let start = Double(from), v0 = Double(velocity), speed = abs(v0)
        let unbounded = DecayCurve.series(speed: speed, rate: decelerationRate.rawValue, at: curve.stopTime)
        let chosen = modifyTarget(from + Value(v0 < 0 ? -unbounded : unbounded))
        let delta = Double(chosen) - start
        func refuse(_ expected: String) -> CadenceError {
            CadenceError(.invalidValue, field: "modifyTarget", value: CadenceError.describe(Double(chosen)), expected: expected)
        }
        guard delta.isFinite else { throw refuse("a finite resting value") }
        guard speed > self.threshold else {
            throw refuse(
                "the start (\(CadenceError.describe(start))): a speed of \(CadenceError.describe(speed)), "
                    + "not above the threshold (\(CadenceError.describe(self.threshold))), does not move")
        }
        guard delta * v0 > 0 else {
            throw refuse(
                "a resting value \(v0 > 0 ? "above" : "below") the start (\(CadenceError.describe(start))), "
                    + "in the direction of the velocity (\(CadenceError.describe(v0)))")
        }
        let k = 1000 * delta / (v0 - self.threshold * (v0 > 0 ? 1 : -1))
        let rate = k / (1 + k)
        guard rate > 0, rate < 1 else {
            throw refuse("a resting value nearer the start: reaching this one needs a rate that rounds to 1")
        }
        self.decelerationRate = DecelerationRate(rawValue: rate)
        chosenRest = chosen
        resolve()
    }
}

extension DecayAnimation {
    /// A decay that takes over from `animation` at `time`: it starts from the
    /// value `animation` shows then over `beneath`, with its velocity then
    /// (``PropertyAnimation/velocity(at:beneath:)``), so that nothing jumps
    /// and nothing stops.
    ///
    /// ```swift
    /// let slide = BasicAnimation(keyPath: .positionX, from: 0, to: 200, duration: 1)
    /// let coast = try DecayAnimation(continuing: slide, at: 0.5, beneath: 0)
    /// coast.fromValue        // 100, where the slide was
    /// coast.initialVelocity  // 200 pt/s, how fast it was moving
    /// ```
    ///
    /// A gesture needs no such help: a pan's velocity in points per second is
    /// a decay's velocity as it is,
    /// `DecayAnimation(keyPath: .position, from: location, velocity: panVelocity)`.
    ///
    /// - Throws: ``CadenceError`` naming `time` when `animation` does not
    ///   apply then, or anything ``validate()`` refuses.
    public init<Animation: PropertyAnimation>(
        continuing animation: Animation, at time: Double, beneath: Value,
        decelerationRate: DecelerationRate = .normal, threshold: Double? = nil
    ) throws(CadenceError) where Animation.Value == Value {
        guard let value = animation.value(at: time, beneath: beneath),
            let velocity = animation.velocity(at: time, beneath: beneath)
        else {
            throw CadenceError(
                .invalidValue, field: "time", value: CadenceError.describe(time),
                expected: "a time at which the animation of \(animation.keyPath.name) applies")
        }
        self.init(
            keyPath: animation.keyPath, from: value, velocity: velocity, decelerationRate: decelerationRate,
            threshold: threshold)
        try validate()
    }

    /// Where a motion at `initialVelocity` comes to rest relative to its
    /// start, decelerating at `decelerationRate` forever: see
    /// ``DecelerationRate/project(initialVelocity:)``.
    ///
    /// ```swift
    /// DecayAnimation<CGFloat>.project(initialVelocity: 1000)                           // 499
    /// DecayAnimation<CGFloat>.project(initialVelocity: -1500, decelerationRate: .fast)  // -148.5
    /// ```
    public static func project(initialVelocity: Value, decelerationRate: DecelerationRate = .normal) -> Value {
        decelerationRate.project(initialVelocity: initialVelocity)
    }
}

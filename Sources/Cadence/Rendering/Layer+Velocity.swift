extension Layer {
    /// How fast the value shown at `keyPath` changes now, in its units per
    /// second of the host's time; see ``presentedVelocity(for:at:)``.
    public func presentedVelocity<Value>(for keyPath: AnimationKeyPath<Value>) -> Value {
        presentedVelocity(for: keyPath, at: compositor?.currentTime ?? 0)
    }

    /// How fast the value shown at `keyPath` changes at host time `time`, in
    /// its units per second: zero where nothing animates it.
    ///
    /// What a layer shows composes its animations (additive ones, those of
    /// sub-paths and of the whole property, each in its layer's time, under
    /// its ancestors' speeds), so its velocity is the derivative of what it
    /// shows, taken as a central difference over a microsecond of host time.
    /// Each animation answers its own analytically: see
    /// ``PropertyAnimation/velocity(at:beneath:)``.
    public func presentedVelocity<Value>(for keyPath: AnimationKeyPath<Value>, at time: Double) -> Value {
        let step = 1e-6
        let after = presentedValue(for: keyPath, at: time + step)
        let before = presentedValue(for: keyPath, at: time - step)
        return after.subtracting(before).scaled(by: 1 / (2 * step))
    }
}

extension AnimationOperation {
    /// How fast its animation moves the property at `keyPath` now, in the
    /// property's units per second of its layer's time: the animation's own
    /// velocity (``PropertyAnimation/velocity(at:beneath:)``) at the run's
    /// time, times the run's speed (zero while paused). Nil before the
    /// start, after the end, or when its animation does not animate
    /// `keyPath` itself.
    public func velocity<Value>(for keyPath: AnimationKeyPath<Value>) -> Value? {
        guard isExecuting, let (played, time, speed) = runTime(),
            let animation = played as? any PropertyAnimation
        else { return nil }
        return Self.velocity(of: animation, for: keyPath, at: time, beneath: layer.modelValues[keyPath])?
            .scaled(by: speed)
    }

    /// The animation played now, the time it sees and how fast that runs
    /// against the layer's time; nil before the start.
    func runTime() -> (played: any LayerAnimation, time: Double, speed: Double)? {
        guard let host = layer.host, let started = withMutable({ $0.started }) else { return nil }
        let now = layer.localTime(fromHostTime: host.currentMediaTime)
        let playhead = withMutable { $0.playhead }
        guard let playhead,
            let clock = playhead.clock(
                origin: started.origin, at: now, repetition: started.repetition, passDuration: started.passDuration)
        else { return (started.played, now, 1) }
        let speed = playhead.state(at: now) == .running ? playhead.speed : 0
        return (started.played, clock.animationTime(at: now), speed)
    }

    private static func velocity<Animation: PropertyAnimation, Value>(
        of animation: Animation, for keyPath: AnimationKeyPath<Value>, at time: Double, beneath: Value
    ) -> Value? {
        guard animation.keyPath.name == keyPath.name, let beneath = beneath as? Animation.Value else { return nil }
        return animation.velocity(at: time, beneath: beneath) as? Value
    }
}

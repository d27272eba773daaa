extension Layer {
    /// When the layer's time begins, in its superlayer's time (default 0).
    ///
    /// A layer's local time is `(parentTime − beginTime) · speed + timeOffset`,
    /// level by level from the compositor's clock down, and its animations play
    /// in it. Changing a layer's timing moves the due times of every animation
    /// beneath it when the transaction commits.
    ///
    /// A non-finite value is refused and reported to ``Compositor/errorHandler``;
    /// ``setTiming(beginTime:speed:timeOffset:)`` throws instead.
    public var beginTime: Double {
        get { state.withLock { $0.timing.beginTime } }
        set { setTimingReporting(beginTime: newValue) }
    }

    /// How fast the layer's time runs against its superlayer's (default 1; 0
    /// pauses it). A negative or non-finite value is refused and reported.
    public var speed: Double {
        get { state.withLock { $0.timing.speed } }
        set { setTimingReporting(speed: newValue) }
    }

    /// Added to the layer's local time (default 0). A non-finite value is refused
    /// and reported.
    public var timeOffset: Double {
        get { state.withLock { $0.timing.timeOffset } }
        set { setTimingReporting(timeOffset: newValue) }
    }

    /// Sets any of the layer's timing properties at once, inside the current
    /// transaction.
    ///
    /// - Throws: ``CadenceError`` for a non-finite value or a negative speed.
    ///   Nothing changes then.
    public func setTiming(beginTime: Double? = nil, speed: Double? = nil, timeOffset: Double? = nil) throws(CadenceError) {
        if let beginTime {
            try CadenceError.check(beginTime, "beginTime", expected: "a finite number")
        }
        if let speed {
            try CadenceError.check(speed, "speed", in: 0 ... .infinity, expected: "a finite number ≥ 0")
        }
        if let timeOffset {
            try CadenceError.check(timeOffset, "timeOffset", expected: "a finite number")
        }
        willChange()
        state.withLock { state in
            state.timing.beginTime = beginTime ?? state.timing.beginTime
            state.timing.speed = speed ?? state.timing.speed
            state.timing.timeOffset = timeOffset ?? state.timing.timeOffset
        }
        Self.noteTimeShapeChange()
    }

    private func setTimingReporting(beginTime: Double? = nil, speed: Double? = nil, timeOffset: Double? = nil) {
        do {
            try setTiming(beginTime: beginTime, speed: speed, timeOffset: timeOffset)
        } catch {
            report(error)
        }
    }

    /// Converts `time` from `layer`'s local time (the compositor's time when
    /// `layer` is nil) to this layer's local time: `CALayer.convertTime(_:from:)`.
    ///
    /// Going up through a paused layer (speed 0) has no answer, since every
    /// parent time gives the same local time; the result is then NaN.
    public func convertTime(_ time: Double, from layer: Layer?) -> Double {
        localTime(fromRoot: layer?.rootTime(fromLocal: time) ?? time)
    }

    /// Converts `time` from this layer's local time to `layer`'s (the compositor's
    /// time when `layer` is nil): `CALayer.convertTime(_:to:)`.
    public func convertTime(_ time: Double, to layer: Layer?) -> Double {
        let root = rootTime(fromLocal: time)
        return layer?.localTime(fromRoot: root) ?? root
    }

    /// Pauses the layer and everything beneath it, by Core Animation's recipe:
    /// speed 0, and a time offset that holds the local time at this instant.
    ///
    /// ```swift
    /// let paused = layer.convertTime(compositor.currentTime, from: nil)
    /// layer.speed = 0
    /// layer.timeOffset = paused
    /// ```
    ///
    /// Does nothing outside a compositor's tree (there is no current time) or if
    /// the layer is already paused.
    public func pause() {
        guard let now = compositor?.currentTime, speed != 0 else { return }
        let paused = convertTime(now, from: nil)
        try? setTiming(speed: 0, timeOffset: paused)
    }

    /// Resumes a layer paused by ``pause()``, so it continues where it stopped
    /// and its animations' due times move by the length of the pause:
    ///
    /// ```swift
    /// let paused = layer.timeOffset
    /// layer.speed = 1
    /// layer.timeOffset = 0
    /// layer.beginTime = 0
    /// layer.beginTime = layer.convertTime(compositor.currentTime, from: nil) - paused
    /// ```
    public func resume() {
        guard let now = compositor?.currentTime, speed == 0 else { return }
        let paused = timeOffset
        try? setTiming(beginTime: 0, speed: 1, timeOffset: 0)
        let sincePause = convertTime(now, from: nil) - paused
        try? setTiming(beginTime: sincePause.isFinite ? sincePause : 0)
    }

    /// The layer's timing and its ancestors', nearest first.
    private var timingChain: [MediaTiming] {
        var chain: [MediaTiming] = []
        var current: Layer? = self
        while let layer = current {
            let (timing, parent) = layer.state.withLock { ($0.timing, $0.superlayer) }
            chain.append(timing)
            current = parent
        }
        return chain
    }

    private func localTime(fromRoot time: Double) -> Double {
        // A layer and ancestors of the default timing, as most are, add 0 at
        // each level: no chain to build.
        if hasDefaultTimingChain { return time + 0 }
        return timingChain.reversed().reduce(time) { $1.localTime(fromParent: $0) }
    }

    private func rootTime(fromLocal time: Double) -> Double {
        if hasDefaultTimingChain { return time + 0 }
        return timingChain.reduce(time) { $1.parentTime(fromLocal: $0) ?? .nan }
    }

    /// Whether the layer and every ancestor have the default timing (begin
    /// time 0, speed 1, time offset 0), found by walking up without
    /// collecting the timings.
    var hasDefaultTimingChain: Bool {
        var current: Layer? = self
        while let layer = current {
            let (timing, parent) = layer.state.withLock { ($0.timing, $0.superlayer) }
            guard timing.isIdentityTransform else { return false }
            current = parent
        }
        return true
    }
}

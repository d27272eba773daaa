extension Compositor {
    /// The frame rate the animations in flight ask for, worked out the way Core
    /// Animation's render server does: nil, meaning the display's own rate, when
    /// nothing is in flight or when any animation in flight asks for no
    /// particular rate; otherwise the highest rate asked for.
    ///
    /// Block animations ask for a rate with ``AnimationOptions/preferredFramesPerSecond60``
    /// or ``AnimationOptions/preferredFramesPerSecond30``, from the commit of
    /// their transaction until they stop. Every other animation, and a block
    /// with ``AnimationOptions/preferredFramesPerSecondDefault``, wants the
    /// display's own rate.
    ///
    /// Cadence draws no frames itself: a ``FrameTicker`` made with
    /// ``FrameTicker/init(framesPerSecond:clock:following:callback:)`` follows
    /// this rate, calling back only on the frames it asks for.
    ///
    /// ```swift
    /// compositor.animate(withDuration: 1, options: .preferredFramesPerSecond30, on: queue) { card[.opacity] = 0 }
    /// try clock.advance(by: 0)
    /// compositor.preferredFramesPerSecond   // 30, for the next second
    /// ```
    public var preferredFramesPerSecond: Double? {
        render.withLock { $0.tree.preferredFramesPerSecond }
    }
}

extension RenderTree {
    /// The highest rate the unstopped animations ask for through their block's
    /// tracker; nil if any asks for none, or none is unstopped.
    var preferredFramesPerSecond: Double? {
        var highest: Double?
        for node in layers.values {
            for committed in node.all.items where !committed.hasStopped {
                guard let tracker = committed.animation.delegate as? BlockCompletionTracker,
                    let rate = tracker.preferredFramesPerSecond
                else { return nil }
                highest = Swift.max(highest ?? rate, rate)
            }
        }
        return highest
    }
}

extension FrameTicker {
    /// A ticker on the grid of a display running at `framesPerSecond` that calls
    /// back only on the frames `compositor`'s animations ask for
    /// (``Compositor/preferredFramesPerSecond``): while a block with
    /// ``AnimationOptions/preferredFramesPerSecond30`` is in flight, every
    /// second frame of a 60 Hz grid (``frameInterval`` 2), and every frame again
    /// once it stops.
    ///
    /// ```swift
    /// let ticker = try FrameTicker(framesPerSecond: 60, clock: clock, following: compositor) { frame in
    ///     let values = card.presentation(at: frame.targetTimestamp)
    ///     // draw `values`
    /// }
    /// ticker.start()
    /// ```
    ///
    /// - Throws: ``CadenceError`` when the rate is outside ``rates``.
    public convenience init(
        framesPerSecond: Double, clock: any MediaClock = HostClock(), following compositor: Compositor,
        callback: @escaping @Sendable (Frame) -> Void
    ) throws(CadenceError) {
        try self.init(
            framesPerSecond: framesPerSecond, clock: clock,
            preferredFramesPerSecond: { [weak compositor] in compositor?.preferredFramesPerSecond },
            callback: callback)
    }
}

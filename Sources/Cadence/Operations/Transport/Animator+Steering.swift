extension Animator {
    /// Runs the steps as one timeline under one playhead: a
    /// ``TimelineOperation`` added to `queue`, which the transport steers as
    /// a whole (pause, seek, reverse, re-time, finish), where ``run(type:on:anchor:completion:)``
    /// compiles each step to an operation of its own.
    ///
    /// The steps play in sequence or in parallel as `type` says; after
    /// ``forever(autoreverses:)`` the run repeats for ever, every other pass
    /// backwards with `autoreverses` (GSAP's `repeat: -1` and `yoyo`). Each
    /// call makes a new run of the same steps.
    ///
    /// ```swift
    /// let run = try Animator(layer: box) {
    ///     AnimationStep.basic(.positionX, to: 300, duration: 1)
    ///     AnimationStep.basic(.positionY, to: 100, duration: 2)
    /// }.runSteerable(on: queue)
    /// try run.pause()
    /// ```
    ///
    /// - Throws: ``CadenceError`` naming the step for a step of unknown length
    ///   (a task, an animation that repeats for ever) or with no layer, or
    ///   when the queue refuses the run. Nothing is added then.
    @discardableResult
    public func runSteerable(type: PlayType = .sequence, on queue: AnimationQueue) throws(CadenceError) -> TimelineOperation {
        let (steps, forever) = stepsAndForever
        let root: AnimationStep = type == .sequence ? .sequence(steps) : .parallel(steps)
        var repetition = Repetition.once
        if let autoreverses = forever {
            repetition = try Repetition(repeats: .infinity, yoyo: autoreverses)
        }
        let run = try TimelineOperation(AnimationTimeline { TimelineEntry.step(root) }, layer: layer, repetition: repetition)
        try queue.addOperation(run)
        return run
    }
}

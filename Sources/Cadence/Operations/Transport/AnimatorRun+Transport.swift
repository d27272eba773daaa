/// The transport of a running ``Animator`` run: its current pass's group
/// (``AnimatorRun/group``) steered as one, by ``GroupOperation``'s rules:
/// pause, play, re-time, seek forwards and finish every step at once, speeds
/// multiplying through nested sequences and parallels. It plays back as a
/// group does, replaying the steps that have finished when they animate
/// different properties;
/// ``Animator/runSteerable(type:on:)`` plays the same steps under one
/// playhead that can always play back.
///
/// ```swift
/// let run = try Animator(layer: box) {
///     AnimationStep.basic(.positionX, to: 300, duration: 1)
///     AnimationStep.basic(.positionY, to: 100, duration: 2)
/// }.run(on: queue)
/// try run.pause()
/// ```
extension AnimatorRun {
    /// What the pass is doing: idle before it starts, running, paused, or finished.
    public var playState: Playhead.State { group?.playState ?? .idle }

    /// The pass's time since it started; nil before.
    public var currentTime: Double? { group?.currentTime }

    /// How fast the pass moves (1 until set).
    public var speed: Double { group?.speed ?? 1 }

    /// Holds every step running; the steps after them wait.
    public func pause() throws(CadenceError) { try steered("pause()").pause() }

    /// Plays on from the current time.
    public func play() throws(CadenceError) { try steered("play()").play() }

    /// Plays the pass back towards its start (replaying finished steps).
    public func reverse() throws(CadenceError) { try steered("reverse()").reverse() }

    /// Sets the pass's speed, keeping its current time (negative plays back).
    public func setSpeed(_ speed: Double) throws(CadenceError) { try steered("setSpeed(_:)").setSpeed(speed) }

    /// Moves the pass to `time`: the steps it passes finish (back only as
    /// far as the start of a step that has started).
    public func seek(to time: Double) throws(CadenceError) { try steered("seek(to:)").seek(to: time) }

    /// Jumps every step to its end.
    public func finish() throws(CadenceError) { try steered("finish()").finish() }

    /// The pass's group, or the refusal of `call` when there is none running.
    private func steered(_ call: String) throws(CadenceError) -> GroupOperation {
        guard let group, group.isExecuting else {
            throw CadenceError(
                .invalidState, field: call, value: group == nil ? "a run with no group" : "a run whose pass is not running",
                expected: "a run whose pass is running")
        }
        return group
    }
}

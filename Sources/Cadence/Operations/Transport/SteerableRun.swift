/// An operation whose run the transport steers and whose length is known
/// before it ends: what a steered ``GroupOperation`` can hold.
protocol SteerableRun: TimedOperation {
    /// How long the whole run lasts at speed 1 from its start, in its
    /// host's time (repeats included); nil when it is not known (it repeats
    /// for ever, or holds work of unknown length).
    var plannedLength: Double? { get }
    var speed: Double { get }
    var playState: Playhead.State { get }
    func pause() throws(CadenceError)
    func play() throws(CadenceError)
    func setSpeed(_ speed: Double) throws(CadenceError)
    func seekRun(to time: Double) throws(CadenceError)
    func finish() throws(CadenceError)
    func reverse() throws(CadenceError)
}

extension AnimationOperation: SteerableRun {
    var plannedLength: Double? {
        if let (playhead, _) = transport() { return playhead.duration.isFinite ? playhead.duration : nil }
        var timing = animation.resolvedTiming
        if timing.duration == 0 { timing.duration = layer.host?.animationDuration ?? MediaTiming.defaultDuration }
        let pass = max(0, timing.endTime)
        let total = withMutable { $0.repetition }.totalDuration(of: pass)
        return total.isFinite ? total : nil
    }

    func seekRun(to time: Double) throws(CadenceError) { try seek(to: time) }
}

extension TimelineOperation: SteerableRun {
    var plannedLength: Double? { totalDuration.isFinite ? totalDuration : nil }

    func seekRun(to time: Double) throws(CadenceError) { try seek(to: time) }
}

extension GroupOperation: SteerableRun {
    var plannedLength: Double? { (try? plan())?.length }

    func seekRun(to time: Double) throws(CadenceError) { try seek(to: time) }
}

extension TimedTaskOperation: SteerableRun {
    var plannedLength: Double? { duration >= 0 && duration.isFinite ? duration : nil }

    func seekRun(to time: Double) throws(CadenceError) { try seek(to: time) }
}

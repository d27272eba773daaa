/// ``JitterStrategy/rawTimer``: a repeating `DispatchSourceTimer` on the
/// main-like queue. Each fire is a callback against the grid and a frame with
/// no value; the run ends when the chain would have.
enum RawTimerDriver {
    static func start(in world: JitterWorld, workload: Workload, recorder: RunRecorder) {
        let clock = world.clock
        world.startMainFrames(from: .dispatchTimer) { frame in
            recorder.callback(due: world.vsync(frame.firstUnserved), time: frame.time, isPeriodic: true)
            recorder.frame(time: clock.currentTime, target: frame.latest + 1, value: nil)
        }
        world.onClock(after: workload.totalDuration, label: "end of raw timer run") { recorder.endRun() }
    }
}

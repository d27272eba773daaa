import Cadence
/// ``JitterStrategy/tickAccumulator``: a frame callback on the main-like queue
/// that moves the value by `rate · dt` with `dt` the link's nominal period, as
/// `CADisplayLink` libraries do.
///
/// A frame the queue misses (coalesced while it was blocked) never adds its
/// `dt`, so the driver's timeline falls behind by a period per missed frame.
/// It carries what is left of a tick into the next step, so with no load it
/// keeps the ideal timeline exactly.
enum TickAccumulatorDriver {
    private struct State {
        var step = 0
        var elapsedInStep = 0.0
        var total = 0.0
        var value = 0.0
    }

    static func start(in world: JitterWorld, workload: Workload, recorder: RunRecorder) {
        let clock = world.clock
        let state = LockedBox(State())
        let ends = workload.idealEnds
        world.startMainFrames(from: .displayLink) { frame in
            recorder.callback(due: world.vsync(frame.firstUnserved), time: frame.time, isPeriodic: true)
            let (ended, value, believed) = state.withLock { state in
                let (ended, value) = tick(&state, by: world.period, workload: workload)
                return (ended, value, state.total)
            }
            // The driver believes it is `believed` seconds in at this frame's timestamp.
            for index in ended {
                let scheduledEnd = world.vsync(frame.latest) - (believed - ends[index])
                recorder.step(index, scheduledEnd: scheduledEnd, time: frame.time)
            }
            recorder.frame(time: clock.currentTime, target: frame.latest + 1, value: value)
        }
    }

    /// Adds one tick of `dt`: the steps it ended, and the value to show.
    private static func tick(_ state: inout State, by dt: Double, workload: Workload) -> (ended: [Int], value: Double) {
        var ended: [Int] = []
        var remaining = dt
        let steps = workload.stepDurations
        while remaining > 0, state.step < steps.count {
            let duration = steps[state.step]
            let rate = workload.distance / duration
            let left = duration - state.elapsedInStep
            if remaining < left {
                state.value += rate * remaining
                state.elapsedInStep += remaining
                state.total += remaining
                remaining = 0
            } else {
                // The step is over: land exactly on its end value, carry the rest.
                state.value = workload.startValue(ofStep: state.step + 1)
                state.total += left
                remaining -= left
                state.elapsedInStep = 0
                ended.append(state.step)
                state.step += 1
            }
        }
        return (ended, state.value)
    }
}

import Cadence
import Dispatch

/// Runs one strategy once: builds a world, puts the load plan on its queue,
/// starts the strategy at the origin and waits for its chain to end.
enum JitterRunner {
    /// How far ahead of now a run's origin is: time to set everything up.
    static let lead = 0.1

    /// The record of `strategy` playing `workload` at `period` on `clock`,
    /// under `plan`.
    static func run(
        _ strategy: JitterStrategy, workload: Workload, period: Double, plan: LoadPlan, clock kind: JitterClock
    ) -> RunRecord {
        let world = JitterWorld(kind: kind, period: period, lead: lead)
        let finished = DispatchSemaphore(value: 0)
        let done = LockedBox(false)
        let recorder = RunRecorder(strategy: strategy, period: period, workload: workload, origin: world.origin) {
            let first = done.withLock { done in
                defer { done = true }
                return !done
            }
            if first { finished.signal() }
        }
        let clock = world.clock
        for job in plan.jobs {
            world.onMain(after: job.time, label: "load: block \(job.length) s") {
                let start = clock.currentTime
                let end = world.block(for: job.length)
                recorder.block(start: start, end: end)
            }
        }
        let busy = kind == .host && plan.busyThreads > 0 ? BusyThreads(count: plan.busyThreads) : nil
        busy?.start()
        switch strategy {
        case .rawTimer: RawTimerDriver.start(in: world, workload: workload, recorder: recorder)
        case .cadenceCompletion: OperationChainDriver.start(in: world, workload: workload, recorder: recorder, anchor: .completion)
        case .cadenceSchedule: OperationChainDriver.start(in: world, workload: workload, recorder: recorder, anchor: .schedule)
        case .tickAccumulator: TickAccumulatorDriver.start(in: world, workload: workload, recorder: recorder)
        case .nestedCompletion: NestedCompletionDriver.start(in: world, workload: workload, recorder: recorder)
        }
        let limit = world.origin + timeLimit(for: workload)
        let ended = world.run(until: limit, finished: finished) { done.withLock { $0 } }
        let end = clock.currentTime
        world.stop()
        busy?.stop()
        return recorder.finish(at: end, timedOut: !ended)
    }

    /// How long after its origin a run may last: twice its ideal length, plus
    /// two seconds.
    static func timeLimit(for workload: Workload) -> Double {
        2 * workload.totalDuration + 2
    }
}

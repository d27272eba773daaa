import Cadence

/// A scenario's `task`: work that takes its duration on the main loop's clock
/// and then completes, or fails where the file scripts a failure, so a retry
/// can be shown failing on chosen attempts.
enum ScriptedTask {
    /// A task of `duration` seconds, as attempt `attempt`, that fails at its
    /// end when `failing`. A cancel or a timeout ends it at once.
    static func operation(taking duration: Double, attempt: Int, failing: Bool, on loop: MainLoop) -> TimedOperation {
        let pending = LockedBox<ScheduledWork?>(nil)
        let error = CadenceError(
            .invalidState, field: "task", value: "the failure failsOnAttempts scripts for attempt \(attempt)",
            expected: "a task that completes")
        let task = ResultOperation<Void, Void>(on: loop, completingLater: { _, completion in
            let clock = loop.clock
            let work = clock.schedule(at: clock.currentTime + duration, label: "a scenario task") {
                completion(failing ? .failure(error) : .success(()))
            }
            pending.withLock { $0 = work }
        })
        // Ended early, it lets go of its end, which would keep the clock busy.
        task.addObserver { event in
            if case .didFinish = event { pending.withLock { $0?.cancel() } }
        }
        return task
    }
}

extension TimedOperation {
    /// The refusal of a transport call (`call`) on an operation that is not
    /// running: pending, cancelled or finished, as it is now.
    func notRunning(_ call: String) -> CadenceError {
        let phase = isFinished ? "a finished operation" : isCancelled ? "a cancelled operation" : "a pending operation"
        return CadenceError(.invalidState, field: call, value: phase, expected: "an operation that is running")
    }

    /// Sets the scheduled end to clock time `end` (nil: not known) and, for
    /// a run with a logical end not yet reached, moves its logical completion
    /// to `logical` (nil: never, as things stand) and re-arms it.
    func moveSchedule(end: Double?, hasLogicalEnd: Bool, logical: Double?) {
        let stale = state.withLock { state -> ScheduledWork? in
            state.scheduledEndTime = end
            guard hasLogicalEnd, !state.logical.isComplete else { return nil }
            state.logical.time = logical
            state.logical.isArmed = false
            defer { state.logical.work = nil }
            return state.logical.work
        }
        stale?.cancel()
        if hasLogicalEnd, let loop = mainLoop { armLogicalCompletion(on: loop) }
    }
}

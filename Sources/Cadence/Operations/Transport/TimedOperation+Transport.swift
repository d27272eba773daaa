extension TimedOperation {
    /// The refusal of a transport call (`call`) on an operation that is not
    /// running: pending, cancelled or finished, as it is now.
    func notRunning(_ call: String) -> CadenceError {
        let phase = isFinished ? "a finished operation" : isCancelled ? "a cancelled operation" : "a pending operation"
        return CadenceError(.invalidState, field: call, value: phase, expected: "an operation that is running")
    }
}

extension ResultOperation {
    /// Waits until the operation finishes and returns its ``output``; throws
    /// `CancellationError` when it was cancelled and its ``CadenceError`` when
    /// it failed. Cancelling the awaiting task cancels the operation, as with
    /// ``TimedOperation/value``.
    ///
    /// ```swift
    /// try queue.addOperations([fetch, double])
    /// let doubled = try await double.output()
    /// ```
    public func output() async throws -> Output {
        try await value
        guard let output else {
            // Completed, so it kept an output: only a kept output completes it.
            throw CadenceError(.invalidState, field: "output", value: "none", expected: "the output of a completed operation")
        }
        return output
    }
}

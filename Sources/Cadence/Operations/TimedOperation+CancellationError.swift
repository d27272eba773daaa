import Foundation

/// Cancelling with a reason: ProcedureKit's `cancel(with:)`.
extension TimedOperation {
    /// Cancels the operation as ``cancel()`` does, and keeps `error` as the
    /// reason in ``cancellationError``. The operation still ends
    /// ``OperationResult/cancelled``: the reason is kept apart from a
    /// failure, so its dependents and its group treat it as any cancel.
    ///
    /// ```swift
    /// sheet.cancel(with: CadenceError(.invalidState, field: "sheet", value: "dismissed", expected: "a visible sheet"))
    /// ```
    ///
    /// Only the first cancel counts: on an operation already cancelled (or
    /// finished, or deciding how it finishes) the error is not kept. A
    /// ``GroupOperation`` cancelled with an error cancels each of its
    /// children with the error `parent: expected a group that was not
    /// cancelled, got 'NAME' cancelled with (E)`.
    public func cancel(with error: CadenceError) {
        recordCancellationError(error)
        cancel()
    }

    /// The error it was cancelled with (``cancel(with:)``), or its group's
    /// (located in `parent`); nil when it was cancelled without one, or not
    /// cancelled.
    public var cancellationError: CadenceError? { state.withLock { $0.cancellationError } }

    /// Keeps `error` as the reason for the cancel to come, unless it was
    /// cancelled already or its finish is decided.
    func recordCancellationError(_ error: CadenceError) {
        guard !isCancelled else { return }
        state.withLock { state in
            guard !state.lifecycle.isFinished, !state.announcements.isEnding, state.cancellationError == nil else { return }
            state.cancellationError = error
        }
    }
}

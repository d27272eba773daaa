/// Runs an operation made by a factory until an attempt completes, at most
/// ``RepeatOperation/maxAttempts`` times, waiting between attempts as a
/// ``WaitStrategy`` says: ProcedureKit's `RetryProcedure`.
///
/// ```swift
/// // Up to 6 attempts, backing off 0.5, 1, 2, 4, 4 s between them.
/// let upload = try RetryOperation(mainLoop: loop, maxAttempts: 6, wait: .exponential(unit: 0.5, cap: 4), name: "upload") { attempt in
///     UploadOperation(file)                 // a fresh operation for each attempt
/// }
/// try queue.addOperation(upload)
/// ```
///
/// It is a ``RepeatOperation`` that goes on while the last attempt failed:
///
/// - It **completes** with the first attempt that completes; no attempt follows.
/// - After ``RepeatOperation/maxAttempts`` failed attempts it **fails** with
///   the last attempt's error; ``RepeatOperation/attemptErrors`` lists every
///   attempt's error, in order.
/// - An attempt **cancelled** on its own (not by the retry) cancels the
///   retry: cancelling the work is not a failure to recover from. (So does
///   ProcedureKit's: an attempt that finishes without an error ends it.)
///
/// Each attempt and each wait is a child on its
/// ``GroupOperation/childQueue``, so their starts and finishes are events at
/// their exact instants; cancelling, a ``TimedOperation/timeout`` on the
/// whole retry, and factories that throw behave as ``RepeatOperation``
/// describes. To retry only some failures, use a ``RepeatOperation`` whose
/// predicate looks at the error.
public final class RetryOperation: RepeatOperation, @unchecked Sendable {
    /// A retry on `mainLoop` of operations made by `factory`: at most
    /// `maxAttempts`, until one completes, waiting between attempts as `wait`
    /// says (not at all by default).
    ///
    /// - Throws: ``CadenceError`` when `maxAttempts` is below 1.
    public init(
        mainLoop: MainLoop, maxAttempts: Int, wait: WaitStrategy = .immediate, name: String? = nil,
        attempt factory: @escaping Factory
    ) throws(CadenceError) {
        try super.init(
            mainLoop: mainLoop, maxAttempts: maxAttempts, wait: wait, name: name,
            while: { attempt in
                if case .failed = attempt.result { return true }
                return false
            },
            attempt: factory)
    }
}

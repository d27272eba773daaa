extension TimedOperation {
    /// Waits until the operation finishes: returns when it completed, throws
    /// `CancellationError` when it was cancelled and its ``CadenceError`` when it
    /// failed. Cancelling the awaiting task cancels the operation.
    ///
    /// A cancel is a cancel to Swift concurrency whatever its reason: an
    /// operation cancelled with an error (``cancel(with:)``) throws
    /// `CancellationError` too, so `catch is CancellationError` catches every
    /// cancel, and ``cancellationError`` says why.
    ///
    /// ```swift
    /// try queue.addOperation(fade)
    /// try await fade.value
    /// ```
    public var value: Void {
        get async throws {
            let result = await withTaskCancellationHandler {
                await withCheckedContinuation { (continuation: CheckedContinuation<OperationResult, Never>) in
                    let once = ResumeOnce(continuation)
                    addObserver { event in
                        if case .didFinish(let result) = event { once.resume(result) }
                    }
                    if let finished = self.result { once.resume(finished) }
                }
            } onCancel: {
                cancel()
            }
            try result.get()
        }
    }

    /// The operation's events from now on, ending after ``OperationEvent/didFinish(_:)``.
    public var events: AsyncStream<OperationEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: OperationEvent.self)
        addObserver { event in
            continuation.yield(event)
            if case .didFinish = event { continuation.finish() }
        }
        if let finished = result {
            continuation.yield(.didFinish(finished))
            continuation.finish()
        }
        return stream
    }
}

extension OperationResult {
    /// Returns for ``completed``; throws `CancellationError` for ``cancelled`` and
    /// the error for ``failed(_:)``.
    public func get() throws {
        switch self {
        case .completed: return
        case .cancelled: throw CancellationError()
        case .failed(let error): throw error
        }
    }
}

extension AnimationQueue {
    /// The queue's events from now on, for as long as the stream is consumed.
    public var events: AsyncStream<Event> {
        let (stream, continuation) = AsyncStream.makeStream(of: Event.self)
        addObserver { continuation.yield($0) }
        return stream
    }

    /// Adds `operation` and waits until it finishes (see ``TimedOperation/value``).
    public func run(_ operation: TimedOperation) async throws {
        try addOperation(operation)
        try await operation.value
    }
}

/// Resumes a continuation once, whoever gets there first.
final class ResumeOnce<Value: Sendable>: Sendable {
    private let continuation: LockedBox<CheckedContinuation<Value, Never>?>

    init(_ continuation: CheckedContinuation<Value, Never>) {
        self.continuation = LockedBox(continuation)
    }

    func resume(_ value: Value) {
        continuation.withLock { stored in
            defer { stored = nil }
            return stored
        }?.resume(returning: value)
    }
}

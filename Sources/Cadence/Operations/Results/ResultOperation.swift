import Foundation

/// An operation that computes a typed output on its main loop, from an
/// input it can take from a dependency's output: the way to pass results
/// down a chain of operations.
///
/// ```swift
/// let fetch = ResultOperation(on: loop) { 21 }
/// let double = ResultOperation(input: fetch, on: loop) { $0 * 2 }
/// try queue.addOperations([fetch, double])
/// print(try await double.output())   // 42
/// ```
///
/// The body runs when the operation starts, on its main loop, with the
/// ``input``. It returns the output, and the operation completes at that
/// instant; or it throws a ``CadenceError``, and the operation fails with it.
/// A body that needs time takes a completion instead
/// (``init(on:completingLater:)``) and calls it when the output is ready,
/// from any thread: the operation completes on the main loop then.
///
/// The input comes from a dependency's output (``injectInput(from:)``, or
/// ``init(input:on:_:)``), read when the operation starts. A dependency that
/// was cancelled, failed or gave no output fails the operation at its start
/// with a ``CadenceError`` naming the dependency, in the field `input`. With
/// `Void` as its input, an operation needs no dependency.
///
/// ``output`` is nil until the operation completes, and stays nil when it
/// was cancelled or failed. Like every ``TimedOperation``, it runs on an
/// ``AnimationQueue`` or a Foundation `OperationQueue`, can be cancelled,
/// timed out and observed; a cancel while a later completion is awaited
/// finishes it at once, and the completion then changes nothing.
public final class ResultOperation<Input: Sendable, Output: Sendable>: TimedOperation, OutputProducing, @unchecked Sendable {
    /// Hands the body's outcome to the operation, once; later calls, and
    /// calls after a cancel, change nothing.
    public typealias Completion = @Sendable (Result<Output, CadenceError>) -> Void

    private enum Body {
        case returning(@Sendable (Input) throws(CadenceError) -> Output)
        case completingLater(@Sendable (Input, @escaping Completion) -> Void)
    }

    /// Where the input comes from: reads a dependency's output, at the start.
    typealias InputSource = @Sendable () -> Result<Input, CadenceError>

    private struct Mutable {
        var source: InputSource?
        var input: Input?
        var output: Output?
    }

    private let loop: MainLoop
    private let body: Body

    /// Guarded by the lock of ``TimedOperation``'s state, so an operation has
    /// one lock: touched only in ``withMutable(_:)``.
    private var guarded = Mutable()

    private func withMutable<Result>(_ body: (inout TimedOperation.State, inout Mutable) -> Result) -> Result {
        state.withLock { state in body(&state, &guarded) }
    }

    private init(loop: MainLoop, body: Body) {
        self.loop = loop
        self.body = body
        super.init()
    }

    /// An operation on `mainLoop` whose output is what `body` returns from
    /// its ``input``; it completes as the body returns, or fails with what
    /// the body throws.
    public convenience init(on mainLoop: MainLoop, _ body: @escaping @Sendable (Input) throws(CadenceError) -> Output) {
        self.init(loop: mainLoop, body: .returning(body))
    }

    /// An operation on `mainLoop` whose `body` starts work that produces the
    /// output later, and calls the completion it is given, from any thread,
    /// with `.success(output)` or `.failure(error)`. The operation finishes
    /// then, on the main loop.
    public convenience init(
        on mainLoop: MainLoop, completingLater body: @escaping @Sendable (Input, @escaping Completion) -> Void
    ) {
        self.init(loop: mainLoop, body: .completingLater(body))
    }

    /// The input it ran on: nil until it starts (or when it could not read
    /// one).
    public var input: Input? { withMutable { $1.input } }

    /// What it produced: nil until the body hands it over, and nil for good
    /// when the operation was cancelled or failed. Once set, the operation
    /// completes: its observers hear ``OperationEvent/willFinish(_:)`` with
    /// ``OperationResult/completed`` next (a body that returns at once sets
    /// it as the work begins, before ``OperationEvent/didStart``).
    public var output: Output? { withMutable { $1.output } }

    override var mainLoop: MainLoop? { loop }

    override func begin(at start: Double) throws(CadenceError) -> Double? {
        let input = try readInput().get()
        withMutable { $1.input = input }
        switch body {
        case .returning(let body):
            complete(with: .success(try body(input)))
            return start
        case .completingLater(let body):
            body(input) { [self] result in
                if loop.isRunningJob {
                    complete(with: result)
                } else {
                    loop.enqueue { [self] in complete(with: result) }
                }
            }
            return nil
        }
    }

    /// The input from its source, which it lets go; `()` for a `Void` input
    /// with none.
    private func readInput() -> Result<Input, CadenceError> {
        let source = withMutable { _, mutable in
            defer { mutable.source = nil }
            return mutable.source
        }
        if let source {
            return source()
        }
        if let none = () as? Input {
            return .success(none)
        }
        return .failure(
            CadenceError(
                .invalidState, field: "input", value: "none",
                expected: "an input taken from a dependency's output (injectInput(from:))"))
    }

    /// Keeps the output and completes, or fails; nothing once it is
    /// finishing or finished. Runs on the main loop.
    private func complete(with result: Result<Output, CadenceError>) {
        switch result {
        case .success(let output):
            let accepted = withMutable { state, mutable in
                guard !state.lifecycle.isFinished, !state.announcements.isEnding, mutable.output == nil else { return false }
                mutable.output = output
                return true
            }
            if accepted { finish(.completed) }
        case .failure(let error):
            finish(.failed(error))
        }
    }

    /// Sets where the input comes from, replacing any source before.
    func setInputSource(_ source: @escaping InputSource) {
        withMutable { $1.source = source }
    }
}

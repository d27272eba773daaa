import Foundation

/// An operation that produces a typed output when it completes, for a
/// dependent to take as its input (``ResultOperation/injectInput(from:)``).
///
/// ``ResultOperation`` is one. Conform an `Operation` subclass of your own by
/// giving it ``output``; a dependent reads it once the operation has
/// finished, on the main loop.
public protocol OutputProducing<Output>: Operation {
    /// What the operation produces.
    associatedtype Output: Sendable

    /// What it produced: nil until it has completed with an output, and nil
    /// for good when it was cancelled or failed.
    var output: Output? { get }
}

extension OutputProducing {
    /// The output of this operation, finished, as a dependent's input: the
    /// output, or a ``CadenceError`` in the field `input` saying why there is
    /// none (it was cancelled, it failed, it has not finished, or it
    /// completed without an output).
    func outputAsInput() -> Result<Output, CadenceError> {
        let result = (self as? TimedOperation).map(\.result)
        let completed = result.map { $0 == .completed } ?? (isFinished && !isCancelled)
        if completed, let output {
            return .success(output)
        }
        let name = "'\(describe(self))'"
        let why: String =
            switch result {
            case .some(.completed?): "\(name) completed without an output"
            case .some(.cancelled?): "\(name) was cancelled"
            case .some(.failed(let error)?): "\(name) failed (\(error))"
            case .some(nil): "\(name) has not finished"
            case nil where !isFinished: "\(name) has not finished"
            case nil where isCancelled: "\(name) was cancelled"
            case nil: "\(name) completed without an output"
            }
        return .failure(
            CadenceError(.invalidState, field: "input", value: why, expected: "a dependency that completed with an output"))
    }
}

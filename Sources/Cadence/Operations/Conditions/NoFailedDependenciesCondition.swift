import Foundation

/// A condition that holds when no dependency of the operation failed or was
/// cancelled (ProcedureKit's `NoFailedDependenciesCondition`).
///
/// A failed dependency fails the operation, naming the first one (in the
/// order the dependencies were added), whatever else happened. Then a
/// cancelled one fails it too, or with `ignoringCancellations` cancels it
/// quietly, without error, as ProcedureKit's does.
///
/// A queue's ``AnimationQueue/dependencyPolicy`` cancels dependents instead;
/// this condition fails them, with an error that says why.
public struct NoFailedDependenciesCondition: OperationCondition {
    /// Whether a cancelled dependency cancels the operation without error
    /// instead of failing it.
    public let ignoresCancellations: Bool

    /// A condition failing on a failed dependency, and on a cancelled one
    /// unless `ignoringCancellations` (which cancels the operation quietly).
    public init(ignoringCancellations: Bool = false) {
        ignoresCancellations = ignoringCancellations
    }

    public var name: String { "no failed dependencies" }

    public func evaluate(for operation: TimedOperation, completion: @escaping @Sendable (ConditionResult) -> Void) {
        let dependencies = operation.dependencies
        for dependency in dependencies {
            if case .failed(let error)? = (dependency as? TimedOperation)?.result {
                completion(.failed(Self.error(dependency, "failed (\(error))")))
                return
            }
        }
        if let cancelled = dependencies.first(where: { $0.isCancelled || ($0 as? TimedOperation)?.result == .cancelled }) {
            completion(ignoresCancellations ? .cancelled : .failed(Self.error(cancelled, "was cancelled")))
            return
        }
        completion(.satisfied)
    }

    private static func error(_ dependency: Operation, _ how: String) -> CadenceError {
        CadenceError(
            .invalidState, field: "dependencies", value: "\(describe(dependency)) \(how)",
            expected: "dependencies that completed")
    }
}

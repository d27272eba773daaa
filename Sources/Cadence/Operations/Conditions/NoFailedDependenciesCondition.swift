import Foundation

/// A condition that holds when no dependency of the operation failed or was
/// cancelled (ProcedureKit's `NoFailedDependenciesCondition`).
///
/// It fails naming the first such dependency, in the order they were added.
/// With `ignoringCancellations`, cancelled dependencies are passed over and
/// only failed ones count.
///
/// A queue's ``AnimationQueue/dependencyPolicy`` cancels dependents instead;
/// this condition fails them, with an error that says why.
public struct NoFailedDependenciesCondition: OperationCondition {
    /// Whether cancelled dependencies are passed over.
    public let ignoresCancellations: Bool

    /// A condition failing on a failed dependency, and on a cancelled one
    /// unless `ignoringCancellations`.
    public init(ignoringCancellations: Bool = false) {
        ignoresCancellations = ignoringCancellations
    }

    public var name: String { "no failed dependencies" }

    public func evaluate(for operation: TimedOperation, completion: @escaping @Sendable (ConditionResult) -> Void) {
        for dependency in operation.dependencies {
            let how: String
            if case .failed(let error)? = (dependency as? TimedOperation)?.result {
                how = "failed (\(error))"
            } else if dependency.isCancelled || (dependency as? TimedOperation)?.result == .cancelled {
                guard !ignoresCancellations else { continue }
                how = "was cancelled"
            } else {
                continue
            }
            completion(
                .failed(
                    CadenceError(
                        .invalidState, field: "dependencies", value: "\(describe(dependency)) \(how)",
                        expected: "dependencies that completed")))
            return
        }
        completion(.satisfied)
    }
}

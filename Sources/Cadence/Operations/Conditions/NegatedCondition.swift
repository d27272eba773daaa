import Foundation

/// A condition that holds when another does not: satisfied when `condition`
/// fails or cancels, failed when it is satisfied.
///
/// ```swift
/// let offline = NegatedCondition(BlockCondition(name: "online") { network.isReachable })
/// ```
public struct NegatedCondition<Condition: OperationCondition>: OperationCondition {
    /// The condition negated.
    public let condition: Condition

    /// The negation of `condition`.
    public init(_ condition: Condition) {
        self.condition = condition
    }

    /// `not <name>`.
    public var name: String { "not \(condition.name)" }

    public func evaluate(for operation: TimedOperation, completion: @escaping @Sendable (ConditionResult) -> Void) {
        let name = condition.name
        condition.evaluate(for: operation) { result in
            switch result {
            case .satisfied:
                completion(
                    .failed(
                        CadenceError(
                            .invalidState, field: "", value: "\(name) satisfied", expected: "\(name) not satisfied")))
            case .failed, .cancelled:
                completion(.satisfied)
            }
        }
    }
}

import Foundation

/// A condition that holds when any of its conditions does, asked in order:
/// ProcedureKit's `OrCondition` (`CompoundCondition(orPredicateWith:)`).
///
/// ```swift
/// let connected = AnyOfCondition([BlockCondition(name: "wifi") { network.onWiFi },
///                                 BlockCondition(name: "cellular allowed") { settings.usesCellular }])
/// download.addCondition(connected)
/// ```
///
/// It stops at the first satisfied answer, and is then satisfied, whatever
/// came before. When none is satisfied it answers:
///
/// - failed, when any answer was a failure, with the first failure's error
///   located in its condition;
/// - cancelled, quietly, when every answer cancelled (``SilentCondition``),
///   and when there are no conditions (an empty list is neither satisfied
///   nor failed).
public struct AnyOfCondition: OperationCondition {
    /// The conditions, in the order asked.
    public let conditions: [any OperationCondition]

    /// Any of `conditions`, asked in this order.
    public init(_ conditions: [any OperationCondition]) {
        self.conditions = conditions
    }

    /// `any of (a, b)`.
    public var name: String { "any of (\(CompoundEvaluation.names(conditions)))" }

    /// Refuses a condition that is not valid, at `conditions[i]`, and a
    /// ``MutuallyExclusive``, which belongs on the operation itself.
    public func validate() throws(CadenceError) {
        try CompoundEvaluation.validate(conditions)
    }

    public func evaluate(for operation: TimedOperation, completion: @escaping @Sendable (ConditionResult) -> Void) {
        CompoundEvaluation(rule: .any, conditions: conditions).evaluate(for: operation, completion: completion)
    }
}

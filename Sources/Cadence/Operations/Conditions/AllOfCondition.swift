import Foundation

/// A condition that holds when all of its conditions do, asked in order:
/// ProcedureKit's `AndCondition` (`CompoundCondition(andPredicateWith:)`).
///
/// ```swift
/// let ready = AllOfCondition([BlockCondition(name: "online") { network.isReachable },
///                             SilentCondition(BlockCondition(name: "not seen") { !settings.hintSeen })])
/// hint.addCondition(ready)
/// ```
///
/// It stops at the first answer that is not satisfied, and answers:
///
/// - failed, when that answer is a failure (its error located in its
///   condition: `condition all of (online, charging): condition charging:
///   expected true, got false`);
/// - satisfied, when every condition is, and also when the answer that
///   stopped it cancels (a ``SilentCondition``) after one that was
///   satisfied: a silent condition is neutral once something else is
///   satisfied;
/// - cancelled, quietly, when the first answer cancels, and when there are
///   no conditions (an empty list is neither satisfied nor failed).
///
/// Conditions added to an operation one by one are stricter: each must be
/// satisfied, and a silent one cancels beside satisfied ones.
public struct AllOfCondition: OperationCondition {
    /// The conditions, in the order asked.
    public let conditions: [any OperationCondition]

    /// All of `conditions`, asked in this order.
    public init(_ conditions: [any OperationCondition]) {
        self.conditions = conditions
    }

    /// `all of (a, b)`.
    public var name: String { "all of (\(CompoundEvaluation.names(conditions)))" }

    /// Refuses a condition that is not valid, at `conditions[i]`, and a
    /// ``MutuallyExclusive``, which belongs on the operation itself.
    public func validate() throws(CadenceError) {
        try CompoundEvaluation.validate(conditions)
    }

    public func evaluate(for operation: TimedOperation, completion: @escaping @Sendable (ConditionResult) -> Void) {
        CompoundEvaluation(rule: .all, conditions: conditions).evaluate(for: operation, completion: completion)
    }
}

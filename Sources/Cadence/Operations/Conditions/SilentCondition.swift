import Foundation

/// A condition that cancels instead of failing: when `condition` fails, the
/// operation is cancelled without error (ProcedureKit's `SilentCondition`).
///
/// ```swift
/// // Skip the hint quietly when the user has seen it.
/// hint.addCondition(SilentCondition(BlockCondition(name: "not seen") { !settings.hintSeen }))
/// ```
public struct SilentCondition<Condition: OperationCondition>: OperationCondition {
    /// The condition made silent.
    public let condition: Condition

    /// `condition`, cancelling where it would fail.
    public init(_ condition: Condition) {
        self.condition = condition
    }

    /// The wrapped condition's name.
    public var name: String { condition.name }

    public func evaluate(for operation: TimedOperation, completion: @escaping @Sendable (ConditionResult) -> Void) {
        condition.evaluate(for: operation) { result in
            completion(result == .satisfied ? .satisfied : .cancelled)
        }
    }
}

import Foundation

/// Something that must hold before an operation runs, evaluated when the
/// operation is otherwise ready (its dependencies have ended): ProcedureKit's
/// `Condition`.
///
/// A condition answers through `completion`, at once or later (after a
/// network check, a user's confirmation), from any thread; the operation
/// waits without taking a slot on its queue. Its answer:
///
/// - ``ConditionResult/satisfied``: the next condition is evaluated, and when
///   all are satisfied the operation runs;
/// - ``ConditionResult/failed(_:)``: the operation fails with the error, which
///   names the condition;
/// - ``ConditionResult/cancelled``: the operation is cancelled, without error
///   (see ``SilentCondition``).
///
/// Attach conditions with ``TimedOperation/addCondition(_:)``. Built in:
/// ``BlockCondition``, ``NegatedCondition``, ``SilentCondition``,
/// ``NoFailedDependenciesCondition``, ``MutuallyExclusive``, and the
/// compounds ``AllOfCondition`` and ``AnyOfCondition``.
public protocol OperationCondition: Sendable {
    /// The condition's name, in errors and in what a test fixture reports.
    var name: String { get }

    /// Evaluates the condition for `operation`, on its main loop, and calls
    /// `completion` once with the answer (later calls are ignored).
    func evaluate(for operation: TimedOperation, completion: @escaping @Sendable (ConditionResult) -> Void)

    /// Throws when the condition is not valid as configured; adding an
    /// operation that has it to a queue then throws the error. The default
    /// accepts every condition.
    func validate() throws(CadenceError)
}

extension OperationCondition {
    public func validate() throws(CadenceError) {}
}

/// A condition's answer.
public enum ConditionResult: Hashable, Sendable {
    /// The condition holds.
    case satisfied
    /// The condition does not hold: the operation fails with this error.
    case failed(CadenceError)
    /// The condition does not hold, and the operation is cancelled without error.
    case cancelled
}

import Cadence

/// A condition an operation must meet before it runs, as a scenario writes it
/// in `conditions`.
public indirect enum ConditionSpec: Sendable, Equatable {
    /// `exclusive`: no other operation of the category runs meanwhile
    /// (`MutuallyExclusive`).
    case exclusive(category: String)
    /// `noFailedDependencies`: no dependency failed, nor was cancelled unless
    /// `ignoringCancellations` (`NoFailedDependenciesCondition`).
    case noFailedDependencies(ignoringCancellations: Bool)
    /// `not`: holds when the wrapped condition does not (`NegatedCondition`).
    case not(ConditionSpec)
    /// `silent`: the wrapped condition, cancelling the operation where it
    /// would fail it (`SilentCondition`).
    case silent(ConditionSpec)
    /// `allOf`: holds when every condition of the list does, asked in order
    /// (`AllOfCondition`).
    case allOf([ConditionSpec])
    /// `anyOf`: holds when one condition of the list does, asked in order
    /// (`AnyOfCondition`).
    case anyOf([ConditionSpec])

    /// The library's condition.
    public var condition: any OperationCondition {
        switch self {
        case .exclusive(let category): MutuallyExclusive(category: category)
        case .noFailedDependencies(let ignoring): NoFailedDependenciesCondition(ignoringCancellations: ignoring)
        case .not(let inner): Self.negated(inner.condition)
        case .silent(let inner): Self.silenced(inner.condition)
        case .allOf(let list): AllOfCondition(list.map(\.condition))
        case .anyOf(let list): AnyOfCondition(list.map(\.condition))
        }
    }

    private static func negated(_ condition: some OperationCondition) -> any OperationCondition {
        NegatedCondition(condition)
    }

    private static func silenced(_ condition: some OperationCondition) -> any OperationCondition {
        SilentCondition(condition)
    }
}

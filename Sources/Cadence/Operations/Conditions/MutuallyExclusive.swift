import Foundation

/// At most one operation of a category runs at a time, across every queue on
/// the same ``MainLoop``: ProcedureKit's `MutuallyExclusive`.
///
/// ```swift
/// let fullScreen = MutuallyExclusive(category: "full-screen transition")
/// present.addCondition(fullScreen)
/// dismiss.addCondition(fullScreen)   // waits until present has finished
/// ```
///
/// The category is granted in the order operations ask for it, which is the
/// order they became ready (after their other conditions are satisfied),
/// and held until the operation finishes. An operation waiting for a category
/// takes no slot on its queue. One with several categories takes them all at
/// once, so two operations asking for the same two categories in either
/// order cannot deadlock.
public struct MutuallyExclusive: OperationCondition {
    /// The category, by name.
    public let category: String

    /// Exclusivity in `category`.
    public init(category: String) {
        self.category = category
    }

    public var name: String { "mutually exclusive '\(category)'" }

    /// Refuses an empty category, which names nothing to share.
    public func validate() throws(CadenceError) {
        guard category.isEmpty else { return }
        throw CadenceError(.invalidValue, field: "category", value: "\"\"", expected: "a category name that is not empty")
    }

    /// Always satisfied: the category itself is taken once every other
    /// condition of the operation is satisfied.
    public func evaluate(for operation: TimedOperation, completion: @escaping @Sendable (ConditionResult) -> Void) {
        completion(.satisfied)
    }
}

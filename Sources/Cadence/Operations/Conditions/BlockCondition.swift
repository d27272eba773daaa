import Foundation

/// A condition that holds when a closure says so: `true` is satisfied, `false`
/// fails the operation, and a thrown ``CadenceError`` fails it with that error.
///
/// ```swift
/// let online = BlockCondition(name: "online") { network.isReachable }
/// upload.addCondition(online)
/// ```
///
/// The closure runs on the operation's main loop, once, when the operation is
/// otherwise ready.
public struct BlockCondition: OperationCondition {
    public let name: String
    private let body: @Sendable () throws(CadenceError) -> Bool

    /// A condition named `name` that holds when `body` returns `true`.
    public init(name: String = "block", _ body: @escaping @Sendable () throws(CadenceError) -> Bool) {
        self.name = name
        self.body = body
    }

    public func evaluate(for operation: TimedOperation, completion: @escaping @Sendable (ConditionResult) -> Void) {
        do {
            completion(
                try body()
                    ? .satisfied
                    : .failed(CadenceError(.invalidState, field: "", value: "false", expected: "true")))
        } catch {
            completion(.failed(error))
        }
    }
}

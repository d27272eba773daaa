import Foundation

/// What a ``GroupOperation`` tells its group observers about its children:
/// ProcedureKit's group observer calls `willAdd` and `didAdd`.
///
/// Each child is announced once, whether added before the group starts or
/// while it runs (a retry's next attempt is one).
public enum GroupEvent: @unchecked Sendable {
    /// The child is about to be added: it is not yet in
    /// ``GroupOperation/childQueue``. A child the queue then refuses (one in
    /// another queue, or depending on an operation in another queue) gets no
    /// `didAddChild`.
    case willAddChild(Operation)
    /// The child is in ``GroupOperation/childQueue``, and runs as its
    /// dependencies allow.
    case didAddChild(Operation)
}

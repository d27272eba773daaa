import Foundation

/// Dependencies point into and out of a group only through the group: the
/// queue refuses an operation that depends on another group's child, and a
/// group's child that depends on an operation in another queue.
extension AnimationQueue {
    /// The group this queue runs the children of, if any.
    var group: GroupOperation? { ownerGroup.withLock { $0.group } }

    /// The queue `operation` is in, if it is in one (or was, when it has finished).
    static func queue(of operation: Operation) -> AnimationQueue? {
        if let timed = operation as? TimedOperation {
            return timed.state.withLock { $0.queue }
        }
        return membership.withLock { $0[ObjectIdentifier(operation)]?.queue }
    }

    /// Why `snapshot`'s operation may not wait for its unfinished dependencies
    /// here, if it may not: one is a child of a group this queue does not
    /// run, or this queue runs a group's children and one is in another queue.
    func groupBoundaryError(_ snapshot: Snapshot) -> CadenceError? {
        let ownGroup = group
        for dependency in snapshot.unfinished {
            guard let other = Self.queue(of: dependency), other !== self else { continue }
            if let otherGroup = other.group {
                return CadenceError(
                    .invalidState, field: "dependencies",
                    value: "\(describe(snapshot.operation)) depends on \(describe(dependency)), a child of group \(describe(otherGroup))",
                    expected: "a dependency on the group \(describe(otherGroup)) itself (a group's children are seen from outside only through it)")
            }
            if let ownGroup {
                return CadenceError(
                    .invalidState, field: "dependencies",
                    value: "\(describe(snapshot.operation)), a child of group \(describe(ownGroup)), depends on \(describe(dependency)), outside the group",
                    expected: "dependencies on children of the same group (make the group depend on \(describe(dependency)) instead)")
            }
        }
        return nil
    }
}

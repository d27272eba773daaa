import Cadence

/// A group as a scenario describes it: an operation with `children`, played
/// as a `GroupOperation` that takes one slot of its own queue and runs its
/// children on a queue of its own.
public struct GroupSpec: Sendable {
    /// The children, in file order (the order they are added to the group).
    public var children: [OperationSpec]
    /// How many children may run at once (`maxConcurrentOperations`):
    /// `AnimationQueue.unlimited` by default, 1 for a sequence.
    public var maxConcurrentOperations = AnimationQueue.unlimited
    /// `sequence: true`: one child at a time, each depending on the one before it.
    public var isSequence = false
    /// `toleratesChildFailures`: complete even when children failed.
    public var toleratesChildFailures = false
    /// `onCancel`: what the children's layers keep when the group is
    /// cancelled; nil leaves each child its own.
    public var cancellationPolicy: CancellationPolicy?
}

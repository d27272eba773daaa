/// An animation as a layer holds it: the copy that was added, its key, and the
/// transaction completion blocks waiting for it.
struct AnimationRecord: Sendable {
    /// Unique in the process, so a record is told apart from a later one under
    /// the same key.
    let id: UInt64
    /// The key it was added under; nil keys get a private one (``isKeyed`` false).
    let key: String
    let isKeyed: Bool
    let animation: any LayerAnimation
    /// The completion groups (see ``Transaction``) that wait for it to stop.
    let completionGroups: [UInt64]
    /// Whether its begin time is "when the transaction commits" (Core
    /// Animation's reading of 0), rather than an instant of layer time.
    let beginsAtCommit: Bool
    /// How the render store holds it, asked of the animation once, here.
    let form: RenderStoreForm
    /// The key path it animates, if it animates one (a group does not).
    var keyPathName: String? { form.keyPathName }

    private static let counter = LockedBox<UInt64>(0)

    init(key: String?, animation: any LayerAnimation, completionGroups: [UInt64], beginsAtCommit: Bool) {
        id = Self.counter.withLock { counter in
            counter += 1
            return counter
        }
        self.key = key ?? "cadence.anonymous.\(id)"
        isKeyed = key != nil
        self.animation = animation
        self.completionGroups = completionGroups
        self.beginsAtCommit = beginsAtCommit
        form = animation.renderStoreForm
    }

    /// This record holding `animation` instead: the same id, key, completion
    /// groups and begin, as a rebase leaves them (see ``Layer/rebaseAnimation(forKey:to:)``).
    func replacingAnimation(with animation: any LayerAnimation) -> AnimationRecord {
        AnimationRecord(replacing: self, with: animation)
    }

    private init(replacing record: AnimationRecord, with animation: any LayerAnimation) {
        id = record.id
        key = record.key
        isKeyed = record.isKeyed
        self.animation = animation
        completionGroups = record.completionGroups
        beginsAtCommit = record.beginsAtCommit
        form = animation.renderStoreForm
    }
}

/// What the compositor tells the main loop about an animation.
struct AnimationEvent: Sendable {
    enum Kind: Sendable {
        case started
        case stopped(finished: Bool)
    }

    let kind: Kind
    let record: AnimationRecord
    /// The layer that held it: told to forget a record that completed and was removed.
    let layer: Layer?
    /// Whether the layer should forget the record (it completed, and is removed on completion).
    let removesRecord: Bool
}

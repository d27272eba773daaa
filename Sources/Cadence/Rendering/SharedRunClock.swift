/// The handle of one run's clock, shared by its animations in a
/// compositor's tree: a ``TimelineOperation`` puts the animations of its
/// entries under it once, on the layers whose time is the compositor's, then
/// steers them all by setting its value, one change per commit however many
/// animations read it (see ``RunClockNode``, the tree's side).
final class SharedRunClock: Sendable {}

extension Layer {
    /// Counts the changes, on any layer, of what its time depends on: its
    /// timing, its superlayer, its compositor. A run that has found which of
    /// its layers' time is the compositor's knows its finding holds while
    /// the count stands.
    static let timeShape = LockedBox<UInt64>(0)

    /// Notes a change of the layer's timing or place (see ``timeShape``).
    static func noteTimeShapeChange() {
        timeShape.withLock { $0 &+= 1 }
    }

    /// Puts the animation under `key` under `shared`, its run's clock, from
    /// the transaction's commit on: as ``setRunClock(_:forAnimationKey:)``
    /// with the clock's value, which the run sets with
    /// ``Transaction/recordSharedClock(_:_:)``. The layer's time must be
    /// the compositor's (``hasDefaultTimingChain``).
    ///
    /// - Throws: ``CadenceError`` when the layer has no animation under `key`.
    func shareRunClock(_ shared: SharedRunClock, forAnimationKey key: String) throws(CadenceError) {
        let recordID = try runClockRecord(forKey: key)
        guard let transaction = compositor?.transaction else { return }
        transaction.ensureOpen()
        transaction.recordClock(shared, ofRecord: recordID, on: self)
    }

    /// The id of the record under `key`, for putting it under a run clock.
    @inline(__always)
    func runClockRecord(forKey key: String) throws(CadenceError) -> UInt64 {
        guard let recordID = state.withLock({ $0.animations.lastID(withKey: key) }) else {
            throw CadenceError(
                .unknownName, field: "key", value: "'\(key)'", expected: "the key of an animation on the layer")
        }
        return recordID
    }
}

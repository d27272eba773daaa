extension Layer {
    /// Adds a copy of `animation` under `key`, replacing the animation there (which
    /// counts as removed: its delegate hears `finished: false`).
    ///
    /// The copy is what plays: changing your value afterwards changes nothing.
    /// Before it is stored:
    ///
    /// - a zero duration takes the transaction's ``Transaction/animationDuration``
    ///   (a ``SpringAnimation``'s zero duration means its settling duration
    ///   instead);
    /// - a ``BasicAnimation`` or ``SpringAnimation`` with no values set gets the presented value as its
    ///   ``BasicAnimation/fromValue``, so it animates from what is shown to the
    ///   model value;
    /// - a begin time of 0 means "when the transaction commits", as in Core
    ///   Animation; any other begin time is in the layer's time (see
    ///   ``convertTime(_:from:)``).
    ///
    /// In a compositor's tree the animation joins the current transaction and
    /// shows once it commits.
    ///
    /// - Parameters:
    ///   - animation: The animation; it is validated, then copied.
    ///   - key: The key to find, replace or remove it by; nil adds it under a key
    ///     of its own that ``animationKeys()`` does not list.
    /// - Throws: ``CadenceError`` for invalid timing or values, or an animated
    ///   custom property whose model value has another type. Nothing is added then.
    public func add(_ animation: some LayerAnimation, forKey key: String? = nil) throws(CadenceError) {
        try add(animation, forKey: key, presented: nil)
    }

    /// Adds a copy of `animation`, validated and with its open endpoints
    /// filled from `presented` (the layer's presentation if nil).
    func add(_ animation: any LayerAnimation, forKey key: String?, presented: PropertyValues?) throws(CadenceError) {
        let transaction = compositor?.transaction
        var copy = animation
        if copy.resolvedTiming.duration == 0 {
            copy.timing.duration = transaction?.animationDuration ?? MediaTiming.defaultDuration
        }
        try copy.validate()
        try copy.checkTypes(against: modelValues)
        copy = copy.fillingOpenEndpoints(from: presented ?? presentation())
        addResolved(copy, forKey: key, beginIsExplicit: false, transaction: transaction)
    }

    /// Adds `animation` as it is: its duration and endpoints already resolved
    /// and validated, as an operation does at its start, once. With
    /// `beginIsExplicit`, a begin time of 0 is the instant 0 of layer time, not
    /// the commit (how operations anchor).
    func addResolved(_ animation: any LayerAnimation, forKey key: String?, beginIsExplicit: Bool) {
        addResolved(animation, forKey: key, beginIsExplicit: beginIsExplicit, transaction: compositor?.transaction)
    }

    private func addResolved(
        _ animation: any LayerAnimation, forKey key: String?, beginIsExplicit: Bool, transaction: Transaction?
    ) {
        willChange()
        let record = AnimationRecord(
            key: key, animation: animation, completionGroups: transaction?.joinCompletionGroups() ?? [],
            beginsAtCommit: !beginIsExplicit && animation.beginTime == 0)
        let replaced = state.withLock { state in
            // A key not in use (an operation's own) replaces nothing: no walk
            // over the records, of which a layer may hold thousands.
            var replaced: [AnimationRecord] = []
            if let key, state.keyCounts[key] != nil {
                replaced = state.removeRecords { $0.isKeyed && $0.key == key }
            }
            state.appendRecord(record)
            return replaced
        }
        for old in replaced {
            transaction?.recordRemoval(of: old, from: self)
        }
        transaction?.recordAddition(of: record, to: self)
    }

    /// Removes the animation under `key`, if there is one; its delegate hears
    /// `finished: false` and transactions waiting for it stop waiting.
    public func removeAnimation(forKey key: String) {
        removeAnimations { $0.isKeyed && $0.key == key }
    }

    /// Removes every animation, as ``removeAnimation(forKey:)`` removes one.
    public func removeAllAnimations() {
        removeAnimations { _ in true }
    }

    /// The keys of the animations added and not yet removed, in the order added.
    /// An animation that completed is removed (unless ``LayerAnimation/isRemovedOnCompletion``
    /// is false) when the main loop hears of it.
    public func animationKeys() -> [String] {
        state.withLock { $0.animations.filter(\.isKeyed).map(\.key) }
    }

    /// The animation under `key`, as stored: with its duration resolved.
    public func animation(forKey key: String) -> (any LayerAnimation)? {
        state.withLock { $0.animations.last { $0.isKeyed && $0.key == key }?.animation }
    }

    private func removeAnimations(where matches: (AnimationRecord) -> Bool) {
        let removed = state.withLock { state in state.removeRecords(where: matches) }
        guard !removed.isEmpty, let transaction = willChange() else { return }
        for record in removed {
            transaction.recordRemoval(of: record, from: self)
        }
    }

    /// Forgets a record that completed and was removed on completion.
    func forgetCompletedAnimation(_ id: UInt64) {
        // Animations mostly complete in the order added: found near the front.
        state.withLock { state in
            if let index = state.animations.firstIndex(where: { $0.id == id }) {
                state.forgetKey(of: state.animations.remove(at: index))
            }
        }
    }
}

extension Layer.State {
    /// Adds `record` after the others, counting its key.
    mutating func appendRecord(_ record: AnimationRecord) {
        animations.append(record)
        if record.isKeyed { keyCounts[record.key, default: 0] += 1 }
    }

    /// Removes and returns the records that match, in order, uncounting their keys.
    mutating func removeRecords(where matches: (AnimationRecord) -> Bool) -> [AnimationRecord] {
        let removed = animations.filter(matches)
        guard !removed.isEmpty else { return [] }
        animations.removeAll(where: matches)
        for record in removed { forgetKey(of: record) }
        return removed
    }

    /// Uncounts the key of `record`, which has left ``animations``.
    mutating func forgetKey(of record: AnimationRecord) {
        guard record.isKeyed, let count = keyCounts[record.key] else { return }
        keyCounts[record.key] = count > 1 ? count - 1 : nil
    }
}

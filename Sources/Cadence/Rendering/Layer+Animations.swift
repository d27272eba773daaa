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
            // Found by key, not by a walk over the records, of which a layer
            // may hold thousands.
            let replaced = key.map { state.animations.remove(key: $0) } ?? []
            state.animations.append(record)
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
        let removed = state.withLock { $0.animations.remove(key: key) }
        recordRemovals(removed)
    }

    /// Removes every animation, as ``removeAnimation(forKey:)`` removes one.
    public func removeAllAnimations() {
        let removed = state.withLock { $0.animations.removeAll() }
        recordRemovals(removed)
    }

    /// The keys of the animations added and not yet removed, in the order added.
    /// An animation that completed is removed (unless ``LayerAnimation/isRemovedOnCompletion``
    /// is false) when the main loop hears of it.
    public func animationKeys() -> [String] {
        state.withLock { $0.animations.all.filter(\.isKeyed).map(\.key) }
    }

    /// The animation under `key`, as stored: with its duration resolved.
    public func animation(forKey key: String) -> (any LayerAnimation)? {
        state.withLock { $0.animations.last(withKey: key)?.animation }
    }

    /// Tells the transaction of the records just removed.
    private func recordRemovals(_ removed: [AnimationRecord]) {
        guard !removed.isEmpty, let transaction = willChange() else { return }
        for record in removed {
            transaction.recordRemoval(of: record, from: self)
        }
    }

    /// Forgets a record that completed and was removed on completion.
    func forgetCompletedAnimation(_ id: UInt64) {
        state.withLock { _ = $0.animations.remove(id: id) }
    }
}

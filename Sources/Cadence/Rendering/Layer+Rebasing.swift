extension Layer {
    /// Replaces the animation under `key` by `replacement`, silently: the
    /// animation in flight is not removed, so its delegate hears nothing now
    /// and hears its stop (`finished: true`) at its own end, the transactions
    /// waiting for it go on waiting, and its begin time, run clock and end
    /// stay. Only what it shows changes, from the commit on.
    ///
    /// It is how additive retargeting keeps an animation in flight while the
    /// model moves on: the animation is rebased to its additive form
    /// (``BasicAnimation/additive(relativeTo:)``), which shows the same thing
    /// over a model holding its final value.
    ///
    /// ```swift
    /// try box.rebaseAnimation(forKey: "slide", to: slide.additive(relativeTo: 100)!)
    /// ```
    ///
    /// The replacement keeps the delegate of the animation it replaces.
    ///
    /// - Throws: ``CadenceError`` naming `key` when no animation is under it;
    ///   naming `timing` when the replacement's timing (begin time included,
    ///   as it was added) or resolved timing differs; naming `keyPath` when it
    ///   animates other properties or another key path; and the replacement's
    ///   own validation errors. Nothing changes then.
    public func rebaseAnimation(forKey key: String, to replacement: some LayerAnimation) throws(CadenceError) {
        guard let record = state.withLock({ $0.animations.last(withKey: key) }) else {
            throw CadenceError(
                .unknownName, field: "key", value: "'\(key)'", expected: "the key of an animation on the layer")
        }
        try rebase(record, to: replacement)
    }

    /// Rebases `record` to `replacement`, after checking that it may.
    private func rebase(_ record: AnimationRecord, to replacement: any LayerAnimation) throws(CadenceError) {
        let current = record.animation
        guard replacement.timing == current.timing, replacement.resolvedTiming == current.resolvedTiming else {
            throw CadenceError(
                .conflictingFields, field: "timing", value: "\(replacement.resolvedTiming)",
                expected: "the timing of the animation it replaces, \(current.resolvedTiming)")
        }
        guard replacement.renderStoreForm.keyPathName == record.keyPathName,
            replacement.animatedPropertyNames == current.animatedPropertyNames
        else {
            throw CadenceError(
                .conflictingFields, field: "keyPath",
                value: replacement.renderStoreForm.keyPathName ?? replacement.animatedPropertyNames.sorted().joined(separator: ", "),
                expected: "the key path the animation it replaces animates, \(record.keyPathName ?? "none")")
        }
        try replacement.validate()
        try replacement.checkTypes(against: modelValues)
        var copy = replacement
        copy.delegate = current.delegate
        let rebased = record.replacingAnimation(with: copy)
        state.withLock { $0.animations.replace(with: rebased) }
        guard let transaction = compositor?.transaction else { return }
        transaction.ensureOpen()
        transaction.recordRebase(of: rebased, on: self)
    }

    /// Rebases every animation of the property `keyPathName` writes that
    /// is not additive to its additive form relative to `base` (see
    /// ``HostedLayer/rebaseAnimationsAdditively(at:over:)``).
    public func rebaseAnimationsAdditively(at keyPathName: String, over base: PropertyValues) throws(CadenceError) -> Bool {
        let propertyName = AnimationKeyPaths.standard(named: keyPathName)?.propertyName
            ?? String(keyPathName.prefix { $0 != "." })
        let records = state.withLock { $0.animations.all }.filter { $0.animation.animatedPropertyNames.contains(propertyName) }
        guard let first = records.first else { return false }
        func refuse(_ value: String, _ expected: String) -> CadenceError {
            CadenceError(.unsupported, field: "rebaseAnimationsAdditively(at:over:)", value: value, expected: expected)
        }
        if let other = records.first(where: { $0.keyPathName != keyPathName }) {
            throw refuse(
                "an animation of \(other.keyPathName ?? "several properties") beside one of \(keyPathName)",
                "animations of \(keyPathName) alone")
        }
        let absolute = records.filter { ($0.animation as? any PropertyAnimation)?.isAdditive != true }
        guard absolute.count <= 1, absolute.first.map({ $0.id == first.id }) ?? true else {
            throw refuse(
                "\(absolute.count) animations of \(keyPathName) that are not additive, or one above another",
                "at most one that is not additive, beneath the others")
        }
        guard let record = absolute.first else { return true }
        guard let form = (record.animation as? any AdditiveRebasing)?.additiveForm(over: base) else {
            throw refuse(
                "\(type(of: record.animation)) of \(keyPathName) with no additive form",
                "a basic, spring or keyframe animation of numbers, points, sizes, rectangles or colors, with both ends given")
        }
        try rebase(record, to: form)
        return true
    }
}

extension Layer {
    /// `base` with the committed animation under `key` applied on top at
    /// the compositor's time now (its begin time resolved, under its run
    /// clock); nil when none is committed under `key`. For an additive
    /// animation over the model, the model plus its own difference now:
    /// what the model takes when it is removed and what is shown must not
    /// jump, while other additive animations go on adding to it.
    func values(applyingAnimationForKey key: String, over base: PropertyValues) -> PropertyValues? {
        guard let compositor, let id = state.withLock({ $0.animations.lastID(withKey: key) }) else { return nil }
        let time = compositor.currentTime
        return compositor.render.withLock { render -> PropertyValues? in
            guard let node = render.tree.layers[ObjectIdentifier(self)], let committed = node.animation(withRecord: id)
            else { return nil }
            var values = base
            committed.animation.apply(at: committed.time(at: render.tree.localTime(of: node, at: time)), to: &values)
            return values
        }
    }

    /// The keys and animations of `keyPathName` on the layer, in the order added.
    func animations(ofKeyPath keyPathName: String) -> [(key: String, animation: any LayerAnimation)] {
        state.withLock { $0.animations.all }.filter { $0.keyPathName == keyPathName }.map { ($0.key, $0.animation) }
    }
}

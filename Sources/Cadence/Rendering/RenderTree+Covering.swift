/// An animation whose value, whenever it shows one, owes nothing to the value
/// beneath it: the animations of the same key path added before it cannot
/// change what a layer shows while it shows, so presentation starts from it.
///
/// This is what lets a layer with thousands of animations of one key path at
/// once (a queue of unlimited width starting them together) be presented
/// without folding every one of them, each time an operation starts.
protocol CoversValueBeneath {
    /// Whether the value shown never depends on the value beneath.
    var coversValueBeneath: Bool { get }
}

extension BasicAnimation {
    /// Held in its value type's table, evaluated there.
    public var renderStoreForm: RenderStoreForm { RenderStoreForm(keyPath: keyPath, covers: coversValueBeneath, record: TypedAnimation(self)) }
}

extension SpringAnimation {
    /// Held in its value type's table, evaluated there.
    public var renderStoreForm: RenderStoreForm { RenderStoreForm(keyPath: keyPath, covers: coversValueBeneath, record: TypedAnimation(self)) }
}

extension KeyframeAnimation {
    /// Held in its value type's table, evaluated there.
    public var renderStoreForm: RenderStoreForm { RenderStoreForm(keyPath: keyPath, covers: coversValueBeneath, record: TypedAnimation(self)) }
}

extension BasicAnimation: CoversValueBeneath {
    /// Not additive, and two of `from`, `to` and `by` given: both endpoints are
    /// then fixed (Core Animation's table), and cumulative repeats add only
    /// their difference. It shows whenever its timing has a state.
    var coversValueBeneath: Bool {
        !isAdditive && fixesBothEnds(from: fromValue, to: toValue, by: byValue)
    }
}

extension SpringAnimation: CoversValueBeneath {
    /// As for ``BasicAnimation``: not additive, and two endpoints given. It
    /// shows whenever its resolved timing (the settling duration standing for
    /// a zero duration) has a state.
    var coversValueBeneath: Bool {
        !isAdditive && fixesBothEnds(from: fromValue, to: toValue, by: byValue)
    }
}

extension KeyframeAnimation: CoversValueBeneath {
    /// Not additive: its values are absolute, and cumulative
    /// repeats add the difference between its own first and last values.
    var coversValueBeneath: Bool { !isAdditive && !values.isEmpty }
}

/// Whether two of the three endpoints are given, which fixes both ends
/// whatever the value beneath (Core Animation's table).
private func fixesBothEnds<Endpoint>(from: Endpoint?, to: Endpoint?, by: Endpoint?) -> Bool {
    (from != nil ? 1 : 0) + (to != nil ? 1 : 0) + (by != nil ? 1 : 0) >= 2
}

extension RenderTree.CommittedAnimation {
    /// Whether it shows a value at `local` that owes nothing to the value beneath.
    func covers(at local: Double) -> Bool {
        coversBeneath && !isOver(at: local) && animation.resolvedTiming.state(at: time(at: local)) != nil
    }
}

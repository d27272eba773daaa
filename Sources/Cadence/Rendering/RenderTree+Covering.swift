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

extension BasicAnimation: CoversValueBeneath {
    /// Not additive, and two of `from`, `to` and `by` given: both endpoints are
    /// then fixed (Core Animation's table), and cumulative repeats add only
    /// their difference. It shows whenever its timing has a state, as
    /// `shows(at:over:)` decides.
    var coversValueBeneath: Bool {
        guard !isAdditive else { return false }
        let given = (fromValue != nil ? 1 : 0) + (toValue != nil ? 1 : 0) + (byValue != nil ? 1 : 0)
        return given >= 2
    }
}

extension RenderTree.CommittedAnimation {
    /// Whether it shows a value at `local` that owes nothing to the value beneath.
    func covers(at local: Double) -> Bool {
        coversBeneath && !isOver(at: local) && animation.timing.state(at: local) != nil
    }
}

extension RenderTree.Node {
    /// Where presentation at `local` may start: after the last animation
    /// of the one key path every animation here animates that shows a value
    /// owing nothing to the value beneath, the animations before it left out.
    /// 0 when the animations here are not all of one key path, or none covers.
    ///
    /// - Complexity: O(1) when the last animation covers; at most O(*n*).
    func presentationStart(at local: Double) -> Int {
        guard hasOneKeyPath else { return 0 }
        for index in animations.indices.reversed() {
            let committed = animations[index]
            if !committed.isRemoved, committed.covers(at: local) { return index }
        }
        return 0
    }
}

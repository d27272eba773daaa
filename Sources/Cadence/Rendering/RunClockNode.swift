/// A ``RunClock`` as the render tree holds it: by reference, so that an
/// animation's node in the tree and its typed record in the ``RenderStore``
/// read the same one.
///
/// An animation steered alone (an ``AnimationOperation``'s) has a node of its
/// own. The animations of one run that share their clock (a
/// ``TimelineOperation``'s, on layers of the default timing, whose local time
/// is the compositor's) all read one node, so a change of the run's clock is
/// one change of ``value``; the node then keeps the due instants of all of
/// them, in run time: one agenda entry for the next animation to start (its
/// members that have yet to start, in order of begin time) and one for the
/// run's rest, when all of them stop.
///
/// Only the render tree touches it, under the compositor's lock.
final class RunClockNode: @unchecked Sendable {
    var value: RunClock
    /// Whether many animations read it.
    let isShared: Bool
    /// The animations under it, in commit order, with their layers (some may
    /// have left it since: they no longer read it).
    private(set) var members: [(animation: RenderTree.CommittedAnimation, layer: ObjectIdentifier)] = []
    /// Those that had yet to start when members last joined, in order of
    /// begin time, then commit order; the next to start is at ``nextStart``.
    private var starting: [(animation: RenderTree.CommittedAnimation, layer: ObjectIdentifier)] = []
    private var nextStart = 0
    private var hasNewMembers = false
    /// The generations of its agenda entries: an entry of another is stale.
    private(set) var startGeneration: UInt64 = 0
    private(set) var endGeneration: UInt64 = 0

    /// The run's handle, for a shared node: held, so its identity, the
    /// node's key in the tree, is not taken by another while the node lives.
    private let owner: SharedRunClock?

    init(_ value: RunClock, owner: SharedRunClock? = nil) {
        self.value = value
        self.owner = owner
        isShared = owner != nil
    }

    /// The time its animations are evaluated at, at their layer's time `local`.
    @inline(__always)
    func animationTime(at local: Double) -> Double {
        value.animationTime(at: local)
    }

    /// Takes `animation`, on the layer `layer`, among the ones reading it.
    func add(_ animation: RenderTree.CommittedAnimation, on layer: ObjectIdentifier) {
        members.append((animation, layer))
        hasNewMembers = true
    }

    /// The next member to start, in order of begin time, skipping those that
    /// started or left; nil when none will. New entries go stale first.
    func nextToStart() -> (animation: RenderTree.CommittedAnimation, layer: ObjectIdentifier)? {
        startGeneration &+= 1
        if hasNewMembers {
            hasNewMembers = false
            starting = members.filter { $0.animation.isSteered(by: self) && !$0.animation.hasStarted }
            starting.sort { ($0.animation.beginTime, $0.animation.sequence) < ($1.animation.beginTime, $1.animation.sequence) }
            nextStart = 0
        }
        while nextStart < starting.count {
            let next = starting[nextStart]
            if next.animation.isSteered(by: self), !next.animation.hasStarted { return next }
            nextStart += 1
        }
        return nil
    }

    /// The first member still reading it, for the agenda entry of the
    /// run's rest; nil when none is. Earlier entries go stale.
    func firstSteered() -> (animation: RenderTree.CommittedAnimation, layer: ObjectIdentifier)? {
        endGeneration &+= 1
        return members.first { $0.animation.isSteered(by: self) }
    }

    /// Forgets the members that left it, once they are most of its list.
    func compact() {
        let steered = members.count { $0.animation.isSteered(by: self) }
        guard members.count > 16, steered * 2 < members.count else { return }
        members.removeAll { !$0.animation.isSteered(by: self) }
    }

    /// Whether an agenda entry of generation `generation` is its latest.
    func isCurrent(_ isStart: Bool, _ generation: UInt64) -> Bool {
        generation == (isStart ? startGeneration : endGeneration)
    }
}

/// What a Cadence operation has told its observers, and what it holds back
/// to keep their order: willStart, didStart, didCancel, willFinish,
/// didFinish, each observer hearing each event before any observer hears the
/// next.
///
/// Three things need holding back:
///
/// - **An event caused by an observer.** An observer that reacts to an event
///   (cancels on willStart, say) causes the next one while the others have
///   not yet heard the first. The new event, or the finish, waits in a queue
///   until every observer has heard the one before.
/// - **While its work begins** (``TimedOperation``'s `begin(at:)`, between
///   ``OperationEvent/willStart`` and ``OperationEvent/didStart``), a cancel
///   or a finish (work that ends at once, a cancel from inside the commit) is
///   kept and carried out after didStart.
/// - **Once its finish is decided** (from the first finish through
///   ``OperationEvent/willFinish(_:)`` to the lifecycle's change), a second
///   finish or a cancel changes nothing, so the result the observers heard is
///   the result it ends with.
///
/// A value in the operation's state, changed under its lock; every method
/// says what the caller should do once the lock is released.
struct OperationAnnouncements: Sendable {
    /// What is told in turn: an event to every observer, or the finish
    /// (willFinish, the lifecycle's change, didFinish, the queue's hook).
    enum Item: Sendable {
        case event(OperationEvent)
        case finish(OperationResult)
    }

    /// Whether an item is being told now.
    private var isTelling = false
    /// Items caused while one was being told, in order.
    private var queued: [Item] = []
    private var hasAnnouncedWillStart = false
    private var hasAnnouncedCancel = false
    /// While its work begins, until just before didStart.
    private var isBeginning = false
    /// From the decision to finish on: willFinish, the lifecycle's change,
    /// didFinish.
    private var isFinishing = false
    /// A cancel announced while its work began: didCancel, after didStart.
    private var heldCancel = false
    /// The first finish asked for while its work began.
    private var heldFinish: OperationResult?

    /// Whether its finish is decided: under way, or held until its work has
    /// begun. A cancel then changes nothing.
    var isEnding: Bool { isFinishing || heldFinish != nil }

    /// Whether to tell observers willStart now: once, and not once its
    /// finish is decided.
    mutating func announceWillStart() -> Bool {
        guard !hasAnnouncedWillStart, !isEnding else { return false }
        hasAnnouncedWillStart = true
        return true
    }

    /// Whether to tell observers didCancel now: once, and not once its finish
    /// is decided; held while its work begins.
    mutating func announceCancel() -> Bool {
        guard !hasAnnouncedCancel, !isEnding else { return false }
        hasAnnouncedCancel = true
        if isBeginning {
            heldCancel = true
            return false
        }
        return true
    }

    /// Whether this finish goes ahead now, and the operation becomes
    /// finishing; not if it is finishing already, held (the first one only)
    /// while its work begins.
    mutating func beginFinishing(_ result: OperationResult) -> Bool {
        guard !isFinishing else { return false }
        if isBeginning {
            if heldFinish == nil { heldFinish = result }
            return false
        }
        isFinishing = true
        return true
    }

    /// Its work begins: cancels and finishes are held until ``endBeginning()``.
    mutating func startBeginning() {
        isBeginning = true
    }

    /// Its work has begun: returns whether a didCancel was held, and the
    /// finish held, for the caller to carry out after didStart. A finish held
    /// is decided: the operation is finishing from now on, so nothing an
    /// observer of didStart does can come before it.
    mutating func endBeginning() -> (cancel: Bool, finish: OperationResult?) {
        let held = (cancel: heldCancel, finish: heldFinish)
        isBeginning = false
        heldCancel = false
        heldFinish = nil
        if held.finish != nil { isFinishing = true }
        return held
    }

    /// Whether the caller tells `item` now; if one is being told, `item`
    /// waits its turn, and whoever is telling tells it next.
    mutating func claim(_ item: Item) -> Bool {
        guard !isTelling else {
            queued.append(item)
            return false
        }
        isTelling = true
        return true
    }

    /// The next item to tell, or nil when there is none (and the telling ends).
    mutating func next() -> Item? {
        guard !queued.isEmpty else {
            isTelling = false
            return nil
        }
        return queued.removeFirst()
    }
}

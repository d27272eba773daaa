/// Batches layer changes so they reach the screen together, and says when the
/// animations they started are over: Core Animation's `CATransaction`.
///
/// Each ``Compositor`` has one ``Compositor/transaction``: transactions belong
/// to an execution context, not to the process, so two compositors never see
/// each other's.
///
/// ```swift
/// let transaction = compositor.transaction
/// transaction.begin()
/// transaction.animationDuration = 1
/// transaction.completionBlock = { print("all done") }
/// box[.position] = CGPoint(x: 300, y: 0)      // an implicit 1 s animation
/// try transaction.commit()
/// ```
///
/// - **Nesting.** ``begin()`` and ``commit()`` nest; only the outermost commit
///   takes effect. Settings (``animationDuration``, ``animationTimingFunction``,
///   ``disableActions``, any key) are inherited by nested transactions unless
///   they set their own.
/// - **Implicit transactions.** Changing a layer with no transaction open opens
///   one that commits when the current ``MainLoop`` job ends (or, outside a job,
///   in a job of its own). ``flush()`` commits it at once.
/// - **Completion.** ``completionBlock`` runs on the main loop once every
///   animation added, in this transaction or one nested in it, after the block
///   was set has completed or been removed; at once (after the current job) if
///   none was. Setting another block closes the first one's list.
public final class Transaction: Sendable {
    struct Level {
        var isImplicit: Bool
        /// The typed settings, kept as fields: they are read on every layer
        /// change and every animation added, and hashing their keys showed.
        var animationDuration: Double?
        var animationTimingFunction: TimingFunction?
        var disableActions: Bool?
        /// Every other key's value.
        var values: [String: any Sendable] = [:]
        var completionGroup: UInt64?
        var completionBlock: (@Sendable () -> Void)?

        /// The value set for `key` at this level, if any.
        func value(forKey key: String) -> (any Sendable)? {
            switch key {
            case Transaction.animationDurationKey: animationDuration
            case Transaction.animationTimingFunctionKey: animationTimingFunction
            case Transaction.disableActionsKey: disableActions
            default: values.isEmpty ? nil : values[key]
            }
        }

        /// Sets `value` for `key` at this level; its type is already checked.
        mutating func setValue(_ value: (any Sendable)?, forKey key: String) {
            switch key {
            case Transaction.animationDurationKey: animationDuration = value as? Double
            case Transaction.animationTimingFunctionKey: animationTimingFunction = value as? TimingFunction
            case Transaction.disableActionsKey: disableActions = value as? Bool
            default: values[key] = value
            }
        }
    }

    struct CompletionGroup {
        var remaining = 0
        var isArmed = false
        let block: @Sendable () -> Void
    }

    struct State {
        weak var compositor: Compositor?
        var levels: [Level] = []
        var dirty: [Layer] = []
        var dirtyIDs: Set<ObjectIdentifier> = []
        var added: [CommitChanges.RecordChange] = []
        var removed: [CommitChanges.RecordChange] = []
        var clocks: [CommitChanges.ClockChange] = []
        var sharedClocks: [CommitChanges.SharedClockChange] = []
        var rebased: [CommitChanges.RecordChange] = []
        var groups: [UInt64: CompletionGroup] = [:]
        var unarmedGroups: [UInt64] = []
        var nextGroupID: UInt64 = 0
        var isImplicitCommitScheduled = false

        var hasOnlyImplicitLevel: Bool { levels.count == 1 && levels[0].isImplicit }

        func lookUp(_ key: String) -> (any Sendable)? {
            levels.reversed().lazy.compactMap { $0.value(forKey: key) }.first
        }

        /// The innermost level's setting that `setting` reads, if any level sets it.
        func lookUp<Value>(_ setting: (Level) -> Value?) -> Value? {
            for level in levels.reversed() {
                if let value = setting(level) { return value }
            }
            return nil
        }
    }

    let mainLoop: MainLoop
    let state = LockedBox(State())

    init(mainLoop: MainLoop) {
        self.mainLoop = mainLoop
    }

    func attach(to compositor: Compositor) {
        state.withLock { $0.compositor = compositor }
    }

    /// The number of transactions open: explicit ones, and the implicit one if
    /// changes have opened it.
    public var depth: Int { state.withLock { $0.levels.count } }

    /// Opens a transaction, nested in any already open.
    public func begin() {
        state.withLock { $0.levels.append(Level(isImplicit: false)) }
    }

    /// Closes the innermost transaction opened by ``begin()``. When it is the
    /// outermost, its changes take effect now: they are shown from this instant,
    /// and their animations' due times are fixed.
    ///
    /// - Throws: ``CadenceError`` with code ``CadenceError/Code/invalidState`` when
    ///   no transaction opened by ``begin()`` is open. Nothing changes then.
    public func commit() throws(CadenceError) {
        enum Next { case commit, scheduleImplicit, nothing }
        let next = try state.withLock { (state) throws(CadenceError) -> Next in
            guard let top = state.levels.last, !top.isImplicit else {
                throw CadenceError(
                    .invalidState, field: "Transaction.commit()", value: "no transaction opened by begin()",
                    expected: "a matching begin() before each commit()")
            }
            state.levels.removeLast()
            if state.levels.isEmpty { return .commit }
            if state.hasOnlyImplicitLevel, !state.isImplicitCommitScheduled {
                state.isImplicitCommitScheduled = true
                return .scheduleImplicit
            }
            return .nothing
        }
        switch next {
        case .commit: performCommit()
        case .scheduleImplicit: mainLoop.atEndOfCurrentJob { [self] in commitImplicit() }
        case .nothing: break
        }
    }

    /// Commits the implicit transaction now, if it is the only one open; with
    /// explicit transactions open it does nothing (they commit it with theirs).
    public func flush() {
        let isAlone = state.withLock { state in
            guard state.hasOnlyImplicitLevel else { return false }
            state.levels.removeAll()
            return true
        }
        if isAlone {
            performCommit()
        }
    }

    /// Opens the implicit transaction if none is open, scheduling its commit.
    func ensureOpen() {
        let opened = state.withLock { state in
            guard state.levels.isEmpty else { return false }
            state.levels.append(Level(isImplicit: true))
            guard !state.isImplicitCommitScheduled else { return false }
            state.isImplicitCommitScheduled = true
            return true
        }
        if opened {
            mainLoop.atEndOfCurrentJob { [self] in commitImplicit() }
        }
    }

    private func commitImplicit() {
        let isAlone = state.withLock { state in
            state.isImplicitCommitScheduled = false
            guard state.hasOnlyImplicitLevel else { return false }
            state.levels.removeAll()
            return true
        }
        if isAlone {
            performCommit()
        }
    }

    /// Hands the changes to the compositor. Completion groups are armed first, so
    /// the stops the commit causes count against them.
    private func performCommit() {
        let (compositor, dirty, added, removed, clocks, sharedClocks, rebased, emptyGroups) = state.withLock { state in
            let taken = (
                state.compositor, state.dirty, state.added, state.removed, state.clocks, state.sharedClocks,
                state.rebased, state.armGroups()
            )
            state.dirty.removeAll()
            state.dirtyIDs.removeAll()
            state.added.removeAll()
            state.removed.removeAll()
            state.clocks.removeAll()
            state.sharedClocks.removeAll()
            state.rebased.removeAll()
            return taken
        }
        if let compositor {
            let changes = CommitChanges(
                snapshots: dirty.map { $0.snapshot(for: compositor) }, removed: removed, added: added, clocks: clocks,
                sharedClocks: sharedClocks, rebased: rebased)
            compositor.apply(changes)
        }
        for block in emptyGroups {
            mainLoop.enqueue(block)
        }
    }
}

// MARK: - What layers tell the transaction

extension Transaction {
    /// Notes that `layer` changed, opening the implicit transaction if needed.
    func willChange(_ layer: Layer) {
        ensureOpen()
        state.withLock { state in
            if state.dirtyIDs.insert(ObjectIdentifier(layer)).inserted {
                state.dirty.append(layer)
            }
        }
    }

    func recordAddition(of record: AnimationRecord, to layer: Layer) {
        state.withLock { $0.added.append(.init(layer: layer, record: record)) }
    }

    func recordRemoval(of record: AnimationRecord, from layer: Layer) {
        state.withLock { $0.removed.append(.init(layer: layer, record: record)) }
    }

    /// Notes that `record` took the place of the record with its id on
    /// `layer`. The commit swaps it in after adding what this transaction
    /// added, so one added and rebased here is committed rebased.
    func recordRebase(of record: AnimationRecord, on layer: Layer) {
        state.withLock { $0.rebased.append(.init(layer: layer, record: record)) }
    }

    func recordClock(_ clock: RunClock?, ofRecord recordID: UInt64, on layer: Layer) {
        state.withLock { $0.clocks.append(.init(layer: layer, recordID: recordID, clock: clock)) }
    }

    /// Notes that the record `recordID` on `layer` reads `shared`, its run's clock.
    func recordClock(_ shared: SharedRunClock, ofRecord recordID: UInt64, on layer: Layer) {
        state.withLock { $0.clocks.append(.init(layer: layer, recordID: recordID, clock: nil, shared: shared)) }
    }

    /// Notes that `shared` has the value `clock` from the commit on (nil: it is no longer used).
    func recordSharedClock(_ shared: SharedRunClock, _ clock: RunClock?) {
        ensureOpen()
        state.withLock { $0.sharedClocks.append(.init(shared: shared, clock: clock)) }
    }
}

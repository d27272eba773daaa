/// A clock that moves only when you advance it: deterministic time for tests,
/// scenario files and anything that must give the same result on every run.
///
/// Work scheduled on it runs during ``advance(to:)-(Double)`` and ``advance(by:)-(Double)``, in
/// order of deadline and, for equal deadlines, of scheduling. Before each piece
/// of work runs, ``currentTime`` is set to its deadline, so the work sees the
/// instant it was due. Work scheduled while advancing runs in the same pass if
/// it falls due before the target. Time never goes backwards.
///
/// ```swift
/// let clock = VirtualClock()
/// var log: [String] = []   // (in a test, a box the closures may capture)
/// clock.schedule(at: 2) { log.append("b at \(clock.currentTime)") }
/// clock.schedule(at: 1) { log.append("a at \(clock.currentTime)") }
/// try clock.advance(by: 5)
/// // log == ["a at 1.0", "b at 2.0"], clock.currentTime == 5
/// ```
///
/// A virtual clock is driven from one thread at a time: the work runs on the
/// thread that advances it. It is also a Swift `Clock`, so async code can
/// `try await clock.sleep(for: .seconds(1))` and be woken by ``advance(by:)-(Double)``.
public final class VirtualClock: MediaClock, @unchecked Sendable {
    private struct Entry: Comparable {
        let deadline: Double
        let sequence: UInt64
        let work: ScheduledWork

        static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.deadline, lhs.sequence) < (rhs.deadline, rhs.sequence)
        }

        static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.sequence == rhs.sequence
        }
    }

    private struct State {
        var now: Double
        var agenda = MinHeap<Entry>()
        var sequence: UInt64 = 0
        var isAdvancing = false
        /// The agenda's size after the last compaction.
        var compactedCount = 0

        /// Drops cancelled work from the top of the agenda, and from all of it
        /// once cancelled work could be most of it (a compositor cancels a wake-up
        /// at nearly every commit).
        mutating func pruneCancelled() {
            while let first = agenda.min, !first.work.isPending {
                agenda.popMin()
            }
            if agenda.count >= 64, agenda.count >= 2 * compactedCount {
                agenda.removeAll { !$0.work.isPending }
                compactedCount = agenda.count
            }
        }
    }

    private let state: LockedBox<State>
    /// The tasks asleep on the clock (see ``sleeperCount``).
    let sleepers = LockedBox(SleeperRegistry())

    /// A clock reading `startTime` (0 unless given; a non-finite start reads 0).
    public init(startTime: Double = 0) {
        state = LockedBox(State(now: startTime.isFinite ? startTime : 0))
    }

    public var currentTime: Double { state.withLock { $0.now } }

    @discardableResult
    public func schedule(at deadline: Double, label: String, _ work: @escaping @Sendable () -> Void) -> ScheduledWork {
        let scheduled = ScheduledWork(deadline: deadline, label: label, work: work)
        guard deadline.isFinite else { return scheduled }
        state.withLock { state in
            state.sequence += 1
            // A deadline in the past is due now, after the work already due now.
            let due = Swift.max(deadline, state.now)
            state.agenda.insert(Entry(deadline: due, sequence: state.sequence, work: scheduled))
        }
        return scheduled
    }

    /// The deadline of the earliest work still waiting, if any.
    public var nextDeadline: Double? {
        state.withLock { state in
            state.pruneCancelled()
            return state.agenda.min?.deadline
        }
    }

    /// The work still waiting, in the order it will run (cancelled work is not
    /// listed). Each one's ``ScheduledWork/label`` says what it is.
    public var pendingWork: [ScheduledWork] {
        state.withLock { state in
            state.agenda.removeAll { !$0.work.isPending }
            state.compactedCount = state.agenda.count
            return state.agenda.unorderedElements.sorted().map(\.work)
        }
    }

    /// How many pieces of work are waiting (cancelled ones are not counted).
    public var pendingCount: Int {
        state.withLock { state in
            state.agenda.removeAll { !$0.work.isPending }
            state.compactedCount = state.agenda.count
            return state.agenda.count
        }
    }

    /// Moves time forward by `seconds`, running the work that falls due on the way.
    ///
    /// - Throws: ``CadenceError`` when `seconds` is negative or not finite, or when
    ///   called from work the clock is running. Nothing runs then.
    public func advance(by seconds: Double) throws(CadenceError) {
        try CadenceError.check(seconds, "advance(by:)", in: 0 ... .infinity, expected: "a finite number of seconds ≥ 0")
        let target = currentTime + seconds
        try CadenceError.check(
            target, "advance(by:)", expected: "a step that keeps the time finite (now \(CadenceError.describe(currentTime)))")
        try advance(to: target)
    }

    /// Moves time forward to `target`, running the work that falls due on the way,
    /// each at its own deadline; then leaves ``currentTime`` at `target`.
    ///
    /// - Throws: ``CadenceError`` when `target` is before ``currentTime`` (time never
    ///   goes backwards) or not finite, or when called from work the clock is
    ///   running. Nothing runs then.
    public func advance(to target: Double) throws(CadenceError) {
        try beginPass(to: target, field: "advance(to:)", jumping: false)
        while let work = nextWork(dueBy: target) {
            work.run()
        }
    }

    /// Moves time to `target` at once, the way a real clock jumps when a machine
    /// wakes from sleep: the work that fell due on the way runs late, all at
    /// `target`, in order of deadline. Use it to see how code copes with a clock
    /// that skips; ``advance(to:)-(Double)`` runs each piece at its own deadline.
    ///
    /// - Throws: ``CadenceError`` for the same reasons as ``advance(to:)-(Double)``.
    public func jump(to target: Double) throws(CadenceError) {
        try beginPass(to: target, field: "jump(to:)", jumping: true)
        while let work = nextWork(dueBy: target) {
            work.run()
        }
    }

    /// Checks `target` and marks a pass begun; a jump sets the time at once.
    private func beginPass(to target: Double, field: String, jumping: Bool) throws(CadenceError) {
        try CadenceError.check(target, field, expected: "a finite time")
        try state.withLock { (state) throws(CadenceError) in
            guard target >= state.now else {
                throw CadenceError(
                    .invalidState, field: field, value: CadenceError.describe(target),
                    expected: "a time ≥ the current time \(CadenceError.describe(state.now)) (time never goes backwards)")
            }
            guard !state.isAdvancing else {
                throw CadenceError(
                    .invalidState, field: field, value: "a call from work the clock is running",
                    expected: "a call from outside the clock's work (advance the clock from one place)")
            }
            state.isAdvancing = true
            if jumping { state.now = target }
        }
    }

    /// Pops the next work due by `target` and sets the time to its deadline; when
    /// none is left, sets the time to `target` and ends the pass.
    private func nextWork(dueBy target: Double) -> ScheduledWork? {
        state.withLock { state in
            state.pruneCancelled()
            if let first = state.agenda.min, first.deadline <= target {
                state.agenda.popMin()
                state.now = Swift.max(state.now, first.deadline)
                return first.work
            }
            state.now = target
            state.isAdvancing = false
            return nil
        }
    }
}

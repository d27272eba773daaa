import Foundation

/// What Cadence's operations share: an asynchronous Foundation `Operation` whose
/// work runs on a ``MainLoop`` against its clock, with a lifecycle that
/// finishes exactly once, observers, cancellation from any thread, and a
/// timeline that can be anchored to its dependencies' schedule.
///
/// The concrete kinds are ``AnimationOperation`` and ``TimedTaskOperation``.
/// They run on an ``AnimationQueue`` or on any Foundation `OperationQueue`:
/// `start()` hops to the main loop if it is called elsewhere.
///
/// `isExecuting` and `isFinished` change with `willChangeValue(forKey:)` and
/// `didChangeValue(forKey:)` under Foundation's key names, after the state has
/// changed and with no lock held, so Darwin's KVO and Linux's queues both see
/// them. Observe an operation with ``addObserver(_:)`` rather than
/// `completionBlock`, which Foundation runs on a global queue, unordered.
public class TimedOperation: Operation, @unchecked Sendable {
    struct State {
        var lifecycle = OperationLifecycle()
        var observers: [@Sendable (OperationEvent) -> Void] = []
        var queueHook: (@Sendable (TimedOperation) -> Void)?
        /// The queue it was added to.
        weak var queue: AnimationQueue?
        /// Tells its queue that its dependencies changed after adding.
        var dependencyHook: (@Sendable (TimedOperation) -> Void)?
        var anchor = Anchor.completion
        var dependencyPolicy: DependencyPolicy?
        var scheduledStartTime: Double?
        var scheduledEndTime: Double?
        var startTime: Double?
        /// What the observers have heard, and what is held back to keep their order.
        var announcements = OperationAnnouncements()
        var timeout: Double?
        /// The wake-up that times it out, let go when it finishes.
        var timeoutWork: ScheduledWork?
        /// The clock instant its timeout falls due, once it counts.
        var timeoutDeadline: Double?
        var hasTimedOut = false
        /// What it fails with when its timeout is too small for the clock to
        /// tell its deadline from its start; nil otherwise.
        var unrepresentableTimeout: CadenceError?
        /// Why it was cancelled, when ``cancel(with:)`` said.
        var cancellationError: CadenceError?
        var conditionState = ConditionState()
        /// When its dependents may start, unless an edge says otherwise.
        var completionCriteria = CompletionCriteria.removed
        /// What each dependency given with ``addDependency(_:startingWhen:)``
        /// says, by that dependency.
        var edgeCriteria: [ObjectIdentifier: CompletionCriteria] = [:]
        var logical = LogicalCompletion()
        /// Why adding it to a queue throws, if it does: rare, so kept out of line.
        private var configurationErrorStorage: OperationResult?
        var configurationError: CadenceError? {
            get {
                guard case .failed(let error) = configurationErrorStorage else { return nil }
                return error
            }
            set { configurationErrorStorage = newValue.map { .failed($0) } }
        }
    }

    /// The state, inline rather than in a box of its own: touched only through
    /// `state`, under `stateLock`, so the lock already makes every access
    /// exclusive and the runtime's check is left out.
    @exclusivity(unchecked) private final var guardedState = State()
    private final let stateLock = LockPointer()

    /// The state, read and changed as a `LockedBox`'s is: `state.withLock { ... }`.
    @inline(__always)
    final var state: StateAccess { StateAccess(operation: self) }

    /// Access to an operation's inline state under its lock.
    struct StateAccess {
        let operation: TimedOperation

        /// Runs `body` with exclusive access to the state.
        @inline(__always)
        func withLock<Result, Failure: Error>(
            _ body: (inout State) throws(Failure) -> Result
        ) throws(Failure) -> Result {
            try operation.stateLock.withLock { () throws(Failure) -> Result in
                try body(&operation.guardedState)
            }
        }
    }

    override init() {
        super.init()
    }

    /// Lets go of its dependencies one at a time. Foundation's
    /// `Operation.deinit` releases them, each releasing its own in turn, so a
    /// chain of more than about 35,000 never added to a queue (or let go
    /// before it ran) overflowed the stack. Here each dependency that would
    /// die with it gives up its own dependencies first, and the chain goes
    /// link by link. (A dependency someone else still holds is left as it
    /// is.)
    deinit {
        var pending = dependencies
        for dependency in pending { super.removeDependency(dependency) }
        while var next = pending.popLast() {
            guard isKnownUniquelyReferenced(&next) else { continue }
            let inner = next.dependencies
            for dependency in inner { next.removeDependency(dependency) }
            pending.append(contentsOf: inner)
        }
        stateLock.destroy()
    }

    // MARK: Foundation's state

    public override var isAsynchronous: Bool { true }
    public override var isExecuting: Bool { state.withLock { $0.lifecycle.isExecuting } }
    public override var isFinished: Bool { state.withLock { $0.lifecycle.isFinished } }

    /// How it ended; nil until it finishes.
    public var result: OperationResult? { state.withLock { $0.lifecycle.result } }

    /// Where its timeline begins (default ``Anchor/completion``). Set it before
    /// the operation starts.
    public var anchor: Anchor {
        get { state.withLock { $0.anchor } }
        set { state.withLock { $0.anchor = newValue } }
    }

    /// Whether it runs when a dependency was cancelled or failed; nil follows its
    /// ``AnimationQueue``'s ``AnimationQueue/dependencyPolicy``.
    public var dependencyPolicy: DependencyPolicy? {
        get { state.withLock { $0.dependencyPolicy } }
        set { state.withLock { $0.dependencyPolicy = newValue } }
    }

    /// How long it may take from its start, in seconds of its clock; nil
    /// (the default) for no limit. Not finished by then, it stops as a cancel
    /// would stop it (an animation leaves its layer as its
    /// ``AnimationOperation/cancellationPolicy`` says) and ends
    /// ``OperationResult/failed(_:)`` with a ``CadenceError`` saying it timed
    /// out. Work whose end falls due at that very instant completes. Set it
    /// before the operation starts.
    ///
    /// With conditions, it counts from when they begin to be asked, and
    /// bounds the waits that follow (for an answer, a category, a slot):
    /// the operation can time out before it starts. Whether the work is done
    /// by the deadline is asked then, as things stand: an animation whose
    /// layer was paused past the deadline times out, and a stall of the main
    /// loop cannot let work end after its deadline.
    ///
    /// A timeout too small for the clock to tell its deadline from the start
    /// (1e-300 s from t = 1, since 1 + 1e-300 is 1) times the operation out
    /// at its start, failed with a ``CadenceError`` (`invalidValue`, field
    /// `timeout`) that names the operation, the value and the start; a
    /// ``RetryOperation`` makes no further attempt after such a failure.
    ///
    /// A value that is not a finite number > 0 makes adding the operation to
    /// an ``AnimationQueue`` throw, naming the value.
    public var timeout: Double? {
        get { state.withLock { $0.timeout } }
        set {
            state.withLock { state in
                state.timeout = newValue
                let wasTimeoutError = state.configurationError?.field == "timeout"
                if let value = newValue, !(value.isFinite && value > 0) {
                    if state.configurationError == nil || wasTimeoutError {
                        state.configurationError = CadenceError(
                            .invalidValue, field: "timeout", value: CadenceError.describe(value),
                            expected: "a finite number of seconds > 0, or nil for none")
                    }
                } else if wasTimeoutError {
                    state.configurationError = nil
                }
            }
        }
    }

    /// When it started, in its clock's time.
    public var startTime: Double? { state.withLock { $0.startTime } }
    /// Where its timeline began: its start, or with ``Anchor/schedule`` the
    /// instant its dependencies were scheduled to end.
    public var scheduledStartTime: Double? { state.withLock { $0.scheduledStartTime } }
    /// When its timeline says it ends, in its clock's time; nil before it starts
    /// or when it never ends by itself (an infinite repeat).
    public var scheduledEndTime: Double? { state.withLock { $0.scheduledEndTime } }

    /// Calls `observer` with each ``OperationEvent``, on the main loop, in
    /// their order: willStart, didStart, didCancel, willFinish, didFinish.
    /// Observers added after the finish are not kept (there is nothing more to
    /// hear); read ``result`` instead.
    public func addObserver(_ observer: @escaping @Sendable (OperationEvent) -> Void) {
        state.withLock { state in
            if !state.lifecycle.isFinished { state.observers.append(observer) }
        }
    }

    /// Refuses a dependency on itself, which deadlocks Foundation's
    /// `addDependency`; adding the operation to an ``AnimationQueue`` then
    /// throws (once added, it fails).
    ///
    /// Added to an ``AnimationQueue`` and not started, the operation waits for
    /// the new dependency too, as Foundation's queue does; one that closes a
    /// cycle fails the operations of the cycle with a ``CadenceError``.
    public override func addDependency(_ operation: Operation) {
        guard operation !== self else {
            state.withLock { state in
                state.configurationError = CadenceError(
                    .invalidState, field: "dependencies", value: "\(describe(self)) itself",
                    expected: "operations other than the operation itself")
            }
            dependenciesChanged()
            return
        }
        super.addDependency(operation)
        dependenciesChanged()
    }

    /// Added to an ``AnimationQueue`` and not started, the operation no
    /// longer waits for `operation`, finished or not (Foundation's own
    /// operations never become ready when an unfinished dependency is removed;
    /// Cadence's do).
    public override func removeDependency(_ operation: Operation) {
        super.removeDependency(operation)
        state.withLock { state in
            if !state.edgeCriteria.isEmpty { state.edgeCriteria[ObjectIdentifier(operation)] = nil }
        }
        dependenciesChanged()
    }

    func dependenciesChanged() {
        let hook = state.withLock { $0.lifecycle.phase == .pending ? $0.dependencyHook : nil }
        hook?(self)
    }

    // MARK: What subclasses provide

    /// The main loop the work runs on; nil when there is none (the operation
    /// then fails with ``mainLoopError``).
    var mainLoop: MainLoop? { nil }

    /// Why there is no main loop.
    var mainLoopError: CadenceError {
        CadenceError(.invalidState, field: "mainLoop", value: "none", expected: "a main loop to run on")
    }

    /// Begins the work with its timeline starting at `start` (clock time);
    /// returns when the timeline ends, nil for never. Runs on the main loop.
    func begin(at start: Double) throws(CadenceError) -> Double? { start }

    /// Stops the work after a cancel while executing; the subclass calls
    /// ``finish(_:)`` when it has stopped. Runs on the main loop.
    func stopAfterCancel() { finish(.cancelled) }

    /// Ends an operation that will never start (cancelled, refused by a
    /// condition, or timed out while it waited) with `result`, once whatever
    /// it holds has ended: a group ends its children cancelled first. Runs on
    /// the main loop.
    func endWithoutStarting(_ result: OperationResult) { finish(result) }

    /// Something now waits for its logical completion: a group passes that
    /// on to its children. Called once.
    func logicalCompletionWanted() {}

    /// Whether the work it began has its end due by `time` (clock time), as
    /// things stand now: a timeout that falls due then lets it complete. By
    /// default its scheduled end; an animation asks its layer's time, which a
    /// pause or a change of speed moves.
    func isWorkEnded(by time: Double) -> Bool {
        state.withLock { $0.scheduledEndTime.map { $0 <= time } ?? false }
    }

    // MARK: Running

    public override func start() {
        guard let loop = mainLoop else {
            finish(.failed(mainLoopError))
            return
        }
        if loop.isRunningJob {
            startOnMainLoop(loop)
        } else {
            loop.enqueue { [self] in startOnMainLoop(loop) }
        }
    }

    private func startOnMainLoop(_ loop: MainLoop) {
        // Started by a queue that did not evaluate its conditions (Foundation's):
        // they come first, and it starts once they are satisfied.
        if !isCancelled, state.withLock({ $0.conditionState.needsEvaluation }) {
            evaluateConditions(on: loop) { [self] result in
                switch result {
                case .satisfied: startOnMainLoop(loop)
                case .cancelled:
                    cancel()
                    startOnMainLoop(loop)
                case .failed(let error): endWithoutStarting(.failed(error))
                }
            }
            return
        }
        // Still pending: its observers may cancel it before its work begins.
        if !isCancelled, state.withLock({ $0.lifecycle.phase == .pending && $0.announcements.announceWillStart() }) {
            notify(.willStart)
        }
        if isCancelled {
            announceCancel()
            endWithoutStarting(.cancelled)
            return
        }
        let now = loop.clock.currentTime
        let scheduledStart = anchor == .schedule ? scheduleAnchor(now: now) : now
        willChangeValue(forKey: "isExecuting")
        let started = state.withLock { state in
            guard !state.announcements.isEnding, state.lifecycle.start() else { return false }
            state.startTime = now
            state.scheduledStartTime = scheduledStart
            state.announcements.startBeginning()
            return true
        }
        didChangeValue(forKey: "isExecuting")
        guard started else { return }
        do {
            let end = try begin(at: scheduledStart)
            state.withLock { $0.scheduledEndTime = end }
        } catch {
            finish(.failed(error))
        }
        // A cancel or a finish while the work began was held: it follows didStart.
        let (heldCancel, heldFinish) = state.withLock { state in
            let held = state.announcements.endBeginning()
            return (held.cancel, held.finish.map(state.ending))
        }
        notify(.didStart)
        if heldCancel {
            notify(.didCancel)
        }
        if let heldFinish {
            tell(.finish(heldFinish))
            return
        }
        scheduleTimeout(on: loop, from: now)
        armLogicalCompletion(on: loop)
    }

    /// Wakes at the end of ``timeout`` to stop the operation if it has not
    /// finished; counted from `start`, or from the beginning of the
    /// evaluation of its conditions, once.
    func scheduleTimeout(on loop: MainLoop, from start: Double) {
        let (limit, origin) = state.withLock { state in
            (state.timeoutWork == nil ? state.timeout : nil, state.conditionState.evaluationStart ?? start)
        }
        guard let timeout = limit, timeout.isFinite, timeout > 0 else { return }
        if !(origin + timeout > origin) {
            // It times out at its start's instant, with an error that says why.
            let error = Self.unrepresentableTimeoutError(timeout, from: origin, of: self)
            state.withLock { $0.unrepresentableTimeout = error }
        }
        let deadline = origin + timeout
        let work = loop.clock.schedule(at: deadline, label: "timeout of '\(describe(self))'") { [weak self, loop] in
            loop.enqueue { [weak self] in self?.timeOut() }
        }
        let isOver = state.withLock { state in
            if !state.lifecycle.isFinished {
                state.timeoutWork = work
                state.timeoutDeadline = deadline
            }
            return state.lifecycle.isFinished
        }
        if isOver { work.cancel() }
    }

    /// Stops the operation at its deadline, whatever it is doing: waiting
    /// for a condition's answer, a category or a slot, or running; unless
    /// its work has its end due by the deadline, measured now (a paused
    /// layer's animation is not), and so completes by it. The deadline, not
    /// the instant this runs, decides: a stall that holds this back holds
    /// back the completion too, and the one due first wins.
    ///
    /// Work due to end by the deadline is given the rest of this turn of the
    /// main loop: the ends due at this instant were enqueued before this
    /// job, so a second look, enqueued behind them, finds the operation
    /// finished, or times it out (a retry whose attempt ended here but must
    /// try again, a group that adds a child).
    private func timeOut(isSecondLook: Bool = false) {
        let (phase, isEnding, deadline) = state.withLock { state in
            (state.lifecycle.phase, state.announcements.isEnding, state.timeoutDeadline)
        }
        switch phase {
        case .finished:
            return
        case .executing:
            if isEnding { return }
            if !isSecondLook, let deadline, let loop = mainLoop, isWorkEnded(by: deadline) {
                loop.enqueue { [weak self] in self?.timeOut(isSecondLook: true) }
                return
            }
        case .pending:
            if isEnding { return }
        }
        let timesOut = state.withLock { state in
            guard !state.lifecycle.isFinished, !state.announcements.isEnding else { return false }
            state.hasTimedOut = true
            return true
        }
        guard timesOut else { return }
        announceCancel()
        if isExecuting { stopAfterCancel() } else { endWithoutStarting(.cancelled) }
    }

    /// The latest scheduled end of its timed dependencies, never after `now`;
    /// with none, its group's scheduled start if it is a group's child, else
    /// `now`.
    private func scheduleAnchor(now: Double) -> Double {
        let ends = dependencies.compactMap { dependency -> Double? in
            guard let timed = dependency as? TimedOperation else { return nil }
            return completionCriteria(for: timed) == .logicallyComplete
                ? timed.logicalCompletionTime : timed.scheduledEndTime
        }
        let groupStart = ends.isEmpty ? state.withLock({ $0.queue })?.group?.scheduledStartTime : nil
        return min(ends.max() ?? groupStart ?? now, now)
    }

    public override func cancel() {
        super.cancel()
        guard let loop = mainLoop else { return }
        if loop.isRunningJob {
            cancelOnMainLoop()
        } else {
            loop.enqueue { [self] in cancelOnMainLoop() }
        }
    }

    private func cancelOnMainLoop() {
        let (phase, isEnding) = state.withLock { ($0.lifecycle.phase, $0.announcements.isEnding) }
        // Its finish is decided (an observer of willFinish cancelling it): too late.
        guard !isEnding else { return }
        switch phase {
        case .executing:
            announceCancel()
            stopAfterCancel()
        case .pending:
            announceCancel()
            state.withLock { $0.queueHook }?(self)  // a queue starts it at once, to finish
        case .finished:
            break
        }
    }

    private func announceCancel() {
        if state.withLock({ $0.announcements.announceCancel() }) {
            notify(.didCancel)
        }
    }

    /// Finishes the operation with `result`, once; later calls do nothing,
    /// and so do calls made while it finishes (from an observer of
    /// willFinish). Called while its work begins, it finishes after didStart.
    /// Runs on the main loop (or in `start()` when there is none).
    func finish(_ result: OperationResult) {
        let ended = state.withLock { state -> OperationResult? in
            guard !state.lifecycle.isFinished, state.announcements.beginFinishing(result) else { return nil }
            return state.ending(result)
        }
        if let ended {
            tell(.finish(ended))
        }
    }

    /// Tells the observers it will finish, then finishes with `ended`: only
    /// the one finish that was decided gets here.
    private func finishDecided(_ ended: OperationResult) {
        deliver(.willFinish(ended))
        let wasExecuting = state.withLock { $0.lifecycle.isExecuting }
        if wasExecuting { willChangeValue(forKey: "isExecuting") }
        willChangeValue(forKey: "isFinished")
        // The observers and the queue hook are let go with the finish: nothing
        // follows it, and an observer that captures the operation must not keep
        // it alive.
        let (observers, hook, timeoutWork, logicalWork) = state.withLock { state in
            _ = state.lifecycle.finish(ended)
            defer {
                state.observers.removeAll()
                state.queueHook = nil
                state.dependencyHook = nil
                state.timeoutWork = nil
                state.logical.work = nil
                state.logical.waiters.removeAll()
            }
            return (state.observers, state.queueHook, state.timeoutWork, state.logical.work)
        }
        timeoutWork?.cancel()
        logicalWork?.cancel()
        if wasExecuting { didChangeValue(forKey: "isExecuting") }
        didChangeValue(forKey: "isFinished")
        for observer in observers {
            observer(.didFinish(ended))
        }
        hook?(self)
    }

    /// What an operation fails with when its clock cannot tell `start +
    /// timeout` from `start` (1 + 1e-300 is 1): it times out at its start,
    /// and so would every attempt after it, at that instant or later.
    static func unrepresentableTimeoutError(_ timeout: Double, from start: Double, of operation: Operation) -> CadenceError {
        CadenceError(
            .invalidValue, field: "timeout",
            value: "\(CadenceError.describe(timeout)) s on '\(describe(operation))', starting at t = \(CadenceError.describe(start))",
            expected: "a timeout the clock can tell from its start, more than \(CadenceError.describe(start.ulp / 2)) s at t = "
                + CadenceError.describe(start))
    }

    /// What an operation stopped by its timeout fails with.
    static func timeoutError(_ timeout: Double?) -> CadenceError {
        CadenceError(
            .invalidState, field: "timeout",
            value: "not finished \(CadenceError.describe(timeout ?? 0)) s after it started",
            expected: "an operation that finishes within its timeout")
    }

    private func notify(_ event: OperationEvent) {
        tell(.event(event))
    }

    /// Tells `item` now, or after the item being told (an observer reacting
    /// to an event), so that every observer hears every event in order.
    private func tell(_ item: OperationAnnouncements.Item) {
        let tellsNow = state.withLock { state in
            // An event nobody listens to needs no turn (most operations have no observers).
            if case .event = item, state.observers.isEmpty { return false }
            return state.announcements.claim(item)
        }
        guard tellsNow else { return }
        var next: OperationAnnouncements.Item? = item
        while let current = next {
            switch current {
            case .event(let event):
                deliver(event)
            case .finish(let ended):
                finishDecided(ended)
            }
            next = state.withLock { $0.announcements.next() }
        }
    }

    private func deliver(_ event: OperationEvent) {
        for observer in state.withLock({ $0.observers }) {
            observer(event)
        }
    }
}

extension TimedOperation.State {
    /// What a finish with `result` ends with: stopped by its timeout, a
    /// failure rather than a cancel.
    func ending(_ result: OperationResult) -> OperationResult {
        hasTimedOut && result == .cancelled
            ? .failed(unrepresentableTimeout ?? TimedOperation.timeoutError(timeout)) : result
    }
}

/// An operation's name for messages: its `name`, or its type and address.
func describe(_ operation: Operation) -> String {
    if let name = operation.name { return name }
    return "\(type(of: operation))@\(String(UInt(bitPattern: ObjectIdentifier(operation).hashValue), radix: 16))"
}

import Foundation

/// The main-like operation queue: runs operations with Foundation's vocabulary
/// and semantics, every start and callback on one serial ``MainLoop``, and
/// without Foundation's traps.
///
/// ```swift
/// let queue = AnimationQueue(mainLoop: compositor.mainLoop)
/// try queue.addOperations([right, down, back])    // one at a time, in this order
/// ```
///
/// By default one operation executes at a time, as on the main queue, so the
/// order of adding alone sequences animations; raise
/// ``maxConcurrentOperationCount`` to let independent branches of a graph
/// animate together. Ready operations start in `queuePriority` order, then in
/// the order added. The queue never blocks its main loop: while a 10 s
/// animation runs, other work on the loop runs on time.
///
/// Unlike `OperationQueue` (see `Docs/Operations.md` for the measured faults):
///
/// - a dependency cycle, an operation added twice or to two queues, and a
///   finished operation are refused by ``addOperation(_:)-(Operation)`` with a
///   ``CadenceError`` naming the operations;
/// - every unfinished operation is retained, so a dependent freed early cannot
///   crash its dependency, and so is the queue while it holds any (let go with
///   work pending, it stays until the work has finished, as Foundation's does);
///   a finished operation's dependencies are unlinked, so releasing a long
///   chain cannot overflow the stack;
/// - readiness is counted, not rescanned: a chain added in any order costs
///   linear time;
/// - ``dependencyPolicy`` can cancel the dependents of a cancelled or failed
///   operation instead of running them.
///
/// It runs plain Foundation operations too (`BlockOperation`, your subclasses):
/// a synchronous one finishes when `start()` returns; an asynchronous one when
/// its `completionBlock` would run (the queue chains onto it).
public final class AnimationQueue: @unchecked Sendable {
    /// What the queue tells its observers, on the main loop.
    public enum Event: @unchecked Sendable {
        /// The operation was added.
        case enqueued(Operation)
        /// Its dependencies are done: it waits only for a free slot (cancelled
        /// operations, which wait for nothing, skip this).
        case ready(Operation)
        /// The queue started the operation (cancelled ones are not started).
        case started(Operation)
        /// The operation finished (completed, cancelled or failed).
        case finished(Operation)
        /// The queue cannot run the operation as its dependencies ask, and
        /// says why before it finishes: a dependency added after adding closed
        /// a cycle (a Cadence operation then fails with this error, a plain
        /// one is cancelled), or Foundation holds a plain operation never
        /// ready (see `Docs/Operations.md`).
        case failed(Operation, CadenceError)
    }

    /// ``maxConcurrentOperationCount`` for no limit, as `OperationQueue`'s default.
    public static let unlimited = OperationQueue.defaultMaxConcurrentOperationCount

    /// An operation in the queue as one linking of it: told apart from a
    /// later object at the same address, and from the same operation linked
    /// anew after a late change of its dependencies, by its link number.
    struct Ref: Hashable {
        let id: ObjectIdentifier
        let link: UInt64
    }

    /// An operation in the queue and what the queue knows of it. Kept small
    /// (a hash-table slot each), its fields ordered so none needs padding.
    struct Entry {
        let operation: Operation
        /// When it was added, among the queue's operations: the order of
        /// ``AnimationQueue/operations`` and of ties in readiness.
        let order: UInt64
        /// Its current linking to its dependencies: a new number when they
        /// change after adding, so links made before are known stale.
        var link: UInt64
        var dependents = Dependents()
        /// Dependencies not yet finished.
        var remaining: Int32 = 0
        var isQueuedReady = false
        var isQueuedCancelled = false
        var isStarted = false
        var dependencyEnded = false
        /// Completed logically, it gave back its slot while its tail plays
        /// (see ``AnimationQueue/operationCompletedLogically(_:)``).
        var isSlotReleased = false

        var ref: Ref { Ref(id: ObjectIdentifier(operation), link: link) }
    }

    struct ReadyItem: Comparable {
        let priority: Int
        let order: UInt64
        let ref: Ref

        static func < (lhs: ReadyItem, rhs: ReadyItem) -> Bool {
            (-lhs.priority, lhs.order) < (-rhs.priority, rhs.order)
        }

        static func == (lhs: ReadyItem, rhs: ReadyItem) -> Bool { lhs.ref == rhs.ref }
    }

    struct State {
        var name: String?
        var entries: [ObjectIdentifier: Entry] = [:]
        var ready = RunHeap<ReadyItem>()
        /// Cancelled operations waiting to be started only to finish: they do no
        /// work, so they take no slot and wait for no one.
        var cancelledReady = FIFO<Ref>()
        /// Operations waiting for a dependency that is not in the queue (yet),
        /// by that dependency; and the dependencies themselves.
        var waitingForUnqueued: [ObjectIdentifier: [Ref]] = [:]
        var unqueuedDependencies: [ObjectIdentifier: Operation] = [:]
        /// Unqueued dependencies the queue has arranged to hear of.
        var watched: Set<ObjectIdentifier> = []
        var executing = 0
        var maxConcurrent = 1
        var isSuspended = false
        var isPassScheduled = false
        var sequence: UInt64 = 0
        var dependencyPolicy = DependencyPolicy.runAnyway
        var observers: [@Sendable (Event) -> Void] = []
        var idleWaiters: [DispatchSemaphore] = []
        /// Operations added whose `.enqueued` event is not yet out.
        var unannounced: [Operation] = []
        /// Operations become ready whose `.ready` event is not yet out.
        var unannouncedReady: [Operation] = []
        /// Operations marked ready and not yet queued up (see ``markReady(_:)``).
        var becameReady: [ObjectIdentifier] = []
        /// Operations whose conditions wait for the queue to resume.
        var heldForResume: [ObjectIdentifier] = []
        /// The dependents each running operation readied at its logical
        /// completion, taken out of its entry's dependents then: a cancel
        /// that propagates still reaches them. Let go as it finishes.
        var readiedEarly: [ObjectIdentifier: [Ref]] = [:]
        /// The queue itself while it holds operations: like Foundation's, a
        /// queue let go with work pending stays until that work has finished.
        var keepAlive: AnimationQueue?

        var canStartMore: Bool {
            !isSuspended && (maxConcurrent < 0 || executing < maxConcurrent)
        }

        /// The entry `ref` names, if it is still the same operation.
        func entry(_ ref: Ref) -> Entry? {
            guard let entry = entries[ref.id], entry.link == ref.link else { return nil }
            return entry
        }

        /// Runs `body` on the entry for `id` where it is stored (one lookup, no
        /// copy of the entry or its dependents) and returns what it returns; nil
        /// if there is no entry.
        mutating func updateEntry<Result>(_ id: ObjectIdentifier, _ body: (inout Entry) -> Result?) -> Result? {
            guard let index = entries.index(forKey: id) else { return nil }
            return body(&entries.values[index])
        }

        /// Puts a waiting operation up to be started: by priority when its
        /// dependencies are done, at once when it is cancelled. Whether it is
        /// cancelled, and its priority, are read at the next
        /// ``AnimationQueue/flushReady()``, without the lock (a subclass may
        /// compute them by calling back into the queue).
        mutating func markReady(_ id: ObjectIdentifier) {
            becameReady.append(id)
        }

        /// Queues the entry for `id` to be started, given what was read of it;
        /// returns its operation when its conditions are to be evaluated first.
        mutating func queueUp(
            _ id: ObjectIdentifier, isCancelled: Bool, priority: Int, conditions: TimedOperation.ConditionReadiness
        ) -> TimedOperation? {
            enum Queuing { case cancelled(Ref), ready(ReadyItem, Operation), evaluate(TimedOperation) }
            let queuing = updateEntry(id) { entry -> Queuing? in
                guard !entry.isStarted else { return nil }
                if isCancelled {
                    guard !entry.isQueuedCancelled else { return nil }
                    entry.isQueuedCancelled = true
                    return .cancelled(entry.ref)
                }
                guard entry.remaining == 0, !entry.isQueuedReady else { return nil }
                switch conditions {
                case .evaluate: return (entry.operation as? TimedOperation).map(Queuing.evaluate)
                case .waiting: return nil
                case .none: break
                }
                entry.isQueuedReady = true
                return .ready(ReadyItem(priority: priority, order: entry.order, ref: entry.ref), entry.operation)
            }
            switch queuing {
            case .cancelled(let ref):
                cancelledReady.append(ref)
            case .ready(let item, let operation):
                unannouncedReady.append(operation)
                ready.insert(item)
            case .evaluate(let operation):
                return operation
            case nil:
                break
            }
            return nil
        }

        /// Counts a finished dependency of `ref`; returns its operation, or nil
        /// if `ref` is no longer in the queue.
        mutating func dependencyFinished(of ref: Ref, unsuccessfully: Bool) -> Operation? {
            let counted = updateEntry(ref.id) { dependent -> (Operation, isReady: Bool)? in
                guard dependent.link == ref.link else { return nil }
                dependent.remaining -= 1
                dependent.dependencyEnded = dependent.dependencyEnded || unsuccessfully
                return (dependent.operation, dependent.remaining == 0)
            }
            guard let (operation, isReady) = counted else { return nil }
            if isReady { markReady(ref.id) }
            return operation
        }
    }

    /// The loop every start and callback runs on.
    public let mainLoop: MainLoop
    let state = LockedBox(State())
    /// The group whose children this queue runs, if it is a group's
    /// ``GroupOperation/childQueue``. Its own lock, taken with no other held
    /// or innermost, so queues can read each other's.
    let ownerGroup = LockedBox(WeakGroup())

    /// Operations in any ``AnimationQueue`` that have not finished, held weakly
    /// so that an identifier reused by a later object is not mistaken for it.
    /// A ``TimedOperation`` is not listed: its queue hook says it is in a queue
    /// (set, under this lock, when it is added; let go when it finishes).
    static let membership = LockedBox<[ObjectIdentifier: WeakOperation]>([:])

    struct WeakOperation {
        weak var operation: Operation?
        /// The queue it is in.
        weak var queue: AnimationQueue?
    }

    /// A queue whose operations start, and report, on `mainLoop`.
    public init(mainLoop: MainLoop, name: String? = nil) {
        self.mainLoop = mainLoop
        state.withLock { $0.name = name }
    }

    /// A name for messages and traces.
    public var name: String? {
        get { state.withLock { $0.name } }
        set { state.withLock { $0.name = newValue } }
    }

    /// How many operations may execute at once (default 1; ``unlimited`` for no
    /// limit; 0 starts none).
    public var maxConcurrentOperationCount: Int {
        get { state.withLock { $0.maxConcurrent } }
        set {
            state.withLock { $0.maxConcurrent = newValue < 0 ? Self.unlimited : newValue }
            schedulePass()
        }
    }

    /// Whether the queue holds back operations that have not started. A
    /// suspended queue starts none and evaluates no conditions (so takes no
    /// ``MutuallyExclusive`` category) until it resumes; an operation
    /// cancelled while it waits still finishes at once.
    public var isSuspended: Bool {
        get { state.withLock { $0.isSuspended } }
        set {
            state.withLock { state in
                state.isSuspended = newValue
                if !newValue {
                    state.becameReady.append(contentsOf: state.heldForResume)
                    state.heldForResume.removeAll()
                }
            }
            schedulePass()
        }
    }

    /// What happens to the dependents of an operation that was cancelled or
    /// failed (default ``DependencyPolicy/runAnyway``, as Foundation does). A
    /// ``TimedOperation`` can override it with its own.
    public var dependencyPolicy: DependencyPolicy {
        get { state.withLock { $0.dependencyPolicy } }
        set { state.withLock { $0.dependencyPolicy = newValue } }
    }

    /// The operations added and not yet finished, in the order added.
    public var operations: [Operation] {
        state.withLock { state in
            state.entries.values.sorted { $0.order < $1.order }.map(\.operation)
        }
    }

    /// How many operations are added and not yet finished.
    public var operationCount: Int { state.withLock { $0.entries.count } }

    /// Calls `observer` with each ``Event``, on the main loop.
    public func addObserver(_ observer: @escaping @Sendable (Event) -> Void) {
        state.withLock { $0.observers.append(observer) }
    }

    /// Emits `.enqueued` for operations added since the last time, before any
    /// other event about them, then `.ready` for those that became ready.
    func announceEnqueuedAndReady() {
        let (added, ready) = state.withLock { state in
            defer {
                state.unannounced.removeAll()
                state.unannouncedReady.removeAll()
            }
            return (state.unannounced, state.unannouncedReady)
        }
        for operation in added {
            emit(.enqueued(operation))
        }
        for operation in ready {
            emit(.ready(operation))
        }
    }

    func emit(_ event: Event) {
        for observer in state.withLock({ $0.observers }) {
            observer(event)
        }
    }
}

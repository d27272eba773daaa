import Foundation

/// An operation that owns a graph of child operations and finishes when every
/// child has ended: ProcedureKit's `GroupProcedure`, on Cadence's main loop.
///
/// ```swift
/// let slide = try GroupOperation(mainLoop: loop, operations: [moveRight, fadeOut])   // together
/// let steps = try GroupOperation.sequence([moveRight, moveDown, rotate], on: loop)   // in turn
/// try queue.addOperations([slide, steps])   // steps waits for slide: one slot, like any operation
/// steps.addDependency(slide)
/// ```
///
/// On its parent queue a group is one operation: it takes one slot, so a
/// group of parallel animations plays them together even on a queue that runs
/// one operation at a time. Its children run on ``childQueue``, an
/// ``AnimationQueue`` on the same main loop, held suspended until the group
/// starts, with a width of its own (``maxConcurrentOperationCount``: no limit
/// unless given; one at a time for ``sequence(_:on:name:)``). Children can be
/// added until the group finishes (``addChild(_:)``), and a child can be a
/// group (groups nest).
///
/// - **Dependencies** point into and out of a group only through the group:
///   adding an operation that depends on a child of a group to any other
///   queue is refused, and so is adding a child that depends on an operation
///   in another queue. Depend on the group instead.
/// - **Cancelling** the group cancels every child, under the group's
///   ``cancellationPolicy`` when it has one; the group finishes cancelled once
///   they have ended. A group cancelled before it started never starts its
///   children.
/// - **A child's failure** fails the group when it ends, with the first
///   child's error; ``childErrors`` lists every child's error, in the order
///   they failed. ``toleratesChildFailures`` lets the group complete anyway;
///   ``childErrorHandler`` decides, child by child, what is collected.
///   A child cancelled on its own does not fail the group. Its children
///   follow the group's ``TimedOperation/dependencyPolicy``, or when it has
///   none, that of the queue the group runs on.
/// - Its ``TimedOperation/scheduledEndTime`` is known when it finishes: the
///   latest scheduled end of its children (so a dependent anchored to the
///   ``Anchor/schedule`` does not drift behind a late child), or its finish
///   when it has none.
public class GroupOperation: TimedOperation, @unchecked Sendable {
    struct Children {
        var all: [Operation] = []
        var unfinished = 0
        var isRunning = false
        /// Finished, or deciding to: no more children.
        var isClosed = false
        /// Cancelled or timed out: it ends cancelled once the children have.
        var isStopping = false
        /// How it ends when it never started, once its children have ended.
        var endingWithoutStart: OperationResult?
        var errors: [CadenceError] = []
        var toleratesFailures = false
        var cancellationPolicy: CancellationPolicy?
        var latestScheduledEnd: Double?
        /// Suspended by its user (``isSuspended``), apart from the hold on
        /// ``childQueue`` until the group starts.
        var isSuspended = false
        var errorHandler: (@Sendable (Operation, CadenceError) -> CadenceError?)?
        var groupObservers: [@Sendable (GroupEvent) -> Void] = []

        /// Whether ``childQueue`` holds its children back: until the group
        /// starts, and while the group is suspended.
        var holdsChildren: Bool { !isRunning || isSuspended }
    }

    /// The queue its children run on: suspended until the group starts, on
    /// the same main loop as the group. Observe it for the children's events.
    public let childQueue: AnimationQueue
    private let loop: MainLoop
    private let children = LockedBox(Children())
    /// The transport's state, once a call steers the group (see
    /// `GroupOperation+Transport.swift`).
    let steering = LockedBox<GroupSteering?>(nil)

    /// An empty group of `mainLoop`, whose children run at most
    /// `maxConcurrentOperationCount` at a time (no limit unless given).
    public init(mainLoop: MainLoop, maxConcurrentOperationCount: Int = AnimationQueue.unlimited, name: String? = nil) {
        loop = mainLoop
        childQueue = AnimationQueue(mainLoop: mainLoop, name: name.map { "\($0) children" })
        childQueue.maxConcurrentOperationCount = maxConcurrentOperationCount
        childQueue.isSuspended = true
        super.init()
        self.name = name
        childQueue.ownerGroup.withLock { $0 = WeakGroup(group: self) }
        childQueue.addObserver { [weak self] event in
            if case .finished(let child) = event { self?.childFinished(child) }
        }
    }

    /// A group of `operations`, run at most `maxConcurrentOperationCount` at a
    /// time (no limit unless given), as their dependencies allow.
    ///
    /// - Throws: ``CadenceError`` when ``addChildren(_:)`` refuses them.
    public convenience init(
        mainLoop: MainLoop, operations: [Operation], maxConcurrentOperationCount: Int = AnimationQueue.unlimited,
        name: String? = nil
    ) throws(CadenceError) {
        self.init(mainLoop: mainLoop, maxConcurrentOperationCount: maxConcurrentOperationCount, name: name)
        try addChildren(operations)
    }

    /// A group that runs `operations` one after another, in this order: each
    /// depends on the one before it (so an ``Anchor/schedule`` anchor chains
    /// their timelines), and one runs at a time.
    public static func sequence(_ operations: [Operation], on mainLoop: MainLoop, name: String? = nil) throws(CadenceError) -> GroupOperation {
        for (previous, next) in zip(operations, operations.dropFirst()) where !next.dependencies.contains(previous) {
            next.addDependency(previous)
        }
        return try GroupOperation(mainLoop: mainLoop, operations: operations, maxConcurrentOperationCount: 1, name: name)
    }

    override var mainLoop: MainLoop? { loop }

    /// How many children may execute at once.
    public var maxConcurrentOperationCount: Int {
        get { childQueue.maxConcurrentOperationCount }
        set { childQueue.maxConcurrentOperationCount = newValue }
    }

    /// Whether the group holds back children that have not started
    /// (default `false`): ProcedureKit's `GroupProcedure.isSuspended`. While
    /// it is suspended no new child starts, and none has its conditions
    /// asked or takes a category; children running go on and finish. Set it
    /// back to `false` and they start as their dependencies allow. Suspended
    /// before it starts, the group starts (and takes its slot on its queue)
    /// but starts no child until it is resumed. Cancelling a suspended group
    /// ends it, cancelled, as for any group; a ``TimedOperation/timeout``
    /// counts on while it is suspended.
    ///
    /// This is the group's own setting: ``childQueue`` is also held
    /// suspended until the group starts, whatever this says.
    public var isSuspended: Bool {
        get { children.withLock { $0.isSuspended } }
        set {
            children.withLock { children in
                children.isSuspended = newValue
                childQueue.isSuspended = children.holdsChildren
            }
        }
    }

    /// Every child added, in the order added.
    public var operations: [Operation] { children.withLock { $0.all } }

    /// The errors of the children that failed, in the order they failed, as
    /// ``childErrorHandler`` kept, replaced or dropped them.
    public var childErrors: [CadenceError] { children.withLock { $0.errors } }

    /// Whether the group completes even when children failed (default
    /// `false`: the first child's error fails the group). Set it before the
    /// group finishes.
    public var toleratesChildFailures: Bool {
        get { children.withLock { $0.toleratesFailures } }
        set { children.withLock { $0.toleratesFailures = newValue } }
    }

    /// Hears each child's error as the child finishes failed, and decides
    /// what the group collects: ProcedureKit's
    /// `GroupProcedure.child(_:willFinishWithError:)`. Return the error to
    /// keep it, another to replace it, or nil to drop it. What it returns
    /// goes into ``childErrors``, and fails the group as any child's error
    /// does (unless ``toleratesChildFailures``); a dropped error counts for
    /// nothing. Nil (the default) keeps every error.
    ///
    /// ```swift
    /// group.childErrorHandler = { child, error in
    ///     error.field == "timeout" ? nil : error.inside(child.name ?? "child")   // a late child is fine
    /// }
    /// ```
    ///
    /// Called on the main loop, once for each child that fails, before the
    /// group looks whether it is done; not for a child cancelled (a cancel is
    /// not an error). Set it before the children fail. A retry or a repeat
    /// still judges each attempt by how it ended.
    public var childErrorHandler: (@Sendable (_ child: Operation, _ error: CadenceError) -> CadenceError?)? {
        get { children.withLock { $0.errorHandler } }
        set { children.withLock { $0.errorHandler = newValue } }
    }

    /// What the layers of its animations keep when the group is cancelled:
    /// nil (the default) leaves each ``AnimationOperation`` its own
    /// ``AnimationOperation/cancellationPolicy``; a value replaces it, in
    /// nested groups too.
    public var cancellationPolicy: CancellationPolicy? {
        get { children.withLock { $0.cancellationPolicy } }
        set { children.withLock { $0.cancellationPolicy = newValue } }
    }

    /// Calls `observer` with each ``GroupEvent``: `willAddChild` and
    /// `didAddChild` once for each child added from now on, before the group
    /// starts or while it runs. They are told where the child is added, in
    /// the same call: on the main loop for children a running group (or
    /// code on the loop) adds. A batch (``addChildren(_:)``) is told
    /// `willAddChild` for each, then `didAddChild` for each, in order.
    /// Observers are let go when the group finishes.
    public func addGroupObserver(_ observer: @escaping @Sendable (GroupEvent) -> Void) {
        children.withLock { children in
            if !children.isClosed { children.groupObservers.append(observer) }
        }
    }

    /// Adds `operation` to the group; see ``addChildren(_:)``.
    public func addChild(_ operation: Operation) throws(CadenceError) {
        try addChildren([operation])
    }

    /// Adds `operations` to the group, all or none. Added before the group
    /// starts, they wait for it; added while it runs, they run as their
    /// dependencies allow; added to a cancelled group, they are cancelled.
    ///
    /// - Throws: ``CadenceError`` when the group has finished, when an
    ///   operation is the group itself or a group it is nested in, and for
    ///   everything ``AnimationQueue/addOperations(_:)`` refuses, including a
    ///   dependency on an operation in another queue.
    public func addChildren(_ operations: [Operation]) throws(CadenceError) {
        for (index, operation) in operations.enumerated() {
            guard let group = operation as? GroupOperation, group.contains(self) else { continue }
            throw CadenceError(
                .invalidState, field: operations.count == 1 ? "operation" : "operations[\(index)]",
                value: group === self ? "group \(describe(self)) itself" : "group \(describe(group)), which holds group \(describe(self))",
                expected: "operations that do not hold the group (it would wait for itself)")
        }
        let (observers, announced) = try children.withLock {
            (children) throws(CadenceError) -> ([@Sendable (GroupEvent) -> Void], [Operation]) in
            guard !children.isClosed else {
                throw CadenceError(
                    .invalidState, field: "addChildren(_:)", value: "group \(describe(self)), already finished",
                    expected: "children added before the group finishes")
            }
            children.unfinished += operations.count
            // A child added again is refused by the queue; it was announced once.
            let new = children.groupObservers.isEmpty
                ? [] : operations.filter { operation in !children.all.contains { $0 === operation } }
            return (children.groupObservers, new)
        }
        for operation in announced {
            for observer in observers { observer(.willAddChild(operation)) }
        }
        do {
            try childQueue.addOperations(operations)
        } catch {
            children.withLock { $0.unfinished -= operations.count }
            throw error
        }
        children.withLock { $0.all.append(contentsOf: operations) }
        followSteering(operations)
        for operation in announced {
            for observer in observers { observer(.didAddChild(operation)) }
        }
        if isCancelled { cancelChildren() }
        if state.withLock({ $0.logical.isWanted }) {
            for case let child as TimedOperation in operations { child.wantLogicalCompletion() }
        }
    }

    /// Whether `group` is this group or is nested in it, at any depth.
    private func contains(_ group: GroupOperation) -> Bool {
        var current: GroupOperation? = group
        while let next = current {
            if next === self { return true }
            current = next.state.withLock { $0.queue }?.group
        }
        return false
    }

    // MARK: Running

    override func begin(at start: Double) throws(CadenceError) -> Double? {
        let parentQueue = state.withLock { $0.queue }
        childQueue.dependencyPolicy = dependencyPolicy ?? parentQueue?.dependencyPolicy ?? .runAnyway
        let isEmpty = children.withLock { children in
            children.isRunning = true
            childQueue.isSuspended = children.holdsChildren
            return children.unfinished == 0
        }
        if isEmpty { loop.enqueue { [self] in finishIfDone() } }
        return nil
    }

    override func stopAfterCancel() {
        children.withLock { $0.isStopping = true }
        cancelChildren()
        finishIfDone()
    }

    /// Never to start, the group ends its children cancelled (under its
    /// policy), then ends with `result`: every child ends, however the group
    /// does.
    override func endWithoutStarting(_ result: OperationResult) {
        let isFirst = children.withLock { children in
            defer {
                children.isStopping = true
                children.isRunning = true
                if children.endingWithoutStart == nil { children.endingWithoutStart = result }
            }
            return children.endingWithoutStart == nil
        }
        guard isFirst else { return }
        cancelChildren()
        finishIfDone()
    }

    /// Whether every child that has not finished is running work whose end
    /// is due by `time`: a group whose last children end at its timeout's
    /// instant completes.
    override func isWorkEnded(by time: Double) -> Bool {
        let (all, isClosed) = children.withLock { ($0.all, $0.isClosed) }
        guard !isClosed else { return true }
        return all.allSatisfy { child in
            child.isFinished || ((child as? TimedOperation).map { $0.isExecuting && $0.isWorkEnded(by: time) } ?? false)
        }
    }

    /// Cancels every child, under the group's cancellation policy if it has
    /// one; cancelled with an error, the group gives each child its own.
    private func cancelChildren() {
        if let policy = cancellationPolicy { applyCancellationPolicy(policy) }
        if let error = cancellationError {
            let parentError = CadenceError(
                .invalidState, field: "parent", value: "'\(describe(self))' cancelled with (\(error))",
                expected: "a group that was not cancelled")
            for case let child as TimedOperation in operations where !child.isFinished {
                child.recordCancellationError(parentError)
            }
        }
        childQueue.cancelAllOperations()
    }

    private func applyCancellationPolicy(_ policy: CancellationPolicy) {
        for child in operations where !child.isFinished {
            if let animation = child as? AnimationOperation {
                animation.cancellationPolicy = policy
            } else if let group = child as? GroupOperation, group.cancellationPolicy == nil {
                group.applyCancellationPolicy(policy)
            }
        }
    }

    private func childFinished(_ child: Operation) {
        let timed = child as? TimedOperation
        let end = timed?.scheduledEndTime ?? loop.clock.currentTime
        var collected: CadenceError?
        if case .failed(let error)? = timed?.result {
            let handler = children.withLock { $0.errorHandler }
            collected = handler.map { $0(child, error) } ?? error
        }
        children.withLock { children in
            children.unfinished -= 1
            if let collected { children.errors.append(collected) }
            children.latestScheduledEnd = max(children.latestScheduledEnd ?? end, end)
        }
        if steering.withLock({ $0?.isReplaying }) == true { replay(child) }
        childDidFinish(child)
        childCompletedLogically()
        // After every observer of the child's queue has heard that it
        // finished: the group's own finish comes after its last child's.
        loop.atEndOfCurrentJob { [self] in finishIfDone() }
    }

    // MARK: Logical completion

    /// Its dependents chained on its logical completion wait for every
    /// child's: the children are asked for theirs.
    override func logicalCompletionWanted() {
        for case let child as TimedOperation in operations { child.wantLogicalCompletion() }
    }

    /// A child completed logically or finished: the group is logically
    /// complete when it runs, some child still plays its tail (else it
    /// finishes, which says as much), and every child is logically complete
    /// (a child not yet started is not).
    func childCompletedLogically() {
        // Asked at every child's finish: nothing is copied unless something
        // waits for the group's logical completion.
        guard state.withLock({ $0.logical.isWanted || $0.completionCriteria == .logicallyComplete }),
            let all = children.withLock({ $0.isRunning && !$0.isClosed && !$0.isStopping && $0.unfinished > 0 ? $0.all : nil }),
            all.allSatisfy({ ($0 as? TimedOperation)?.isLogicallyComplete ?? $0.isFinished })
        else { return }
        completeLogically()
    }

    // MARK: What subclasses provide

    /// Hears that `child` finished, before the group looks whether it is
    /// done: a subclass may add children here (the next attempt of a retry).
    /// Runs on the main loop.
    func childDidFinish(_ child: Operation) {}

    /// How the group ends once every child has: by default the first child's
    /// error, unless failures are tolerated. Not called when it was cancelled
    /// or timed out. Runs on the main loop.
    func result(childErrors: [CadenceError], toleratesFailures: Bool) -> OperationResult {
        if let first = childErrors.first, !toleratesFailures { return .failed(first) }
        return .completed
    }

    /// Finishes the group once it runs and every child has ended.
    func finishIfDone() {
        let now = loop.clock.currentTime
        // Replaying its children, it ends where its playhead comes to rest.
        if isHeldByReplay(at: now) { return }
        typealias Outcome = (
            errors: [CadenceError], tolerates: Bool, isStopping: Bool, end: Double, endingWithoutStart: OperationResult?
        )
        let outcome = children.withLock { children -> Outcome? in
            guard children.isRunning, children.unfinished == 0, !children.isClosed else { return nil }
            children.isClosed = true
            children.groupObservers.removeAll()
            return (
                children.errors, children.toleratesFailures, children.isStopping, children.latestScheduledEnd ?? now,
                children.endingWithoutStart
            )
        }
        guard let outcome else { return }
        endReplays()
        state.withLock { $0.scheduledEndTime = outcome.end }
        if let result = outcome.endingWithoutStart {
            finish(result)
        } else if outcome.isStopping || isCancelled {
            finish(.cancelled)
        } else {
            finish(result(childErrors: outcome.errors, toleratesFailures: outcome.tolerates))
        }
    }
}

/// A group held weakly, by the queue of its children.
struct WeakGroup {
    weak var group: GroupOperation?
}

import Foundation

/// A running ``Animator``: its operations on the queue, with cancellation,
/// status, progress and completion.
///
/// ```swift
/// let run = try animator.run(on: queue)
/// run.onCompletion { finished in print(finished ? "done" : "stopped") }
/// run.progress        // 0…1, by time
/// run.cancel()
/// try await run.value // or wait like this
/// ```
public final class AnimatorRun: @unchecked Sendable {
    /// Where a run is.
    public enum Status: Hashable, Sendable {
        /// Operations are still to finish.
        case running
        /// Every operation completed.
        case completed
        /// It was cancelled, or an operation in it was.
        case cancelled
        /// An operation failed (an invalid animation); the others ran.
        case failed(CadenceError)
    }

    struct State {
        var status = Status.running
        var operations: [Operation] = []
        /// The operation of the pass on the queue: the group of its steps.
        var root: Operation?
        var pending = 0
        var startTime: Double?
        var endTime: Double?
        var completions: [@Sendable (Bool) -> Void] = []
        var pass = 0
        /// Whether the last operation has finished and the completions ran.
        var isOver = false
    }

    /// The queue the run's operations are on.
    public let queue: AnimationQueue
    /// How long one pass takes, with a zero duration as 0.25 s; nil when endless.
    public let totalDuration: Double?
    let state = LockedBox(State())
    let nextPass: (@Sendable (AnimatorRun) throws(CadenceError) -> CompiledSteps)?

    init(queue: AnimationQueue, totalDuration: Double?, nextPass: (@Sendable (AnimatorRun) throws(CadenceError) -> CompiledSteps)?) {
        self.queue = queue
        self.totalDuration = totalDuration
        self.nextPass = nextPass
    }

    /// The run's status.
    public var status: Status { state.withLock { $0.status } }

    /// The animations, waits and timeline tasks of the current pass, in the
    /// order of the steps. (They run as children of groups, one for each
    /// sequence, parallel, timeline and stagger: see ``group``. The waits that
    /// hold a timeline's steps until their start are not listed.)
    public var operations: [Operation] { state.withLock { $0.operations } }

    /// The group of the current pass's steps, the one operation of the pass on
    /// ``queue``: the top-level sequence or parallel, with a group for each
    /// nested one inside it.
    public var group: GroupOperation? { state.withLock { $0.root as? GroupOperation } }

    /// How far through its time the run is: 0 before it starts, 1 once finished;
    /// in between, the time since the first operation started over
    /// ``totalDuration`` (the current pass, for a run that repeats).
    public var progress: Double {
        let now = queue.mainLoop.clock.currentTime
        return state.withLock { state in
            if state.status == .completed { return 1 }
            guard let start = state.startTime, let total = totalDuration, total > 0 else { return 0 }
            let end = state.endTime ?? now
            return min(max((end - start) / total, 0), 1)
        }
    }

    /// Calls `body` on the main loop when the run ends: `true` if every operation
    /// completed, `false` if it was cancelled or one failed. At once if it has.
    public func onCompletion(_ body: @escaping @Sendable (Bool) -> Void) {
        let over = state.withLock { state in
            if !state.isOver { state.completions.append(body) }
            return state.isOver
        }
        if over {
            let completed = status == .completed
            queue.mainLoop.enqueue { body(completed) }
        }
    }

    /// Cancels every operation of the run that has not finished. Operations
    /// running keep the value their ``AnimationOperation/cancellationPolicy`` says.
    public func cancel() {
        let root = state.withLock { state in
            if state.status == .running { state.status = .cancelled }
            return state.root
        }
        if let root, !root.isFinished {
            queue.cancel(root)
        }
    }

    /// Waits for the run to end: returns when it completed, throws
    /// `CancellationError` when it was cancelled and the error when an operation
    /// failed. Cancelling the awaiting task cancels the run.
    public var value: Void {
        get async throws {
            let status = await withTaskCancellationHandler {
                await withCheckedContinuation { (continuation: CheckedContinuation<Status, Never>) in
                    let once = ResumeOnce(continuation)
                    // Registered under the lock, or resumed at once if over: an
                    // awaiting task must not depend on another turn of the loop.
                    let ended = state.withLock { state in
                        if !state.isOver {
                            state.completions.append { [self] _ in once.resume(self.status) }
                            return nil as Status?
                        }
                        return state.status
                    }
                    if let ended { once.resume(ended) }
                }
            } onCancel: {
                cancel()
            }
            switch status {
            case .completed, .running: return
            case .cancelled: throw CancellationError()
            case .failed(let error): throw error
            }
        }
    }

    /// Starts watching a pass's operations.
    func watch(_ compiled: CompiledSteps) {
        let operations = compiled.all
        state.withLock { state in
            state.operations = compiled.leaves
            state.root = compiled.root
            state.pending = operations.count
            state.pass += 1
            state.endTime = nil
            if state.pass > 1 { state.startTime = nil }
        }
        for operation in operations {
            (operation as? TimedOperation)?.addObserver { [weak self] event in
                self?.observe(event)
            }
        }
    }

    private func observe(_ event: OperationEvent) {
        let now = queue.mainLoop.clock.currentTime
        switch event {
        case .didStart:
            state.withLock { state in
                if state.startTime == nil { state.startTime = now }
            }
        case .willStart, .didCancel, .willFinish:
            break
        case .didFinish(let result):
            let isLast = state.withLock { state in
                switch result {
                case .completed: break
                case .cancelled: if state.status == .running { state.status = .cancelled }
                case .failed(let error): if state.status == .running { state.status = .failed(error) }
                }
                state.pending -= 1
                return state.pending == 0
            }
            if isLast { passEnded() }
        }
    }

    private func passEnded() {
        let now = queue.mainLoop.clock.currentTime
        let status = state.withLock { $0.status }
        if status == .running, let nextPass {
            do {
                let compiled = try nextPass(self)
                // Installed only if no cancel came in meanwhile (from another
                // thread); a cancel after this sees the new operations.
                let installed = state.withLock { state in
                    guard state.status == .running else { return false }
                    state.operations = compiled.leaves
                    state.root = compiled.root
                    return true
                }
                if installed {
                    watch(compiled)
                    try queue.addOperation(compiled.root)
                    return
                }
            } catch {
                state.withLock { $0.status = .failed(error) }
            }
        }
        let completions = state.withLock { state in
            if state.status == .running { state.status = .completed }
            state.isOver = true
            state.endTime = now
            defer { state.completions.removeAll() }
            return state.completions
        }
        let finished = self.status == .completed
        for completion in completions { completion(finished) }
    }
}

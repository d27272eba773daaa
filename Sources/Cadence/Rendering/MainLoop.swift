import Foundation

/// The main thread of a Cadence world: the serial context where user code,
/// transactions, animation callbacks and operations run, one job at a time.
///
/// Jobs run in the order they were enqueued, each to completion before the
/// next. The loop runs them when its ``clock`` gives it a turn: on a
/// ``VirtualClock`` during `advance`, at the instant they were enqueued (so work
/// enqueued by a job runs in the same pass); on a ``HostClock`` on the clock's
/// queue, as soon as it can.
///
/// Between two jobs the loop runs what the finished job asked to happen at its
/// end, as a run loop does before it waits; that is where an implicit
/// ``Transaction`` commits.
///
/// ```swift
/// let clock = VirtualClock()
/// let loop = MainLoop(clock: clock)
/// loop.enqueue { print("first") }
/// loop.enqueue { print("second") }
/// try clock.advance(by: 0)   // first, second
/// ```
///
/// ``stall(for:)`` makes the loop busy: jobs that become due meanwhile wait and
/// run, in order, when it ends, the way callbacks queue up behind a blocked main
/// thread, while a ``Compositor`` goes on presenting.
public final class MainLoop: Sendable {
    private struct State {
        var jobs: [@Sendable () -> Void] = []
        /// When each of `jobs` was enqueued, in the clock's time.
        var enqueueTimes: [Double] = []
        var nextJob = 0
        /// When the job now running was enqueued.
        var runningJobEnqueueTime: Double?
        var endOfJobWork: [@Sendable () -> Void] = []
        var isTurnScheduled = false
        var runningThread: ObjectIdentifier?
        var busyUntil = -Double.infinity

        var pendingCount: Int { jobs.count - nextJob }

        /// Claims the loop's turn if none is scheduled, returning when it should run.
        mutating func claimTurn(now: Double) -> Double? {
            guard !isTurnScheduled else { return nil }
            isTurnScheduled = true
            return max(busyUntil, now)
        }

        mutating func popJob() -> (job: @Sendable () -> Void, enqueued: Double)? {
            guard nextJob < jobs.count else {
                jobs.removeAll(keepingCapacity: true)
                enqueueTimes.removeAll(keepingCapacity: true)
                nextJob = 0
                return nil
            }
            defer { nextJob += 1 }
            return (jobs[nextJob], enqueueTimes[nextJob])
        }
    }

    /// The clock that gives the loop its turns.
    public let clock: any MediaClock
    private let state = LockedBox(State())
    /// The loop's executors, made on first use (MainLoop+Executors.swift).
    let executorCache = LockedBox(MainLoopExecutors())
    /// Who holds which ``MutuallyExclusive`` category, across every queue on the loop.
    let exclusivity = ExclusivityManager()

    /// A loop that runs its jobs on `clock`'s turns.
    public init(clock: any MediaClock) {
        self.clock = clock
    }

    /// Runs `job` after the jobs already enqueued.
    public func enqueue(_ job: @escaping @Sendable () -> Void) {
        let now = clock.currentTime
        let turnAt = state.withLock { state in
            state.jobs.append(job)
            state.enqueueTimes.append(now)
            return state.claimTurn(now: now)
        }
        if let turnAt {
            scheduleTurn(at: turnAt)
        }
    }

    /// Whether the calling thread is running one of this loop's jobs.
    public var isRunningJob: Bool {
        let current = ObjectIdentifier(Thread.current)
        return state.withLock { $0.runningThread == current }
    }

    /// When the job running on the calling thread was enqueued, in the clock's
    /// time; nil outside this loop's jobs.
    ///
    /// A job that waited behind a ``stall(for:)`` runs later than it was
    /// enqueued: a ``Compositor``'s completion is enqueued at the instant the
    /// animation ended, so this is when the compositor ended it, while the
    /// clock's time is when the loop heard of it.
    public var currentJobEnqueueTime: Double? {
        let current = ObjectIdentifier(Thread.current)
        return state.withLock { $0.runningThread == current ? $0.runningJobEnqueueTime : nil }
    }

    /// How many jobs are waiting to run.
    public var pendingJobCount: Int { state.withLock { $0.pendingCount } }

    /// The instant until which the loop is stalled, if it is now.
    public var busyUntil: Double? {
        let now = clock.currentTime
        let until = state.withLock { $0.busyUntil }
        return until > now ? until : nil
    }

    /// Keeps the loop busy for `seconds` from now (or from the end of a stall in
    /// progress): no job starts until then, as if the main thread were blocked.
    /// Called from a job, it is as if that job took `seconds` longer.
    ///
    /// - Throws: ``CadenceError`` when `seconds` is negative or not finite.
    public func stall(for seconds: Double) throws(CadenceError) {
        try CadenceError.check(seconds, "stall(for:)", in: 0 ... .infinity, expected: "a finite number of seconds ≥ 0")
        let now = clock.currentTime
        state.withLock { state in
            state.busyUntil = max(state.busyUntil, now) + seconds
        }
    }

    /// Runs `work` when the current job returns, before the next job starts; from
    /// outside a job, enqueues it as a job of its own.
    func atEndOfCurrentJob(_ work: @escaping @Sendable () -> Void) {
        let current = ObjectIdentifier(Thread.current)
        let inJob = state.withLock { state in
            guard state.runningThread == current else { return false }
            state.endOfJobWork.append(work)
            return true
        }
        if !inJob {
            enqueue(work)
        }
    }

    private func scheduleTurn(at time: Double) {
        guard time > clock.currentTime else {
            clock.schedule(at: time, label: "main loop turn") { [self] in runTurn() }
            return
        }
        // A turn at the end of a stall goes behind the clock's other work due at
        // that instant (a compositor's wake-up delivering the completions due
        // then), so the jobs held back and those falling due as it ends run in
        // the order they fell due, before any job they cause (a queue pass).
        clock.schedule(at: time, label: "main loop turn (end of a stall)") { [self] in
            clock.schedule(at: time, label: "main loop turn") { [self] in runTurn() }
        }
    }

    /// Runs jobs until none is left or the loop stalls; then gives up the turn.
    private func runTurn() {
        let thread = ObjectIdentifier(Thread.current)
        while true {
            let now = clock.currentTime
            let step: Step = state.withLock { state in
                if state.busyUntil > now {
                    return .stalled(until: state.busyUntil)
                }
                guard let (job, enqueued) = state.popJob() else {
                    state.isTurnScheduled = false
                    return .idle
                }
                state.runningThread = thread
                state.runningJobEnqueueTime = enqueued
                return .run(job)
            }
            switch step {
            case .run(let job):
                job()
                runEndOfJobWork()
                state.withLock { state in
                    state.runningThread = nil
                    state.runningJobEnqueueTime = nil
                }
            case .stalled(let until):
                scheduleTurn(at: until)
                return
            case .idle:
                return
            }
        }
    }

    /// Runs the work the job left for its end, including work that work adds.
    private func runEndOfJobWork() {
        while true {
            let work = state.withLock { state in
                let work = state.endOfJobWork
                state.endOfJobWork.removeAll()
                return work
            }
            if work.isEmpty { return }
            for item in work { item() }
        }
    }

    private enum Step {
        case run(@Sendable () -> Void)
        case stalled(until: Double)
        case idle
    }
}

/// A serial executor that runs actor jobs on a ``MainLoop``: make an actor's
/// code run on the loop, in the loop's one serial order.
///
/// Each job the executor is given becomes one loop job, enqueued with
/// ``MainLoop/enqueue(_:)`` after the jobs already waiting. A global actor
/// whose `unownedExecutor` is a loop's executor is isolated to that loop: its
/// code runs between the loop's other jobs, never beside them.
///
/// ```swift
/// @globalActor actor LoopActor {
///     static let shared = LoopActor()
///     static let loop = MainLoop(clock: VirtualClock())
///     nonisolated var unownedExecutor: UnownedSerialExecutor {
///         Self.loop.executor.asUnownedSerialExecutor()
///     }
/// }
/// ```
///
/// Ask a loop for its executor with ``MainLoop/executor``; there is one per
/// loop. The loop owns it, and it does not keep the loop alive: keep the loop
/// (or the ``Compositor`` that owns it) for as long as actors run on it, as an
/// actor keeps its executor.
///
/// An actor's executor decides only where the actor's own code runs. A task
/// isolated to the actor that awaits a nonisolated function, such as
/// `VirtualClock.sleep`, leaves the loop for that call and is resumed by the
/// global concurrent pool, at no instant the clock knows of. To keep a whole
/// task on the loop, and so deterministic on a ``VirtualClock``, give it the
/// loop's ``MainLoop/taskExecutor`` as well:
/// `Task(executorPreference: loop.taskExecutor) { @Sendable @LoopActor in ... }`.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
public final class MainLoopExecutor: SerialExecutor {
    /// The loop the executor's jobs run on.
    ///
    /// The loop owns its executor, so the reference back is unowned: reading it
    /// after the loop is gone traps.
    public unowned let mainLoop: MainLoop

    init(mainLoop: MainLoop) {
        self.mainLoop = mainLoop
    }

    /// Runs `job` on the loop after the jobs already enqueued there, isolated
    /// to this executor.
    ///
    /// The Swift runtime calls this; you do not. On a ``VirtualClock`` the job
    /// runs during the next `advance`, at the instant it was enqueued.
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        mainLoop.enqueue { job.runSynchronously(on: self.asUnownedSerialExecutor()) }
    }

    /// The executor as actors return it from `unownedExecutor`.
    ///
    /// ```swift
    /// nonisolated var unownedExecutor: UnownedSerialExecutor {
    ///     loop.executor.asUnownedSerialExecutor()
    /// }
    /// ```
    ///
    /// The reference is unowned: the loop keeps the executor alive.
    public func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }

    /// Traps unless the calling thread is running one of the loop's jobs.
    ///
    /// The runtime calls this from `assumeIsolated` and `preconditionIsolated`
    /// when the code asking is not running as one of this executor's jobs. A
    /// plain ``MainLoop/enqueue(_:)`` closure is still on the loop, one job at a
    /// time, so inside it an actor on this executor may be assumed isolated:
    ///
    /// ```swift
    /// loop.enqueue {
    ///     LoopActor.shared.assumeIsolated { actor in
    ///         // isolated to LoopActor: we are one of the loop's jobs
    ///     }
    /// }
    /// ```
    ///
    /// Everywhere else, even on the thread that advances the clock between
    /// two jobs, it traps. (Runtimes before macOS 15, iOS 18, tvOS 18,
    /// watchOS 11 and visionOS 2 never call it: there `assumeIsolated` holds
    /// only inside the executor's own jobs.)
    public func checkIsolated() {
        guard mainLoop.isRunningJob else {
            fatalError(
                "MainLoopExecutor.checkIsolated(): not running one of this MainLoop's jobs; "
                    + "code isolated to the loop's executor must run from a job on the loop "
                    + "(mainLoop.enqueue { ... } or a task on the loop)")
        }
    }
}

/// A task executor that runs tasks on a ``MainLoop``: on a ``VirtualClock``,
/// async code that advances with the clock, deterministically.
///
/// A task created with this executor as its preference runs its nonisolated
/// code as loop jobs. Every time it is resumed (a `VirtualClock.sleep` ending,
/// a continuation resumed) it is enqueued on the loop at that moment, so on a
/// virtual clock it runs during the same `advance`, at the instant it was
/// woken. When `advance` returns, every task due by the target has run up to
/// its next suspension.
///
/// ```swift
/// let clock = VirtualClock()
/// let loop = MainLoop(clock: clock)
/// Task(executorPreference: loop.taskExecutor) {
///     try await clock.sleep(for: .seconds(1))
///     print("woke at \(clock.currentTime)")
/// }
/// try clock.advance(by: 0)   // the task runs up to its sleep
/// try clock.advance(by: 1)   // woke at 1.0, before advance returns
/// ```
///
/// Ask a loop for its task executor with ``MainLoop/taskExecutor``; there is
/// one per loop. The loop owns it, and it does not keep the loop alive: keep
/// the loop (or the ``Compositor`` that owns it) for as long as tasks run on
/// it. An actor with an executor of its own (including one on
/// ``MainLoop/executor``) still runs its code there; the preference covers the
/// task's nonisolated code, which is where a sleep resumes it.
///
/// Limits:
///
/// - Only code resumed on the loop is deterministic. Child tasks (`async let`,
///   task groups) inherit the preference, but an unstructured `Task { }` made
///   inside does not; give it the preference again or it runs on the global
///   concurrent pool.
/// - `Task.sleep` and `ContinuousClock` measure real time, not the virtual
///   clock: sleep with `clock.sleep(for:)` on the ``VirtualClock``.
/// - A task on the loop that blocks the thread blocks the loop, and `advance`
///   with it.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public final class MainLoopTaskExecutor: TaskExecutor {
    /// The loop the executor's jobs run on.
    ///
    /// The loop owns its task executor, so the reference back is unowned:
    /// reading it after the loop is gone traps.
    public unowned let mainLoop: MainLoop

    init(mainLoop: MainLoop) {
        self.mainLoop = mainLoop
    }

    /// Runs `job` on the loop after the jobs already enqueued there.
    ///
    /// The Swift runtime calls this; you do not. On a ``VirtualClock`` the job
    /// runs during the next `advance`, at the instant it was enqueued.
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        mainLoop.enqueue { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }

    /// The executor as the runtime refers to it.
    ///
    /// The reference is unowned: the loop keeps the executor alive.
    public func asUnownedTaskExecutor() -> UnownedTaskExecutor {
        UnownedTaskExecutor(ordinary: self)
    }
}

/// A loop's executors, made on first use and kept for the loop's life.
///
/// They are stored as `AnyObject` because their types need newer systems than
/// the package's floor, and a stored property cannot be availability-gated.
struct MainLoopExecutors {
    var serial: AnyObject?
    var task: AnyObject?
}

extension MainLoop {
    /// The loop's serial executor: what a global actor returns from
    /// `unownedExecutor` to run its code on this loop.
    ///
    /// ```swift
    /// @globalActor actor LoopActor {
    ///     static let shared = LoopActor()
    ///     nonisolated var unownedExecutor: UnownedSerialExecutor {
    ///         world.mainLoop.executor.asUnownedSerialExecutor()
    ///     }
    /// }
    /// ```
    ///
    /// Every read returns the same executor, which the loop keeps alive. To
    /// make a task on such an actor deterministic on a ``VirtualClock``, give
    /// the task ``taskExecutor`` as its preference too; see
    /// ``MainLoopExecutor``.
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    public var executor: MainLoopExecutor {
        executorCache.withLock { cache in
            if let serial = cache.serial as? MainLoopExecutor { return serial }
            let serial = MainLoopExecutor(mainLoop: self)
            cache.serial = serial
            return serial
        }
    }

    /// The loop's task executor: the preference that runs a task, and its
    /// child tasks, on this loop.
    ///
    /// ```swift
    /// let clock = VirtualClock()
    /// let loop = MainLoop(clock: clock)
    /// Task(executorPreference: loop.taskExecutor) {
    ///     try await clock.sleep(for: .seconds(1))
    ///     print(clock.currentTime)   // 1.0, during advance(by: 1)
    /// }
    /// try clock.advance(by: 1)
    /// ```
    ///
    /// Every read returns the same executor, which the loop keeps alive. An
    /// unstructured `Task { }` made inside such a task does not inherit the
    /// preference; see ``MainLoopTaskExecutor`` for the limits.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public var taskExecutor: MainLoopTaskExecutor {
        executorCache.withLock { cache in
            if let task = cache.task as? MainLoopTaskExecutor { return task }
            let task = MainLoopTaskExecutor(mainLoop: self)
            cache.task = task
            return task
        }
    }
}

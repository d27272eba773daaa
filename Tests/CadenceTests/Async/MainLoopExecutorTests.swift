import Cadence
import Foundation
import Testing

/// A global actor whose code runs on one test loop, through that loop's
/// `MainLoopExecutor`. Only `MainLoopExecutorTests.OnALoopActor` uses it (its
/// clock is shared, so those tests run one at a time).
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@globalActor actor LoopTestActor {
    static let shared = LoopTestActor()
    static let clock = VirtualClock()
    static let loop = MainLoop(clock: clock)

    /// Counted by code isolated to the actor instance (`assumeIsolated`).
    var count = 0

    nonisolated var unownedExecutor: UnownedSerialExecutor {
        Self.loop.executor.asUnownedSerialExecutor()
    }

    func increment() -> Int {
        count += 1
        return count
    }

    /// Whether code isolated to the global actor runs on its loop; traps if the
    /// runtime finds it is not on the actor's executor.
    @LoopTestActor static func isOnTheLoop() -> Bool {
        shared.preconditionIsolated()
        return loop.isRunningJob
    }
}

/// Async code run on a `MainLoop` through its executors: on a `VirtualClock`,
/// every resumption is a loop job enqueued from inside `advance`, so each log
/// below is exact after each `advance`, with no yielding and no waiting.
@Suite struct MainLoopExecutorTests {
    /// Sleeps `seconds` on `clock`, then logs `name` with the time.
    private static func sleepThenLog(_ name: String, _ seconds: Double, on clock: VirtualClock, to log: EventLog) async throws {
        try await clock.sleep(for: .seconds(seconds))
        log.append("\(name) at \(clock.currentTime)")
    }

    /// Creating the task only enqueues its first job; `advance(by: 0)` runs it up
    /// to its first virtual sleep, and the advance that reaches the deadline runs
    /// the rest before it returns.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func aTaskWaitsForTheClockThenRunsToItsFirstSleep() throws {
        let clock = VirtualClock()
        let loop = MainLoop(clock: clock)
        let log = EventLog()
        Task(executorPreference: loop.taskExecutor) {
            log.append("start at \(clock.currentTime) on the loop: \(loop.isRunningJob)")
            try await clock.sleep(for: .seconds(1))
            log.append("woke at \(clock.currentTime) on the loop: \(loop.isRunningJob)")
        }
        #expect(log.entries == [])
        #expect(loop.pendingJobCount == 1)

        try clock.advance(by: 0)
        #expect(log.entries == ["start at 0.0 on the loop: true"])
        #expect(clock.nextDeadline == 1)

        try clock.advance(by: 0.5)
        #expect(log.entries == ["start at 0.0 on the loop: true"])

        try clock.advance(by: 0.5)
        #expect(log.entries == ["start at 0.0 on the loop: true", "woke at 1.0 on the loop: true"])
        #expect(clock.nextDeadline == nil)
        #expect(loop.pendingJobCount == 0)
    }

    /// Two tasks sleeping 1 s and 0.5 s at a time wake in deadline order; at a
    /// shared deadline, the sleep scheduled first wakes first.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func sleepsInterleaveInDeadlineOrder() async throws {
        let clock = VirtualClock()
        let loop = MainLoop(clock: clock)
        let log = EventLog()
        let slow = Task(executorPreference: loop.taskExecutor) {
            log.append("slow start at \(clock.currentTime)")
            for _ in 0..<3 {
                try await Self.sleepThenLog("slow", 1, on: clock, to: log)
            }
        }
        let fast = Task(executorPreference: loop.taskExecutor) {
            log.append("fast start at \(clock.currentTime)")
            for _ in 0..<4 {
                try await Self.sleepThenLog("fast", 0.5, on: clock, to: log)
            }
        }
        #expect(log.entries == [])

        try clock.advance(by: 0)
        var expected = ["slow start at 0.0", "fast start at 0.0"]
        #expect(log.entries == expected)

        // At 1 s the slow task's sleep (scheduled at 0 s) is due before the fast
        // one's (scheduled at 0.5 s).
        try clock.advance(by: 1)
        expected += ["fast at 0.5", "slow at 1.0", "fast at 1.0"]
        #expect(log.entries == expected)

        try clock.advance(by: 1)
        expected += ["fast at 1.5", "slow at 2.0", "fast at 2.0"]
        #expect(log.entries == expected)

        try clock.advance(by: 1)
        expected += ["slow at 3.0"]
        #expect(log.entries == expected)

        try await slow.value
        try await fast.value
        #expect(log.entries == expected)
    }

    /// `async let` children inherit the preference: their sleeps, and the
    /// parent's resumption when they finish, all run during `advance`.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func asyncLetChildrenInheritDeterminism() async throws {
        let clock = VirtualClock()
        let loop = MainLoop(clock: clock)
        let log = EventLog()
        let parent = Task(executorPreference: loop.taskExecutor) {
            log.append("parent start at \(clock.currentTime)")
            async let slow: Void = Self.sleepThenLog("slow child", 1, on: clock, to: log)
            async let fast: Void = Self.sleepThenLog("fast child", 0.5, on: clock, to: log)
            _ = try await (slow, fast)
            log.append("parent resumed at \(clock.currentTime) on the loop: \(loop.isRunningJob)")
        }

        try clock.advance(by: 0)
        #expect(log.entries == ["parent start at 0.0"])
        #expect(clock.nextDeadline == 0.5)

        try clock.advance(by: 0.5)
        #expect(log.entries == ["parent start at 0.0", "fast child at 0.5"])

        try clock.advance(by: 0.5)
        #expect(
            log.entries == [
                "parent start at 0.0", "fast child at 0.5", "slow child at 1.0", "parent resumed at 1.0 on the loop: true",
            ])
        try await parent.value
    }

    /// A plain loop job enqueued before a task's resumption runs before it, and
    /// one enqueued after runs after: jobs and tasks share one serial order.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func tasksAndPlainJobsShareOneFIFOOrder() async throws {
        let clock = VirtualClock()
        let loop = MainLoop(clock: clock)
        let log = EventLog()
        // Scheduled before the task sleeps, so due at 1 s before the task's wake-up.
        clock.schedule(at: 1) { loop.enqueue { log.append("job enqueued before the wake-up at \(clock.currentTime)") } }
        let task = Task(executorPreference: loop.taskExecutor) {
            log.append("task start at \(clock.currentTime)")
            try await clock.sleep(for: .seconds(1))
            log.append("task woke at \(clock.currentTime)")
            loop.enqueue { log.append("job enqueued by the task at \(clock.currentTime)") }
            await Task.yield()   // back of the loop's queue: after that job
            log.append("task after yielding at \(clock.currentTime)")
        }
        try clock.advance(by: 0)
        #expect(log.entries == ["task start at 0.0"])
        // Scheduled after the task's sleep: due at 1 s after its wake-up.
        clock.schedule(at: 1) { loop.enqueue { log.append("job enqueued after the wake-up at \(clock.currentTime)") } }

        try clock.advance(by: 1)
        #expect(
            log.entries == [
                "task start at 0.0",
                "job enqueued before the wake-up at 1.0",
                "task woke at 1.0",
                "job enqueued after the wake-up at 1.0",
                "job enqueued by the task at 1.0",
                "task after yielding at 1.0",
            ])
        try await task.value
    }

    /// Cancelling a task asleep on the virtual clock resumes it on the loop: it
    /// throws `CancellationError` during the next `advance`, at the current time.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func cancellingASleepingTaskThrowsOnTheNextAdvance() async throws {
        let clock = VirtualClock()
        let loop = MainLoop(clock: clock)
        let log = EventLog()
        let task = Task(executorPreference: loop.taskExecutor) {
            log.append("start at \(clock.currentTime)")
            do {
                try await clock.sleep(for: .seconds(10))
                log.append("woke at \(clock.currentTime)")
            } catch {
                log.append("\(type(of: error)) at \(clock.currentTime)")
                throw error
            }
        }
        try clock.advance(by: 1)
        #expect(log.entries == ["start at 0.0"])

        task.cancel()
        #expect(log.entries == ["start at 0.0"])   // resumed, but waiting for the loop
        #expect(loop.pendingJobCount == 1)
        #expect(clock.nextDeadline == 1)

        try clock.advance(by: 0)
        #expect(log.entries == ["start at 0.0", "CancellationError at 1.0"])
        #expect(clock.nextDeadline == nil)   // the sleep's wake-up was withdrawn

        try clock.advance(by: 20)
        #expect(log.entries == ["start at 0.0", "CancellationError at 1.0"])
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    /// Every read of `executor` and `taskExecutor` returns the loop's one executor.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func eachLoopHasOneExecutorOfEachKind() {
        let loop = MainLoop(clock: VirtualClock())
        let other = MainLoop(clock: VirtualClock())
        #expect(loop.executor === loop.executor)
        #expect(loop.taskExecutor === loop.taskExecutor)
        #expect(loop.executor !== other.executor)
        #expect(loop.taskExecutor !== other.taskExecutor)
        #expect(loop.executor.mainLoop === loop)
        #expect(loop.taskExecutor.mainLoop === loop)
    }

    /// Code isolated to a global actor on a loop's executor, in tasks that
    /// prefer the loop's task executor. The actor's clock is shared, so these
    /// run one at a time and read times relative to their start.
    @Suite(.serialized) struct OnALoopActor {
        /// Seconds since `start` on the actor's clock.
        @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
        private static func since(_ start: Double) -> Double {
            LoopTestActor.clock.currentTime - start
        }

        /// Isolated code and the nonisolated sleep in between all run on the loop,
        /// during `advance`; the isolated code runs on the actor's executor.
        @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
        @Test func anActorTaskWithThePreferenceIsDeterministic() async throws {
            let clock = LoopTestActor.clock
            let loop = LoopTestActor.loop
            let start = clock.currentTime
            let log = EventLog()
            // `@Sendable`: without it Swift 6.3.1's region-based isolation checker
            // rejects a global-actor closure with awaits passed to this initializer.
            let task = Task(executorPreference: loop.taskExecutor) { @Sendable @LoopTestActor in
                log.append("start at +\(Self.since(start)), isolated on the loop: \(LoopTestActor.isOnTheLoop())")
                try await clock.sleep(for: .seconds(1))
                log.append("woke at +\(Self.since(start)), isolated on the loop: \(LoopTestActor.isOnTheLoop())")
                try await clock.sleep(for: .seconds(0.5))
                log.append("woke at +\(Self.since(start)), isolated on the loop: \(LoopTestActor.isOnTheLoop())")
            }
            #expect(log.entries == [])

            try clock.advance(by: 0)
            #expect(log.entries == ["start at +0.0, isolated on the loop: true"])

            try clock.advance(by: 1)
            #expect(
                log.entries == [
                    "start at +0.0, isolated on the loop: true",
                    "woke at +1.0, isolated on the loop: true",
                ])

            try clock.advance(by: 0.5)
            #expect(
                log.entries == [
                    "start at +0.0, isolated on the loop: true",
                    "woke at +1.0, isolated on the loop: true",
                    "woke at +1.5, isolated on the loop: true",
                ])
            try await task.value
        }

        /// A plain loop job may assume the actor's isolation: `checkIsolated`
        /// passes there, because the job is running on the loop.
        @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
        @Test func aPlainLoopJobMayAssumeTheActorsIsolation() throws {
            let clock = LoopTestActor.clock
            let loop = LoopTestActor.loop
            let log = EventLog()
            loop.enqueue {
                loop.executor.checkIsolated()
                loop.executor.preconditionIsolated()
                let before = LoopTestActor.shared.assumeIsolated { $0.count }
                let after = LoopTestActor.shared.assumeIsolated { $0.increment() }
                log.append("counted \(after - before) while assuming isolation")
            }
            #expect(log.entries == [])
            #expect(!loop.isRunningJob)

            try clock.advance(by: 0)
            #expect(log.entries == ["counted 1 while assuming isolation"])
        }
    }

    #if compiler(>=6.2) && (os(macOS) || os(Linux))
        /// Outside the loop's jobs, `checkIsolated` traps.
        @available(macOS 15.0, *)
        @Test func checkIsolatedTrapsOutsideTheLoop() async {
            await #expect(processExitsWith: .failure) {
                let loop = MainLoop(clock: VirtualClock())
                loop.executor.checkIsolated()
            }
        }
    #endif
}

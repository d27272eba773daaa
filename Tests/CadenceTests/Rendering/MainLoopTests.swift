import Cadence
import Testing

// Expected logs are worked out by hand from MainLoop's model: jobs run in FIFO
// order on the clock's turns, a stall pushes the next job start to its end, and
// the clock itself goes on running its other work meanwhile. Entries read
// `name@<clock time when it ran>`.

/// A loop on a fresh virtual clock at 0, and a log.
private struct Fixture {
    let clock = VirtualClock()
    let loop: MainLoop
    let log = EventLog()

    init() {
        loop = MainLoop(clock: clock)
    }

    /// A job that logs `name@<time>` and then runs `body`.
    func job(_ name: String, then body: @escaping @Sendable () -> Void = {}) -> @Sendable () -> Void {
        { [clock, log] in
            log.append("\(name)@\(clock.currentTime)")
            body()
        }
    }

    /// Enqueues a job that logs `name@<time>` and then runs `body`.
    func enqueue(_ name: String, then body: @escaping @Sendable () -> Void = {}) {
        loop.enqueue(job(name, then: body))
    }
}

@Suite struct MainLoopTests {
    // MARK: Running jobs

    /// Jobs wait for the clock to give the loop a turn, then run in the order
    /// they were enqueued; `advance(by: 0)` runs the ones due now.
    @Test func jobsRunInOrderWhenTheClockAdvances() throws {
        let f = Fixture()
        f.enqueue("a")
        f.enqueue("b")
        f.enqueue("c")
        #expect(f.log.entries.isEmpty)
        #expect(f.loop.pendingJobCount == 3)

        try f.clock.advance(by: 0)
        #expect(f.log.entries == ["a@0.0", "b@0.0", "c@0.0"])
        #expect(f.loop.pendingJobCount == 0)

        try f.clock.advance(to: 1)
        f.enqueue("d")
        #expect(f.log.entries.count == 3)
        try f.clock.advance(by: 0)
        #expect(f.log.entries == ["a@0.0", "b@0.0", "c@0.0", "d@1.0"])
    }

    /// Jobs a job enqueues run in the same pass, after the jobs already queued.
    @Test func jobsEnqueuedByAJobRunInTheSamePassAfterQueuedOnes() throws {
        let f = Fixture()
        f.enqueue("a") {
            f.enqueue("a1") { f.enqueue("a1x") }
            f.enqueue("a2")
        }
        f.enqueue("b")

        try f.clock.advance(by: 0)
        #expect(f.log.entries == ["a@0.0", "b@0.0", "a1@0.0", "a2@0.0", "a1x@0.0"])
        #expect(f.loop.pendingJobCount == 0)
        #expect(f.clock.pendingCount == 0)
    }

    /// `isRunningJob` is true inside a job (also one a job enqueued) and false
    /// outside, including in other clock work on the same thread.
    @Test func isRunningJobOnlyInsideAJob() throws {
        let f = Fixture()
        let loop = f.loop
        #expect(!loop.isRunningJob)
        f.loop.enqueue {
            f.log.append("job \(loop.isRunningJob)")
            loop.enqueue { f.log.append("nested job \(loop.isRunningJob)") }
        }
        f.clock.schedule(at: 0) { f.log.append("clock work \(loop.isRunningJob)") }

        try f.clock.advance(by: 0)
        #expect(f.log.entries == ["job true", "nested job true", "clock work false"])
        #expect(!loop.isRunningJob)
    }

    /// `pendingJobCount` counts the jobs not yet started, not the one running.
    @Test func pendingJobCountCountsWaitingJobs() throws {
        let f = Fixture()
        let loop = f.loop
        #expect(loop.pendingJobCount == 0)
        for name in ["a", "b", "c"] {
            loop.enqueue { f.log.append("\(name) \(loop.pendingJobCount)") }
        }
        #expect(loop.pendingJobCount == 3)

        try f.clock.advance(by: 0)
        #expect(f.log.entries == ["a 2", "b 1", "c 0"])
        #expect(loop.pendingJobCount == 0)
    }

    // MARK: Stalls

    /// A stall started outside a job holds back jobs enqueued at 0, before or after
    /// it, until it ends at 0.5; then they run in order.
    @Test(arguments: [true, false])
    func stallFromOutsideAJob(stallFirst: Bool) throws {
        let f = Fixture()
        if stallFirst { try f.loop.stall(for: 0.5) }
        f.enqueue("a")
        f.enqueue("b")
        if !stallFirst { try f.loop.stall(for: 0.5) }
        #expect(f.loop.busyUntil == 0.5)

        try f.clock.advance(to: 0.25)
        #expect(f.log.entries.isEmpty)
        #expect(f.loop.pendingJobCount == 2)
        #expect(f.loop.busyUntil == 0.5)

        try f.clock.advance(to: 1)
        #expect(f.log.entries == ["a@0.5", "b@0.5"])
        #expect(f.loop.busyUntil == nil)
    }

    /// A stall inside a job is as if the job took that much longer: the jobs after
    /// it, including ones it enqueued, start at now + stall.
    @Test func stallFromInsideAJob() throws {
        let f = Fixture()
        let loop = f.loop
        f.enqueue("a") {
            try? loop.stall(for: 0.3)
            f.log.append("busyUntil \(loop.busyUntil.map { "\($0)" } ?? "nil")")
            f.enqueue("d")
        }
        f.enqueue("b")
        f.enqueue("c")

        try f.clock.advance(to: 1)
        #expect(f.log.entries == ["a@0.0", "busyUntil 0.3", "b@0.3", "c@0.3", "d@0.3"])
        #expect(f.clock.currentTime == 1)
    }

    /// A stall started while stalled extends from the end of the current one; one
    /// started when the loop is not stalled counts from now.
    @Test func stallWhileStalledExtendsIt() throws {
        let f = Fixture()
        try f.loop.stall(for: 0.5)
        f.enqueue("a")
        try f.clock.advance(to: 0.25)
        try f.loop.stall(for: 0.5)
        #expect(f.loop.busyUntil == 1.0)

        try f.clock.advance(to: 0.75)
        #expect(f.log.entries.isEmpty)
        try f.clock.advance(to: 2)
        #expect(f.log.entries == ["a@1.0"])

        try f.loop.stall(for: 0.5)
        #expect(f.loop.busyUntil == 2.5)
    }

    static let invalidStalls: [(Double, String)] = [
        (-1, "-1"), (-0.25, "-0.25"), (.nan, "nan"), (.infinity, "inf"), (-.infinity, "-inf"),
    ]

    /// A stall that is negative or not finite throws `.invalidValue` and changes
    /// nothing: jobs still run at once.
    @Test(arguments: invalidStalls)
    func invalidStallThrows(seconds: Double, described: String) throws {
        let f = Fixture()
        f.enqueue("a")
        let error = #expect(throws: CadenceError.self) { try f.loop.stall(for: seconds) }
        #expect(error?.code == .invalidValue)
        #expect(error?.field == "stall(for:)")
        #expect(error?.value == described)
        #expect(f.loop.busyUntil == nil)

        try f.clock.advance(by: 0)
        #expect(f.log.entries == ["a@0.0"])
    }

    /// `busyUntil` is nil when the loop is not stalled (a zero stall does not
    /// stall it), and the stall's end while it is, until the clock reaches it.
    @Test func busyUntilReportsTheStall() throws {
        let f = Fixture()
        #expect(f.loop.busyUntil == nil)
        try f.loop.stall(for: 0)
        #expect(f.loop.busyUntil == nil)

        try f.loop.stall(for: 0.5)
        #expect(f.loop.busyUntil == 0.5)
        try f.clock.advance(to: 0.4)
        #expect(f.loop.busyUntil == 0.5)
        try f.clock.advance(to: 0.5)
        #expect(f.loop.busyUntil == nil)
    }

    /// A stall blocks only the loop: work scheduled on the clock runs at its own
    /// time meanwhile, and a job it enqueues waits behind the held-back ones.
    @Test func clockWorkRunsDuringAStall() throws {
        let f = Fixture()
        let loop = f.loop
        try loop.stall(for: 1)
        f.enqueue("j")
        f.clock.schedule(at: 0.25) {
            f.log.append("clock@\(f.clock.currentTime) busyUntil \(loop.busyUntil.map { "\($0)" } ?? "nil")")
            f.enqueue("k")
        }

        try f.clock.advance(to: 2)
        #expect(f.log.entries == ["clock@0.25 busyUntil 1.0", "j@1.0", "k@1.0"])
    }
}

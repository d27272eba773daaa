import Cadence
import Dispatch
import Foundation
import Testing

// Real-time tests: they wait on semaphores with a generous timeout (never a fixed
// sleep), and check only what real time guarantees: work is never early, and order
// follows deadlines. How late it is depends on the machine, so bounds on lateness
// are loose.

/// A value guarded by a lock, for `@Sendable` callbacks to update.
private final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value { withLock { $0 } }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&stored)
    }
}

/// How long a test waits for something that should take milliseconds.
private let patience = DispatchTimeInterval.seconds(5)

@Suite struct HostClockTests {
    /// Reads of the monotonic clock never go backwards.
    @Test func currentTimeNeverDecreases() {
        let clock = HostClock()
        var previous = clock.currentTime
        var backwards = 0
        for _ in 0 ..< 100_000 {
            let now = clock.currentTime
            if now < previous { backwards += 1 }
            previous = now
        }
        #expect(backwards == 0)
        #expect(previous.isFinite)
    }

    /// Work runs no earlier than its deadline, whatever the delay.
    @Test func workRunsNoEarlierThanItsDeadline() {
        let clock = HostClock()
        let runs = Locked<[(deadline: Double, ranAt: Double)]>([])
        let done = DispatchSemaphore(value: 0)
        let now = clock.currentTime
        let deadlines = [now + 0.001, now + 0.005, now + 0.02]
        for deadline in deadlines {
            clock.schedule(at: deadline) {
                let ranAt = clock.currentTime
                runs.withLock { $0.append((deadline, ranAt)) }
                done.signal()
            }
        }
        for _ in deadlines {
            #expect(done.wait(timeout: .now() + patience) == .success)
        }
        let recorded = runs.value
        #expect(recorded.map(\.deadline) == deadlines)
        for run in recorded {
            #expect(run.ranAt >= run.deadline, "ran \(run.deadline - run.ranAt) s early")
        }
    }

    /// Work runs on the clock's serial queue in order of deadline, not of
    /// scheduling; a deadline already passed runs at once.
    @Test func workRunsInDeadlineOrder() {
        let clock = HostClock()
        let log = EventLog()
        let done = DispatchSemaphore(value: 0)
        let now = clock.currentTime
        clock.schedule(at: now + 0.04) {
            log.append("late")
            done.signal()
        }
        clock.schedule(at: now + 0.01) { log.append("early") }
        clock.schedule(at: now - 1) { log.append("past") }

        #expect(done.wait(timeout: .now() + patience) == .success)
        #expect(log.entries == ["past", "early", "late"])
    }

    /// Cancelled work does not run. The clock's queue is serial and ordered by
    /// deadline, so once later work has run, the cancelled work would have too.
    @Test func cancelledWorkDoesNotRun() {
        let clock = HostClock()
        let log = EventLog()
        let done = DispatchSemaphore(value: 0)
        let now = clock.currentTime
        let cancelled = clock.schedule(at: now + 0.01) { log.append("cancelled") }
        let later = clock.schedule(at: now + 0.03) {
            log.append("later")
            done.signal()
        }
        cancelled.cancel()
        #expect(!cancelled.isPending)
        #expect(later.isPending)

        #expect(done.wait(timeout: .now() + patience) == .success)
        #expect(log.entries == ["later"])
        #expect(!later.isPending)
    }

    /// Work at an infinite or NaN deadline never runs, not even −∞, which a naive
    /// clock would treat as long past and run at once.
    @Test func nonFiniteDeadlinesNeverRun() {
        let clock = HostClock()
        let log = EventLog()
        let done = DispatchSemaphore(value: 0)
        let farAway = [clock.currentTime + 1e10, .greatestFiniteMagnitude]  // once overflowed Dispatch
        let never = ([-Double.infinity, .nan, .infinity] + farAway).map { deadline in
            clock.schedule(at: deadline) { log.append("ran at \(deadline)") }
        }
        clock.schedule(at: clock.currentTime) {
            log.append("marker")
            done.signal()
        }

        #expect(done.wait(timeout: .now() + patience) == .success)
        #expect(log.entries == ["marker"])
        #expect(never.allSatisfy { $0.isPending })
    }
}

extension HostClockTests {
    @Suite struct FrameTickerTests {
        static let invalidRates: [(Double, String)] = [
            (0, "0"), (-60, "-60"), (.nan, "nan"), (.infinity, "inf"), (-.infinity, "-inf"),
            (1e-20, "1e-20"), (2e6, "2000000"),
        ]

        /// A rate outside 0.001 ... 1e6 frames per second is rejected, naming the
        /// field (a tiny rate once passed and crashed the ticker's thread).
        @Test(arguments: invalidRates)
        func invalidRateThrows(rate: Double, described: String) {
            let error = #expect(throws: CadenceError.self) {
                try FrameTicker(framesPerSecond: rate) { _ in }
            }
            #expect(error?.code == .invalidValue)
            #expect(error?.field == "framesPerSecond")
            #expect(error?.value == described)
        }

        /// A new ticker reports its rate and period and is not running until started.
        @Test func newTickerIsIdle() throws {
            let ticker = try FrameTicker(framesPerSecond: 120) { _ in }
            #expect(ticker.framesPerSecond == 120)
            #expect(ticker.period == 1.0 / 120)
            #expect(!ticker.isRunning)
        }

        /// A running ticker delivers frames on the grid `start + index · period`: the
        /// indices increase, the target is one period after the timestamp, no
        /// callback is early, and 20 frames take at least 20 periods. Starting twice
        /// starts one thread (a second would repeat indices).
        @Test func framesLieOnTheGrid() throws {
            let clock = HostClock()
            let frames = Locked<[FrameTicker.Frame]>([])
            let twenty = DispatchSemaphore(value: 0)
            let ticker = try FrameTicker(framesPerSecond: 120, clock: clock) { frame in
                let count = frames.withLock {
                    $0.append(frame)
                    return $0.count
                }
                if count == 20 { twenty.signal() }
            }
            let period = ticker.period
            let startedAfter = clock.currentTime
            ticker.start()
            ticker.start()
            #expect(ticker.isRunning)
            let waited = twenty.wait(timeout: .now() + patience)
            ticker.invalidate()
            try #require(waited == .success, "20 frames did not arrive")

            let got = Array(frames.value.prefix(20))
            #expect(got[0].index >= 1)
            for (a, b) in zip(got, got.dropFirst()) {
                #expect(a.index < b.index, "indices \(a.index), \(b.index)")
                // Timestamps are `start + index · period`, each rounded once: the
                // gap is a whole number of periods up to rounding at their magnitude.
                let periods = Double(b.index - a.index) * period
                let tolerance = 2 * b.timestamp.ulp + 1e-9 * periods
                #expect(abs((b.timestamp - a.timestamp) - periods) <= tolerance, "frames \(a.index), \(b.index)")
            }
            for frame in got {
                let targetTolerance = Swift.max(1e-12, frame.targetTimestamp.ulp)
                #expect(abs((frame.targetTimestamp - frame.timestamp) - period) <= targetTolerance)
                // Never early (1 µs for the clock's granularity); the grid starts
                // after `start()` was called.
                #expect(frame.callbackTime >= frame.timestamp - 1e-6, "frame \(frame.index) early")
                #expect(frame.lateness == frame.callbackTime - frame.timestamp)
                #expect(frame.timestamp >= startedAfter + Double(frame.index) * period - 1e-9)
            }
            let last = got[19]
            #expect(last.timestamp - got[0].timestamp >= 19 * period - 1e-9)
            let elapsed = last.callbackTime - startedAfter
            #expect(elapsed >= 20 * period - 1e-6)
            #expect(elapsed < 3)
        }

        /// After `invalidate()` the ticker is not running, cannot be restarted, and
        /// no callback arrives later than one already in flight.
        @Test func invalidateStopsTheFrames() throws {
            let clock = HostClock()
            let count = Locked(0)
            let three = DispatchSemaphore(value: 0)
            let ticker = try FrameTicker(framesPerSecond: 120, clock: clock) { _ in
                if count.withLock({ $0 += 1; return $0 }) == 3 { three.signal() }
            }
            ticker.start()
            let waited = three.wait(timeout: .now() + patience)
            ticker.invalidate()
            try #require(waited == .success, "3 frames did not arrive")
            #expect(!ticker.isRunning)
            let atInvalidate = count.value

            ticker.start()
            #expect(!ticker.isRunning)

            let quiet = DispatchSemaphore(value: 0)
            clock.schedule(at: clock.currentTime + 5 * ticker.period) { quiet.signal() }
            #expect(quiet.wait(timeout: .now() + patience) == .success)
            #expect(count.value <= atInvalidate + 1)
        }

        /// A callback may invalidate its own ticker; that frame is the last.
        @Test func invalidateFromTheCallback() throws {
            let clock = HostClock()
            let count = Locked(0)
            let holder = Locked<FrameTicker?>(nil)
            let stopped = DispatchSemaphore(value: 0)
            let ticker = try FrameTicker(framesPerSecond: 120, clock: clock) { _ in
                if count.withLock({ $0 += 1; return $0 }) == 3 {
                    holder.value?.invalidate()
                    stopped.signal()
                }
            }
            holder.withLock { $0 = ticker }
            defer { holder.withLock { $0 = nil } }  // breaks the ticker ↔ callback cycle
            ticker.start()
            try #require(stopped.wait(timeout: .now() + patience) == .success, "3 frames did not arrive")
            #expect(!ticker.isRunning)

            let quiet = DispatchSemaphore(value: 0)
            clock.schedule(at: clock.currentTime + 5 * ticker.period) { quiet.signal() }
            #expect(quiet.wait(timeout: .now() + patience) == .success)
            #expect(count.value == 3)
        }

        /// Releasing a running ticker stops it.
        @Test func releasingTheTickerStopsIt() throws {
            let clock = HostClock()
            let count = Locked(0)
            let first = DispatchSemaphore(value: 0)
            var ticker: FrameTicker? = try FrameTicker(framesPerSecond: 120, clock: clock) { _ in
                if count.withLock({ $0 += 1; return $0 }) == 1 { first.signal() }
            }
            ticker?.start()
            let waited = first.wait(timeout: .now() + patience)
            ticker = nil
            try #require(waited == .success, "no frame arrived")
            let atRelease = count.value

            let quiet = DispatchSemaphore(value: 0)
            clock.schedule(at: clock.currentTime + 5.0 / 120) { quiet.signal() }
            #expect(quiet.wait(timeout: .now() + patience) == .success)
            #expect(count.value <= atRelease + 1)
        }
    }

    /// A clock made on a queue runs its work, and a main loop's jobs, on that queue.
    @Test func aClockOnAGivenQueueRunsItsWorkThere() {
        let key = DispatchSpecificKey<String>()
        let queue = DispatchQueue(label: "HostClockTests.given")
        queue.setSpecific(key: key, value: "given")
        let clock = HostClock(queue: queue)
        let loop = MainLoop(clock: clock)
        let seen = Locked<[String?]>([])
        let done = DispatchSemaphore(value: 0)
        clock.schedule(at: clock.currentTime + 0.001) {
            seen.withLock { $0.append(DispatchQueue.getSpecific(key: key)) }
            done.signal()
        }
        loop.enqueue {
            seen.withLock { $0.append(DispatchQueue.getSpecific(key: key)) }
            done.signal()
        }
        #expect(done.wait(timeout: .now() + patience) == .success)
        #expect(done.wait(timeout: .now() + patience) == .success)
        #expect(seen.value == ["given", "given"])
    }

    /// A ticker started at an origin puts frame k at origin + k · period, never early.
    @Test func aTickerStartedAtAnOriginTicksOnItsGrid() throws {
        let clock = HostClock()
        let frames = Locked<[FrameTicker.Frame]>([])
        let done = DispatchSemaphore(value: 0)
        let ticker = try FrameTicker(framesPerSecond: 100, clock: clock) { frame in
            let count = frames.withLock { frames in
                frames.append(frame)
                return frames.count
            }
            if count == 3 { done.signal() }
        }
        let origin = clock.currentTime + 0.05
        ticker.start(at: origin)
        #expect(done.wait(timeout: .now() + patience) == .success)
        ticker.invalidate()
        for frame in frames.value.prefix(3) {
            #expect(abs(frame.timestamp - (origin + Double(frame.index) * 0.01)) < 1e-9)
            #expect(frame.callbackTime >= frame.timestamp)
        }
        #expect(frames.value.first.map { $0.callbackTime >= origin + 0.01 } == true)
    }
}

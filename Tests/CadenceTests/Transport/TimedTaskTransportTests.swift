import Cadence
import Foundation
import Testing

/// The transport of a running TimedTaskOperation, on the virtual clock: a
/// 1 s linear task reporting its progress 10 times a second (frames at
/// start + k/10), so its progress is its run time over 1 s.
@Suite struct TimedTaskTransportTests {
    /// The task, started at 0, and the progress it has reported, with when.
    static func started(duration: Double = 1) throws -> (QueueStage, TimedTaskOperation, LockedReports) {
        let q = QueueStage()
        let reports = LockedReports()
        let clock = q.clock
        let task = TimedTaskOperation(duration: duration, framesPerSecond: 10, on: q.stage.compositor.mainLoop) { progress in
            reports.append(clock.currentTime, progress)
        }
        task.name = "task"
        try q.queue.addOperation(task)
        try q.clock.advance(to: 0)
        return (q, task, reports)
    }

    /// Paused at 0.4 and played at 1.0: nothing is reported in between, the
    /// run reads 0.4 throughout, and the rest (0.6 s) ends at 1.6, reporting 1.
    @Test func pauseHoldsTheTask() throws {
        let (q, task, reports) = try Self.started()
        try q.clock.advance(to: 0.4)
        try task.pause()
        #expect(task.playState == .paused)
        #expect(task.scheduledEndTime == nil)
        let before = reports.count
        try q.clock.advance(to: 1.0)
        #expect(reports.count == before)
        #expect(task.currentTime == 0.4)
        try task.play()
        #expect(task.scheduledEndTime == 1.6)
        // The next frame of the grid after 1.0 is 1.1, where the run is at 0.5.
        try q.clock.advance(to: 1.1)
        #expect(abs((reports.last?.progress ?? 0) - 0.5) < 1e-12)
        try q.clock.advance(to: 1.6.nextDown)
        #expect(!task.isFinished)
        try q.clock.advance(to: 1.6)
        #expect(task.isFinished)
        #expect(task.result == .completed)
        #expect(task.finalPosition == .end)
        #expect(reports.last?.progress == 1)
        #expect(q.log.entries.last == "finish task completed @1.6")
    }

    /// Reversed at 0.5, it runs back to its start at 1.0, reports 0 there and
    /// finishes at its start.
    @Test func reverseRestsAtTheStart() throws {
        let (q, task, reports) = try Self.started()
        try q.clock.advance(to: 0.5)
        try task.reverse()
        #expect(task.isReversed)
        #expect(task.speed == -1)
        try q.clock.advance(to: 0.8)
        // At 0.8 the run is at 0.5 − 0.3 = 0.2.
        #expect(abs((reports.last?.progress ?? 0) - 0.2) < 1e-12)
        try q.clock.advance(to: 1.0)
        #expect(task.isFinished)
        #expect(task.finalPosition == .start)
        #expect(reports.last?.progress == 0)
    }

    /// A seek reports the progress it moves to at once, and the run goes on
    /// from there: at 0.2 to 0.8, so it ends 0.2 s later, at 0.4.
    @Test func seekReportsAtOnceAndMovesTheEnd() throws {
        let (q, task, reports) = try Self.started()
        try q.clock.advance(to: 0.2)
        try task.seek(to: 0.8)
        #expect(reports.last?.time == 0.2)
        #expect(reports.last?.progress == 0.8)
        try q.clock.advance(to: 0.4)
        #expect(task.isFinished)
        #expect(reports.last?.progress == 1)
    }

    /// Speed 2 from 0.5: the remaining 0.5 s of the run takes 0.25 s.
    @Test func speedRetimesTheTask() throws {
        let (q, task, _) = try Self.started()
        try q.clock.advance(to: 0.5)
        try task.setSpeed(2)
        #expect(task.scheduledEndTime == 0.75)
        try q.clock.advance(to: 0.75)
        #expect(task.isFinished)
        #expect(task.finalPosition == .end)
    }

    /// finish() jumps to the end and reports 1 once.
    @Test func finishReportsTheEndOnce() throws {
        let (q, task, reports) = try Self.started()
        try q.clock.advance(to: 0.3)
        let before = reports.count
        try task.finish()
        #expect(task.isFinished)
        #expect(reports.count == before + 1)
        #expect(reports.last?.progress == 1)
        try q.clock.advance(to: 2)
        #expect(reports.count == before + 1)
    }

    /// A paused wait holds its dependents: a 0.5 s wait paused at 0.2 for
    /// 0.3 s lets the next operation start at 0.8.
    @Test func aPausedWaitHoldsItsDependents() throws {
        let q = QueueStage()
        let wait = q.wait("hold", 0.5)
        let after = q.wait("after", 0.1)
        after.addDependency(wait)
        try q.queue.addOperations([wait, after])
        try q.clock.advance(to: 0.2)
        try wait.pause()
        try q.clock.advance(to: 0.5)
        try wait.play()
        try q.clock.advance(to: 0.8)
        #expect(q.log.entries.contains("start after @0.8"))
        #expect(!q.log.entries.contains { $0.hasPrefix("start after") && $0 != "start after @0.8" })
    }

    /// Every refused call throws a typed error naming it and changes nothing.
    @Test func refusals() throws {
        let q = QueueStage()
        let pending = q.wait("pending", 1)
        #expect(throws: CadenceError.self) { try pending.pause() }
        let (q2, task, _) = try Self.started()
        try q2.clock.advance(to: 0.25)
        do {
            try task.seek(to: -1)
            Issue.record("a negative seek was taken")
        } catch {
            #expect(error.field == "seek(to:)")
        }
        #expect(task.currentTime == 0.25)
        #expect(task.playState == .running)
        try q2.clock.advance(to: 1)
        #expect(task.isFinished)
        do {
            try task.play()
            Issue.record("a finished task played")
        } catch {
            #expect(error.field == "play()")
            #expect(error.value == "a finished operation")
        }
        _ = q
    }
}

/// Progress reports and the clock time each came at, from any thread.
final class LockedReports: @unchecked Sendable {
    private let lock = NSLock()
    private var reports: [(time: Double, progress: Double)] = []

    func append(_ time: Double, _ progress: Double) { lock.withLock { reports.append((time, progress)) } }
    var count: Int { lock.withLock { reports.count } }
    var last: (time: Double, progress: Double)? { lock.withLock { reports.last } }
}

import Cadence
import Foundation
import Testing

/// Timed tasks: waits, and progress reported once per frame on a fixed grid.
@Suite struct TimedTaskOperationTests {
    /// A linear 1 s task at 4 frames per second reports 0.25, 0.5 and 0.75 at
    /// those instants, then exactly 1 at its end, just before finishing.
    @Test func progressOnTheFrameGrid() throws {
        let q = QueueStage()
        let reports = EventLog()
        let clock = q.clock
        let task = TimedTaskOperation(duration: 1, framesPerSecond: 4, on: q.stage.compositor.mainLoop) { progress in
            reports.append("\(progress) @\(CadenceTestTime.format(clock.currentTime))")
        }
        task.name = "task"
        try q.queue.addOperation(task)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(reports.entries == ["0.25 @0.25", "0.5 @0.5", "0.75 @0.75", "1.0 @1"])
        #expect(q.log.entries == ["start task @0", "finish task completed @1"])
    }

    /// Progress is a function of time: under a stall, a frame reports the
    /// progress of the moment it runs, not of the moment it was due.
    @Test func easedAndLate() throws {
        let q = QueueStage()
        let reports = EventLog()
        let loop = q.stage.compositor.mainLoop
        q.clock.schedule(at: 0.5) { try? loop.stall(for: 0.25) }
        let task = TimedTaskOperation(duration: 1, timingFunction: .linear, framesPerSecond: 2, on: loop) { progress in
            reports.append("\(progress)")
        }
        try q.queue.addOperation(task)
        try q.queue.waitUntilAllOperationsAreFinished()
        // The 0.5 frame runs at 0.75 and shows 0.75; then the end.
        #expect(reports.entries == ["0.75", "1.0"])
    }

    /// Cancelled mid-way, a task reports nothing more and finishes cancelled.
    @Test func cancel() throws {
        let q = QueueStage()
        let reports = EventLog()
        let task = TimedTaskOperation(duration: 1, framesPerSecond: 4, on: q.stage.compositor.mainLoop) { progress in
            reports.append("\(progress)")
        }
        try q.queue.addOperation(task)
        try q.clock.advance(to: 0.5)
        task.cancel()
        try q.clock.advance(to: 2)
        #expect(reports.entries == ["0.25", "0.5"])
        #expect(task.result == .cancelled)
    }

    /// A negative duration fails the task with a typed error.
    @Test func invalidDuration() throws {
        let q = QueueStage()
        let task = TimedTaskOperation.wait(-1, on: q.stage.compositor.mainLoop)
        try q.queue.addOperation(task)
        try q.clock.advance(by: 0)
        guard case .failed(let error) = task.result else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.field == "duration")
    }
}

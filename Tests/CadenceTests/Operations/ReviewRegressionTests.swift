import Cadence
import Foundation
import Testing

/// Regressions for faults a review of the operations layer found.
@Suite struct ReviewRegressionTests {
    /// Frame times computed by division could round back onto the frame that
    /// just ran and reschedule it for ever. A 1 s task at 60 or 120 fps started
    /// at an awkward instant reports each frame once and finishes.
    @Test(.timeLimit(.minutes(1)), arguments: [60.0, 120.0])
    func frameGridNeverRepeatsAFrame(framesPerSecond: Double) throws {
        let q = QueueStage()
        try q.clock.advance(to: 0.1)
        let times = EventLog()
        let clock = q.clock
        let task = TimedTaskOperation(
            duration: 1, framesPerSecond: framesPerSecond, on: q.stage.compositor.mainLoop
        ) { _ in times.append("\(clock.currentTime)") }
        try q.queue.addOperation(task)
        try q.queue.waitUntilAllOperationsAreFinished()
        let reported = times.entries.compactMap(Double.init)
        #expect(task.result == .completed)
        #expect(zip(reported, reported.dropFirst()).allSatisfy { $0 < $1 })
        // Frames strictly inside (0.1, 1.1), then the end itself.
        #expect(reported.count <= Int(framesPerSecond) + 1)
        #expect(reported.count >= Int(framesPerSecond) - 1)
    }

    /// A run that repeats for ever must take time, or it would repeat at one
    /// instant without end.
    @Test func foreverWithoutDurationIsRefused() throws {
        let q = QueueStage()
        let animator = Animator(layer: q.box) { AnimationStep.wait(0) }
        try animator.forever()
        #expect(throws: CadenceError.self) { try animator.run(on: q.queue) }
    }

    /// `pendingCount` counts only work still waiting, wherever in the agenda the
    /// cancelled work lies.
    @Test func pendingCountIgnoresCancelledWork() {
        let clock = VirtualClock()
        let works = (1...10).map { clock.schedule(at: Double($0)) {} }
        for work in works[3...] {
            work.cancel()
        }
        #expect(clock.pendingCount == 3)
        #expect(clock.nextDeadline == 1)
    }

    /// A dependency in another queue wakes its dependent when it finishes, though
    /// nothing else happens in the dependent's queue.
    @Test func dependencyInAnotherQueue() throws {
        let q = QueueStage()
        let other = AnimationQueue(mainLoop: q.stage.compositor.mainLoop)
        let first = TimedTaskOperation.wait(1, on: q.stage.compositor.mainLoop)
        let second = TimedTaskOperation.wait(0.5, on: q.stage.compositor.mainLoop)
        second.addDependency(first)
        try q.queue.addOperation(second)
        try other.addOperation(first)
        try q.clock.advance(to: 2)
        #expect(second.startTime == 1)
        #expect(second.result == .completed)
    }

    /// A finished operation lets go of its observers, so one that captures the
    /// operation does not keep it alive.
    @Test func observersAreReleasedAtTheFinish() throws {
        let q = QueueStage()
        weak var released: TimedTaskOperation?
        do {
            let task = TimedTaskOperation.wait(0.5, on: q.stage.compositor.mainLoop)
            task.addObserver { _ in _ = task.duration }
            released = task
            try q.queue.addOperation(task)
        }
        try q.clock.advance(to: 1)
        #expect(released == nil)
    }
}

import Cadence
import Foundation
import Testing

/// Anchoring: a chain anchored to its schedule never drifts behind a stalled
/// queue; one anchored to completions is late by the stall.
@Suite struct AnchoringTests {
    /// Two 1 s slides of position.x, 0 → 100 then 100 → 200. The main loop
    /// stalls for 120 ms from 1 s, just before the first step's completion runs,
    /// so the second step starts at 1.12 either way. Anchored to completion it
    /// plays over [1.12, 2.12], 120 ms late; anchored to the schedule it plays
    /// over [1, 2], and at 1.12 already shows 112.
    @Test(arguments: [Anchor.completion, .schedule])
    func stallAcrossAStepBoundary(anchor: Anchor) throws {
        let q = QueueStage()
        let loop = q.stage.compositor.mainLoop
        // Scheduled before the animations exist, so at 1 s it runs first.
        q.clock.schedule(at: 1) { try? loop.stall(for: 0.12) }
        let first = q.operation("first", BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1))
        let second = q.operation(
            "second", BasicAnimation(keyPath: .positionX, from: 100, to: 200, duration: 1), after: [first],
            anchor: anchor)
        try q.queue.addOperations([first, second])
        try q.clock.advance(to: 1.12)
        let late = anchor == .completion
        #expect(second.startTime == 1.12)
        #expect(second.scheduledStartTime == (late ? 1.12 : 1))
        let shown = q.box.presentation()[.positionX]
        #expect(abs(shown - (late ? 100 : 112)) < 1e-9)
        try q.queue.waitUntilAllOperationsAreFinished()
        let end = try #require(second.scheduledEndTime)
        #expect(abs(end - (late ? 2.12 : 2)) < 1e-12)
        #expect(abs(q.clock.currentTime - end) < 1e-12)
        #expect(q.log.entries.last == "finish second completed @\(CadenceTestTime.format(q.clock.currentTime))")
    }

    /// A dependency's scheduled end is its own begin plus its active duration:
    /// waits anchor a chain as animations do. 0.5 s wait, then a schedule-anchored
    /// 0.25 s wait, with the loop stalled over the boundary: it still ends at 0.75.
    @Test func waitsAnchorToo() throws {
        let q = QueueStage()
        let loop = q.stage.compositor.mainLoop
        q.clock.schedule(at: 0.5) { try? loop.stall(for: 0.125) }
        let first = TimedTaskOperation.wait(0.5, on: loop)
        let second = TimedTaskOperation.wait(0.25, on: loop, anchor: .schedule)
        second.addDependency(first)
        try q.queue.addOperations([first, second])
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(second.startTime == 0.625)
        #expect(second.scheduledEndTime == 0.75)
        #expect(q.clock.currentTime == 0.75)
    }
}

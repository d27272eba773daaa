import Cadence
import CadenceTesting
import Foundation
import Testing

/// The main loop's lines in `checkIdle`'s report (TestFixture+Idle.swift):
///
/// - `main loop: stalled until T` while a stall lasts (`MainLoop.busyUntil`);
/// - `main loop: N job(s) waiting` while jobs are queued on it;
///
/// then the clock's work, `clock: LABEL due at T`. A job enqueued while the
/// loop is free asks for a turn now (`main loop turn`); one enqueued during a
/// stall asks for one at its end (`main loop turn (end of a stall)`). Times
/// are written as the fixture writes numbers: whole ones without a point.
@Suite struct CheckIdleMainLoopTests {
    /// What `checkIdle` reports as left, or nil when it does not throw.
    private func report(_ fixture: TestFixture) -> FixtureError? {
        do {
            try fixture.checkIdle()
            return nil
        } catch {
            return error
        }
    }

    /// Two jobs enqueued at 0 and not yet run: the loop has them waiting, and
    /// the clock holds the loop's turn, due now.
    @Test func jobsQueuedOnTheMainLoop() throws {
        let fixture = TestFixture()
        fixture.mainLoop.enqueue {}
        fixture.mainLoop.enqueue {}
        #expect(!fixture.isIdle)
        let error = try #require(report(fixture))
        #expect(error.code == .notIdle)
        #expect(
            error.description == """
                the fixture is not idle at t = 0
                expected: no work left
                actual:
                  main loop: 2 job(s) waiting
                  clock: main loop turn due at 0
                what to do: advance further (runUntilIdle()), cancel what should have ended, \
                or finish what an operation waits for
                """)
        try fixture.advance(by: 0)
        try fixture.checkIdle()
    }

    /// A stall of 0.5 s from 0.25 with nothing queued: the one thing left is
    /// the stall itself, until 0.25 + 0.5 = 0.75. Once the clock reaches
    /// 0.75 the loop is free again (busyUntil is not after now) and nothing is left.
    @Test func aStallInProgress() throws {
        let fixture = TestFixture()
        try fixture.advance(to: 0.25)
        try fixture.stall(for: 0.5)
        #expect(report(fixture)?.actual == "main loop: stalled until 0.75")
        try fixture.advance(to: 0.5)
        let error = try #require(report(fixture))
        #expect(error.summary == "the fixture is not idle at t = 0.5")
        #expect(error.actual == "main loop: stalled until 0.75")
        try fixture.advance(to: 0.75)
        try fixture.checkIdle()
    }

    /// A job enqueued at 0.5 during that stall waits for its end: the stall,
    /// one job waiting, and the loop's turn at 0.75, in that order.
    @Test func aJobHeldBackByAStall() throws {
        let fixture = TestFixture()
        let ran = Log()
        try fixture.advance(to: 0.25)
        try fixture.stall(for: 0.5)
        try fixture.advance(to: 0.5)
        let clock = fixture.clock
        fixture.mainLoop.enqueue { ran.append("ran at \(clock.currentTime)") }
        #expect(
            report(fixture)?.actual == """
                main loop: stalled until 0.75
                main loop: 1 job(s) waiting
                clock: main loop turn (end of a stall) due at 0.75
                """)
        try fixture.advance(to: 0.7)
        #expect(ran.entries.isEmpty)
        #expect(
            report(fixture)?.actual == """
                main loop: stalled until 0.75
                main loop: 1 job(s) waiting
                clock: main loop turn (end of a stall) due at 0.75
                """)
        try fixture.advance(to: 0.75)
        #expect(ran.entries == ["ran at 0.75"])
        try fixture.checkIdle()
    }

    /// A stall from 0.5 to 1.5 holds back the completion of a 1 s move that
    /// the compositor ends at 1: at 1.2 the operation is still executing, its
    /// completion is one job waiting, and the stall's end is when it runs.
    @Test func aCompletionHeldBackByAStall() throws {
        let fixture = TestFixture()
        let box = fixture.addLayer(named: "box")
        try fixture.queue.addOperation(fixture.move("right", box, .positionX, to: 100, duration: 1))
        try fixture.advance(to: 0.5)
        try fixture.stall(for: 1)
        try fixture.advance(to: 1.2)
        let lines = try #require(report(fixture)).actual.components(separatedBy: "\n")
        #expect(lines.first == "operation 'right': executing since 0, ends at 1")
        #expect(lines.contains("main loop: stalled until 1.5"))
        #expect(lines.contains("main loop: 1 job(s) waiting"))
        #expect(lines.last == "clock: main loop turn (end of a stall) due at 1.5")
        // The loop's lines come after the operation's and before the clock's.
        let stalled = try #require(lines.firstIndex(of: "main loop: stalled until 1.5"))
        let waiting = try #require(lines.firstIndex(of: "main loop: 1 job(s) waiting"))
        #expect(stalled + 1 == waiting && waiting + 1 == lines.count - 1)
        try fixture.runUntilIdle()
        #expect(fixture.trace.finishTime(of: "right") == 1.5)
        try fixture.checkIdle()
    }
}

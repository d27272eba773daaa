import Cadence
import CadenceTesting
import Foundation
import Testing

/// The rows every picture of a run draws: nested by the trace's groups, a
/// child waiting from its group's start, holds told from work, and only the
/// marks drawn.
@Suite struct OperationRowsTests {
    /// `first` runs 2 s; `group`, depending on it, starts at 2 with one 1 s
    /// child, which the fixture traces as added at 0 with the group.
    static func groupStartingAtTwo() throws -> TestFixture {
        let fixture = TestFixture()
        let loop = fixture.mainLoop
        let first = TimedTaskOperation.wait(2, on: loop)
        first.name = "first"
        let child = TimedTaskOperation.wait(1, on: loop)
        child.name = "child"
        let group = try GroupOperation(mainLoop: loop, operations: [child], name: "group")
        group.addDependency(first)
        try fixture.queue.addOperations([first, group])
        try fixture.runUntilIdle()
        return fixture
    }

    /// The child is traced from 0, but it cannot start before its group
    /// does, at 2: its wait starts at 2 and it starts at once, so it has no wait.
    @Test func aChildWaitsFromItsGroupsStart() throws {
        let fixture = try Self.groupStartingAtTwo()
        #expect(fixture.trace.events(of: "child").first?.time == 0)
        #expect(fixture.trace.groups == ["child": "group"])
        let rows = OperationRows(fixture.trace, end: 3)
        #expect(rows.rows.map(\.name) == ["first", "group", "child"])
        #expect(rows.rows.map(\.depth) == [0, 0, 1])
        let child = try #require(rows.rows.last)
        #expect(child.firstSeen == 0)
        #expect(child.waitStart == 2)
        #expect(child.started == 2)
        #expect(child.group == "group")
        #expect(rows.rows[1].kind == .group)
    }

    /// The text timeline uses the same rule: at 2 columns per second the
    /// child's row is blank to column 4 (2 s) and runs `[]` in columns 4–5.
    @Test func theTimelineDrawsAChildFromItsGroupsStart() throws {
        let fixture = try Self.groupStartingAtTwo()
        #expect(Timeline(fixture.trace, resolution: 2).description == """
            first [==]
            group ----[]
            child     []
            """)
    }

    /// A child whose group has not started by the end draws nothing: the run
    /// stopped at 1 s has the child with no wait and no mark.
    @Test func aChildOfAGroupNotStartedShowsNothing() throws {
        let fixture = try Self.groupStartingAtTwo()
        let child = try #require(OperationRows(fixture.trace, end: 1).rows.last)
        #expect(child.waitStart == nil)
        #expect(!child.neverStarted)
        #expect(Timeline(fixture.trace, resolution: 2, end: 1).rows.map(\.cells) == ["[=>", "-->", ""])
    }

    /// A retry's attempts are added as it goes, after `other` (added at 0):
    /// in order of first appearance they come last; nested, right after
    /// their retry, one level deeper.
    @Test func aRetrysAttemptsFollowTheirRetry() throws {
        let fixture = TestFixture(maxConcurrentOperationCount: AnimationQueue.unlimited)
        let loop = fixture.mainLoop
        let retry = try RetryOperation(mainLoop: loop, maxAttempts: 2, wait: .constant(0.25), name: "r") { _ in
            let attempt = TimedTaskOperation.wait(1, on: loop)
            attempt.timeout = 0.5
            return attempt
        }
        let other = TimedTaskOperation.wait(1, on: loop)
        other.name = "other"
        try fixture.queue.addOperations([retry, other])
        try fixture.runUntilIdle()
        #expect(fixture.trace.operationNames == ["r", "other", "r attempt 1", "r wait 2", "r attempt 2"])
        let rows = OperationRows(fixture.trace, end: fixture.now).rows
        #expect(rows.map(\.name) == ["r", "r attempt 1", "r wait 2", "r attempt 2", "other"])
        #expect(rows.map(\.depth) == [0, 1, 1, 1, 0])
    }

    /// The marks are those drawn, in the legend's order: a chain of two
    /// completed runs, the second waiting, has only waiting and running.
    @Test func onlyTheMarksDrawnAreListed() throws {
        let fixture = TestFixture()
        let loop = fixture.mainLoop
        let a = TimedTaskOperation.wait(1, on: loop), b = TimedTaskOperation.wait(1, on: loop)
        a.name = "a"
        b.name = "b"
        b.addDependency(a)
        try fixture.queue.addOperations([a, b])
        try fixture.runUntilIdle()
        #expect(OperationRows(fixture.trace, end: 2).marks == [.waiting, .running])
        // Stopped at 0.5: `a` still running, `b` never started.
        let early = OperationRows(fixture.trace, end: 0.5)
        #expect(early.marks == [.waiting, .running, .runningAtEnd, .neverStarted])
        #expect(early.rows.map(\.runningAtEnd) == [true, false])
        #expect(early.rows.map(\.neverStarted) == [false, true])
        #expect(OperationRows.Mark.neverStarted.label == "never started by the end")
    }

    /// Holds are waiting, not work; events and pauses are kept with their times.
    @Test func holdsPausesAndEvents() throws {
        let fixture = try Self.groupStartingAtTwo()
        let rows = OperationRows(
            fixture.trace, end: 3, holds: ["first"],
            layerEvents: [.init(time: 0.5, isPause: true, layer: "box", operations: ["child"]),
                          .init(time: 1.5, isPause: false, layer: "box", operations: ["child"])],
            events: [.init(time: 1, text: "set box.opacity")])
        #expect(rows.rows[0].kind == .hold)
        #expect(rows.rows[2].pauses == [OperationRows.Pause(layer: "box", start: 0.5, end: 1.5)])
        #expect(rows.rows[0].pauses.isEmpty)
        #expect(rows.events == [OperationRows.Event(time: 1, text: "set box.opacity")])
        #expect(rows.marks == [.waiting, .running, .hold, .group, .paused, .event])
    }
}

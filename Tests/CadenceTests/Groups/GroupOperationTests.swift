import Cadence
import CadenceTesting
import Foundation
import Testing

/// `GroupOperation` on the virtual clock: one slot on its queue, its children
/// on a queue of their own. Every time is the sum or the maximum of the
/// children's durations, worked out by hand.
@Suite struct GroupOperationTests {
    private func group(_ name: String, _ children: [Operation], on q: QueueStage, width: Int = AnimationQueue.unlimited) throws -> GroupOperation {
        try GroupOperation(mainLoop: q.stage.compositor.mainLoop, operations: children, maxConcurrentOperationCount: width, name: name)
    }

    /// Waits of 1, 2 and 0.5 s together in one group on a one-slot queue end
    /// with the longest, at 2; the wait after the group ends at 2 + 1 = 3.
    @Test func aParallelGroupTakesOneSlotAndEndsWithItsLongestChild() throws {
        let q = QueueStage()
        let children = [q.wait("a", 1), q.wait("b", 2), q.wait("c", 0.5)]
        let together = try group("together", children, on: q)
        let after = q.wait("after", 1)
        try q.queue.addOperations([together, after])
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(q.log.entries == [
            "start together @0", "finish together completed @2", "start after @2", "finish after completed @3",
        ])
        #expect(children.map { $0.scheduledEndTime } == [1, 2, 0.5])
        #expect(together.scheduledEndTime == 2)
        #expect(together.operations.count == 3)
    }

    /// A sequence of 1, 2 and 0.5 s runs them in turn: 1 + 2 + 0.5 = 3.5, each
    /// starting when the one before it ends.
    @Test func aSequencePlaysItsChildrenInTurn() throws {
        let q = QueueStage(maxConcurrent: AnimationQueue.unlimited)
        let children = [q.wait("a", 1), q.wait("b", 2), q.wait("c", 0.5)]
        let steps = try GroupOperation.sequence(children, on: q.stage.compositor.mainLoop, name: "steps")
        try q.queue.addOperation(steps)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(children.map { $0.startTime } == [0, 1, 3])
        #expect(steps.result == .completed)
        #expect(q.clock.currentTime == 3.5)
        #expect(steps.maxConcurrentOperationCount == 1)
    }

    /// Four 1 s waits two at a time: two rounds, 2 s.
    @Test func aGroupsWidthIsItsOwn() throws {
        let q = QueueStage()
        let children = (0..<4).map { q.wait("w\($0)", 1) }
        let pairs = try group("pairs", children, on: q, width: 2)
        try q.queue.addOperation(pairs)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(children.map { $0.startTime } == [0, 0, 1, 1])
        #expect(q.clock.currentTime == 2)
    }

    /// A group of a 2 s wait gets a 3 s wait at t = 1: it ends at 1 + 3 = 4.
    @Test func childrenCanBeAddedWhileTheGroupRuns() throws {
        let q = QueueStage()
        let running = try group("running", [q.wait("first", 2)], on: q)
        try q.queue.addOperation(running)
        try q.clock.advance(to: 1)
        try running.addChild(q.wait("late", 3))
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(q.log.entries == ["start running @0", "finish running completed @4"])
        #expect(throws: CadenceError.self) { try running.addChild(q.wait("too late", 1)) }
        do {
            try running.addChild(q.wait("too late", 1))
        } catch {
            #expect(error.description == "addChildren(_:): expected children added before the group finishes, got group running, already finished")
        }
    }

    /// An empty group completes as soon as it starts, at 0.
    @Test func anEmptyGroupCompletesAtOnce() throws {
        let q = QueueStage()
        let empty = try group("empty", [], on: q)
        try q.queue.addOperation(empty)
        try q.clock.advance(by: 0)
        #expect(empty.result == .completed)
        #expect(q.log.entries == ["start empty @0", "finish empty completed @0"])
    }

    /// Groups nest: in parallel, a sequence of two 1 s waits (ends at 2) and a
    /// 1.5 s wait; the outer group ends at max(2, 1.5) = 2.
    @Test func groupsNest() throws {
        let q = QueueStage()
        let inner = try GroupOperation.sequence([q.wait("a", 1), q.wait("b", 1)], on: q.stage.compositor.mainLoop, name: "inner")
        let outer = try group("outer", [inner, q.wait("c", 1.5)], on: q)
        try q.queue.addOperation(outer)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(inner.scheduledEndTime == 2)
        #expect(q.log.entries == ["start outer @0", "finish outer completed @2"])
    }

    /// A slide of x from 0 to 100 over 2 s, linear, in a group cancelled at
    /// 0.5: the group's policy `.end` overrides the animation's `.current`, so
    /// x keeps 100 (not 25); the group and its child end cancelled at 0.5, and
    /// the next operation starts then.
    @Test func cancellingAGroupCancelsItsChildrenUnderItsPolicy() throws {
        let q = QueueStage()
        let slide = q.operation("slide", BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 2))
        let sliding = try group("sliding", [slide], on: q)
        sliding.cancellationPolicy = .end
        let after = q.wait("after", 1)
        try q.queue.addOperations([sliding, after])
        try q.clock.advance(to: 0.5)
        sliding.cancel()
        try q.clock.advance(to: 0.5)
        #expect(slide.result == .cancelled)
        #expect(sliding.result == .cancelled)
        #expect(q.box[.positionX] == 100)
        #expect(q.log.entries == ["start sliding @0", "finish sliding cancelled @0.5", "start after @0.5"])
    }

    /// Cancelled before it starts (it waits for the queue's one slot), a group never
    /// starts its children: they end cancelled, and so does the group, at 0.
    @Test func aGroupCancelledBeforeItStartsNeverStartsItsChildren() throws {
        let q = QueueStage()
        let first = q.wait("first", 1)
        let children = [q.wait("a", 1), q.wait("b", 1)]
        let later = try group("later", children, on: q)
        try q.queue.addOperations([first, later])
        later.cancel()
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(children.map(\.result) == [.cancelled, .cancelled])
        #expect(children.map(\.startTime) == [nil, nil])
        // A cancelled operation waits for no slot: it ends before first starts.
        #expect(q.log.entries == ["finish later cancelled @0", "start first @0", "finish first completed @1"])
    }

    /// Two children fail (a negative duration) and one completes: the group
    /// fails with the first one's error, when the last child ends at 1, and
    /// lists both errors; tolerating failures, it completes.
    @Test(arguments: [false, true]) func aChildsFailureFailsTheGroupUnlessTolerated(tolerates: Bool) throws {
        let q = QueueStage()
        let bad = q.wait("bad", -1)
        let worse = q.wait("worse", -2)
        let fine = q.wait("fine", 1)
        let mixed = try group("mixed", [bad, fine, worse], on: q)
        mixed.toleratesChildFailures = tolerates
        try q.queue.addOperation(mixed)
        try q.queue.waitUntilAllOperationsAreFinished()
        let errors = ["-1", "-2"].map {
            CadenceError(.invalidValue, field: "duration", value: $0, expected: "a finite number of seconds ≥ 0")
        }
        #expect(mixed.childErrors.map(\.description) == errors.map(\.description))
        #expect(q.clock.currentTime == 1)
        if tolerates {
            #expect(mixed.result == .completed)
        } else if case .failed(let error)? = mixed.result {
            #expect(error.description == errors[0].description)
        } else {
            Issue.record("expected the group to fail, got \(String(describing: mixed.result))")
        }
    }

    /// A child cancelled on its own does not fail its group.
    @Test func aChildCancelledAloneLeavesTheGroupToComplete() throws {
        let q = QueueStage()
        let dropped = q.wait("dropped", 1)
        let kept = q.wait("kept", 2)
        let both = try group("both", [dropped, kept], on: q)
        try q.queue.addOperation(both)
        try q.clock.advance(to: 0.5)
        dropped.cancel()
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(dropped.result == .cancelled)
        #expect(both.result == .completed)
        #expect(q.clock.currentTime == 2)
    }

    /// A group of a 3 s wait with a 1 s timeout fails at 1; its child is
    /// stopped then.
    @Test func aGroupTimesOut() throws {
        let q = QueueStage()
        let long = q.wait("long", 3)
        let limited = try group("limited", [long], on: q)
        limited.timeout = 1
        try q.queue.addOperation(limited)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(long.result == .cancelled)
        #expect(q.log.entries == [
            "start limited @0",
            "finish limited failed (timeout: expected an operation that finishes within its timeout, got not finished 1 s after it started) @1",
        ])
    }

    /// Children anchored to the schedule start at their group's scheduled
    /// start: the group follows a 1 s wait whose end is due at 1 but runs at
    /// 1.25 (the main loop stalls for 0.25 s at 1); a 1 s child of the group is scheduled
    /// from 1, so it ends at 2, not 2.25.
    @Test func childrenAnchoredToTheScheduleFollowTheirGroup() throws {
        let q = QueueStage()
        let loop = q.stage.compositor.mainLoop
        let first = TimedTaskOperation.wait(1, on: loop)
        let child = TimedTaskOperation.wait(1, on: loop, anchor: .schedule)
        let anchored = try group("anchored", [child], on: q)
        anchored.anchor = .schedule
        anchored.addDependency(first)
        try q.queue.addOperations([first, anchored])
        q.clock.schedule(at: 1) { try? loop.stall(for: 0.25) }
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(anchored.scheduledStartTime == 1)
        #expect(child.scheduledEndTime == 2)
        #expect(anchored.scheduledEndTime == 2)
    }

    /// A test fixture torn down with a group running lets go of the group's
    /// children and their queue too, as it does of its own queue's work.
    @Test func aFixtureTornDownLetsGoOfAGroupsChildren() throws {
        weak var child: Operation?
        weak var childQueue: AnimationQueue?
        do {
            let fixture = TestFixture()
            let running = TimedTaskOperation.wait(10, on: fixture.mainLoop)
            let pending = TimedTaskOperation.wait(1, on: fixture.mainLoop)
            pending.addDependency(running)
            let group = try GroupOperation(mainLoop: fixture.mainLoop, operations: [running, pending])
            try fixture.queue.addOperation(group)
            try fixture.advance(to: 1)
            child = pending
            childQueue = group.childQueue
        }
        #expect(child == nil)
        #expect(childQueue == nil)
    }
}

import Cadence
import Foundation
import Testing

/// The transport of a running GroupOperation, on the virtual clock: a
/// sequence of two linear 1 s moves of the box, x from 0 to 100, then y from
/// 0 to 100 (so x = 100 · run time for the first second, y = 100 · (run time
/// − 1) for the second), steered as one run.
@Suite struct GroupOperationTransportTests {
    static func started() throws -> (QueueStage, GroupOperation, AnimationOperation, AnimationOperation) {
        let q = QueueStage()
        let right = q.operation("right", BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1))
        let down = q.operation("down", BasicAnimation(keyPath: .positionY, from: 0, to: 100, duration: 1))
        let group = try GroupOperation.sequence([right, down], on: q.queue.mainLoop, name: "slide")
        try q.queue.addOperation(group)
        try q.clock.advance(to: 0)
        return (q, group, right, down)
    }

    static func shown(_ q: QueueStage) -> (x: Double, y: Double) {
        let values = q.box.presentation()
        return (Double(values[.positionX]), Double(values[.positionY]))
    }

    /// Paused at 0.4 and played at 1.0: x holds 40, then the rest of the
    /// sequence runs 0.6 s late: x ends at 1.6, y at 2.6, and so does the group.
    @Test func pauseHoldsEveryChildAndTheRestFollowsLate() throws {
        let (q, group, right, down) = try Self.started()
        try q.clock.advance(to: 0.4)
        try group.pause()
        #expect(group.playState == .paused)
        #expect(right.playState == .paused)
        try q.clock.advance(to: 1.0)
        #expect(abs(Self.shown(q).x - 40) < 1e-9)
        #expect(group.currentTime == 0.4)
        #expect(!down.isExecuting)
        try group.play()
        try q.clock.advance(to: 1.3)
        #expect(abs(Self.shown(q).x - 70) < 1e-9)
        try q.clock.advance(to: 2.1)
        #expect(abs(Self.shown(q).y - 50) < 1e-9)   // down started at 1.6
        try q.clock.advance(to: 2.6)
        #expect(group.isFinished)
        #expect(group.result == .completed)
        #expect(q.log.entries.last == "finish slide completed @2.6")
    }

    /// A child that starts while the group is paused (after a seek) starts paused.
    @Test func aChildStartingInAPausedGroupIsPaused() throws {
        let (q, group, right, down) = try Self.started()
        try q.clock.advance(to: 0.2)
        try group.pause()
        try group.seek(to: 1.5)
        try q.clock.advance(to: 0.3)
        #expect(right.isFinished)
        #expect(down.isExecuting)
        #expect(down.playState == .paused)
        #expect(abs(Self.shown(q).y - 50) < 1e-9)
        #expect(abs((group.currentTime ?? 0) - 1.5) < 1e-12)
    }

    /// Speed 2 at 0.5: x = 50 there, ends at 0.75; y starts then at speed 2
    /// and ends at 1.25, with the group.
    @Test func speedReachesChildrenThatStartLater() throws {
        let (q, group, _, down) = try Self.started()
        try q.clock.advance(to: 0.5)
        try group.setSpeed(2)
        try q.clock.advance(to: 0.75)
        #expect(down.isExecuting)
        #expect(down.speed == 2)
        try q.clock.advance(to: 1.0)
        #expect(abs(Self.shown(q).y - 50) < 1e-9)
        try q.clock.advance(to: 1.25)
        #expect(group.isFinished)
    }

    /// Speeds multiply: a child at 2 in a group set to 0.5 runs at 1.
    @Test func speedsMultiply() throws {
        let q = QueueStage()
        let fast = q.operation("fast", BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 4))
        let group = try GroupOperation(mainLoop: q.queue.mainLoop, operations: [fast])
        try q.queue.addOperation(group)
        try q.clock.advance(to: 0)
        try fast.setSpeed(2)
        try group.setSpeed(0.5)
        #expect(fast.speed == 1)
        try q.clock.advance(to: 1)
        #expect(abs(Self.shown(q).x - 25) < 1e-9)
    }

    /// A seek forwards finishes what it passes and starts what follows at its
    /// own time: from 0.2 to 1.5, y shows 50 and the group ends 0.5 s later.
    @Test func seekForwardsRunsThroughTheSequence() throws {
        let (q, group, right, _) = try Self.started()
        try q.clock.advance(to: 0.2)
        try group.seek(to: 1.5)
        try q.clock.advance(to: 0.2)
        #expect(right.isFinished)
        #expect(abs(Self.shown(q).y - 50) < 1e-9)
        #expect(Self.shown(q).x == 100)
        try q.clock.advance(to: 0.7)
        #expect(group.isFinished)
    }

    /// finish() takes every child to its end at once.
    @Test func finishEndsEveryChild() throws {
        let (q, group, right, down) = try Self.started()
        try q.clock.advance(to: 0.3)
        try group.finish()
        try q.clock.advance(to: 0.3)
        #expect(right.isFinished && down.isFinished && group.isFinished)
        #expect(q.box[.positionX] == 100 && q.box[.positionY] == 100)
    }

    /// Nested groups: a call on the outer group reaches the inner animations.
    @Test func nestedGroupsAreSteeredThrough() throws {
        let q = QueueStage()
        let move = q.operation("move", BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1))
        let inner = try GroupOperation(mainLoop: q.queue.mainLoop, operations: [move])
        let outer = try GroupOperation(mainLoop: q.queue.mainLoop, operations: [inner])
        try q.queue.addOperation(outer)
        try q.clock.advance(to: 0.25)
        try outer.pause()
        try q.clock.advance(to: 3)
        #expect(abs(Self.shown(q).x - 25) < 1e-9)
        #expect(move.playState == .paused)
    }

    /// Refusals: each names the call, changes nothing.
    @Test func refusals() throws {
        let (q, group, right, _) = try Self.started()
        #expect(throws: CadenceError.self) { try GroupOperation(mainLoop: q.queue.mainLoop).pause() }
        try q.clock.advance(to: 0.5)
        for (call, attempt) in [
            ("seek(to:)", { try group.seek(to: .nan) }), ("seek(to:)", { try group.seek(to: -1) }),
        ] as [(String, () throws -> Void)] {
            do {
                try attempt()
                Issue.record("\(call) was taken")
            } catch let error as CadenceError {
                #expect(error.field == call)
            }
        }
        #expect(group.playState == .running)
        #expect(abs((group.currentTime ?? 0) - 0.5) < 1e-12)
        try group.seek(to: 1.2)
        try q.clock.advance(to: 0.5)
        #expect(right.isFinished)
        // Back past the start of a child that has started and runs.
        do {
            try group.seek(to: 0.5)
            Issue.record("a seek before a started child was taken")
        } catch {
            #expect(error.field == "seek(to:)")
        }
        #expect(abs((group.currentTime ?? 0) - 1.2) < 1e-12)
    }

    /// A child of unknown length: every call is refused, naming it.
    @Test func aTaskOfUnknownLengthIsRefused() throws {
        let q = QueueStage()
        // Work that ends when it says so: no length the transport can steer.
        let task = ResultOperation<Void, Void>(on: q.queue.mainLoop, completingLater: { _, _ in })
        task.name = "fetch"
        let group = try GroupOperation(mainLoop: q.queue.mainLoop, operations: [task])
        try q.queue.addOperation(group)
        try q.clock.advance(to: 0)
        do {
            try group.seek(to: 1)
            Issue.record("a group with a task was steered")
        } catch {
            #expect(error.field == "seek(to:)")
            #expect(error.value.contains("fetch"))
        }
        #expect(group.playState == .running)
    }
}

/// A group of parallel moves plays back while every child runs: x from 0 to
/// 100 in 1 s and y from 0 to 200 in 2 s, reversed at 0.5 (x 50, y 50): both
/// run back at their own pace and reach 0 at 1.0, where each finishes at its
/// start, and the group with them.
@Suite struct GroupOperationReverseTests {
    @Test func aParallelGroupPlaysBack() throws {
        let q = QueueStage()
        let x = q.operation("x", BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1))
        let y = q.operation("y", BasicAnimation(keyPath: .positionY, from: 0, to: 200, duration: 2))
        let group = try GroupOperation(mainLoop: q.queue.mainLoop, operations: [x, y], name: "both")
        try q.queue.addOperation(group)
        try q.clock.advance(to: 0.5)
        try group.reverse()
        #expect(group.isReversed && x.isReversed && y.isReversed)
        try q.clock.advance(to: 0.75)
        let shown = q.box.presentation()
        // Each back at 100/s for 0.25 s: x 25, y 25.
        #expect(abs(Double(shown[.positionX]) - 25) < 1e-9 && abs(Double(shown[.positionY]) - 25) < 1e-9)
        try q.clock.advance(to: 1.0)
        #expect(x.finalPosition == .start && y.finalPosition == .start)
        #expect(group.isFinished && group.finalPosition == .start)
        #expect(q.box[.positionX] == 0 && q.box[.positionY] == 0)
    }

    /// Played back after a child has finished: x (1 s) and y (0 to 200 in
    /// 2 s) set to speed −1 at 1.5. x is replayed under the group's clock:
    /// at 2.25 the group is at 0.75, x 75 and y 75; at 3.0 both are at their
    /// starts and the group rests there.
    @Test func playsBackPastAFinishedChild() throws {
        let q = QueueStage()
        let x = q.operation("x", BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1))
        let y = q.operation("y", BasicAnimation(keyPath: .positionY, from: 0, to: 200, duration: 2))
        let group = try GroupOperation(mainLoop: q.queue.mainLoop, operations: [x, y])
        try q.queue.addOperation(group)
        try q.clock.advance(to: 1.5)
        try group.setSpeed(-1)
        try q.clock.advance(to: 2.25)
        #expect(abs(GroupOperationTransportTests.shown(q).x - 75) < 1e-9)
        #expect(abs(GroupOperationTransportTests.shown(q).y - 75) < 1e-9)
        #expect(!group.isFinished)
        try q.clock.advance(to: 3.0)
        #expect(group.isFinished && group.finalPosition == .start)
        #expect(q.box[.positionX] == 0 && q.box[.positionY] == 0)
        #expect(q.box.animationKeys().isEmpty)
    }

    /// Cancelled, the group rests where it was: `.current`; completed, `.end`.
    @Test func finalPositionSaysWhichEnd() throws {
        let q = QueueStage()
        let x = q.operation("x", BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1))
        let group = try GroupOperation(mainLoop: q.queue.mainLoop, operations: [x])
        try q.queue.addOperation(group)
        try q.clock.advance(to: 0.5)
        try group.pause()
        #expect(group.finalPosition == nil)
        group.cancel()
        try q.clock.advance(to: 0.6)
        #expect(group.finalPosition == .current)
        let y = q.operation("y", BasicAnimation(keyPath: .positionY, from: 0, to: 100, duration: 1))
        let other = try GroupOperation(mainLoop: q.queue.mainLoop, operations: [y])
        try q.queue.addOperation(other)
        try q.clock.advance(to: 3)
        #expect(other.finalPosition == .end)
    }
}

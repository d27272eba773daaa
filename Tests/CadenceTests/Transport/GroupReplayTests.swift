import Cadence
import Foundation
import Testing

/// A steered group plays back past children that have finished by
/// replaying their animations under its own clock. The sequence of
/// `GroupOperationTransportTests`: x from 0 to 100 in the group's first
/// second, then y from 0 to 100 in its second, linear, so x = 100 · t and
/// y = 100 · (t − 1) at group time t within each child's span.
@Suite struct GroupReplayTests {
    typealias Stage = GroupOperationTransportTests

    /// Reversed at 1.5 (y 50): y runs back to its start at 2.0 (group time
    /// 1.0), then right's replay takes x back: 75 at 2.25. Reversed again
    /// at 2.5 (group time 0.5, x 50), it plays forwards: x 75 at 2.75, 100 at
    /// 3.0, down's replay takes y to 50 at 3.5, and the group rests at its
    /// end at 4.0.
    @Test func aSequencePlaysBackAndForth() throws {
        let (q, group, right, down) = try Stage.started()
        try q.clock.advance(to: 1.5)
        try group.reverse()
        try q.clock.advance(to: 1.75)
        #expect(abs(Stage.shown(q).y - 25) < 1e-9)
        #expect(abs(Stage.shown(q).x - 100) < 1e-9)
        try q.clock.advance(to: 2.0)
        #expect(down.finalPosition == .start)
        #expect(right.finalPosition == .end)
        try q.clock.advance(to: 2.25)
        #expect(abs(Stage.shown(q).x - 75) < 1e-9)
        #expect(abs(Stage.shown(q).y) < 1e-9)
        try q.clock.advance(to: 2.5)
        #expect(abs(Stage.shown(q).x - 50) < 1e-9)
        try group.reverse()
        try q.clock.advance(to: 2.75)
        #expect(abs(Stage.shown(q).x - 75) < 1e-9)
        try q.clock.advance(to: 3.5)
        #expect(abs(Stage.shown(q).x - 100) < 1e-9)
        #expect(abs(Stage.shown(q).y - 50) < 1e-9)
        try q.clock.advance(to: 4.0.nextDown)
        #expect(!group.isFinished)
        try q.clock.advance(to: 4.0)
        #expect(group.isFinished && group.result == .completed && group.finalPosition == .end)
        #expect(q.box[.positionX] == 100 && q.box[.positionY] == 100)
        #expect(q.box.animationKeys().isEmpty)
    }

    /// Reversed at 1.5, it comes back to its start at 3.0, where the model
    /// takes the start values and no replay is left.
    @Test func aSequenceRestsAtItsStart() throws {
        let (q, group, _, _) = try Stage.started()
        try q.clock.advance(to: 1.5)
        try group.reverse()
        try q.clock.advance(to: 3.0.nextDown)
        #expect(!group.isFinished)
        try q.clock.advance(to: 3.0)
        #expect(group.isFinished && group.finalPosition == .start)
        #expect(q.box[.positionX] == 0 && q.box[.positionY] == 0)
        #expect(q.box.animationKeys().isEmpty)
        #expect(q.log.entries.last == "finish slide completed @3")
    }

    /// Paused once every child has ended, the group waits, and a seek moves
    /// the replays: at 0.2 of the group x shows 20, at 1.5 x 100 and y 50.
    @Test func aSeekMovesTheReplays() throws {
        let (q, group, _, _) = try Stage.started()
        try q.clock.advance(to: 1.5)
        try group.reverse()
        try q.clock.advance(to: 2.25)
        try group.pause()
        try group.seek(to: 0.2)
        try q.clock.advance(to: 5)
        #expect(!group.isFinished)
        #expect(abs(Stage.shown(q).x - 20) < 1e-9)
        try group.seek(to: 1.5)
        try q.clock.advance(to: 5)
        #expect(abs(Stage.shown(q).x - 100) < 1e-9)
        #expect(abs(Stage.shown(q).y - 50) < 1e-9)
        // Played back, it finishes at the end it heads for: its start.
        try group.finish()
        try q.clock.advance(to: 5)
        #expect(group.isFinished && group.finalPosition == .start)
        #expect(q.box[.positionX] == 0 && q.box[.positionY] == 0)
    }

    /// Cancelled while it replays, what is shown stays: x 75.
    @Test func aCancelKeepsWhatIsShown() throws {
        let (q, group, _, _) = try Stage.started()
        try q.clock.advance(to: 1.5)
        try group.reverse()
        try q.clock.advance(to: 2.25)
        group.cancel()
        try q.clock.advance(to: 2.5)
        #expect(group.isFinished && group.finalPosition == .current)
        #expect(abs(Double(q.box[.positionX]) - 75) < 1e-9)
        #expect(q.box.animationKeys().isEmpty)
    }

    /// Two children animating one property cannot be replayed (each replay
    /// would hide the other): refused once one has finished, naming both,
    /// and nothing changes.
    @Test func oneLayersPropertyTwiceIsRefused() throws {
        let q = QueueStage()
        let out = q.operation("out", BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1))
        let back = q.operation("back", BasicAnimation(keyPath: .positionX, from: 100, to: 0, duration: 1))
        let group = try GroupOperation.sequence([out, back], on: q.queue.mainLoop, name: "there and back")
        try q.queue.addOperation(group)
        try q.clock.advance(to: 1.5)
        do {
            try group.reverse()
            Issue.record("two replays of one property were made")
        } catch {
            #expect(error.field == "reverse()")
            #expect(error.value.contains("'out'") && error.value.contains("'back'"))
        }
        #expect(group.speed == 1 && back.speed == 1)
        #expect(abs(Double(q.box.presentation()[.positionX]) - 50) < 1e-9)
    }

    /// A property and one of its components are one property for a replay:
    /// a move of `position`, then of `position.x`, refuses to play back.
    @Test func aPropertyAndItsComponentAreOneProperty() throws {
        let q = QueueStage()
        let move = q.operation(
            "move", BasicAnimation(keyPath: .position, from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 100), duration: 1))
        let nudge = q.operation("nudge", BasicAnimation(keyPath: .positionX, from: 100, to: 150, duration: 1))
        let group = try GroupOperation.sequence([move, nudge], on: q.queue.mainLoop)
        try q.queue.addOperation(group)
        try q.clock.advance(to: 1.5)
        #expect(throws: CadenceError.self) { try group.setSpeed(-1) }
        #expect(group.speed == 1)
    }
}

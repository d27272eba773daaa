import Cadence
import CadenceTesting
import Foundation
import Testing

/// `TestFixture.steer(_:_:)` on a group, and
/// `TransportCall.continueAnimation(durationFactor:)` on an operation and a
/// group: traced under the run's name, refused with typed errors, and drawn
/// as held and reversed spans on the run's row.
@Suite struct GroupSteeringTraceTests {
    /// A fixture with `slide`: a group of `right`, a 1 s linear move of
    /// `box.position.x` from 0 to 100, beside `fade`, 2 s of opacity from 1
    /// to 0: the group lasts 2 s.
    static func sliding() throws -> (TestFixture, Layer, GroupOperation) {
        let fixture = TestFixture()
        let box = fixture.addLayer(named: "box")
        let right = AnimationOperation(layer: box, animation: BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1))
        right.name = "right"
        let fade = AnimationOperation(layer: box, animation: BasicAnimation(keyPath: .opacity, from: 1, to: 0, duration: 2))
        fade.name = "fade"
        let group = try GroupOperation(mainLoop: fixture.mainLoop, operations: [right, fade], name: "slide")
        try fixture.queue.addOperation(group)
        return (fixture, box, group)
    }

    /// A 1 s move paused at 0.4 and continued at 1 with factor 0.5: the 0.6
    /// left take 0.5 × 1 s, so speed 0.6 / 0.5 = 1.2; at 1.25 the run is at
    /// 0.4 + 0.25 · 1.2 = 0.7 (70), and it rests at 1.5.
    @Test func continueTakesTheFactorOfTheDurationForTheRest() throws {
        let (fixture, box, move) = try TransportTraceTests.moving()
        try fixture.advance(to: 0.4)
        try fixture.steer(move, .pause)
        try fixture.advance(to: 1)
        try fixture.steer(move, .continueAnimation(durationFactor: 0.5))
        #expect(abs(move.speed - 1.2) < 1e-12)
        try fixture.advance(to: 1.25)
        #expect(abs(Double(box.presentation()[.positionX]) - 70) < 1e-9)
        try fixture.runUntilIdle()
        #expect(abs(fixture.now - 1.5) < 1e-9)
        #expect(move.finalPosition == .end)
        let event = try #require(fixture.trace.events(.transport).last)
        #expect(event.call == "continueAnimation(durationFactor:)" && event.value == 0.5 && event.result == nil)
        let row = try #require(OperationRows(fixture.trace, end: fixture.now).rows.first)
        #expect(row.held == [OperationRows.Span(start: 0.4, end: 1)])
    }

    /// Reversed at 0.6, the run is at 0.4 at 0.8; continued with factor 2,
    /// the 0.4 left back to the start take 2 × 1 s: speed −0.2, rest at the
    /// start at 2.8, still reversed, a reversed span from 0.6 to 2.8.
    @Test func continueKeepsTheDirection() throws {
        let (fixture, _, move) = try TransportTraceTests.moving()
        try fixture.advance(to: 0.6)
        try fixture.steer(move, .reverse)
        try fixture.advance(to: 0.8)
        try fixture.steer(move, .continueAnimation(durationFactor: 2))
        #expect(abs(move.speed + 0.2) < 1e-12)
        try fixture.runUntilIdle()
        #expect(abs(fixture.now - 2.8) < 1e-9)
        #expect(move.finalPosition == .start)
        let row = try #require(OperationRows(fixture.trace, end: fixture.now).rows.first)
        #expect(row.reversed.count == 1 && row.reversed.first?.start == 0.6 && row.reversed.first?.end == row.finished)
    }

    /// The 2 s group continued at 0.5 with factor 0.25: 1.5 s left take
    /// 0.25 × 2 = 0.5 s, speed 3, so the group rests at 1; `right`, at 0.5
    /// of its 1 s, runs at 3 and ends at 0.5 + 0.5 / 3.
    @Test func continueOnAGroupRetimesEveryChild() throws {
        let (fixture, box, group) = try Self.sliding()
        try fixture.advance(to: 0.5)
        try fixture.steer(group, .continueAnimation(durationFactor: 0.25))
        #expect(abs(group.speed - 3) < 1e-12)
        try fixture.advance(to: 0.6)
        #expect(abs(Double(box.presentation()[.positionX]) - 80) < 1e-9)   // 0.5 + 0.1 · 3 = 0.8 of the move
        try fixture.runUntilIdle()
        #expect(abs(fixture.now - 1) < 1e-9)
        #expect(group.finalPosition == .end)
        let rows = Dictionary(uniqueKeysWithValues: OperationRows(fixture.trace, end: fixture.now).rows.map { ($0.name, $0) })
        #expect(abs((rows["right"]?.finished ?? 0) - (0.5 + 0.5 / 3)) < 1e-9)
        #expect(fixture.trace.events(.transport).map(\.operation) == ["slide"])
    }

    /// A group paused at 0.4 and played at 1, then reversed at 1.2 (every
    /// child still runs: `right` is at 0.6 of its 1 s): its own row, not its
    /// children's, holds from 0.4 to 1 and plays back from 1.2. Back at its
    /// start at 1.2 + 0.6 = 1.8, it rests there.
    @Test func aSteeredGroupsRowIsHeldAndReversed() throws {
        let (fixture, _, group) = try Self.sliding()
        try fixture.advance(to: 0.4)
        try fixture.steer(group, .pause)
        try fixture.advance(to: 1)
        try fixture.steer(group, .play)
        try fixture.advance(to: 1.2)
        try fixture.steer(group, .reverse)
        try fixture.runUntilIdle()
        #expect(abs(fixture.now - 1.8) < 1e-9)
        #expect(group.finalPosition == .start)
        let rows = OperationRows(fixture.trace, end: fixture.now)
        let slide = try #require(rows.rows.first { $0.name == "slide" })
        #expect(slide.held == [OperationRows.Span(start: 0.4, end: 1)])
        #expect(slide.reversed.count == 1 && slide.reversed.first?.start == 1.2 && slide.reversed.first?.end == slide.finished)
        #expect(rows.rows.first { $0.name == "right" }?.held == [])
        #expect(rows.marks.contains(.held) && rows.marks.contains(.reversed))
    }

    /// What the calls refuse, each traced as refused with its message: a
    /// group's `play(to:)`, a continue before the start, a factor of 0, a
    /// run of unknown length, and a run held at the end it heads for.
    @Test func refusedCallsAreTypedAndTraced() throws {
        let (fixture, _, group) = try Self.sliding()
        func refusal(_ body: () throws(CadenceError) -> Void) -> String? {
            do {
                try body()
                return nil
            } catch {
                return "\(error)"
            }
        }
        #expect(refusal { () throws(CadenceError) in try fixture.steer(group, .continueAnimation(durationFactor: 1)) }
            == "continueAnimation(durationFactor:): expected a run that is running or paused, got a run that is idle")
        try fixture.advance(to: 0.5)
        #expect(refusal { () throws(CadenceError) in try fixture.steer(group, .playTo(1)) }
            == "play(to:): expected an animation operation (a group's transport has no play(to:); seek it, or pause it when it gets there), got a group")
        #expect(refusal { () throws(CadenceError) in try fixture.steer(group, .continueAnimation(durationFactor: 0)) }
            == "continueAnimation(durationFactor:): expected a finite duration factor > 0, got 0")
        #expect(group.speed == 1 && group.playState == .running)
        let refused = fixture.trace.events(.transport)
        #expect(refused.map(\.result) == ["refused", "refused", "refused"])
        #expect(refused.map(\.value) == [1, 1, 0])

        let box = fixture.addLayer(named: "spinner")
        var spin = BasicAnimation(keyPath: .transformRotationZ, from: 0, to: 6, duration: 1)
        spin.repeatCount = .infinity
        let spinning = AnimationOperation(layer: box, animation: spin)
        try fixture.queue.addOperation(spinning)
        let (moving, _, move) = try TransportTraceTests.moving()
        try moving.advance(to: 0.5)
        try moving.steer(move, .pause)
        try moving.steer(move, .seek(to: 1))
        #expect(refusal { () throws(CadenceError) in try moving.steer(move, .continueAnimation(durationFactor: 1)) }
            == "continueAnimation(durationFactor:): expected a run with time left to play, got a run at the end it heads for")
        try fixture.advance(to: 2.5)   // the queue runs one at a time: the spinner from 2
        #expect(refusal { () throws(CadenceError) in try fixture.steer(spinning, .continueAnimation(durationFactor: 1)) }
            == "continueAnimation(durationFactor:): expected a run whose duration is known (one that does not repeat for ever, of steerable work), got a run of unknown length")
    }
}

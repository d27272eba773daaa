import Cadence
import CadenceTesting
import Foundation
import Testing

/// `TestFixture.steer(_:_:)` and what the trace and the rows make of it: a
/// transport call traced in order with its value, a refused one traced as
/// refused, and the held and reversed spans the pictures draw.
@Suite struct TransportTraceTests {
    /// A fixture with `move`: a 1 s linear move of `box.position.x` from 0 to 100.
    static func moving() throws -> (TestFixture, Layer, AnimationOperation) {
        let fixture = TestFixture()
        let box = fixture.addLayer(named: "box")
        let move = AnimationOperation(layer: box, animation: BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1))
        move.name = "move"
        try fixture.queue.addOperation(move)
        return (fixture, box, move)
    }

    /// Paused at 0.4 and played at 1, it shows 40 meanwhile and rests at
    /// 1 + 0.6 = 1.6; the rows hold it from 0.4 to 1.
    @Test func aPauseIsTracedAndHeld() throws {
        let (fixture, box, move) = try Self.moving()
        try fixture.advance(to: 0.4)
        try fixture.steer(move, .pause)
        try fixture.advance(to: 0.7)
        #expect(box.presentation()[.positionX] == 40)
        #expect(move.playState == .paused)
        try fixture.advance(to: 1)
        try fixture.steer(move, .play)
        try fixture.runUntilIdle()
        #expect(fixture.now == 1.6)
        #expect(move.finalPosition == .end)
        let steered = fixture.trace.events(.transport)
        #expect(steered.map { "\($0.time) \($0.operation ?? "") \($0.call ?? "")" } == ["0.4 move pause", "1.0 move play"])
        let row = try #require(OperationRows(fixture.trace, end: fixture.now).rows.first)
        #expect(row.held == [OperationRows.Span(start: 0.4, end: 1)])
        #expect(row.reversed.isEmpty)
        #expect(OperationRows(fixture.trace, end: fixture.now).marks.contains(.held))
    }

    /// A seek, a speed and a reverse, each with its value in the trace, in
    /// order. At 0.2 seek to 0.5 s; at 0.4 (run time 0.7) speed 0.5; at 0.6
    /// (0.8) reverse, at −0.5 back to 0 in 1.6 s: rest at 2.2, at its start.
    @Test func valuesAreTracedInOrder() throws {
        let (fixture, _, move) = try Self.moving()
        try fixture.advance(to: 0.2)
        try fixture.steer(move, .seek(to: 0.5))
        try fixture.advance(to: 0.4)
        try fixture.steer(move, .setSpeed(0.5))
        try fixture.advance(to: 0.6)
        try fixture.steer(move, .reverse)
        try fixture.runUntilIdle()
        #expect(abs(fixture.now - 2.2) < 1e-9)
        #expect(move.finalPosition == .start)
        let steered = fixture.trace.events(.transport)
        #expect(steered.map(\.call) == ["seek(to:)", "setSpeed", "reverse"])
        #expect(steered.map(\.value) == [0.5, 0.5, nil])
        #expect(steered.map { $0.description.drop { $0 != " " } } == [
            " t=0.2 transport move seek(to:) 0.5", " t=0.4 transport move setSpeed 0.5", " t=0.6 transport move reverse",
        ])
        let row = try #require(OperationRows(fixture.trace, end: fixture.now).rows.first)
        #expect(row.reversed.count == 1 && row.reversed.first?.start == 0.6 && row.reversed.first?.end == row.finished)
    }

    /// A refused call throws the operation's error, changes nothing, and is
    /// traced as refused with the message; the rows ignore it.
    @Test func aRefusedCallIsTracedAndThrown() throws {
        let (fixture, _, move) = try Self.moving()
        #expect(throws: CadenceError.self) { try fixture.steer(move, .pause) }   // not started yet
        try fixture.runUntilIdle()
        let event = try #require(fixture.trace.events(.transport).first)
        #expect(event.result == "refused")
        #expect(event.message == "pause(): expected an operation that is running, got a pending operation")
        #expect(fixture.now == 1)
        #expect(OperationRows(fixture.trace, end: 1).rows.first?.held == [])
    }

    /// Hand-made traces: a reverse ends a hold (it plays); a negative speed
    /// reverses until a positive one; spans still open at the end have no
    /// end, and what happens after the operation's finish is not drawn.
    @Test func spansFollowTheCalls() {
        func call(_ time: Double, _ name: String, _ value: Double? = nil, refused: Bool = false) -> TraceEvent {
            TraceEvent(time: time, kind: .transport, operation: "m", result: refused ? "refused" : nil, value: value, call: name)
        }
        let trace = Trace(events: [
            .start(0, "m"), call(0.1, "pause"), call(0.2, "reverse"), call(0.3, "setSpeed", 2), call(0.4, "setSpeed", -1),
            call(0.5, "pause"), call(0.6, "play", refused: true), call(0.7, "setSpeed", 1),
        ])
        let row = OperationRows(trace, end: 1).rows[0]
        #expect(row.held == [.init(start: 0.1, end: 0.2), .init(start: 0.5, end: nil)])
        #expect(row.reversed == [.init(start: 0.2, end: 0.3), .init(start: 0.4, end: 0.7)])
        let finished = Trace(events: trace.events + [.finish(0.8, "m"), call(0.9, "reverse")])
        let closed = OperationRows(finished, end: 1).rows[0]
        #expect(closed.held == [.init(start: 0.1, end: 0.2), .init(start: 0.5, end: 0.8)])
        #expect(closed.reversed == [.init(start: 0.2, end: 0.3), .init(start: 0.4, end: 0.7)])
    }

    /// The trace with a transport event reads back from its JSON as it was.
    @Test func theCallSurvivesJSON() throws {
        let (fixture, _, move) = try Self.moving()
        try fixture.advance(to: 0.5)
        try fixture.steer(move, .seekProgress(0.25))
        try fixture.runUntilIdle()
        let trace = fixture.trace
        #expect(try Trace(json: trace.jsonData()) == trace)
        #expect(String(decoding: trace.jsonData(), as: UTF8.self).contains(#""call":"seek(progress:)""#))
    }
}

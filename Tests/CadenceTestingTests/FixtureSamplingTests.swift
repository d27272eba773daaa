import Cadence
import CadenceTesting
import Testing

/// Presented values as a table, and the timeline, through the fixture.
@Suite struct FixtureSamplingTests {
    /// right: x 0 → 300 over [0, 1]; down: y 0 → 100 over [1, 3], both linear.
    @Test func tableOfPresentedValues() throws {
        let fixture = TestFixture()
        let box = fixture.addLayer(named: "box")
        try fixture.queue.addOperations([
            fixture.move("right", box, .positionX, to: 300, duration: 1),
            fixture.move("down", box, .positionY, to: 100, duration: 2),
        ])
        let table = try fixture.sample([Probe(box, .positionX), Probe(box, .positionY)], at: [0, 0.5, 1, 2, 3])
        try table.check(
            """
            t    box.position.x  box.position.y
            0    0               0
            0.5  150             0
            1    300             0
            2    300             50
            3    300             100
            """)
        try fixture.checkTimeline(
            """
            right []
            down  --[==]
            """, resolution: 2)
        try fixture.trace.checkFinished("right", beforeStarting: "down")
        try fixture.checkIdle()
    }

    /// Times must increase from now on; nothing is advanced when they do not.
    @Test func samplingTimesMustIncrease() throws {
        let fixture = TestFixture()
        let box = fixture.addLayer(named: "box")
        #expect(throws: FixtureError.self) { try fixture.sample([Probe(box, .opacity)], at: [1, 0.5]) }
        #expect(fixture.now == 0)
        try fixture.advance(to: 2)
        #expect(throws: FixtureError.self) { try fixture.sample([Probe(box, .opacity)], at: [1]) }
        #expect(Probe(box, .opacity).name == "box.opacity")
        #expect(Probe(box, .opacity).sample() == "1")
    }

    /// A recording set up first is filled in as the fixture runs to the end,
    /// including instants after the last work; a jump skips what it passes.
    @Test func recordingWhileRunning() throws {
        let fixture = TestFixture()
        let box = fixture.addLayer(named: "box")
        try fixture.queue.addOperations([
            fixture.move("right", box, .positionX, to: 300, duration: 1),
            fixture.move("down", box, .positionY, to: 100, duration: 2),
        ])
        try fixture.record([Probe(box, .positionX), Probe(box, .positionY)], at: [0, 0.5, 2, 5])
        try fixture.runUntilIdle()
        #expect(fixture.now == 5)
        try fixture.recordedValues.check(
            """
            t    box.position.x  box.position.y
            0    0               0
            0.5  150             0
            2    300             50
            5    300             100
            """)

        try fixture.record([Probe(box, .opacity)], at: [6, 7, 8])
        try fixture.advance(to: 6)
        try fixture.jump(by: 1.5)
        try fixture.runUntilIdle()
        try fixture.recordedValues.check(
            """
            t  box.opacity
            6  1
            8  1
            """)
        #expect(throws: FixtureError.self) { try fixture.record([Probe(box, .opacity)], at: [1]) }
    }
}


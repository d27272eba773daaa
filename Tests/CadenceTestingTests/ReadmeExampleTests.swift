import Cadence
import CadenceTesting
import Testing

/// The README's fixture example, as written there.
@Suite struct ReadmeExampleTests {
    @Test func fixtureExample() throws {
        let fixture = TestFixture()
        let card = fixture.addLayer(named: "card")
        let right = AnimationOperation(layer: card, animation: BasicAnimation(keyPath: .positionX, to: 300, duration: 1))
        right.name = "right"
        let down = AnimationOperation(layer: card, animation: BasicAnimation(keyPath: .positionY, to: 100, duration: 2))
        down.name = "down"
        try fixture.queue.addOperations([right, down])
        try fixture.runUntilIdle()  // 3 s of virtual time, at once
        try fixture.checkTimeline(
            """
            right [==]
            down  ----[======]
            """, resolution: 4)  // one column per 0.25 s
        try fixture.checkIdle()  // nothing left running
        #expect(fixture.now == 3)
    }
}

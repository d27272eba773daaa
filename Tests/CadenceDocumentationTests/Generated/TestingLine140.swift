// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import CadenceTesting
import XCTest

#sourceLocation(file: "Docs/Testing.md", line: 140)




final class CardTests: XCTestCase {
    func testCardSlidesInHoldsAndFadesOut() throws {
        let fixture = TestFixture()
        let card = fixture.addLayer(named: "card")
        try presentCard(card, on: fixture.queue)
        try fixture.record([Probe(card, .positionX), Probe(card, .opacity)],
                           at: [0, 0.1, 0.2, 0.3, 1.3, 1.4, 1.55, 1.8])
        XCTAssertFixture { try fixture.runUntilIdle() }
        XCTAssertEqual(fixture.now, 1.8)
        XCTAssertFixture { try fixture.recordedValues.check("""
            t     card.position.x  card.opacity
            0     -300             1
            0.1   -200             1
            0.2   -100             1
            0.3   0                1
            1.3   0                1
            1.4   0                0.8
            1.55  0                0.5
            1.8   0                0
            """) }
        XCTAssertFixture { try fixture.checkTimeline("""
            slideIn [=]
            hold    ---[========]
            fadeOut -------------[===]
            """) }
        XCTAssertFixture { try fixture.trace.checkOrder(of: .start, ["slideIn", "hold", "fadeOut"]) }
        XCTAssertFixture { try fixture.trace.checkNeverConcurrent() }
        XCTAssertFixture { try fixture.checkIdle() }
    }
}
#sourceLocation()


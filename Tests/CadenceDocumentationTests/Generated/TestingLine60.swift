// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import CadenceTesting
import Testing

#sourceLocation(file: "Docs/Testing.md", line: 60)




@Test func cardSlidesInHoldsAndFadesOut() throws {
    let fixture = TestFixture()                  // clock at 0, compositor, queue, trace
    let card = fixture.addLayer(named: "card")
    try presentCard(card, on: fixture.queue)

    // Values to watch, sampled as the fixture passes these instants.
    try fixture.record([Probe(card, .positionX), Probe(card, .opacity)],
                       at: [0, 0.1, 0.2, 0.3, 1.3, 1.4, 1.55, 1.8])

    try fixture.runUntilIdle()                   // 1.8 s of virtual time, at once
    #expect(fixture.now == 1.8)
    try fixture.recordedValues.check("""
        t     card.position.x  card.opacity
        0     -300             1
        0.1   -200             1
        0.2   -100             1
        0.3   0                1
        1.3   0                1
        1.4   0                0.8
        1.55  0                0.5
        1.8   0                0
        """)

    // What ran, and when.
    try fixture.checkTimeline("""
        slideIn [=]
        hold    ---[========]
        fadeOut -------------[===]
        """)
    try fixture.trace.checkOrder(of: .start, ["slideIn", "hold", "fadeOut"])
    try fixture.trace.checkNeverConcurrent()
    try fixture.checkIdle()
}
#sourceLocation()


// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import CadenceTesting

/// Docs/Testing.md, from line 964.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func testingLine964() async throws {
#sourceLocation(file: "Docs/Testing.md", line: 964)



let fixture = TestFixture()
let card = fixture.addLayer(named: "card")
try presentCard(card, on: fixture.queue)
try fixture.stall(at: 0.1, for: 0.5)               // busy over [0.1, 0.6)
try fixture.sample([Probe(card, .positionX)], at: [0.2, 0.3]).check("""
    t    card.position.x
    0.2  -100
    0.3  0
    """)
try fixture.runUntilIdle()
try fixture.checkTimeline("""
    slideIn [====]
    hold    ------[========]
    fadeOut ----------------[===]
    stall    #####
    """)
#sourceLocation()
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Testing.md:983")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

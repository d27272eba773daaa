// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import CadenceTesting

/// Docs/Testing.md, from line 1063.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func testingLine1063() async throws {
#sourceLocation(file: "Docs/Testing.md", line: 1063)



let fixture = TestFixture()
let card = fixture.addLayer(named: "card")
try fixture.slowAnimations(by: 2)
try presentCard(card, on: fixture.queue)
try fixture.sample([Probe(card, .positionX), Probe(card, .opacity)], at: [0.3, 0.6, 2.1]).check("""
    t    card.position.x  card.opacity
    0.3  -150             1
    0.6  0                1
    2.1  0                0.5
    """)
#sourceLocation()
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Testing.md:1076")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

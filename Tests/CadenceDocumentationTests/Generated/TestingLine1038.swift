// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import CadenceTesting

/// Docs/Testing.md, from line 1038.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func testingLine1038() async throws {
#sourceLocation(file: "Docs/Testing.md", line: 1038)



let fixture = TestFixture()
let card = fixture.addLayer(named: "card")
try presentCard(card, on: fixture.queue)
try fixture.advance(by: 0)            // run what is due now: slideIn starts
try fixture.jump(by: 1)
try fixture.runUntilIdle()
try fixture.checkTimeline("""
    slideIn [========]
    hold    ----------[========]
    fadeOut --------------------[===]
    jump    >
    """)
#sourceLocation()
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Testing.md:1053")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

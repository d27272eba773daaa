// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import CadenceTesting

/// Docs/Testing.md, from line 119.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func testingLine119() async throws {
#sourceLocation(file: "Docs/Testing.md", line: 119)



let fixture = TestFixture()
let card = fixture.addLayer(named: "card")
try presentCard(card, on: fixture.queue)
try fixture.runUntilIdle()
print(fixture.timeline().rendered(withAxis: true))
#sourceLocation()
    try snippetOutput.check(printed: "        0         1\nslideIn [=]\nhold    ---[========]\nfadeOut -------------[===]\n", at: "Docs/Testing.md:130")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Testing.md:127")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

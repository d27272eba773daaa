// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import CadenceTesting

/// Docs/Testing.md, from line 581.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func testingLine581() async throws {
#sourceLocation(file: "Docs/Testing.md", line: 581)



let fixture = TestFixture()
let card = fixture.addLayer(named: "card")
try presentCard(card, on: fixture.queue)
try fixture.runUntilIdle()
let holdTooLong = """
    slideIn [=]
    hold    ---[=========]
    fadeOut -------------[===]
    """
#sourceLocation()
    do {
#sourceLocation(file: "Docs/Testing.md", line: 593)
try fixture.checkTimeline(holdTooLong)   // throws:
#sourceLocation()
        throw SnippetFailure(description: "Docs/Testing.md:593: the line did not throw")
    } catch let failure as SnippetFailure {
        throw failure
    } catch {
        try snippetOutput.check(error: error, "timeline does not match (resolution 10 columns per second)\nexpected:\n          0         1\n  slideIn [=]\n  hold    ---[=========]\n  fadeOut -------------[===]\nactual:\n          0         1\n  slideIn [=]\n  hold    ---[========]\n  fadeOut -------------[===]\nwhat to do:\n  the first difference is in row `hold`, column 12 (t = 1.2 s): expected `=`, found `]`; if the new timeline is right, paste it as the expected string:\n  slideIn [=]\n  hold    ---[========]\n  fadeOut -------------[===]", at: "Docs/Testing.md:597")
    }
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Testing.md:594")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import CadenceTesting

/// Docs/Testing.md, from line 1159.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func testingLine1159() async throws {
#sourceLocation(file: "Docs/Testing.md", line: 1159)



let fixture = TestFixture()
let card = fixture.addLayer(named: "card")
try presentCard(card, on: fixture.queue)
try fixture.advance(to: 1)
print(fixture.isIdle)
#sourceLocation()
    try snippetOutput.check(printed: "false\n", at: "Docs/Testing.md:1170")
#sourceLocation(file: "Docs/Testing.md", line: 1176)
#sourceLocation()
    do {
#sourceLocation(file: "Docs/Testing.md", line: 1176)
try fixture.checkIdle()   // throws:
#sourceLocation()
        throw SnippetFailure(description: "Docs/Testing.md:1176: the line did not throw")
    } catch let failure as SnippetFailure {
        throw failure
    } catch {
        try snippetOutput.check(error: error, "the fixture is not idle at t = 1\nexpected: no work left\nactual:\n  operation 'hold': executing since 0.3, ends at 1.3\n  operation 'fadeOut': waiting for 'hold'\n  clock: timed task 'hold': end due at 1.3\nwhat to do: advance further (runUntilIdle()), cancel what should have ended, or finish what an operation waits for", at: "Docs/Testing.md:1180")
    }
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Testing.md:1177")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import CadenceTesting

/// Docs/Testing.md, from line 258.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func testingLine258() async throws {
#sourceLocation(file: "Docs/Testing.md", line: 258)



let fixture = TestFixture()
let card = fixture.addLayer(named: "card")
try presentCard(card, on: fixture.queue)
try fixture.advance(by: 0.15)
print(card.presentation()[.positionX])   // half way through the slide
try fixture.advance(to: 1.55)
print(card.presentation()[.opacity])     // half way through the fade
#sourceLocation()
    try snippetOutput.check(printed: "-150.0\n0.5\n", at: "Docs/Testing.md:271")
#sourceLocation(file: "Docs/Testing.md", line: 278)
#sourceLocation()
    do {
#sourceLocation(file: "Docs/Testing.md", line: 278)
try fixture.advance(to: 1)   // throws:
#sourceLocation()
        throw SnippetFailure(description: "Docs/Testing.md:278: the line did not throw")
    } catch let failure as SnippetFailure {
        throw failure
    } catch {
        try snippetOutput.check(error: error, "advance(to: 1) was refused at t = 1.55\nexpected: a time ≥ the current time 1.55 (time never goes backwards)\nactual: 1\nwhat to do: advance from the test, never from work the fixture runs (schedule that work instead), and only forward; to start over, make a new TestFixture", at: "Docs/Testing.md:282")
    }
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Testing.md:279")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

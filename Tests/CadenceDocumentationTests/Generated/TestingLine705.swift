// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import CadenceTesting

/// Docs/Testing.md, from line 705.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func testingLine705() async throws {
#sourceLocation(file: "Docs/Testing.md", line: 705)



let fixture = try TestFixture(traceRetention: .last(4))
let card = fixture.addLayer(named: "card")
try presentCard(card, on: fixture.queue)
try fixture.runUntilIdle()
print(fixture.trace)
print(fixture.trace.droppedCount, "dropped of", fixture.recorder.recordedCount)
#sourceLocation()
    try snippetOutput.check(printed: "#17 t=1.3 animationAdded card.opacity\n#18 t=1.3 animationStarted card.opacity\n#19 t=1.8 animationCompleted card.opacity\n#20 t=1.8 finish fadeOut completed\n16 dropped of 20\n", at: "Docs/Testing.md:717")
#sourceLocation(file: "Docs/Testing.md", line: 746)
#sourceLocation()
    do {
#sourceLocation(file: "Docs/Testing.md", line: 746)
try fixture.trace.checkOrder(of: .start, ["slideIn", "hold", "fadeOut"])   // throws:
#sourceLocation()
        throw SnippetFailure(description: "Docs/Testing.md:746: the line did not throw")
    } catch let failure as SnippetFailure {
        throw failure
    } catch {
        try snippetOutput.check(error: error, "`slideIn` was enqueued before the events the trace kept\nexpected: every event of `slideIn`, from its enqueue\nactual: the trace kept only its last 4 events (#17 to #20): the 16 before them were dropped; none of them is about `slideIn`\nwhat to do: keep more events (Trace.Retention.last(_:) with a larger count, or .all), check sooner, or check only operations enqueued within the kept events", at: "Docs/Testing.md:750")
    }
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Testing.md:747")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import CadenceTesting

/// Docs/Testing.md, from line 507.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func testingLine507() async throws {
#sourceLocation(file: "Docs/Testing.md", line: 507)



let fixture = TestFixture()
let card = fixture.addLayer(named: "card")
try presentCard(card, on: fixture.queue)
try fixture.runUntilIdle()

let trace = fixture.trace
try trace.checkFinished("slideIn", beforeStarting: "hold")
try trace.checkStarted("hold", before: "fadeOut")
try trace.checkOrder(of: .finish, ["slideIn", "hold", "fadeOut"])
try trace.checkNeverConcurrent()          // or name the operations to watch
try trace.checkAtMostExecuting(1)
// The look-ups are nil for an operation that has not started or finished.
if let start = trace.startTime(of: "fadeOut"), let finish = trace.finishTime(of: "fadeOut") {
    print("fadeOut ran from \(start) to \(finish):", trace.result(of: "fadeOut") ?? "no result")
}
#sourceLocation()
    try snippetOutput.check(printed: "fadeOut ran from 1.3 to 1.8: completed\n", at: "Docs/Testing.md:528")
#sourceLocation(file: "Docs/Testing.md", line: 535)
#sourceLocation()
    do {
#sourceLocation(file: "Docs/Testing.md", line: 535)
try trace.checkStarted("fadeout", before: "hold")   // throws:
#sourceLocation()
        throw SnippetFailure(description: "Docs/Testing.md:535: the line did not throw")
    } catch let failure as SnippetFailure {
        throw failure
    } catch {
        try snippetOutput.check(error: error, "no operation named `fadeout` in the trace\nexpected: an operation named `fadeout`\nactual: the trace's operations are `slideIn`, `hold` and `fadeOut`\nwhat to do: did you mean `fadeOut`? Names are compared exactly, case included", at: "Docs/Testing.md:539")
    }
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Testing.md:536")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

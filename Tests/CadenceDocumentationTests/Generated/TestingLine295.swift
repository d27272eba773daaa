// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import CadenceTesting

/// Docs/Testing.md, from line 295.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func testingLine295() async throws {
#sourceLocation(file: "Docs/Testing.md", line: 295)



let fixture = TestFixture()
let ticker = TimedTaskOperation(duration: 1e9, on: fixture.mainLoop) { _ in }   // 60 frames a second
ticker.name = "ticker"
try fixture.queue.addOperation(ticker)
#sourceLocation()
    do {
#sourceLocation(file: "Docs/Testing.md", line: 302)
try fixture.runUntilIdle(limit: RunLimit(steps: 100))   // throws:
#sourceLocation()
        throw SnippetFailure(description: "Docs/Testing.md:302: the line did not throw")
    } catch let failure as SnippetFailure {
        throw failure
    } catch {
        try snippetOutput.check(error: error, "runUntilIdle() passed its limit of 100 steps at t = 1.65\nexpected: no work left within the limit\nactual:\n  operation 'ticker': executing since 0, ends at 1000000000\n  clock: timed task 'ticker': next frame due at 1.666667\nwhat to do: cancel the work that never ends (an infinite repeatCount, a timed task without end), or advance(to:) a fixed time instead, or pass a larger RunLimit", at: "Docs/Testing.md:306")
    }
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Testing.md:303")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

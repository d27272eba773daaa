// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import CadenceTesting

/// Docs/Testing.md, from line 1199.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func testingLine1199() async throws {
#sourceLocation(file: "Docs/Testing.md", line: 1199)



guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return }
let fixture = TestFixture()
let card = fixture.addLayer(named: "card")
let clock = fixture.clock
fixture.task {
    print("start @\(clock.currentTime)")
    try await clock.sleep(for: .seconds(1))
    try await fixture.queue.run(                // add, then await the finish
        AnimationOperation(layer: card, animation: BasicAnimation(keyPath: .opacity, to: 0, duration: 0.5)))
    print("faded @\(clock.currentTime)")
}
try fixture.advance(by: 0)                   // the task starts, and sleeps
#sourceLocation()
    try snippetOutput.check(printed: "start @0.0\n", at: "Docs/Testing.md:1217")
#sourceLocation(file: "Docs/Testing.md", line: 1223)
try fixture.advance(by: 1)
try fixture.runUntilIdle()
#sourceLocation()
    try snippetOutput.check(printed: "faded @1.5\n", at: "Docs/Testing.md:1228")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Testing.md:1225")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

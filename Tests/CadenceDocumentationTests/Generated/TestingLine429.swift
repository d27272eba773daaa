// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import CadenceTesting

/// Docs/Testing.md, from line 429.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func testingLine429() async throws {
#sourceLocation(file: "Docs/Testing.md", line: 429)



let fixture = TestFixture(traceObserverEvents: true)
let card = fixture.addLayer(named: "card")
try presentCard(card, on: fixture.queue)
try fixture.advance(to: 0.3)
print(fixture.trace)
#sourceLocation()
    try snippetOutput.check(printed: "#1 t=0 enqueue slideIn\n#2 t=0 enqueue hold\n#3 t=0 enqueue fadeOut\n#4 t=0 ready slideIn\n#5 t=0 start slideIn\n#6 t=0 willStart slideIn\n#7 t=0 commit \"1 added, 0 removed\"\n#8 t=0 animationAdded card.position.x\n#9 t=0 didStart slideIn\n#10 t=0 animationStarted card.position.x\n#11 t=0.3 animationCompleted card.position.x\n#12 t=0.3 willFinish slideIn completed\n#13 t=0.3 didFinish slideIn completed\n#14 t=0.3 finish slideIn completed\n#15 t=0.3 ready hold\n#16 t=0.3 start hold\n#17 t=0.3 willStart hold\n#18 t=0.3 didStart hold\n", at: "Docs/Testing.md:440")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Testing.md:437")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

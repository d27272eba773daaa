// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import CadenceTesting

/// Docs/Testing.md, from line 323.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func testingLine323() async throws {
#sourceLocation(file: "Docs/Testing.md", line: 323)



let fixture = TestFixture()
let card = fixture.addLayer(named: "card")
try presentCard(card, on: fixture.queue)
try fixture.advanceFrames(3, rate: 10) { frame in
    let x = ValueTable.format(card.presentation()[.positionX])
    print("frame \(frame.index) at \(frame.time): x = \(x)")
}
print("now \(fixture.now)")
#sourceLocation()
    try snippetOutput.check(printed: "frame 1 at 0.1: x = -200\nframe 2 at 0.2: x = -100\nframe 3 at 0.3: x = 0\nnow 0.3\n", at: "Docs/Testing.md:337")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Testing.md:334")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

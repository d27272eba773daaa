// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import CadenceTesting

/// Docs/Testing.md, from line 996.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func testingLine996() async throws {
#sourceLocation(file: "Docs/Testing.md", line: 996)



let fixture = TestFixture()
let card = fixture.addLayer(named: "card")
try presentCard(card, on: fixture.queue)
fixture.dropFrames(1)
try fixture.advanceFrames(3, rate: 10) { frame in
    let x = ValueTable.format(card.presentation()[.positionX])
    let elapsed = ValueTable.format(frame.elapsed)
    print("frame \(frame.index): x = \(x), \(elapsed) s after the last, \(frame.droppedBefore) dropped before it")
}
#sourceLocation()
    try snippetOutput.check(printed: "frame 2: x = -100, 0.2 s after the last, 1 dropped before it\nframe 3: x = 0, 0.1 s after the last, 0 dropped before it\n", at: "Docs/Testing.md:1011")
#sourceLocation(file: "Docs/Testing.md", line: 1019)
for event in fixture.trace.events(.dropFrames) { print(event) }
try fixture.runUntilIdle()
try fixture.checkTimeline("""
    slideIn [=]
    hold    ---[========]
    fadeOut -------------[===]
    frames   ~
    """)
#sourceLocation()
    try snippetOutput.check(printed: "#9 t=0.1 dropFrames 0.1s\n", at: "Docs/Testing.md:1030")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Testing.md:1027")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import CadenceTesting

/// README.md, from line 156.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func readmeLine156() async throws {
#sourceLocation(file: "README.md", line: 156)



let fixture = TestFixture()
let card = fixture.addLayer(named: "card")
let right = AnimationOperation(layer: card, animation: BasicAnimation(keyPath: .positionX, to: 300, duration: 1))
right.name = "right"
let down = AnimationOperation(layer: card, animation: BasicAnimation(keyPath: .positionY, to: 100, duration: 2))
down.name = "down"
try fixture.queue.addOperations([right, down])
try fixture.runUntilIdle()                   // 3 s of virtual time, at once
try fixture.checkTimeline("""
    right [==]
    down  ----[======]
    """, resolution: 4)                      // one column per 0.25 s
try fixture.checkIdle()                      // nothing left running
#sourceLocation()
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "README.md:172")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

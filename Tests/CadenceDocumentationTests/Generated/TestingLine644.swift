// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import CadenceTesting
import Foundation

/// Docs/Testing.md, from line 644.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func testingLine644() async throws {
#sourceLocation(file: "Docs/Testing.md", line: 644)




let fixture = TestFixture()
let card = fixture.addLayer(named: "card") { $0[.bounds] = CGRect(x: 0, y: 0, width: 80, height: 50) }
try fixture.recordFrames(columns: [FrameColumn(card, .positionX), FrameColumn(card, .opacity)])
let slide = AnimationOperation(layer: card, animation: BasicAnimation(keyPath: .positionX, to: 300, duration: 0.5))
try fixture.queue.addOperation(slide)
try fixture.runUntilIdle()

let recording = fixture.frameRecording!
print(recording.frames.count, recording.columns)
let page = FileManager.default.temporaryDirectory.appendingPathComponent("card-run.html")
try fixture.writeHTML(to: page, title: "card slides")
#sourceLocation()
    try snippetOutput.check(printed: "31 [\"card.position.x\", \"card.opacity\"]\n", at: "Docs/Testing.md:662")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Testing.md:659")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

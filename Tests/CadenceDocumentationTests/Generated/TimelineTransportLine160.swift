// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import CadenceTesting

/// Docs/TimelineTransport.md, from line 160.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func timelineTransportLine160() async throws {
#sourceLocation(file: "Docs/TimelineTransport.md", line: 160)



let fixture = TestFixture()
let box = fixture.addLayer(named: "box")
let run = try Animator(layer: box) {
    AnimationStep.basic(.positionX, from: 0, to: 100, duration: 1)
    AnimationStep.basic(.positionY, from: 0, to: 50, duration: 1)
}.runSteerable(on: fixture.queue)
try fixture.advance(to: 1.5)
try run.reverse()
try fixture.advance(to: 2.25)
print(box.presentation()[.positionX], box.presentation()[.positionY])
try fixture.advance(to: 3)
print(run.finalPosition!, box[.positionX])
#sourceLocation()
    try snippetOutput.check(printed: "75.0 0.0\nstart 0.0\n", at: "Docs/TimelineTransport.md:178")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/TimelineTransport.md:175")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

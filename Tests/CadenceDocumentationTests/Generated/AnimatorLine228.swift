// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import CadenceTesting

/// Docs/Animator.md, from line 228.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func animatorLine228() async throws {
#sourceLocation(file: "Docs/Animator.md", line: 228)



let fixture = TestFixture()
let card = fixture.addLayer(named: "card")
let dots = (0..<3).map { fixture.addLayer(named: "dot\($0)") }
var intro = AnimationTimeline()
intro.add(AnimationStep.basic(.positionX, from: -300, to: 0, duration: 0.3).named("slideIn"))
intro.add(Stagger(each: 0.1), over: dots, named: "dots") { dot in .basic(.opacity, from: 0, to: 1, duration: 0.2, on: dot) }
try Animator(layer: card) {
    AnimationStep.timeline(intro).named("intro")
    AnimationStep.wait(0.5).named("hold")
}.run(on: fixture.queue)
try fixture.runUntilIdle()
for name in ["slideIn", "dots", "dots[1]", "dots[2]", "hold"] {
    print(name, ValueTable.format(fixture.trace.startTime(of: name)!))
}
#sourceLocation()
    try snippetOutput.check(printed: "slideIn 0\ndots 0.3\ndots[1] 0.4\ndots[2] 0.5\nhold 0.7\n", at: "Docs/Animator.md:248")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Animator.md:245")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

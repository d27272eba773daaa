// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import CadenceTesting

/// Docs/Testing.md, from line 862.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func testingLine862() async throws {
#sourceLocation(file: "Docs/Testing.md", line: 862)



let fixture = TestFixture()
let box = fixture.addLayer(named: "box")
let move = AnimationOperation(layer: box, animation: BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1))
move.name = "move"
try fixture.queue.addOperation(move)
try fixture.advance(to: 0.4)
try fixture.steer(move, .pause)
try fixture.advance(to: 0.7)
print(box.presentation()[.positionX], move.playState)
try fixture.advance(to: 1)
try fixture.steer(move, .play)
try fixture.runUntilIdle()
print(fixture.now, move.finalPosition!)
do {
    try fixture.steer(move, .seek(to: 0.5))
} catch {
    print(error)
}
for event in fixture.trace.events(.transport) { print(event) }
#sourceLocation()
    try snippetOutput.check(printed: "40.0 paused\n1.6 end\nseek(to:): expected an operation that is running, got a finished operation\n#7 t=0.4 transport move pause\n#8 t=1 transport move play\n#11 t=1.6 transport move seek(to:) refused 0.5 \"seek(to:): expected an operation that is running, got a finished operation\"\n", at: "Docs/Testing.md:887")
#sourceLocation(file: "Docs/Testing.md", line: 925)
let stage = TestFixture()
let card = stage.addLayer(named: "card")
let right = AnimationOperation(layer: card, animation: BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1))
let fade = AnimationOperation(layer: card, animation: BasicAnimation(keyPath: .opacity, from: 1, to: 0, duration: 2))
let slide = try GroupOperation(mainLoop: stage.mainLoop, operations: [right, fade], name: "slide")
try stage.queue.addOperation(slide)
try stage.advance(to: 0.5)
try stage.steer(slide, .pause)
try stage.advance(to: 1)
try stage.steer(slide, .continueAnimation(durationFactor: 0.25))
print(slide.speed)
try stage.runUntilIdle()
print(stage.now, slide.finalPosition!)
#sourceLocation()
    try snippetOutput.check(printed: "3.0\n1.5 end\n", at: "Docs/Testing.md:941")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Testing.md:938")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import CadenceTesting

/// Docs/Transport.md, from line 73.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func transportLine73() async throws {
#sourceLocation(file: "Docs/Transport.md", line: 73)



let fixture = TestFixture()
let box = fixture.addLayer(named: "box")
let move = AnimationOperation(
    layer: box, animation: BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1))
try fixture.queue.addOperation(move)
try fixture.advance(to: 0.5)
try move.pause()
try fixture.advance(to: 1.0)
print(box.presentation()[.positionX], move.playState)
try move.play()
try fixture.advance(to: 1.25)
try move.reverse()
try fixture.advance(to: 1.5)
print(box.presentation()[.positionX], move.isReversed)
try fixture.advance(to: 2.2)
print(move.isFinished, move.finalPosition!, box[.positionX])
#sourceLocation()
    try snippetOutput.check(printed: "50.0 paused\n50.0 true\ntrue start 0.0\n", at: "Docs/Transport.md:95")
#sourceLocation(file: "Docs/Transport.md", line: 117)
var tween = try Playhead(duration: 2)
try tween.play(at: 0)
try tween.setSpeed(0.5, at: 0.5)
print(tween.currentTime(at: 1.5)!, tween.restInstant!)
try tween.reverse(at: 1.5)
print(tween.speed, tween.currentTime(at: 2.5)!, tween.restInstant!)
#sourceLocation()
    try snippetOutput.check(printed: "1.0 3.5\n-0.5 0.5 3.5\n", at: "Docs/Transport.md:126")
#sourceLocation(file: "Docs/Transport.md", line: 153)
var endless = try Playhead(duration: .infinity)
try endless.play(at: 0)
do {
    try endless.finish(at: 1)
} catch {
    print(error)
}
print(endless.state(at: 1))
#sourceLocation()
    try snippetOutput.check(printed: "finish(): expected a run that ends, got a running run\nrunning\n", at: "Docs/Transport.md:164")
#sourceLocation(file: "Docs/Transport.md", line: 178)
let yoyo = try Repetition(repeats: 1, delay: 0.5, yoyo: true)
print(yoyo.totalDuration(of: 1))
for time in [0.5, 1.25, 1.75, 2.5] {
    let position = yoyo.position(at: time, duration: 1)
    print(time, position.iteration, position.time)
}
#sourceLocation()
    try snippetOutput.check(printed: "2.5\n0.5 0 0.5\n1.25 0 1.0\n1.75 1 0.75\n2.5 1 0.0\n", at: "Docs/Transport.md:187")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Transport.md:184")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import CadenceTesting

/// Docs/Transport.md, from line 204.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func transportLine204() async throws {
#sourceLocation(file: "Docs/Transport.md", line: 204)



let fixture = TestFixture()
let box = fixture.addLayer(named: "box")
let move = AnimationOperation(
    layer: box, animation: BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1))
move.repetition = try Repetition(repeats: 1, delay: 0.5, yoyo: true)
try fixture.queue.addOperation(move)
for time in [0.5, 1.25, 1.75] {
    try fixture.advance(to: time)
    print(time, box.presentation()[.positionX])
}
try fixture.advance(to: 2.5)
print(move.isFinished, move.finalPosition!, box[.positionX])
#sourceLocation()
    try snippetOutput.check(printed: "0.5 50.0\n1.25 100.0\n1.75 75.0\ntrue end 0.0\n", at: "Docs/Transport.md:222")
#sourceLocation(file: "Docs/Transport.md", line: 237)
var outer = try Playhead(duration: 0.25)
try outer.setSpeed(0.5, at: 0)
try outer.play(at: 0)
var inner = try Playhead(duration: 1)
try inner.setSpeed(4, at: 0)
try inner.play(at: 0)
print(inner.currentTime(at: outer.currentTime(at: 0.25)!)!)
outer.pause(at: 0.25)
print(inner.currentTime(at: outer.currentTime(at: 10)!)!)
#sourceLocation()
    try snippetOutput.check(printed: "0.5\n0.5\n", at: "Docs/Transport.md:249")
#sourceLocation(file: "Docs/Transport.md", line: 271)
let stage = TestFixture()
let card = stage.addLayer(named: "card")
let right = AnimationOperation(layer: card, animation: BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1))
let down = AnimationOperation(layer: card, animation: BasicAnimation(keyPath: .positionY, from: 0, to: 100, duration: 1))
let slide = try GroupOperation.sequence([right, down], on: stage.mainLoop)
try stage.queue.addOperation(slide)
try stage.advance(to: 0.4)
try slide.pause()
try stage.advance(to: 1.0)
print(card.presentation()[.positionX], slide.currentTime!)
try slide.play()
try stage.advance(to: 2.6)
print(slide.isFinished, card[.positionY])
#sourceLocation()
    try snippetOutput.check(printed: "40.0 0.4\ntrue 100.0\n", at: "Docs/Transport.md:287")
#sourceLocation(file: "Docs/Transport.md", line: 302)
let scene = TestFixture()
let tile = scene.addLayer(named: "tile")
let reveal = try Animator(layer: tile) {
    AnimationStep.basic(.positionX, from: 0, to: 100, duration: 1)
    AnimationStep.wait(0.5)
    AnimationStep.basic(.opacity, from: 0, to: 1, duration: 1)
}.run(on: scene.queue)
try scene.advance(to: 1.25)
try reveal.pause()                      // 0.25 s into the wait
try scene.advance(to: 2)
try reveal.play()                       // the wait's last 0.25 s: until 2.25
try scene.advance(to: 2.75)
print(reveal.currentTime!, tile.presentation()[.opacity])
#sourceLocation()
    try snippetOutput.check(printed: "2.0 0.5\n", at: "Docs/Transport.md:318")
#sourceLocation(file: "Docs/Transport.md", line: 330)
let room = TestFixture()
let volume = TimedTaskOperation(duration: 2, framesPerSecond: 4, on: room.mainLoop) { progress in
    print("volume", 1 - progress)
}
try room.queue.addOperation(volume)
try room.advance(to: 0.5)
try volume.reverse()                  // back from 0.25 of the way
try room.advance(to: 1)
print(volume.finalPosition!)
#sourceLocation()
    try snippetOutput.check(printed: "volume 0.875\nvolume 0.75\nvolume 0.875\nvolume 1.0\nstart\n", at: "Docs/Transport.md:342")
#sourceLocation(file: "Docs/Transport.md", line: 370)
let desk = TestFixture()
let note = desk.addLayer(named: "note")
let across = AnimationOperation(layer: note, animation: BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1))
let up = AnimationOperation(layer: note, animation: BasicAnimation(keyPath: .positionY, from: 0, to: 100, duration: 1))
let path = try GroupOperation.sequence([across, up], on: desk.mainLoop)
try desk.queue.addOperation(path)
try desk.advance(to: 0.4)
try path.reverse()                   // x runs back from 40
try desk.advance(to: 0.8)
print(path.finalPosition!, up.finalPosition!, note[.positionX], note[.positionY])
#sourceLocation()
    try snippetOutput.check(printed: "start start 0.0 0.0\n", at: "Docs/Transport.md:383")
#sourceLocation(file: "Docs/Transport.md", line: 389)
let shelf = TestFixture()
let book = shelf.addLayer(named: "book")
let slideOut = AnimationOperation(layer: book, animation: BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1))
let lift = AnimationOperation(layer: book, animation: BasicAnimation(keyPath: .positionY, from: 0, to: 100, duration: 1))
let take = try GroupOperation.sequence([slideOut, lift], on: shelf.mainLoop)
try shelf.queue.addOperation(take)
try shelf.advance(to: 1.5)
try take.reverse()                   // y runs back from 50, then x from 100
try shelf.advance(to: 2.25)
print(book.presentation()[.positionX], book.presentation()[.positionY])
try shelf.advance(to: 3)
print(take.finalPosition!, book[.positionX], book[.positionY])
#sourceLocation()
    try snippetOutput.check(printed: "75.0 0.0\nstart 0.0 0.0\n", at: "Docs/Transport.md:404")
#sourceLocation(file: "Docs/Transport.md", line: 432)
let marks = PlayheadMarks([0, 0.5, 1])
print(marks.crossed(from: nil, to: 0.75))
print(marks.crossed(from: 0.75, to: 0))
print(marks.crossed(from: 0, to: 1))
#sourceLocation()
    try snippetOutput.check(printed: "[0, 1]\n[1]\n[1, 2]\n", at: "Docs/Transport.md:439")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Transport.md:436")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

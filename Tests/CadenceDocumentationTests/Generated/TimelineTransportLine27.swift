// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import CadenceTesting

/// Docs/TimelineTransport.md, from line 27.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func timelineTransportLine27() async throws {
#sourceLocation(file: "Docs/TimelineTransport.md", line: 27)



let fixture = TestFixture()
let box = fixture.addLayer(named: "box")
let show = AnimationTimeline(name: "show") {
    AnimationStep.basic(.positionX, from: 0, to: 100, duration: 1).named("slide")
    TimelineEntry.label("drop")
    AnimationStep.basic(.positionY, to: 50, duration: 1).named("fall")
}
let run = try TimelineOperation(show, layer: box)
run.addTimelineObserver { event in print(event) }
try fixture.queue.addOperation(run)
try fixture.advance(to: 1.5)
print(box.presentation()[.positionX], box.presentation()[.positionY])
try run.reverse()
try fixture.advance(to: 2.25)
print(run.currentTime!, box.presentation()[.positionX])
try run.pause()
try run.seek(toLabel: "drop")
print(box.presentation()[.positionX], box.presentation()[.positionY])
try run.play()
try fixture.advance(to: 4)
print(run.isFinished, run.finalPosition!, box[.positionX], box[.positionY])
#sourceLocation()
    try snippetOutput.check(printed: "started(\"slide\")\ncompleted(\"slide\")\nlabel(\"drop\")\nstarted(\"fall\")\n100.0 25.0\n0.75 75.0\n100.0 0.0\ncompletedAtStart(\"show\")\ntrue start 0.0 0.0\n", at: "Docs/TimelineTransport.md:54")
#sourceLocation(file: "Docs/TimelineTransport.md", line: 119)
let bounce = AnimationTimeline(name: "bounce") {
    AnimationStep.basic(.opacity, from: 1, to: 0, duration: 1)
}
let fader = fixture.addLayer(named: "fader")
let twice = try TimelineOperation(bounce, layer: fader, repetition: Repetition(repeats: 1, delay: 0.5, yoyo: true))
try fixture.queue.addOperation(twice)
let begun = fixture.now
for time in [0.25, 1.25, 2.0] {
    try fixture.advance(to: begun + time)
    print(time, fader.presentation()[.opacity])
}
try fixture.advance(to: begun + 2.5)
print(twice.totalDuration, twice.isFinished, fader[.opacity])
#sourceLocation()
    try snippetOutput.check(printed: "0.25 0.75\n1.25 0.0\n2.0 0.5\n2.5 true 1.0\n", at: "Docs/TimelineTransport.md:135")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/TimelineTransport.md:132")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

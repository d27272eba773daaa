// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence

/// Docs/Transport.md, from line 24.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func transportLine24() async throws {
#sourceLocation(file: "Docs/Transport.md", line: 24)


var run = try Playhead(duration: 1)
try run.play(at: 0)
run.pause(at: 0.4)
print(run.currentTime(at: 0.7)!, run.state(at: 0.7))
try run.play(at: 1.0)
print(run.currentTime(at: 1.25)!, run.restInstant!)
print(run.state(at: 1.6), run.currentTime(at: 2)!)
#sourceLocation()
    try snippetOutput.check(printed: "0.4 paused\n0.65 1.6\nfinished 1.0\n", at: "Docs/Transport.md:36")
#sourceLocation(file: "Docs/Transport.md", line: 51)
var tween = try Playhead(duration: 2)
try tween.play(at: 0)
try tween.setSpeed(0.5, at: 0.5)
print(tween.currentTime(at: 1.5)!, tween.restInstant!)
try tween.reverse(at: 1.5)
print(tween.speed, tween.currentTime(at: 2.5)!, tween.restInstant!)
#sourceLocation()
    try snippetOutput.check(printed: "1.0 3.5\n-0.5 0.5 3.5\n", at: "Docs/Transport.md:60")
#sourceLocation(file: "Docs/Transport.md", line: 87)
var endless = try Playhead(duration: .infinity)
try endless.play(at: 0)
do {
    try endless.finish(at: 1)
} catch {
    print(error)
}
print(endless.state(at: 1))
#sourceLocation()
    try snippetOutput.check(printed: "finish(): expected a run that ends, got a running run\nrunning\n", at: "Docs/Transport.md:98")
#sourceLocation(file: "Docs/Transport.md", line: 112)
let yoyo = try Repetition(repeats: 1, delay: 0.5, yoyo: true)
print(yoyo.totalDuration(of: 1))
for time in [0.5, 1.25, 1.75, 2.5] {
    let position = yoyo.position(at: time, duration: 1)
    print(time, position.iteration, position.time)
}
#sourceLocation()
    try snippetOutput.check(printed: "2.5\n0.5 0 0.5\n1.25 0 1.0\n1.75 1 0.75\n2.5 1 0.0\n", at: "Docs/Transport.md:121")
#sourceLocation(file: "Docs/Transport.md", line: 138)
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
    try snippetOutput.check(printed: "0.5\n0.5\n", at: "Docs/Transport.md:150")
#sourceLocation(file: "Docs/Transport.md", line: 170)
let marks = PlayheadMarks([0, 0.5, 1])
print(marks.crossed(from: nil, to: 0.75))
print(marks.crossed(from: 0.75, to: 0))
print(marks.crossed(from: 0, to: 1))
#sourceLocation()
    try snippetOutput.check(printed: "[0, 1]\n[1]\n[1, 2]\n", at: "Docs/Transport.md:177")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Transport.md:174")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

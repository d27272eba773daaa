// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence

/// Docs/Transport.md, from line 28.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func transportLine28() async throws {
#sourceLocation(file: "Docs/Transport.md", line: 28)


var run = try Playhead(duration: 1)
try run.play(at: 0)
run.pause(at: 0.4)
print(run.currentTime(at: 0.7)!, run.state(at: 0.7))
try run.play(at: 1.0)
print(run.currentTime(at: 1.25)!, run.restInstant!)
print(run.state(at: 1.6), run.currentTime(at: 2)!)
#sourceLocation()
    try snippetOutput.check(printed: "0.4 paused\n0.65 1.6\nfinished 1.0\n", at: "Docs/Transport.md:40")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Transport.md:37")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

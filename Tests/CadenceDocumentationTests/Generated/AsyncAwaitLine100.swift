// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence

/// Docs/AsyncAwait.md, from line 100.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func asyncAwaitLine100() async throws {
#sourceLocation(file: "Docs/AsyncAwait.md", line: 100)


let clock = VirtualClock()
let compositor = Compositor(clock: clock)
let card = Layer()
compositor.rootLayer.addSublayer(card)

let script = Task(executorPreference: compositor.mainLoop.taskExecutor) {
    card[.opacity] = 0.5                      // a loop job, like any callback
    try await clock.sleep(for: .seconds(1))   // the virtual clock, not Task.sleep
    card[.positionX] = 100
}
try clock.advance(by: 0)   // the task runs up to its sleep
print(card[.opacity], card[.positionX])       // positionX still 0: asleep
try clock.advance(by: 1)   // wakes at 1 s, and runs on before advance returns
print(card[.positionX])
try await script.value     // already over
#sourceLocation()
    try snippetOutput.check(printed: "0.5 0.0\n100.0\n", at: "Docs/AsyncAwait.md:120")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/AsyncAwait.md:117")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence

/// Docs/Operations.md, from line 1199.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func operationsLine1199() async throws {
#sourceLocation(file: "Docs/Operations.md", line: 1199)


let clock = HostClock()
let compositor = Compositor(clock: clock)
let queue = AnimationQueue(mainLoop: compositor.mainLoop)
// … add operations, some of which may never end …
if try queue.waitUntilAllOperationsAreFinished(timeout: 0.2) == .timedOut {
    print("still waiting for", queue.operations.compactMap(\.name))
    queue.cancelAllOperations()
}
#sourceLocation()
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Operations.md:1209")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

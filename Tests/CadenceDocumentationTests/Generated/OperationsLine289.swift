// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import Foundation

/// Docs/Operations.md, from line 289.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func operationsLine289() async throws {
#sourceLocation(file: "Docs/Operations.md", line: 289)



let clock = VirtualClock()
let compositor = Compositor(clock: clock)
let loop = compositor.mainLoop
let queue = AnimationQueue(mainLoop: loop)    // screens
let alerts = AnimationQueue(mainLoop: loop)

let fullScreen = MutuallyExclusive(category: "full-screen transition")
let present = TimedTaskOperation.wait(1, on: loop)
present.addCondition(fullScreen)
let alert = TimedTaskOperation.wait(0.5, on: loop)
alert.addCondition(fullScreen)
let offline = TimedTaskOperation.wait(1, on: loop)
offline.addCondition(BlockCondition(name: "online") { false })

try queue.addOperation(present)
try alerts.addOperations([alert, offline])
try queue.waitUntilAllOperationsAreFinished()
try alerts.waitUntilAllOperationsAreFinished()
print(present.startTime!, alert.startTime!)   // the alert waits for the transition
if case .failed(let error) = offline.result { print(error) }
#sourceLocation()
    try snippetOutput.check(printed: "0.0 1.0\ncondition online: expected true, got false\n", at: "Docs/Operations.md:315")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Operations.md:312")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import Foundation

/// Docs/Operations.md, from line 322.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func operationsLine322() async throws {
#sourceLocation(file: "Docs/Operations.md", line: 322)



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
    try snippetOutput.check(printed: "0.0 1.0\ncondition online: expected true, got false\n", at: "Docs/Operations.md:348")
#sourceLocation(file: "Docs/Operations.md", line: 382)
let hint = TimedTaskOperation.wait(1, on: loop)
hint.addCondition(AllOfCondition([
    BlockCondition(name: "online") { true },
    SilentCondition(BlockCondition(name: "not seen") { false }),   // neutral: online holds
]))
let download = TimedTaskOperation.wait(1, on: loop)
download.addCondition(AnyOfCondition([
    BlockCondition(name: "wifi") { false },
    BlockCondition(name: "cellular") { false },
]))
try queue.addOperations([hint, download])
try queue.waitUntilAllOperationsAreFinished()
print(hint.result!, hint.startTime!)   // asked when added, at 1.5, where the alert ended
if case .failed(let error) = download.result { print(error) }
#sourceLocation()
    try snippetOutput.check(printed: "completed 1.5\ncondition any of (wifi, cellular): condition wifi: expected true, got false\n", at: "Docs/Operations.md:399")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Operations.md:396")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

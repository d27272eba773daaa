// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence

/// Docs/Operations.md, from line 1027.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func operationsLine1027() async throws {
#sourceLocation(file: "Docs/Operations.md", line: 1027)


let clock = VirtualClock()
let compositor = Compositor(clock: clock)
let queue = AnimationQueue(mainLoop: compositor.mainLoop)
queue.addObserver { event in
    switch event {
    case .started(let operation): print("t = \(clock.currentTime): start \(operation.name!)")
    case .failed(let operation, let error): print("t = \(clock.currentTime): \(operation.name!) failed: \(error)")
    default: break
    }
}
func wait(_ name: String, _ seconds: Double) -> TimedTaskOperation {
    let operation = TimedTaskOperation.wait(seconds, on: compositor.mainLoop)
    operation.name = name
    return operation
}
let (first, second, later) = (wait("first", 1), wait("second", 1), wait("later", 2))
try queue.addOperations([first, second, later])   // one at a time, in this order
try clock.advance(to: 0.5)
second.addDependency(later)                        // now second waits for later

let (a, b) = (wait("a", 1), wait("b", 1))
b.addDependency(a)
queue.isSuspended = true
try queue.addOperations([a, b])
a.addDependency(b)                                 // a cycle: a → b → a
queue.isSuspended = false
try queue.waitUntilAllOperationsAreFinished()
#sourceLocation()
    try snippetOutput.check(printed: "t = 0.0: start first\nt = 0.5: a failed: dependencies: expected dependencies without a cycle (each would wait for itself), got the cycle a → b → a, closed after adding\nt = 0.5: b failed: dependencies: expected dependencies without a cycle (each would wait for itself), got the cycle a → b → a, closed after adding\nt = 1.0: start later\nt = 3.0: start second\n", at: "Docs/Operations.md:1059")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Operations.md:1056")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

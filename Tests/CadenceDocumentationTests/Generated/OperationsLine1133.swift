// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence

/// Docs/Operations.md, from line 1133.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func operationsLine1133() async throws {
#sourceLocation(file: "Docs/Operations.md", line: 1133)


let clock = VirtualClock()
let compositor = Compositor(clock: clock)
let queue = AnimationQueue(mainLoop: compositor.mainLoop)

// 10 s, reporting 4 times a second: a step at 0 to start it, then one per frame
let task = TimedTaskOperation(duration: 10, framesPerSecond: 4, on: compositor.mainLoop) { _ in }
task.name = "task"
try queue.addOperation(task)
do {
    try queue.waitUntilAllOperationsAreFinished(maximumSteps: 10)
} catch {
    print(error)
}
try queue.waitUntilAllOperationsAreFinished()   // it was only late
print(clock.currentTime)
#sourceLocation()
    try snippetOutput.check(printed: "waitUntilAllOperationsAreFinished(): expected operations that finish within maximumSteps = 10 steps (pass more to wait longer), got 1 operation not yet finished (task) when the wait stopped after 10 steps at t = 2.25 (the clock's next work is due at t = 2.5)\n10.0\n", at: "Docs/Operations.md:1153")
#sourceLocation(file: "Docs/Operations.md", line: 1173)
let spinner = Layer()
compositor.rootLayer.addSublayer(spinner)
var spin = BasicAnimation(keyPath: .transformRotationZ, by: 2 * .pi, duration: 1)
spin.repeatCount = .infinity
let forever = AnimationOperation(layer: spinner, animation: spin)
forever.name = "spin"
try queue.addOperation(forever)
print(try queue.waitUntilAllOperationsAreFinished(timeout: 2.5))
print(clock.currentTime)
do {
    try queue.waitUntilAllOperationsAreFinished()
} catch {
    print(error)
}
#sourceLocation()
    try snippetOutput.check(printed: "timedOut\n12.5\nwaitUntilAllOperationsAreFinished(): expected operations that finish once their time has passed, got 1 operation that never finishes (spin): nothing is left to run on the clock at t = 12.5\n", at: "Docs/Operations.md:1190")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Operations.md:1187")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

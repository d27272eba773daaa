// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import Foundation

/// Docs/Operations.md, from line 559.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func operationsLine559() async throws {
#sourceLocation(file: "Docs/Operations.md", line: 559)



let clock = VirtualClock()
let compositor = Compositor(clock: clock)
let box = Layer()
compositor.rootLayer.addSublayer(box)
let queue = AnimationQueue(mainLoop: compositor.mainLoop)

let spring = try SpringAnimation(keyPath: .positionX, from: 0, to: 100, perceptualDuration: 0.5, bounce: 0.3)
let pop = AnimationOperation(layer: box, animation: spring, completionCriteria: .logicallyComplete)
let dim = AnimationOperation(layer: box, animation: BasicAnimation(keyPath: .opacity, to: 0, duration: 1))
dim.addDependency(pop)
try queue.addOperations([pop, dim])
try clock.advance(to: 0.6)
print("dim started at \(dim.startTime!) s; the spring still runs: \(pop.isExecuting)")
print(String(format: "x at 0.6 s: %.2f", box.presentation()[.positionX]))
try queue.waitUntilAllOperationsAreFinished()
print(String(format: "spring finished at %.2f s, dim at %.1f s", pop.scheduledEndTime!, dim.scheduledEndTime!))
#sourceLocation()
    try snippetOutput.check(printed: "dim started at 0.5 s; the spring still runs: true\nx at 0.6 s: 100.07\nspring finished at 0.82 s, dim at 1.5 s\n", at: "Docs/Operations.md:581")
#sourceLocation(file: "Docs/Operations.md", line: 676)
let fade = TimedTaskOperation(duration: 1, framesPerSecond: 4, on: compositor.mainLoop) { progress in
    print(progress)
}
let pause = TimedTaskOperation.wait(0.5, on: compositor.mainLoop)
fade.addDependency(pause)
try queue.addOperations([pause, fade])
try queue.waitUntilAllOperationsAreFinished()
#sourceLocation()
    try snippetOutput.check(printed: "0.25\n0.5\n0.75\n1.0\n", at: "Docs/Operations.md:686")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Operations.md:683")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import Foundation

/// Docs/Operations.md, from line 220.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func operationsLine220() async throws {
#sourceLocation(file: "Docs/Operations.md", line: 220)



let clock = VirtualClock()
let compositor = Compositor(clock: clock)
let loop = compositor.mainLoop
let queue = AnimationQueue(mainLoop: loop)   // one operation at a time
let box = Layer()
compositor.rootLayer.addSublayer(box)

let right = AnimationOperation(layer: box, animation: BasicAnimation(keyPath: .positionX, to: 300, duration: 1))
let down = AnimationOperation(layer: box, animation: BasicAnimation(keyPath: .positionY, to: 100, duration: 2))
let dim = AnimationOperation(layer: box, animation: BasicAnimation(keyPath: .opacity, to: 0.5, duration: 0.5))
let together = try GroupOperation(mainLoop: loop, operations: [right, down], name: "together")
let then = try GroupOperation.sequence([dim, TimedTaskOperation.wait(0.5, on: loop)], on: loop, name: "then")
try queue.addOperations([together, then])
try queue.waitUntilAllOperationsAreFinished()
print(together.scheduledEndTime!, then.scheduledEndTime!)   // max(1, 2), then 2 + 0.5 + 0.5
print(box[.positionX], box[.positionY], box[.opacity])
#sourceLocation()
    try snippetOutput.check(printed: "2.0 3.0\n300.0 100.0 0.5\n", at: "Docs/Operations.md:242")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Operations.md:239")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

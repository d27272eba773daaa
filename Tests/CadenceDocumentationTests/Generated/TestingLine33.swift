// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import Foundation

#sourceLocation(file: "Docs/Testing.md", line: 33)



@discardableResult
func presentCard(_ card: Layer, on queue: AnimationQueue) throws -> [Operation] {
    let slideIn = AnimationOperation(layer: card, animation: BasicAnimation(keyPath: .positionX, from: -300, to: 0, duration: 0.3))
    slideIn.name = "slideIn"
    let hold = TimedTaskOperation.wait(1, on: queue.mainLoop)
    hold.name = "hold"
    hold.addDependency(slideIn)
    let fadeOut = AnimationOperation(layer: card, animation: BasicAnimation(keyPath: .opacity, to: 0, duration: 0.5))
    fadeOut.name = "fadeOut"
    fadeOut.addDependency(hold)
    let steps = [slideIn, hold, fadeOut]
    try queue.addOperations(steps)
    return steps   // for the caller to cancel
}
#sourceLocation()


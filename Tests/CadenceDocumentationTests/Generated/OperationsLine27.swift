// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import Foundation

/// Docs/Operations.md, from line 27.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func operationsLine27() async throws {
#sourceLocation(file: "Docs/Operations.md", line: 27)



let clock = VirtualClock()
let compositor = Compositor(clock: clock)
let box = Layer()
compositor.rootLayer.addSublayer(box)
let queue = AnimationQueue(mainLoop: compositor.mainLoop)

// "1 s right 300, then 2 s down 100, then rotate 45°"
let right = AnimationOperation(layer: box, animation: BasicAnimation(keyPath: .positionX, by: 300, duration: 1))
let down = AnimationOperation(layer: box, animation: BasicAnimation(keyPath: .positionY, by: 100, duration: 2))
let turn = AnimationOperation(layer: box, animation: BasicAnimation(keyPath: .transformRotationZ, to: .pi / 4, duration: 1))
down.addDependency(right)
turn.addDependency(down)
try queue.addOperations([right, down, turn])

try clock.advance(to: 2)
let shown = box.presentation()[.position]
print(shown.x, shown.y)                // right is done, down is half way
try queue.waitUntilAllOperationsAreFinished()
print(clock.currentTime)               // 1 + 2 + 1 seconds
print(box[.position].x, box[.position].y)   // the model holds each final value
#sourceLocation()
    try snippetOutput.check(printed: "300.0 50.0\n4.0\n300.0 100.0\n", at: "Docs/Operations.md:53")
#sourceLocation(file: "Docs/Operations.md", line: 108)
let slide = AnimationOperation(layer: box, animation: BasicAnimation(keyPath: .opacity, to: 0, duration: 1))
slide.cancellationPolicy = .start
try queue.addOperation(slide)
try clock.advance(by: 0.5)
slide.cancel()
try clock.advance(by: 0)
print(box[.opacity])               // back where it started
print(slide.result == .cancelled)
#sourceLocation()
    try snippetOutput.check(printed: "1.0\ntrue\n", at: "Docs/Operations.md:119")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Operations.md:116")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

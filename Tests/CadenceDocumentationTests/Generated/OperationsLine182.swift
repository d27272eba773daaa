// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import Foundation

/// Docs/Operations.md, from line 182.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func operationsLine182() async throws {
#sourceLocation(file: "Docs/Operations.md", line: 182)



let clock = VirtualClock()
let compositor = Compositor(clock: clock)
let queue = AnimationQueue(mainLoop: compositor.mainLoop)
let box = Layer()
compositor.rootLayer.addSublayer(box)

let slide = AnimationOperation(
    layer: box, animation: BasicAnimation<CGFloat>(keyPath: .positionX, from: 0, to: 100, duration: 2))
slide.timeout = 0.5                 // a quarter of the way, linear
try queue.addOperation(slide)
try queue.waitUntilAllOperationsAreFinished()
print(clock.currentTime)
print(box[.positionX])              // the .current policy keeps the value shown
if case .failed(let error) = slide.result { print(error) }
#sourceLocation()
    try snippetOutput.check(printed: "0.5\n25.0\ntimeout: expected an operation that finishes within its timeout, got not finished 0.5 s after it started\n", at: "Docs/Operations.md:202")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Operations.md:199")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

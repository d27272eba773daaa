// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import Foundation

/// README.md, from line 47.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func readmeLine47() async throws {
#sourceLocation(file: "README.md", line: 47)



// "1 s right 300 pt, easing in and out", evaluated at any instant:
var slide = BasicAnimation(keyPath: .positionX, by: 300, duration: 1)
slide.timingFunction = .easeInEaseOut
try slide.validate()

var layer = PropertyValues()                 // a layer's model values
layer[.position] = CGPoint(x: 100, y: 100)
slide.apply(at: 0.5, to: &layer)             // what is shown half way
print(layer[.positionX], layer[.positionY])

// A spring that settles by itself, and a keyframed shake:
let pop = SpringAnimation(keyPath: .transformScale, from: 1, to: 1.5)
print(String(format: "%.2f s", pop.settlingDuration))   // until within 0.1% of 1.5
let shake = KeyframeAnimation(keyPath: .positionX, values: [0, 10, -10, 0], duration: 0.4)
print(shake.value(at: 0.1, beneath: 0)!)     // at 0.1 s: three quarters of the way to 10
#sourceLocation()
    try snippetOutput.check(printed: "250.0 100.0\n1.27 s\n7.5\n", at: "README.md:68")
#sourceLocation(file: "README.md", line: 80)
let clock = VirtualClock()                   // or HostClock() for real time
let compositor = Compositor(clock: clock)
let box = Layer()
compositor.rootLayer.addSublayer(box)

compositor.transaction.begin()
compositor.transaction.completionBlock = { print("faded") }
box[.opacity] = 0                            // an implicit 0.25 s fade
try compositor.transaction.commit()
try clock.advance(by: 0.125)                 // half way through the fade
print("model", box[.opacity], "shown", String(format: "%.3f", box.presentation()[.opacity]))
try clock.advance(by: 1)                     // prints "faded" at 0.25 s
#sourceLocation()
    try snippetOutput.check(printed: "model 0.0 shown 0.198\nfaded\n", at: "README.md:95")
#sourceLocation(file: "README.md", line: 104)
let queue = AnimationQueue(mainLoop: compositor.mainLoop)
let right = AnimationOperation(layer: box, animation: BasicAnimation(keyPath: .positionX, by: 300, duration: 1))
let down = AnimationOperation(layer: box, animation: BasicAnimation(keyPath: .positionY, by: 100, duration: 2))
down.addDependency(right)
try queue.addOperations([right, down])
let start = clock.currentTime
try queue.waitUntilAllOperationsAreFinished()   // on a virtual clock this advances it
print("after", clock.currentTime - start, "s: x", box[.positionX], "y", box[.positionY])
#sourceLocation()
    try snippetOutput.check(printed: "after 3.0 s: x 300.0 y 100.0\n", at: "README.md:115")
#sourceLocation(file: "README.md", line: 134)
try Animator(layer: box) {
    AnimationStep.basic(.positionX, by: 300, duration: 1, easing: "easeInEaseOut")
    AnimationStep.parallel {
        AnimationStep.basic(.positionY, by: 100, duration: 2)
        AnimationStep.basic(.opacity, to: 0.5, duration: 0.5, delay: 1)
    }
}.run(on: queue)

compositor.animate(withDuration: 0.3, options: .curveEaseOut, on: queue) { box[.cornerRadius] = 8 }
try queue.waitUntilAllOperationsAreFinished()
print(box[.positionX], box[.positionY], box[.opacity], box[.cornerRadius])
#sourceLocation()
    try snippetOutput.check(printed: "600.0 200.0 0.5 8.0\n", at: "README.md:148")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "README.md:145")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

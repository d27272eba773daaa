// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import Foundation

/// Docs/AsyncAwait.md, from line 11.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func asyncAwaitLine11() async throws {
#sourceLocation(file: "Docs/AsyncAwait.md", line: 11)



let clock = HostClock()                       // real time: awaiting just works
let compositor = Compositor(clock: clock)
let card = Layer()
compositor.mainLoop.enqueue { compositor.rootLayer.addSublayer(card) }
let queue = AnimationQueue(mainLoop: compositor.mainLoop)

func present() async throws {
    let slide = AnimationOperation(layer: card, animation: BasicAnimation(keyPath: .positionX, by: 300, duration: 0.1))
    try await queue.run(slide)                // add, then wait until it finishes

    let run = try Animator(layer: card) {
        AnimationStep.basic(.opacity, to: 0.5, duration: 0.1)
        AnimationStep.spring(.transformScale, from: 1, to: 1.2, damping: 40, stiffness: 400)
    }.run(on: queue)
    try await run.value                       // the whole run
}

try await present()                           // about 0.7 s
print(card[.positionX], card[.opacity], card[.transformScale])
#sourceLocation()
    try snippetOutput.check(printed: "300.0 0.5 1.2\n", at: "Docs/AsyncAwait.md:36")
#sourceLocation(file: "Docs/AsyncAwait.md", line: 64)
let steps = [
    BasicAnimation(keyPath: .positionX, by: 100, duration: 0.1),
    BasicAnimation(keyPath: .positionY, by: 100, duration: 0.1),
]
var previous: AnimationOperation?
for animation in steps {
    let step = AnimationOperation(layer: card, animation: animation, anchor: .schedule)
    if let previous { step.addDependency(previous) }   // finished already: it only anchors
    try await queue.run(step)
    previous = step
}
print(card[.positionX], card[.positionY])
#sourceLocation()
    try snippetOutput.check(printed: "400.0 100.0\n", at: "Docs/AsyncAwait.md:79")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/AsyncAwait.md:76")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import Foundation

/// Docs/Animator.md, from line 270.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func animatorLine270() async throws {
#sourceLocation(file: "Docs/Animator.md", line: 270)



let clock = VirtualClock()
let compositor = Compositor(clock: clock)
let card = Layer()
compositor.rootLayer.addSublayer(card)
let queue = AnimationQueue(mainLoop: compositor.mainLoop)

let pop = try SpringAnimation<CGFloat>(keyPath: .positionX, from: 0, to: 300, perceptualDuration: 0.5, bounce: 0.3)
let run = try Animator(layer: card) {
    AnimationStep.animation(pop).completing(when: .logicallyComplete)
    AnimationStep.basic(.opacity, to: 0.5, duration: 1)   // starts at 0.5, while the spring still moves
}.run(on: queue)
try queue.waitUntilAllOperationsAreFinished()
let fade = run.operations[1] as! TimedOperation
print(fade.startTime!, fade.scheduledEndTime!, run.totalDuration!)
#sourceLocation()
    try snippetOutput.check(printed: "0.5 1.5 1.5\n", at: "Docs/Animator.md:290")
#sourceLocation(file: "Docs/Animator.md", line: 345)
let sica = Animator(layer: card)
try sica
    .addBasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1, timingFunction: .easeOut)
    .addSpringAnimation(keyPath: .transformScale, from: 1, to: 1.2, damping: 12, stiffness: 240)
    .addWait(0.5)
try sica.run(type: .sequence, on: queue) { finished in print(finished) }
try queue.waitUntilAllOperationsAreFinished()
#sourceLocation()
    try snippetOutput.check(printed: "true\n", at: "Docs/Animator.md:355")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Animator.md:352")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

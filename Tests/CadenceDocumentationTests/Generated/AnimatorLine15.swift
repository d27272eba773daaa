// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import Foundation

/// Docs/Animator.md, from line 15.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func animatorLine15() async throws {
#sourceLocation(file: "Docs/Animator.md", line: 15)



let clock = VirtualClock()
let compositor = Compositor(clock: clock)
let card = Layer()
compositor.rootLayer.addSublayer(card)
let queue = AnimationQueue(mainLoop: compositor.mainLoop)   // one operation at a time, as the main queue

let animator = Animator(layer: card) {
    AnimationStep.basic(.positionX, by: 300, duration: 1, easing: "easeInEaseOut")
    AnimationStep.parallel {
        AnimationStep.basic(.positionY, by: 100, duration: 2, easing: "easeOut")
        AnimationStep.basic(.opacity, to: 0.5, duration: 0.5, delay: 1)
    }
    AnimationStep.wait(0.25)
    AnimationStep.keyframes(.transformRotationZ, values: [0, 0.2, -0.2, 0], duration: 0.4)
    AnimationStep.spring(.transformScale, from: 1, to: 1.5, damping: 12, stiffness: 240)
}
let run = try animator.run(on: queue) { finished in print("finished: \(finished)") }
let total = run.totalDuration!   // 1 + 2 + 0.25 + 0.4 + the spring's settling time; nil if endless
print(String(format: "%.3f s", total))
try clock.advance(to: 2)
print(String(format: "%.3f", run.progress))   // by time: 2 s of the total
try queue.waitUntilAllOperationsAreFinished()
print(run.status)
#sourceLocation()
    try snippetOutput.check(printed: "4.803 s\n0.416\nfinished: true\ncompleted\n", at: "Docs/Animator.md:44")
#sourceLocation(file: "Docs/Animator.md", line: 91)
let sica = Animator(layer: card)
try sica
    .addBasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1, timingFunction: .easeOut)
    .addSpringAnimation(keyPath: .transformScale, from: 1, to: 1.2, damping: 12, stiffness: 240)
    .addWait(0.5)
try sica.run(type: .sequence, on: queue) { finished in print(finished) }
try queue.waitUntilAllOperationsAreFinished()
#sourceLocation()
    try snippetOutput.check(printed: "true\n", at: "Docs/Animator.md:101")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Animator.md:98")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

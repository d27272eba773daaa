// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence

/// Docs/BlockAnimations.md, from line 228.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func blockAnimationsLine228() async throws {
#sourceLocation(file: "Docs/BlockAnimations.md", line: 228)


let clock = VirtualClock()
let compositor = Compositor(clock: clock)
let badge = Layer()
compositor.rootLayer.addSublayer(badge)
let queue = AnimationQueue(mainLoop: compositor.mainLoop)

let fade = TransactionAnimationOperation(host: compositor, duration: 2, timingFunction: .linear) {
    badge[.opacity] = 0
}
try queue.addOperation(fade)
try clock.advance(to: 0.5)
print(badge[.opacity], badge.presentedValue(for: .opacity))   // model 0 at once; shown 1 − 0.5 / 2
try clock.advance(to: 2)
print(fade.result == .completed)
#sourceLocation()
    try snippetOutput.check(printed: "0.0 0.75\ntrue\n", at: "Docs/BlockAnimations.md:247")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/BlockAnimations.md:244")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import Foundation

/// Docs/BlockAnimations.md, from line 11.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func blockAnimationsLine11() async throws {
#sourceLocation(file: "Docs/BlockAnimations.md", line: 11)



let clock = VirtualClock()
let compositor = Compositor(clock: clock)
let card = Layer()
compositor.rootLayer.addSublayer(card)
let queue = AnimationQueue(mainLoop: compositor.mainLoop)

compositor.animate(withDuration: 0.5, delay: 0.25, options: [.curveEaseOut], on: queue) {
    card[.opacity] = 0
    card[.positionY] += 40
} completion: { finished in
    print("faded: \(finished)")
}
try clock.advance(to: 1)                      // it ends at 0.75 s
#sourceLocation()
    try snippetOutput.check(printed: "faded: true\n", at: "Docs/BlockAnimations.md:30")
#sourceLocation(file: "Docs/BlockAnimations.md", line: 88)
let ripple = compositor.animate(withDuration: 1.5, options: [.repeat, .curveEaseOut], on: queue) {
    card[.opacity] = 0
} completion: { finished in
    print("ripple finished: \(finished)")
}
try clock.advance(by: 4)  // … later
ripple.cancel()
try clock.advance(by: 0)  // the completion runs on the main loop
#sourceLocation()
    try snippetOutput.check(printed: "ripple finished: false\n", at: "Docs/BlockAnimations.md:99")
#sourceLocation(file: "Docs/BlockAnimations.md", line: 115)
compositor.animate(withDuration: 1, options: .curveLinear, on: queue) {
    card[.positionX] = 100                                   // 1 s, linear
    compositor.animate(withDuration: 3, options: .overrideInheritedDuration, on: queue) {
        card[.positionY] = 100                               // 3 s, linear (the curve is inherited)
    }
}
try clock.advance(by: 0.5)
let halfway = card.presentation()
print(halfway[.positionX], halfway[.positionY])            // 0 → 100 half done; 40 → 100 a sixth done
try queue.waitUntilAllOperationsAreFinished()
#sourceLocation()
    try snippetOutput.check(printed: "50.0 50.0\n", at: "Docs/BlockAnimations.md:128")
#sourceLocation(file: "Docs/BlockAnimations.md", line: 150)
compositor.transition(with: card, duration: 0.5, options: [.transitionCrossDissolve, .curveLinear], on: queue) {
    card[.backgroundColor] = .white          // shows at once, beneath the fade
}
try clock.advance(by: 0.25)
let transition = card.presentation().transition!
print(transition.type, transition.progress)
#sourceLocation()
    try snippetOutput.check(printed: "fade 0.5\n", at: "Docs/BlockAnimations.md:159")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/BlockAnimations.md:156")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

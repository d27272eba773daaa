// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import Foundation

/// Docs/PropertyAnimator.md, from line 14.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func propertyAnimatorLine14() async throws {
#sourceLocation(file: "Docs/PropertyAnimator.md", line: 14)



let clock = VirtualClock()
let compositor = Compositor(clock: clock)
let card = Layer()
let box = Layer()
compositor.rootLayer.addSublayer(card)
compositor.rootLayer.addSublayer(box)

let slide = try PropertyAnimator(duration: 2, curve: .easeInOut, on: compositor) {
    card[.positionX] = 300
}
slide.addCompletion { position in print("finished at the \(position)") }
try slide.startAnimation()
try clock.advance(to: 1)
let shown = String(format: "%.1f", card.presentedValue(for: .positionX))
print(slide.state, slide.isRunning, slide.fractionComplete, shown)
try clock.advance(to: 2)
print(slide.state, card[.positionX])
#sourceLocation()
    try snippetOutput.check(printed: "active true 0.5 150.0\nfinished at the end\ninactive 300.0\n", at: "Docs/PropertyAnimator.md:37")
#sourceLocation(file: "Docs/PropertyAnimator.md", line: 74)
let move = try PropertyAnimator(duration: 2, curve: .linear, on: compositor) { box[.positionX] = 100 }
move.addCompletion { _ in print("move ended at", clock.currentTime) }
try move.startAnimation()                     // at 2 s
try clock.advance(to: 3)
try move.pauseAnimation()
print(move.fractionComplete, box.presentedValue(for: .positionX))
move.fractionComplete = 0.25
print(box.presentedValue(for: .positionX))
try move.continueAnimation(withTimingParameters: nil, durationFactor: 1)
try clock.advance(to: 4)
print(box.presentedValue(for: .positionX))
try clock.advance(to: 6)
#sourceLocation()
    try snippetOutput.check(printed: "0.5 50.0\n25.0\n62.5\nmove ended at 5.0\n", at: "Docs/PropertyAnimator.md:89")
#sourceLocation(file: "Docs/PropertyAnimator.md", line: 115)
let fade = try PropertyAnimator(duration: 1, curve: .linear, on: compositor) { card[.opacity] = 0 }
fade.pausesOnCompletion = true
fade.addCompletion { position in print("fade completed at the \(position)") }
try fade.startAnimation()                     // at 6 s
try clock.advance(to: 7)
print(fade.state, fade.isRunning, fade.fractionComplete)
fade.isReversed = true
try fade.startAnimation()
try clock.advance(to: 7.5)
print(card.presentedValue(for: .opacity))
fade.pausesOnCompletion = false
try clock.advance(to: 8)
print(card[.opacity])
#sourceLocation()
    try snippetOutput.check(printed: "active false 1.0\n0.5\nfade completed at the start\n1.0\n", at: "Docs/PropertyAnimator.md:131")
#sourceLocation(file: "Docs/PropertyAnimator.md", line: 147)
let drop = try PropertyAnimator(duration: 2, dampingRatio: 1, on: compositor) { card[.positionY] = 200 }
drop.addCompletion { position in print("drop finished at the \(position)") }
try drop.startAnimation()                     // at 8 s
try clock.advance(to: 9)
try drop.stopAnimation(false)
print(drop.state)
try drop.finishAnimation(at: .start)
print(drop.state, card[.positionY])
#sourceLocation()
    try snippetOutput.check(printed: "stopped\ndrop finished at the start\ninactive 0.0\n", at: "Docs/PropertyAnimator.md:158")
#sourceLocation(file: "Docs/PropertyAnimator.md", line: 167)
do {
    try drop.finishAnimation(at: .end)
} catch {
    print(error)
}
#sourceLocation()
    try snippetOutput.check(printed: "finishAnimation(at:): expected a stopped animator, got an inactive animator\n", at: "Docs/PropertyAnimator.md:175")
#sourceLocation(file: "Docs/PropertyAnimator.md", line: 186)
let grow = try PropertyAnimator(duration: 2, curve: .linear, on: compositor) { card[.cornerRadius] = 20 }
try grow.addAnimations({ card[.borderWidth] = 4 }, delayFactor: 0.5)
try grow.startAnimation()                     // at 9 s
try clock.advance(to: 10.5)
print(card.presentedValue(for: .cornerRadius), card.presentedValue(for: .borderWidth))
#sourceLocation()
    try snippetOutput.check(printed: "15.0 2.0\n", at: "Docs/PropertyAnimator.md:194")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/PropertyAnimator.md:191")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import Foundation

/// Docs/Additive.md, from line 49.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func additiveLine49() async throws {
#sourceLocation(file: "Docs/Additive.md", line: 49)



let clock = VirtualClock()
let compositor = Compositor(clock: clock)
let box = Layer()
compositor.rootLayer.addSublayer(box)
let queue = AnimationQueue(mainLoop: compositor.mainLoop)
queue.maxConcurrentOperationCount = AnimationQueue.unlimited

let slide = AnimationOperation(
    layer: box, animation: BasicAnimation(keyPath: .positionX, to: 100, duration: 1, timingFunction: .linear))
slide.addObserver { event in
    if case .didFinish(let result) = event { print("slide \(result) at \(clock.currentTime)") }
}
try queue.addOperation(slide)
try clock.advance(to: 0.5)

let move = AnimationOperation(
    layer: box, animation: BasicAnimation(keyPath: .positionX, to: 300, duration: 1, timingFunction: .linear),
    retargetBehavior: .additive)
move.addObserver { event in
    if case .didFinish(let result) = event { print("move \(result) at \(clock.currentTime)") }
}
try queue.addOperation(move)
try clock.advance(by: 0)
print(box[.positionX])                       // the model, at once

func shown(at time: Double) -> Double {
    (Double(box.presentedValue(for: .positionX, at: time)) * 1e6).rounded() / 1e6
}
print(shown(at: 0.5), shown(at: 0.75), shown(at: 1.25))
try clock.advance(to: 2)
#sourceLocation()
    try snippetOutput.check(printed: "300.0\n50.0 125.0 250.0\nslide completed at 1.0\nmove completed at 1.5\n", at: "Docs/Additive.md:85")
#sourceLocation(file: "Docs/Additive.md", line: 122)
compositor.animate(withDuration: 1, options: .curveLinear, on: queue) {
    box[.positionY] = 100
} completion: { finished in
    print("first: \(finished) at \(clock.currentTime)")
}
try clock.advance(to: 2.5)
compositor.animate(withDuration: 1, options: .curveLinear, on: queue) {
    box[.positionY] = 300
} completion: { finished in
    print("second: \(finished) at \(clock.currentTime)")
}
try clock.advance(by: 0)
print(box.animationKeys())
print((Double(box.presentedValue(for: .positionY, at: 2.75)) * 1e6).rounded() / 1e6)
try clock.advance(to: 4)
#sourceLocation()
    try snippetOutput.check(printed: "[\"position.y\", \"position.y-2\"]\n125.0\nfirst: true at 3.0\nsecond: true at 3.5\n", at: "Docs/Additive.md:140")
#sourceLocation(file: "Docs/Additive.md", line: 158)
compositor.animate(withDuration: 1, options: .curveLinear, on: queue) {
    box[.positionX] = 0
} completion: { finished in
    print("out: \(finished)")
}
try clock.advance(to: 4.5)
compositor.animate(withDuration: 1, options: [.curveLinear, .beginFromCurrentState], on: queue) {
    box[.positionX] = 100
}
try clock.advance(by: 0)
print((Double(box.presentedValue(for: .positionX, at: 5)) * 1e6).rounded() / 1e6)
#sourceLocation()
    try snippetOutput.check(printed: "out: false\n125.0\n", at: "Docs/Additive.md:172")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Additive.md:169")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

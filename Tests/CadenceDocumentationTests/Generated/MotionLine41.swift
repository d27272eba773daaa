// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import Foundation

/// Docs/Motion.md, from line 41.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func motionLine41() async throws {
#sourceLocation(file: "Docs/Motion.md", line: 41)



let slide = BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1, timingFunction: .easeInEaseOut)
print(String(format: "%.4f", Double(slide.velocity(at: 0.5, beneath: 0)!)))
let spring = SpringAnimation(keyPath: .positionX, from: 0, to: 1,
                             spring: DampedSpring(mass: 1, stiffness: 100, damping: 20))
print(String(format: "%.6f", Double(spring.velocity(at: 0.1, beneath: 0)!)))
#sourceLocation()
    try snippetOutput.check(printed: "172.4138\n3.678794\n", at: "Docs/Motion.md:52")
#sourceLocation(file: "Docs/Motion.md", line: 76)
let there = SpringAnimation(keyPath: .positionX, from: 0, to: 1,
                            spring: DampedSpring(mass: 1, stiffness: 100, damping: 20))
let back = there.retargeted(from: there.value(at: 0.1, beneath: 0)!,
                            velocity: there.velocity(at: 0.1, beneath: 0)!, to: 0)
for t in [0.05, 0.058198, 0.1] {
    print(String(format: "%.3f s after: %.6f", t, Double(back.value(at: t, beneath: 0)!)))
}
#sourceLocation()
    try snippetOutput.check(printed: "0.050 s after: 0.351971\n0.058 s after: 0.353224\n0.100 s after: 0.329753\n", at: "Docs/Motion.md:86")
#sourceLocation(file: "Docs/Motion.md", line: 111)
let clock = VirtualClock()
let compositor = Compositor(clock: clock)
let card = Layer(name: "card")
compositor.rootLayer.addSublayer(card)
let queue = AnimationQueue(mainLoop: compositor.mainLoop)
let drop = AnimationOperation(layer: card, animation: SpringAnimation(keyPath: .positionX, from: 0, to: 1,
                              spring: DampedSpring(mass: 1, stiffness: 100, damping: 20)))
try queue.addOperation(drop)
try clock.advance(to: 0.1)
try drop.retarget(to: CGFloat(0))
try clock.advance(to: 0.2)
print(String(format: "model %.0f, shown %.6f", Double(card[.positionX]), Double(card.presentation()[.positionX])))
#sourceLocation()
    try snippetOutput.check(printed: "model 0, shown 0.329753\n", at: "Docs/Motion.md:126")
#sourceLocation(file: "Docs/Motion.md", line: 152)
let relative = try SpringVelocity(gesture: CGPoint(x: 500, y: 0), from: CGPoint(x: 50, y: 0), to: CGPoint(x: 300, y: 0))
print(relative.dx, relative.gestureVelocity(from: CGPoint(x: 50, y: 0), to: CGPoint(x: 300, y: 0)).x)
#sourceLocation()
    try snippetOutput.check(printed: "2.0 500.0\n", at: "Docs/Motion.md:157")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Motion.md:154")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import Foundation

/// Docs/Rendering.md, from line 23.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func renderingLine23() async throws {
#sourceLocation(file: "Docs/Rendering.md", line: 23)



let clock = VirtualClock()
let compositor = Compositor(clock: clock)
let box = Layer(name: "box")
compositor.rootLayer.addSublayer(box)

var slide = BasicAnimation(keyPath: .positionX, from: 0, to: 300, duration: 1)
slide.timingFunction = .linear
compositor.transaction.disableActions = true   // no implicit animation for this change
box[.positionX] = 300                 // the model: where the box ends up
try box.add(slide, forKey: "slide")   // what is shown on the way there

try clock.advance(to: 0.25)
print(box[.positionX])                        // the model changed at once
print(box.presentation()[.positionX])         // what is shown at 0.25 s
print(box.presentation(at: 0.5)[.positionX])  // any instant, for sampling
print(box.presentedValue(for: .positionX))    // one property, the fast way
#sourceLocation()
    try snippetOutput.check(printed: "300.0\n75.0\n150.0\n75.0\n", at: "Docs/Rendering.md:45")
#sourceLocation(file: "Docs/Rendering.md", line: 90)
var boxes: [Layer] = []
for index in 1...3 {
    let layer = Layer(name: "box \(index)")
    compositor.rootLayer.addSublayer(layer)
    try layer.add(BasicAnimation(keyPath: .positionX, from: 0, to: 100 * CGFloat(index), duration: 2), forKey: "slide")
    boxes.append(layer)
}
compositor.transaction.flush()  // commit now: the slides begin at this instant

var xs: [CGFloat] = []  // kept from frame to frame: no allocation once it has grown
compositor.presentedValues(for: .positionX, of: boxes, at: clock.currentTime + 1, into: &xs)
print(xs)
for layer in boxes { layer.removeFromSuperlayer() }
compositor.transaction.flush()
#sourceLocation()
    try snippetOutput.check(printed: "[50.0, 100.0, 150.0]\n", at: "Docs/Rendering.md:107")
#sourceLocation(file: "Docs/Rendering.md", line: 137)
let transaction = compositor.transaction
transaction.begin()
transaction.animationDuration = 2
transaction.completionBlock = { print("both are over") }
box[.opacity] = 0                                  // implicit: 2 s, curve `default`
try box.add(BasicAnimation(keyPath: .positionY, from: 0, to: 50), forKey: "drop")  // 2 s
try transaction.commit()                           // at 0.25 s
try clock.advance(by: 2)                           // both end at 2.25 s
#sourceLocation()
    try snippetOutput.check(printed: "both are over\n", at: "Docs/Rendering.md:148")
#sourceLocation(file: "Docs/Rendering.md", line: 180)
box.actions["cornerRadius"] = LayerAction.none     // never animate this one
box.implicitlyAnimatedKeys = ["angle"]             // opt a custom property in
box.delegate = nil                                 // or decide per key in a LayerDelegate
#sourceLocation()
#sourceLocation(file: "Docs/Rendering.md", line: 197)
let parent = Layer()
compositor.rootLayer.addSublayer(parent)
let child = Layer()
parent.addSublayer(child)
try child.add(BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1), forKey: "move")
try clock.advance(by: 0.25)
print(child.presentation()[.positionX])          // a quarter of the way

let paused = parent.convertTime(clock.currentTime, from: nil)
parent.speed = 0
parent.timeOffset = paused                       // parent.pause() does these two lines
try clock.advance(by: 1)
print(child.presentation()[.positionX])          // still: no completion is due

let pausedAt = parent.timeOffset                 // parent.resume() does the rest
parent.speed = 1
parent.timeOffset = 0
parent.beginTime = 0
parent.beginTime = parent.convertTime(clock.currentTime, from: nil) - pausedAt
try clock.advance(by: 0.5)
print(child.presentation()[.positionX])          // on from 25, 1 s later than without the pause
#sourceLocation()
    try snippetOutput.check(printed: "25.0\n25.0\n75.0\n", at: "Docs/Rendering.md:221")
#sourceLocation(file: "Docs/Rendering.md", line: 245)
let stalled = VirtualClock()
let world = Compositor(clock: stalled)
let layer = Layer()
world.rootLayer.addSublayer(layer)
try layer.add(BasicAnimation(keyPath: .opacity, from: 0, to: 1, duration: 1), forKey: "fade")
try stalled.advance(by: 0.5)
try world.mainLoop.stall(for: 1)        // busy from 0.5 s to 1.5 s
try stalled.advance(to: 1.2)
print(layer.animationKeys())            // the main loop has not heard yet
print(layer.presentation()[.opacity])   // the model: the fade is over and shows nothing
try stalled.advance(to: 1.5)            // now the completion runs
print(layer.animationKeys())
#sourceLocation()
    try snippetOutput.check(printed: "[\"fade\"]\n1.0\n[]\n", at: "Docs/Rendering.md:260")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Rendering.md:257")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

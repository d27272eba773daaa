// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import Foundation

/// Docs/Additive.md, from line 196.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func additiveLine196() async throws {
#sourceLocation(file: "Docs/Additive.md", line: 196)



let clock = VirtualClock()
let compositor = Compositor(clock: clock)
let dot = Layer()
compositor.rootLayer.addSublayer(dot)
let slide = BasicAnimation<CGFloat>(keyPath: .positionX, from: 0, to: 100, duration: 1, timingFunction: .linear)
try dot.add(slide, forKey: "slide")
try clock.advance(to: 0.4)

let transaction = compositor.transaction
transaction.begin()
transaction.disableActions = true
try dot.rebaseAnimation(forKey: "slide", to: slide.additive(relativeTo: 100)!)
dot[.positionX] = 100
try transaction.commit()
let rebased = dot.animation(forKey: "slide") as! BasicAnimation<CGFloat>
print(rebased.isAdditive, rebased.fromValue!, rebased.toValue!)
print((Double(dot.presentedValue(for: .positionX, at: 0.7)) * 1e6).rounded() / 1e6)
#sourceLocation()
    try snippetOutput.check(printed: "true -100.0 0.0\n70.0\n", at: "Docs/Additive.md:219")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Additive.md:216")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import CadenceCoreAnimation
import Foundation

/// Docs/ApplePlatforms.md, from line 207.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func applePlatformsLine207() async throws {
#sourceLocation(file: "Docs/ApplePlatforms.md", line: 207)




var drop = SpringAnimation(keyPath: .positionY, from: 0, to: 100, spring: DampedSpring(mass: 1, stiffness: 100, damping: 10))
drop.duration = 1
drop.inheritedVelocity = -300                      // moving up at 300 points per second
print(try CoreAnimationLowering.lower(drop).spring!.initialVelocity)
var toss = SpringAnimation(keyPath: .position, from: .zero, to: CGPoint(x: 100, y: 0), spring: DampedSpring(mass: 1, stiffness: 100, damping: 10))
toss.duration = 1
toss.inheritedVelocity = CGPoint(x: 0, y: 400)     // across the move
let sampled = try CoreAnimationLowering.lower(toss)
print(sampled.className, sampled.values!.count)
#sourceLocation()
    try snippetOutput.check(printed: "-3.0\nCAKeyframeAnimation 113\n", at: "Docs/ApplePlatforms.md:223")
#sourceLocation(file: "Docs/ApplePlatforms.md", line: 254)
let flick = DecayAnimation(keyPath: .positionX, from: 0, velocity: 1000)
let lowered = try CoreAnimationLowering.lower(flick)
print(lowered.className, lowered.values!.count, String(format: "%.6f", lowered.timing.duration))
#sourceLocation()
    try snippetOutput.check(printed: "CAKeyframeAnimation 61 2.646509\n", at: "Docs/ApplePlatforms.md:260")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/ApplePlatforms.md:257")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

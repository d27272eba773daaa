// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import CadenceCoreAnimation

/// Docs/ApplePlatforms.md, from line 125.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func applePlatformsLine125() async throws {
#sourceLocation(file: "Docs/ApplePlatforms.md", line: 125)



var slide = BasicAnimation(keyPath: .positionX, from: 0, to: 300, duration: 1)
slide.timingFunction = .easeIn
slide.speed = 2
slide.repeatCount = 1.5
let description = try CoreAnimationLowering.lower(slide)
print(description.className, description.keyPath ?? "nil")
print(description.fromValue == .number(0), description.toValue == .number(300))
print(description.timing.duration, description.timing.speed, description.timing.repeatCount)
if let curve = description.timingFunction {
    print(curve.c1x, curve.c1y, curve.c2x, curve.c2y)
}
#sourceLocation()
    try snippetOutput.check(printed: "CABasicAnimation position.x\ntrue true\n1.0 2.0 1.5\n0.42 0.0 1.0 1.0\n", at: "Docs/ApplePlatforms.md:142")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/ApplePlatforms.md:139")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

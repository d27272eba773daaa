// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import CadenceCoreAnimation

/// Docs/ApplePlatforms.md, from line 349.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func applePlatformsLine349() async throws {
#sourceLocation(file: "Docs/ApplePlatforms.md", line: 349)



var bounce = BasicAnimation(keyPath: .positionY, to: 300, duration: 1)
bounce.timingFunction = .easeOutBounce
#sourceLocation()
    do {
#sourceLocation(file: "Docs/ApplePlatforms.md", line: 354)
_ = try CoreAnimationLowering.lower(bounce)   // throws:
#sourceLocation()
        throw SnippetFailure(description: "Docs/ApplePlatforms.md:354: the line did not throw")
    } catch let failure as SnippetFailure {
        throw failure
    } catch {
        try snippetOutput.check(error: error, "timingFunction: expected a cubic Bézier timing function (Core Animation has no elastic or bounce curve), got easeOutBounce", at: "Docs/ApplePlatforms.md:358")
    }
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/ApplePlatforms.md:355")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import CadenceCoreAnimation
#if canImport(QuartzCore)
import QuartzCore
#else
import QuartzCoreStandIn
#endif

/// Docs/ApplePlatforms.md, from line 568.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
@MainActor
func applePlatformsLine568() async throws {
#sourceLocation(file: "Docs/ApplePlatforms.md", line: 568)




let host = CoreAnimationHost()
let queue = AnimationQueue(mainLoop: host.mainLoop)
let card = CALayer()
let slide = AnimationOperation(
    layer: card, host: host, animation: BasicAnimation(keyPath: .positionX, from: 0, to: 300, duration: 1))
try queue.addOperation(slide)
// Later, on the main thread, while it runs:
try slide.pause()        // a copy at speed 0 holds the value shown
try slide.reverse()      // the reverse, played forwards back to 0; it finishes there
#sourceLocation()
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/ApplePlatforms.md:581")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import CadenceCoreAnimation
#if canImport(QuartzCore)
import QuartzCore
#else
import QuartzCoreStandIn
#endif

/// Docs/ApplePlatforms.md, from line 295.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
@MainActor
func applePlatformsLine295() async throws {
#sourceLocation(file: "Docs/ApplePlatforms.md", line: 295)




let host = CoreAnimationHost()
let queue = AnimationQueue(mainLoop: host.mainLoop)
queue.maxConcurrentOperationCount = AnimationQueue.unlimited
let card = CALayer()
try queue.addOperation(AnimationOperation(
    layer: card, host: host, animation: BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1)))
// Later, on the main thread, while the slide runs: it is rebased and keeps
// playing beneath the move, and finishes at its own end.
try queue.addOperation(AnimationOperation(
    layer: card, host: host, animation: BasicAnimation(keyPath: .positionX, to: 300, duration: 1),
    retargetBehavior: .additive))
#sourceLocation()
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/ApplePlatforms.md:310")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

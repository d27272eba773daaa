// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import CadenceCoreAnimation
#if canImport(QuartzCore)
import QuartzCore
#else
import QuartzCoreStandIn
#endif

/// Docs/ApplePlatforms.md, from line 386.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
@MainActor
func applePlatformsLine386() async throws {
#sourceLocation(file: "Docs/ApplePlatforms.md", line: 386)




let host = CoreAnimationHost()                  // on the main actor, as an app's code is
let queue = AnimationQueue(mainLoop: host.mainLoop)
let badge = CALayer()                           // a standalone layer: animates implicitly
let fade = TransactionAnimationOperation(host: host, duration: 0.3, timingFunction: .easeOut) {
    badge.opacity = 0
}
try queue.addOperation(fade)
#sourceLocation()
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/ApplePlatforms.md:397")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence

/// Docs/BlockAnimations.md, from line 186.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func blockAnimationsLine186() async throws {
#sourceLocation(file: "Docs/BlockAnimations.md", line: 186)


let clock = VirtualClock()
let compositor = Compositor(clock: clock)
let card = Layer()
compositor.rootLayer.addSublayer(card)
let queue = AnimationQueue(mainLoop: compositor.mainLoop)

let ticker = try FrameTicker(framesPerSecond: 60, clock: clock, following: compositor) { frame in
    print("frame", frame.index)
}
ticker.start()
compositor.animate(withDuration: 0.1, options: [.preferredFramesPerSecond30, .curveLinear], on: queue) {
    card[.positionX] = 300
}
try clock.advance(by: 0.16)                   // vsyncs 1 to 9, a 60th of a second apart
print("interval", ticker.frameInterval)       // 1 again: the block is over
ticker.invalidate()                           // leaves nothing scheduled on the clock
print(clock.nextDeadline == nil)
#sourceLocation()
    try snippetOutput.check(printed: "frame 2\nframe 4\nframe 6\nframe 7\nframe 8\nframe 9\ninterval 1\ntrue\n", at: "Docs/BlockAnimations.md:208")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/BlockAnimations.md:205")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence

/// Docs/Operations.md, from line 785.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func operationsLine785() async throws {
#sourceLocation(file: "Docs/Operations.md", line: 785)


let clock = VirtualClock()
let compositor = Compositor(clock: clock)
let box = Layer()
compositor.rootLayer.addSublayer(box)
let queue = AnimationQueue(mainLoop: compositor.mainLoop)

queue.addObserver { event in
    switch event {
    case .enqueued(let operation): print("t = \(clock.currentTime): queue: enqueued \(operation.name!)")
    case .ready(let operation): print("t = \(clock.currentTime): queue: ready \(operation.name!)")
    case .started(let operation): print("t = \(clock.currentTime): queue: started \(operation.name!)")
    case .finished(let operation): print("t = \(clock.currentTime): queue: finished \(operation.name!)")
    case .failed: break
    }
}
compositor.addObserver { event in
    switch event {
    case .committed(let added, _):
        if !added.isEmpty { print("t = \(clock.currentTime): compositor: committed \(added.count) animation") }
    case .animationDidStart: print("t = \(clock.currentTime): compositor: animation started")
    case .animationDidStop: print("t = \(clock.currentTime): compositor: animation stopped")
    }
}
let slide = AnimationOperation(layer: box, animation: BasicAnimation(keyPath: .positionX, by: 100, duration: 1))
slide.name = "slide"
slide.addObserver { event in
    switch event {
    case .willStart: print("t = \(clock.currentTime): slide: willStart")
    case .didStart: print("t = \(clock.currentTime): slide: didStart")
    case .didCancel: print("t = \(clock.currentTime): slide: didCancel")
    case .willFinish(let result): print("t = \(clock.currentTime): slide: willFinish \(result)")
    case .didFinish(let result): print("t = \(clock.currentTime): slide: didFinish \(result)")
    }
}
try queue.addOperation(slide)
try queue.waitUntilAllOperationsAreFinished()
#sourceLocation()
    try snippetOutput.check(printed: "t = 0.0: queue: enqueued slide\nt = 0.0: queue: ready slide\nt = 0.0: queue: started slide\nt = 0.0: slide: willStart\nt = 0.0: compositor: committed 1 animation\nt = 0.0: slide: didStart\nt = 0.0: compositor: animation started\nt = 1.0: compositor: animation stopped\nt = 1.0: slide: willFinish completed\nt = 1.0: slide: didFinish completed\nt = 1.0: queue: finished slide\n", at: "Docs/Operations.md:826")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Operations.md:823")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence

/// Docs/Operations.md, from line 452.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func operationsLine452() async throws {
#sourceLocation(file: "Docs/Operations.md", line: 452)


let clock = VirtualClock()
let compositor = Compositor(clock: clock)
let loop = compositor.mainLoop
let queue = AnimationQueue(mainLoop: loop)

let backOff = try WaitStrategy.exponential(unit: 0.5, cap: 4)
print(Array(backOff.waits.prefix(5)))
let upload = try RetryOperation(mainLoop: loop, maxAttempts: 6, wait: backOff, name: "upload") { _ in
    TimedTaskOperation.wait(-1, on: loop)        // refused as it starts: a failure at once
}
upload.childQueue.addObserver { event in
    if case .started(let child) = event, child.name!.contains("attempt") {
        print("t = \(clock.currentTime): \(child.name!)")
    }
}
try queue.addOperation(upload)
try queue.waitUntilAllOperationsAreFinished()
print(upload.attemptCount, upload.attemptErrors.count)
if case .failed(let error) = upload.result { print(error) }
#sourceLocation()
    try snippetOutput.check(printed: "[0.5, 1.0, 2.0, 4.0, 4.0]\nt = 0.0: upload attempt 1\nt = 0.5: upload attempt 2\nt = 1.5: upload attempt 3\nt = 3.5: upload attempt 4\nt = 7.5: upload attempt 5\nt = 11.5: upload attempt 6\n6 6\nduration: expected a finite number of seconds ≥ 0, got -1\n", at: "Docs/Operations.md:476")
#sourceLocation(file: "Docs/Operations.md", line: 492)
let serverReadyAt = 14.0
let poll = try RepeatOperation(
    mainLoop: loop, maxAttempts: 10, wait: .constant(1), name: "poll",
    while: { _ in clock.currentTime < serverReadyAt }
) { _ in
    TimedTaskOperation.wait(0.25, on: loop)      // the check
}
try queue.addOperation(poll)
try queue.waitUntilAllOperationsAreFinished()
print(poll.attempts.compactMap { ($0 as? TimedOperation)?.startTime }, poll.result!, clock.currentTime)
#sourceLocation()
    try snippetOutput.check(printed: "[11.5, 12.75, 14.0] completed 14.25\n", at: "Docs/Operations.md:505")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Operations.md:502")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

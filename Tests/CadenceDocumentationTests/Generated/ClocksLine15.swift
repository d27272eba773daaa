// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence

/// Docs/Clocks.md, from line 15.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func clocksLine15() async throws {
#sourceLocation(file: "Docs/Clocks.md", line: 15)


let clock = VirtualClock()
clock.schedule(at: 2) { print("b at \(clock.currentTime)") }
clock.schedule(at: 1) { print("a at \(clock.currentTime)") }
clock.schedule(at: 1) { print("c at \(clock.currentTime)") }
try clock.advance(by: 5)
print("now", clock.currentTime)
#sourceLocation()
    try snippetOutput.check(printed: "a at 1.0\nc at 1.0\nb at 2.0\nnow 5.0\n", at: "Docs/Clocks.md:26")
#sourceLocation(file: "Docs/Clocks.md", line: 53)
let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
try await clock.waitForSleepers(1)     // the task is asleep now
try clock.advance(by: 1)               // and this wakes it
try await sleeper.value
print(clock.currentTime, clock.sleeperCount)
#sourceLocation()
    try snippetOutput.check(printed: "6.0 0\n", at: "Docs/Clocks.md:61")
#sourceLocation(file: "Docs/Clocks.md", line: 90)
let host = HostClock()
let ticker = try FrameTicker(framesPerSecond: 120, clock: host) { frame in
    // present values for frame.targetTimestamp; frame.lateness is how late we woke
}
ticker.start()
ticker.invalidate()
#sourceLocation()
#sourceLocation(file: "Docs/Clocks.md", line: 111)
let loop = MainLoop(clock: clock)     // the clock reads 6 now
loop.enqueue { print("first at \(clock.currentTime)") }
loop.enqueue { print("second at \(clock.currentTime)") }
try loop.stall(for: 0.5)              // busy: nothing starts before 6.5
try clock.advance(by: 1)
#sourceLocation()
    try snippetOutput.check(printed: "first at 6.5\nsecond at 6.5\n", at: "Docs/Clocks.md:119")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Clocks.md:116")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

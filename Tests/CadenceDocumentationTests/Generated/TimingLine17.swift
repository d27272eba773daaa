// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import Foundation

/// Docs/Timing.md, from line 17.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func timingLine17() async throws {
#sourceLocation(file: "Docs/Timing.md", line: 17)



/// A state in one line.
func describe(_ state: TimingState?) -> String {
    guard let state else { return "nil" }
    return "\(state.phase), iteration \(state.iteration), progress \(state.progress)"
}

var timing = MediaTiming(beginTime: 1, duration: 2)
print(describe(timing.state(at: 2)))
print(describe(timing.state(at: 0)))    // not begun, and the fill mode is .removed
timing.fillMode = .both
print(describe(timing.state(at: 0)))    // shows its first value
print(describe(timing.state(at: 5)))    // holds its last value
print(timing.endTime)                   // when it completes
#sourceLocation()
    try snippetOutput.check(printed: "active, iteration 0, progress 0.5\nnil\nbefore, iteration 0, progress 0.0\nafter, iteration 0, progress 1.0\n3.0\n", at: "Docs/Timing.md:36")
#sourceLocation(file: "Docs/Timing.md", line: 57)
let bounce = MediaTiming(duration: 0.5, repeatCount: 2, autoreverses: true)
print(bounce.activeDuration)                // two cycles of out-and-back
print(describe(bounce.state(at: 0.75)))     // on the way back

let offset = MediaTiming(duration: 1, timeOffset: 0.5)
print(describe(offset.state(at: 0.75)))     // wrapped
#sourceLocation()
    try snippetOutput.check(printed: "2.0\nactive, iteration 0, progress 0.5\nactive, iteration 1, progress 0.25\n", at: "Docs/Timing.md:66")
#sourceLocation(file: "Docs/Timing.md", line: 115)
let fade = MediaTiming(beginTime: 1.8, duration: 0.5)
print(fade.endTime, fade.endTime == 2.3)
print(try Stagger(each: 0.1).offsets(count: 7).last!, 6 * 0.1)
#sourceLocation()
    try snippetOutput.check(printed: "2.3 true\n0.6 0.6000000000000001\n", at: "Docs/Timing.md:121")
#sourceLocation(file: "Docs/Timing.md", line: 130)
print(TimingFunction.easeInEaseOut.value(at: 0.5))   // symmetric (to 1e-16: 0.42 and 0.58 are inexact)
let back = TimingFunction.easeOutBack.value(at: 0.7)
print(String(format: "%.3f", back))                  // > 1: it overshoots
let custom = try TimingFunction(controlPoints: 0.2, 0, 0, 1)
let named = try TimingFunction(named: "easeInOutQuad")
print(custom)
print(named)
#sourceLocation()
    try snippetOutput.check(printed: "0.5\n1.083\nTimingFunction(controlPoints: 0.2, 0.0, 0.0, 1.0)\neaseInOutQuad\n", at: "Docs/Timing.md:140")
#sourceLocation(file: "Docs/Timing.md", line: 170)
let spring = DampedSpring(mass: 1, stiffness: 100, damping: 10)
print(spring.dampingRatio)     // underdamped: it overshoots
print(String(format: "%.4f", spring.value(at: 0.3)))        // the position after 0.3 s, from the formula
print(String(format: "%.4f s", spring.settlingDuration))    // when it stays within 0.1% of the target

let gentle = try DampedSpring(perceptualDuration: 0.5, bounce: 0.2)
print(String(format: "stiffness %.2f, damping ratio %.2f", gentle.stiffness, gentle.dampingRatio))
#sourceLocation()
    try snippetOutput.check(printed: "0.5\n1.1244\n1.2702 s\nstiffness 157.91, damping ratio 0.80\n", at: "Docs/Timing.md:180")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Timing.md:177")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

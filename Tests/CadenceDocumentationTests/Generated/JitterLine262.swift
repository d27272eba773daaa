// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import CadenceJitter

/// Docs/Jitter.md, from line 262.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func jitterLine262() async throws {
#sourceLocation(file: "Docs/Jitter.md", line: 262)


var configuration = JitterConfiguration()
configuration.clock = .virtual
configuration.framesPerSecond = 64
configuration.workload = try Workload(stepDurations: [0.5, 0.5])
configuration.loads = [.periodicStalls(length: 0.05, period: 0.24, phase: .aligned)]
let report = try JitterHarness(configuration).run()
let tick = report.result(for: .tickAccumulator)!.median
print(tick.drift!.endOfChain!, "ns late at the end of the chain")
#sourceLocation()
    try snippetOutput.check(printed: "125000000 ns late at the end of the chain\n", at: "Docs/Jitter.md:275")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Jitter.md:272")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import CadenceTesting

/// Docs/Testing.md, from line 1091.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func testingLine1091() async throws {
#sourceLocation(file: "Docs/Testing.md", line: 1091)



try withEverySeed(in: 0..<100) { seed in
    var random = SplitMix64(seed: seed)
    let fixture = TestFixture()
    let card = fixture.addLayer(named: "card")
    try presentCard(card, on: fixture.queue)
    try fixture.stall(at: random.next(in: 0...2), for: random.next(in: 0...1))
    try fixture.runUntilIdle()
    try fixture.trace.checkOrder(of: .start, ["slideIn", "hold", "fadeOut"])
    try fixture.trace.checkNeverConcurrent()
    try fixture.checkIdle()
}
#sourceLocation()
#sourceLocation(file: "Docs/Testing.md", line: 1111)
func cardHasFadedByTwo(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let fixture = TestFixture()
    let card = fixture.addLayer(named: "card")
    try presentCard(card, on: fixture.queue)
    try fixture.stall(at: random.next(in: 0...2), for: random.next(in: 0...1))
    try fixture.sample([Probe(card, .opacity)], at: [2]).check("""
        t  card.opacity
        2  0
        """)
}
#sourceLocation()
    do {
#sourceLocation(file: "Docs/Testing.md", line: 1122)
try withEverySeed(in: 0..<100, cardHasFadedByTwo)   // throws:
#sourceLocation()
        throw SnippetFailure(description: "Docs/Testing.md:1122: the line did not throw")
    } catch let failure as SnippetFailure {
        throw failure
    } catch {
        try snippetOutput.check(error: error, "seed 1: table does not match\nexpected:\n  t  card.opacity\n  2  0\nactual:\n  t  card.opacity\n  2  0.75781\nwhat to do:\n  the first difference is in the row at t = 2, column `card.opacity`: expected `0`, found `0.75781`; if the new table is right, paste it as the expected string:\n  t  card.opacity\n  2  0.75781\n  (reproduce with withEverySeed(in: 1..<2))", at: "Docs/Testing.md:1126")
    }
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Testing.md:1123")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

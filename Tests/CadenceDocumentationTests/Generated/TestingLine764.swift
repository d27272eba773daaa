// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import CadenceTesting
import Foundation

/// Docs/Testing.md, from line 764.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func testingLine764() async throws {
#sourceLocation(file: "Docs/Testing.md", line: 764)




let url = FileManager.default.temporaryDirectory.appendingPathComponent("card-\(UUID().uuidString).txt")
try Data().write(to: url)   // an empty file, to open for writing
defer { try? FileManager.default.removeItem(at: url) }
let file = try FileHandle(forWritingTo: url)

let fixture = try TestFixture(traceRetention: .last(1), traceSink: .text(to: file))
let card = fixture.addLayer(named: "card")
try presentCard(card, on: fixture.queue)
try fixture.runUntilIdle()
try fixture.recorder.flush()
try file.close()

let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
print(lines.count, "lines, from", lines[0])
print("kept:", fixture.trace)
#sourceLocation()
    try snippetOutput.check(printed: "20 lines, from #1 t=0 enqueue slideIn\nkept: #20 t=1.8 finish fadeOut completed\n", at: "Docs/Testing.md:786")
#sourceLocation(file: "Docs/Testing.md", line: 794)
let finishes = TestFixture(traceSink: Trace.Sink { event in
    if event.kind == .finish { print(event) }
})
let box = finishes.addLayer(named: "box")
try presentCard(box, on: finishes.queue)
try finishes.runUntilIdle()
#sourceLocation()
    try snippetOutput.check(printed: "#10 t=0.3 finish slideIn completed\n#13 t=1.3 finish hold completed\n#20 t=1.8 finish fadeOut completed\n", at: "Docs/Testing.md:803")
#sourceLocation(file: "Docs/Testing.md", line: 813)
finishes.recorder.removeAll()
finishes.mark("part two")
print(finishes.trace, "after", finishes.trace.droppedCount, "dropped")
#sourceLocation()
    try snippetOutput.check(printed: "#21 t=1.8 mark \"part two\" after 20 dropped\n", at: "Docs/Testing.md:819")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Testing.md:816")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

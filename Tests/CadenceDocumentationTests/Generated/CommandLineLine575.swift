// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import CadenceCommandLine
import Foundation

/// Docs/CommandLine.md, from line 575.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func commandLineLine575() async throws {
#sourceLocation(file: "Docs/CommandLine.md", line: 575)



let data = try Data(contentsOf: URL(fileURLWithPath: "Docs/Scenarios/card.json"))
let scenario = try ScenarioReader.read(data, name: "card")   // throws ScenarioError, one problem per line
let result = try ScenarioRunner.run(scenario)                 // or run(scenario, until: 1)
print(result.endTime)
print(result.trace.startTime(of: "drop")!)                    // a CadenceTesting Trace
print(result.samples[6].time, result.samples[6].values)
try result.trace.checkTimeline("""
    slide [========]
    fade  ----------[]
    drop  ----------[==]
    stall       ####
    """, resolution: 8)
let report = TextReport(result).text       // what `run` prints
let json = ResultDocument(result).text     // --json
let picture = SVGChart(result).data        // --svg
let trace = ChromeTrace(result).data       // --trace
print(report.prefix { $0 != "\n" })
print(json.hasPrefix("{"), picture.count > 0, trace.count > 0)
#sourceLocation()
    try snippetOutput.check(printed: "1.75\n1.25\n1.5 [[200.0], [0.0], [50.0]]\ncard: ended at 1.75 s; timeline at 20 columns per second\ntrue true true\n", at: "Docs/CommandLine.md:599")
#sourceLocation(file: "Docs/CommandLine.md", line: 615)
final class BufferConsole: @unchecked Sendable {
    let lock = NSLock()
    var output = "", errors = ""
    var written: [String: Data] = [:]
    let files: [String: Data]

    init(files: [String: Data] = [:]) { self.files = files }

    var console: Console {
        Console(
            write: { text in self.lock.withLock { self.output += text } },
            writeError: { text in self.lock.withLock { self.errors += text } },
            readStandardInput: { Data() },
            readFile: { path in
                guard let data = self.files[path] else { throw CocoaError(.fileReadNoSuchFile) }
                return data
            },
            writeFile: { path, data in self.lock.withLock { self.written[path] = data } })
    }
}

let buffers = BufferConsole(files: ["card.json": data])
let status = CadenceCommand.main(["run", "card.json", "--svg", "card.svg"], console: buffers.console)
print(status, buffers.output == report, Array(buffers.written.keys))   // the report, and the picture
#sourceLocation()
    try snippetOutput.check(printed: "0 true [\"card.svg\"]\n", at: "Docs/CommandLine.md:642")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/CommandLine.md:639")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

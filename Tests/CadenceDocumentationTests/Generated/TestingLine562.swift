// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import CadenceTesting
import Foundation

/// Docs/Testing.md, from line 562.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func testingLine562() async throws {
#sourceLocation(file: "Docs/Testing.md", line: 562)




print(ValueTable.format(CGPoint(x: 149.99999999, y: 0.5)))
print(ValueTable.format(-0.0000001))
print(ValueTable.format(RGBAColor.red))
#sourceLocation()
    try snippetOutput.check(printed: "(150, 0.5)\n0\nrgba(1, 0, 0, 1)\n", at: "Docs/Testing.md:572")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Testing.md:569")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}

// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import XCTest

#sourceLocation(file: "Docs/Testing.md", line: 183)


func XCTAssertFixture(
    _ check: () throws -> Void, _ message: @autoclosure () -> String = "", file: StaticString = #filePath,
    line: UInt = #line
) {
    do {
        try check()
    } catch {
        let prefix = message()
        XCTFail(prefix.isEmpty ? "\(error)" : "\(prefix): \(error)", file: file, line: line)
    }
}
#sourceLocation()


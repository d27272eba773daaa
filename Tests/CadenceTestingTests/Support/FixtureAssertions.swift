// CadenceTesting imports neither XCTest nor Testing: its checks throw. These two
// helpers are all it takes to report a FixtureError where the check was written,
// under either framework. Copy the one you need into your test target.

import CadenceTesting
import Testing
import XCTest

/// XCTest: runs `check`, failing the test at the caller's line with the
/// fixture's message (expected, actual, what to do) if it throws.
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

/// Swift Testing: runs `check`, recording an issue at the caller's line with
/// the fixture's message if it throws, and going on with the test.
func expectFixture(_ check: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) {
    do {
        try check()
    } catch {
        Issue.record("\(error)", sourceLocation: sourceLocation)
    }
}

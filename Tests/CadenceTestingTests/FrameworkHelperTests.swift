import Cadence
import CadenceTesting
import Testing
import XCTest

/// The fixture under XCTest: the same checks, reported by `XCTAssertFixture`.
final class FixtureUnderXCTests: XCTestCase {
    func testAChainRunsInOrder() throws {
        let fixture = TestFixture()
        let box = fixture.addLayer(named: "box")
        try fixture.queue.addOperations([
            fixture.move("right", box, .positionX, to: 300, duration: 1),
            fixture.move("down", box, .positionY, to: 100, duration: 2),
        ])
        XCTAssertFixture { try fixture.runUntilIdle() }
        XCTAssertEqual(fixture.now, 3)
        XCTAssertEqual(box[.positionX], 300)
        XCTAssertFixture { try fixture.checkIdle() }
    }
}

/// The fixture under Swift Testing: a thrown check fails the test with its
/// message; `expectFixture` records it and goes on.
@Suite struct FixtureUnderSwiftTesting {
    @Test func aChainRunsInOrder() throws {
        let fixture = TestFixture()
        let box = fixture.addLayer(named: "box")
        try fixture.queue.addOperations([
            fixture.move("right", box, .positionX, to: 300, duration: 1),
            fixture.move("down", box, .positionY, to: 100, duration: 2),
        ])
        try fixture.runUntilIdle()
        #expect(fixture.now == 3)
        expectFixture { try fixture.checkIdle() }
    }

    /// A failing check becomes a recorded issue carrying the fixture's message.
    @Test func aFailingCheckIsRecordedWithItsMessage() {
        let fixture = TestFixture()
        let waiting = fixture.wait("stuck", 1)
        waiting.addDependency(BlockOperation {})
        try? fixture.queue.addOperation(waiting)
        try? fixture.runUntilIdle()
        withKnownIssue {
            expectFixture { try fixture.checkIdle() }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("operation 'stuck': waiting for 'BlockOperation'") }
        }
        waiting.cancel()
        try? fixture.runUntilIdle()
    }
}

import Cadence
import CadenceTesting
import Foundation
import Testing

/// A fixture's trace follows a group's children, at any depth: a retry's
/// attempts and waits appear with their instants.
@Suite struct GroupTraceTests {
    /// Three attempts of a 1 s wait with a 0.5 s timeout, 0.25 s apart: each
    /// fails 0.5 s after it starts. Attempt 1 over [0, 0.5], the wait before
    /// attempt 2 over [0.5, 0.75], attempt 2 over [0.75, 1.25], the wait
    /// before attempt 3 over [1.25, 1.5], attempt 3 over [1.5, 2]; the retry
    /// fails at 2.
    @Test func aRetrysAttemptsAndWaitsAreInTheTrace() throws {
        let fixture = TestFixture()
        let loop = fixture.mainLoop
        let retry = try RetryOperation(mainLoop: loop, maxAttempts: 3, wait: .constant(0.25), name: "r") { _ in
            let attempt = TimedTaskOperation.wait(1, on: loop)
            attempt.timeout = 0.5
            return attempt
        }
        try fixture.queue.addOperation(retry)
        try fixture.runUntilIdle()
        let lines = fixture.trace.events.filter { $0.kind == .start || $0.kind == .finish }.map { event in
            "\(event.kind) \(event.operation ?? "?") @\(event.time)\(event.result.map { " \($0)" } ?? "")"
        }
        #expect(lines == [
            "start r @0.0", "start r attempt 1 @0.0", "finish r attempt 1 @0.5 failed",
            "start r wait 2 @0.5", "finish r wait 2 @0.75 completed",
            "start r attempt 2 @0.75", "finish r attempt 2 @1.25 failed",
            "start r wait 3 @1.25", "finish r wait 3 @1.5 completed",
            "start r attempt 3 @1.5", "finish r attempt 3 @2.0 failed",
            "finish r @2.0 failed",
        ])
    }

    /// A group inside a group: the inner group's children are traced too.
    @Test func nestedGroupsAreFollowed() throws {
        let fixture = TestFixture()
        let loop = fixture.mainLoop
        let leaf = TimedTaskOperation.wait(1, on: loop)
        leaf.name = "leaf"
        let inner = try GroupOperation(mainLoop: loop, operations: [leaf], name: "inner")
        let outer = try GroupOperation(mainLoop: loop, operations: [inner], name: "outer")
        try fixture.queue.addOperation(outer)
        try fixture.runUntilIdle()
        #expect(fixture.trace.operationNames == ["outer", "inner", "leaf"])
        #expect(fixture.trace.events(of: "leaf").map(\.kind) == [.enqueue, .ready, .start, .finish])
    }
}

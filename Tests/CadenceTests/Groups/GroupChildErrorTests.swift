import Cadence
import Foundation
import Testing

/// `childErrorHandler`: each child's error, as the child finishes, kept,
/// replaced or dropped, and the group collects and ends by what it returns.
@Suite struct GroupChildErrorTests {
    private static let timeoutError = CadenceError(
        .invalidState, field: "timeout", value: "not finished 0.5 s after it started",
        expected: "an operation that finishes within its timeout")
    private static let durationError = CadenceError(
        .invalidValue, field: "duration", value: "-1", expected: "a finite number of seconds ≥ 0")

    /// Three children, run together from 0: `broken` (a wait of -1 s) fails
    /// as it starts, at 0; `late` (2 s with a 0.5 s timeout) fails at 0.5;
    /// `fine` completes at 1. The handler hears `broken` at 0 and `late` at
    /// 0.5, drops the timeout and replaces the other; the group ends when
    /// `fine` does, at 1, failed with the replacement, the only error it
    /// collected.
    @Test func theHandlerKeepsReplacesOrDropsEachError() throws {
        let q = QueueStage()
        let broken = q.wait("broken", -1)
        let late = q.wait("late", 2)
        late.timeout = 0.5
        let group = try GroupOperation(
            mainLoop: q.stage.compositor.mainLoop, operations: [broken, late, q.wait("fine", 1)], name: "group")
        let heard = EventLog()
        let clock = q.clock
        group.childErrorHandler = { child, error in
            heard.append("\(child.name!) @\(CadenceTestTime.format(clock.currentTime)): \(error.field)")
            return error.field == "timeout" ? nil : error.inside(child.name!)
        }
        try q.queue.addOperation(group)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(heard.entries == ["broken @0: duration", "late @0.5: timeout"])
        #expect(late.result == .failed(Self.timeoutError))
        #expect(group.childErrors == [Self.durationError.inside("broken")])
        #expect(q.log.entries == [
            "start group @0",
            "finish group failed (broken.duration: expected a finite number of seconds ≥ 0, got -1) @1",
        ])
    }

    /// Every error dropped: the group completes at 1 as if none had failed.
    /// A child cancelled on its own at 0.25 is not heard: a cancel is not an
    /// error.
    @Test func droppingEveryErrorLetsTheGroupComplete() throws {
        let q = QueueStage()
        let called = q.wait("called", 2)
        let group = try GroupOperation(
            mainLoop: q.stage.compositor.mainLoop, operations: [q.wait("broken", -1), called, q.wait("fine", 1)],
            name: "group")
        let heard = Counter()
        group.childErrorHandler = { _, _ in
            heard.increment()
            return nil
        }
        try q.queue.addOperation(group)
        try q.clock.advance(to: 0.25)
        called.cancel()
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(heard.value == 1)
        #expect(group.childErrors.isEmpty)
        #expect(q.log.entries == ["start group @0", "finish group completed @1"])
    }
}

import Cadence
import CadenceTesting
import Foundation
import Testing

/// A timeout the clock cannot tell from the start it counts from: the
/// operation fails at its start with an error naming it, instead of timing
/// out at one instant again and again.
@Suite struct UnrepresentableTimeoutTests {
    private func retry(
        _ q: QueueStage, maxAttempts: Int, name: String = "retry", attempt factory: @escaping RepeatOperation.Factory
    ) throws(CadenceError) -> RetryOperation {
        try RetryOperation(mainLoop: q.stage.compositor.mainLoop, maxAttempts: maxAttempts, name: name, attempt: factory)
    }

    /// 1 + 1e-300 is 1: at t = 1 the clock cannot tell an attempt's deadline
    /// from its start. The first attempt fails at its start, naming itself,
    /// the value and the start (the smallest timeout that counts at t = 1 is
    /// more than half of 1's spacing, 2⁻⁵³ = 1.1102230246251565e-16 s), and
    /// the retry makes no second attempt of its thousand: each would start at
    /// 1 or later and fail the same way, at one instant, for ever.
    @Test func aTimeoutTheClockCannotRepresentEndsTheRetry() throws {
        let q = QueueStage()
        try q.clock.advance(to: 1)
        let loop = q.stage.compositor.mainLoop
        let made = try retry(q, maxAttempts: 1_000) { _ in
            let attempt = TimedTaskOperation.wait(1, on: loop)
            attempt.timeout = 1e-300
            return attempt
        }
        try q.queue.addOperation(made)
        try q.queue.waitUntilAllOperationsAreFinished()
        let expected = CadenceError(
            .invalidValue, field: "timeout", value: "1e-300 s on 'retry attempt 1', starting at t = 1",
            expected: "a timeout the clock can tell from its start, more than 1.1102230246251565e-16 s at t = 1")
        #expect(made.attemptCount == 1)
        #expect(made.result == .failed(expected))
        #expect(made.attemptErrors == [expected])
        #expect(q.clock.currentTime == 1)
    }

    /// The same timeout from t = 0 can be told apart (0 + 1e-300 is 1e-300):
    /// the operation times out at 1e-300 s as any timeout does.
    @Test func aTinyTimeoutFromZeroTimesOutAsUsual() throws {
        let q = QueueStage()
        let wait = TimedTaskOperation.wait(1, on: q.stage.compositor.mainLoop)
        wait.name = "tiny"
        wait.timeout = 1e-300
        try q.queue.addOperation(wait)
        try q.queue.waitUntilAllOperationsAreFinished()
        let timedOut = CadenceError(
            .invalidState, field: "timeout", value: "not finished 1e-300 s after it started",
            expected: "an operation that finishes within its timeout")
        #expect(wait.result == .failed(timedOut))
        #expect(q.clock.currentTime == 1e-300)
    }
}

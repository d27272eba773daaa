import Cadence

/// An operation's `retry`: its animation, wait or task is made again for each
/// attempt, by a `RetryOperation` named after the operation, until an attempt
/// completes.
public struct RetrySpec: Sendable {
    /// `maxAttempts`: how many attempts at most, ≥ 1.
    public var maxAttempts: Int
    /// `wait` and `jitter`: how long to wait between attempts.
    public var wait: WaitStrategy = .immediate
    /// `attemptTimeout`: each attempt's own timeout, in seconds; nil for none.
    public var attemptTimeout: Double?
}

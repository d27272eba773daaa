import Foundation

/// A value behind a lock, for state that callbacks on other threads update:
/// the fixture's one way to share mutable state, and a test's.
///
/// ```swift
/// let seen = Locked<[Int]>([])
/// clock.schedule(at: 1) { seen.withLock { $0.append(1) } }
/// ```
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// A lock around `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value. Keep it short, and never
    /// call code from it that might take the same lock.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

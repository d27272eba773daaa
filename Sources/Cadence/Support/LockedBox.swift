import Foundation

/// A value guarded by a lock: the one place Cadence's reference types keep
/// state that more than one thread may touch.
///
/// Every access goes through ``withLock(_:)``, so the value is never read or
/// written unguarded. Keep the closure short and never call out of it to code
/// that might take another lock or call back (callbacks, KVO, user closures):
/// compute what to do under the lock, return it, and do it afterwards.
///
/// `Synchronization.Mutex` would do the same, but needs macOS 15 / iOS 18, above
/// this package's floor.
final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

extension LockedBox where Value: Sendable {
    /// A copy of the value.
    var snapshot: Value { withLock { $0 } }
}

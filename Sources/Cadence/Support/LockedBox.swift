import Foundation

#if canImport(Darwin)
import os
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A value guarded by a lock: the one place Cadence's reference types keep
/// state that more than one thread may touch.
///
/// Every access goes through ``withLock(_:)``, so the value is never read or
/// written unguarded. Keep the closure short and never call out of it to code
/// that might take another lock or call back (callbacks, KVO, user closures):
/// compute what to do under the lock, return it, and do it afterwards.
///
/// The lock is the platform's own (`os_unfair_lock` on Darwin, a `pthread_mutex_t`
/// elsewhere) held through a pointer allocated with the box, rather than an
/// `NSLock`: a box is made for every operation and layer, and `NSLock` costs
/// an object of its own and a call through Foundation on every access.
/// `Synchronization.Mutex` would do the same, but needs macOS 15 / iOS 18, above
/// this package's floor.
final class LockedBox<Value>: @unchecked Sendable {
    private let lock = PlatformLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    deinit {
        lock.destroy()
    }

    /// Runs `body` with exclusive access to the value.
    @inline(__always)
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

/// A non-recursive mutual-exclusion lock at a stable address, freed with its owner.
///
/// A struct holding only a pointer, so it adds no object of its own; the owner
/// (a ``LockedBox``) must be a class, so that the lock is destroyed exactly once,
/// in its `deinit`.
struct PlatformLock: @unchecked Sendable {
    #if canImport(Darwin)
    private let pointer: UnsafeMutablePointer<os_unfair_lock>

    init() {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: os_unfair_lock())
    }

    @inline(__always) func lock() { os_unfair_lock_lock(pointer) }
    @inline(__always) func unlock() { os_unfair_lock_unlock(pointer) }

    func destroy() {
        pointer.deinitialize(count: 1)
        pointer.deallocate()
    }
    #elseif canImport(Glibc) || canImport(Musl)
    private let pointer: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: pthread_mutex_t())
        pthread_mutex_init(pointer, nil)
    }

    @inline(__always) func lock() { pthread_mutex_lock(pointer) }
    @inline(__always) func unlock() { pthread_mutex_unlock(pointer) }

    func destroy() {
        pthread_mutex_destroy(pointer)
        pointer.deinitialize(count: 1)
        pointer.deallocate()
    }
    #else
    private let nsLock = NSLock()

    func lock() { nsLock.lock() }
    func unlock() { nsLock.unlock() }
    func destroy() {}
    #endif
}

import Foundation

#if canImport(Darwin)
import os
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A value guarded by a lock: where Cadence's reference types keep state that
/// more than one thread may touch (except ``TimedOperation``, which keeps its
/// state inline beside a `LockPointer`: 16 B less per queued operation), and
/// the lock every other target of this package uses too (hence `package`).
///
/// Every access goes through ``withLock(_:)``, so the value is never read or
/// written unguarded. Keep the closure short and never call out of it to code
/// that might take another lock or call back (callbacks, KVO, user closures):
/// compute what to do under the lock, return it, and do it afterwards.
///
/// A box is a reference: copies of it share one value and one lock. The lock is
/// the platform's own (`os_unfair_lock` on Darwin, a `pthread_mutex_t`
/// elsewhere), allocated in the same object as the value, rather than an
/// `NSLock`: a box is made for every operation, layer and piece of scheduled
/// work, and `NSLock` costs two more allocations and a call through Foundation
/// on every access. `Synchronization.Mutex` would do the same, but needs
/// macOS 15 / iOS 18, above this package's floor; on Linux, where it is
/// available, it was tried (a 4-byte futex word instead of the 40-byte
/// `pthread_mutex_t`: 32 bytes less per operation) and dropped, because the
/// thread sanitizer does not see its lock and reports every access it guards as
/// a race, which would blind the concurrency tests.
package struct LockedBox<Value>: @unchecked Sendable {
    private let storage: LockedStorage<Value>

    package init(_ value: Value) {
        storage = LockedStorage.make(value)
    }

    /// Runs `body` with exclusive access to the value.
    @inline(__always)
    package func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try storage.withLock(body)
    }
}

#if canImport(Darwin)
typealias PlatformLock = os_unfair_lock
#elseif canImport(Glibc) || canImport(Musl)
typealias PlatformLock = pthread_mutex_t
#else
typealias PlatformLock = NSLock
#endif

/// The object behind a ``LockedBox``: the value as the header, the lock as the
/// one tail-allocated element, so it never moves and needs no allocation of its own.
final class LockedStorage<Value>: ManagedBuffer<Value, PlatformLock> {
    static func make(_ value: Value) -> LockedStorage<Value> {
        let buffer = create(minimumCapacity: 1) { _ in value }
        buffer.withUnsafeMutablePointerToElements { $0.initializeLock() }
        return unsafeDowncast(buffer, to: LockedStorage<Value>.self)
    }

    deinit {
        // The header (the value) is destroyed by ManagedBuffer itself.
        withUnsafeMutablePointerToElements { $0.deinitializeLock() }
    }

    @inline(__always)
    func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try withUnsafeMutablePointers { (value, lock) throws(Failure) -> Result in
            lock.lock()
            defer { lock.unlock() }
            return try body(&value.pointee)
        }
    }
}

/// A platform lock at an address of its own, for an object that keeps the value
/// it guards in a stored property of its own (`TimedOperation`, whose
/// `Operation` superclass rules out tail allocation). The lock cannot be a
/// stored property too: Swift promises a stored property no stable address, and
/// a lock must not move. One small allocation (a `pthread_mutex_t`, or an
/// `os_unfair_lock`), freed by `destroy()`, which the owner's `deinit` calls.
struct LockPointer: @unchecked Sendable {
    private let lock: UnsafeMutablePointer<PlatformLock>

    init() {
        lock = .allocate(capacity: 1)
        lock.initializeLock()
    }

    /// Frees the lock; call it once, when no thread can hold it any more.
    func destroy() {
        lock.deinitializeLock()
        lock.deallocate()
    }

    @inline(__always)
    func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}

/// The platform's lock calls, written once for ``LockedStorage`` and ``LockPointer``.
extension UnsafeMutablePointer where Pointee == PlatformLock {
    /// Initializes the memory as an unlocked lock.
    func initializeLock() {
        #if canImport(Darwin)
        initialize(to: os_unfair_lock())
        #elseif canImport(Glibc) || canImport(Musl)
        initialize(to: pthread_mutex_t())
        pthread_mutex_init(self, nil)
        #else
        initialize(to: NSLock())
        #endif
    }

    /// Destroys the lock, leaving the memory uninitialized.
    func deinitializeLock() {
        #if canImport(Glibc) || canImport(Musl)
        pthread_mutex_destroy(self)
        #endif
        deinitialize(count: 1)
    }

    /// Takes the lock, waiting for it.
    @inline(__always)
    func lock() {
        #if canImport(Darwin)
        os_unfair_lock_lock(self)
        #elseif canImport(Glibc) || canImport(Musl)
        pthread_mutex_lock(self)
        #else
        pointee.lock()
        #endif
    }

    /// Lets the lock go.
    @inline(__always)
    func unlock() {
        #if canImport(Darwin)
        os_unfair_lock_unlock(self)
        #elseif canImport(Glibc) || canImport(Musl)
        pthread_mutex_unlock(self)
        #else
        pointee.unlock()
        #endif
    }
}

import Cadence
import Foundation

/// A count that `@Sendable` closures increment, from any thread.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    /// Adds one and returns the new count.
    @discardableResult
    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}

/// The first error a `@Sendable` closure caught.
final class ErrorBox: @unchecked Sendable {
    private let lock = NSLock()
    private var error: CadenceError?

    func set(_ error: any Error) {
        lock.lock()
        if self.error == nil { self.error = error as? CadenceError }
        lock.unlock()
    }

    var value: CadenceError? {
        lock.lock()
        defer { lock.unlock() }
        return error
    }
}

/// A list `@Sendable` closures append to from any thread.
final class LockedList<Item>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Item] = []

    func append(_ item: Item) {
        lock.lock()
        stored.append(item)
        lock.unlock()
    }

    var items: [Item] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}

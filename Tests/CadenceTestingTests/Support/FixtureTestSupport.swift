import Cadence
import CadenceTesting
import Foundation

/// A thread-safe list of what happened, for `@Sendable` callbacks to append to.
final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []

    func append(_ entry: String) {
        lock.lock()
        storage.append(entry)
        lock.unlock()
    }

    var entries: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

extension TestFixture {
    /// An operation named `name` moving `layer`'s `keyPath` linearly to `to` in `duration` seconds.
    func move(
        _ name: String, _ layer: Layer, _ keyPath: AnimationKeyPath<CGFloat>, to value: CGFloat, duration: Double
    ) -> AnimationOperation {
        let operation = AnimationOperation(layer: layer, animation: BasicAnimation(keyPath: keyPath, to: value, duration: duration))
        operation.name = name
        return operation
    }

    /// A wait named `name` of `seconds`.
    func wait(_ name: String, _ seconds: Double) -> TimedTaskOperation {
        let operation = TimedTaskOperation.wait(seconds, on: mainLoop)
        operation.name = name
        return operation
    }

    /// The trace's operation events as `kind name @t` lines.
    var operationLog: [String] {
        trace.events.filter { $0.operation != nil }.map { event in
            "\(event.kind.rawValue) \(event.operation!)\(event.result.map { " \($0)" } ?? "") @\(Self.number(event.time))"
        }
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : "\(value)"
    }
}

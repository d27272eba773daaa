import Foundation

/// Everything a ``TestFixture`` saw, in order: the record a test asserts on.
///
/// A trace is a value: compare two with `==`, store one as JSON with
/// ``jsonData()`` and read it back with ``init(json:)``. On the virtual clock the
/// same test gives the same trace, byte for byte, on every run.
public struct Trace: Codable, Hashable, Sendable {
    /// The events, in the order they happened.
    public var events: [TraceEvent]

    /// A trace of `events`.
    public init(events: [TraceEvent] = []) {
        self.events = events
    }

    /// Reads a trace written by ``jsonData()``.
    public init(json: Data) throws {
        self = try JSONDecoder().decode(Trace.self, from: json)
    }

    /// The trace as JSON with sorted keys: the same bytes for the same trace.
    public func jsonData() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Encoding plain numbers and strings cannot fail.
        return (try? encoder.encode(self)) ?? Data()
    }

    /// The events about `operation`, in order.
    public func events(of operation: String) -> [TraceEvent] {
        events.filter { $0.operation == operation }
    }

    /// The events of `kind`, in order.
    public func events(_ kind: TraceEvent.Kind) -> [TraceEvent] {
        events.filter { $0.kind == kind }
    }

    /// The names of the operations in the trace, in the order first seen.
    public var operationNames: [String] {
        var seen: Set<String> = []
        return events.compactMap(\.operation).filter { seen.insert($0).inserted }
    }
}

extension Trace: CustomStringConvertible {
    /// One ``TraceEvent`` per line.
    public var description: String {
        events.map(\.description).joined(separator: "\n")
    }
}

import Foundation

/// Everything a ``TestFixture`` saw, in order: the record a test asserts on.
///
/// A trace is a value: compare two with `==`, store one as JSON with
/// ``jsonData()`` and read it back with ``init(json:)``. On the virtual clock the
/// same test gives the same trace, byte for byte, on every run.
///
/// A recorder with a ``Retention`` of ``Retention/last(_:)`` keeps only its
/// latest events. Its trace holds those, with the ``TraceEvent/sequence``
/// numbers they had, and counts the ones before them in ``droppedCount``: its
/// text is the last lines of the text the whole trace would have. Checks that
/// need a dropped event throw ``FixtureError/Code/eventsDropped`` rather than
/// judge from part of the story.
public struct Trace: Hashable, Sendable {
    /// The events, in the order they happened.
    public var events: [TraceEvent]
    /// How many events came before ``events`` and were not kept: 0 unless the
    /// recorder's ``Retention`` dropped the oldest events or
    /// ``TraceRecorder/removeAll()`` cleared them.
    ///
    /// The first event kept is numbered `droppedCount + 1`.
    public var droppedCount: Int

    /// The group each child operation was added to, by the child's name:
    /// a group's children, a retry's attempts and waits. Pictures of the
    /// trace nest the children under their group (``OperationRows``), and a
    /// child waits from its group's start (``Timeline``).
    public var groups: [String: String]

    /// A trace of `events`, after `droppedCount` events not kept, with the
    /// group each child operation is in.
    public init(events: [TraceEvent] = [], droppedCount: Int = 0, groups: [String: String] = [:]) {
        self.events = events
        self.droppedCount = droppedCount
        self.groups = groups
    }

    /// The trace with every operation's name, in its events and in
    /// ``groups``, replaced by `rename(name)`.
    public func renamingOperations(_ rename: (String) -> String) -> Trace {
        var renamed = self
        renamed.events = events.map { event in
            var event = event
            event.operation = event.operation.map(rename)
            return event
        }
        renamed.groups = Dictionary(groups.map { (rename($0.key), rename($0.value)) }, uniquingKeysWith: { first, _ in first })
        return renamed
    }

    /// Reads a trace written by ``jsonData()``.
    public init(json: Data) throws {
        self = try JSONDecoder().decode(Trace.self, from: json)
    }

    /// The trace as JSON with sorted keys: the same bytes for the same trace.
    /// ``droppedCount`` is written only when it is not 0.
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

extension Trace: Codable {
    private enum CodingKeys: String, CodingKey {
        case events, droppedCount, groups
    }

    /// Reads `events`, and `droppedCount` and `groups` if present (0 and none otherwise).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        events = try container.decode([TraceEvent].self, forKey: .events)
        droppedCount = try container.decodeIfPresent(Int.self, forKey: .droppedCount) ?? 0
        groups = try container.decodeIfPresent([String: String].self, forKey: .groups) ?? [:]
    }

    /// Writes `events`, and `droppedCount` unless it is 0 and `groups`
    /// unless it is empty, so a trace without them reads as it always has.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(events, forKey: .events)
        if droppedCount != 0 { try container.encode(droppedCount, forKey: .droppedCount) }
        if !groups.isEmpty { try container.encode(groups, forKey: .groups) }
    }
}

extension Trace: CustomStringConvertible {
    /// One ``TraceEvent`` per line, with no line for dropped events: the
    /// first line's `#N` says how many came before.
    public var description: String {
        events.map(\.description).joined(separator: "\n")
    }
}

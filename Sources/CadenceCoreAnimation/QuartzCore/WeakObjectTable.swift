import Cadence

/// Objects held weakly, one for each tuple of owners, looked up by the
/// owners' identities: what `NSMapTable` with weak values does, on every
/// platform. The QuartzCore host keeps the bookkeeping of each `CALayer` in
/// each host here, so every wrapper of one layer shares it, and it goes
/// away with the last wrapper.
///
/// An object must hold its owners strongly: while it lives, their
/// identities cannot be reused by new objects, so a live entry is always
/// the one its owners made. Safe to use from any thread.
package final class WeakObjectTable<Object: AnyObject & Sendable>: Sendable {
    private struct Entry {
        weak var object: Object?
    }

    private struct Table {
        var entries: [[ObjectIdentifier]: Entry] = [:]
        /// The entries there may be before dead ones are swept out: twice
        /// the live ones after the last sweep, so sweeping costs O(1) a lookup.
        var sweepAt = 8
    }

    private let table = LockedBox(Table())

    package init() {}

    /// The live object of `owners`, or the one `make` makes, kept for them
    /// while it lives. `make` runs under the table's lock: it must not use the table.
    package func object(for owners: [AnyObject], makingWith make: () -> Object) -> Object {
        let key = owners.map(ObjectIdentifier.init)
        return table.withLock { table in
            if let object = table.entries[key]?.object { return object }
            let object = make()
            table.entries[key] = Entry(object: object)
            if table.entries.count >= table.sweepAt {
                table.entries = table.entries.filter { $0.value.object != nil }
                table.sweepAt = max(8, 2 * table.entries.count)
            }
            return object
        }
    }

    /// How many of the objects kept are alive.
    package var liveCount: Int {
        table.withLock { $0.entries.values.count { $0.object != nil } }
    }

    /// How many entries there are, live or not yet swept out.
    package var entryCount: Int { table.withLock { $0.entries.count } }
}

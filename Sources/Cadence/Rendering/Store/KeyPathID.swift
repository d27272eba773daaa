/// A key path's name as a small integer, the same for every key path spelled
/// alike: the render store files animations and values by it, so no string is
/// hashed or compared when a transaction commits or a frame is read.
///
/// Names are interned when a key path is made (once for the standard ones), and
/// kept for the life of the process: there are as many as distinct names, not
/// as key paths. ``empty`` (0) stands for "no key path": a group or a transition.
struct KeyPathID: Hashable, Sendable {
    let rawValue: Int32

    /// No key path: what groups and transitions are filed under.
    static let empty = KeyPathID(rawValue: 0)
    /// `transform`: its sub-paths are written by decomposing and recomposing
    /// it, so two of them never present apart.
    static let transform = KeyPathID(interning: "transform")

    private init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// The identifier of `name`, interned on first use.
    init(interning name: String) {
        guard !name.isEmpty else {
            self = .empty
            return
        }
        rawValue = Self.registry.withLock { registry in
            if let known = registry.ids[name] { return known }
            registry.names.append(name)
            let id = Int32(registry.names.count - 1)
            registry.ids[name] = id
            return id
        }
    }

    /// The name interned under this identifier.
    var name: String {
        Self.registry.withLock { $0.names[Int(rawValue)] }
    }

    private struct Registry {
        var ids: [String: Int32] = ["": 0]
        var names: [String] = [""]
    }

    private static let registry = LockedBox(Registry())
}

import CadenceTesting

extension TextReport {
    /// The most characters of a row name the timeline shows: a longer name
    /// is cut to its first ones and `…`, so the rows keep their columns.
    public static let rowNameLimit = 30

    /// `trace` with each operation name longer than ``rowNameLimit`` cut to
    /// its first `rowNameLimit − 1` characters and `…`. A row is an
    /// operation's name, so a name whose cut would be another row's (two
    /// long ids that begin alike, or a short id spelled like a cut one)
    /// stays whole; its lines are then cut at ``maximumTimelineWidth``.
    static func cutNames(_ trace: Trace) -> Trace {
        let names = trace.operationNames
        guard names.contains(where: { $0.count > rowNameLimit }) else { return trace }
        var cuts: [String: String] = [:]
        var rows: [String: Int] = [:]
        for name in names {
            let cut = name.count > rowNameLimit ? String(name.prefix(rowNameLimit - 1)) + "…" : name
            cuts[name] = cut
            rows[cut, default: 0] += 1
        }
        return trace.renamingOperations { name in
            guard let cut = cuts[name], cut != name, rows[cut] == 1 else { return name }
            return cut
        }
    }
}

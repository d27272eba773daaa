/// Categories that groups hold crosswise: refused, since the run could wait
/// forever.
///
/// A group holds its exclusive categories until its children end, and an
/// operation inside it that asks for another category waits while the group
/// holds its own. So a group holding A with a child asking for B, beside a
/// group holding B with a child asking for A, can each wait for the other:
/// both are granted at once, and neither child ever is. Any cycle of
/// "holds this while something inside asks for that" is refused, at the
/// condition that closes it, whether or not the groups would in fact run at
/// the same time (that depends on slots, dependencies and timing, which the
/// check does not play out).
extension ScenarioReader {
    /// One "holds `held` while `asker` inside it asks for `asked`".
    private struct Hold {
        let group: String
        let held: String
        let asker: String
        let asked: String
        /// The path of the asker's exclusive condition's `category`.
        let path: String
    }

    func checkCrossedCategories(_ operations: [OperationSpec]) {
        let paths = Dictionary(declaredOperations.map { ($0.id, $0.path) }, uniquingKeysWith: { first, _ in first })
        var holds: [Hold] = []
        /// The categories `operation` asks for, with their condition's path.
        func asks(_ operation: OperationSpec) -> [(category: String, path: String)] {
            operation.conditions.enumerated().compactMap { index, condition in
                guard case .exclusive(let category) = condition, let path = paths[operation.id] else { return nil }
                return (category, "\(path).conditions[\(index)].category")
            }
        }
        /// Visits `operation`, returning each category asked for inside it
        /// or by it, once, by its first asker in file order, and noting the
        /// holds of each group on the way.
        func visit(_ operation: OperationSpec) -> [(asker: String, category: String, path: String)] {
            var inside: [(asker: String, category: String, path: String)] = []
            var listed: Set<String> = []
            for child in operation.children {
                for ask in visit(child) where listed.insert(ask.category).inserted { inside.append(ask) }
            }
            let own = asks(operation)
            for held in own {
                for ask in inside where ask.category != held.category {
                    holds.append(Hold(group: operation.id, held: held.category, asker: ask.asker, asked: ask.category, path: ask.path))
                }
            }
            for ask in own where listed.insert(ask.category).inserted { inside.append((operation.id, ask.category, ask.path)) }
            return inside
        }
        for operation in operations { _ = visit(operation) }
        guard !holds.isEmpty else { return }

        // The first hold of each pair of categories, in file order, is the
        // edge held → asked.
        var edges: [String: [Hold]] = [:]
        var seen: Set<[String]> = []
        for hold in holds where seen.insert([hold.held, hold.asked]).inserted {
            edges[hold.held, default: []].append(hold)
        }
        // Depth first from each category; a hold that leads back to a
        // category on the path closes a cycle, reported once.
        var done: Set<String> = []
        var reported: Set<[String]> = []
        var onPath: [Hold] = []
        var onPathCategories: Set<String> = []
        func search(from category: String) {
            onPathCategories.insert(category)
            for hold in edges[category] ?? [] {
                if onPathCategories.contains(hold.asked) {
                    let start = onPath.firstIndex { $0.held == hold.asked } ?? onPath.count
                    report(Array(onPath[start...]) + [hold], reported: &reported)
                } else if !done.contains(hold.asked) {
                    onPath.append(hold)
                    search(from: hold.asked)
                    onPath.removeLast()
                }
            }
            onPathCategories.remove(category)
            done.insert(category)
        }
        for category in edges.keys.sorted() where !done.contains(category) {
            search(from: category)
        }
    }

    /// Refuses the cycle `holds` (each hold's `asked` is the next one's
    /// `held`, the last's the first's), at the condition that closes it.
    private func report(_ holds: [Hold], reported: inout Set<[String]>) {
        guard let last = holds.last, reported.insert(holds.map(\.held).sorted()).inserted else { return }
        let chain = holds.map { hold in
            "group \(EchoedText.quoted(hold.group)) holds \(EchoedText.quoted(hold.held)) while "
                + "\(EchoedText.quoted(hold.asker)) inside it asks for \(EchoedText.quoted(hold.asked))"
        }
        fields.fail(
            last.path,
            "\(chain.joined(separator: ", and ")); expected categories that groups do not hold crosswise "
                + "(each could wait for the other forever)")
    }
}

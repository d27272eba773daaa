import Cadence

/// A category held while waiting for a slot: refused where it could wait
/// forever.
///
/// An operation takes its categories once its dependencies have ended and its
/// other conditions hold, before it has a slot (as ProcedureKit's do): it
/// then waits for a slot holding them. On a queue of limited width, a sibling
/// group that holds a slot while something inside it asks for one of those
/// categories waits for it in turn, and neither ends. Refused unless the two
/// are ordered by their dependencies (either way), or the queue has room for
/// every operation on it.
extension ScenarioReader {
    func checkCategoriesWaitingForSlots(_ operations: [OperationSpec], width: Int) {
        let paths = Dictionary(declaredOperations.map { ($0.id, $0.path) }, uniquingKeysWith: { first, _ in first })
        func level(_ siblings: [OperationSpec], width: Int, sequence: Bool) {
            for sibling in siblings {
                switch sibling.work {
                case .group(let group): level(group.children, width: group.maxConcurrentOperations, sequence: group.isSequence)
                default: break
                }
            }
            guard width != AnimationQueue.unlimited, width < siblings.count, !sequence else { return }
            /// The categories asked for inside each sibling (not by it), with an asker.
            let inside = siblings.map { sibling -> [String: String] in
                var asked: [String: String] = [:]
                for operation in sibling.children.flatMap(\.allOperations) {
                    for case .exclusive(let category) in operation.conditions where asked[category] == nil {
                        asked[category] = operation.id
                    }
                }
                return asked
            }
            guard inside.contains(where: { !$0.isEmpty }) else { return }
            let index = Dictionary(siblings.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
            /// Whether `from` depends on `to`, directly or through others.
            func reaches(_ from: Int, _ to: Int) -> Bool {
                var stack = [from]
                var seen: Set<Int> = [from]
                while let next = stack.popLast() {
                    if next == to { return true }
                    for id in siblings[next].dependsOn {
                        if let dependency = index[id], seen.insert(dependency).inserted { stack.append(dependency) }
                    }
                }
                return false
            }
            for (a, asker) in siblings.enumerated() {
                for (condition, spec) in asker.conditions.enumerated() {
                    guard case .exclusive(let category) = spec, let path = paths[asker.id] else { continue }
                    guard let (h, inner) = inside.enumerated().lazy.compactMap({ h, asked in
                        h != a ? asked[category].map { (h, $0) } : nil
                    }).first(where: { h, _ in !reaches(a, h) && !reaches(h, a) })
                    else { continue }
                    let holder = siblings[h].id
                    let room = width == 1 ? "runs 1 operation at a time" : "runs \(width) operations at a time"
                    fields.fail(
                        "\(path).conditions[\(condition)].category",
                        "\(EchoedText.quoted(asker.id)) could take \(EchoedText.quoted(category)) and then wait for a slot "
                            + "of a queue that \(room), held by group \(EchoedText.quoted(holder)) while "
                            + "\(EchoedText.quoted(inner)) inside it asks for \(EchoedText.quoted(category)); expected "
                            + "\(EchoedText.quoted(asker.id)) and \(EchoedText.quoted(holder)) ordered by dependsOn, or "
                            + "a queue with a slot for each (maxConcurrentOperations)")
                }
            }
        }
        level(operations, width: width, sequence: false)
    }
}

import Cadence

extension ScenarioReader {
    /// Unknown dependencies and cycles among every operation declared (valid
    /// or not), at its place in the file, in time linear in the graph: the
    /// first few of each are written out, the rest counted, and a long cycle
    /// is named by its first operations and its length.
    func checkGraph() {
        let operations = declaredOperations
        let index = Dictionary(operations.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let ids = operations.map(\.id)
        for operation in operations {
            for (slot, dependency) in operation.dependsOn.enumerated() where index[dependency] == nil {
                guard limits.admit(.unknownOperation, written: fields.problems.count) else { continue }
                let hint = Self.hint(NameSuggestion.nearest(to: dependency, in: ids))
                fields.fail(
                    "operations[\(operation.position)].dependsOn[\(slot)]",
                    "unknown operation id \(EchoedText.quoted(dependency))\(hint)")
            }
        }
        // Depth-first search without recursion (a chain may be long), reporting
        // each cycle once, from where it is entered.
        var state = [UInt8](repeating: 0, count: operations.count)  // 0 new, 1 on the path, 2 done
        var depthOnPath = [Int](repeating: 0, count: operations.count)
        for root in operations.indices where state[root] == 0 {
            var stack: [(node: Int, next: Int)] = [(root, 0)]
            state[root] = 1
            while let (node, next) = stack.last {
                let dependencies = operations[node].dependsOn
                guard next < dependencies.count else {
                    state[node] = 2
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                guard let target = index[dependencies[next]] else { continue }
                if state[target] == 1 {
                    guard limits.admit(.cycle, written: fields.problems.count) else { continue }
                    let cycle = stack[depthOnPath[target]...].lazy.map { operations[$0.node].id }
                    fields.fail("operations[\(operations[target].position)].dependsOn", Self.cycleMessage(cycle))
                } else if state[target] == 0 {
                    state[target] = 1
                    depthOnPath[target] = stack.count
                    stack.append((target, 0))
                }
            }
        }
    }

    /// How many operations of a cycle its message names before "…".
    static let cycleShown = 5

    /// `dependency cycle: a → b → a`; past ``cycleShown`` operations,
    /// `dependency cycle of 10,000 operations: a → b → c → d → e → … → a`.
    static func cycleMessage(_ cycle: some Collection<String>) -> String {
        let names = cycle.prefix(cycleShown).map(EchoedText.pathComponent)
        let first = names[0]
        guard cycle.count > cycleShown else {
            return "dependency cycle: \((names + [first]).joined(separator: " → "))"
        }
        return "dependency cycle of \(EchoedText.count(cycle.count)) operations: "
            + "\((names + ["…", first]).joined(separator: " → "))"
    }

    /// Without `until`, refuses animations that never end, unless an event
    /// cancels them.
    func checkEnds(_ operations: [OperationSpec], events: [EventSpec]) {
        var cancelled: Set<String> = []
        for event in events {
            switch event.action {
            case .cancel(let id, _): cancelled.insert(id)
            case .cancelAll: return
            default: break
            }
        }
        let positions = Dictionary(declaredOperations.map { ($0.id, $0.position) }, uniquingKeysWith: { first, _ in first })
        for operation in operations where !cancelled.contains(operation.id) {
            guard case .animation(let animation) = operation.work, animation.resolvedTiming.activeDuration.isInfinite,
                let position = positions[operation.id]
            else { continue }
            fields.fail(
                "until", "missing; expected an end time, since operations[\(position)].animation repeats forever")
        }
    }
}

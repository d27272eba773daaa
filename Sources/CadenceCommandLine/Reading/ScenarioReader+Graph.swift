import Cadence

extension ScenarioReader {
    /// Unknown dependencies and cycles, each named in full, among every
    /// operation declared (valid or not), at its place in the file.
    func checkGraph() {
        let operations = declaredOperations
        let index = Dictionary(operations.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let ids = operations.map(\.id)
        for operation in operations {
            for (slot, dependency) in operation.dependsOn.enumerated() where index[dependency] == nil {
                let hint = NameSuggestion.nearest(to: dependency, in: ids).map { " (did you mean '\($0)'?)" } ?? ""
                fields.fail("operations[\(operation.position)].dependsOn[\(slot)]", "unknown operation id '\(dependency)'\(hint)")
            }
        }
        // Depth-first search without recursion (a chain may be long), reporting
        // each cycle once, from where it is entered.
        var state = [UInt8](repeating: 0, count: operations.count)  // 0 new, 1 on the path, 2 done
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
                    let start = stack.firstIndex { $0.node == target }!
                    let cycle = stack[start...].map { operations[$0.node].id } + [operations[target].id]
                    fields.fail(
                        "operations[\(operations[target].position)].dependsOn",
                        "dependency cycle: \(cycle.joined(separator: " → "))")
                } else if state[target] == 0 {
                    state[target] = 1
                    stack.append((target, 0))
                }
            }
        }
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

import Cadence

extension ScenarioReader {
    /// Unknown dependencies, dependencies across a group's edge, and cycles
    /// among every operation declared (valid or not), at its place in the
    /// file, in time linear in the graph: the first few of each are written
    /// out, the rest counted, and a long cycle is named by its first
    /// operations and its length. A sequence's children depend on the one
    /// before them too, so a child that depends on a later one is a cycle.
    func checkGraph() {
        let operations = declaredOperations
        let index = Dictionary(operations.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let ids = operations.map(\.id)
        var edges = [[Int]](repeating: [], count: operations.count)
        for (node, operation) in operations.enumerated() {
            for (slot, dependency) in operation.dependsOn.enumerated() {
                let field = "\(operation.path).dependsOn[\(slot)]"
                guard let target = index[dependency] else {
                    guard limits.admit(.unknownOperation, written: fields.problems.count) else { continue }
                    let hint = Self.hint(NameSuggestion.nearest(to: dependency, in: ids))
                    fields.fail(field, "unknown operation id \(EchoedText.quoted(dependency))\(hint)")
                    continue
                }
                if operations[target].group == operation.group {
                    edges[node].append(target)
                } else if limits.admit(.crossedGroup, written: fields.problems.count) {
                    fields.fail(field, crossing(from: operation, to: operations[target], index: index))
                }
            }
            if let previous = operation.previous, let target = index[previous] { edges[node].append(target) }
        }
        // Depth-first search without recursion (a chain may be long), reporting
        // each cycle once, from where it is entered.
        var state = [UInt8](repeating: 0, count: operations.count)  // 0 new, 1 on the path, 2 done
        var depthOnPath = [Int](repeating: 0, count: operations.count)
        for root in operations.indices where state[root] == 0 {
            var stack: [(node: Int, next: Int)] = [(root, 0)]
            state[root] = 1
            while let (node, next) = stack.last {
                guard next < edges[node].count else {
                    state[node] = 2
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let target = edges[node][next]
                if state[target] == 1 {
                    guard limits.admit(.cycle, written: fields.problems.count) else { continue }
                    let cycle = stack[depthOnPath[target]...].lazy.map { operations[$0.node].id }
                    fields.fail("\(operations[target].path).dependsOn", Self.cycleMessage(cycle))
                } else if state[target] == 0 {
                    state[target] = 1
                    depthOnPath[target] = stack.count
                    stack.append((target, 0))
                }
            }
        }
    }

    /// Why `operation` may not depend on `dependency`, which is not at its
    /// level: dependencies point into and out of a group only through the
    /// group.
    private func crossing(from operation: DeclaredOperation, to dependency: DeclaredOperation, index: [String: Int]) -> String {
        func group(of id: String) -> String? { index[id].flatMap { declaredOperations[$0].group } }
        /// The operation and the groups around it, innermost first.
        func chain(_ id: String) -> [String] {
            var chain = [id]
            while let outer = group(of: chain[chain.count - 1]) { chain.append(outer) }
            return chain
        }
        let (name, target) = (EchoedText.quoted(operation.id), EchoedText.quoted(dependency.id))
        let operationChain = chain(operation.id)
        let dependencyChain = chain(dependency.id)
        if dependencyChain.dropFirst().contains(operation.id) {
            return "\(target) is inside \(name) itself; a group ends after its children, without depending on them"
        }
        if operationChain.dropFirst().contains(dependency.id) {
            return "\(target) holds \(name); an operation cannot depend on a group it is in"
        }
        if let sibling = dependencyChain.dropFirst().first(where: { group(of: $0) == operation.group }),
            let parent = dependency.group
        {
            return "\(target) is a child of group \(EchoedText.quoted(parent)); expected an operation at the same level, "
                + "or the group \(EchoedText.quoted(sibling)) itself"
        }
        // Outside the operation's group: the two branches meet below their
        // innermost common group, where a dependency is allowed.
        let parent = EchoedText.quoted(operation.group ?? "")
        for outer in operationChain {
            if let other = dependencyChain.first(where: { group(of: $0) == group(of: outer) }) {
                return "\(target) is outside group \(parent); expected another child of \(parent) "
                    + "(to wait for \(target), make \(EchoedText.quoted(outer)) depend on \(EchoedText.quoted(other)))"
            }
        }
        return "\(target) is outside group \(parent); expected another child of \(parent)"
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
    /// cancels them or a group around them.
    func checkEnds(_ operations: [OperationSpec], events: [EventSpec]) {
        var cancelled: Set<String> = []
        for event in events {
            switch event.action {
            case .cancel(let id, _, _): cancelled.insert(id)
            case .cancelAll: return
            default: break
            }
        }
        let paths = Dictionary(declaredOperations.map { ($0.id, $0.path) }, uniquingKeysWith: { first, _ in first })
        func visit(_ operation: OperationSpec) {
            guard !cancelled.contains(operation.id) else { return }
            operation.children.forEach(visit)
            guard case .animation(let animation) = operation.work, animation.resolvedTiming.activeDuration.isInfinite,
                let path = paths[operation.id]
            else { return }
            fields.fail("until", "missing; expected an end time, since \(path).animation repeats forever")
        }
        operations.forEach(visit)
    }
}

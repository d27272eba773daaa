@testable import CadenceCommandLine
import CadenceTesting
import Foundation
import Testing

/// Whether every operation of a run has a name of its own in what the run
/// writes: two operations under one name are merged in the result's
/// `operations`, the text report, the pictures and the attribution of a
/// `cancel`, so a run where that happens cannot be read.
enum OperationNames {
    /// The names that more than one operation of `result` answers to, sorted;
    /// empty when each has its own. Looks at each place a run writes names:
    ///
    /// - the result document's `operations`: each id once;
    /// - the trace: each operation starts at most once and finishes at most
    ///   once (an operation's life has one of each), and every name it
    ///   holds is one of those ids.
    static func shared(in result: ScenarioResult) -> [String] {
        var shared = Set<String>()
        var listed: [String: Int] = [:]
        for id in documentIDs(of: result) { listed[id, default: 0] += 1 }
        shared.formUnion(listed.filter { $0.value > 1 }.keys)
        var starts: [String: Int] = [:]
        var finishes: [String: Int] = [:]
        for event in result.trace.events {
            guard let name = event.operation else { continue }
            if listed[name] == nil { shared.insert(name) }
            if event.kind == .start { starts[name, default: 0] += 1 }
            if event.kind == .finish { finishes[name, default: 0] += 1 }
        }
        shared.formUnion(starts.filter { $0.value > 1 }.keys)
        shared.formUnion(finishes.filter { $0.value > 1 }.keys)
        return shared.sorted()
    }

    /// Records an issue naming the shared names when operations of `result`
    /// share one; for a property test, over many generated scenarios.
    static func expectDistinct(in result: ScenarioResult, sourceLocation: SourceLocation = #_sourceLocation) {
        let names = shared(in: result)
        #expect(names.isEmpty, "operations share the names \(names)", sourceLocation: sourceLocation)
    }

    /// The ids of the result document's `operations`, as written.
    private static func documentIDs(of result: ScenarioResult) -> [String] {
        guard case .array(let operations)? = try? JSONParser.parse(ResultDocument(result).text)["operations"] else { return [] }
        return operations.compactMap { operation in
            if case .string(let id)? = operation["id"] { return id }
            return nil
        }
    }
}

import CadenceCommandLine
import CadenceTesting
import Foundation
import Testing

/// Guarantees that hold under any input, over 1,000 random scenarios mixing
/// groups, timelines, retries, conditions, categories, cancels, pauses,
/// stalls and timeouts (``RandomScenario``):
///
/// 1. every operation ends: the run stops by itself, and each operation in
///    the result has exactly one `finish`;
/// 2. no timed-out operation ends after its bound: an operation with a
///    timeout finishes by the instant its count began (its start, or for one
///    with conditions the instant they were first asked: when it was ready
///    and its groups had started) plus the timeout, or, when a stall of the
///    main loop covers that instant, as the stall ends;
/// 3. names are unique in every output: the JSON document's `operations`,
///    the trace's starts and finishes, each a name of those;
/// 4. `check` accepts exactly what `run` can play: a file the reader accepts
///    runs without error.
@Suite struct ScenarioInvariantTests {
    @Test func fourInvariantsHoldOverRandomScenarios() throws {
        var accepted = 0
        for seed in UInt64(0)..<1000 {
            var generator = RandomScenario(seed: seed)
            let json = generator.json()
            guard let scenario = try? ScenarioReader.read(Data(json.utf8), name: "random") else { continue }
            accepted += 1
            let result: ScenarioResult
            do {
                result = try ScenarioRunner.run(scenario, picture: false)
            } catch {
                Issue.record("seed \(seed): check accepted the file, and the run failed: \(error)\n\(json)")
                continue
            }
            let problems = Self.everyOperationEnds(result) + Self.namesAreUnique(result)
                + Self.timeoutsBound(result, timeouts: generator.operations, stalls: generator.stalls)
            if !problems.isEmpty {
                Issue.record("seed \(seed): \(problems.joined(separator: "; "))\n\(json)")
            }
        }
        #expect(accepted >= 900, "the generator should write mostly valid files, got \(accepted) of 1000")
    }

    static func everyOperationEnds(_ result: ScenarioResult) -> [String] {
        result.operations.compactMap { id in
            let finishes = result.trace.events.filter { $0.kind == .finish && $0.operation == id }.count
            return finishes == 1 ? nil : "'\(id)' has \(finishes) finishes"
        }
    }

    /// The result document's ids, and the trace's starts and finishes, each
    /// name one operation (``OperationNames``).
    static func namesAreUnique(_ result: ScenarioResult) -> [String] {
        OperationNames.shared(in: result).map { "operations share the name '\($0)'" }
    }

    static func timeoutsBound(
        _ result: ScenarioResult, timeouts: [(id: String, timeout: Double?, hasConditions: Bool)],
        stalls: [(at: Double, seconds: Double)]
    ) -> [String] {
        // The main loop's busy spans: a stall asked for during another
        // begins when that one ends.
        var busy: [(from: Double, to: Double)] = []
        for stall in stalls.sorted(by: { $0.at < $1.at }) {
            let from = max(stall.at, busy.last?.to ?? -.infinity)
            busy.append((from, from + stall.seconds))
        }
        func latestFinish(for deadline: Double) -> Double {
            var bound = deadline
            for span in busy where span.from <= bound && bound < span.to { bound = span.to }
            return bound
        }
        func time(_ kind: TraceEvent.Kind, of id: String) -> Double? {
            result.trace.events.first { $0.kind == kind && $0.operation == id }?.time
        }
        /// When `id`'s count began at the latest: its start, or for one with
        /// conditions when it was ready and every group around it had started.
        func origin(of id: String, hasConditions: Bool) -> Double? {
            if let start = time(.start, of: id) { return start }
            guard hasConditions, var latest = time(.ready, of: id) else { return nil }
            var group = result.groups[id]
            while let outer = group {
                guard let start = time(.start, of: outer) else { return nil }
                latest = max(latest, start)
                group = result.groups[outer]
            }
            return latest
        }
        return timeouts.compactMap { id, timeout, hasConditions in
            guard let timeout, let finish = time(.finish, of: id), let origin = origin(of: id, hasConditions: hasConditions)
            else { return nil }
            let bound = latestFinish(for: origin + timeout)
            return finish <= bound ? nil : "'\(id)' finished at \(finish), past its bound \(bound) (timeout \(timeout) from \(origin))"
        }
    }
}

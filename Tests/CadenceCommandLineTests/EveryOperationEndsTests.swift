import CadenceCommandLine
import CadenceTesting
import Foundation
import Testing

/// Exit 0 without `until` means every operation ended: each one the file
/// names, at any depth, has a `finish` in the trace and a result other than
/// `unfinished`, however its group or timeline ended.
@Suite struct EveryOperationEndsTests {
    static func run(_ body: String) throws -> ScenarioResult {
        let json = #"{"format": "cadence-scenario/1", "layers": [{"id": "box"}], \#(body)}"#
        return try ScenarioRunner.run(ScenarioReader.read(Data(json.utf8), name: "ends"))
    }

    /// `id: result @finish`, with `start` when it started, for every id the
    /// result lists: the outcome the trace gives each operation.
    static func outcomes(_ result: ScenarioResult) -> [String] {
        result.operations.map { id in
            let events = result.trace.events.filter { $0.operation == id }
            let start = events.first { $0.kind == .start }.map { " start @\(ValueTable.format($0.time))" } ?? ""
            guard let finish = events.first(where: { $0.kind == .finish }) else { return "\(id): no finish\(start)" }
            return "\(id): \(finish.result ?? "?") @\(ValueTable.format(finish.time))\(start)"
        }
    }

    static func wait(_ id: String, _ seconds: Double, _ fields: String = "") -> String {
        #"{"id": "\#(id)"\#(fields), "animation": {"type": "wait", "duration": \#(seconds)}}"#
    }

    /// `first` is cancelled at 0, so the `noFailedDependencies` of the group
    /// `g` (after it) fails g without starting it; its child ends cancelled
    /// before it, at 0.
    @Test func aGroupsChildrenEndWhenAConditionRefusesTheGroup() throws {
        let result = try Self.run("""
            "operations": [\(Self.wait("first", 1)),
              {"id": "g", "dependsOn": ["first"], "conditions": [{"type": "noFailedDependencies"}],
               "children": [\(Self.wait("c", 1))]}],
            "events": [{"at": 0, "cancel": "first"}]
            """)
        #expect(Self.outcomes(result) == ["first: cancelled @0", "g: failed @0", "c: cancelled @0"])
        #expect(result.endTime == 0)
    }

    /// A child whose own silent condition does not hold is cancelled when
    /// its group starts, at 0, and the group completes after it.
    @Test func aChildSilencedByItsOwnConditionEnds() throws {
        let silent = #", "conditions": [{"type": "silent", "condition": {"type": "not", "condition": {"type": "noFailedDependencies"}}}]"#
        let result = try Self.run("""
            "operations": [{"id": "g", "children": [\(Self.wait("c", 1, silent)), \(Self.wait("d", 0.5))]}]
            """)
        #expect(Self.outcomes(result) == ["g: completed @0.5 start @0", "c: cancelled @0", "d: completed @0.5 start @0"])
    }

    /// A timeline's step and a group's child cancelled at 0 end cancelled;
    /// the rest play: the step `B` at 1 (held by `B at 1`) runs over [1, 2].
    @Test func aStepAndAChildCancelledAtZeroEnd() throws {
        let result = try Self.run("""
            "maxConcurrentOperations": "unlimited",
            "operations": [
              {"id": "t", "timeline": [\(Self.wait("A", 1)), \(Self.wait("B", 1))]},
              {"id": "g", "children": [\(Self.wait("c", 1)), \(Self.wait("d", 1))]}],
            "events": [{"at": 0, "cancel": "A"}, {"at": 0, "cancel": "c"}]
            """)
        #expect(Self.outcomes(result) == [
            "t: completed @2 start @0", "A: cancelled @0", "B at 1: completed @1 start @0", "B: completed @2 start @1",
            "g: completed @1 start @0", "c: cancelled @0", "d: completed @1 start @0",
        ])
    }

    /// `cancelAll` at 0 cancels every top-level operation before it starts,
    /// as `cancel` at 0 does, and both are traced.
    @Test func cancelAllAtZeroCancelsEverything() throws {
        let result = try Self.run("""
            "operations": [\(Self.wait("a", 1)), {"id": "g", "children": [\(Self.wait("c", 1))]}],
            "events": [{"at": 0, "cancelAll": true}]
            """)
        #expect(Self.outcomes(result) == ["a: cancelled @0", "g: cancelled @0", "c: cancelled @0"])
        let cancels = result.trace.events.filter { $0.kind == .cancel }.compactMap(\.operation)
        #expect(Set(cancels).isSuperset(of: ["a", "g"]))
    }

    /// A layer paused at 0 and never resumed holds `hold` running for ever,
    /// and with it the category `alert` waits for: the run cannot end, and
    /// says so in the words of the category.
    @Test func aRunThatCannotEndNamesTheCategoryWaitedFor() throws {
        let json = #"""
            {"format": "cadence-scenario/1", "maxConcurrentOperations": "unlimited", "categories": ["screen"],
             "layers": [{"id": "box"}],
             "operations": [
               {"id": "hold", "layer": "box", "conditions": [{"type": "exclusive", "category": "screen"}],
                "animation": {"type": "basic", "keyPath": "opacity", "to": 0, "duration": 1}},
               {"id": "alert", "conditions": [{"type": "exclusive", "category": "screen"}],
                "animation": {"type": "wait", "duration": 1}}],
             "events": [{"at": 0, "pause": "box"}]}
            """#
        do {
            _ = try ScenarioRunner.run(ScenarioReader.read(Data(json.utf8)))
            Issue.record("expected the run to stop")
        } catch {
            #expect("\(error)".contains("actual: unfinished: hold (running), alert (waiting for mutually exclusive 'screen')"))
        }
    }
}

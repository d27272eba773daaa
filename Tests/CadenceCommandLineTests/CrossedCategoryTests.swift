import CadenceCommandLine
import CadenceTesting
import Foundation
import Testing

/// Groups that hold categories crosswise (one holds A while something inside
/// asks for B, another holds B while something inside asks for A) could each
/// wait for the other forever: `check` refuses them, at the condition that
/// closes the cycle, in the words of categories. Groups that hold them the
/// same way round take turns.
@Suite struct CrossedCategoryTests {
    typealias M = MalformedGroupScenarioTests

    static func document(_ operations: String, categories: String) -> String {
        #"{"format": "cadence-scenario/1", "maxConcurrentOperations": "unlimited", "categories": \#(categories), "operations": \#(operations)}"#
    }

    static func problems(_ json: String) -> [String] {
        do {
            _ = try ScenarioReader.read(Data(json.utf8))
            return []
        } catch {
            return error.problems
        }
    }

    /// `g` holds B with `x` asking for A inside; `h` holds A with `y` asking
    /// for B inside. Searching from A (the categories in order): A → B
    /// through h, then B → A through g closes the cycle at x's condition.
    @Test func twoGroupsCrosswiseAreRefused() {
        let json = Self.document(
            "[\(M.group("g", M.exclusive("B"), M.wait("x", M.exclusive("A")))), \(M.group("h", M.exclusive("A"), M.wait("y", M.exclusive("B"))))]",
            categories: #"["A", "B"]"#)
        #expect(Self.problems(json) == [
            "operations[0].children[0].conditions[0].category: group 'h' holds 'A' while 'y' inside it asks for 'B', "
                + "and group 'g' holds 'B' while 'x' inside it asks for 'A'; expected categories that groups do not hold "
                + "crosswise (each could wait for the other forever)",
        ])
    }

    /// Three groups in a ring (A while B, B while C, C while A), the inner
    /// askers nested a level deeper: one problem, at the ring's last hold.
    @Test func aRingOfThreeIsRefusedOnce() {
        let ring = [("g", "A", "B"), ("h", "B", "C"), ("k", "C", "A")].map { id, held, asked in
            M.group(id, M.exclusive(held), M.group("\(id).inner", "", M.wait("\(id).ask", M.exclusive(asked))))
        }
        let problems = Self.problems(Self.document("[\(ring.joined(separator: ", "))]", categories: #"["A", "B", "C"]"#))
        #expect(problems == [
            "operations[2].children[0].children[0].conditions[0].category: group 'g' holds 'A' while 'g.ask' inside it "
                + "asks for 'B', and group 'h' holds 'B' while 'h.ask' inside it asks for 'C', and group 'k' holds 'C' "
                + "while 'k.ask' inside it asks for 'A'; expected categories that groups do not hold crosswise (each "
                + "could wait for the other forever)",
        ])
    }

    /// Both groups hold A while a child asks for B: not crosswise. `g` takes
    /// A at 0 and its child B, over [0, 1]; `h` waits for A until 1, then
    /// plays over [1, 2]. The run ends at 2, everything completed.
    @Test func groupsHoldingTheSameWayRoundTakeTurns() throws {
        let json = Self.document(
            "[\(M.group("g", M.exclusive("A"), M.wait("x", M.exclusive("B")))), \(M.group("h", M.exclusive("A"), M.wait("y", M.exclusive("B"))))]",
            categories: #"["A", "B"]"#)
        let result = try ScenarioRunner.run(ScenarioReader.read(Data(json.utf8)))
        #expect(result.endTime == 2)
        let starts = result.trace.events.filter { $0.kind == .start }.map { "\($0.operation ?? "") @\(ValueTable.format($0.time))" }
        #expect(starts == ["g @0", "x @0", "h @1", "y @1"])
    }

    /// On a queue that runs one operation at a time, `alert` takes "screen"
    /// as soon as it is ready, at 0, then waits for the slot that group `g`
    /// holds while `x` inside it asks for "screen": neither would end.
    @Test func aCategoryThatCouldWaitForASlotIsRefused() {
        let json = #"{"format": "cadence-scenario/1", "categories": ["screen"], "operations": [\#(M.group("g", "", M.wait("x", M.exclusive("screen")))), \#(M.wait("alert", M.exclusive("screen")))]}"#
        #expect(Self.problems(json) == [
            "operations[1].conditions[0].category: 'alert' could take 'screen' and then wait for a slot of a queue that "
                + "runs 1 operation at a time, held by group 'g' while 'x' inside it asks for 'screen'; expected 'alert' "
                + "and 'g' ordered by dependsOn, or a queue with a slot for each (maxConcurrentOperations)",
        ])
    }

    /// Ordered by a dependency, the same two take turns: `g` (and `x`,
    /// holding "screen") over [0, 1], then `alert` over [1, 2].
    @Test func orderedByADependencyTheyTakeTurns() throws {
        let json = #"{"format": "cadence-scenario/1", "categories": ["screen"], "operations": [\#(M.group("g", "", M.wait("x", M.exclusive("screen")))), \#(M.wait("alert", #", "dependsOn": ["g"]"# + M.exclusive("screen")))]}"#
        let result = try ScenarioRunner.run(ScenarioReader.read(Data(json.utf8)))
        let starts = result.trace.events.filter { $0.kind == .start }.map { "\($0.operation ?? "") @\(ValueTable.format($0.time))" }
        #expect(starts == ["g @0", "x @0", "alert @1"])
        #expect(result.endTime == 2)
    }
}

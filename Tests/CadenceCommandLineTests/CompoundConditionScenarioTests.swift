import CadenceCommandLine
import CadenceTesting
import Foundation
import Testing

/// `allOf` and `anyOf` in a scenario's `conditions`: the library's
/// `AllOfCondition` and `AnyOfCondition`, with ProcedureKit's rules.
///
/// Every operation depends on `c`, a task that fails at 1, so
/// `noFailedDependencies` fails, `not noFailedDependencies` holds, and
/// `silent noFailedDependencies` cancels. A refused operation finishes at 1
/// without starting; one let through waits 1 s, over [1, 2].
@Suite struct CompoundConditionScenarioTests {
    static let fails = #"{"type": "noFailedDependencies"}"#
    static let holds = #"{"type": "not", "condition": {"type": "noFailedDependencies"}}"#
    static let silent = #"{"type": "silent", "condition": {"type": "noFailedDependencies"}}"#

    /// The outcome of an operation gated by `condition`: `completed 1–2`,
    /// `cancelled –1` or `failed –1`.
    static func outcome(_ condition: String) throws -> String {
        let json = #"""
            {"format": "cadence-scenario/1", "operations": [
              {"id": "c", "animation": {"type": "task", "duration": 1, "failsOnAttempts": [1]}},
              {"id": "x", "dependsOn": ["c"], "conditions": [\#(condition)], "animation": {"type": "wait", "duration": 1}}]}
            """#
        let result = try ScenarioRunner.run(ScenarioReader.read(Data(json.utf8)), picture: false)
        let events = result.trace.events.filter { $0.operation == "x" }
        let start = events.first { $0.kind == .start }.map { ValueTable.format($0.time) } ?? ""
        let finish = events.first { $0.kind == .finish }
        return "\(finish?.result ?? "unfinished") \(start)–\(finish.map { ValueTable.format($0.time) } ?? "")"
    }

    static func allOf(_ conditions: String...) -> String {
        #"{"type": "allOf", "conditions": [\#(conditions.joined(separator: ", "))]}"#
    }

    static func anyOf(_ conditions: String...) -> String {
        #"{"type": "anyOf", "conditions": [\#(conditions.joined(separator: ", "))]}"#
    }

    @Test func allOfHoldsWhenEveryConditionDoes() throws {
        #expect(try Self.outcome(Self.allOf(Self.holds, Self.holds)) == "completed 1–2")
    }

    /// It stops at the first answer that is not satisfied: a failure fails.
    @Test func allOfFailsAtAFailure() throws {
        #expect(try Self.outcome(Self.allOf(Self.holds, Self.fails)) == "failed –1")
    }

    /// A silent answer after a satisfied one is neutral; first, it cancels.
    @Test func allOfTreatsASilentAnswerAsNeutralOnceOneHeld() throws {
        #expect(try Self.outcome(Self.allOf(Self.holds, Self.silent)) == "completed 1–2")
        #expect(try Self.outcome(Self.allOf(Self.silent, Self.holds)) == "cancelled –1")
    }

    /// A plain list is stricter: each is a gate, and a silent one cancels
    /// even beside one that holds.
    @Test func aPlainListCancelsAtASilentConditionBesideOneThatHolds() throws {
        #expect(try Self.outcome([Self.holds, Self.silent].joined(separator: ", ")) == "cancelled –1")
    }

    /// It stops at the first satisfied answer, whatever came before.
    @Test func anyOfHoldsWhenOneConditionDoes() throws {
        #expect(try Self.outcome(Self.anyOf(Self.fails, Self.holds)) == "completed 1–2")
        #expect(try Self.outcome(Self.anyOf(Self.silent, Self.holds)) == "completed 1–2")
    }

    /// None holds: a failure anywhere fails; only silent answers cancel.
    @Test func anyOfFailsOrCancelsWhenNoneHolds() throws {
        #expect(try Self.outcome(Self.anyOf(Self.silent, Self.fails)) == "failed –1")
        #expect(try Self.outcome(Self.anyOf(Self.silent, Self.silent)) == "cancelled –1")
    }

    /// An empty list is neither satisfied nor failed: the operation is
    /// cancelled quietly.
    @Test func anEmptyListCancelsQuietly() throws {
        #expect(try Self.outcome(Self.allOf()) == "cancelled –1")
        #expect(try Self.outcome(Self.anyOf()) == "cancelled –1")
    }

    /// Compound conditions nest.
    @Test func compoundConditionsNest() throws {
        #expect(try Self.outcome(Self.anyOf(Self.allOf(Self.holds, Self.fails), Self.allOf(Self.holds))) == "completed 1–2")
    }

    static func problems(_ condition: String) -> [String] {
        let json = #"""
            {"format": "cadence-scenario/1", "categories": ["screen"], "operations": [
              {"id": "x", "conditions": [\#(condition)], "animation": {"type": "wait", "duration": 1}}]}
            """#
        do {
            _ = try ScenarioReader.read(Data(json.utf8))
            return []
        } catch {
            return error.problems
        }
    }

    /// An exclusive category is taken, not tested: a compound cannot hold
    /// one. A bad list and a bad member are refused at their paths.
    @Test func badCompoundsAreRefusedAtTheirPaths() {
        let exclusive = Self.problems(Self.allOf(#"{"type": "exclusive", "category": "screen"}"#))
        #expect(exclusive.count == 1)
        #expect(exclusive.first?.hasPrefix(#"operations[0].conditions[0].conditions[0].type: expected noFailedDependencies, not, silent, allOf or anyOf (an exclusive category is taken"#) == true)
        #expect(Self.problems(#"{"type": "anyOf"}"#) == [
            "operations[0].conditions[0].conditions: missing; expected an array of conditions"
        ])
        #expect(Self.problems(#"{"type": "anyOf", "conditions": 3}"#) == [
            "operations[0].conditions[0].conditions: expected an array of conditions, got 3"
        ])
        #expect(Self.problems(#"{"type": "allOf", "conditions": [{"type": "nope"}]}"#).first?
            .hasPrefix("operations[0].conditions[0].conditions[0].type:") == true)
        #expect(Self.problems(#"{"type": "allOf", "condition": {}}"#).first?
            .hasPrefix("operations[0].conditions[0].condition: unknown field") == true)
    }
}

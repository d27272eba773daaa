import CadenceCommandLine
import CadenceTesting
import Foundation
import Testing

/// A group as a timeline entry: its children play together (or in turn with
/// `sequence`) from the entry's position, and the timeline places what
/// follows after the group's end.
@Suite struct TimelineGroupScenarioTests {
    static func document(_ group: String) -> String {
        #"""
        {"format": "cadence-scenario/1", "layers": [{"id": "box"}, {"id": "dot"}], "operations": [{"id": "scene", "timeline": [
          {"id": "A", "layer": "box", "animation": {"type": "basic", "keyPath": "position.x", "to": 100, "duration": 1}},
          \#(group),
          {"id": "B", "animation": {"type": "wait", "duration": 0.5}}]}]}
        """#
    }

    static let children = #"""
        "children": [
          {"id": "up", "layer": "box", "animation": {"type": "basic", "keyPath": "position.y", "to": 50, "duration": 1}},
          {"id": "fade", "layer": "dot", "animation": {"type": "basic", "keyPath": "opacity", "to": 0, "duration": 2}}]
        """#

    static func lives(_ json: String) throws -> [String] {
        let result = try ScenarioRunner.run(ScenarioReader.read(Data(json.utf8)), picture: false)
        return result.trace.events.filter { $0.kind == .start || $0.kind == .finish }.map {
            "\($0.kind.rawValue) \($0.operation ?? "") @\(ValueTable.format($0.time))"
        }
    }

    /// A over [0, 1]; the group at the end so far less 0.5, so at 0.5 (held
    /// by `both at 0.5`): `up` over [0.5, 1.5] and `fade` over [0.5, 2.5]
    /// together, the group lasting 2; B at the end so far, 2.5, over
    /// [2.5, 3].
    @Test func aGroupPlaysItsChildrenTogetherAtItsPosition() throws {
        let lives = try Self.lives(Self.document(#"{"id": "both", "position": "-=0.5", \#(Self.children)}"#))
        #expect(lives.filter { $0.hasPrefix("start") } == [
            "start scene @0", "start A @0", "start both at 0.5 @0", "start B at 2.5 @0",
            "start both @0.5", "start up @0.5", "start fade @0.5", "start B @2.5",
        ])
        #expect(lives.last == "finish scene @3")
        #expect(lives.contains("finish both @2.5"))
    }

    /// With `sequence`, the children play in turn: `up` over [1, 2], `fade`
    /// over [2, 4], the group lasting 3; B over [4, 4.5].
    @Test func aSequenceGroupPlaysThemInTurn() throws {
        let lives = try Self.lives(Self.document(#"{"id": "both", "sequence": true, \#(Self.children)}"#))
        #expect(lives.contains("start up @1") && lives.contains("start fade @2") && lives.contains("start B @4"))
        #expect(lives.last == "finish scene @4.5")
    }

    /// A child of a group on a timeline is placed by the group: a dependency
    /// of its own is refused, at the child.
    @Test func aChildWithADependencyIsRefused() {
        let json = Self.document(#"""
            {"id": "both", "children": [
              {"id": "up", "layer": "box", "animation": {"type": "wait", "duration": 1}},
              {"id": "fade", "dependsOn": ["up"], "animation": {"type": "wait", "duration": 1}}]}
            """#)
        do {
            _ = try ScenarioReader.read(Data(json.utf8))
            Issue.record("expected a refusal")
        } catch {
            #expect(error.problems == [
                "operations[0].timeline[1].children[1].dependsOn: a group on a timeline plays its children together, "
                    + "or in turn with sequence; expected a child without dependsOn (an animation, a wait or a task)",
            ])
        }
    }
}

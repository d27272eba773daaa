import Cadence
import CadenceCommandLine
import CadenceTesting
import Foundation
import Testing

/// Timelines, staggers and logical completion played on the virtual clock,
/// the timeline guide's worked example as a scenario. Every time is worked out by hand
/// from GSAP's position rules: `"-=0.5"` is the timeline's end so far less
/// 0.5 s, `"<"` the previous step's start, `"outro+=0.25"` the label plus
/// 0.25 s; a stagger of `each` spreads `each · (count − 1)` by distance from
/// its origin.
@Suite struct TimelineScenarioRunnerTests {
    static func run(_ operations: String, layers: String = #"[{"id": "box"}]"#) throws -> ScenarioResult {
        let json = #"{"format": "cadence-scenario/1", "layers": \#(layers), "operations": \#(operations)}"#
        return try ScenarioRunner.run(ScenarioReader.read(Data(json.utf8), name: "timeline"))
    }

    /// `id`: `seconds` of `keyPath` on `layer`, with `fields` spliced in.
    static func step(_ id: String, _ keyPath: String, _ seconds: Double, layer: String = "box", _ fields: String = "") -> String {
        #"{"id": "\#(id)", "layer": "\#(layer)", "animation": {"type": "basic", "keyPath": "\#(keyPath)", "to": 1, "duration": \#(seconds)}\#(fields)}"#
    }

    /// Each operation's start and finish, `ID start–finish`, rounded to the microsecond.
    static func spans(_ result: ScenarioResult, _ ids: [String]) -> [String] {
        ids.map { id in
            let events = result.trace.events.filter { $0.operation == id }
            let start = events.first { $0.kind == .start }.map { ValueTable.format(($0.time * 1e6).rounded() / 1e6) } ?? "?"
            let finish = events.first { $0.kind == .finish }.map { ValueTable.format(($0.time * 1e6).rounded() / 1e6) } ?? "?"
            return "\(id) \(start)–\(finish)"
        }
    }

    /// A 1 s at 0 plays 0–1; B 2 s at "-=0.5" (the end, 1, less 0.5) plays
    /// 0.5–2.5; C 1 s at "<" (B's start) plays 0.5–1.5; the label outro at
    /// 3; D 0.5 s at "outro+=0.25" plays 3.25–3.75, and the timeline ends then.
    @Test func theWorkedExample() throws {
        let result = try Self.run("""
            [{"id": "intro", "timeline": [
                \(Self.step("A", "position.x", 1)),
                \(Self.step("B", "position.y", 2, #", "position": "-=0.5""#)),
                \(Self.step("C", "opacity", 1, #", "position": "<""#)),
                {"label": "outro", "position": 3},
                \(Self.step("D", "cornerRadius", 0.5, #", "position": "outro+=0.25""#))]}]
            """)
        #expect(Self.spans(result, ["intro", "A", "B", "C", "D"]) == [
            "intro 0–3.75", "A 0–1", "B 0.5–2.5", "C 0.5–1.5", "D 3.25–3.75",
        ])
        // Each step after 0 is held by a wait named for its start, listed
        // before it in the group; they overlap as they play.
        #expect(result.operations == ["intro", "A", "B at 0.5", "B", "C at 0.5", "C", "D at 3.25", "D"])
        #expect(result.groups["B"] == "intro")
        #expect(result.groups["B at 0.5"] == "intro")
        #expect(result.endTime == 3.75)
    }

    /// The scene of ``aNestedTimelineAndItsLabel()``.
    static let nested = """
            [{"id": "scene", "timeline": [
                \(Self.step("A", "position.x", 1)),
                {"id": "intro", "position": ">", "timeline": [
                    \(Self.step("X", "opacity", 0.5)),
                    {"label": "hit", "position": 0.25},
                    \(Self.step("Y", "cornerRadius", 0.5, #", "position": "<""#))]},
                \(Self.step("B", "position.y", 1, #", "position": "intro.hit+=0.25""#))]}]
            """

    /// A timeline nested in a timeline, placed by GSAP's rules as the
    /// library's Nesting does: A 1 s at 0 plays 0–1; intro at ">" (A's end)
    /// starts at 1. Inside it, X 0.5 s at its end so far (0) plays 0–0.5, the
    /// label hit is at 0.25, Y 0.5 s at "<" (X's start, labels are not
    /// entries) plays 0–0.5: intro lasts 0.5 and plays 1–1.5, X and Y 1–1.5,
    /// intro.hit is at 1 + 0.25 = 1.25. B 1 s at "intro.hit+=0.25" starts at
    /// 1.25 + 0.25 = 1.5 and plays 1.5–2.5, where scene ends.
    @Test func aNestedTimelineAndItsLabel() throws {
        let result = try Self.run(Self.nested)
        #expect(Self.spans(result, ["scene", "A", "intro", "X", "Y", "B"]) == [
            "scene 0–2.5", "A 0–1", "intro 1–1.5", "X 1–1.5", "Y 1–1.5", "B 1.5–2.5",
        ])
        // intro is held until 1 by its wait; its steps, at its start, by none.
        #expect(result.operations == ["scene", "A", "intro at 1", "intro", "X", "Y", "B at 1.5", "B"])
        #expect(result.groups["intro"] == "scene")
        #expect(result.groups["intro at 1"] == "scene")
        #expect(result.groups["X"] == "intro")
        #expect(result.groups["Y"] == "intro")
        #expect(result.endTime == 2.5)
    }

    /// The nested scene in the report, at 20 columns per second: intro
    /// under scene, X and Y under intro, each held by its wait before it;
    /// and in the result document, each step's group.
    @Test func aNestedTimelineInTheReportAndTheDocument() throws {
        let result = try Self.run(Self.nested)
        #expect(TextReport(result).text.contains("""
                         0                   1                   2
            scene        [================================================]
              A          [==================]
              intro at 1 [==================]
              intro      --------------------[========]
                X                            [========]
                Y                            [========]
              B at 1.5   [============================]
              B          ------------------------------[==================]
            """))
        let document = ResultDocument(result).text
        #expect(document.contains(#"{ "id": "intro", "group": "scene", "result": "completed", "start": 1, "finish": 1.5 }"#))
        #expect(document.contains(#"{ "id": "X", "group": "intro", "result": "completed", "start": 1, "finish": 1.5 }"#))
        #expect(document.contains(#"{ "id": "Y", "group": "intro", "result": "completed", "start": 1, "finish": 1.5 }"#))
    }

    /// Three layers, each 0.5 from the first, eased by easeIn: the spread is
    /// 0.5 · 2 = 1 over fractions 0, 0.5, 1. easeIn is the curve (0.42, 0,
    /// 1, 1), whose x is 0.5 at t ≈ 0.374253, where y = 3(1 − t)t² + t³ ≈
    /// 0.315357; so the starts are 0, 0.315357 and 1, each 1 s step ending
    /// 1 s later.
    @Test func anEasedStagger() throws {
        let layers = (1...3).map { #"{"id": "c\#($0)"}"# }.joined(separator: ", ")
        let result = try Self.run("""
            [{"id": "cards", "timeline": [{"id": "fade", "stagger": {"each": 0.5, "ease": "easeIn"},
              "layers": ["c1", "c2", "c3"], "animation": {"type": "basic", "keyPath": "opacity", "to": 0, "duration": 1}}]}]
            """, layers: "[\(layers)]")
        #expect(Self.spans(result, ["cards", "fade.c1", "fade.c2", "fade.c3"]) == [
            "cards 0–2", "fade.c1 0–1", "fade.c2 0.315357–1.315357", "fade.c3 1–2",
        ])
    }

    /// Five layers, each 0.1 from the centre: the spread is 0.1 · 4 = 0.4
    /// over distances 2, 1, 0, 1, 2 of at most 2, so the starts are 0.4,
    /// 0.2, 0, 0.2, 0.4 and each 1 s step ends 1 s later.
    @Test func aStaggerFromTheCentre() throws {
        let layers = (1...5).map { #"{"id": "c\#($0)"}"# }.joined(separator: ", ")
        let result = try Self.run("""
            [{"id": "cards", "timeline": [{"id": "fade", "stagger": {"each": 0.1, "from": "center"},
              "layers": ["c1", "c2", "c3", "c4", "c5"], "animation": {"type": "basic", "keyPath": "opacity", "to": 0, "duration": 1}}]}]
            """, layers: "[\(layers)]")
        #expect(Self.spans(result, ["cards", "fade.c1", "fade.c2", "fade.c3", "fade.c4", "fade.c5"]) == [
            "cards 0–1.4", "fade.c1 0.4–1.4", "fade.c2 0.2–1.2", "fade.c3 0–1", "fade.c4 0.2–1.2", "fade.c5 0.4–1.4",
        ])
    }

    /// A spring (mass 1, stiffness 100) with completion logicallyComplete:
    /// its dependent starts at its perceptual duration, 2π·√(1/100) =
    /// 0.628319 s, and plays 1 s to 1.628319, while the spring plays on to
    /// its settling.
    @Test func aLogicallyCompleteSpringStartsItsDependent() throws {
        let result = try Self.run("""
            [{"id": "pop", "layer": "box", "completion": "logicallyComplete",
              "animation": {"type": "spring", "keyPath": "position.x", "from": 0, "to": 100}},
             \(Self.step("next", "opacity", 1, #", "dependsOn": ["pop"]"#))]
            """)
        let spans = Self.spans(result, ["pop", "next"])
        #expect(spans[1] == "next 0.628319–1.628319")
        let spring = SpringAnimation(keyPath: .positionX, from: 0, to: 100, spring: DampedSpring())
        #expect(spans[0] == "pop 0–\(ValueTable.format((spring.settlingDuration * 1e6).rounded() / 1e6))")
    }

    /// The same choice per edge: `{"id": "pop", "when": "logicallyComplete"}`.
    @Test func aLogicallyCompleteEdge() throws {
        let result = try Self.run("""
            [{"id": "pop", "layer": "box", "animation": {"type": "spring", "keyPath": "position.x", "from": 0, "to": 100}},
             \(Self.step("next", "opacity", 1, #", "dependsOn": [{"id": "pop", "when": "logicallyComplete"}]"#))]
            """)
        #expect(Self.spans(result, ["next"]) == ["next 0.628319–1.628319"])
    }
}

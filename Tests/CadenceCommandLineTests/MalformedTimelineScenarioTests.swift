import CadenceCommandLine
import Foundation
import Testing

/// Invalid timelines, staggers and completion choices are refused before
/// anything runs, one line per problem with its JSON path: the position as
/// the file wrote it, the library's scheduling refusals (an unknown label
/// with the nearest suggested, a start before 0) located at the entry.
@Suite struct MalformedTimelineScenarioTests {
    typealias Case = MalformedScenarioTests.Case

    /// A document with layers `box`, `a`, `b`, `c` and `operations`.
    static func document(_ operations: String) -> String {
        #"{"format": "cadence-scenario/1", "layers": [{"id": "box"}, {"id": "a"}, {"id": "b"}, {"id": "c"}], "operations": \#(operations)}"#
    }

    /// A timeline `t` of `entries`.
    static func timeline(_ entries: String...) -> String {
        document(#"[{"id": "t", "timeline": [\#(entries.joined(separator: ", "))]}]"#)
    }

    /// An entry `id`: `seconds` of opacity on `box`, with `fields` spliced in.
    static func step(_ id: String, _ fields: String = "", seconds: Double = 1) -> String {
        #"{"id": "\#(id)", "layer": "box", "animation": {"type": "basic", "keyPath": "opacity", "to": 0, "duration": \#(seconds)}\#(fields)}"#
    }

    /// A stagger `s` over `layers` with `stagger`.
    static func stagger(_ stagger: String, layers: String = #"["a", "b", "c"]"#) -> String {
        #"{"id": "s", "stagger": \#(stagger), "layers": \#(layers), "animation": {"type": "basic", "keyPath": "opacity", "to": 0, "duration": 1}}"#
    }

    static let cases: [Case] = [
        // Positions.
        Case(name: "a GSAP string the parser refuses", document: timeline(step("a"), step("b", #", "position": "<+=25%""#)),
             problems: [#"operations[0].timeline[1].position: expected <25% (a percentage of the previous step), or an offset in seconds (<+=0.5), got "<+=25%""#]),
        Case(name: "an empty position", document: timeline(step("a", #", "position": """#)),
             problems: [#"operations[0].timeline[0].position: expected a GSAP position: a time (2), +=1, -=0.5, -=25%, <, >, <0.5, >-0.25, <25%, a label, label+=0.25, got """#]),
        Case(name: "a position neither a number nor a string", document: timeline(step("a", #", "position": true"#)),
             problems: [#"operations[0].timeline[0].position: expected a time in seconds or a GSAP position string ("-=0.5", "<", "label+=0.25"), got true"#]),
        Case(name: "an unknown label, with the nearest",
             document: timeline(#"{"label": "outro", "position": 3}"#, step("a", #", "position": "outra+=0.25""#)),
             problems: [#"operations[0].timeline[1].position: expected a label added before: outro, got "outra+=0.25" (did you mean 'outro'?)"#]),
        Case(name: "a label used before it is added",
             document: timeline(step("a", #", "position": "outro""#), #"{"label": "outro", "position": 3}"#),
             problems: [#"operations[0].timeline[0].position: expected a label added before (there are none), got "outro""#]),
        Case(name: "a start before 0", document: timeline(step("a"), step("b", #", "position": "-=1.5""#)),
             problems: [#"operations[0].timeline[1].position: expected a start at or after 0 s, not -0.5 s (Cadence refuses what GSAP would fix by shifting the whole timeline later: place the entries later), got "-=1.5""#]),
        Case(name: "a negative absolute time", document: timeline(step("a", #", "position": -1"#)),
             problems: [#"operations[0].timeline[0].position: expected a start at or after 0 s, not -1 s (Cadence refuses what GSAP would fix by shifting the whole timeline later: place the entries later), got -1"#]),
        // Entries.
        Case(name: "an entry placed by dependsOn", document: timeline(step("a"), step("b", #", "dependsOn": ["a"]"#)),
             problems: ["operations[0].timeline[1].dependsOn: unknown field; expected one of: id, layer, priority, updatesModel, onCancel, animation, completion, position"]),
        Case(name: "a label without a name", document: timeline(#"{"label": "", "position": 1}"#),
             problems: [#"operations[0].timeline[0].label: expected a label name that is not empty, got """#]),
        Case(name: "an unknown field of a label", document: timeline(#"{"label": "outro", "positon": 1}"#),
             problems: ["operations[0].timeline[0].positon: unknown field (did you mean 'position'?)"]),
        Case(name: "a timeline with children", document: document(#"[{"id": "t", "timeline": [], "children": []}]"#),
             problems: ["operations[0].children: a timeline places its entries by position; expected timeline without children"]),
        Case(name: "a retried timeline", document: document(#"[{"id": "t", "retry": {"maxAttempts": 2}, "timeline": []}]"#),
             problems: ["operations[0].retry: a timeline is not retried; expected retry on an animation, a wait or a task"]),
        Case(name: "a timeline that is not a list", document: document(#"[{"id": "t", "timeline": {}}]"#),
             problems: ["operations[0].timeline: expected an array of timeline entries, got {}"]),
        // Stagger.
        Case(name: "each and amount both", document: timeline(stagger(#"{"each": 0.1, "amount": 1}"#)),
             problems: ["operations[0].timeline[0].stagger: each and amount are both set; expected one of them (each: between starts, amount: over them all)"]),
        Case(name: "neither each nor amount", document: timeline(stagger(#"{"from": "center"}"#)),
             problems: ["operations[0].timeline[0].stagger.each: missing; expected each (seconds between starts) or amount (seconds over them all)"]),
        Case(name: "an unknown from, with the nearest", document: timeline(stagger(#"{"each": 0.1, "from": "centre"}"#)),
             problems: [#"operations[0].timeline[0].stagger.from: expected first, last, center, edges, random, or the index of the layer to start from (a whole number ≥ 0), got "centre" (did you mean 'center'?)"#]),
        // GSAP's word for the middle, and its point of the layout, which Cadence has not.
        Case(name: "from middle, with center", document: timeline(stagger(#"{"each": 0.1, "from": "middle"}"#)),
             problems: [#"operations[0].timeline[0].stagger.from: expected first, last, center, edges, random, or the index of the layer to start from (a whole number ≥ 0), got "middle" (did you mean 'center'?)"#]),
        Case(name: "from GSAP's start, with first", document: timeline(stagger(#"{"each": 0.1, "from": "start"}"#)),
             problems: [#"operations[0].timeline[0].stagger.from: expected first, last, center, edges, random, or the index of the layer to start from (a whole number ≥ 0), got "start" (did you mean 'first'?)"#]),
        Case(name: "from a point", document: timeline(stagger(#"{"each": 0.1, "from": [0.5, 0.5]}"#)),
             problems: ["operations[0].timeline[0].stagger.from: expected first, last, center, edges, random, or the index of the layer to start from (a whole number ≥ 0), got [0.5, 0.5] (a point [x, y] of the layout is not supported)"]),
        Case(name: "a negative index from", document: timeline(stagger(#"{"each": 0.1, "from": -1}"#)),
             problems: ["operations[0].timeline[0].stagger.from: expected first, last, center, edges, random, or the index of the layer to start from (a whole number ≥ 0), got -1"]),
        Case(name: "an unknown layer id", document: timeline(stagger(#"{"each": 0.1}"#, layers: #"["a", "bb", "c"]"#)),
             problems: ["operations[0].timeline[0].layers[1]: unknown layer id 'bb' (did you mean 'b'?)"]),
        Case(name: "no layers", document: timeline(stagger(#"{"each": 0.1}"#, layers: "[]")),
             problems: ["operations[0].timeline[0].layers: expected at least one layer id, got []"]),
        Case(name: "a negative each", document: timeline(stagger(#"{"each": -0.1}"#)),
             problems: ["operations[0].timeline[0].stagger.each: expected a finite number of seconds ≥ 0, got -0.1"]),
        // Nesting.
        Case(name: "an unknown nested label, with the nearest",
             document: timeline(#"{"id": "intro", "timeline": [{"label": "hit", "position": 0.25}]}"#, step("a", #", "position": "intro.hut""#)),
             problems: [#"operations[0].timeline[1].position: expected a label added before: intro.hit, got "intro.hut" (did you mean 'intro.hit'?)"#]),
        Case(name: "a nested entry's bad position",
             document: timeline(#"{"id": "intro", "timeline": [\#(step("x")), \#(step("y", #", "position": "<+=25%""#))]}"#),
             problems: [#"operations[0].timeline[0].timeline[1].position: expected <25% (a percentage of the previous step), or an offset in seconds (<+=0.5), got "<+=25%""#]),
        Case(name: "a nested entry's start before 0",
             document: timeline(#"{"id": "intro", "timeline": [\#(step("x", #", "position": "-=1""#))]}"#),
             problems: [#"operations[0].timeline[0].timeline[0].position: expected a start at or after 0 s, not -1 s (Cadence refuses what GSAP would fix by shifting the whole timeline later: place the entries later), got "-=1""#]),
        Case(name: "a nested timeline's bad position",
             document: timeline(step("a"), #"{"id": "intro", "position": "-=2", "timeline": [\#(step("x"))]}"#),
             problems: [#"operations[0].timeline[1].position: expected a start at or after 0 s, not -1 s (Cadence refuses what GSAP would fix by shifting the whole timeline later: place the entries later), got "-=2""#]),
        Case(name: "a nested timeline with a layer",
             document: timeline(#"{"id": "intro", "layer": "box", "timeline": []}"#),
             problems: ["operations[0].timeline[0].layer: unknown field; expected one of: id, timeline, position"]),
        // Stagger ease.
        Case(name: "an unknown stagger ease, with the nearest", document: timeline(stagger(#"{"each": 0.1, "ease": "easIn"}"#)),
             problems: [#"operations[0].timeline[0].stagger.ease: unknown timing function "easIn" (did you mean 'easeIn'?)"#]),
        // Completion.
        Case(name: "an unknown completion", document: document("[\(step("a", #", "completion": "logicalyComplete""#))]"),
             problems: [#"operations[0].completion: expected one of removed, logicallyComplete, got "logicalyComplete" (did you mean 'logicallyComplete'?)"#]),
        Case(name: "completion on a wait",
             document: document(#"[{"id": "w", "completion": "logicallyComplete", "animation": {"type": "wait", "duration": 1}}]"#),
             problems: ["operations[0].completion: only an animation has a logical completion; expected completion on an operation with an animation"]),
        Case(name: "an unknown when", document: document("[\(step("a")), \(step("b", #", "dependsOn": [{"id": "a", "when": "removd"}]"#))]"),
             problems: [#"operations[1].dependsOn[0].when: expected one of removed, logicallyComplete, got "removd" (did you mean 'removed'?)"#]),
        Case(name: "an unknown dependency object field", document: document("[\(step("a")), \(step("b", #", "dependsOn": [{"id": "a", "whn": "removed"}]"#))]"),
             problems: ["operations[1].dependsOn[0].whn: unknown field (did you mean 'when'?)"]),
        Case(name: "an unknown id in a dependency object", document: document("[\(step("a")), \(step("b", #", "dependsOn": [{"id": "aa"}]"#))]"),
             problems: ["operations[1].dependsOn[0]: unknown operation id 'aa' (did you mean 'a'?)"]),
    ]

    @Test(arguments: cases)
    func isRefusedWithItsProblems(_ testCase: Case) {
        testCase.expectRefused()
    }

    /// Every problem at once: a bad position, a bad stagger and an unknown
    /// completion, in file order.
    @Test func allProblemsAtOnce() {
        let json = Self.document(#"[{"id": "t", "timeline": [\#(Self.step("a", #", "position": "<+=5%""#)), \#(Self.stagger(#"{"each": 0.1, "from": "middle"}"#))]}, \#(Self.step("z", #", "completion": "never""#))]"#)
        do {
            _ = try ScenarioReader.read(Data(json.utf8))
            Issue.record("accepted")
        } catch {
            #expect(error.problems.count == 3)
            #expect(error.problems.map { $0.prefix { $0 != ":" } } == [
                "operations[0].timeline[0].position", "operations[0].timeline[1].stagger.from", "operations[1].completion",
            ])
        }
    }

    /// The worked example reads: its steps at the times their positions say.
    @Test func theWorkedExampleReads() throws {
        let json = Self.timeline(
            Self.step("A"), Self.step("B", #", "position": "-=0.5""#), Self.step("C", #", "position": "<""#),
            #"{"label": "outro", "position": 3}"#, Self.step("D", #", "position": "outro+=0.25""#, seconds: 0.5),
            Self.stagger(#"{"each": 0.1, "from": "center"}"#))
        let scenario = try ScenarioReader.read(Data(json.utf8))
        guard case .timeline(let timeline) = scenario.operations[0].work else {
            Issue.record("not a timeline")
            return
        }
        #expect(timeline.steps.map(\.operation.id) == ["A", "B", "C", "D", "s.a", "s.b", "s.c"])
        // A 1 s at the end (0); B at the end (1) less 0.5; C at B's start;
        // D at outro (3) + 0.25, 0.5 s; the stagger at the end (3.75), the
        // centre first and each edge 0.1 · 2 (GSAP's each · (count − 1),
        // spread by distance from the centre) later.
        let expected = [0, 0.5, 0.5, 3.25, 3.95, 3.75, 3.95]
        #expect(zip(timeline.steps.map(\.start), expected).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(timeline.labels == ["outro": 3])
        #expect(abs(timeline.totalDuration - 4.95) < 1e-9)
        #expect(scenario.allOperations.map(\.id) == ["t", "A", "B", "C", "D", "s.a", "s.b", "s.c"])
    }

    /// A nested timeline reads as a step of the timeline around it, with
    /// that timeline's anchor: t = [a 1 s, intro at "<0.5" = [x 1 s, label
    /// hit at 0.5]]; intro at a's start (0) + 0.5 = 0.5, lasting 1; the
    /// outer labels hold intro.hit at 0.5 + 0.5 = 1; t lasts 1.5.
    @Test func aNestedTimelineReads() throws {
        let json = Self.document(#"""
            [{"id": "t", "anchor": "schedule", "timeline": [\#(Self.step("a")),
              {"id": "intro", "position": "<0.5", "timeline": [\#(Self.step("x")), {"label": "hit", "position": 0.5}]}]}]
            """#)
        let scenario = try ScenarioReader.read(Data(json.utf8))
        guard case .timeline(let timeline) = scenario.operations[0].work,
            case .timeline(let nested) = timeline.steps[1].operation.work
        else {
            Issue.record("not a nested timeline")
            return
        }
        #expect(timeline.steps.map(\.operation.id) == ["a", "intro"])
        #expect(timeline.steps.map(\.start) == [0, 0.5])
        #expect(timeline.steps[1].operation.anchor == .schedule)
        #expect(timeline.labels == ["intro.hit": 1])
        #expect(timeline.totalDuration == 1.5)
        #expect(nested.labels == ["hit": 0.5])
        #expect(nested.totalDuration == 1)
        #expect(scenario.allOperations.map(\.id) == ["t", "a", "intro", "x"])
    }
}

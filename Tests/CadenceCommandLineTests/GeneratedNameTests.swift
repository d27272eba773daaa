@testable import CadenceCommandLine
import CadenceTesting
import Foundation
import Testing

/// The names a run makes up for operations the file does not write (the
/// wait holding a timeline step until its start, `B at 0.5`; a nested
/// timeline's, `intro at 1`; a stagger's steps, `s.a`) are reserved: a file
/// whose own id takes one, or whose stagger lists a layer twice, is refused
/// at `check`, so no two operations of a run share a name.
@Suite struct GeneratedNameTests {
    typealias Case = MalformedScenarioTests.Case

    /// A document with layers `box`, `a`, `b` and `operations`.
    static func document(_ operations: String...) -> String {
        #"{"format": "cadence-scenario/1", "layers": [{"id": "box"}, {"id": "a"}, {"id": "b"}, {"id": "caf\u00e9"}], "operations": [\#(operations.joined(separator: ", "))]}"#
    }

    /// An operation or step `id`: `seconds` of opacity on `box`, with `fields` spliced in.
    static func step(_ id: String, _ fields: String = "", seconds: Double = 1) -> String {
        #"{"id": "\#(id)", "layer": "box", "animation": {"type": "basic", "keyPath": "opacity", "to": 0, "duration": \#(seconds)}\#(fields)}"#
    }

    /// A wait `id` of 1 s.
    static func wait(_ id: String) -> String {
        #"{"id": "\#(id)", "animation": {"type": "wait", "duration": 1}}"#
    }

    /// A timeline `t` of `entries`.
    static func timeline(_ entries: String...) -> String {
        #"{"id": "t", "timeline": [\#(entries.joined(separator: ", "))]}"#
    }

    static let cases: [Case] = [
        // B at 0.5 s is held by the wait "B at 0.5" (its position, 0.5).
        Case(name: "a step's wait, taken by a later operation",
             document: document(timeline(step("A"), step("B", #", "position": 0.5"#)), wait("B at 0.5")),
             problems: ["operations[1].id: 'B at 0.5' is the name of the wait that holds 'B' until its start (operations[0].timeline[1]); expected another id"]),
        Case(name: "a step's wait, taken by an earlier operation",
             document: document(wait("B at 0.5"), timeline(step("A"), step("B", #", "position": 0.5"#))),
             problems: ["operations[0].id: 'B at 0.5' is the name of the wait that holds 'B' until its start (operations[1].timeline[1]); expected another id"]),
        // A lasts 1 s, so B, at the end, starts at 1: "B at 1". A step of
        // the same timeline may not take it either.
        Case(name: "a step's wait, taken by a step of its timeline",
             document: document(timeline(step("A"), step("B"), step("B at 1", #", "position": 0"#))),
             problems: ["operations[0].timeline[2].id: 'B at 1' is the name of the wait that holds 'B' until its start (operations[0].timeline[1]); expected another id"]),
        // intro follows A (1 s), so it starts at 1: "intro at 1".
        Case(name: "a nested timeline's wait",
             document: document(timeline(step("A"), #"{"id": "intro", "timeline": [\#(step("X"))]}"#), wait("intro at 1")),
             problems: ["operations[1].id: 'intro at 1' is the name of the wait that holds 'intro' until its start (operations[0].timeline[1]); expected another id"]),
        // X at 0.25 inside intro: its wait counts from intro's start.
        Case(name: "the wait of a nested timeline's step",
             document: document(timeline(#"{"id": "intro", "timeline": [\#(step("X", #", "position": 0.25"#))]}"#), wait("X at 0.25")),
             problems: ["operations[1].id: 'X at 0.25' is the name of the wait that holds 'X' until its start (operations[0].timeline[0].timeline[0]); expected another id"]),
        // each 0.5 over box and a: s.a starts at 0.5.
        Case(name: "the wait of a stagger's step",
             document: document(timeline(#"{"id": "s", "stagger": {"each": 0.5}, "layers": ["box", "a"], "animation": {"type": "basic", "keyPath": "opacity", "to": 0, "duration": 1}}"#), wait("s.a at 0.5")),
             problems: ["operations[1].id: 's.a at 0.5' is the name of the wait that holds 's.a' until its start (operations[0].timeline[0]); expected another id"]),
        Case(name: "a stagger's step, taken by a later operation",
             document: document(timeline(#"{"id": "s", "stagger": {"each": 0.5}, "layers": ["box", "a"], "animation": {"type": "basic", "keyPath": "opacity", "to": 0, "duration": 1}}"#), wait("s.box")),
             problems: ["operations[1].id: duplicate operation id 's.box' (also operations[0].timeline[0].id)"]),
        Case(name: "a stagger's step, taken by an earlier operation",
             document: document(wait("s.box"), timeline(#"{"id": "s", "stagger": {"each": 0.5}, "layers": ["box", "a"], "animation": {"type": "basic", "keyPath": "opacity", "to": 0, "duration": 1}}"#)),
             problems: ["operations[1].timeline[0].layers[0]: the step 's.box' it makes has the id of the operation at operations[0]"]),
        Case(name: "a layer listed twice in a stagger",
             document: document(timeline(#"{"id": "s", "stagger": {"each": 0.5}, "layers": ["a", "b", "a"], "animation": {"type": "basic", "keyPath": "opacity", "to": 0, "duration": 1}}"#)),
             problems: ["operations[0].timeline[0].layers[2]: duplicate layer 'a' (also operations[0].timeline[0].layers[0]) in a stagger; expected each layer once (its step 's.a' would be made twice)"]),
        Case(name: "a layer listed twice in a stagger, in two Unicode spellings",
             document: document(timeline(#"{"id": "s", "stagger": {"each": 0.5}, "layers": ["caf\u00e9", "cafe\u0301"], "animation": {"type": "basic", "keyPath": "opacity", "to": 0, "duration": 1}}"#)),
             problems: [#"operations[0].timeline[0].layers[1]: duplicate layer 'cafe\u0301' (also operations[0].timeline[0].layers[0], written 'caf\u00E9': the same id in another Unicode spelling) in a stagger; expected each layer once (its step 's.cafe\u0301' would be made twice)"#]),
    ]

    @Test(arguments: cases)
    func isRefusedWithItsProblems(_ testCase: Case) {
        testCase.expectRefused()
    }

    /// An id that only looks like a wait's name is free: `B at 2` when B
    /// starts at 0.5, and `A at 0`, since a step at 0 has no wait.
    @Test func anIDNoWaitTakesIsAccepted() throws {
        let json = Self.document(Self.timeline(Self.step("A"), Self.step("B", #", "position": 0.5"#)), Self.wait("B at 2"), Self.wait("A at 0"))
        let result = try ScenarioRunner.run(ScenarioReader.read(Data(json.utf8)))
        OperationNames.expectDistinct(in: result)
    }

    /// Each demo, and a timeline with every kind of made-up name, runs with
    /// one name per operation everywhere the run writes names.
    @Test(arguments: BuiltInScenarioList.names)
    func aDemoGivesEachOperationItsOwnName(_ name: String) throws {
        let json = try #require(BuiltInScenarioList.json(name))
        OperationNames.expectDistinct(in: try ScenarioRunner.run(ScenarioReader.read(Data(json.utf8), name: name)))
    }

    @Test func madeUpNamesAreDistinct() throws {
        let json = Self.document(Self.timeline(
            Self.step("A"), Self.step("B", #", "position": 0.5"#),
            #"{"id": "intro", "timeline": [\#(Self.step("X", #", "position": 0.25"#))]}"#,
            #"{"id": "s", "stagger": {"each": 0.5}, "layers": ["a", "b"], "animation": {"type": "basic", "keyPath": "opacity", "to": 0, "duration": 1}}"#))
        let result = try ScenarioRunner.run(ScenarioReader.read(Data(json.utf8)))
        OperationNames.expectDistinct(in: result)
        // By hand: B waits from 0 (B at 0.5); intro at the end so far (1.5),
        // X 0.25 into it; the stagger at intro's end (1.5 + 1.25 = 2.75),
        // s.b 0.5 later (3.25).
        #expect(result.operations.filter { $0.contains(" at ") } == ["B at 0.5", "intro at 1.5", "X at 0.25", "s.a at 2.75", "s.b at 3.25"])
    }

    /// What the checker finds in a run where two operations share a name,
    /// as a timeline's wait `B at 0.5` (0 to 0.5) and an operation of that
    /// name (1.5 to 3.5) did before the name was reserved: listed twice,
    /// started twice, finished twice.
    @Test func theCheckerFindsASharedName() {
        let trace = Trace(events: [
            .init(time: 0, kind: .start, operation: "B at 0.5"),
            .init(time: 0.5, kind: .finish, operation: "B at 0.5", result: "completed"),
            .init(time: 0.5, kind: .start, operation: "B"),
            .init(time: 1.5, kind: .finish, operation: "B", result: "completed"),
            .init(time: 1.5, kind: .start, operation: "B at 0.5"),
            .init(time: 3.5, kind: .finish, operation: "B at 0.5", result: "completed"),
        ])
        let result = ScenarioResult(
            name: "shared", endTime: 3.5, trace: trace, columns: [], samples: [], operations: ["B at 0.5", "B", "B at 0.5"])
        #expect(OperationNames.shared(in: result) == ["B at 0.5"])
        let distinct = ScenarioResult(
            name: "distinct", endTime: 1.5, trace: Trace(events: Array(trace.events.prefix(4))), columns: [], samples: [],
            operations: ["B at 0.5", "B"])
        #expect(OperationNames.shared(in: distinct).isEmpty)
    }
}

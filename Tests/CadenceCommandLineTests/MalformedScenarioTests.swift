import CadenceCommandLine
import Foundation
import Testing

/// Invalid scenarios are refused before anything runs, one line per problem,
/// each naming its JSON path, the value and what was expected. The expected
/// lines follow the reader's documented wording, worked out case by case.
@Suite struct MalformedScenarioTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let document: String
        let problems: [String]
        var testDescription: String { name }

        /// Expects the reader to refuse the document with exactly these problems.
        func expectRefused(sourceLocation: SourceLocation = #_sourceLocation) {
            do {
                _ = try ScenarioReader.read(Data(document.utf8))
                Issue.record("\(name): accepted", sourceLocation: sourceLocation)
            } catch {
                #expect(error.problems == problems, "\(name)", sourceLocation: sourceLocation)
            }
        }
    }

    /// A valid document with `operations`, `events`, `sample` and extra
    /// top-level fields spliced in.
    static func document(
        layers: String = #"[{"id": "box", "properties": {"position": [0, 0]}}]"#,
        operations: String = #"[{"id": "slide", "layer": "box", "animation": {"type": "basic", "keyPath": "position.x", "to": 10, "duration": 1}}]"#,
        extra: String = ""
    ) -> String {
        #"{"format": "cadence-scenario/1", "layers": \#(layers), "operations": \#(operations)\#(extra)}"#
    }

    static func animation(_ fields: String, id: String = "slide") -> String {
        #"[{"id": "\#(id)", "layer": "box", "animation": {\#(fields)}}]"#
    }

    static let basic = #""type": "basic", "keyPath": "position.x", "to": 10"#

    static let cases: [Case] = [
        Case(name: "negative duration", document: document(operations: animation(basic + #", "duration": -1"#)),
             problems: ["operations[0].animation.duration: expected a finite number ≥ 0, got -1"]),
        Case(name: "huge number", document: document(operations: animation(basic + #", "duration": 1e400"#)),
             problems: ["operations[0].animation.duration: expected a finite number ≥ 0, got 1e400"]),
        Case(name: "misspelled property", document: document(layers: #"[{"id": "box", "properties": {"conerRadius": 5}}]"#),
             problems: ["layers[0].properties.conerRadius: unknown key path (did you mean 'cornerRadius'?)"]),
        Case(name: "unknown top-level field", document: document(extra: #", "operation": []"#),
             problems: ["operation: unknown field (did you mean 'operations'?)"]),
        Case(name: "scalar given an array", document: document(layers: #"[{"id": "box", "properties": {"position.x": [1, 2]}}]"#),
             problems: ["layers[0].properties.position.x: expected a finite number, got [1, 2]"]),
        Case(name: "point given a number", document: document(layers: #"[{"id": "box", "properties": {"position": 5}}]"#),
             problems: ["layers[0].properties.position: expected [x, y] (2 finite numbers), got 5"]),
        Case(name: "custom property not a number", document: document(layers: #"[{"id": "box", "properties": {"label": "hi"}}]"#),
             problems: [#"layers[0].properties.label: expected a number (a custom animatable property), got "hi""#]),
        Case(name: "unknown dependency",
             document: document(operations: #"[{"id": "slide", "layer": "box", "dependsOn": ["slid"], "animation": {\#(basic)}}]"#),
             problems: ["operations[0].dependsOn[0]: unknown operation id 'slid' (did you mean 'slide'?)"]),
        Case(name: "duplicate operation id",
             document: document(operations: #"[{"id": "slide", "layer": "box", "animation": {\#(basic)}}, {"id": "slide", "layer": "box", "animation": {\#(basic)}}]"#),
             problems: ["operations[1].id: duplicate operation id 'slide' (also operations[0].id)"]),
        Case(name: "duplicate layer id", document: document(layers: #"[{"id": "box"}, {"id": "box"}]"#),
             problems: ["layers[1].id: duplicate layer id 'box' (also layers[0].id)"]),
        Case(name: "cycle of two",
             document: document(operations: #"[{"id": "a", "layer": "box", "dependsOn": ["b"], "animation": {\#(basic)}}, {"id": "b", "layer": "box", "dependsOn": ["a"], "animation": {\#(basic)}}]"#),
             problems: ["operations[0].dependsOn: dependency cycle: a → b → a"]),
        Case(name: "cycle of three, entered from outside",
             document: document(operations: #"[{"id": "x", "layer": "box", "dependsOn": ["a"], "animation": {\#(basic)}}, {"id": "a", "layer": "box", "dependsOn": ["c"], "animation": {\#(basic)}}, {"id": "b", "layer": "box", "dependsOn": ["a"], "animation": {\#(basic)}}, {"id": "c", "layer": "box", "dependsOn": ["b"], "animation": {\#(basic)}}]"#),
             problems: ["operations[1].dependsOn: dependency cycle: a → c → b → a"]),
        Case(name: "depends on itself",
             document: document(operations: #"[{"id": "a", "layer": "box", "dependsOn": ["a"], "animation": {\#(basic)}}]"#),
             problems: ["operations[0].dependsOn: dependency cycle: a → a"]),
        Case(name: "key times disagree",
             document: document(operations: animation(#""type": "keyframe", "keyPath": "position.x", "values": [0, 1, 2], "keyTimes": [0, 1]"#)),
             problems: ["operations[0].animation.keyTimes: expected 3 key times (one per value), got 2"]),
        Case(name: "timing functions disagree",
             document: document(operations: animation(#""type": "keyframe", "keyPath": "position.x", "values": [0, 1, 2], "timingFunctions": ["linear"]"#)),
             problems: ["operations[0].animation.timingFunctions: expected 2 timing functions (one per interval between values), got 1"]),
        Case(name: "endless without until", document: document(operations: animation(basic + #", "repeatCount": "infinity""#)),
             problems: ["until: missing; expected an end time, since operations[0].animation repeats forever"]),
        Case(name: "repeat count and duration", document: document(operations: animation(basic + #", "repeatCount": 2, "repeatDuration": 3"#)),
             problems: ["operations[0].animation: repeatCount and repeatDuration are both set; expected at most one of them"]),
        Case(name: "unknown layer",
             document: document(operations: #"[{"id": "slide", "layer": "bx", "animation": {\#(basic)}}]"#),
             problems: ["operations[0].layer: unknown layer id 'bx' (did you mean 'box'?)"]),
        Case(name: "missing format", document: #"{"layers": []}"#,
             problems: [#"format: missing; expected "cadence-scenario/1""#]),
        Case(name: "wrong format", document: #"{"format": "cadence-scenario/2"}"#,
             problems: [#"format: expected "cadence-scenario/1", got "cadence-scenario/2""#]),
        Case(name: "unknown animation type", document: document(operations: animation(#""type": "basik", "keyPath": "position.x""#)),
             problems: [#"operations[0].animation.type: expected one of basic, keyframe, spring, decay, group, wait, task, got "basik" (did you mean 'basic'?)"#]),
        Case(name: "unknown timing function", document: document(operations: animation(basic + #", "timingFunction": "easeInEaseOtu""#)),
             problems: [#"operations[0].animation.timingFunction: unknown timing function "easeInEaseOtu" (did you mean 'easeInEaseOut'?)"#]),
        Case(name: "unknown animated key path", document: document(operations: animation(#""type": "basic", "keyPath": "positon.x", "to": 1"#)),
             problems: ["operations[0].animation.keyPath: unknown key path 'positon.x' on layer 'box' (did you mean 'position.x'?)"]),
        Case(name: "no concurrency", document: document(extra: #", "maxConcurrentOperations": 0"#),
             problems: [#"maxConcurrentOperations: expected a whole number ≥ 1 or "unlimited", got 0"#]),
        Case(name: "fractional concurrency", document: document(extra: #", "maxConcurrentOperations": 1.5"#),
             problems: [#"maxConcurrentOperations: expected a whole number ≥ 1 or "unlimited", got 1.5"#]),
        Case(name: "negative until", document: document(extra: #", "until": -1"#),
             problems: ["until: expected a finite number ≥ 0, got -1"]),
        Case(name: "two actions in one event", document: document(extra: #", "events": [{"at": 1, "cancel": "slide", "stall": 1}]"#),
             problems: ["events[0]: expected one action, got 2: cancel, stall"]),
        Case(name: "no action", document: document(extra: #", "events": [{"at": 1}]"#),
             problems: ["events[0]: expected one action: cancel, cancelAll, set, stall, pause, resume, play, seek, reverse, speed, finish, continue, retarget"]),
        Case(name: "cancel of an unknown operation", document: document(extra: #", "events": [{"at": 1, "cancel": "slde"}]"#),
             problems: ["events[0].cancel: unknown operation id 'slde' (did you mean 'slide'?)"]),
        Case(name: "event without a time", document: document(extra: #", "events": [{"stall": 1}]"#),
             problems: ["events[0].at: missing; expected the time of the event"]),
        Case(name: "set of the wrong shape",
             document: document(extra: #", "events": [{"at": 1, "set": {"layer": "box", "keyPath": "position", "value": 5}}]"#),
             problems: ["events[0].set.value: expected [x, y] (2 finite numbers), got 5"]),
        Case(name: "sample of an unknown layer", document: document(extra: #", "sample": {"keyPaths": ["bax.position.x"]}"#),
             problems: [#"sample.keyPaths[0]: expected LAYER.KEYPATH with a known layer id, got "bax.position.x" (did you mean 'box'?)"#]),
        Case(name: "sampling every 0 s", document: document(extra: #", "sample": {"every": 0}"#),
             problems: ["sample.every: expected a finite number > 0, got 0"]),
        Case(name: "an invalid operation's dependents are not blamed",
             document: document(operations: #"[{"id": "slide", "layer": "box", "animation": {\#(basic), "duration": -1}}, {"id": "fade", "layer": "box", "dependsOn": ["slide"], "animation": {\#(basic)}}, {"id": "drop", "layer": "box", "dependsOn": ["slid"], "animation": {\#(basic)}}]"#),
             problems: [
                "operations[0].animation.duration: expected a finite number ≥ 0, got -1",
                "operations[2].dependsOn[0]: unknown operation id 'slid' (did you mean 'slide'?)",
             ]),
        Case(name: "a cycle behind an invalid operation, at its own place",
             document: document(operations: #"[{"id": "bad", "layer": "box", "animation": {\#(basic), "duration": -1}}, {"id": "a", "layer": "box", "dependsOn": ["b"], "animation": {\#(basic)}}, {"id": "b", "layer": "box", "dependsOn": ["a"], "animation": {\#(basic), "speed": -1}}]"#),
             problems: [
                "operations[0].animation.duration: expected a finite number ≥ 0, got -1",
                "operations[2].animation.speed: expected a finite number ≥ 0, got -1",
                "operations[1].dependsOn: dependency cycle: a → b → a",
             ]),
        Case(name: "a million samples", document: document(extra: #", "until": 10, "sample": {"every": 0.00001}"#),
             problems: ["sample.every: expected at most 100000 instants, got 1000001 (every 0.00001 s from 0 to 10)"]),
        Case(name: "a series without every", document: document(extra: #", "sample": {"from": 1}"#),
             problems: ["sample: from and to bound a series; expected every as well"]),
        Case(name: "layers not an array", document: document(layers: "{}"),
             problems: ["layers: expected an array, got {}"]),
        Case(name: "not an object", document: "[]",
             problems: ["(document): expected an object, got []"]),
        Case(name: "spring without mass", document: document(operations: animation(#""type": "spring", "keyPath": "position.x", "to": 1, "mass": 0"#)),
             problems: ["operations[0].animation.mass: expected a finite number > 0, got 0"]),
        Case(name: "wait with a key path", document: document(operations: animation(#""type": "wait", "keyPath": "position.x", "duration": 1"#)),
             problems: ["operations[0].animation.keyPath: unknown field; expected one of: type, duration"]),
        Case(name: "unknown priority",
             document: document(operations: #"[{"id": "slide", "layer": "box", "priority": "urgent", "animation": {\#(basic)}}]"#),
             problems: [#"operations[0].priority: expected one of veryLow, low, normal, high, veryHigh, got "urgent""#]),
        Case(name: "several problems, in file order",
             document: document(operations: animation(basic + #", "duration": -1, "speeed": 2"#)),
             problems: [
                "operations[0].animation.speeed: unknown field (did you mean 'speed'?)",
                "operations[0].animation.duration: expected a finite number ≥ 0, got -1",
             ]),
    ]

    @Test(arguments: cases)
    func isRefusedWithItsProblems(_ testCase: Case) {
        testCase.expectRefused()
    }

    /// Input that is not a JSON document at all: never a trap, never a hang,
    /// one line with where the JSON broke.
    @Test(arguments: [
        (Data(#"{"format": "cadence-scenario/1", "layers": ["#.utf8),
         "(document): not valid JSON: line 1, column 45: unexpected end of input (the document is truncated?)"),
        (Data(), "(document): not valid JSON: line 1, column 1: the document is empty"),
        (Data([0xFF, 0x00, 0x13, 0x37]), "(document): not valid JSON: line 1, column 1: not UTF-8 text (byte 0xFF at offset 0)"),
        (Data(String(repeating: "[", count: 100).utf8),
         "(document): not valid JSON: line 1, column 65: nesting deeper than 64 levels"),
        // Each `{"a": ` is 6 columns wide, so the 65th brace is at 64 · 6 + 1.
        (Data(String(repeating: "{\"a\": ", count: 10_000).utf8),
         "(document): not valid JSON: line 1, column 385: nesting deeper than 64 levels"),
    ])
    func notJSON(_ data: Data, _ problem: String) {
        do {
            _ = try ScenarioReader.read(data)
            Issue.record("accepted")
        } catch {
            #expect(error.problems == [problem])
        }
    }
}


import CadenceCommandLine
import Foundation

/// What a scenario's generated operations cost through the command's whole
/// path (read, check, run on the fixture, the text report), against plain
/// operations of the same number in the same run: a stagger's step against
/// an animation of its own, and a retry's attempt against a failing task in
/// a chain.
enum ScenarioCost {
    /// Nanoseconds to read, run and report `json`.
    static func play(_ json: String) throws -> UInt64 {
        let data = Data(json.utf8)
        return try timed {
            let scenario = try ScenarioReader.read(data, name: "cost")
            let result = try ScenarioRunner.run(scenario, picture: false)
            precondition(!TextReport(result).text.isEmpty)
        }
    }

    private static func layers(_ count: Int) -> String {
        (0..<count).map { #"{"id": "l\#($0)"}"# }.joined(separator: ", ")
    }

    private static let fade = #"{"type": "basic", "keyPath": "opacity", "to": 0, "duration": 0.01}"#

    /// A stagger over `count` layers, 1 ms apart.
    static func stagger(_ count: Int) -> String {
        let ids = (0..<count).map { #""l\#($0)""# }.joined(separator: ", ")
        return #"""
            {"format": "cadence-scenario/1", "layers": [\#(layers(count))], "operations": [{"id": "s", "timeline": [
              {"id": "st", "stagger": {"each": 0.001}, "layers": [\#(ids)], "animation": \#(fade)}]}]}
            """#
    }

    /// `count` animations, one per layer, all at once.
    static func animations(_ count: Int) -> String {
        let operations = (0..<count).map { #"{"id": "a\#($0)", "layer": "l\#($0)", "animation": \#(fade)}"# }
        return #"""
            {"format": "cadence-scenario/1", "maxConcurrentOperations": "unlimited", "layers": [\#(layers(count))],
             "operations": [\#(operations.joined(separator: ", "))]}
            """#
    }

    /// One retry of `count` attempts of a 1 ms task, each failing but the last.
    static func retry(_ count: Int) -> String {
        let failing = (1..<count).map(String.init).joined(separator: ", ")
        return #"""
            {"format": "cadence-scenario/1", "operations": [{"id": "r", "retry": {"maxAttempts": \#(count)},
              "animation": {"type": "task", "duration": 0.001, "failsOnAttempts": [\#(failing)]}}]}
            """#
    }

    /// `count` 1 ms tasks in a chain, each failing.
    static func failingChain(_ count: Int) -> String {
        let operations = (0..<count).map { index in
            let after = index == 0 ? "" : #", "dependsOn": ["t\#(index - 1)"]"#
            return #"{"id": "t\#(index)"\#(after), "animation": {"type": "task", "duration": 0.001, "failsOnAttempts": [1]}}"#
        }
        return #"{"format": "cadence-scenario/1", "operations": [\#(operations.joined(separator: ", "))]}"#
    }
}

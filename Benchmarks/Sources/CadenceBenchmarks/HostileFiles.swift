import CadenceCommandLine
import CadenceTesting
import Foundation

/// Scenario files that once took time out of proportion to their size, each
/// against a plain file of the same size read or run in the same process:
/// adversarial refusals of about 1 MB, crowds of animations on one layer,
/// and small files that ran away (a long span with a player, retries at one
/// instant). The unit tests bound their work by counts (frames, attempts,
/// problems); these rows bound their time.
enum HostileFiles {
    static let basic = #"{"type": "basic", "keyPath": "position.x", "to": 10, "duration": 1}"#

    static func document(layers: String = #"[{"id": "box"}]"#, operations: String = "[]", extra: String = "") -> String {
        #"{"format": "cadence-scenario/1", "layers": \#(layers), "operations": \#(operations)\#(extra)}"#
    }

    static func operations(
        _ count: Int, layer: (Int) -> String = { _ in "box" }, dependsOn: (Int) -> String = { _ in "[]" },
        animation: (Int) -> String = { _ in basic }
    ) -> String {
        "[" + (0..<count).map { index in
            #"{"id": "op\#(index)", "layer": "\#(layer(index))", "dependsOn": \#(dependsOn(index)), "animation": \#(animation(index))}"#
        }.joined(separator: ", ") + "]"
    }

    static func layers(_ count: Int) -> String {
        "[" + (0..<count).map { #"{"id": "layer\#($0)"}"# }.joined(separator: ", ") + "]"
    }

    /// Nanoseconds to read `document`, refused or not: the best of `tries`.
    static func reading(_ document: String, tries: Int = 3) -> Double {
        let data = Data(document.utf8)
        return (0..<tries).map { _ in Double(timed { _ = try? ScenarioReader.read(data) }) }.min() ?? 0
    }

    /// Nanoseconds to read and run `document` (until `until`, with a player
    /// page if asked): the best of `tries`.
    static func running(_ document: String, until: Double? = nil, player: Bool = false, tries: Int = 2) throws -> Double {
        let data = Data(document.utf8)
        var best = Double.infinity
        for _ in 0..<tries {
            let elapsed = try timed {
                let result = try ScenarioRunner.run(ScenarioReader.read(data), until: until, picture: false, player: player)
                if let recording = result.frameRecording { consume(Double(PlayerPage(recording, title: "t").html.utf8.count)) }
            }
            best = min(best, Double(elapsed))
        }
        return best
    }

    /// The adversarial files of about `size` bytes, by name, and a valid file
    /// of the same size: a chain of operations over as many layers.
    static func adversaries(size: Int) -> (valid: String, files: [(name: String, document: String)]) {
        let count = size / operations(1).utf8.count
        let valid = document(
            layers: layers(count),
            operations: operations(count, layer: { "layer\($0)" }, dependsOn: { $0 == 0 ? "[]" : #"["op\#($0 - 1)"]"# }))
        let long = String(repeating: "a", count: size / 2)
        let files = [
            ("a long unknown layer id", document(
                layers: #"[{"id": "\#(long)"}]"#, operations: operations(1, layer: { _ in String(long.dropLast()) + "b" }))),
            ("unknown dependencies", document(operations: operations(count, dependsOn: { #"["nope\#($0)"]"# }))),
            ("a long unknown key path", document(
                operations: #"[{"id": "s", "layer": "box", "animation": {"type": "basic", "keyPath": "\#(long + long)", "to": 1}}]"#)),
            ("interlocking cycles", document(operations: operations(count, dependsOn: { #"["op\#(($0 + 1) % count)", "op0"]"# }))),
            ("unknown layers", document(operations: operations(count, layer: { "layer\($0)" }))),
            ("many sample columns", document(
                layers: layers(count),
                extra: #", "sample": {"keyPaths": ["# + (0..<(4 * count)).map { #""layer\#($0 % count).opacity""# }
                    .joined(separator: ", ") + "]}")),
            ("duplicate ids", document(
                layers: "[" + (0..<count).map { _ in #"{"id": "same"}"# }.joined(separator: ", ") + "]",
                operations: "[" + (0..<count).map { _ in #"{"id": "same", "layer": "same", "animation": \#(basic)}"# }
                    .joined(separator: ", ") + "]")),
        ]
        return (valid, files)
    }

    /// The kinds of animation that crowd one layer: the n-th operation's animation.
    static let crowds: [(name: String, animation: @Sendable (Int) -> String)] = [
        ("basic", { _ in basic }),
        ("keyframe", { _ in #"{"type": "keyframe", "keyPath": "position.x", "values": [0, 10], "duration": 1}"# }),
        ("spring", { _ in #"{"type": "spring", "keyPath": "position.x", "to": 10, "duration": 1}"# }),
        ("two key paths", { $0 % 2 == 0 ? basic : #"{"type": "basic", "keyPath": "opacity", "to": 0.5, "duration": 1}"# }),
        ("two components", { $0 % 2 == 0 ? basic : #"{"type": "basic", "keyPath": "position.y", "to": 10, "duration": 1}"# }),
    ]

    /// `count` operations of a crowd's animations at once on one layer, and
    /// the same spread over `count` layers: nanoseconds to read and run each.
    static func crowd(_ animation: (Int) -> String, count: Int) throws -> (oneLayer: Double, spread: Double) {
        let unlimited = #", "maxConcurrentOperations": "unlimited""#
        let oneLayer = document(operations: operations(count, animation: animation), extra: unlimited)
        let spread = document(
            layers: layers(count), operations: operations(count, layer: { "layer\($0)" }, animation: animation), extra: unlimited)
        return (try running(oneLayer, tries: 1), try running(spread))
    }

    /// A fade of `duration` (as written) on one layer.
    static func fade(_ duration: String) -> String {
        #"{"format":"cadence-scenario/1","layers":[{"id":"a"}],"operations":[{"id":"o","layer":"a","#
            + #""animation":{"type":"basic","keyPath":"opacity","to":0,"duration":\#(duration)}}]}"#
    }

    /// A retry of 10⁹ attempts after a 1 s wait, whose attempt timeout is `timeout` (as written).
    static func retry(timeout: String) -> String {
        #"{"format":"cadence-scenario/1","operations":[{"id":"w","animation":{"type":"wait","duration":1}},"#
            + #"{"id":"r","dependsOn":["w"],"retry":{"maxAttempts":1000000000,"attemptTimeout":\#(timeout)},"#
            + #""animation":{"type":"task","duration":0.5}}]}"#
    }

    /// The files that ran away, each with its plain file of the same size:
    /// nanoseconds of each.
    static func runaways() throws -> [(name: String, runaway: Double, plain: Double)] {
        let triangle = BuiltInScenarioList.json("triangle") ?? ""
        return [
            ("a 10⁶ s fade with a player / a 1 s one", try running(fade("1000000"), player: true), try running(fade("1.0e000"), player: true)),
            ("triangle until 100,000 s with a player / until 3 s", try running(triangle, until: 100_000, player: true),
             try running(triangle, until: 3, player: true)),
            ("retries with a 1e-300 s timeout / a 1 s one", try running(retry(timeout: "1e-300")), try running(retry(timeout: "1e-000"))),
        ]
    }
}

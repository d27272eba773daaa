import Cadence
import CadenceCommandLine
import CadenceTesting
import Foundation
import Testing

/// Refusals name each field as the file spells it and write its value as the
/// file wrote it; discrete keyframes take Core Animation's key times; extreme
/// values have a documented outcome, the same from `cadence check` and
/// `cadence run`. Expected lines follow the documented wording; values are
/// worked by hand.
@Suite struct ScenarioFileTermsTests {
    static func document(
        layers: String = #"[{"id": "box", "properties": {"position": [0, 0]}}]"#, animation: String,
        extra: String = ""
    ) -> String {
        #"{"format": "cadence-scenario/1", "layers": \#(layers), "operations": [{"id": "slide", "layer": "box", "animation": {\#(animation)}}]\#(extra)}"#
    }

    static let refused: [(String, String)] = [
        // The file says by, from and to; the value is written as the file wrote it (2, not 2.0).
        (document(animation: #""type": "basic", "keyPath": "position.x", "from": 0, "to": 10, "by": 2, "duration": 1"#),
         "operations[0].animation.by: expected no by when from and to are both set (at most two of from, to and by), got 2"),
        (document(animation: #""type": "spring", "keyPath": "position.x", "from": 0, "to": 10, "by": 2.50"#),
         "operations[0].animation.by: expected no by when from and to are both set (at most two of from, to and by), got 2.50"),
        // One value, one key time: it cannot be both the first (0) and the last (1).
        (document(animation: #""type": "keyframe", "keyPath": "position.x", "values": [5], "keyTimes": [0]"#),
         "operations[0].animation.keyTimes: expected none for a single value, since the first key time is 0 and the last 1, got [0]"),
        (document(animation: #""type": "keyframe", "keyPath": "position.x", "values": [0, 1, 2], "keyTimes": [0, 1], "calculationMode": "discrete""#),
         "operations[0].animation.keyTimes: expected 4 key times (one more than the values, in discrete mode) or 3 (one per value), got 2"),
        // A field the file leaves out is missing, not 0; an empty list is written as the file wrote it.
        (document(animation: #""type": "spring", "keyPath": "position.x", "to": 10, "damping": 0"#),
         "operations[0].animation.duration: missing; expected a duration > 0 for a spring with damping 0, which never settles"),
        (document(animation: #""type": "spring", "keyPath": "position.x", "to": 10, "damping": 0, "duration": 0.0"#),
         "operations[0].animation.duration: expected a duration > 0 for a spring with damping 0, which never settles, got 0.0"),
        (document(animation: #""type": "keyframe", "keyPath": "position.x", "values": []"#),
         "operations[0].animation.values: expected at least one value, got []"),
        // Edges: from + by and to − by overflow past the largest double, about 1.797e308.
        (document(animation: #""type": "basic", "keyPath": "position.x", "from": 1.7e308, "by": 1.7e308"#),
         "operations[0].animation.by: expected a by with from + by finite, got 1.7e308"),
        (document(animation: #""type": "spring", "keyPath": "position.x", "to": -1.7e308, "by": 1.7e308"#),
         "operations[0].animation.by: expected a by with to − by finite, got 1.7e308"),
        (document(animation: #""type": "basic", "keyPath": "position.x", "to": 1, "timingFunction": [0.5, 1e308, 0.5, -1e308]"#),
         "operations[0].animation.timingFunction: expected control points [x1, y1, x2, y2] with x1 and x2 in 0…1 and y1 and y2 within ±3.4028235e38, got [0.5, 1e308, 0.5, -1e308]"),
        (document(
            layers: #"[{"id": "box", "timing": {"beginTime": 1, "speed": -1, "timeOffset": 2}}]"#,
            animation: #""type": "basic", "keyPath": "position.x", "to": 1"#),
         "layers[0].timing.speed: expected a finite number ≥ 0, got -1"),
    ]

    @Test(arguments: refused)
    func checkAndRunRefuseIt(_ document: String, _ problem: String) {
        for command in ["check", "run"] {
            let buffers = CommandTests.Buffers(files: ["s.json": Data(document.utf8)])
            let (status, _) = CommandTests.run([command, "s.json"], buffers)
            #expect(status == 2, "\(command)")
            #expect(buffers.standardError == problem + "\n", "\(command)")
            #expect(buffers.standardOutput == "", "\(command)")
        }
    }

    static func run(_ document: String) throws -> ScenarioResult {
        try ScenarioRunner.run(ScenarioReader.read(Data(document.utf8)))
    }

    static func xs(_ result: ScenarioResult) -> [Double] { result.samples.map { $0.values[0][0] } }

    /// Core Animation's discrete layout: value i from keyTimes[i] until
    /// keyTimes[i + 1]. 0 over [0, 0.25), 10 over [0.25, 0.5), 20 from 0.5;
    /// at 1 the animation is over and the model holds its final value, 20.
    @Test func discreteKeyTimesOneMoreThanValues() throws {
        let result = try Self.run(Self.document(
            animation: #""type": "keyframe", "keyPath": "position.x", "values": [0, 10, 20], "keyTimes": [0, 0.25, 0.5, 1], "calculationMode": "discrete", "duration": 1"#,
            extra: #", "sample": {"keyPaths": ["box.position.x"], "times": [0.1, 0.3, 0.75, 1]}"#))
        #expect(Self.xs(result) == [0, 10, 20, 20])
    }

    /// One key time per value in discrete mode: 0 over [0, 0.5), 10 from 0.5
    /// to the end, and the last value, 20, only from its key time 1: the final value.
    @Test func discreteKeyTimesOnePerValue() throws {
        let result = try Self.run(Self.document(
            animation: #""type": "keyframe", "keyPath": "position.x", "values": [0, 10, 20], "keyTimes": [0, 0.5, 1], "calculationMode": "discrete", "duration": 1"#,
            extra: #", "sample": {"keyPaths": ["box.position.x"], "times": [0.25, 0.5, 0.99, 1]}"#))
        #expect(Self.xs(result) == [0, 10, 10, 20])
    }

    /// `by` alone starts from the value shown: 1.7e308 + 1.7e308 overflows, so
    /// the operation fails at its start and the model keeps 1.7e308.
    @Test func openEndpointThatOverflowsFailsTheOperation() throws {
        let result = try Self.run(Self.document(
            layers: #"[{"id": "box", "properties": {"position.x": 1.7e308}}]"#,
            animation: #""type": "basic", "keyPath": "position.x", "by": 1.7e308, "duration": 1"#,
            extra: #", "sample": {"keyPaths": ["box.position.x"], "times": [0, 0.5]}"#))
        let finish = try #require(result.trace.events.first { $0.kind == .finish })
        #expect(finish.time == 0)
        #expect(finish.result == "failed")
        #expect(finish.message == "byValue: expected a byValue with fromValue + byValue finite, got 1.7e+308")
        #expect(Self.xs(result) == [1.7e308, 1.7e308])
    }

    /// A spring of mass 1e-300 moves as its massless limit, x = 100 (1 − e^(−10t))
    /// (k/c = 100/10), and lasts until e^(−10t) = 0.001: ln(1000)/10 ≈ 0.6908 s.
    @Test func tinyMassSpringSettles() throws {
        let result = try Self.run(Self.document(
            animation: #""type": "spring", "keyPath": "position.x", "from": 0, "to": 100, "mass": 1e-300"#,
            extra: #", "until": 2, "sample": {"keyPaths": ["box.position.x"], "times": [0.1, 1]}"#))
        let finish = try #require(result.trace.events.first { $0.kind == .finish })
        #expect(abs(finish.time - log(1000.0) / 10) < 1e-9)
        let values = Self.xs(result)
        #expect(abs(values[0] - 100 * (1 - exp(-1.0))) < 1e-9)
        #expect(values[1] == 100)
    }
}

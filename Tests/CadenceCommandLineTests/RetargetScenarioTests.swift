import Cadence
import CadenceCommandLine
import CadenceTesting
import Foundation
import Testing

/// A scenario's `retarget` events: read and refused at their paths, run
/// (refused at run time without stopping the run), traced, and reported
/// with the value and velocity handed on.
@Suite struct RetargetScenarioTests {
    /// `drop`: a critically damped spring (m 1, k 100, c 20) of
    /// `card.position.y` from 0 to 1; `slide`, a basic move; `pt`, a spring
    /// of the whole position; `add`, an additive spring; `hold`, a wait.
    static func document(_ events: String, sample: String = "[0.2]") -> String {
        #"""
        {"format": "cadence-scenario/1", "layers": [{"id": "card", "properties": {"position": [0, 0]}}, {"id": "other"}],
         "operations": [
          {"id": "drop", "layer": "card", "animation": {"type": "spring", "keyPath": "position.y", "from": 0, "to": 1, "mass": 1, "stiffness": 100, "damping": 20}},
          {"id": "slide", "layer": "other", "animation": {"type": "basic", "keyPath": "position.x", "to": 1}},
          {"id": "pt", "layer": "other", "animation": {"type": "spring", "keyPath": "bounds.size", "to": [1, 1]}},
          {"id": "add", "layer": "other", "animation": {"type": "spring", "keyPath": "opacity", "to": 1, "additive": true}},
          {"id": "hold", "animation": {"type": "wait", "duration": 0.1}}],
         "events": [\#(events)], "sample": {"keyPaths": ["card.position.y"], "times": \#(sample)}}
        """#
    }

    static func run(_ events: String, sample: String = "[0.2]") throws -> ScenarioResult {
        try ScenarioRunner.run(ScenarioReader.read(Data(document(events, sample: sample).utf8)), picture: false)
    }

    static func problems(_ events: String) -> [String] {
        do {
            _ = try ScenarioReader.read(Data(document(events).utf8))
            return []
        } catch {
            return error.problems
        }
    }

    /// Critically damped at ω = 10 from 0 to 1: x(t) = 1 − (1 + 10t)e^(−10t),
    /// v(t) = 100t·e^(−10t); at 0.1, x = 1 − 2/e = 0.264241 and v = 10/e =
    /// 3.678794. Sent to 0 then, it starts from there with that velocity:
    /// x(s) = (x₀ + (v₀ + 10x₀)s)e^(−10s), at s = 0.1 (t = 0.2)
    /// (0.264241 + 0.632121)/e = 0.329753.
    @Test func aRetargetKeepsTheValueAndVelocity() throws {
        let result = try Self.run(#"{"at": 0.1, "retarget": "drop", "to": 0}"#)
        #expect(abs(result.samples[0].values[0][0] - 0.329753) < 1e-6)
        let retarget = try #require(result.retargets.first)
        #expect(retarget.operation == "drop" && retarget.keyPath == "position.y" && retarget.target == [0])
        #expect(abs(retarget.value[0] - (1 - 2 / M_E)) < 1e-9)
        // A central difference over a microsecond: close to, not exactly, the slope.
        #expect(abs(retarget.velocity[0] - 10 / M_E) < 1e-5)
        #expect(retarget.refusal == nil)
        let lines = ResultDocument(result).text.split(separator: "\n").map(String.init)
        #expect(lines.contains(#"    { "t": 0.1, "event": "transport", "operation": "drop", "call": "retarget(to:)", "value": 0 },"#))
        let entry = try #require(lines.first { $0.contains(#""keyPath": "position.y", "to": 0"#) })
        #expect(entry.hasPrefix(#"    { "t": 0.1, "operation": "drop", "keyPath": "position.y", "to": 0, "value": 0.2642411176571"#))
        #expect(entry.contains(#""velocity": 3.67879"#))
    }

    /// Retargeted after it finished, the call is refused: traced as refused,
    /// reported with the message, and the run goes on to its end.
    @Test func aRefusedRetargetIsTracedAndTheRunGoesOn() throws {
        let result = try Self.run(#"{"at": 5, "retarget": "drop", "to": 2}, {"at": 6, "cancelAll": true}"#)
        let refused = try #require(result.trace.events(.transport).first)
        #expect(refused.call == "retarget(to:)" && refused.result == "refused")
        #expect(result.retargets.first?.refusal == "retarget(to:): expected an operation that is running, got a finished operation")
        #expect(result.endTime == 6)
        #expect(result.events.first?.text == "retarget drop to 2, refused: retarget(to:): expected an operation that is running, got a finished operation")
        #expect(ResultDocument(result).text.contains(#"{ "t": 5, "operation": "drop", "keyPath": "position.y", "to": 2, "refused": "#))
    }

    /// A retarget ends a pause: the spring plays on from the hand-off.
    @Test func aRetargetPlaysAPausedSpringOn() throws {
        let result = try Self.run(#"{"at": 0.05, "pause": "drop"}, {"at": 0.1, "retarget": "drop", "to": 0}"#)
        let row = try #require(result.operationRows.rows.first { $0.name == "drop" })
        #expect(row.held == [OperationRows.Span(start: 0.05, end: 0.1)])
        // Paused, it hands on no velocity.
        #expect(result.retargets.first?.velocity == [0])
    }

    /// Without retargets the JSON has no `retargets` member.
    @Test func aResultWithoutRetargetsHasNoRetargetsMember() throws {
        #expect(!ResultDocument(try Self.run("")).text.contains("retargets"))
    }

    @Test(arguments: [
        (#"{"at": 0.1, "retarget": "drop", "to": [0, 1]}"#, "events[0].to: expected a finite number, got [0, 1]"),
        (#"{"at": 0.1, "retarget": "pt", "to": 0}"#, "events[0].to: expected [width, height] (2 finite numbers), got 0"),
        (#"{"at": 0.1, "retarget": "drp", "to": 0}"#, "events[0].retarget: unknown operation id 'drp' (did you mean 'drop'?)"),
        (#"{"at": 0.1, "retarget": 3, "to": 0}"#, "events[0].retarget: expected a spring animation operation's id (a string), got 3"),
        (#"{"at": 0.1, "retarget": "add", "to": 0}"#,
         "events[0].retarget: expected a spring animation operation that is not additive, got 'add' (an additive spring)"),
        (#"{"at": 0.1, "retarget": "slide", "to": 0}"#,
         "events[0].retarget: expected a spring animation operation that is not additive, got 'slide' (a basic animation)"),
        (#"{"at": 0.1, "retarget": "hold", "to": 0}"#, "events[0].retarget: expected a spring animation operation, got 'hold' (a wait)"),
        (#"{"at": 0.1, "retarget": "drop"}"#, "events[0].to: missing; expected the value to send the spring to"),
        (#"{"at": 0.1, "retarget": "drop", "to": 0, "time": 1}"#, "events[0].time: expected only beside seek, got 1 beside retarget"),
        (#"{"at": 0.1, "seek": "drop", "time": 1, "to": 0}"#, "events[0].to: expected only beside play or retarget, got 0 beside seek"),
    ])
    func eachBadRetargetIsRefusedAtItsPath(event: String, problem: String) {
        #expect(Self.problems(event) == [problem])
    }
}

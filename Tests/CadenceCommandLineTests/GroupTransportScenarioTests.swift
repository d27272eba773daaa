import Cadence
import CadenceCommandLine
import CadenceTesting
import Foundation
import Testing

/// Transport events aimed at a group or a timeline (its `GroupOperation`),
/// `seek` by a timeline's `label`, and `continue`: read, refused at their
/// paths, run, traced, and reported in the result.
@Suite struct GroupTransportScenarioTests {
    /// `g`: a group of `a`, a 1 s linear move of `box.position.x` from 0 to
    /// 100, beside `b`, 2 s of `box.opacity` from 1 to 0: `g` lasts 2 s.
    /// Then `tl` after it: a timeline of `A`, 2 s of `box.position.y` from 0
    /// to 100, and the label `mid` at 1. `later` is a wait, `job` a task and
    /// `again` a retry, for the refusals.
    static func document(_ events: String, sample: String = "[]") -> String {
        #"""
        {"format": "cadence-scenario/1", "layers": [{"id": "box"}], "operations": [
          {"id": "g", "children": [
            {"id": "a", "layer": "box", "animation": {"type": "basic", "keyPath": "position.x", "from": 0, "to": 100, "duration": 1}},
            {"id": "b", "layer": "box", "animation": {"type": "basic", "keyPath": "opacity", "from": 1, "to": 0, "duration": 2}}]},
          {"id": "tl", "dependsOn": ["g"], "timeline": [
            {"id": "A", "layer": "box", "animation": {"type": "basic", "keyPath": "position.y", "from": 0, "to": 100, "duration": 2}},
            {"label": "mid", "position": 1}]},
          {"id": "later", "dependsOn": ["tl"], "animation": {"type": "wait", "duration": 0.5}},
          {"id": "job", "dependsOn": ["later"], "animation": {"type": "task", "duration": 0.5}},
          {"id": "again", "dependsOn": ["job"], "retry": {"maxAttempts": 2}, "animation": {"type": "wait", "duration": 0.5}}],
         "events": [\#(events)], "sample": {"keyPaths": ["box.position.x", "box.position.y"], "times": \#(sample)}}
        """#
    }

    static func run(_ events: String, sample: String = "[]") throws -> ScenarioResult {
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

    static func rows(_ result: ScenarioResult) -> [String: OperationRows.Row] {
        Dictionary(uniqueKeysWithValues: result.operationRows.rows.map { ($0.name, $0) })
    }

    /// `g` paused at 0.4 and played at 1: `a` holds at 40 (sampled at 0.7)
    /// and ends 0.6 s late at 1.6, `b` at 2.6, and `g` with it; `tl` runs
    /// its 2 s from 2.6 to 4.6.
    @Test func aPausedGroupHoldsEveryChild() throws {
        let result = try Self.run(#"{"at": 0.4, "pause": "g"}, {"at": 1, "play": "g"}"#, sample: "[0.7]")
        #expect(result.samples.map { $0.values[0][0] } == [40])
        let rows = Self.rows(result)
        #expect(rows["a"]?.finished == 1.6)
        #expect(rows["g"]?.finished == 2.6)
        #expect(rows["tl"]?.finished == 4.6)
        #expect(rows["g"]?.held == [OperationRows.Span(start: 0.4, end: 1)])
        #expect(rows["a"]?.held == [])
        #expect(result.finalPositions == ["g": .end])
        let lines = ResultDocument(result).text.split(separator: "\n").map(String.init)
        #expect(lines.contains(#"    { "id": "g", "result": "completed", "start": 0, "finish": 2.6, "finalPosition": "end" },"#))
        #expect(lines.contains(#"    { "t": 0.4, "event": "transport", "operation": "g", "call": "pause" },"#))
    }

    /// `g` reversed at 0.5, while both children run: back from 0.5 at speed
    /// −1, `a` shows 25 at 0.75 and the group rests at its start at 1.
    @Test func aReversedGroupRestsAtItsStart() throws {
        let result = try Self.run(#"{"at": 0.5, "reverse": "g"}"#, sample: "[0.75]")
        #expect(abs(result.samples[0].values[0][0] - 25) < 1e-9)
        let rows = Self.rows(result)
        #expect(rows["g"]?.finished == 1)
        #expect(rows["g"]?.reversed == [OperationRows.Span(start: 0.5, end: 1)])
        #expect(result.finalPositions["g"] == .start)
    }

    /// `continue` of `g` at 0.5, factor 0.25: the 1.5 s left take
    /// 0.25 × 2 = 0.5 s (speed 3): `g` ends at 1. Paused at 0.5 and
    /// continued at 1 with the default factor 1: the 1.5 s left take 2 s
    /// (speed 0.75), `a` at 0.5 + 0.4 · 0.75 = 0.8 of its move at 1.4, and
    /// `g` ends at 3.
    @Test(arguments: [
        (#"{"at": 0.5, "continue": "g", "durationFactor": 0.25}"#, 1.0, nil),
        (#"{"at": 0.5, "pause": "g"}, {"at": 1, "continue": "g"}"#, 3.0, 80.0),
    ] as [(String, Double, Double?)])
    func continueTakesTheFactorOfTheGroupsDuration(events: String, finish: Double, xAt1_4: Double?) throws {
        let result = try Self.run(events, sample: "[1.4]")
        #expect(abs((Self.rows(result)["g"]?.finished ?? 0) - finish) < 1e-9)
        if let xAt1_4 { #expect(abs(result.samples[0].values[0][0] - xAt1_4) < 1e-9) }
        #expect(Self.rows(result)["g"]?.held == (events.contains("pause") ? [OperationRows.Span(start: 0.5, end: 1)] : []))
        #expect(result.trace.events(.transport).last?.call == "continueAnimation(durationFactor:)")
        #expect(result.events.map(\.text).contains { $0.contains("continue g, the rest in") })
    }

    /// `continue` of an animation operation: `move` (1 s) paused at 0.4,
    /// continued at 1 with factor 0.5: the 0.6 left take 0.5 s, so it rests
    /// at 1.5; the JSON has the factor as the entry's value.
    @Test func continueOfAnAnimationOperation() throws {
        let result = try TransportScenarioTests.run(#"{"at": 0.4, "pause": "move"}, {"at": 1, "continue": "move", "durationFactor": 0.5}"#)
        #expect(result.operationRows.rows.first { $0.name == "move" }?.finished == 1.5)
        let lines = ResultDocument(result).text.split(separator: "\n").map(String.init)
        #expect(lines.contains(
            #"    { "t": 1, "event": "transport", "operation": "move", "call": "continueAnimation(durationFactor:)", "value": 0.5 },"#))
    }

    /// `tl` starts at 2 when `g` ends. Sought to its label `mid` (1 s) at
    /// 2.2, `A` shows 50 there and ends 1 s later, at 3.2; sampled at 2.7,
    /// 75.
    @Test func aTimelineIsSoughtToALabel() throws {
        let result = try Self.run(#"{"at": 2.2, "seek": "tl", "label": "mid"}"#, sample: "[2.2, 2.7]")
        #expect(result.samples.map { $0.values[1][0] }.enumerated().allSatisfy { abs($1 - [50.0, 75][$0]) < 1e-9 })
        #expect(abs((Self.rows(result)["tl"]?.finished ?? 0) - 3.2) < 1e-9)
        let event = try #require(result.trace.events(.transport).first)
        #expect(event.operation == "tl" && event.call == "seek(to:)" && event.value == 1 && event.result == nil)
        #expect(result.finalPositions == ["tl": .end])
    }

    /// A call the group refuses when it runs (a pause before it starts) is
    /// traced as refused, and the run goes on. A reverse after a child has
    /// ended replays it: `g`, reversed at 1.5, rests at its start 1.5 s
    /// later, at 3, and `tl` runs from then to 5.
    @Test func aRefusedGroupCallIsTracedAndTheRunGoesOn() throws {
        let result = try Self.run(#"{"at": 0.5, "pause": "tl"}, {"at": 1.5, "reverse": "g"}"#)
        let calls = result.trace.events(.transport)
        #expect(calls.map(\.result) == ["refused", nil])
        #expect(calls.first?.message?.hasPrefix("pause(): expected") == true)
        #expect(Self.rows(result)["g"]?.finished == 3)
        #expect(result.finalPositions["g"] == .start)
        #expect(Self.rows(result)["tl"]?.finished == 5)
    }

    @Test func badEventsAreRefusedAtTheirPaths() {
        #expect(Self.problems(#"{"at": 1, "pause": "later"}, {"at": 1, "reverse": "job"}, {"at": 1, "finish": "again"}"#) == [
            "events[0].pause: expected an animation operation, a group or a timeline, got 'later' (a wait, which the events steer only through the group or timeline that holds it)",
            "events[1].reverse: expected an animation operation, a group or a timeline, got 'job' (a task, which the events steer only through the group or timeline that holds it)",
            "events[2].finish: expected an animation operation, a group or a timeline, got 'again' (a retry, whose attempts are made as it runs)",
        ])
        #expect(Self.problems(#"{"at": 1, "play": "g", "to": 0.5}, {"at": 1, "play": "tl", "to": 0.5}"#) == [
            "events[0].to: expected only beside play of an animation operation (a group's transport has no play(to:)), got 0.5 beside play of 'g' (a group)",
            "events[1].to: expected only beside play of an animation operation (a group's transport has no play(to:)), got 0.5 beside play of 'tl' (a timeline)",
        ])
        #expect(Self.problems(#"{"at": 1, "play": "tl", "label": "mid"}, {"at": 1, "speed": "tl", "value": 2, "label": "mid"}"#) == [
            #"events[0].label: expected only beside seek, got "mid" beside play (a timeline plays as a group, whose transport has no play(to:))"#,
            #"events[1].label: expected only beside seek, got "mid" beside speed"#,
        ])
        #expect(Self.problems(#"{"at": 1, "seek": "g", "label": "mid"}, {"at": 1, "seek": "a", "label": "mid"}"#) == [
            #"events[0].label: expected only beside seek of a timeline, got "mid" beside seek of 'g' (a group)"#,
            #"events[1].label: expected only beside seek of a timeline, got "mid" beside seek of 'a' (an animation operation)"#,
        ])
        #expect(Self.problems(#"{"at": 1, "seek": "tl", "label": "mdi"}, {"at": 1, "seek": "tl", "label": 1}"#) == [
            "events[0].label: unknown label 'mdi' of the timeline 'tl' (did you mean 'mid'?)",
            "events[1].label: expected a label of the timeline (a string), got 1",
        ])
        #expect(Self.problems(#"{"at": 1, "seek": "tl", "time": 1, "label": "mid"}, {"at": 1, "seek": "tl", "time": 1, "progress": 0.5, "label": "mid"}"#) == [
            "events[0]: expected one of time, progress and label beside seek, got time and label",
            "events[1]: expected one of time, progress and label beside seek, got time and progress and label",
        ])
        #expect(Self.problems(#"{"at": 1, "continue": "g", "durationFactor": 0}, {"at": 1, "continue": "g", "durationFactor": "half"}, {"at": 1, "continue": "g", "durationFactor": -1}"#) == [
            "events[0].durationFactor: expected a finite factor > 0 of the run's duration, got 0",
            #"events[1].durationFactor: expected a finite factor > 0 of the run's duration, got "half""#,
            "events[2].durationFactor: expected a finite factor > 0 of the run's duration, got -1",
        ])
        #expect(Self.problems(#"{"at": 1, "play": "g", "durationFactor": 0.5}, {"at": 1, "continue": "gg"}"#) == [
            "events[0].durationFactor: expected only beside continue, got 0.5 beside play",
            "events[1].continue: unknown operation id 'gg' (did you mean 'g'?)",
        ])
    }

    /// An unknown label of a timeline that has none says so.
    @Test func aLabelMustBeTheTimelines() {
        let json = #"""
            {"format": "cadence-scenario/1", "layers": [{"id": "box"}], "operations": [
              {"id": "t", "timeline": [{"id": "A", "layer": "box", "animation": {"type": "basic", "keyPath": "opacity", "to": 0, "duration": 1}}]}],
             "events": [{"at": 0.5, "seek": "t", "label": "end"}]}
            """#
        do {
            _ = try ScenarioReader.read(Data(json.utf8))
            Issue.record("read")
        } catch {
            #expect(error.problems == ["events[0].label: unknown label 'end' of the timeline 't', which has no labels"])
        }
    }

    /// `tl`: `A`, a 1 s linear move of `box.position.x` from 0 to 100, at
    /// 0; the label `mid` at 0.5; `B`, 1 s of `box.position.y` from 0 to
    /// 100, at `mid`, held by the wait `B at 0.5`: the timeline lasts 1.5 s.
    static func timeline(_ events: String, sample: String = "[]") throws -> ScenarioResult {
        let json = #"""
            {"format": "cadence-scenario/1", "layers": [{"id": "box"}], "operations": [
              {"id": "tl", "timeline": [
                {"id": "A", "layer": "box", "animation": {"type": "basic", "keyPath": "position.x", "from": 0, "to": 100, "duration": 1}},
                {"label": "mid", "position": 0.5},
                {"id": "B", "layer": "box", "position": "mid",
                 "animation": {"type": "basic", "keyPath": "position.y", "from": 0, "to": 100, "duration": 1}}]}],
             "events": [\#(events)], "sample": {"keyPaths": ["box.position.x", "box.position.y"], "times": \#(sample)}}
            """#
        return try ScenarioRunner.run(ScenarioReader.read(Data(json.utf8)), picture: false)
    }

    /// Sought to `mid` at 0.2, the timeline is at 0.5 of its run: `A` at
    /// 50, the wait `B at 0.5` passed, so `B` starts at 0.2 at its time 0.
    /// At 0.45, `A` shows 75 and `B` 25; `A` ends at 0.7, `B` and `tl` at 1.2.
    @Test func aTimelineWithHeldStepsIsSoughtToALabel() throws {
        let result = try Self.timeline(#"{"at": 0.2, "seek": "tl", "label": "mid"}"#, sample: "[0.45]")
        let shown = result.samples[0].values.map { $0[0] }
        #expect(abs(shown[0] - 75) < 1e-9 && abs(shown[1] - 25) < 1e-9)
        let rows = Self.rows(result)
        #expect(abs((rows["A"]?.finished ?? 0) - 0.7) < 1e-9)
        #expect(abs((rows["B"]?.started ?? 0) - 0.2) < 1e-9)
        #expect(abs((rows["tl"]?.finished ?? 0) - 1.2) < 1e-9)
        #expect(result.trace.events(.transport).map(\.result) == [nil])
        #expect(result.finalPositions == ["tl": .end])
    }

    /// Paused at 0.2 and continued at 0.6 with factor 0.5: the 1.3 s left
    /// take 0.5 × 1.5 = 0.75 s (speed 1.3 / 0.75), so `tl` ends at 1.35; the
    /// wait, held at 0.2 of its 0.5, ends at 0.6 + 0.3 / (1.3 / 0.75), and
    /// `B` starts then; the row of `tl` is held from 0.2 to 0.6.
    @Test func aTimelineWithHeldStepsIsPausedAndContinued() throws {
        let result = try Self.timeline(#"{"at": 0.2, "pause": "tl"}, {"at": 0.6, "continue": "tl", "durationFactor": 0.5}"#)
        let rows = Self.rows(result)
        let speed = 1.3 / 0.75
        #expect(abs((rows["tl"]?.finished ?? 0) - 1.35) < 1e-9)
        #expect(abs((rows["B"]?.started ?? 0) - (0.6 + 0.3 / speed)) < 1e-9)
        #expect(rows["tl"]?.held == [OperationRows.Span(start: 0.2, end: 0.6)])
        #expect(result.finalPositions == ["tl": .end])
    }

    /// A timeline plays back until its first step ends (the library's
    /// rule): reversed at 0.3, while `B` waits, it runs back from 0.3 at
    /// speed −1, `A` showing 15 at 0.45; at 0.6 it is at its start, where `A`
    /// and the wait `B at 0.5` rest, and `B`, still waiting, starts and rests
    /// at its start at once: `tl` ends at 0.6 at its start, `B` never moved.
    @Test func aTimelineWithAWaitingStepPlaysBackToItsStart() throws {
        let result = try Self.timeline(#"{"at": 0.3, "reverse": "tl"}"#, sample: "[0.45, 0.7]")
        #expect(result.trace.events(.transport).map(\.result) == [nil])
        #expect(abs(result.samples[0].values[0][0] - 15) < 1e-9)
        #expect(result.samples.map { $0.values[1][0] } == [0, 0])
        let rows = Self.rows(result)
        #expect(abs((rows["tl"]?.finished ?? 0) - 0.6) < 1e-9)
        #expect(rows["B"]?.started == rows["tl"]?.finished)
        #expect(rows["tl"]?.reversed.first?.start == 0.3 && rows["tl"]?.reversed.first?.end == rows["tl"]?.finished)
        #expect(result.finalPositions == ["tl": .start])
    }

    /// `demo storyboard`, against the table worked by hand in
    /// Docs/Scenarios/README.md: at the timeline's run time r, x = 100 +
    /// 200 · min(r, 1), y = 100 + 100 · clamp(r − 0.5), opacity = 1 − 0.7 ·
    /// clamp((r − 1.5) / 0.5).
    @Test func storyboardFollowsTheTableWorkedByHand() throws {
        let result = try ScenarioFormulaTests.result("storyboard")
        let expected: [Double: [Double]] = [
            0: [100, 100, 1], 0.25: [150, 100, 1], 0.5: [150, 100, 1], 0.75: [200, 100, 1], 1: [200, 100, 1],
            1.25: [275, 137.5, 1], 1.5: [300, 175, 1], 1.75: [300, 200, 0.825], 2: [300, 200, 0.3],
        ]
        #expect(result.samples.count == expected.count)
        for sample in result.samples {
            let want = try #require(expected[sample.time], "at \(sample.time)")
            for (column, value) in want.enumerated() {
                #expect(abs(sample.values[column][0] - value) < 1e-6, "column \(column) at \(sample.time)")
            }
        }
        let rows = Self.rows(result)
        #expect(abs((rows["scene"]?.finished ?? 0) - 2) < 1e-9)
        #expect(abs((rows["right"]?.finished ?? 0) - (1 + 0.5 / 1.5)) < 1e-9)
        #expect(abs((rows["fade"]?.started ?? 0) - (1 + 1 / 1.5)) < 1e-9)
        #expect(rows["down"]?.started == 0.75)
        #expect(rows["scene"]?.held == [OperationRows.Span(start: 0.25, end: 1)])
        #expect(result.finalPositions == ["scene": .end])
    }

    /// A nested timeline's label: the outer timeline reaches `hit` as
    /// `intro.hit`, at 0.5 + 0.25 from its start; `intro` itself as `hit`,
    /// at 0.25 from its own.
    @Test func aNestedTimelinesLabel() throws {
        let json = #"""
            {"format": "cadence-scenario/1", "layers": [{"id": "box"}], "operations": [
              {"id": "scene", "timeline": [
                {"id": "A", "layer": "box", "animation": {"type": "basic", "keyPath": "position.x", "to": 1, "duration": 2}},
                {"id": "intro", "position": 0.5, "timeline": [
                  {"id": "X", "layer": "box", "animation": {"type": "basic", "keyPath": "opacity", "to": 0, "duration": 1}},
                  {"label": "hit", "position": 0.25}]}]}],
             "events": [{"at": 0.1, "seek": "scene", "label": "intro.hit"}, {"at": 1, "seek": "intro", "label": "hit"}]}
            """#
        let scenario = try ScenarioReader.read(Data(json.utf8))
        let calls = scenario.events.compactMap { event -> TransportCall? in
            guard case .transport(_, let call) = event.action else { return nil }
            return call
        }
        #expect(calls == [.seek(to: 0.75), .seek(to: 0.25)])
    }
}

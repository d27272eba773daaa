import Cadence
import CadenceCommandLine
import CadenceTesting
import Foundation
import Testing

/// The transport events of a scenario (`pause`, `play`, `seek`, `reverse`,
/// `speed`, `finish` of an animation operation): read, refused at their
/// paths, run, traced, and reported in the result.
@Suite struct TransportScenarioTests {
    /// A 1 s linear move of `box.position.x` from 0 to 100, `move`, then
    /// `wait` (0.5 s) after it; the events given.
    static func document(_ events: String, sample: String = "[0.7]") -> String {
        #"""
        {"format": "cadence-scenario/1", "layers": [{"id": "box"}], "operations": [
          {"id": "move", "layer": "box", "animation": {"type": "basic", "keyPath": "position.x", "from": 0, "to": 100, "duration": 1}},
          {"id": "wait", "dependsOn": ["move"], "animation": {"type": "wait", "duration": 0.5}},
          {"id": "sheet", "children": [{"id": "fade", "layer": "box", "animation": {"type": "basic", "keyPath": "opacity", "to": 0, "duration": 1}}]}],
         "events": [\#(events)], "sample": {"keyPaths": ["box.position.x"], "times": \#(sample)}}
        """#
    }

    static func run(_ events: String, sample: String = "[0.7]") throws -> ScenarioResult {
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

    /// Paused at 0.4 it shows 40 until played at 1.0; the 0.6 s left take it
    /// to rest at 1.6, and `wait` after it runs to 2.1.
    @Test func aPauseHoldsTheRunAndItsDependents() throws {
        let result = try Self.run(#"{"at": 0.4, "pause": "move"}, {"at": 1, "play": "move"}"#, sample: "[0.7, 1.3]")
        #expect(result.samples.map { $0.values[0][0] } == [40, 70])
        let rows = Dictionary(uniqueKeysWithValues: result.operationRows.rows.map { ($0.name, $0) })
        #expect(rows["move"]?.finished == 1.6)
        #expect(rows["wait"]?.finished == 2.1)
        #expect(rows["move"]?.held == [OperationRows.Span(start: 0.4, end: 1)])
        #expect(result.finalPositions["move"] == .end)
        // The queue runs one operation at a time: `sheet` after `wait`, 1 s.
        #expect(result.endTime == 3.1)
        let lines = ResultDocument(result).text.split(separator: "\n").map(String.init)
        #expect(lines.contains(#"    { "id": "move", "result": "completed", "start": 0, "finish": 1.6, "finalPosition": "end" },"#))
        #expect(lines.contains(#"    { "t": 0.4, "event": "transport", "operation": "move", "call": "pause" },"#))
        #expect(lines.contains(#"    { "t": 1, "event": "transport", "operation": "move", "call": "play" },"#))
        // An operation no event steered has no finalPosition.
        #expect(lines.contains(#"    { "id": "wait", "result": "completed", "start": 1.6, "finish": 2.1 },"#))
    }

    /// Reversed at 0.6 it runs back from 0.6 to 0 by 1.2 and rests at its
    /// start: at 0.9 it is at 0.6 − 0.3 = 0.3, so 30.
    @Test func aReverseRestsAtTheStart() throws {
        let result = try Self.run(#"{"at": 0.6, "reverse": "move"}"#, sample: "[0.9, 1.2]")
        #expect(zip(result.samples.map { $0.values[0][0] }, [30.0, 0]).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(result.operationRows.rows.first { $0.name == "move" }?.finished == 1.2)
        #expect(result.operationRows.rows.first { $0.name == "move" }?.reversed == [OperationRows.Span(start: 0.6, end: 1.2)])
        #expect(result.finalPositions["move"] == .start)
    }

    /// Seeking to 0.2 s at 0.5 leaves 0.8 s: rest at 1.3; by progress 0.5
    /// at 0.5, 0.5 s: rest at 1. At speed 0.5 from 0.5, the 0.5 s left take
    /// 1 s: rest at 1.5. `play` to 0.8 at 0.2 pauses there, and `finish` at
    /// 2 ends it at once.
    @Test(arguments: [
        (#"{"at": 0.5, "seek": "move", "time": 0.2}"#, 1.3),
        (#"{"at": 0.5, "seek": "move", "progress": 0.5}"#, 1.0),
        (#"{"at": 0.5, "speed": "move", "value": 0.5}"#, 1.5),
        (#"{"at": 0.2, "play": "move", "to": 0.8}, {"at": 2, "finish": "move"}"#, 2.0),
    ])
    func eachCallMovesTheRestInstant(events: String, finish: Double) throws {
        let result = try Self.run(events)
        #expect(result.operationRows.rows.first { $0.name == "move" }?.finished == finish)
        #expect(result.finalPositions["move"] == .end)
    }

    /// A call the operation refuses (a pause after it finished) is traced as
    /// refused with the error's message, and the run goes on: `wait` still
    /// runs from 1 to 1.5, and the later `speed` is refused too.
    @Test func aRefusedCallIsRecordedAndTheRunGoesOn() throws {
        let result = try Self.run(#"{"at": 1.2, "pause": "move"}, {"at": 1.3, "speed": "move", "value": 2}"#)
        let refused = result.trace.events(.transport)
        #expect(refused.map(\.result) == ["refused", "refused"])
        #expect(refused.first?.message == "pause(): expected an operation that is running, got a finished operation")
        #expect(result.operationRows.rows.first { $0.name == "wait" }?.finished == 1.5)
        #expect(result.operationRows.rows.first { $0.name == "move" }?.held == [])
        #expect(result.events.map(\.text).first?.hasSuffix(
            "refused: pause(): expected an operation that is running, got a finished operation") == true)
        let lines = ResultDocument(result).text.split(separator: "\n").map(String.init)
        #expect(lines.contains(
            #"    { "t": 1.3, "event": "transport", "operation": "move", "call": "setSpeed", "refused": "setSpeed(_:): expected an operation that is running, got a finished operation", "value": 2 },"#))
    }

    /// The same steered scenario gives the same trace, byte for byte.
    @Test func aSteeredRunIsDeterministic() throws {
        let events = #"{"at": 0.4, "pause": "move"}, {"at": 0.7, "seek": "move", "time": 0.1}, {"at": 1, "reverse": "move"}, {"at": 1.05, "play": "move"}"#
        let first = try Self.run(events), second = try Self.run(events)
        #expect(first.trace.jsonData() == second.trace.jsonData())
        #expect(ResultDocument(first).text == ResultDocument(second).text)
        #expect(first.trace.events(.transport).map { $0.description.drop { $0 != " " } } == [
            " t=0.4 transport move pause", " t=0.7 transport move seek(to:) 0.1",
            " t=1 transport move reverse", " t=1.05 transport move play",
        ])
    }

    @Test func badTransportEventsAreRefusedAtTheirPaths() {
        #expect(Self.problems(#"{"at": 1, "pause": "mvoe"}"#) == [
            "events[0].pause: unknown layer id 'mvoe'"
        ])
        #expect(Self.problems(#"{"at": 1, "reverse": "mvoe"}"#) == [
            "events[0].reverse: unknown operation id 'mvoe' (did you mean 'move'?)"
        ])
        #expect(Self.problems(#"{"at": 1, "reverse": "sheet"}, {"at": 1, "pause": "wait"}"#) == [
            "events[1].pause: expected an animation operation, a group or a timeline, got 'wait' (a wait, which the events steer only through the group or timeline that holds it)"
        ])
        #expect(Self.problems(#"{"at": 1, "seek": "move", "time": -1}"#) == [
            "events[0].time: expected a finite time ≥ 0 in the run, in seconds, got -1"
        ])
        #expect(Self.problems(#"{"at": 1, "seek": "move", "time": 1e999}"#).first?.hasPrefix(
            "events[0].time: expected a finite time ≥ 0 in the run, in seconds, got") == true)
        #expect(Self.problems(#"{"at": 1, "seek": "move", "progress": -0.5}"#) == [
            "events[0].progress: expected a finite fraction ≥ 0 of the run, got -0.5"
        ])
        #expect(Self.problems(#"{"at": 1, "seek": "move", "time": 0.1, "progress": 0.5}"#) == [
            "events[0]: expected one of time, progress and label beside seek, got time and progress"
        ])
        #expect(Self.problems(#"{"at": 1, "seek": "move"}"#) == [
            "events[0]: expected time (seconds), progress (a fraction) or label (a timeline's) beside seek, got neither"
        ])
        #expect(Self.problems(#"{"at": 1, "speed": "move", "value": "fast"}"#) == [
            #"events[0].value: expected a finite speed (below 0 plays backwards), got "fast""#
        ])
        #expect(Self.problems(#"{"at": 1, "speed": "move"}"#) == [
            "events[0].value: missing; expected the speed (a finite number; below 0 plays backwards)"
        ])
        #expect(Self.problems(#"{"at": 1, "reverse": "move", "to": 0.5}, {"at": 1, "play": "move", "time": 0.5}"#) == [
            "events[0].to: expected only beside play or retarget, got 0.5 beside reverse",
            "events[1].time: expected only beside seek, got 0.5 beside play",
        ])
        #expect(Self.problems(#"{"at": 1, "play": "move", "to": -1}"#) == [
            "events[0].to: expected a finite time ≥ 0 in the run, in seconds, got -1"
        ])
    }

    /// A name that is a layer's id pauses the layer, as before: the layer
    /// event, not a transport call.
    @Test func aLayerIdStillPausesTheLayer() throws {
        let result = try Self.run(#"{"at": 0.4, "pause": "box"}, {"at": 1, "resume": "box"}"#)
        #expect(result.trace.events(.transport).isEmpty)
        #expect(result.layerEvents.map(\.layer) == ["box", "box"])
    }

    /// `demo scrub`, against the table worked by hand in
    /// Docs/Scenarios/README.md: 100 + 100 · r at the run time r.
    @Test func scrubFollowsTheTableWorkedByHand() throws {
        let result = try ScenarioFormulaTests.result("scrub")
        let x = Dictionary(uniqueKeysWithValues: result.samples.map { ($0.time, $0.values[0][0]) })
        let expected: [Double: Double] = [0: 100, 0.5: 150, 0.75: 150, 1: 150, 1.25: 250, 1.5: 275, 2.5: 175, 3.25: 100, 3.75: 100]
        for (time, value) in expected {
            #expect(abs((x[time] ?? .nan) - value) < 1e-9, "at \(time)")
        }
        #expect(abs((result.samples.last?.values[1][0] ?? .nan) - 0.3) < 1e-6)
        #expect(result.finalPositions == ["slide": .start])
        #expect(result.operationRows.rows.map { "\($0.name) \($0.started ?? -1) \($0.finished ?? -1)" } == ["slide 0.0 3.25", "fade 3.25 3.75"])
    }

    /// `play` `to` past the 1 s run is refused when it runs (the playhead's
    /// rule: a time in 0 ... duration); the move runs on to its end at 1.
    @Test func aPlayToPastTheEndIsRefusedWhenItRuns() throws {
        let result = try Self.run(#"{"at": 0.5, "play": "move", "to": 3}"#)
        let event = try #require(result.trace.events(.transport).first)
        #expect(event.result == "refused" && event.call == "play(to:)" && event.value == 3)
        #expect(result.operationRows.rows.first { $0.name == "move" }?.finished == 1)
        #expect(result.finalPositions["move"] == .end)
    }

    /// The Chrome trace shows a transport call as an instant named for the
    /// call and the operation, with its value and any refusal.
    @Test func theChromeTraceShowsTheCalls() throws {
        let text = ChromeTrace(try Self.run(#"{"at": 0.4, "seek": "move", "time": 0.1}, {"at": 2, "pause": "move"}"#)).text
        #expect(text.contains(#""name": "seek(to:) move""#))
        #expect(text.contains(#""value": 0.1"#))
        #expect(text.contains(#""refused": "pause(): expected an operation that is running, got a finished operation""#))
    }

    /// A timeline's animation step is an animation operation: steerable.
    /// `late` starts at 0.5 and is paused at 1 for 1 s, so it rests at
    /// 0.5 + 1 + 1 = 2.5.
    @Test func aTimelineStepCanBeSteered() throws {
        let json = #"""
            {"format": "cadence-scenario/1", "layers": [{"id": "box"}], "operations": [
              {"id": "t", "timeline": [{"id": "late", "layer": "box", "position": 0.5,
                "animation": {"type": "basic", "keyPath": "opacity", "to": 0, "duration": 1}}]}],
             "events": [{"at": 1, "pause": "late"}, {"at": 2, "play": "late"}]}
            """#
        let result = try ScenarioRunner.run(ScenarioReader.read(Data(json.utf8)), picture: false)
        #expect(result.operationRows.rows.first { $0.name == "late" }?.finished == 2.5)
        #expect(result.operationRows.rows.first { $0.name == "late" }?.held == [OperationRows.Span(start: 1, end: 2)])
    }
}

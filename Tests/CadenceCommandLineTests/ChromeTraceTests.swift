import CadenceTesting
import Foundation
import Testing
@testable import CadenceCommandLine

@Suite struct ChromeTraceTests {
    private func events(_ result: ScenarioResult) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: ChromeTrace(result).data) as? [String: Any]
        let document = try #require(object)
        #expect(document["displayTimeUnit"] as? String == "ms")
        return try #require(document["traceEvents"] as? [[String: Any]])
    }

    @Test func everyEventHasTheRequiredFields() throws {
        for event in try events(SampleResults.demo) {
            #expect(event["name"] is String)
            #expect(["M", "X", "i", "C"].contains(event["ph"] as? String))
            #expect(event["pid"] as? Int == 1)
            #expect(event["tid"] is Int)
            if event["ph"] as? String != "M" { #expect(event["ts"] is Double) }
            if event["ph"] as? String == "X" { #expect(event["dur"] is Double) }
            if event["ph"] as? String == "i" { #expect(event["s"] as? String == "t") }
        }
    }

    @Test func operationsAreCompleteEventsInMicroseconds() throws {
        let runs = try events(SampleResults.demo).filter { $0["cat"] as? String == "operation" && $0["ph"] as? String == "X" }
        #expect(runs.map { $0["name"] as? String } == ["right", "down", "load", "spin"])
        #expect(runs.map { $0["ts"] as? Double } == [0, 1_000_000, 2_500_000, 3_000_000])
        #expect(runs.map { $0["dur"] as? Double } == [1_000_000, 1_500_000, 500_000, 1_000_000])
        #expect(runs.allSatisfy { $0["tid"] as? Int == 1 })
        let args = runs.map { $0["args"] as? [String: String] }
        #expect(args == [
            ["result": "completed"], ["result": "cancelled"],
            ["result": "failed", "error": "timed out after \"3\" s"], ["result": "unfinished"],
        ])
    }

    @Test func tracksAreNamed() throws {
        let all = try events(SampleResults.demo)
        let names = all.filter { $0["name"] as? String == "thread_name" }
            .map { ($0["tid"] as? Int ?? 0, ($0["args"] as? [String: String])?["name"] ?? "") }
        #expect(names.map(\.0) == [1, 1000, 1001, 2001, 2002, 2003, 2004])
        #expect(names.map(\.1) == ["main-like queue", "main loop", "compositor", "waiting", "waiting (2)", "waiting (3)", "waiting (4)"])
        #expect(all.first?["name"] as? String == "process_name")
    }

    @Test func waitsStallsAndInstants() throws {
        let all = try events(SampleResults.demo)
        let waits = all.filter { $0["cat"] as? String == "wait" }
        #expect(waits.map { $0["name"] as? String } == ["down", "fade", "load", "spin"])
        #expect(waits.map { $0["dur"] as? Double } == [1_000_000, 500_000, 2_500_000, 3_000_000])
        let stall = try #require(all.first { $0["name"] as? String == "stall" })
        #expect(stall["ph"] as? String == "X")
        #expect(stall["ts"] as? Double == 1_500_000)
        #expect(stall["dur"] as? Double == 500_000)
        #expect(stall["tid"] as? Int == 1000)
        let instants = all.filter { $0["ph"] as? String == "i" }.map { $0["name"] as? String ?? "" }
        #expect(instants == ["commit", "animationAdded box.position", "cancel fade", "animationCompleted box.position", "cancel down", "tab\there"])
    }

    @Test func samplesAreCounters() throws {
        let counters = try events(SampleResults.demo).filter { $0["ph"] as? String == "C" }
        #expect(counters.count == 15)
        let position = counters.filter { $0["name"] as? String == "box.position" }
        #expect(position.map { $0["ts"] as? Double } == [0, 500_000, 1_000_000, 2_000_000, 4_000_000])
        #expect(position.map { $0["args"] as? [String: Double] } == [
            ["x": 0, "y": 10], ["x": 50, "y": 10], ["x": 100, "y": 10], ["x": 100, "y": 12.5], ["x": 100, "y": 0],
        ])
        #expect(counters.first?["args"] as? [String: Double] == ["value": 0])
    }

    /// Two operations running at once cannot share a track: the second runs
    /// on `main-like queue (2)`, and the track frees once the first ends.
    @Test func overlappingRunsTakeMoreTracks() throws {
        let trace = Trace(events: [
            TraceEvent(sequence: 1, time: 0, kind: .start, operation: "a"),
            TraceEvent(sequence: 2, time: 0.25, kind: .start, operation: "b"),
            TraceEvent(sequence: 3, time: 0.5, kind: .finish, operation: "a", result: "completed"),
            TraceEvent(sequence: 4, time: 0.75, kind: .start, operation: "c"),
            TraceEvent(sequence: 5, time: 1.000_000_000_4, kind: .finish, operation: "b", result: "completed"),
            TraceEvent(sequence: 6, time: 1.25, kind: .finish, operation: "c", result: "completed"),
        ])
        let result = ScenarioResult(name: "wide", endTime: 1.25, trace: trace, columns: [], samples: [], operations: ["a", "b", "c"])
        let all = try events(result)
        let runs = all.filter { $0["cat"] as? String == "operation" }
        #expect(runs.map { $0["tid"] as? Int } == [1, 2, 1])
        // Times are rounded to the nanosecond.
        #expect(runs.map { $0["dur"] as? Double } == [500_000, 750_000, 500_000])
        #expect(all.contains { $0["name"] as? String == "thread_name" && $0["tid"] as? Int == 2
            && ($0["args"] as? [String: String])?["name"] == "main-like queue (2)" })
    }

    /// A trace with observer events (a fixture's `traceObserverEvents`) gives
    /// them as instants on the main loop's track, category `observer`, with
    /// the operation, and the result and error of a finish; the run's span is
    /// drawn from the queue's start and finish as before.
    @Test func observerEventsAreInstants() throws {
        let trace = Trace(events: [
            TraceEvent(sequence: 1, time: 0, kind: .start, operation: "a"),
            TraceEvent(sequence: 2, time: 0, kind: .willStart, operation: "a"),
            TraceEvent(sequence: 3, time: 0, kind: .didStart, operation: "a"),
            TraceEvent(sequence: 4, time: 0.5, kind: .willFinish, operation: "a", result: "failed", message: "too late"),
            TraceEvent(sequence: 5, time: 0.5, kind: .didFinish, operation: "a", result: "failed", message: "too late"),
            TraceEvent(sequence: 6, time: 0.5, kind: .finish, operation: "a", result: "failed", message: "too late"),
        ])
        let result = ScenarioResult(name: "observed", endTime: 0.5, trace: trace, columns: [], samples: [], operations: ["a"])
        let all = try events(result)
        let observed = all.filter { $0["cat"] as? String == "observer" }
        #expect(observed.map { $0["name"] as? String } == ["willStart a", "didStart a", "willFinish a", "didFinish a"])
        #expect(observed.map { $0["ts"] as? Double } == [0, 0, 500_000, 500_000])
        #expect(observed.allSatisfy { $0["ph"] as? String == "i" && $0["s"] as? String == "t" && $0["tid"] as? Int == 1000 })
        #expect(observed.map { $0["args"] as? [String: String] } == [
            ["operation": "a"], ["operation": "a"],
            ["operation": "a", "result": "failed", "error": "too late"],
            ["operation": "a", "result": "failed", "error": "too late"],
        ])
        let runs = all.filter { $0["cat"] as? String == "operation" && $0["ph"] as? String == "X" }
        #expect(runs.map { $0["dur"] as? Double } == [500_000])
    }
}

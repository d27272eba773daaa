import Foundation
import Testing
@testable import CadenceCommandLine

@Suite struct ResultDocumentTests {
    /// Worked out from ``SampleResults/demo``: each operation's outcome and
    /// first start and finish (`fade` never started, `spin` never finished);
    /// enqueue and ready left out, `finish` with `cancelled` (and `error` for
    /// `load`), other kinds with their fields, numbers without `.0`, `-0` as
    /// 0, `0.1 + 0.2` in full.
    @Test func demoDocument() {
        let expected = #"""
            {
              "format": "cadence-result/1",
              "scenario": "demo",
              "endTime": 4,
              "operations": [
                { "id": "right", "result": "completed", "start": 0, "finish": 1 },
                { "id": "down", "result": "cancelled", "start": 1, "finish": 2.5 },
                { "id": "fade", "result": "cancelled", "finish": 0.5 },
                { "id": "load", "result": "failed", "start": 2.5, "finish": 3, "error": "timed out after \"3\" s" },
                { "id": "spin", "result": "unfinished", "start": 3 }
              ],
              "trace": [
                { "t": 0, "event": "start", "operation": "right" },
                { "t": 0, "event": "commit", "message": "1 added, 0 removed" },
                { "t": 0, "event": "animationAdded", "layer": "box", "key": "position" },
                { "t": 0.5, "event": "cancel", "operation": "fade" },
                { "t": 0.5, "event": "finish", "operation": "fade", "cancelled": true },
                { "t": 1, "event": "animationCompleted", "layer": "box", "key": "position" },
                { "t": 1, "event": "finish", "operation": "right", "cancelled": false },
                { "t": 1, "event": "start", "operation": "down" },
                { "t": 1.5, "event": "stall", "duration": 0.5 },
                { "t": 2.5, "event": "cancel", "operation": "down" },
                { "t": 2.5, "event": "finish", "operation": "down", "cancelled": true },
                { "t": 2.5, "event": "start", "operation": "load" },
                { "t": 3, "event": "finish", "operation": "load", "cancelled": false, "error": "timed out after \"3\" s" },
                { "t": 3, "event": "start", "operation": "spin" },
                { "t": 3.5, "event": "mark", "message": "tab\there" }
              ],
              "samples": [
                { "t": 0, "values": { "box.position.x": 0, "box.position": [0, 10], "box.opacity": 1 } },
                { "t": 0.5, "values": { "box.position.x": 50, "box.position": [50, 10], "box.opacity": 0.75 } },
                { "t": 1, "values": { "box.position.x": 100, "box.position": [100, 10], "box.opacity": 0.5 } },
                { "t": 2, "values": { "box.position.x": 100, "box.position": [100, 12.5], "box.opacity": 0.30000000000000004 } },
                { "t": 4, "values": { "box.position.x": 100, "box.position": [100, 0], "box.opacity": 1e-07 } }
              ]
            }

            """#
        #expect(ResultDocument(SampleResults.demo).text == expected)
    }

    @Test func documentIsValidJSON() throws {
        let object = try JSONSerialization.jsonObject(with: ResultDocument(SampleResults.demo).data) as? [String: Any]
        let document = try #require(object)
        #expect(document["format"] as? String == "cadence-result/1")
        #expect((document["trace"] as? [Any])?.count == 15)
        let last = try #require((document["samples"] as? [[String: Any]])?.last?["values"] as? [String: Any])
        #expect(last["box.opacity"] as? Double == 1e-7)
    }

    /// `triangle.json` by Docs/Scenarios/README.md: start right at 0, finish right
    /// and start down at 1, finish down and start back at 2, finish back at 3;
    /// `box.position` at each half second.
    @Test func triangleStartsFinishesAndSamples() throws {
        let lines = ResultDocument(try SampleResults.triangle()).text.split(separator: "\n").map(String.init)
        let operationLines = lines.filter { $0.contains(#""event": "start""#) || $0.contains(#""event": "finish""#) }
        #expect(operationLines == [
            #"    { "t": 0, "event": "start", "operation": "right" },"#,
            #"    { "t": 1, "event": "finish", "operation": "right", "cancelled": false },"#,
            #"    { "t": 1, "event": "start", "operation": "down" },"#,
            #"    { "t": 2, "event": "finish", "operation": "down", "cancelled": false },"#,
            #"    { "t": 2, "event": "start", "operation": "back" },"#,
            // The run's last trace entry: no comma after it.
            #"    { "t": 3, "event": "finish", "operation": "back", "cancelled": false }"#,
        ])
        #expect(Array(lines.prefix(4)) == ["{", #"  "format": "cadence-result/1","#, #"  "scenario": "triangle","#, #"  "endTime": 3,"#])
        #expect(Array(lines.suffix(10)) == [
            #"  "samples": ["#,
            #"    { "t": 0, "values": { "box.position": [100, 100] } },"#,
            #"    { "t": 0.5, "values": { "box.position": [200, 100] } },"#,
            #"    { "t": 1, "values": { "box.position": [300, 100] } },"#,
            #"    { "t": 1.5, "values": { "box.position": [300, 200] } },"#,
            #"    { "t": 2, "values": { "box.position": [300, 300] } },"#,
            #"    { "t": 2.5, "values": { "box.position": [200, 200] } },"#,
            #"    { "t": 3, "values": { "box.position": [100, 100] } }"#,
            "  ]",
            "}",
        ])
        #expect(!lines.contains { $0.contains(#""event": "enqueue""#) || $0.contains(#""event": "ready""#) })
    }

    @Test func emptyResultHasEmptyLists() {
        let result = ScenarioResult(name: "nothing", endTime: 0, trace: .init(), columns: [], samples: [], operations: [])
        #expect(ResultDocument(result).text == """
            {
              "format": "cadence-result/1",
              "scenario": "nothing",
              "endTime": 0,
              "operations": [],
              "trace": [],
              "samples": []
            }

            """)
    }
}

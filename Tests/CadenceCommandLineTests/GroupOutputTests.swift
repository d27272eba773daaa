import CadenceTesting
import Foundation
import Testing
@testable import CadenceCommandLine

/// A group's children in the report, the picture and the Chrome trace, for
/// `nested`: `intro` (1 s), then the group `both` of `a` (1 s) and `b` (2 s)
/// together over [1, 3], then `after` (1 s) over [3, 4]. Every operation,
/// children included, is given to its queue at 0; a child waits from its
/// group's start.
@Suite struct GroupOutputTests {
    static let json = #"""
        { "format": "cadence-scenario/1", "name": "nested",
          "operations": [
            { "id": "intro", "animation": { "type": "wait", "duration": 1 } },
            { "id": "both", "dependsOn": ["intro"], "children": [
              { "id": "a", "animation": { "type": "wait", "duration": 1 } },
              { "id": "b", "animation": { "type": "wait", "duration": 2 } } ] },
            { "id": "after", "dependsOn": ["both"], "animation": { "type": "wait", "duration": 1 } } ] }
        """#

    let result: ScenarioResult

    init() throws {
        result = try ScenarioRunner.run(ScenarioReader.read(Data(Self.json.utf8)))
    }

    /// At 10 columns per second (at 20 the 80 columns of 4 s do not fit in
    /// 72), each group followed by its children, indented.
    @Test func theReportNestsChildrenUnderTheirGroup() {
        #expect(TextReport(result).text == """
            nested: ended at 4 s; timeline at 10 columns per second

                  0         1         2         3         4
            intro [========]
            both  ----------[==================]
              a             [========]
              b             [==================]
            after ------------------------------[========]
            [ start  = running  ] done  - waiting

            (no samples)

            5 operations: 5 completed, 0 cancelled, 0 failed

            """)
    }

    /// The plot area runs from 120 to 920 over 0…4 s, 200 pixels a second;
    /// lanes are 24 pixels from y = 82. Labels are set left, a child's 14
    /// pixels in; the group's run [1, 3] is a box from its lane through its
    /// last child's, behind the bars; guides join its label to its children's.
    @Test func thePictureNestsChildrenUnderTheirGroup() throws {
        let elements = try SVGElements.parse(SVGChart(result).text)
        let labels = elements.filter { $0.name == "text" && $0.hasClass("lane-label") }
        #expect(labels.map(\.text) == ["intro", "both", "a", "b", "after"])
        #expect(labels.map { $0.number("x") } == [16, 16, 30, 30, 16])
        #expect(labels.allSatisfy { $0.attributes["text-anchor"] == nil })
        let boxes = elements.filter { $0.name == "rect" && $0.hasClass("group-extent") && !$0.hasClass("swatch") }
        #expect(boxes.count == 1)
        #expect(boxes.map { [$0.number("x"), $0.number("y"), $0.number("width"), $0.number("height")] } == [[320, 108, 400, 68]])
        let guides = elements.filter { $0.name == "line" && $0.hasClass("group-guide") }
        #expect(guides.map { [$0.number("x1"), $0.number("y1"), $0.number("x2"), $0.number("y2")] } == [
            [19, 126, 19, 166], [19, 142, 29, 142], [19, 166, 29, 166],
        ])
        let bars = elements.filter { $0.name == "rect" && $0.hasClass("bar") && !$0.hasClass("swatch") }
        #expect(bars.map { $0.number("x") } == [120, 320, 320, 320, 720])
        #expect(bars.map { $0.number("width") } == [200, 400, 200, 400, 200])
        let legend = elements.filter { $0.name == "text" && $0.hasClass("legend") }.map(\.text)
        #expect(legend.last == "group's run")
    }

    /// `x` times out at 0.5; `y`, which depends on it with
    /// `noFailedDependencies`, fails then without starting: a red ! at 0.5 s,
    /// where the run and the time axis end, x = 920. `x`'s own ! follows its
    /// bar's end, 5 pixels on.
    @Test func aFailureBeforeTheStartIsMarked() throws {
        let json = #"""
            { "format": "cadence-scenario/1",
              "operations": [
                { "id": "x", "timeout": 0.5, "animation": { "type": "wait", "duration": 1 } },
                { "id": "y", "dependsOn": ["x"], "conditions": [{ "type": "noFailedDependencies" }],
                  "animation": { "type": "wait", "duration": 1 } } ] }
            """#
        let elements = try SVGElements.parse(SVGChart(ScenarioRunner.run(ScenarioReader.read(Data(json.utf8)))).text)
        let marks = elements.indices.filter { elements[$0].name == "g" && elements[$0].hasClass("fail-mark") }
        #expect(marks.count == 2)
        let mark = try #require(marks.last)
        let title = try #require(SVGElements.title(of: mark, in: elements))
        #expect(title.hasPrefix("y: failed at 0.5 s without starting: condition no failed dependencies"))
        let text = try #require(elements.first { $0.name == "text" && $0.parent == mark })
        #expect(text.text == "!")
        #expect(text.number("x") == 920)
    }

    /// Top-level runs on the main-like queue's track; the group's children on
    /// tracks of their own, with the group in their arguments.
    @Test func theChromeTracePutsChildrenOnTheirGroupsTracks() throws {
        let object = try JSONSerialization.jsonObject(with: ChromeTrace(result).data) as? [String: Any]
        let events = try #require(object?["traceEvents"] as? [[String: Any]])
        let runs = events.filter { $0["cat"] as? String == "operation" && $0["ph"] as? String == "X" }
        #expect(runs.map { $0["name"] as? String } == ["intro", "both", "after", "a", "b"])
        #expect(runs.map { $0["tid"] as? Int } == [1, 1, 1, 3001, 3002])
        #expect(runs.map { $0["ts"] as? Double } == [0, 1_000_000, 3_000_000, 1_000_000, 1_000_000])
        #expect(runs.map { $0["dur"] as? Double } == [1_000_000, 2_000_000, 1_000_000, 1_000_000, 2_000_000])
        #expect(runs.map { ($0["args"] as? [String: String])?["group"] } == [nil, nil, nil, "both", "both"])
        let tracks = events.filter { $0["name"] as? String == "thread_name" && ($0["tid"] as? Int ?? 0) > 3000 }
        #expect(tracks.map { ($0["args"] as? [String: String])?["name"] } == ["both children", "both children (2)"])
    }

    /// The waits: `both` over [0, 1] and `after` over [0, 3]; `a` and `b`
    /// wait only from their group's start, 1, where they start, so they have
    /// none (before the group starts they are not waiting for anything of
    /// their own).
    @Test func theChromeTraceWaitsChildrenFromTheirGroupsStart() throws {
        let object = try JSONSerialization.jsonObject(with: ChromeTrace(result).data) as? [String: Any]
        let events = try #require(object?["traceEvents"] as? [[String: Any]])
        let waits = events.filter { $0["cat"] as? String == "wait" }
        #expect(waits.map { $0["name"] as? String } == ["both", "after"])
        #expect(waits.map { $0["ts"] as? Double } == [0, 0])
        #expect(waits.map { $0["dur"] as? Double } == [1_000_000, 3_000_000])
    }
}

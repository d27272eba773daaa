import CadenceTesting
import Foundation
import Testing
@testable import CadenceCommandLine

@Suite struct SVGChartTests {
    /// ``SampleResults/demo`` ends at 4 s with ids of at most 5 characters:
    /// the plot area runs from x = 120 to 920 over 0…4 s, 200 pixels a second.
    let elements: [SVGElements.Element]

    init() throws {
        elements = try SVGElements.parse(SVGChart(SampleResults.demo).text)
    }

    private func rects(_ word: String) -> [SVGElements.Element] {
        elements.filter { $0.name == "rect" && $0.hasClass(word) && !$0.hasClass("swatch") }
    }

    private func texts(_ word: String) -> [String] {
        elements.filter { $0.name == "text" && $0.hasClass(word) }.map(\.text)
    }

    @Test func isOneSelfContainedSVGDocument() {
        #expect(elements.first?.name == "svg")
        #expect(elements.first?.attributes["xmlns"] == "http://www.w3.org/2000/svg")
        #expect(elements.first?.attributes["width"] == "960")
        #expect(elements.first?.attributes["height"] == "788")
        #expect(!elements.contains { $0.name == "script" || $0.name == "image" || $0.name == "use" })
        #expect(!elements.contains { $0.attributes.keys.contains { $0.contains("href") } })
    }

    @Test func oneBarPerOperationThatStarted() {
        let bars = rects("bar")
        #expect(bars.map { $0.attributes["class"] } == ["bar completed", "bar cancelled", "bar failed", "bar unfinished"])
        #expect(bars.map { $0.number("x") } == [120, 320, 620, 720])
        #expect(bars.map { $0.number("width") } == [200, 300, 100, 200])
        let tooltips = elements.filter { $0.name == "title" && $0.parent.map { bars.map(\.attributes).contains(elements[$0].attributes) } == true }
        #expect(tooltips.map(\.text) == [
            "right: 0 s to 1 s, completed", "down: 1 s to 2.5 s, cancelled",
            "load: 2.5 s to 3 s, failed: timed out after \"3\" s", "spin: 3 s to 4 s, unfinished",
        ])
    }

    @Test func waitsCrossesStallsAndLanes() {
        #expect(texts("lane-label") == ["right", "down", "fade", "load", "spin"])
        let waits = rects("wait")
        #expect(waits.map { $0.number("x") } == [120, 120, 120, 120])
        #expect(waits.map { $0.number("width") } == [200, 100, 500, 600])
        let crosses = elements.filter { $0.name == "text" && $0.hasClass("cross") }
        #expect(crosses.map { $0.number("x") } == [620, 220])
        #expect(crosses.allSatisfy { $0.text == "✕" })
        let stalls = rects("stall")
        #expect(stalls.map { $0.number("x") } == [420])
        #expect(stalls.map { $0.number("width") } == [100])
    }

    @Test func axesAreLabelled() {
        let timeTicks = elements.filter { $0.hasClass("tick-label") && $0.attributes["text-anchor"] == "middle" }
        let labels = ["0", "0.5", "1", "1.5", "2", "2.5", "3", "3.5", "4"]
        // Under the Gantt chart and under each of the three plots.
        #expect(timeTicks.map(\.text) == Array(repeating: labels, count: 4).flatMap { $0 })
        #expect(timeTicks.prefix(9).map { $0.number("x") } == [120, 220, 320, 420, 520, 620, 720, 820, 920])
        #expect(texts("axis-title") == ["time (s)", "time (s)"])
        let valueTicks = elements.filter { $0.hasClass("tick-label") && $0.attributes["text-anchor"] == "end" }.map(\.text)
        #expect(valueTicks == ["0", "50", "100", "0", "50", "100", "0", "0.5", "1"])
        #expect(texts("plot-title") == ["box.position.x", "box.position", "box.opacity"])
        #expect(texts("title") == ["demo"])
    }

    @Test func onePolylinePerComponent() {
        let lines = elements.filter { $0.name == "polyline" }
        let titles = lines.map { line in elements.first { $0.name == "title" && $0.parent.map { elements[$0].attributes == line.attributes } == true }?.text }
        #expect(titles == ["box.position.x", "box.position x", "box.position y", "box.opacity"])
        // The first plot's frame is 300…400 high, over 0…100.
        #expect(lines.first?.attributes["points"] == "120,400 220,350 320,300 520,300 920,300")
        #expect(Set(lines.compactMap { $0.attributes["stroke"] }).count == 2)
        #expect(texts("legend").suffix(2) == ["x", "y"])
    }

    @Test func textIsEscaped() throws {
        let trace = Trace(events: [
            TraceEvent(sequence: 1, time: 0, kind: .start, operation: "x<y>"),
            TraceEvent(sequence: 2, time: 1, kind: .finish, operation: "x<y>", result: "failed", message: "a & 'b'"),
        ])
        let result = ScenarioResult(
            name: "a<b & \"c\"", endTime: 1, trace: trace, columns: ["q&a"], samples: [.init(time: 0, values: [[1]])],
            operations: ["x<y>"])
        let text = SVGChart(result).text
        #expect(text.contains("a&lt;b &amp; &quot;c&quot;"))
        let parsed = try SVGElements.parse(text)
        #expect(parsed.contains { $0.hasClass("title") && $0.text == "a<b & \"c\"" })
        #expect(parsed.contains { $0.hasClass("lane-label") && $0.text == "x<y>" })
        #expect(parsed.contains { $0.name == "title" && $0.text == "x<y>: 0 s to 1 s, failed: a & 'b'" })
        #expect(parsed.contains { $0.hasClass("plot-title") && $0.text == "q&a" })
    }

    @Test func attributeNumbersHaveAtMostThreeDecimals() throws {
        let text = SVGChart(try SampleResults.triangle(extras: true)).text
        _ = try SVGElements.parse(text)
        #expect(text.range(of: #"="[^"]*\d\.\d{4}"#, options: .regularExpression) == nil)
        #expect(text.range(of: #"\d\.\d{4}"#, options: .regularExpression) == nil)
    }
}

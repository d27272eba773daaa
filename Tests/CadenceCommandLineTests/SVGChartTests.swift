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
            "load: 2.5 s to 3 s, failed: timed out after \"3\" s", "spin: 3 s to 4 s, still running at the end",
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

    // MARK: - Pictures of played scenarios

    /// Whether `value` is within `tolerance` of `expected`.
    private static func near(_ value: Double?, _ expected: Double, within tolerance: Double = 0.002) -> Bool {
        value.map { abs($0 - expected) <= tolerance } ?? false
    }

    /// `json` played (to `until` if given) and drawn.
    private static func play(_ json: String, until: Double? = nil) throws -> (ScenarioResult, [SVGElements.Element]) {
        let result = try ScenarioRunner.run(ScenarioReader.read(Data(json.utf8), name: "test"), until: until)
        return (result, try SVGElements.parse(SVGChart(result).text))
    }

    /// The polyline titled `title`, and its points.
    private static func line(_ title: String, in elements: [SVGElements.Element]) throws -> [(x: Double, y: Double)] {
        let index = try #require(elements.indices.first {
            elements[$0].name == "polyline" && SVGElements.title(of: $0, in: elements) == title
        }, "no line \(title)")
        return elements[index].points
    }

    /// The top and bottom of plot `index`'s frame.
    private static func plotFrame(_ index: Int, in elements: [SVGElements.Element]) throws -> (top: Double, bottom: Double) {
        let frames = elements.filter { $0.name == "rect" && $0.hasClass("frame") }
        let frame = try #require(index < frames.count ? frames[index] : nil)
        let top = try #require(frame.number("y")), height = try #require(frame.number("height"))
        return (top, top + height)
    }

    /// The time axis' tick labels under the Gantt chart (the first axis).
    private static func ganttTicks(_ elements: [SVGElements.Element]) -> [SVGElements.Element] {
        let ticks = elements.filter { $0.hasClass("tick-label") && $0.attributes["text-anchor"] == "middle" }
        let zeros = ticks.indices.filter { ticks[$0].text == "0" }
        return Array(ticks.prefix(zeros.count > 1 ? zeros[1] : ticks.count))
    }

    /// An eased slide sampled every 0.5 s is drawn from a sample per frame:
    /// 61 points over 0…1 s, 800/60 pixels apart, the one at 0.25 s on the
    /// curve (38.748579, the tour's table in Docs/CommandLine.md), not on the
    /// chord between the samples at 0 and 0.5 (75). The report keeps its 3 samples.
    @Test func valueCurvesAreDrawnFromASamplePerFrame() throws {
        let (result, elements) = try Self.play("""
            { "format": "cadence-scenario/1", "name": "ease",
              "layers": [ { "id": "card", "properties": { "position": [0, 0] } } ],
              "operations": [ { "id": "slide", "layer": "card", "animation": { "type": "basic", "keyPath": "position.x",
                "by": 300, "duration": 1, "timingFunction": "easeInEaseOut" } } ],
              "sample": { "keyPaths": ["card.position.x"], "every": 0.5 } }
            """)
        #expect(result.samples.map(\.time) == [0, 0.5, 1])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(ResultDocument(result).text.utf8)) as? [String: Any])
        #expect((document["samples"] as? [Any])?.count == 3)
        // Time 0…1 s on x = 120…920; values 0…300 on the plot's 100 pixels.
        let points = try Self.line("card.position.x", in: elements)
        let (_, bottom) = try Self.plotFrame(0, in: elements)
        #expect(points.count == 61)
        #expect(zip(points, points.dropFirst()).allSatisfy { abs($1.x - $0.x - 800.0 / 60) < 0.002 })
        let quarter = try #require(points.first { abs($0.x - 320) < 0.001 })
        #expect(abs(quarter.y - (bottom - 38.748579 / 3)) < 0.002)
        #expect(abs(quarter.y - (bottom - 75.0 / 3)) > 1)
    }

    /// Discrete keyframes (0.2, 0.6, 1, each 0.4 s) and a `set` without
    /// animation (0.4 at 1.6 s) are drawn as steps: every segment is vertical
    /// or level, and the vertical ones are at 0.4, 0.8 and 1.6 s.
    @Test func discreteChangesAreSteps() throws {
        let (result, elements) = try Self.play("""
            { "format": "cadence-scenario/1", "name": "blink", "until": 2,
              "layers": [ { "id": "dot", "properties": { "opacity": 1 } } ],
              "operations": [ { "id": "blink", "layer": "dot", "animation": { "type": "keyframe", "keyPath": "opacity",
                "values": [0.2, 0.6, 1], "calculationMode": "discrete", "duration": 1.2 } } ],
              "events": [ { "at": 1.6, "set": { "layer": "dot", "keyPath": "opacity", "value": 0.4, "animated": false } } ],
              "sample": { "keyPaths": ["dot.opacity"], "every": 1 } }
            """)
        #expect(result.samples.count == 3)
        // Time 0…2 s on x = 120…920 (400 pixels a second); values 0.2…1 on 100 pixels.
        let points = try Self.line("dot.opacity", in: elements)
        let (_, bottom) = try Self.plotFrame(0, in: elements)
        func y(_ value: Double) -> Double { bottom - (value - 0.2) / 0.8 * 100 }
        let segments = Array(zip(points, points.dropFirst()))
        #expect(segments.allSatisfy { abs($0.x - $1.x) < 0.001 || abs($0.y - $1.y) < 0.001 }, "a ramp")
        let vertical = segments.filter { abs($0.x - $1.x) < 0.001 && abs($0.y - $1.y) > 0.001 }
        let expected: [(Double, Double, Double)] = [(280, 0.2, 0.6), (440, 0.6, 1), (760, 1, 0.4)]
        #expect(vertical.count == expected.count)
        for ((from, to), (x, before, after)) in zip(vertical, expected) {
            #expect(abs(from.x - x) < 0.002 && abs(from.y - y(before)) < 0.002 && abs(to.y - y(after)) < 0.002,
                    "step at \(from.x): \(from.y) to \(to.y)")
        }
        #expect(abs((points.first?.y ?? 0) - y(0.2)) < 0.002 && abs((points.last?.x ?? 0) - 920) < 0.002)
    }

    /// A badge spinning a turn a second for 2 s reads its angle in (−π, π]
    /// (a sawtooth); drawn unwrapped, the line only rises, by under a pixel a
    /// frame, to 4π on an axis of 0…15.
    @Test func spinsAreUnwrapped() throws {
        let (_, elements) = try Self.play("""
            { "format": "cadence-scenario/1", "name": "spin", "until": 2,
              "layers": [ { "id": "badge", "properties": { "transform.rotation.z": 0 } } ],
              "operations": [ { "id": "spin", "layer": "badge", "animation": { "type": "basic", "keyPath": "transform.rotation.z",
                "from": 0, "to": 6.283185307179586, "duration": 1, "repeatCount": "infinity" } } ],
              "sample": { "keyPaths": ["badge.transform.rotation.z"], "every": 0.25 } }
            """)
        let points = try Self.line("badge.transform.rotation.z", in: elements)
        let (_, bottom) = try Self.plotFrame(0, in: elements)
        #expect(points.count >= 121)
        #expect(zip(points, points.dropFirst()).allSatisfy { $1.y <= $0.y + 0.001 && $0.y - $1.y < 1 })
        #expect(abs((points.last?.y ?? 0) - (bottom - 4 * Double.pi / 15 * 100)) < 0.01)
        let valueTicks = elements.filter { $0.hasClass("tick-label") && $0.attributes["text-anchor"] == "end" }.map(\.text)
        #expect(valueTicks == ["0", "5", "10", "15"])
    }

    /// Each channel of a colour is drawn in its own colour: red mostly red,
    /// green mostly green, blue mostly blue, in the lines and the legend.
    @Test func colourChannelsInTheirOwnColours() throws {
        let (_, elements) = try Self.play("""
            { "format": "cadence-scenario/1", "name": "tint",
              "layers": [ { "id": "box", "properties": { "backgroundColor": [1, 0, 0, 1] } } ],
              "operations": [ { "id": "tint", "layer": "box", "animation": { "type": "basic", "keyPath": "backgroundColor",
                "to": [0, 0, 1, 1], "duration": 1 } } ],
              "sample": { "keyPaths": ["box.backgroundColor"], "every": 0.5 } }
            """)
        func rgb(_ hex: String?) -> [Int] {
            guard let hex, hex.count == 7, hex.hasPrefix("#") else { return [] }
            return stride(from: 1, to: 7, by: 2).map { offset in
                let start = hex.index(hex.startIndex, offsetBy: offset)
                return Int(hex[start..<hex.index(start, offsetBy: 2)], radix: 16) ?? -1
            }
        }
        func dominant(_ hex: String?) -> Int? {
            let channels = rgb(hex)
            guard channels.count == 3, let top = channels.max(), channels.count(where: { $0 == top }) == 1 else { return nil }
            return channels.firstIndex(of: top)
        }
        let lines = elements.indices.filter { elements[$0].name == "polyline" }
        let strokes = Dictionary(uniqueKeysWithValues: lines.compactMap { index in
            SVGElements.title(of: index, in: elements).map { ($0, elements[index].attributes["stroke"]) }
        })
        for (channel, name) in ["red", "green", "blue"].enumerated() {
            #expect(dominant(strokes["box.backgroundColor \(name)"] ?? nil) == channel, "\(name): \(String(describing: strokes["box.backgroundColor \(name)"]))")
        }
        // The legend's swatches, in order: red, green, blue, alpha.
        let swatches = elements.filter { $0.name == "line" && $0.hasClass("line") }.map { $0.attributes["stroke"] }
        #expect(swatches.count == 4)
        #expect(Array(swatches.prefix(3).map(dominant)) == [0, 1, 2])
        #expect(swatches.prefix(4) == ["red", "green", "blue", "alpha"].map { strokes["box.backgroundColor \($0)"] ?? nil }[...])
    }

    /// In the triangle, x and y are the same line from 2 s to 3 s (both go
    /// from 300 to 100): each is drawn again there in its own dashes (x =
    /// 653.333…920, 800/3 pixels a second), and the legend says `y = x (2–3 s)`.
    @Test func coincidingLinesAreDashedInTurnAndNamed() throws {
        let elements = try SVGElements.parse(SVGChart(try SampleResults.triangle()).text)
        let strokes = try ["x", "y"].map { name in
            let index = try #require(elements.indices.first {
                elements[$0].name == "polyline" && SVGElements.title(of: $0, in: elements) == "box.position \(name)"
            })
            return elements[index].attributes["stroke"]
        }
        let overlays = elements.filter { $0.hasClass("overlap") }
        #expect(overlays.count == 2)
        #expect(Set(overlays.map { $0.attributes["stroke"] }) == Set(strokes))
        #expect(Set(overlays.compactMap { $0.attributes["stroke-dasharray"] }).count == 2)
        for overlay in overlays {
            let start: Double = 120 + 2 * 800 / 3
            #expect(Self.near(overlay.points.first?.x, start))
            #expect(Self.near(overlay.points.last?.x, 920))
        }
        let legend = elements.filter { $0.name == "text" && $0.hasClass("legend") }.map(\.text)
        #expect(legend.suffix(2) == ["x", "y = x (2–3 s)"])
    }

    /// A layer paused at 0.25 s and resumed at 0.5 s: its operation's lane is
    /// marked paused from x = 262.857 for 142.857 pixels (the run ends at
    /// 1.25 s, the axis at 1.4: 800/1.4 pixels a second), with a pause mark
    /// and a resume mark; the value holds still meanwhile, at 50.
    @Test func pausesAndResumesAreMarked() throws {
        let (result, elements) = try Self.play("""
            { "format": "cadence-scenario/1", "name": "hold",
              "layers": [ { "id": "card", "properties": { "position": [0, 0] } } ],
              "operations": [ { "id": "slide", "layer": "card", "animation": { "type": "basic", "keyPath": "position.x",
                "to": 200, "duration": 1 } } ],
              "events": [ { "at": 0.25, "pause": "card" }, { "at": 0.5, "resume": "card" } ],
              "sample": { "keyPaths": ["card.position.x"], "every": 0.5 } }
            """)
        #expect(result.endTime == 1.25)
        func x(_ time: Double) -> Double { 120 + time * 800 / 1.4 }
        let paused = elements.filter { $0.name == "rect" && $0.hasClass("paused") && !$0.hasClass("swatch") }
        #expect(paused.count == 1)
        #expect(abs((paused.first?.number("x") ?? 0) - x(0.25)) < 0.002)
        #expect(abs((paused.first?.number("width") ?? 0) - (x(0.5) - x(0.25))) < 0.002)
        let lane = try #require(paused.first?.number("y"))
        #expect(lane > 82 && lane < 82 + 24)
        let marks = elements.indices.filter { elements[$0].hasClass("pause-mark") || elements[$0].hasClass("resume-mark") }
        #expect(marks.map { SVGElements.title(of: $0, in: elements) } == ["card paused at 0.25 s", "card resumed at 0.5 s"])
        let (_, bottom) = try Self.plotFrame(0, in: elements)
        let held = try Self.line("card.position.x", in: elements).filter { $0.x >= x(0.25) - 0.001 && $0.x <= x(0.5) + 0.001 }
        #expect(held.count >= 15)
        #expect(held.allSatisfy { abs($0.y - (bottom - 50.0 / 2)) < 0.002 })
    }

    /// `card.json --until 1`: the axis spans the run, 0…1 s (its stall runs
    /// to 1.25 s), its last tick at 1; the stall and the bars stop at 1 s, x = 920.
    @Test func theTimeAxisSpansTheRun() throws {
        let (result, elements) = try Self.play("""
            { "format": "cadence-scenario/1", "name": "card", "maxConcurrentOperations": 2,
              "layers": [ { "id": "card", "properties": { "position": [0, 0], "opacity": 1 } },
                          { "id": "dot", "properties": { "position": [0, 0] } } ],
              "operations": [
                { "id": "slide", "layer": "card", "animation": { "type": "basic", "keyPath": "position.x", "to": 200, "duration": 1 } },
                { "id": "fade", "layer": "card", "dependsOn": ["slide"], "anchor": "schedule",
                  "animation": { "type": "basic", "keyPath": "opacity", "to": 0, "duration": 0.5 } },
                { "id": "drop", "layer": "dot", "dependsOn": ["slide"],
                  "animation": { "type": "basic", "keyPath": "position.y", "to": 100, "duration": 0.5 } } ],
              "events": [ { "at": 0.75, "stall": 0.5 } ],
              "sample": { "keyPaths": ["card.position.x", "card.opacity", "dot.position.y"], "every": 0.25 } }
            """, until: 1)
        #expect(result.endTime == 1)
        let ticks = Self.ganttTicks(elements)
        #expect(ticks.map(\.text) == ["0", "0.2", "0.4", "0.6", "0.8", "1"])
        #expect(ticks.last?.number("x") == 920)
        let stall = try #require(elements.first { $0.name == "rect" && $0.hasClass("stall") && !$0.hasClass("swatch") })
        #expect(stall.number("x") == 720 && stall.number("width") == 200)
        let bars = elements.filter { $0.name == "rect" && ($0.hasClass("bar") || $0.hasClass("wait")) && !$0.hasClass("swatch") }
        #expect(bars.count == 3)
        #expect(bars.allSatisfy { abs(($0.number("x") ?? 0) + ($0.number("width") ?? 0) - 920) < 0.002 })
        for name in result.columns {
            #expect(abs((try Self.line(name, in: elements).last?.x ?? 0) - 920) < 0.002)
        }
    }

    /// Where the run ends before the axis (the tour ends at 3.153334 s; the
    /// axis' last tick is 3.5): a dashed line at the end, x = 120 + 3.153334 ·
    /// 800 / 3.5.
    @Test func theEndOfTheRunIsMarked() throws {
        let (_, elements) = try Self.play("""
            { "format": "cadence-scenario/1", "name": "pop",
              "layers": [ { "id": "card", "properties": { "transform.scale": 1 } } ],
              "operations": [ { "id": "rest", "animation": { "type": "wait", "duration": 3.153334 } } ],
              "sample": { "keyPaths": ["card.transform.scale"], "every": 1 } }
            """)
        #expect(Self.ganttTicks(elements).last?.text == "3.5")
        let end = try #require(elements.first { $0.name == "line" && $0.hasClass("run-end") })
        #expect(abs((end.number("x1") ?? 0) - (120 + 3.153334 * 800 / 3.5)) < 0.002)
    }

    /// A long run's picture is bounded: 200 s at 60 Hz would be 12,001
    /// frames; at most 3,001 are kept, evenly spaced over 0…200 s.
    @Test func longRunsKeepAFewThousandPoints() throws {
        let (result, elements) = try Self.play("""
            { "format": "cadence-scenario/1", "name": "long", "until": 200,
              "layers": [ { "id": "badge", "properties": { "transform.rotation.z": 0 } } ],
              "operations": [ { "id": "spin", "layer": "badge", "animation": { "type": "basic", "keyPath": "transform.rotation.z",
                "from": 0, "to": 6.283185307179586, "duration": 7, "repeatCount": "infinity" } } ],
              "sample": { "keyPaths": ["badge.transform.rotation.z"], "every": 10 } }
            """)
        #expect(result.samples.count == 21)
        let points = try Self.line("badge.transform.rotation.z", in: elements)
        #expect(points.count <= 3001 && points.count >= 1000)
        let gaps = zip(points, points.dropFirst()).map { $1.x - $0.x }
        #expect((gaps.max() ?? 0) - (gaps.min() ?? 0) < 0.002)
        #expect(points.first?.x == 120 && abs((points.last?.x ?? 0) - 920) < 0.002)
    }

    /// A transform's 16 components name themselves on as many legend lines
    /// as fit in the picture (960 pixels, at about 6.5 a character), and the
    /// plot moves down to make room.
    @Test func longLegendsWrap() throws {
        let (_, elements) = try Self.play("""
            { "format": "cadence-scenario/1", "name": "turn",
              "layers": [ { "id": "badge", "properties": { "transform.rotation.z": 0 } } ],
              "operations": [ { "id": "turn", "layer": "badge", "animation": { "type": "basic", "keyPath": "transform.rotation.z",
                "to": 1, "duration": 1 } } ],
              "sample": { "keyPaths": ["badge.transform"], "every": 0.5 } }
            """)
        let plot = try #require(elements.firstIndex { $0.name == "g" && $0.hasClass("plot") })
        let legend = elements.filter { $0.name == "text" && $0.hasClass("legend") && $0.parent == plot }
        #expect(legend.count == 16)
        #expect(legend.allSatisfy { ($0.number("x") ?? .infinity) + 6.5 * Double($0.text.count) <= 960 })
        let rows = Set(legend.compactMap { $0.number("y") }).sorted()
        #expect(rows.count >= 2)
        let (top, _) = try Self.plotFrame(0, in: elements)
        #expect(top > (rows.last ?? .infinity))
    }
}

import CadenceJitter
import Foundation
import Testing
@testable import CadenceCommandLine

@Suite struct JitterSVGTests {
    private func panel(_ id: String, in elements: [SVGElements.Element]) -> [SVGElements.Element] {
        guard let root = elements.firstIndex(where: { $0.attributes["id"] == id }) else { return [] }
        return elements.indices.filter { index in
            var parent = elements[index].parent
            while let current = parent {
                if current == root { return true }
                parent = elements[current].parent
            }
            return false
        }.map { elements[$0] }
    }

    private func checkFinite(_ elements: [SVGElements.Element]) {
        for element in elements {
            for (name, value) in element.attributes {
                let lowered = value.lowercased()
                #expect(!lowered.contains("nan") && !lowered.contains("inf"), "\(element.name) \(name)=\(value)")
            }
        }
    }

    @Test func fourPanelsInAWellFormedDocument() throws {
        let report = try JitterSamples.report()
        let elements = try SVGElements.parse(JitterSVG(report).text)
        #expect(elements.first?.name == "svg")
        #expect(elements.first?.attributes["xmlns"] == "http://www.w3.org/2000/svg")
        let groups = elements.filter { $0.name == "g" && $0.hasClass("panel") }
        #expect(groups.map { $0.attributes["id"] ?? "" } == ["lateness", "percentiles", "value-error", "frames"])
        checkFinite(elements)
        #expect(!elements.contains { $0.name == "script" || $0.attributes.keys.contains { $0.contains("href") } })
    }

    @Test func linesPerStrategy() throws {
        let report = try JitterSamples.report()
        let elements = try SVGElements.parse(JitterSVG(report).text)
        let strategies = report.results.count
        // Lateness lines are paths, which can leave gaps.
        #expect(panel("lateness", in: elements).count { $0.name == "path" && $0.hasClass("line") && !$0.hasClass("overlap") } == strategies)
        // Raw and corrected per strategy.
        #expect(panel("percentiles", in: elements).count { $0.name == "polyline" } == 2 * strategies)
        #expect(panel("percentiles", in: elements).count { $0.name == "polyline" && $0.hasClass("raw") } == strategies)
        let showing = report.results.count { $0.median.valueError != nil }
        #expect(panel("value-error", in: elements).count { $0.name == "polyline" } == showing)
        let stalls = report.results.map { $0.median.record.blocks.count }.reduce(0, +)
        #expect(stalls > 0)
        #expect(panel("lateness", in: elements).count { $0.name == "rect" && $0.hasClass("stall") } == stalls)
    }

    @Test func oneCellPerVsync() throws {
        let report = try JitterSamples.report()
        let elements = try SVGElements.parse(JitterSVG(report).text)
        let cells = panel("frames", in: elements).filter { $0.name == "rect" && !$0.hasClass("frame") }
        #expect(cells.count == report.results.map { $0.median.timeline.entries.count }.reduce(0, +))
        #expect(cells.allSatisfy { $0.hasClass("on-time") || $0.hasClass("late") || $0.hasClass("dropped") })
        let labels = panel("frames", in: elements).filter { $0.hasClass("lane-label") }.map(\.text)
        #expect(labels == JitterStrategy.allCases.map(\.rawValue))
    }

    @Test func emptyDataDrawsEmptyPanels() throws {
        let elements = try SVGElements.parse(JitterSVG(try JitterSamples.empty()).text)
        #expect(elements.filter { $0.name == "g" && $0.hasClass("panel") }.count == 4)
        #expect(!elements.contains { $0.name == "polyline" || $0.name == "circle" })
        #expect(!elements.contains { $0.name == "path" && $0.hasClass("line") })
        checkFinite(elements)
    }

    @Test func textIsEscapedAndStable() throws {
        var report = try JitterSamples.empty()
        report.configuration.loads = []
        let text = JitterSVG(report).text
        #expect(text == JitterSVG(report).text)
        #expect(text.contains("loads none"))
        _ = try SVGElements.parse(text)
    }

    /// On the virtual clock some strategies run the same callbacks and show
    /// the same values, so their lines have the same points. Each such line
    /// is drawn again in dashes: where several are drawn over one stretch,
    /// each in its own colour and its own dash pattern; and the panel's note
    /// names them together.
    @Test func coincidingStrategiesAreDashedInTurnAndNamed() throws {
        let report = try JitterSamples.report()
        let elements = try SVGElements.parse(JitterSVG(report).text)
        var checked = 0
        for id in ["lateness", "value-error"] {
            let inPanel = Set(panelIndices(id, in: elements))
            let lines = inPanel.sorted().filter { index in
                elements[index].name == "polyline" || (elements[index].name == "path" && !elements[index].hasClass("overlap"))
            }
            let same = Dictionary(grouping: lines) { elements[$0].attributes["points"] ?? elements[$0].attributes["d"] ?? "" }
                .values.filter { $0.count > 1 }
            let overlays = inPanel.sorted().map { elements[$0] }.filter { $0.hasClass("overlap") }
            let stretches = Dictionary(grouping: overlays) { $0.attributes["d"] ?? "" }.values
            for stretch in stretches {
                #expect(Set(stretch.compactMap { $0.attributes["stroke"] }).count == stretch.count)
                #expect(Set(stretch.compactMap { $0.attributes["stroke-dasharray"] }).count == stretch.count)
            }
            let note = inPanel.map { elements[$0] }.first { $0.hasClass("overlap-note") }?.text ?? ""
            for group in same {
                checked += 1
                let colours = Set(group.compactMap { elements[$0].attributes["stroke"] })
                #expect(colours.count == group.count)
                #expect(stretches.contains { stretch in colours.isSubset(of: Set(stretch.compactMap { $0.attributes["stroke"] })) },
                        "\(id): \(colours) never dashed together")
                let names = group.compactMap { SVGElements.title(of: $0, in: elements) }
                let clauses = note.split(separator: ":").last.map { $0.split(separator: ";").map(String.init) } ?? []
                #expect(clauses.contains { clause in names.allSatisfy { clause.contains($0) } }, "\(id): \(names) in \(note)")
            }
        }
        #expect(checked >= 2)
    }

    private func panelIndices(_ id: String, in elements: [SVGElements.Element]) -> [Int] {
        guard let root = elements.firstIndex(where: { $0.attributes["id"] == id }) else { return [] }
        return elements.indices.filter { index in
            var parent = elements[index].parent
            while let current = parent {
                if current == root { return true }
                parent = elements[current].parent
            }
            return false
        }
    }

    /// The five strategies' legend fits one row of the 960-pixel picture.
    @Test func theLegendIsOneRow() throws {
        let elements = try SVGElements.parse(JitterSVG(try JitterSamples.report()).text)
        let swatches = panel("legend", in: elements).filter { $0.name == "line" }
        #expect(swatches.count == JitterStrategy.allCases.count)
        #expect(Set(swatches.compactMap { $0.number("y1") }).count == 1)
        #expect(swatches.allSatisfy { ($0.number("x2") ?? .infinity) < 944 })
    }

    /// A callback more than two periods after the one before starts a new
    /// piece of the line (a move, not a line, in the path); one alone is a
    /// dot. On the hand-worked 64 Hz scenario the completion-anchored
    /// chain's callbacks are two completions 0.5 s apart: two dots, no
    /// segment. The tick accumulator's frame callbacks break at each of the
    /// four stalls inside its run (from 0.24, 0.48, 0.72 and 0.96 s; the
    /// chain ends at 1.125 s): the callback after a 50 ms stall comes more
    /// than three periods after the one before it. Five pieces.
    @Test func stretchesWithoutCallbacksAreGaps() throws {
        let report = try JitterSamples.handWorked()
        let elements = try SVGElements.parse(JitterSVG(report).text)
        let lateness = panel("lateness", in: elements)
        func line(_ strategy: JitterStrategy) -> String {
            lateness.first { $0.name == "path" && !$0.hasClass("overlap") && $0.hasClass("line")
                && $0.attributes["stroke"] == SVGChart.palette[JitterStrategy.allCases.firstIndex(of: strategy)!] }?
                .attributes["d"] ?? ""
        }
        let completion = line(.cadenceCompletion)
        #expect(completion.count { $0 == "M" } == 2 && !completion.contains("L"))
        #expect(line(.tickAccumulator).count { $0 == "M" } == 5)
        let dots = lateness.filter { $0.name == "circle" }
        let completionColour = SVGChart.palette[JitterStrategy.allCases.firstIndex(of: .cadenceCompletion)!]
        #expect(dots.count { $0.attributes["fill"] == completionColour } == 2)
    }

    /// A noisy median run is named in the legend and in a line under it.
    @Test func aNoisyRunIsFlagged() throws {
        let control = try JitterSamples.control(lateness: 50_000_000, wakeUps: 63, missed: 8)
        let report = try JitterSamples.handWorked(controls: [.tickAccumulator: control])
        let elements = try SVGElements.parse(JitterSVG(report).text)
        let legend = panel("legend", in: elements)
        #expect(legend.contains { $0.text == "tick-accumulator (noisy)" })
        #expect(legend.contains { $0.hasClass("noisy") && $0.text.hasPrefix("noisy: the control's p99 lateness exceeded") })
        let quiet = try SVGElements.parse(JitterSVG(try JitterSamples.handWorked()).text)
        #expect(!quiet.contains { $0.hasClass("noisy") || $0.text.contains("(noisy)") })
    }
}

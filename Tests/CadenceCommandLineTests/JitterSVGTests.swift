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
        #expect(panel("lateness", in: elements).count { $0.name == "polyline" } == strategies)
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
        #expect(!elements.contains { $0.name == "polyline" })
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
            let lines = inPanel.sorted().filter { elements[$0].name == "polyline" }
            let same = Dictionary(grouping: lines) { elements[$0].attributes["points"] ?? "" }.values.filter { $0.count > 1 }
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
}

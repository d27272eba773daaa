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
}

import Foundation
import Testing
@testable import CadenceCommandLine

/// Real scenarios played by ``ScenarioRunner``, then written every way.
@Suite struct OutputTests {
    @Test(arguments: [false, true])
    func everyOutputIsTheSameBytesOnEveryRun(extras: Bool) throws {
        let first = try SampleResults.triangle(extras: extras)
        let second = try SampleResults.triangle(extras: extras)
        #expect(ResultDocument(first).data == ResultDocument(second).data)
        #expect(TextReport(first).text == TextReport(second).text)
        #expect(SVGChart(first).data == SVGChart(second).data)
        #expect(ChromeTrace(first).data == ChromeTrace(second).data)
    }

    @Test func everyOutputOfARealRunParses() throws {
        let result = try SampleResults.triangle(extras: true)
        #expect(try JSONSerialization.jsonObject(with: ResultDocument(result).data) is [String: Any])
        #expect(try JSONSerialization.jsonObject(with: ChromeTrace(result).data) is [String: Any])
        let svg = try SVGElements.parse(SVGChart(result).text)
        #expect(svg.filter { $0.name == "rect" && $0.hasClass("bar") && !$0.hasClass("swatch") }.count == 4)
        #expect(svg.filter { $0.name == "polyline" }.count == 3)
        // The stall holds `down`'s completion back from 2 to 2.1.
        let report = TextReport(result).text
        #expect(report.contains("stall                    ##\n"))
        #expect(report.hasSuffix("4 operations: 4 completed, 0 cancelled, 0 failed\n"))
    }

    @Test func everyOutputEndsWithOneNewline() {
        let result = SampleResults.demo
        for text in [ResultDocument(result).text, TextReport(result).text, SVGChart(result).text, ChromeTrace(result).text] {
            #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"))
        }
    }
}

import CadenceCommandLine
import Foundation
import Testing

/// `Docs/ScenarioFormat.md` is the format's reference: every whole scenario it
/// shows is one the reader accepts.
@Suite struct ScenarioFormatGuideTests {
    static let guide = BuiltInScenarioTests.folder.deletingLastPathComponent().appendingPathComponent("ScenarioFormat.md")

    @Test func everyWholeScenarioItShowsIsValid() throws {
        let text = try String(contentsOf: Self.guide, encoding: .utf8)
        let blocks = text.components(separatedBy: "```json\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
        let scenarios = blocks.filter { $0.contains(#""format": "cadence-scenario/1""#) }
        #expect(scenarios.count >= 3)
        for scenario in scenarios {
            #expect(throws: Never.self, "\(scenario.prefix(120))") {
                _ = try ScenarioReader.read(Data(scenario.utf8), name: "guide")
            }
        }
    }
}

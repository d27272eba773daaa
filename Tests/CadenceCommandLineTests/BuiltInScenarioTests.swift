import CadenceCommandLine
import Foundation
import Testing

/// The demos compiled into `cadence` are the example scenarios of
/// `../shared/scenarios/`, byte for byte (when that folder is beside the
/// repository, as in CI), plus `tour`; each one is valid.
@Suite struct BuiltInScenarioTests {
    static let shared = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/scenarios")

    @Test func copiesMatchTheSharedFiles() throws {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: Self.shared.path)) ?? []
        let scenarios = files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
        try #require(!scenarios.isEmpty, "no ../shared/scenarios beside the repository at \(Self.shared.path)")
        #expect(Set(BuiltInScenarioList.names) == Set(scenarios + ["tour"]))
        for name in scenarios {
            let file = try String(contentsOf: Self.shared.appendingPathComponent("\(name).json"), encoding: .utf8)
            #expect(BuiltInScenarioList.json(name) == file.trimmingCharacters(in: .newlines), "\(name) differs")
        }
    }

    @Test func tourComesFirstAndEveryDemoIsValid() throws {
        #expect(BuiltInScenarioList.names.first == "tour")
        for name in BuiltInScenarioList.names {
            _ = try ScenarioReader.read(Data(try #require(BuiltInScenarioList.json(name)).utf8), name: name)
        }
    }
}

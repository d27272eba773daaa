import CadenceCommandLine
import Foundation
import Testing

/// The demos compiled into `cadence` are the example scenarios of
/// `Docs/Scenarios/`, byte for byte (`Docs/Scenarios/embed` writes them), and
/// each one is valid.
@Suite struct BuiltInScenarioTests {
    /// `Docs/Scenarios/` in this checkout.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Docs/Scenarios")

    /// The example scenarios' names, from the files in `Docs/Scenarios/`.
    static func fileNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    @Test func demosAreTheScenarioFilesByteForByte() throws {
        let names = try Self.fileNames()
        #expect(names.count == 11)
        #expect(BuiltInScenarioList.names.sorted() == names)
        for name in names {
            let file = try Data(contentsOf: Self.folder.appendingPathComponent("\(name).json"))
            let embedded = try #require(BuiltInScenarioList.json(name), "no demo \(name)")
            // The raw string in the source drops the file's final newline.
            #expect(Data((embedded + "\n").utf8) == file, "\(name) differs: run Docs/Scenarios/embed")
        }
    }

    /// Each file is described in one line in the folder's README.
    @Test func everyScenarioIsListedInTheFoldersReadme() throws {
        let readme = try String(contentsOf: Self.folder.appendingPathComponent("README.md"), encoding: .utf8)
        for name in try Self.fileNames() {
            #expect(readme.contains("[`\(name).json`](\(name).json)"), "\(name) is not listed")
        }
    }

    /// The scenario Docs/CommandLine.md writes from scratch is the one shipped.
    @Test func theGuidesCardIsTheShippedFile() throws {
        let guide = try String(contentsOf: Self.folder.deletingLastPathComponent().appendingPathComponent("CommandLine.md"), encoding: .utf8)
        let block = guide.components(separatedBy: "```json\n").dropFirst().first?.components(separatedBy: "```").first
        let file = try String(contentsOf: Self.folder.appendingPathComponent("card.json"), encoding: .utf8)
        #expect(block == file)
    }

    @Test func tourComesFirstAndEveryDemoIsValid() throws {
        #expect(BuiltInScenarioList.names.first == "tour")
        for name in BuiltInScenarioList.names {
            _ = try ScenarioReader.read(Data(try #require(BuiltInScenarioList.json(name)).utf8), name: name)
        }
    }
}

import CadenceCommandLine
import CadenceTesting
import Foundation
import Testing

/// `--html` writes the player of the run: one self-contained page, the same
/// page `TestFixture.writeHTML(to:)` writes (the command plays scenarios on
/// the fixture).
@Suite struct PlayerOutputTests {
    typealias Buffers = CommandTests.Buffers

    /// `cadence demo --html FILE` writes a page holding every layer of the tour,
    /// its operations and its sampled columns, and still prints the report.
    @Test func theDemoWritesThePlayer() throws {
        let buffers = Buffers()
        #expect(CommandTests.run(["demo", "--html", "tour.html"], buffers).0 == 0)
        #expect(buffers.standardOutput.contains("4 operations"))
        let page = String(decoding: try #require(buffers.written("tour.html")), as: UTF8.self)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        for layer in ["card", "badge"] { #expect(page.contains("data-layer=\"\(layer)\""), "\(layer)") }
        for operation in ["slide", "drop", "pop", "spin"] { #expect(page.contains(operation), "\(operation)") }
        #expect(page.contains("card.position.x"))
    }

    /// The page refers to nothing outside itself: no address, no file, no import.
    @Test func thePageStandsAlone() throws {
        let buffers = Buffers(files: ["t.json": CommandTests.triangle])
        #expect(CommandTests.run(["run", "t.json", "--html", "t.html"], buffers).0 == 0)
        let page = String(decoding: try #require(buffers.written("t.html")), as: UTF8.self)
        #expect(!page.contains("http"))
        #expect(!page.contains("src="))
        #expect(!page.contains("@import"))
        #expect(!page.contains("url("))
    }

    /// `--html -` prints the page in place of the report.
    @Test func aDashPrintsThePage() {
        let buffers = Buffers(files: ["t.json": CommandTests.triangle])
        #expect(CommandTests.run(["run", "t.json", "--html", "-"], buffers).0 == 0)
        #expect(buffers.standardOutput.hasPrefix("<!DOCTYPE html>"))
        #expect(buffers.standardOutput.contains("</html>"))
        #expect(buffers.writtenPaths == [])
    }

    /// Ten seconds of the tour (601 frames at 60 Hz, its end at 10 s) stay
    /// under a megabyte: frames hold only what changed.
    @Test func tenSecondsOfTheTourStayUnderAMegabyte() throws {
        let buffers = Buffers()
        #expect(CommandTests.run(["demo", "tour", "--until", "10", "--html", "tour.html"], buffers).0 == 0)
        let page = try #require(buffers.written("tour.html"))
        #expect(page.count < 1_000_000)
        let scenario = try ScenarioReader.read(Data(BuiltInScenarioList.json("tour")!.utf8), name: "tour")
        let recording = try #require(try ScenarioRunner.run(scenario, until: 10, player: true).frameRecording)
        #expect(recording.frames.count == 601)
        #expect(recording.endTime == 10)
    }

    /// Without `--html` the run records no frames.
    @Test func noFramesUnlessAsked() throws {
        let scenario = try ScenarioReader.read(CommandTests.triangle, name: "triangle")
        #expect(try ScenarioRunner.run(scenario).frameRecording == nil)
    }
}

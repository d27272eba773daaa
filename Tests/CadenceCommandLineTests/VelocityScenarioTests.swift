import Cadence
import CadenceCommandLine
import CadenceTesting
import Foundation
import Testing

/// A scenario's `sample.velocities`: how fast each sampled column changes,
/// in the result's samples, in `--json`, and drawn in both pictures.
@Suite struct VelocityScenarioTests {
    /// A linear 1 s move of `box.position.x` from 0 to 100 and a 1 s fade
    /// of `box.opacity` from 1 to 0, side by side.
    static func document(velocities: String?, times: String = "[0, 0.5, 1.5]") -> String {
        let field = velocities.map { #", "velocities": \#($0)"# } ?? ""
        return #"""
        {"format": "cadence-scenario/1", "name": "move", "layers": [{"id": "box", "properties": {"position": [0, 0], "opacity": 1}}],
         "maxConcurrentOperations": 2,
         "operations": [
          {"id": "move", "layer": "box", "animation": {"type": "basic", "keyPath": "position.x", "from": 0, "to": 100, "duration": 1}},
          {"id": "fade", "layer": "box", "animation": {"type": "basic", "keyPath": "opacity", "from": 1, "to": 0, "duration": 1}}],
         "sample": {"keyPaths": ["box.position.x", "box.opacity"], "times": \#(times)\#(field)}}
        """#
    }

    /// A linear move of 100 in 1 s runs at 100/s from its start (read
    /// forward from the instant) to its end, and at 0 after it; the fade of
    /// 1 in 1 s at −1/s, read from `Float` opacities a microsecond apart, so
    /// to within Float's 6e-8 over 2e-6 s: 3 %.
    @Test func theSamplesCarryEachColumnsVelocity() throws {
        let result = try ScenarioRunner.run(ScenarioReader.read(Data(Self.document(velocities: "true").utf8)), picture: false)
        let velocities = result.samples.map { $0.velocities.map { $0[0] } }
        let expected: [[Double]] = [[100, -1], [100, -1], [0, 0]]
        for (read, worked) in zip(velocities, expected) {
            #expect(abs(read[0] - worked[0]) < 1e-6 && abs(read[1] - worked[1]) < 0.03, "\(read) against \(worked)")
        }
        let lines = ResultDocument(result).text.split(separator: "\n").map(String.init)
        let middle = try #require(lines.first { $0.contains(#"{ "t": 0.5,"#) })
        #expect(middle.hasPrefix(#"    { "t": 0.5, "values": { "box.position.x": 50, "box.opacity": 0.5 }, "velocities": { "box.position.x": "#))
        #expect(lines.contains(#"    { "t": 1.5, "values": { "box.position.x": 100, "box.opacity": 0 }, "velocities": { "box.position.x": 0, "box.opacity": 0 } }"#))
    }

    /// Without `velocities` (or with false) nothing is read or reported.
    @Test(arguments: [nil, "false"])
    func velocitiesAreOnlyReadWhenAsked(_ velocities: String?) throws {
        let result = try ScenarioRunner.run(ScenarioReader.read(Data(Self.document(velocities: velocities).utf8)), picture: false)
        #expect(result.samples.allSatisfy { $0.velocities.isEmpty })
        #expect(!ResultDocument(result).text.contains("velocities"))
        #expect(result.series.map(\.name) == ["box.position.x", "box.opacity"])
    }

    @Test func aVelocitiesThatIsNotABooleanIsRefused() {
        do {
            _ = try ScenarioReader.read(Data(Self.document(velocities: #""yes""#).utf8))
        } catch {
            #expect(error.problems == [#"sample.velocities: expected true or false, got "yes""#])
        }
    }

    /// The SVG plots each column's velocity right after its value, and the
    /// player's table lists it right after the value, under the same names;
    /// neither does without `velocities`.
    @Test(arguments: [true, false])
    func bothPicturesDrawTheVelocitiesWhenAsked(_ asked: Bool) throws {
        let document = Self.document(velocities: asked ? "true" : nil, times: "[0.5]")
        let pictures = try PictureAgreementTests.pictures(["run", "move.json"], files: ["move.json": document])
        let titles = pictures.svg.filter { $0.name == "text" && $0.hasClass("plot-title") }.map(\.text)
        let rows = DrawnPage.openingTags(in: pictures.html, element: "tr").compactMap { $0["data-column"] }
        let expected = asked
            ? ["box.position.x", "box.position.x velocity", "box.opacity", "box.opacity velocity"]
            : ["box.position.x", "box.opacity"]
        #expect(titles == expected)
        #expect(rows == expected)
        PictureAgreementTests.check(pictures, "velocities \(asked)")
    }

    /// The velocity plot of the move is flat at 100 while it runs: every
    /// point of its line between 0 and 1 s at one height.
    @Test func theVelocityPlotOfALinearMoveIsFlat() throws {
        let result = try ScenarioRunner.run(ScenarioReader.read(Data(Self.document(velocities: "true", times: "[0.5]").utf8)))
        let velocities = result.pictureSamples.filter { $0.time > 0.01 && $0.time < 0.99 }.map { $0.velocities[0][0] }
        #expect(!velocities.isEmpty)
        #expect(velocities.allSatisfy { abs($0 - 100) < 1e-6 })
    }
}

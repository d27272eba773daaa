import Foundation
import Testing

/// The built `cadence` binary, run as a user runs it, on every scenario in
/// `Docs/Scenarios/`, compared with the expected outputs in `Expected/`;
/// values in those files are checked against the worked examples of
/// `Docs/Scenarios/README.md` by formula (`stage`'s was written by hand from
/// the worked example of `Docs/ScenarioFormat.md`).
@Suite struct EndToEndTests {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let scenarios = BuiltInScenarioTests.folder

    static func expected(_ name: String) throws -> Data {
        try Data(contentsOf: here.appendingPathComponent("Expected/\(name).json"))
    }

    @Test(arguments: ["triangle", "mixed-chain", "clock-hand", "bounce-under-stall", "ripple", "stage"])
    func runMatchesTheExpectedResult(_ name: String) throws {
        let file = Self.scenarios.appendingPathComponent("\(name).json").path
        try #require(FileManager.default.fileExists(atPath: file), "no Docs/Scenarios/\(name).json")
        let output = try BuiltCommand.run(["run", file, "--json"])
        #expect(output.status == 0)
        #expect(output.standardError == "")
        #expect(output.standardOutput == String(decoding: try Self.expected(name), as: UTF8.self), "\(name) differs")
    }

    /// The expected triangle result holds the worked example's table.
    @Test func expectedTriangleIsTheWorkedExample() throws {
        let document = try JSONSerialization.jsonObject(with: Self.expected("triangle")) as? [String: Any]
        let samples = try #require(document?["samples"] as? [[String: Any]])
        let positions = samples.map { ($0["t"] as? Double, ($0["values"] as? [String: Any])?["box.position"] as? [Double]) }
        let table: [(Double, [Double])] = [
            (0, [100, 100]), (0.5, [200, 100]), (1, [300, 100]), (1.5, [300, 200]), (2, [300, 300]),
            (2.5, [200, 200]), (3, [100, 100]),
        ]
        #expect(positions.map(\.0) == table.map(\.0))
        #expect(positions.map(\.1) == table.map(\.1))
        let trace = try #require(document?["trace"] as? [[String: Any]])
        let boundaries = trace.filter { ["start", "finish"].contains($0["event"] as? String) }.map {
            "\($0["event"]!) \($0["operation"]!) @\($0["t"]!)"
        }
        #expect(boundaries == ["start right @0", "finish right @1", "start down @1", "finish down @2", "start back @2", "finish back @3"])
    }

    /// The expected bounce-under-stall result: the live chain ends 70 ms late, the anchored one on time.
    @Test func expectedBounceKeepsItsSchedule() throws {
        let document = try JSONSerialization.jsonObject(with: Self.expected("bounce-under-stall")) as? [String: Any]
        #expect(abs(try #require(document?["endTime"] as? Double) - 3.97) < 1e-9)
        let samples = try #require(document?["samples"] as? [[String: Any]])
        func values(at time: Double) throws -> [Double] {
            let sample = try #require(samples.first { abs(($0["t"] as? Double ?? -1) - time) < 1e-9 })
            let values = try #require(sample["values"] as? [String: Double])
            return [try #require(values["live.position.y"]), try #require(values["anchored.position.y"])]
        }
        for (time, expected) in [(1.0, [12 - 2 * 0.43 / 1.5, 12 - 2 * 0.5 / 1.5]), (2.1, [9.1, 7.0]), (3.8, [4.6, -8.0])] {
            let actual = try values(at: time)
            #expect(zip(actual, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "t = \(time): \(actual)")
        }
    }

    /// `swift run cadence demo`, as the README says, and its failures as a user sees them.
    @Test func demoAndFailures() throws {
        let demo = try BuiltCommand.run(["demo"])
        #expect(demo.status == 0)
        #expect(demo.standardOutput.hasPrefix("tour: ended at "))

        let invalid = try BuiltCommand.run(["check", "-"], input: Data(#"{"format": "cadence-scenario/1", "operations": 3}"#.utf8))
        #expect(invalid.status == 2)
        #expect(invalid.standardError == "operations: expected an array, got 3\n")

        let usage = try BuiltCommand.run(["run", "--frobnicate"])
        #expect(usage.status == 64)
        #expect(usage.standardError.hasPrefix("Error: Unknown option '--frobnicate'\n"))

        let binary = try BuiltCommand.run(["run", "-"], input: Data([0xFF, 0xFE, 0x00]))
        #expect(binary.status == 2)
        #expect(binary.standardError == "(document): not valid JSON: line 1, column 1: not UTF-8 text (byte 0xFF at offset 0)\n")
    }
}

import CadenceCommandLine
import CadenceTesting
import Foundation
import Testing

/// The text report's scale comes from the run, not from its names: a long
/// id is cut to 29 characters and `…` in its row, and times are written in
/// a bounded form (`1e+308`, never 309 digits) wherever a message prints one.
@Suite struct TextReportScaleTests {
    static func run(_ operations: String) throws -> ScenarioResult {
        let json = #"{"format": "cadence-scenario/1", "name": "long", "layers": [{"id": "box"}], "operations": \#(operations)}"#
        return try ScenarioRunner.run(ScenarioReader.read(Data(json.utf8)))
    }

    static func wait(_ id: String, _ seconds: Double = 1) -> String {
        #"{"id": "\#(id)", "animation": {"type": "wait", "duration": \#(seconds)}}"#
    }

    /// A 70-character id that waits 1 s: its row name is its first 29
    /// characters and `…` (30 in all), leaving 72 − 31 = 41 columns, so the
    /// largest resolution that fits 1 s is 20 columns per second (50 would
    /// need 50): `[`, 18 `=`, `]` in columns 0 to 19.
    @Test func aLongIDIsCutAndTheScaleComesFromTheRun() throws {
        let id = String(repeating: "a", count: 70)
        let report = TextReport(try Self.run("[\(Self.wait(id))]"))
        let lines = report.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "long: ended at 1 s; timeline at 20 columns per second")
        #expect(lines[3] == String(repeating: "a", count: 29) + "… [" + String(repeating: "=", count: 18) + "]")
        #expect(lines.allSatisfy { $0.count <= TextReport.width })
    }

    /// Two long ids that begin alike would cut to one row: they stay whole,
    /// and the rows still get at least 40 columns: 70 + 1 + 40 = 111
    /// characters allowed. The run lasts 2 s (one wait after the other), its
    /// axis labelled to 2: at 20 columns per second the axis is 71 + 41 =
    /// 112 characters, too many; at 10, 71 + 21. The second waits in columns
    /// 0 to 9 and runs in 10 to 19.
    @Test func longIDsThatWouldCutAlikeStayWhole() throws {
        let first = String(repeating: "a", count: 69) + "1"
        let second = String(repeating: "a", count: 69) + "2"
        let report = TextReport(try Self.run("[\(Self.wait(first)), \(Self.wait(second))]"))
        let lines = report.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "long: ended at 2 s; timeline at 10 columns per second")
        #expect(lines[3] == first + " [========]")
        #expect(lines[4] == second + " ----------[========]")
    }

    /// The largest time, 1.7976931348623157e308 s, in the message of a run
    /// that can never end and as the table writes it: 23 characters, where
    /// its digits would be 309; past 2^53, every number has an exponent.
    @Test func timesAreWrittenInABoundedForm() {
        let error = ScenarioRunError.cannotEnd(
            time: .greatestFiniteMagnitude, unfinished: [.init(id: "w", isRunning: true, waitingFor: [])])
        #expect(error.description.hasPrefix(
            "the scenario can never end: at t = 1.7976931348623157e+308 nothing more can happen, and 1 operation has not finished"))
        #expect(ValueTable.format(1e300) == "1e+300")
        #expect(ValueTable.format(-0x1p54) == "-1.8014398509481984e+16")
        // Below 2^53, as before: whole numbers without a point, six decimals at most.
        #expect(ValueTable.format(1e15) == "1000000000000000")
        #expect(ValueTable.format(0.1 + 0.2) == "0.3")
    }
}

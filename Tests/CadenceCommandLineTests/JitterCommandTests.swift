import CadenceCommandLine
import CadenceJitter
import Foundation
import Testing

/// `cadence jitter` in process, on the virtual clock so it takes no real time.
@Suite struct JitterCommandTests {
    typealias Buffers = CommandTests.Buffers

    static func run(_ arguments: [String]) -> (Int32, Buffers) {
        CommandTests.run(["jitter"] + arguments)
    }

    @Test func itPrintsOneRowPerStrategyAndWritesTheFilesAskedFor() throws {
        let (status, buffers) = Self.run(["--clock", "virtual", "--quick", "--csv", "j.csv", "--svg", "j.svg"])
        #expect(status == 0, "\(buffers.standardError)")
        let lines = buffers.standardOutput.split(separator: "\n")
        for strategy in JitterStrategy.allCases {
            #expect(lines.contains { $0.hasPrefix(strategy.rawValue + " ") }, "\(strategy)")
        }
        #expect(buffers.standardOutput.contains("clock virtual"))
        let csv = String(decoding: try #require(buffers.written("j.csv")), as: UTF8.self)
        #expect(csv.hasPrefix(JitterCSV.sampleHeader.joined(separator: ",")))
        let svg = String(decoding: try #require(buffers.written("j.svg")), as: UTF8.self)
        #expect(svg.contains("<svg"))
        // The virtual clock takes no real time: no progress lines.
        #expect(buffers.standardError.isEmpty)
    }

    @Test func jsonReplacesTheTableAndCarriesTheOptions() throws {
        let (status, buffers) = Self.run([
            "--clock=virtual", "--duration", "1", "--rate", "50", "--seed", "9", "--runs", "2",
            "--strategies", "tick-accumulator,cadence-schedule", "--load", "periodic:30/200:aligned", "--load", "random:5/2",
            "--json",
        ])
        #expect(status == 0, "\(buffers.standardError)")
        let document = try JSONSerialization.jsonObject(with: Data(buffers.standardOutput.utf8)) as? [String: Any]
        let configuration = try #require(document?["configuration"] as? [String: Any])
        #expect(configuration["seed"] as? Int == 9)
        #expect(configuration["runs"] as? Int == 2)
        #expect(configuration["framesPerSecond"] as? Double == 50)
        #expect(configuration["strategies"] as? [String] == ["tick-accumulator", "cadence-schedule"])
        #expect(configuration["loads"] as? [String] == ["periodic:30/200:aligned", "random:5/2"])
        #expect((document?["results"] as? [Any])?.count == 2)
    }

    @Test func loadNoneRunsWithoutLoad() {
        let (status, buffers) = Self.run(["--clock", "virtual", "--quick", "--load", "none", "--strategies", "tick-accumulator"])
        #expect(status == 0)
        // No load: nothing dropped, so the verdict is good.
        #expect(buffers.standardOutput.contains("\ntick-accumulator: good — "), "\(buffers.standardOutput)")
    }

    /// The table fits 100 columns; `--wide` prints it in one part, the verdict last.
    @Test func theTableFitsAHundredColumnsUnlessWide() throws {
        let (status, buffers) = Self.run(["--clock", "virtual", "--quick"])
        #expect(status == 0)
        let lines = buffers.standardOutput.split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 100 }, "\(lines.filter { $0.count > 100 })")
        #expect(lines.filter { $0.hasPrefix("tick-accumulator ") }.count == 2)

        let (wideStatus, wide) = Self.run(["--clock", "virtual", "--quick", "--wide"])
        #expect(wideStatus == 0)
        let wideLines = wide.standardOutput.split(separator: "\n")
        let header = try #require(wideLines.first { $0.hasPrefix("strategy ") })
        #expect(header.count > 100 && header.hasSuffix("verdict"))
        let rows = wideLines.filter { $0.hasPrefix("tick-accumulator ") }
        #expect(rows.count == 1 && rows[0].hasSuffix("drifts"), "\(rows)")
    }

    /// `-` prints a file in place of the table; two outputs there are refused.
    @Test func aDashPrintsTheFileInPlaceOfTheTable() {
        let (status, buffers) = Self.run(["--clock", "virtual", "--quick", "--csv", "-"])
        #expect(status == 0)
        #expect(buffers.standardOutput.hasPrefix(JitterCSV.sampleHeader.joined(separator: ",")))
        #expect(!buffers.standardOutput.contains("strategy "))
        #expect(buffers.writtenPaths == [])

        for (arguments, message) in [
            (["--csv", "-", "--svg", "-"], "'--csv -' and '--svg -' both write to standard output"),
            (["--json", "--svg=-"], "'--json' and '--svg -' both write to standard output"),
            (["--csv", "j.out", "--svg", "j.out"], "'--csv' and '--svg' both write to 'j.out'"),
        ] {
            let (status, buffers) = Self.run(["--clock", "virtual", "--quick"] + arguments)
            #expect(status == CadenceCommand.usageError, "\(arguments)")
            #expect(buffers.standardError.hasPrefix("Error: \(message); "), "\(arguments): \(buffers.standardError)")
            #expect(buffers.standardOutput.isEmpty && buffers.writtenPaths.isEmpty, "\(arguments)")
        }
    }

    @Test func badOptionsAreUsageErrorsThatNameTheOptionAndTheValue() {
        let cases: [([String], String)] = [
            (["--rate", "0"], "The value '0' is invalid for '--rate <fps>'"),
            (["--duration", "-1"], "'--duration <seconds>'"),
            (["--runs", "many"], "'--runs <n>'"),
            (["--seed", "-3"], "'--seed <n>'"),
            (["--clock", "wall"], "host or virtual"),
            (["--strategies", "tick-acumulator"], "did you mean 'tick-accumulator'?"),
            (["--load", "periodic:300/40"], "stall period"),
            (["--load", "sometimes"], "periodic:MS/MS"),
            (["--rat", "60"], "did you mean '--rate'?"),
            (["extra"], "Unexpected argument 'extra'"),
            (["--rate"], "Missing value for '--rate <fps>'"),
            // Busy threads do nothing on the virtual clock, whatever the order of the options.
            (["--clock", "virtual", "--load", "busy:all"],
             "The value 'busy:all' is invalid for '--load <load>' with '--clock virtual': busy threads compete for processors in real time"),
            (["--load", "periodic:40/300", "--load=busy:2", "--clock=virtual"], "The value 'busy:2' is invalid for '--load <load>' with '--clock virtual'"),
            (["--csv", ""], "The value '' is invalid for '--csv <file>'"),
        ]
        for (arguments, message) in cases {
            let (status, buffers) = Self.run(arguments)
            #expect(status == CadenceCommand.usageError, "\(arguments)")
            #expect(buffers.standardError.contains(message), "\(arguments): \(buffers.standardError)")
            #expect(buffers.standardError.contains("cadence jitter --help"), "\(arguments)")
            #expect(buffers.standardOutput.isEmpty, "\(arguments)")
        }
    }

    @Test func helpDescribesEveryOption() {
        let (status, buffers) = CommandTests.run(["help", "jitter"])
        #expect(status == 0)
        for option in ["--strategies", "--load", "--rate", "--duration", "--seed", "--runs", "--clock", "--quick", "--wide", "--json", "--csv", "--svg"] {
            #expect(buffers.standardOutput.contains("  \(option)"), "\(option)")
        }
        #expect(CommandTests.run(["--help"]).1.standardOutput.contains("  jitter "))
    }
}

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
        for option in ["--strategies", "--load", "--rate", "--duration", "--seed", "--runs", "--clock", "--quick", "--json", "--csv", "--svg"] {
            #expect(buffers.standardOutput.contains("  \(option)"), "\(option)")
        }
        #expect(CommandTests.run(["--help"]).1.standardOutput.contains("  jitter "))
    }
}

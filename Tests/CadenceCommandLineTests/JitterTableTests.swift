@testable import CadenceJitter
import Testing
@testable import CadenceCommandLine

@Suite struct JitterTableTests {
    @Test func namesEveryStrategyInOneAlignedRow() throws {
        let report = try JitterSamples.report()
        let lines = JitterTable(report).text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let header = try #require(lines.firstIndex { $0.hasPrefix("strategy ") })
        let rows = Array(lines[(header + 2)..<(header + 2 + JitterStrategy.allCases.count)])
        #expect(rows.map { String($0.prefix { $0 != " " }) } == JitterStrategy.allCases.map(\.rawValue))
        // Every cell ends in the same column as its heading, or starts there for the verdict.
        let verdictColumn = lines[header].range(of: "verdict")!.lowerBound.utf16Offset(in: lines[header])
        for row in rows {
            #expect(Array(row)[verdictColumn - 1] == " ")
            #expect(Array(row)[verdictColumn] != " ")
        }
        #expect(lines[header + 1].allSatisfy { $0 == "-" })
    }

    @Test func dashesForFiguresThatDoNotApply() throws {
        let report = try JitterSamples.report()
        let text = JitterTable(report).text
        let rawRow = try #require(text.split(separator: "\n").first { $0.hasPrefix(JitterStrategy.rawTimer.rawValue + " ") })
        // A raw timer has no drift and no value; a virtual run has no control: three dashes.
        #expect(rawRow.count { $0 == "—" } == 3)
        let scheduleRow = try #require(text.split(separator: "\n").first { $0.hasPrefix(JitterStrategy.cadenceSchedule.rawValue + " ") })
        #expect(scheduleRow.count { $0 == "—" } == 1)
    }

    @Test func configurationLegendAndVerdicts() throws {
        let report = try JitterSamples.report()
        let text = JitterTable(report).text
        #expect(text.hasPrefix("clock virtual; 60 fps"))
        #expect(text.contains("loads periodic:50/300:aligned"))
        #expect(text.contains("workload 2 steps over 0.75 s (0.5, 0.25 s)"))
        for column in JitterTable.columns {
            #expect(text.contains("\n" + column.heading + " "))
        }
        for result in report.results {
            let verdict = JitterVerdict(result.median)
            #expect(text.contains("\n\(result.strategy.rawValue): \(verdict) — "))
            #expect(["good", "warning", "critical"].contains(verdict.band.rawValue))
        }
        #expect(!text.contains("median of"))
        #expect(text.hasSuffix("\n"))
    }

    @Test func severalRunsSayWhichRowIsShown() throws {
        let report = try JitterSamples.report(runs: 3)
        let text = JitterTable(report).text
        #expect(text.contains("each row is the median of 3 runs"))
        #expect(text.contains("median of 3 runs; worst run p99 "))
    }

    @Test func verdictDriftsPastOnePeriod() throws {
        let configuration = try JitterSamples.configuration()
        var record = RunRecord(strategy: .cadenceCompletion, period: configuration.period, workload: configuration.workload)
        for (index, end) in configuration.workload.idealEnds.enumerated() {
            record.steps.append(.init(index: index, idealEnd: end, scheduledEnd: end + 2 * configuration.period, time: end))
        }
        let verdict = JitterVerdict(RunMeasurement(record))
        #expect(verdict.drifts)
        #expect(verdict.description == "good, drifts")
    }

    @Test func emptyRunsPrintDashes() throws {
        let text = JitterTable(try JitterSamples.empty()).text
        for strategy in JitterStrategy.allCases {
            #expect(text.contains("\n" + strategy.rawValue + " "))
        }
        #expect(text.contains("—"))
    }
}

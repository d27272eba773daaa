@testable import CadenceJitter
import Foundation
import Testing
@testable import CadenceCommandLine

@Suite struct JitterTableTests {
    /// The wide layout: every column in one table, the verdict last.
    @Test func wideNamesEveryStrategyInOneAlignedRow() throws {
        let report = try JitterSamples.report()
        let lines = JitterTable(report, layout: .wide).text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
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
        #expect(lines[header].count > JitterTable.narrowWidth)
    }

    /// A table's cells by heading, per strategy: cells are two or more blanks apart.
    static func cells(_ lines: [String], header: Int) -> [String: [String: String]] {
        func split(_ line: String) -> [String] {
            line.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        let headings = split(lines[header])
        var table: [String: [String: String]] = [:]
        for line in lines[(header + 2)...].prefix(while: { !$0.isEmpty && !$0.hasPrefix("each row") }) {
            let cells = split(line)
            table[cells[0]] = Dictionary(uniqueKeysWithValues: zip(headings, cells))
        }
        return table
    }

    /// The narrow layout, the default: two parts within 100 columns, which
    /// between them show every figure of the wide table (its verdict in the
    /// verdict lines).
    @Test(arguments: [1, 3])
    func narrowFitsAHundredColumnsAndKeepsEveryFigure(_ runs: Int) throws {
        let report = try JitterSamples.report(runs: runs)
        let narrow = JitterTable(report).text
        #expect(narrow == JitterTable(report, layout: .narrow).text)
        let lines = narrow.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(JitterTable.narrowWidth == 100)
        #expect(lines.allSatisfy { $0.count <= 100 }, "\(lines.filter { $0.count > 100 })")

        let wideLines = JitterTable(report, layout: .wide).text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let wide = Self.cells(wideLines, header: try #require(wideLines.firstIndex { $0.hasPrefix("strategy ") }))
        var shown: [String] = []
        for part in JitterTable.parts {
            let title = try #require(lines.firstIndex(of: part.title), "\(part.title)")
            #expect(lines[title + 1].hasPrefix("strategy "))
            #expect(lines[title + 2].allSatisfy { $0 == "-" })
            let cells = Self.cells(lines, header: title + 1)
            #expect(Set(cells.keys) == Set(JitterStrategy.allCases.map(\.rawValue)))
            for (strategy, row) in cells {
                #expect(Array(row.keys).sorted() == part.headings.sorted())
                for (heading, cell) in row {
                    #expect(wide[strategy]?[heading] == cell, "\(strategy) \(heading)")
                }
            }
            shown += part.headings.dropFirst()
        }
        #expect(shown.sorted() == JitterTable.columns.map(\.heading).filter { !["strategy", "verdict"].contains($0) }.sorted())
        for result in report.results {
            #expect(narrow.contains("\n\(result.strategy.rawValue): \(JitterVerdict(result.median)) — "))
        }
    }

    /// Long lines of the narrow layout wrap at blanks, their later lines
    /// indented: under the meaning in the legend, by four elsewhere.
    @Test func narrowWrapsLongLines() throws {
        let text = JitterTable(try JitterSamples.report(runs: 3)).text
        #expect(text.contains(
            "\ndrift ms    end-of-chain drift from the ideal timeline, in ms (— without a chain, or if it never\n            ended)\n"))
        let wide = JitterTable(try JitterSamples.report(runs: 3), layout: .wide).text
        #expect(wide.contains("in ms (— without a chain, or if it never ended)\n"))
        // The verdict lines with the worst run are too long for one line.
        let lines = text.split(separator: "\n")
        let verdict = try #require(lines.firstIndex { $0.hasPrefix("tick-accumulator: ") })
        #expect(lines[verdict + 1].hasPrefix("    ") && lines[verdict + 1].dropFirst(4).first != " ")
    }

    @Test func dashesForFiguresThatDoNotApply() throws {
        let report = try JitterSamples.report()
        for layout in [JitterTable.Layout.narrow, .wide] {
            let rows = JitterTable(report, layout: layout).text.split(separator: "\n")
            func dashes(_ strategy: JitterStrategy) -> Int {
                rows.filter { $0.hasPrefix(strategy.rawValue + " ") }.map { $0.count { $0 == "—" } }.reduce(0, +)
            }
            // A raw timer has no drift and no value; a virtual run has no control: three dashes.
            #expect(dashes(.rawTimer) == 3, "\(layout)")
            #expect(dashes(.cadenceSchedule) == 1, "\(layout)")
        }
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
        #expect(text.replacingOccurrences(of: "\n    ", with: " ").contains("median of 3 runs; worst run p99 "))
        #expect(JitterTable(report, layout: .wide).text.contains("median of 3 runs; worst run p99 "))
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

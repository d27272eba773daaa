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
        // The verdict lines say what the wide table's last column says.
        for strategy in JitterStrategy.allCases {
            let verdict = try #require(wide[strategy.rawValue]?["verdict"])
            #expect(narrow.contains("\n\(strategy.rawValue): \(verdict) — "), "\(strategy)")
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
            // A raw timer has no drift and no value; a virtual run has no
            // control and so no excess over it: four dashes.
            #expect(dashes(.rawTimer) == 4, "\(layout)")
            #expect(dashes(.cadenceSchedule) == 2, "\(layout)")
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
        // One verdict line per strategy, in the configuration's order.
        let verdictLines = text.split(separator: "\n").filter { line in
            JitterStrategy.allCases.contains { line.hasPrefix($0.rawValue + ": ") }
        }
        #expect(verdictLines.map { String($0.prefix { $0 != ":" }) } == report.configuration.strategies.map(\.rawValue))
        #expect(!text.contains("median of"))
        #expect(text.hasSuffix("\n"))
    }

    /// The hand-worked 64 Hz scenario of VirtualJitterScenarioTests (two steps
    /// of 0.5 s, a 50 ms stall every 240 ms, aligned), on the virtual clock:
    /// the tick accumulator's row of the wide table holds the figures worked
    /// out there, written as the legend says (µs and ms to three significant
    /// digits, printf's rounding of the exact value).
    ///
    /// - callbacks: 64, of which 60 on time and 4 late by 40, 45.625, 35.625
    ///   and 41.25 ms; corrected, each late one adds itself less a period
    ///   (15.625 ms): 68 values, 60 of them 0. The 50th percentile is the
    ///   34th value, 0; the 99th and 99.9th are the ⌈67.32⌉th and ⌈67.93⌉th,
    ///   the 68th and largest, 45.625 ms, as is the max: 45,625 µs, written
    ///   4.56e4 (4.5625 is a tie, rounded to even) = `45600`;
    /// - missed ⌊40/15.625⌋ + ⌊45.625/15.625⌋ + ⌊35.625/15.625⌋ + ⌊41.25/15.625⌋ = 8; early 0;
    /// - frames: 8 of 71 vsyncs dropped, 4 janky, none frozen; hitch
    ///   8000/71 = 112.68 ms/s = `113`; worst second 8;
    /// - drift: the chain ends at vsync 72 instead of 64, 8 periods = 125 ms;
    /// - value error 28.125 = `28.1`; no control on a virtual clock, and so
    ///   no excess over it: `—`;
    /// - verdict: 112.68 ≥ 10 is critical; |125 ms| > one period: drifts.
    ///
    /// The verdicts of the chains anchored on the layer tree: no frame dropped
    /// (hitch 0, good); drift 30 ms > 15.625 ms for the completion-anchored
    /// and nested ones (drifts), 0 for the schedule-anchored one.
    @Test func aVirtualRowHoldsTheHandWorkedFigures() throws {
        let report = try JitterSamples.handWorked()
        let lines = JitterTable(report, layout: .wide).text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let table = Self.cells(lines, header: try #require(lines.firstIndex { $0.hasPrefix("strategy ") }))
        let row = try #require(table["tick-accumulator"])
        let expected: [String: String] = [
            "strategy": "tick-accumulator", "p50 µs": "0", "p99 µs": "45600", "p99.9 µs": "45600", "max µs": "45600",
            "missed": "8", "early": "0", "dropped": "8", "janky": "4", "frozen": "0", "hitch ms/s": "113",
            "worst 1 s": "8", "drift ms": "125", "value err": "28.1", "ctl p99 µs": "—", "excess µs": "—",
            "verdict": "critical, drifts",
        ]
        #expect(row == expected)
        #expect(table["cadence-completion"]?["verdict"] == "good, drifts")
        #expect(table["cadence-schedule"]?["verdict"] == "good")
        #expect(table["nested-completion"]?["verdict"] == "good, drifts")
        #expect(table["cadence-schedule"]?["drift ms"] == "0")
        #expect(table["cadence-completion"]?["drift ms"] == "30.0")
        // The verdict line, unwrapped in the wide layout.
        let text = JitterTable(report, layout: .wide).text
        #expect(text.contains("\ntick-accumulator: critical, drifts — 113 ms/s of hitches, p99 lateness 45600 µs, end-of-chain drift 125 ms\n"))
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

/// Strategies judged against the control measured beside them, from injected
/// controls on the hand-worked 64 Hz scenario (period 15.625 ms): the tick
/// accumulator drops 8 of 71 vsyncs (112.68 ms/s), has a corrected p99 of
/// 45.625 ms and ends 125 ms late; the completion-anchored chain drops none
/// and ends 30 ms late.
@Suite struct JitterControlVerdictTests {
    /// A machine that stalled the control as badly: every wake-up 50 ms late,
    /// 8 of 71 grid instants missed (112.68 ms/s, 125 ms lost).
    static func noisy() throws -> BareTicker.Result { try JitterSamples.control(lateness: 50_000_000, wakeUps: 63, missed: 8) }
    /// A quiet machine: every wake-up 100 µs late, none missed.
    static func quiet() throws -> BareTicker.Result { try JitterSamples.control(lateness: 100_000, wakeUps: 71, missed: 0) }

    /// Beside a noisy control, the tick accumulator's hitches and drift are
    /// no more than the machine's: 112.68 − 112.68 = 0 ms/s is good, and
    /// 125 ms is not past one period plus the 125 ms lost. Beside a quiet one,
    /// the same run is critical and drifts, as without a control.
    @Test func theVerdictIsOnWhatExceedsTheControl() throws {
        let noisy = try JitterSamples.handWorked(controls: [.tickAccumulator: Self.noisy()])
        let judged = JitterVerdict(try #require(noisy.result(for: .tickAccumulator)).median)
        #expect(judged.band == .good && !judged.drifts && !judged.timedOut && judged.noisy)
        #expect(judged.description == "good, noisy")
        let quiet = try JitterSamples.handWorked(controls: [.tickAccumulator: Self.quiet()])
        #expect(JitterVerdict(try #require(quiet.result(for: .tickAccumulator)).median).description == "critical, drifts")
        // 45,625 − 100 = 45,525 µs over the control, to three significant digits.
        let row = JitterTable.row(try #require(quiet.result(for: .tickAccumulator)).median)
        #expect(row[JitterTable.columns.firstIndex { $0.heading == "excess µs" }!] == "45500")
        let alone = try JitterSamples.handWorked()
        #expect(JitterVerdict(try #require(alone.result(for: .tickAccumulator)).median).description == "critical, drifts")
    }

    /// Drift is judged past one period plus the control's lost time: the
    /// completion-anchored chain's 30 ms is past 15.625 ms beside a quiet
    /// control, and within 15.625 + 15.625 ms beside one that missed a single
    /// instant (its p99 of 10 ms is below a period: not noisy).
    @Test func driftIsJudgedPastTheControlsLostTime() throws {
        let quiet = try JitterSamples.handWorked(controls: [.cadenceCompletion: Self.quiet()])
        #expect(JitterVerdict(try #require(quiet.result(for: .cadenceCompletion)).median).description == "good, drifts")
        let lostOne = try JitterSamples.control(lateness: 10_000_000, wakeUps: 70, missed: 1)
        let report = try JitterSamples.handWorked(controls: [.cadenceCompletion: lostOne])
        #expect(JitterVerdict(try #require(report.result(for: .cadenceCompletion)).median).description == "good")
    }

    /// The table marks a noisy row, says why under the tables, shows the
    /// excess column, and its verdict lines give the control's figures.
    @Test func theTableFlagsANoisyRun() throws {
        let report = try JitterSamples.handWorked(controls: [.tickAccumulator: Self.noisy()])
        let text = JitterTable(report, layout: .wide).text
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let table = JitterTableTests.cells(lines, header: try #require(lines.firstIndex { $0.hasPrefix("strategy ") }))
        let noisy = try #require(table["tick-accumulator*"])
        #expect(noisy["ctl p99 µs"] == "50000")
        #expect(noisy["excess µs"] == "0")
        #expect(noisy["verdict"] == "good, noisy")
        #expect(table["raw-timer"]?["excess µs"] == "—")
        #expect(text.contains("\n* noisy: the control's p99 lateness exceeded one frame period (15.6 ms) beside tick-accumulator: "))
        #expect(text.contains(
            "\ntick-accumulator: good, noisy — 113 ms/s of hitches (control 113, excess 0), p99 lateness 45600 µs"
                + " (control 50000 µs, excess 0 µs), end-of-chain drift 125 ms (control lost 125 ms)\n"))
        // The narrow layout still fits, the mark and the note included.
        let narrow = JitterTable(report).text.split(separator: "\n")
        #expect(narrow.allSatisfy { $0.count <= JitterTable.narrowWidth })
        #expect(narrow.contains { $0.hasPrefix("tick-accumulator* ") })
        let quiet = JitterTable(try JitterSamples.handWorked()).text
        #expect(!quiet.contains("\n* noisy") && !quiet.contains(", noisy") && !quiet.contains("* "))
    }

    /// A host-clock run of a debug build warns before it starts; a release
    /// build, or the virtual clock (whose figures are exact either way), does not.
    @Test func aDebugBuildWarnsBeforeAHostRun() throws {
        let warning = try #require(JitterCommand.debugBuildWarning(clock: .host, build: .debug))
        #expect(warning.hasPrefix("jitter: warning: this is a debug build") && warning.hasSuffix("\n"))
        #expect(JitterCommand.debugBuildWarning(clock: .host, build: .release) == nil)
        #expect(JitterCommand.debugBuildWarning(clock: .virtual, build: .debug) == nil)
    }
}

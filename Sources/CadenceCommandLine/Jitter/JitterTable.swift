import CadenceJitter
import CadenceTesting
import Foundation

/// A jitter report for people: what `cadence jitter` prints.
///
/// ```
/// clock virtual; 60 fps (period 16.7 ms); loads periodic:50/300:aligned; seed 1; 1 run; workload 2 steps over 0.75 s (0.5, 0.25 s)
///
/// callbacks
/// strategy            p50 µs  p99 µs  p99.9 µs  max µs  ctl p99 µs  excess µs  missed  early
/// ------------------------------------------------------------------------------------------
/// raw-timer                0   50000     50000   50000           —          —       6      0
/// …
///
/// frames and timeline
/// strategy            dropped  janky  frozen  hitch ms/s  worst 1 s  drift ms  value err
/// …
/// ```
///
/// ## Layout
///
/// 1. The environment's `HostEnvironment/lines`, when the report has one
///    (host clock): among them the build, with a warning for a debug build,
///    and the load average; then a blank line.
/// 2. The configuration line: clock, frame rate and period, loads, seed,
///    runs, and the workload's steps and ideal duration.
/// 3. A blank line, then the table: one row per strategy, in the
///    configuration's order, from its median run (`StrategyResult/median`);
///    numbers aligned right, `—` where a figure does not apply (a raw timer
///    has no drift and no value, a virtual run no control).
///    - ``Layout/narrow`` (the default) fits ``narrowWidth`` columns: two
///      parts, each under its title (``parts``) and each starting with the
///      strategy. The verdict is left to the verdict lines (6).
///    - ``Layout/wide`` is one table with every one of ``columns``, about 180
///      characters wide.
/// 4. When the median run of any strategy is noisy (its control's p99
///    lateness exceeds a frame period), its strategy is marked `*` and a line
///    names them; with more than one run, a line saying so.
/// 5. A blank line, then the legend: one line per column.
/// 6. A blank line, then one verdict line per strategy (see ``JitterVerdict``),
///    with the worst run's p99 when there are several runs.
///
/// In the narrow layout a line longer than ``narrowWidth`` (a legend or
/// verdict line, a long configuration) is wrapped at blanks, its later lines
/// indented. The text ends with a newline; the same report gives the same text.
public struct JitterTable: Sendable {
    /// How wide the table is laid out.
    public enum Layout: Sendable {
        /// Two parts within ``JitterTable/narrowWidth`` columns: for a terminal.
        case narrow
        /// One table, every column side by side.
        case wide
    }

    /// The widest line of the narrow layout, table rows aside when a figure is
    /// wider than its heading.
    public static let narrowWidth = 100

    /// The table's columns: a heading and what it means.
    public static let columns: [(heading: String, meaning: String)] = [
        ("strategy", "how the chain is timed (see JitterStrategy)"),
        ("p50 µs", "median callback lateness, corrected for coordinated omission, in µs"),
        ("p99 µs", "99th percentile of corrected callback lateness, in µs"),
        ("p99.9 µs", "99.9th percentile of corrected callback lateness, in µs"),
        ("max µs", "largest callback lateness, in µs"),
        ("missed", "deadlines whose callback had not run by the next frame"),
        ("early", "callbacks that ran before their deadline (must be 0)"),
        ("dropped", "vsyncs at which no new frame appeared"),
        ("janky", "frames on screen for more than two periods"),
        ("frozen", "frames on screen for more than 700 ms"),
        ("hitch ms/s", "hitch time per second of run: good <= 5, warning < 10, critical >= 10"),
        ("worst 1 s", "most dropped frames in any one-second window"),
        ("drift ms", "end-of-chain drift from the ideal timeline, in ms (— without a chain, or if it never ended)"),
        ("value err", "largest error of a shown value against f(t), in the workload's units"),
        ("ctl p99 µs", "p99 corrected lateness of the bare ticker run beside it: the platform's own noise"),
        ("excess µs", "p99 µs less ctl p99 µs (0 when less): what the strategy and its queue add to the noise"),
        ("verdict", "hitch band, plus \"drifts\" when |drift| exceeds one frame period; beside a control, both"
            + " on what exceeds the control's, and \"noisy\" when ctl p99 exceeds one frame period"),
    ]

    /// The narrow layout's parts: a title, and the headings of its columns
    /// (from ``columns``), the strategy first.
    public static let parts: [(title: String, headings: [String])] = [
        ("callbacks", ["strategy", "p50 µs", "p99 µs", "p99.9 µs", "max µs", "ctl p99 µs", "excess µs", "missed", "early"]),
        ("frames and timeline", ["strategy", "dropped", "janky", "frozen", "hitch ms/s", "worst 1 s", "drift ms", "value err"]),
    ]

    /// The table's text, ending with a newline.
    public let text: String

    /// The table of `report`, in `layout`.
    public init(_ report: JitterReport, layout: Layout = .narrow) {
        let narrow = layout == .narrow
        // In the narrow layout, a line too long is wrapped with its later lines indented by `indent`.
        func fit(_ line: String, first: String = "", indent: Int = 4, separator: String = " ") -> [String] {
            guard narrow, first.count + line.count > Self.narrowWidth else { return [first + line] }
            // Broken after a separator, which stays at the end of its line.
            let pieces = line.components(separatedBy: separator)
            let kept = separator.trimmingCharacters(in: .whitespaces)
            return TextWrap.hanging(
                first, pieces.dropLast().map { $0 + kept } + pieces.suffix(1), indent: indent, width: Self.narrowWidth)
        }
        var lines: [String] = []
        if let environment = report.environment {
            lines += environment.lines.flatMap { fit($0) } + [""]
        }
        lines += fit(Self.configurationLine(report.configuration), separator: "; ")
        lines.append("")
        let rows = report.results.map { result in
            var row = Self.row(result.median)
            if result.median.isNoisy { row[0] += Self.noisyMark }
            return row
        }
        if narrow {
            let headings = Self.columns.map(\.heading)
            for (index, part) in Self.parts.enumerated() {
                let picked = part.headings.compactMap { headings.firstIndex(of: $0) }
                if index > 0 { lines.append("") }
                lines.append(part.title)
                lines += TextColumns(
                    header: picked.map { headings[$0] }, rows: rows.map { row in picked.map { row[$0] } }, leftAligned: 1,
                    lastIsText: false
                ).lines
            }
        } else {
            lines += TextColumns(header: Self.columns.map(\.heading), rows: rows, leftAligned: 1).lines
        }
        if let note = Self.noisyNote(report) {
            lines += [""] + fit(note)
        }
        if report.configuration.runs > 1 {
            lines += fit("each row is the median of \(report.configuration.runs) runs, ranked by corrected p99 lateness then hitch ratio")
        }
        lines.append("")
        let headingWidth = Self.columns.map(\.heading.count).max() ?? 0
        for column in Self.columns {
            let heading = column.heading + String(repeating: " ", count: headingWidth - column.heading.count) + "  "
            lines += fit(column.meaning, first: heading, indent: heading.count)
        }
        lines.append("")
        lines += report.results.flatMap { fit(Self.verdictLine($0, runs: report.configuration.runs)) }
        text = lines.joined(separator: "\n") + "\n"
    }

    /// What follows the strategy of a row whose median run is noisy.
    static let noisyMark = "*"

    /// `* noisy: …`, naming the strategies whose median run's control was
    /// late by more than a frame period at its p99; nil when none was.
    static func noisyNote(_ report: JitterReport) -> String? {
        let noisy = report.results.filter(\.median.isNoisy)
        guard !noisy.isEmpty else { return nil }
        let period = JitterFigures.milliseconds(Nanoseconds.of(report.configuration.period))
        return "\(noisyMark) noisy: the control's p99 lateness exceeded one frame period (\(period) ms) beside "
            + noisy.map(\.strategy.rawValue).joined(separator: ", ")
            + ": the machine made frames late by itself, so those verdicts are uncertain; run again on a quieter machine"
    }

    /// `clock host; 60 fps (period 16.7 ms); loads periodic:40/300; seed 1; 3 runs; workload 13 steps over 5.05 s`.
    static func configurationLine(_ configuration: JitterConfiguration) -> String {
        let period = Nanoseconds.of(configuration.period)
        let loads = configuration.loads.isEmpty ? "none" : configuration.loads.map(\.description).joined(separator: ", ")
        let steps = configuration.workload.stepDurations
        var workload = "\(steps.count) step\(steps.count == 1 ? "" : "s") over \(ValueTable.format(configuration.workload.totalDuration)) s"
        if steps.count <= 8 {
            workload += " (" + steps.map { ValueTable.format($0) }.joined(separator: ", ") + " s)"
        }
        return [
            "clock \(configuration.clock.rawValue)",
            "\(ValueTable.format(configuration.framesPerSecond)) fps (period \(JitterFigures.milliseconds(period)) ms)",
            "loads \(loads)",
            "seed \(configuration.seed)",
            "\(configuration.runs) run\(configuration.runs == 1 ? "" : "s")",
            "workload \(workload)",
        ].joined(separator: "; ")
    }

    /// The cells of `run`'s row, one per ``columns`` entry.
    static func row(_ run: RunMeasurement) -> [String] {
        let corrected = run.callbacks.corrected
        let frames = run.frames
        return [
            run.strategy.rawValue,
            JitterFigures.microseconds(corrected.value(atPercentile: 50)),
            JitterFigures.microseconds(corrected.value(atPercentile: 99)),
            JitterFigures.microseconds(corrected.value(atPercentile: 99.9)),
            JitterFigures.microseconds(corrected.max),
            "\(run.callbacks.missedDeadlines)",
            "\(run.callbacks.early)",
            "\(frames.dropped)",
            "\(frames.janky)",
            "\(frames.frozen)",
            JitterFigures.decimal(frames.hitchMillisecondsPerSecond),
            "\(frames.worstSecondDropped)",
            JitterFigures.milliseconds(run.drift?.endOfChain),
            JitterFigures.decimal(run.valueError?.max),
            JitterFigures.microseconds(run.control?.corrected.value(atPercentile: 99)),
            JitterFigures.microseconds(run.comparison?.excessP99),
            JitterVerdict(run).description,
        ]
    }

    /// `cadence-schedule: good — 0 ms/s of hitches, p99 lateness 12.3 µs, end-of-chain drift 0 ms`.
    ///
    /// Beside a control, each figure says what the control's was and what is
    /// left over it, on which the verdict rests: `… — 0 ms/s of hitches
    /// (control 2.40, excess 0), p99 lateness 722000 µs (control 740000 µs,
    /// excess 0 µs), end-of-chain drift 2460 ms (control lost 2500 ms)`.
    static func verdictLine(_ result: StrategyResult, runs: Int) -> String {
        let median = result.median
        let comparison = median.comparison
        var parts = [
            "\(JitterFigures.decimal(median.frames.hitchMillisecondsPerSecond)) ms/s of hitches"
                + (comparison.map { " (control \(JitterFigures.decimal($0.controlHitchMillisecondsPerSecond)), excess \(JitterFigures.decimal($0.excessHitchMillisecondsPerSecond)))" } ?? ""),
            "p99 lateness \(JitterFigures.microseconds(median.callbacks.corrected.value(atPercentile: 99))) µs"
                + (comparison.map { " (control \(JitterFigures.microseconds($0.controlP99)) µs, excess \(JitterFigures.microseconds($0.excessP99)) µs)" } ?? ""),
        ]
        if let drift = median.drift {
            parts.append(drift.endOfChain.map { "end-of-chain drift \(JitterFigures.milliseconds($0)) ms" }
                ?? "chain ended \(drift.stepsEnded) of \(drift.steps) steps")
            if let comparison, drift.endOfChain != nil {
                parts[parts.count - 1] += " (control lost \(JitterFigures.milliseconds(comparison.controlLostTime)) ms)"
            }
        }
        if runs > 1 {
            let worst = result.worst
            let index = result.runs.firstIndex(of: worst).map { " (run \($0 + 1))" } ?? ""
            parts.append("median of \(result.runs.count) runs; worst run p99 \(JitterFigures.microseconds(worst.callbacks.corrected.value(atPercentile: 99))) µs\(index)")
        }
        return "\(result.strategy.rawValue): \(JitterVerdict(median)) — " + parts.joined(separator: ", ")
    }
}

import CadenceJitter
import Foundation

/// A jitter report's raw samples and per-run summary as CSV (RFC 4180): what
/// `cadence jitter --csv` writes, for spreadsheets and plotting scripts.
///
/// Two sections, separated by one empty line, each with its own header row:
///
/// 1. The samples of every run of every strategy, header ``sampleHeader``:
///    `callback` rows (due, time, lateness; status `periodic` or `once`),
///    `frame` rows (one per vsync of the `FrameTimeline`: time is the vsync
///    instant, value the value on screen, expected `f(t)`, status
///    `on-time`, `late` or `dropped`), `step` rows (due is the ideal end, time
///    the strategy's scheduled end, lateness the drift) and `block` rows (a
///    load's stall: due is its start, time its end, lateness its length).
/// 2. One row per run, header ``summaryHeader``: corrected lateness
///    percentiles, missed deadlines, dropped frames, hitch ratio,
///    end-of-chain drift and largest value error.
///
/// Times are whole nanoseconds after the run's origin; `run` counts from 0;
/// a cell that does not apply is empty. Lines end with CRLF, as RFC 4180
/// asks; a cell holding a comma, quote or line break is quoted.
public struct JitterCSV: Sendable {
    /// The samples section's columns.
    public static let sampleHeader = ["strategy", "run", "kind", "index", "due_ns", "time_ns", "lateness_ns", "value", "expected", "status"]
    /// The summary section's columns.
    public static let summaryHeader = [
        "strategy", "run", "p50_ns", "p99_ns", "p999_ns", "max_ns", "missed", "dropped", "hitch_ms_per_s", "drift_ns",
        "max_value_error",
    ]

    /// The text, ending with a line break.
    public let text: String

    /// The CSV of `report`.
    public init(_ report: JitterReport) {
        var rows = [Self.sampleHeader]
        for result in report.results {
            for (index, run) in result.runs.enumerated() {
                rows += Self.sampleRows(run, run: index)
            }
        }
        var summary = [Self.summaryHeader]
        for result in report.results {
            for (index, run) in result.runs.enumerated() {
                summary.append(Self.summaryRow(run, run: index))
            }
        }
        let lines = rows.map(Self.line) + [""] + summary.map(Self.line)
        text = lines.joined(separator: "\r\n") + "\r\n"
    }

    /// The text as UTF-8.
    public var data: Data { Data(text.utf8) }

    /// One record: the cells quoted where needed, joined by commas.
    static func line(_ cells: [String]) -> String {
        cells.map(quoted).joined(separator: ",")
    }

    /// `cell`, or `"cell"` with its quotes doubled when it holds a comma, a quote or a line break.
    static func quoted(_ cell: String) -> String {
        guard cell.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else { return cell }
        return "\"" + cell.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// A number as JSON writes it (`150`, `0.5`), or empty for nil.
    static func number(_ value: Double?) -> String {
        value.map(JSONOutput.numberText) ?? ""
    }
}

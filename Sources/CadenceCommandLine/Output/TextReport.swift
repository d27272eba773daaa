import CadenceTesting

/// A run's result for people: what `cadence run FILE` prints without `--json`.
///
/// ```
/// triangle: ended at 3 s; timeline at 20 columns per second
///
///       0                   1                   2                   3
/// right [==================]
/// down  --------------------[==================]
/// back  ----------------------------------------[==================]
/// [ start  = running  ] done  x cancelled  ! failed  - waiting  # stall
///
/// t    box.position
/// 0    (100, 100)
/// 0.5  (200, 100)
/// 1    (300, 100)
/// 1.5  (300, 200)
/// 2    (300, 300)
/// 2.5  (200, 200)
/// 3    (100, 100)
///
/// 3 operations: 3 completed, 0 cancelled, 0 failed
/// ```
///
/// ## Layout
///
/// 1. A header: the scenario's name, its end time, and the timeline's resolution.
/// 2. A blank line, then CadenceTesting's `Timeline` with its axis (labels in
///    seconds), at the largest resolution of 100, 50, 20, 10, 5, 4, 2, 1, 0.5,
///    0.2, 0.1, 0.05, … columns per second whose lines fit in
///    ``width`` characters (see ``timelineResolution(for:end:width:)``),
///    each row name cut to ``rowNameLimit`` characters (see `cutNames(_:)`), or
///    `(no operations)` when the trace has none. The timeline ends where the
///    run did (``ScenarioResult/endTime``: `until`, or when no work was left),
///    not at the trace's last event: rows still going then run to it and show
///    `>`, a stall is cut off there, and the axis is labelled as far as it.
///    Rows come in order of first appearance; when the run had groups, in
///    file order instead, each group followed by its children, their names
///    indented two spaces per group around them (see `nested(_:)`).
/// 3. The legend: `[ = ] x ! - #` always, then `| start and end in one column`
///    and `> still running at the end` when those marks are drawn; items are
///    separated by two blanks and wrap to a new line past ``width`` characters.
/// 4. A blank line, then the sampled values as a `ValueTable`: `t`, then a
///    column per sampled key path; a compound value is written `(300, 100)`.
///    Or `(no samples)`.
/// 5. A blank line, then `N operations: K completed, C cancelled, F failed`,
///    with `, U unfinished` added when some never finished, counting the
///    file's operations only, then the attempts of retries, if any
///    (`; 3 attempts: 1 completed, 2 failed and retried`); see `RunSummary`.
///
/// Numbers are written as `ValueTable.format` writes them (at most six
/// decimals, no trailing zeros, an exponent past 2^53: `1e+308`). Control characters and other code points
/// that do not print as themselves, which a file's names may hold, are
/// written as JSON escapes (`\u001B`), so no file can forge a line or a
/// colour. The text ends with a newline.
public struct TextReport: Sendable {
    /// The widest a timeline or legend line may be, in characters.
    public static let width = 72

    /// The widest any timeline line is, in characters, whatever the times and
    /// names: a line the resolution cannot bring within ``width`` (a row name
    /// longer than that) is cut here and ends with `…`.
    public static let maximumTimelineWidth = 200

    /// The fewest columns the rows of a timeline get beside their names,
    /// however long the names are.
    public static let minimumColumns = 40

    /// The timeline's resolution, in columns per second.
    public let resolution: Double

    /// The report's text, ending with a newline.
    public let text: String

    /// The report of `result`.
    public init(_ result: ScenarioResult) {
        let end = result.endTime.isFinite ? result.endTime : nil
        let trace = Self.cutNames(Self.printable(Self.nested(result)))
        resolution = Self.timelineResolution(for: trace, end: end)
        let timeline = Timeline(trace, resolution: resolution, end: end)
        var lines = [
            "\(EchoedText.safeLine(result.name)): ended at \(ValueTable.format(result.endTime)) s; timeline at \(Self.describe(resolution))",
            "",
        ]
        lines += timeline.rows.isEmpty
            ? ["(no operations)"]
            : timeline.rendered(withAxis: true).split(separator: "\n", omittingEmptySubsequences: false).map { line in
                line.count <= Self.maximumTimelineWidth ? String(line) : line.prefix(Self.maximumTimelineWidth - 1) + "…"
            }
        lines.append(Self.legend(for: timeline.rows.prefix(trace.operationNames.count)))
        lines.append("")
        lines.append(result.samples.isEmpty || result.columns.isEmpty ? "(no samples)" : Self.table(result).description)
        lines.append("")
        lines.append(RunSummary(result).text)
        text = lines.joined(separator: "\n") + "\n"
    }

    /// The largest of 100, 50, 20, 10, 5, 4, 2, 1 and then 0.5, 0.2, 0.1, …
    /// columns per second at which every line of `trace`'s timeline, axis
    /// included, is at most `width` characters, or, when the row names leave
    /// fewer than ``minimumColumns`` columns beside them, at which the rows
    /// have that many: the scale comes from the run, never from its names.
    /// The steps go on as far as the run's extent needs (10^-300 columns per
    /// second for a run of 10^300 s).
    ///
    /// - Parameters:
    ///   - trace: The run's trace.
    ///   - end: When the run ended, in seconds, as CadenceTesting's `Timeline`
    ///     takes it: the timeline spans 0 to `end` and draws nothing after it.
    ///     `nil`, the default, measures the timeline as far as the trace's
    ///     events reach (stalls included).
    ///   - width: The widest a line may be, in characters.
    public static func timelineResolution(for trace: Trace, end: Double? = nil, width: Int = TextReport.width) -> Double {
        var candidates = [100.0, 50, 20, 10, 5, 4, 2, 1]
        let extent = end ?? trace.events.map { $0.time + max($0.duration ?? 0, 0) }.filter(\.isFinite).max() ?? 0
        // Nine more decades at least, as before; then as many as the extent needs.
        var power = 1.0
        var decades = 0
        while decades < 9 || (extent * candidates[candidates.count - 1] > Double(width) && power < 1e306) {
            power *= 10
            decades += 1
            candidates += [5 / power, 2 / power, 1 / power]
        }
        let names = trace.operationNames + ["stall", "jump", "frames"]
        let nameColumn = names.map(\.count).max() ?? 0
        let allowed = max(width, nameColumn + 1 + minimumColumns)
        for resolution in candidates where extent * resolution <= Double(allowed) + 2 {
            let lines = Timeline(trace, resolution: resolution, end: end).rendered(withAxis: true).split(separator: "\n")
            if lines.allSatisfy({ $0.count <= allowed }) { return resolution }
        }
        return candidates[candidates.count - 1]
    }

    /// `20 columns per second`, `1 column per second`, `1 column = 5 s`.
    private static func describe(_ resolution: Double) -> String {
        if resolution == 1 { return "1 column per second" }
        if resolution > 1 { return "\(ValueTable.format(resolution)) columns per second" }
        return "1 column = \(ValueTable.format(1 / resolution)) s"
    }

    /// The legend, given the operations' rows.
    private static func legend(for rows: ArraySlice<Timeline.Row>) -> String {
        var items = ["[ start", "= running", "] done", "x cancelled", "! failed", "- waiting", "# stall"]
        let operationCells = rows.map(\.cells)
        if operationCells.contains(where: { $0.contains("|") }) { items.append("| start and end in one column") }
        if operationCells.contains(where: { $0.contains(">") }) { items.append("> still running at the end") }
        var lines = [items[0]]
        for item in items.dropFirst() {
            if lines[lines.count - 1].count + 2 + item.count <= width {
                lines[lines.count - 1] += "  " + item
            } else {
                lines.append(item)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `trace` with every code point of its operations' names that does not
    /// print as itself escaped (`EchoedText.safeLine`): names come from the
    /// file, and none may start a line or a colour of its own.
    private static func printable(_ trace: Trace) -> Trace {
        let isPrintable = { (name: String) in name.unicodeScalars.allSatisfy(JSONValue.printsAsItself) }
        guard !trace.events.allSatisfy({ $0.operation.map(isPrintable) ?? true }) else { return trace }
        return Trace(events: trace.events.map { event in
            var event = event
            event.operation = event.operation.map(EchoedText.safeLine)
            return event
        })
    }

    private static func table(_ result: ScenarioResult) -> ValueTable {
        ValueTable(columns: result.columns.map(EchoedText.safeLine), rows: result.samples.map { sample in
            ValueTable.Row(time: sample.time, values: sample.values.map { numbers in
                numbers.count == 1
                    ? ValueTable.format(numbers[0])
                    : "(" + numbers.map { ValueTable.format($0) }.joined(separator: ", ") + ")"
            })
        })
    }
}

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
/// [ start  = running  ] done  - waiting
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
///    indented two spaces per group around them (see `nested(_:)`), and a
///    child waits (`-`) from its group's start, as in the pictures.
/// 3. The legend, naming only the marks drawn, in this order: `[ start`,
///    `= running`, `] done`, `x cancelled`, `! failed`, `- waiting`, `# stall`,
///    `| start and end in one column`, `> still running at the end` (a `>`
///    after a run) and `-> never started by the end` (a `>` after a wait);
///    entries are separated by two blanks and wrap to a new line past ``width``
///    characters. No line when nothing is drawn.
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
        if let legend = Self.legend(for: timeline.rows, operations: trace.operationNames.count) { lines.append(legend) }
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

    /// The legend: the marks the rows draw and no other, in a fixed order;
    /// nil when they draw none. `operations` is how many of `rows` are
    /// operations' (the fault rows follow them).
    private static func legend(for rows: [Timeline.Row], operations: Int) -> String? {
        let operationCells = rows.prefix(operations).map(\.cells)
        func drawn(_ mark: String) -> Bool { operationCells.contains { $0.contains(mark) } }
        let marks: [(shown: Bool, entry: String)] = [
            (drawn("["), "[ start"), (drawn("="), "= running"), (drawn("]"), "] done"), (drawn("x"), "x cancelled"),
            (drawn("!"), "! failed"), (drawn("-"), "- waiting"), (rows.dropFirst(operations).contains { $0.name == "stall" }, "# stall"),
            (drawn("|"), "| start and end in one column"),
            (drawn("=>") || drawn("[>"), "> still running at the end"),
            (drawn("->"), "-> never started by the end"),
        ]
        let entries = marks.filter(\.shown).map(\.entry)
        guard let first = entries.first else { return nil }
        var lines = [first]
        for entry in entries.dropFirst() {
            if lines[lines.count - 1].count + 2 + entry.count <= width {
                lines[lines.count - 1] += "  " + entry
            } else {
                lines.append(entry)
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
        return trace.renamingOperations(EchoedText.safeLine)
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

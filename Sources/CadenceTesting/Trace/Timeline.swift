import Foundation

/// A ``Trace`` drawn as text: one row per operation, virtual time running left
/// to right, in the spirit of a marble diagram.
///
/// A timeline shows at a glance what ran when, and it is simple enough to write
/// by hand, so a test can compare the trace with the picture it expects (see
/// ``Trace/checkTimeline(_:resolution:)``). Two operations added to a queue at
/// 0 s, `down` depending on `right`: `right` runs from 0 s to 1 s while `down`
/// waits, then `down` runs from 1 s to 3 s. At four columns per second:
///
/// ```swift
/// let timeline = Timeline(trace, resolution: 4)
/// print(timeline)
/// // right [==]
/// // down  ----[======]
/// print(timeline.rendered(withAxis: true))
/// //       0   1   2   3
/// // right [==]
/// // down  ----[======]
/// ```
///
/// ## Columns
///
/// Column `k` covers virtual time `[k / resolution, (k + 1) / resolution)`.
///
/// - An **instant** `t` (an enqueue, a start, a jump) falls in column
///   `floor(t × resolution + 1e-9)`; the `1e-9` absorbs floating-point error,
///   so `0.3` at resolution 10 is column 3.
/// - An **interval ending** at `t` (a run, a wait, a stall) ends in column
///   `ceil(t × resolution − 1e-9) − 1`, the column of the instant just before
///   `t`, but never before the column the interval began in.
///
/// So a 1 s operation at resolution 4 fills exactly four columns, `[==]`, and
/// the next operation of a chain starts in the very next column.
///
/// ## Operation rows
///
/// Operations get rows in the order they first appear
/// (``Trace/operationNames``). Only an operation's first event (normally its
/// `enqueue`), its first `start` and its first `finish` are drawn; `ready` and
/// `cancel` events draw nothing of their own.
///
/// | Cell | Where |
/// | ---- | ----- |
/// | blank | before the operation's first event |
/// | `-` | waiting: from the column of its first event to the column before its start |
/// | `[` | the column of its start |
/// | `=` | executing: the columns between `[` and the end mark |
/// | `]` `x` `!` | the column its run ends in: finished `completed`, `cancelled`, `failed` |
/// | `\|` `x` `!` | started and finished in one column: `completed`, `cancelled`, `failed` |
/// | `>` | never finished: the column after the trace's last column |
///
/// - An operation that **finishes without starting** (cancelled while it
///   waited) shows `-` from its first event's column and the one-column mark
///   (`x`, `!` or `|`) in the column its wait ends in.
/// - An operation that **never finishes** runs (`=`), or waits (`-`), up to the
///   trace's last column, then shows `>` in the column after it. The trace's
///   last column is the column an interval ending at the trace's last event (of
///   any kind) ends in, or, for a timeline with an ``end``, at the end; but
///   never before the column of the operation's start (or, if it never
///   started, its first event).
/// - A finish whose result is neither `cancelled` nor `failed` draws as
///   completed.
/// - A **child of a group** (``Trace/groups``) waits from its group's start,
///   not from when it was added: its `-` begins in the column of the later of
///   its first event and its group's first `start`. While its group has not
///   started it shows nothing; a child whose group never started shows only
///   its finish mark, if it has one. ``OperationRows`` reads the same times,
///   so the pictures of a run agree with its timeline.
///
/// ## Fault rows
///
/// After the operations come rows for faults, each only if the trace has such
/// events: `stall` shows `#` over each stall's `[time, time + duration)`,
/// `jump` shows `>` in the column of each jump, and `frames` shows `~` over
/// each run of dropped frames' `[time, time + duration)`. A stall or a run of
/// dropped frames covers at least one column.
///
/// ## An end
///
/// A trace does not know when the run it records ended: work may have gone on
/// after its last event (a run stopped at a given time, with an operation
/// still going), and a stall may reach past it. Given an ``end``, as in
/// ``init(_:resolution:end:)``, the timeline spans the run from 0 to that
/// instant and draws nothing after it:
///
/// - events after the end are left out: an operation that starts after it
///   still waits (`-`) at the end, one that finishes after it is still running
///   (`=`); both show `>` in the column after the column of the instant just
///   before the end; an operation whose first event is after the end has an
///   empty row;
/// - a stall or a run of dropped frames is drawn over `[time, end)` if it
///   lasts past the end (still at least one column), and a fault row whose
///   events all come after the end is not drawn;
/// - the axis labels seconds as far as the column of the end, even when the
///   rows stop before it (the run went on with no events), and no further.
///
/// Without an end, the timeline ends at the trace's last event, as above, and
/// stalls are drawn in full.
///
/// ## Text
///
/// Each row is its name padded with spaces to the longest row name, one space,
/// then its cells, with trailing spaces trimmed. With the axis
/// (``rendered(withAxis:)``) a first line, indented like the cells, labels
/// whole seconds: label `s` starts in the column of the instant `s`, every
/// second, or every 2, 5, 10, 20, 50, … seconds when labels one second apart
/// would touch. Labels go as far as the column after the longest row, or,
/// for a timeline with an ``end``, as far as the column of the end.
///
/// A trace with waiting, one-column, failed, cancelled and unfinished
/// operations and a stall, at resolution 4, ending with a mark at 2 s:
///
/// ```
///       0   1   2
/// load  |
/// fetch --[==!
/// retry   -x
/// spin      [===>
/// stall       ##
/// ```
///
/// `load` runs from 0 s to 0.25 s; `fetch` waits from 0 s, runs from 0.5 s and
/// fails at 1.5 s; `retry` is enqueued at 0.5 s and cancelled at 1 s before it
/// starts; `spin` starts at 1 s and is still running when the trace ends at
/// 2 s; the main loop stalls from 1.5 s for 0.5 s.
public struct Timeline: Hashable, Sendable, CustomStringConvertible {
    /// One row of a timeline: an operation, or a kind of fault.
    public struct Row: Hashable, Sendable {
        /// The operation's name, or `stall`, `jump` or `frames`.
        public let name: String
        /// One character per column from time 0, trailing blanks trimmed.
        public let cells: String
    }

    /// Columns per second of virtual time.
    public let resolution: Double

    /// The instant, in seconds of virtual time, at which the timeline ends: the
    /// end of the run the trace records, as given to ``init(_:resolution:end:)``.
    /// Nothing after it is drawn, and the axis is labelled as far as its column.
    /// `nil` if none was given: the timeline then ends at the trace's last event.
    public let end: Double?

    /// The operations' rows in order of first appearance, then the fault rows.
    public let rows: [Row]

    /// The timeline of `trace` at `resolution` columns per second, ending at
    /// `end` if one is given.
    ///
    /// ```swift
    /// let timeline = Timeline(trace, resolution: 4)
    /// timeline.rows.map(\.name)  // ["right", "down"]
    /// ```
    ///
    /// Give `end` when the run the trace records went on after its last event,
    /// or stopped before a stall was over: a run stopped at 1 s while `right`
    /// (from 0 s to 2 s) was still going, with the main loop stalled from
    /// 0.5 s for 1 s, ends at 1 s:
    ///
    /// ```swift
    /// print(Timeline(trace, resolution: 4, end: 1).rendered(withAxis: true))
    /// //       0   1
    /// // right [===>
    /// // stall   ##
    /// ```
    ///
    /// - Parameters:
    ///   - trace: The events to draw.
    ///   - resolution: Columns per second of virtual time.
    ///   - end: When the run ended, in seconds: the timeline spans 0 to `end`,
    ///     leaves out events after it and cuts stalls off there (the rules
    ///     are under "An end" in ``Timeline``). `nil`, the default, ends the
    ///     timeline at the trace's last event.
    /// - Precondition: `resolution` is finite and positive, and `end`, if
    ///   given, is finite.
    /// - Complexity: O(e + r · c) for e events, r rows and c columns. Columns
    ///   past the millionth are not drawn.
    public init(_ trace: Trace, resolution: Double = 10, end: Double? = nil) {
        precondition(resolution.isFinite && resolution > 0, "a timeline's resolution must be finite and positive")
        precondition(end?.isFinite ?? true, "a timeline's end must be finite")
        self.resolution = resolution
        self.end = end
        let grid = Grid(resolution: resolution, end: end)
        let events = end.map { end in trace.events.filter { $0.time <= end } } ?? trace.events
        let lastInstant = end ?? (events.map(\.time).filter(\.isFinite).max() ?? 0)

        // An operation's times as the pictures read them: a group's child waits from its group's start.
        let times = Dictionary(OperationRows(trace, end: end ?? .infinity).rows.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var rows = trace.operationNames.map { name in
            Row(name: name, cells: times[name].map { grid.operationCells($0, traceEnd: lastInstant) } ?? "")
        }

        func drawn(_ kind: TraceEvent.Kind) -> [TraceEvent] { events.filter { $0.kind == kind } }
        let stalls = drawn(.stall)
        if !stalls.isEmpty { rows.append(Row(name: "stall", cells: grid.intervalCells(stalls, mark: "#"))) }
        let jumps = drawn(.jump)
        if !jumps.isEmpty { rows.append(Row(name: "jump", cells: grid.instantCells(jumps, mark: ">"))) }
        let drops = drawn(.dropFrames)
        if !drops.isEmpty { rows.append(Row(name: "frames", cells: grid.intervalCells(drops, mark: "~"))) }
        self.rows = rows
    }

    /// The rows as text, without the axis: what ``Trace/checkTimeline(_:resolution:)``
    /// compares with.
    public var description: String {
        rendered(withAxis: false)
    }

    /// The rows as text, with a first line labelling whole seconds if `withAxis`
    /// (as far as the column of ``end``, when there is one).
    ///
    /// ```swift
    /// print(Timeline(trace, resolution: 4).rendered(withAxis: true))
    /// //       0   1   2   3
    /// // right [==]
    /// // down  ----[======]
    /// ```
    ///
    /// An empty trace renders as the empty string, with or without the axis.
    ///
    /// - Complexity: O(r · c) for r rows and c columns.
    public func rendered(withAxis: Bool) -> String {
        lines(withAxis: withAxis).joined(separator: "\n")
    }

    /// The lines of ``rendered(withAxis:)``.
    func lines(withAxis: Bool) -> [String] {
        guard !rows.isEmpty else { return [] }
        let width = rows.map(\.name.count).max() ?? 0
        let lines = rows.map { row in
            ExpectedText.trimmingTrailing(row.name.padding(toLength: width, withPad: " ", startingAt: 0) + " " + row.cells)
        }
        guard withAxis else { return lines }
        let columns = end.map { Grid(resolution: resolution, end: $0).column($0) } ?? rows.map(\.cells.count).max() ?? 0
        return [Self.axis(indent: width + 1, columns: columns, resolution: resolution)] + lines
    }

    /// The axis line: `indent` blanks, then labels for whole seconds up to
    /// column `columns`, spaced so that no two touch.
    static func axis(indent: Int, columns: Int, resolution: Double) -> String {
        let grid = Grid(resolution: resolution)
        var magnitude = 1
        // Past 10^15 seconds a step could only ever fit the label 0.
        while magnitude <= 1_000_000_000_000_000 {
            for multiple in [1, 2, 5] {
                if let labels = axisLabels(step: multiple * magnitude, columns: columns, grid: grid) {
                    return String(repeating: " ", count: indent) + labels
                }
            }
            magnitude *= 10
        }
        return String(repeating: " ", count: indent) + "0"
    }

    /// Labels every `step` seconds up to column `columns`, or nil if two would
    /// touch.
    private static func axisLabels(step: Int, columns: Int, grid: Grid) -> String? {
        var text = "0"
        var width = 1
        var second = step
        while true {
            let column = grid.column(Double(second))
            guard column <= columns, column < Grid.maximumColumn else { return text }
            // Each label after the first needs a blank before it.
            guard column > width else { return nil }
            let label = String(second)
            text += String(repeating: " ", count: column - width) + label
            width = column + label.count
            second += step
        }
    }
}

/// Maps virtual time to timeline columns and draws cells.
private struct Grid {
    /// The last column drawn, so that a far-off time cannot make a row huge.
    static let maximumColumn = 1_000_000

    /// Columns per second.
    let resolution: Double

    /// The timeline's end, if it has one: intervals are cut off there.
    var end: Double? = nil

    /// The column holding the instant `time`.
    func column(_ time: Double) -> Int {
        clamp((time * resolution + 1e-9).rounded(.down))
    }

    /// The last column of an interval that ends at `time`: the column holding
    /// the instant just before it.
    func lastColumn(endingAt time: Double) -> Int {
        clamp((time * resolution - 1e-9).rounded(.up) - 1)
    }

    private func clamp(_ column: Double) -> Int {
        guard column.isFinite else { return 0 }
        return Int(min(max(column, -1), Double(Self.maximumColumn)))
    }

    /// An operation's cells, from its row's times.
    func operationCells(_ row: OperationRows.Row, traceEnd: Double) -> String {
        guard let firstTime = row.waitStart ?? row.started ?? row.finished else { return "" }
        let result = row.outcome.name
        let finish = row.finished.map { (time: $0, result: result) }
        var cells = Cells()
        let waitColumn = max(column(firstTime), 0)
        if let start = row.started {
            let startColumn = max(column(start), 0)
            cells.fill(waitColumn, through: startColumn - 1, with: "-")
            cells[startColumn] = "["
            if let finish {
                let endColumn = max(startColumn, lastColumn(endingAt: finish.time))
                if endColumn == startColumn {
                    cells[startColumn] = Self.oneColumnMark(finish.result)
                } else {
                    cells.fill(startColumn + 1, through: endColumn - 1, with: "=")
                    cells[endColumn] = Self.endMark(finish.result)
                }
            } else {
                let endColumn = max(startColumn, lastColumn(endingAt: traceEnd))
                cells.fill(startColumn + 1, through: endColumn, with: "=")
                cells[endColumn + 1] = ">"
            }
        } else {
            let endColumn = max(waitColumn, lastColumn(endingAt: finish?.time ?? traceEnd))
            if let finish {
                cells.fill(waitColumn, through: endColumn - 1, with: "-")
                cells[endColumn] = Self.oneColumnMark(finish.result)
            } else {
                cells.fill(waitColumn, through: endColumn, with: "-")
                cells[endColumn + 1] = ">"
            }
        }
        return cells.text
    }

    /// `mark` over each event's `[time, time + duration)`, at least one column each.
    func intervalCells(_ events: [TraceEvent], mark: Character) -> String {
        var cells = Cells()
        for event in events {
            let first = max(column(event.time), 0)
            let last = max(first, lastColumn(endingAt: min(event.time + max(event.duration ?? 0, 0), end ?? .infinity)))
            cells.fill(first, through: last, with: mark)
        }
        return cells.text
    }

    /// `mark` in the column of each event.
    func instantCells(_ events: [TraceEvent], mark: Character) -> String {
        var cells = Cells()
        for event in events { cells[max(column(event.time), 0)] = mark }
        return cells.text
    }

    /// `]` completed, `x` cancelled, `!` failed.
    private static func endMark(_ result: String?) -> Character {
        switch result {
        case "cancelled": "x"
        case "failed": "!"
        default: "]"
        }
    }

    /// `|` completed, `x` cancelled, `!` failed.
    private static func oneColumnMark(_ result: String?) -> Character {
        switch result {
        case "cancelled": "x"
        case "failed": "!"
        default: "|"
        }
    }
}

/// A row's characters, growing with blanks as columns are set.
private struct Cells {
    private var characters: [Character] = []

    subscript(column: Int) -> Character {
        get { column < characters.count ? characters[column] : " " }
        set {
            guard column >= 0 else { return }
            if column >= characters.count {
                characters.append(contentsOf: repeatElement(" ", count: column - characters.count + 1))
            }
            characters[column] = newValue
        }
    }

    /// Sets columns `first ... last` to `character`; nothing if `last < first`.
    mutating func fill(_ first: Int, through last: Int, with character: Character) {
        guard first <= last else { return }
        for column in first...last { self[column] = character }
    }

    /// The characters with trailing blanks trimmed.
    var text: String {
        ExpectedText.trimmingTrailing(String(characters))
    }
}

extension Trace {
    /// Checks that the trace's ``Timeline`` at `resolution` columns per second
    /// is `expected`.
    ///
    /// Write the expected timeline as a multi-line string literal, indented to
    /// fit the test; the rules for drawing it are in ``Timeline``:
    ///
    /// ```swift
    /// try trace.checkTimeline(
    ///     """
    ///     right [==]
    ///     down  ----[======]
    ///     """, resolution: 4)
    /// ```
    ///
    /// Lines are compared one by one after trimming trailing whitespace from
    /// each, dropping leading and trailing empty lines, and removing the
    /// indentation all non-empty lines share. If the first line is indented
    /// more than the rows it is taken for the axis
    /// (``Timeline/rendered(withAxis:)``) and compared too.
    ///
    /// On a mismatch the error shows both timelines with their axes, names the
    /// row and column (and so the time) of the first difference, and gives the
    /// trace's timeline to paste if it is the right one.
    ///
    /// - Throws: ``FixtureError`` with code ``FixtureError/Code/timelineMismatch``,
    ///   ``FixtureError/Code/invalidArgument`` if `resolution` is not finite
    ///   and positive, or ``FixtureError/Code/eventsDropped`` if the trace
    ///   dropped events (see ``droppedCount``): a row needs an operation's whole
    ///   history.
    /// - Complexity: O(e + r · c) for e events, r rows and c columns.
    public func checkTimeline(_ expected: String, resolution: Double = 10) throws(FixtureError) {
        guard resolution.isFinite, resolution > 0 else {
            throw FixtureError(
                .invalidArgument, "a timeline's resolution must be finite and positive",
                expected: "a resolution in columns per second, such as 10", actual: "\(resolution)",
                hint: "pass how many columns one second of virtual time should take, such as 4 or 10")
        }
        try checkNothingDropped("checkTimeline(_:resolution:)")
        let timeline = Timeline(self, resolution: resolution)
        var wanted = ExpectedText.lines(expected)
        let wantedAxis = wanted.first?.first == " " ? wanted.removeFirst() : nil
        let rows = timeline.lines(withAxis: false)
        let axis = timeline.lines(withAxis: true).first
        guard wanted != rows || (wantedAxis != nil && wantedAxis != axis) else { return }

        let difference: String
        if let firstRow = (0..<max(wanted.count, rows.count)).first(where: {
            $0 >= wanted.count || $0 >= rows.count || wanted[$0] != rows[$0]
        }) {
            difference = Self.timelineDifference(wanted: wanted, timeline: timeline, at: firstRow)
        } else {
            difference = "the first difference is in the axis line, which labels every second "
                + "(or every 2, 5, 10, … seconds) at column seconds × resolution"
        }
        let expectedAxis = wantedAxis ?? Self.axis(for: wanted, resolution: resolution)
        let expectedText = wanted.isEmpty ? "an empty timeline" : ([expectedAxis] + wanted).joined(separator: "\n")
        let actualText = rows.isEmpty ? "an empty timeline" : timeline.rendered(withAxis: true)
        throw FixtureError(
            .timelineMismatch, "timeline does not match (resolution \(TraceFormat.number(resolution)) columns per second)",
            expected: expectedText, actual: actualText,
            hint: "\(difference); if the new timeline is right, paste it as the expected string:\n\(rows.isEmpty ? "\"\"" : timeline.description)")
    }

    /// Where `wanted` and the timeline first differ, given the first row that differs.
    private static func timelineDifference(wanted: [String], timeline: Timeline, at index: Int) -> String {
        guard index < timeline.rows.count else {
            return "the expected timeline has a row `\(name(of: wanted[index]))` after the trace's last row"
        }
        let row = timeline.rows[index]
        guard index < wanted.count else {
            return "the trace's timeline has a row `\(row.name)` after the expected timeline's last row"
        }
        let wantedName = name(of: wanted[index])
        guard wantedName == row.name else {
            return "the first difference is in row \(index + 1): the expected timeline has `\(wantedName)` there, the trace has `\(row.name)`"
        }
        let actualLines = timeline.lines(withAxis: false)
        if let shift = shift(of: wanted[index], against: actualLines[index]) {
            return shiftDescription(shift, row: row.name, wanted: wanted, actual: actualLines)
        }
        let wantedCells = Array(wanted[index].dropFirst(cellsOffset(of: wanted)))
        let cells = Array(row.cells)
        guard let column = (0..<max(wantedCells.count, cells.count)).first(where: { cell(wantedCells, $0) != cell(cells, $0) }) else {
            return "row `\(row.name)` is padded differently: each name is padded with blanks to the longest row name, then one blank"
        }
        let time = TraceFormat.number(Double(column) / timeline.resolution)
        let wantedCell = ExpectedText.describe(cell(wantedCells, column))
        return "the first difference is in row `\(row.name)`, column \(column) (t = \(time) s): "
            + "expected \(wantedCell), found \(ExpectedText.describe(cell(cells, column)))"
    }

    /// How many columns further right `wanted` draws the same row as
    /// `actual` (negative: further left), when the two differ only in the
    /// blanks between the name and the first mark; nil otherwise.
    private static func shift(of wanted: String, against actual: String) -> Int? {
        let name = name(of: wanted)
        guard name == Self.name(of: actual) else { return nil }
        let wantedRest = wanted.dropFirst(name.count)
        let actualRest = actual.dropFirst(name.count)
        let wantedBlanks = wantedRest.prefix { $0 == " " }.count
        let actualBlanks = actualRest.prefix { $0 == " " }.count
        guard wantedBlanks != actualBlanks, wantedRest.dropFirst(wantedBlanks) == actualRest.dropFirst(actualBlanks) else { return nil }
        return wantedBlanks - actualBlanks
    }

    /// The alignment of a row shifted by `shift` columns: of every row when
    /// all of them are shifted alike, with where the cells start in each.
    private static func shiftDescription(_ shift: Int, row: String, wanted: [String], actual: [String]) -> String {
        let columns = "\(abs(shift)) column\(abs(shift) == 1 ? "" : "s")"
        let direction = shift > 0 ? "right" : "left"
        let everyRow = wanted.count == actual.count && zip(wanted, actual).allSatisfy { Self.shift(of: $0, against: $1) == shift }
        let longest = actual.map(name(of:)).max { $0.count < $1.count } ?? row
        let rule = "the trace pads each name with blanks to the longest, `\(longest)` (\(longest.count) characters), "
            + "then one blank: \(longest.count + 1) characters before the cells"
        if everyRow {
            return "every row is shifted \(direction) by \(columns) against the trace's: the expected cells start "
                + "after \(longest.count + 1 + shift) characters of each line; \(rule)"
        }
        return "row `\(row)` is shifted \(direction) by \(columns) against the trace's (its marks match once aligned); \(rule)"
    }

    private static func cell(_ cells: [Character], _ column: Int) -> Character {
        column < cells.count ? cells[column] : " "
    }

    /// A row line's name: its text up to the first blank.
    private static func name(of line: String) -> String {
        String(line.prefix { $0 != " " })
    }

    /// Where the cells start in hand-written rows: after the longest name and one blank.
    private static func cellsOffset(of lines: [String]) -> Int {
        (lines.map { name(of: $0).count }.max() ?? 0) + 1
    }

    /// An axis for hand-written rows, to show them as the trace's are shown.
    private static func axis(for lines: [String], resolution: Double) -> String {
        let offset = cellsOffset(of: lines)
        let columns = lines.map { max($0.count - offset, 0) }.max() ?? 0
        return Timeline.axis(indent: offset, columns: columns, resolution: resolution)
    }
}

import Cadence
import Foundation

/// Values sampled at instants, as a table a test can compare with one written
/// by hand.
///
/// Each column is a property (such as `box.position.x`), each row an instant
/// of virtual time; values are text made by ``format(_:)``, so the table reads
/// the same on every machine:
///
/// ```swift
/// let table = ValueTable(columns: ["box.position.x", "box.opacity"], rows: [
///     .init(time: 0, values: [ValueTable.format(0.0), ValueTable.format(1.0)]),
///     .init(time: 0.5, values: [ValueTable.format(50.0), ValueTable.format(0.5)]),
///     .init(time: 1, values: [ValueTable.format(100.0), ValueTable.format(0.0)]),
/// ])
/// print(table)
/// // t    box.position.x  box.opacity
/// // 0    0               1
/// // 0.5  50              0.5
/// // 1    100             0
/// try table.check(
///     """
///     t    box.position.x  box.opacity
///     0    0               1
///     0.5  50              0.5
///     1    100             0
///     """)
/// ```
public struct ValueTable: Hashable, Sendable, CustomStringConvertible {
    /// The values at one instant.
    public struct Row: Hashable, Sendable {
        /// The virtual time of the sample, in seconds.
        public let time: Double
        /// One formatted value per column.
        public let values: [String]

        /// The values at `time`, one per column, as ``ValueTable/format(_:)`` writes them.
        public init(time: Double, values: [String]) {
            self.time = time
            self.values = values
        }
    }

    /// The column names, such as `box.position.x`.
    public let columns: [String]
    /// The rows, in the order given.
    public let rows: [Row]

    /// A table of `rows` under `columns`.
    ///
    /// A row with fewer values than there are columns leaves the rest blank;
    /// values past the last column are shown without a heading.
    ///
    /// ```swift
    /// let table = ValueTable(columns: ["box.opacity"], rows: [.init(time: 0, values: ["1"])])
    /// ```
    public init(columns: [String], rows: [Row]) {
        self.columns = columns
        self.rows = rows
    }

    /// `value` as the table shows it: the same text for the same value on every
    /// machine.
    ///
    /// | Value | Text |
    /// | ----- | ---- |
    /// | `Double`, `Float`, `CGFloat` | `1`, `0.5`, `0.333333`: at most six decimals, rounded, no trailing zeros, `-0` as `0`; past 2^53, with an exponent (`1e+308`) |
    /// | `CGPoint` | `(x, y)` |
    /// | `CGSize` | `(width, height)` |
    /// | `CGRect` | `(x, y, width, height)` |
    /// | `RGBAColor` | `rgba(red, green, blue, alpha)` |
    /// | `Transform3D` | its sixteen elements row by row, `[m11, m12, …, m44]` |
    /// | anything else | `String(describing:)` |
    ///
    /// Numbers inside the composite values are written like plain numbers, so
    /// floating-point noise disappears: `149.99999999` is written `150`.
    ///
    /// ```swift
    /// ValueTable.format(CGPoint(x: 149.99999999, y: 0.5))  // "(150, 0.5)"
    /// ValueTable.format(RGBAColor.red)                     // "rgba(1, 0, 0, 1)"
    /// ```
    public static func format(_ value: some Sendable) -> String {
        switch value as Any {
        case let number as Double:
            return TraceFormat.number(number)
        case let number as Float:
            return TraceFormat.number(Double(number))
        case let number as CGFloat:
            return TraceFormat.number(Double(number))
        case let point as CGPoint:
            return "(\(numbers([point.x, point.y])))"
        case let size as CGSize:
            return "(\(numbers([size.width, size.height])))"
        case let rect as CGRect:
            return "(\(numbers([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height])))"
        case let color as RGBAColor:
            return "rgba(\(numbers([color.red, color.green, color.blue, color.alpha])))"
        case let t as Transform3D:
            let elements = [
                t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
            ]
            return "[\(numbers(elements))]"
        default:
            return String(describing: value)
        }
    }

    /// `1, 0.5`.
    private static func numbers(_ values: [CGFloat]) -> String {
        values.map { TraceFormat.number(Double($0)) }.joined(separator: ", ")
    }

    /// The table as text: a header line, `t` then the column names, and a line
    /// per row, its time (written like ``format(_:)`` writes numbers) then its
    /// values.
    ///
    /// Cells are separated by two blanks and left-aligned to the widest cell of
    /// their column, heading included; trailing blanks are trimmed.
    ///
    /// ```
    /// t    box.position.x  box.opacity
    /// 0    0               1
    /// 0.5  50              0.5
    /// ```
    ///
    /// - Complexity: O(n) in the size of the table.
    public var description: String {
        lines.joined(separator: "\n")
    }

    /// The lines of ``description``.
    private var lines: [String] {
        let table = [["t"] + columns] + rows.map { [TraceFormat.number($0.time)] + $0.values }
        let count = table.map(\.count).max() ?? 0
        let widths = (0..<count).map { column in table.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        return table.map { cells in
            let padded = (0..<count).map { column in
                (column < cells.count ? cells[column] : "").padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }
            return ExpectedText.trimmingTrailing(padded.joined(separator: "  "))
        }
    }

    /// Checks that the table is `expected`.
    ///
    /// Write the expected table as a multi-line string literal, indented to fit
    /// the test. Lines are compared one by one after trimming trailing
    /// whitespace from each, dropping leading and trailing empty lines, and
    /// removing the indentation all non-empty lines share; the alignment must
    /// match ``description``'s.
    ///
    /// ```swift
    /// try table.check(
    ///     """
    ///     t    box.opacity
    ///     0    1
    ///     0.5  0.5
    ///     """)
    /// ```
    ///
    /// On a mismatch the error names the row and column of the first
    /// difference and gives the table to paste if it is the right one.
    ///
    /// - Throws: ``FixtureError`` with code ``FixtureError/Code/tableMismatch``.
    /// - Complexity: O(n) in the size of the tables.
    public func check(_ expected: String) throws(FixtureError) {
        let wanted = ExpectedText.lines(expected)
        let lines = lines
        guard wanted != lines else { return }
        let index = (0..<max(wanted.count, lines.count)).first { $0 >= wanted.count || $0 >= lines.count || wanted[$0] != lines[$0] } ?? 0
        throw FixtureError(
            .tableMismatch, "table does not match",
            expected: wanted.isEmpty ? "an empty table" : wanted.joined(separator: "\n"), actual: description,
            hint: "\(difference(wanted: wanted, at: index)); if the new table is right, paste it as the expected string:\n\(description)")
    }

    /// Where `wanted` and the table first differ, given the first line that differs.
    private func difference(wanted: [String], at index: Int) -> String {
        let rowIndex = index - 1
        guard index < wanted.count else {
            return "the table has a row at t = \(TraceFormat.number(rows[rowIndex].time)) after the expected table's last row"
        }
        guard rowIndex < rows.count else {
            return "the expected table has a line `\(wanted[index])` after the table's last row"
        }
        let expectedCells = Self.cells(of: wanted[index])
        let cells = rowIndex < 0 ? ["t"] + columns : [TraceFormat.number(rows[rowIndex].time)] + rows[rowIndex].values
        let line = rowIndex < 0 ? "the header" : "the row at t = \(TraceFormat.number(rows[rowIndex].time))"
        guard let column = (0..<max(expectedCells.count, cells.count)).first(where: { Self.cell(expectedCells, $0) != Self.cell(cells, $0) }) else {
            return "\(line) is aligned differently: cells are separated by two blanks and left-aligned to the widest cell of their column"
        }
        let name = column == 0 ? "t" : column - 1 < columns.count ? columns[column - 1] : "\(column + 1)"
        func describe(_ cell: String) -> String { cell.isEmpty ? "nothing" : "`\(cell)`" }
        return "the first difference is in \(line), column `\(name)`: "
            + "expected \(describe(Self.cell(expectedCells, column))), found \(describe(Self.cell(cells, column)))"
    }

    private static func cell(_ cells: [String], _ column: Int) -> String {
        column < cells.count ? cells[column] : ""
    }

    /// The cells of a hand-written line: its text split at runs of two or more blanks.
    private static func cells(of line: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var blanks = 0
        for character in line {
            if character == " " {
                blanks += 1
                continue
            }
            if blanks >= 2, !current.isEmpty {
                cells.append(current)
                current = ""
            } else if blanks == 1 {
                current += " "
            }
            blanks = 0
            current.append(character)
        }
        if !current.isEmpty { cells.append(current) }
        return cells
    }
}

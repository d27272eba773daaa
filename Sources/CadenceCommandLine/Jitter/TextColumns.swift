/// Rows of cells laid out in aligned columns, two blanks apart: the first
/// `leftAligned` columns and the last one padded on the right, the others
/// (numbers) on the left. Widths count characters, so `µ` and `—` are one.
struct TextColumns {
    /// The header row.
    let header: [String]
    /// The body rows, each as long as the header.
    let rows: [[String]]
    /// How many leading columns are text, aligned left.
    let leftAligned: Int

    /// The header, a rule of dashes as wide as the table, then the rows; no
    /// trailing blanks on any line.
    var lines: [String] {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        let render: ([String]) -> String = { cells in
            let padded = cells.enumerated().map { column, cell in
                let fill = String(repeating: " ", count: widths[column] - cell.count)
                let left = column < leftAligned || column == cells.count - 1
                return left ? cell + fill : fill + cell
            }
            return String(padded.joined(separator: "  ").reversed().drop { $0 == " " }.reversed())
        }
        let total = widths.reduce(0, +) + 2 * max(widths.count - 1, 0)
        return [render(header), String(repeating: "-", count: total)] + rows.map(render)
    }
}

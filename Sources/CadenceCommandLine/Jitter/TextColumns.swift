/// Rows of cells laid out in aligned columns, two blanks apart: the first
/// `leftAligned` columns, and the last one if `lastIsText`, padded on the
/// right, the others (numbers) on the left. Widths count characters, so `µ`
/// and `—` are one.
struct TextColumns {
    /// The header row.
    let header: [String]
    /// The body rows, each as long as the header.
    let rows: [[String]]
    /// How many leading columns are text, aligned left.
    let leftAligned: Int
    /// Whether the last column is text (a verdict), aligned left.
    var lastIsText = true

    /// The header, a rule of dashes as wide as the table, then the rows; no
    /// trailing blanks on any line.
    var lines: [String] {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        let render: ([String]) -> String = { cells in
            let padded = cells.enumerated().map { column, cell in
                let fill = String(repeating: " ", count: widths[column] - cell.count)
                let left = column < leftAligned || (lastIsText && column == cells.count - 1)
                return left ? cell + fill : fill + cell
            }
            return String(padded.joined(separator: "  ").reversed().drop { $0 == " " }.reversed())
        }
        let total = widths.reduce(0, +) + 2 * max(widths.count - 1, 0)
        return [render(header), String(repeating: "-", count: total)] + rows.map(render)
    }
}

/// Text broken into lines at spaces, for a given width.
enum TextWrap {
    /// `text`'s words in lines of at most `width` characters (the first line
    /// `firstWidth`), greedily; a word longer than a line is cut into pieces.
    /// Runs of blanks count as one; no line starts or ends with one. One
    /// empty line for empty text.
    static func lines(_ text: String, width: Int, firstWidth: Int? = nil) -> [String] {
        var lines: [String] = []
        var line = ""
        var limit: Int { max(lines.isEmpty ? firstWidth ?? width : width, 1) }
        for whole in text.split(separator: " ") {
            var word = Substring(whole)
            if !line.isEmpty, line.count + 1 + word.count <= limit {
                line += " " + word
                continue
            }
            if !line.isEmpty {
                lines.append(line)
                line = ""
            }
            while word.count > limit {
                lines.append(String(word.prefix(limit)))
                word = word.dropFirst(limit)
            }
            line = String(word)
        }
        lines.append(line)
        return lines
    }

    /// `pieces` (phrases to keep whole when they fit) in lines of at most
    /// `width` characters (the first `firstWidth`), one blank apart, greedily;
    /// a piece longer than a line is wrapped at its blanks (``lines(_:width:firstWidth:)``).
    static func pack(_ pieces: [String], width: Int, firstWidth: Int? = nil) -> [String] {
        var lines: [String] = []
        var line = ""
        var limit: Int { max(lines.isEmpty ? firstWidth ?? width : width, 1) }
        for piece in pieces {
            if line.isEmpty ? piece.count <= limit : line.count + 1 + piece.count <= limit {
                line = line.isEmpty ? piece : line + " " + piece
                continue
            }
            if !line.isEmpty {
                lines.append(line)
                line = ""
            }
            let wrapped = Self.lines(piece, width: width, firstWidth: limit)
            lines += wrapped.dropLast()
            line = wrapped.last ?? ""
        }
        lines.append(line)
        return lines
    }

    /// `pieces` packed to `width` after `first` (a name, a heading), the
    /// lines after the first indented by `indent` blanks: a hanging indent.
    static func hanging(_ first: String, _ pieces: [String], indent: Int, width: Int) -> [String] {
        let body = pack(pieces, width: width - indent, firstWidth: width - first.count)
        let pad = String(repeating: " ", count: indent)
        let head = first + body[0]
        return [String(head.reversed().drop { $0 == " " }.reversed())] + body.dropFirst().map { pad + $0 }
    }

    /// `text` wrapped at its blanks to `width` after `first`, with a hanging indent.
    static func hanging(_ first: String, _ text: String, indent: Int, width: Int) -> [String] {
        hanging(first, text.split(separator: " ").map(String.init), indent: indent, width: width)
    }
}

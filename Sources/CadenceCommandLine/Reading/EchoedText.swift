/// How the reader writes into its messages what a file wrote: names escaped so
/// that no file can forge a line or a colour, and cut to a fixed length so
/// that a message costs the same for a name of ten characters or a million.
enum EchoedText {
    /// The most characters of a name a message shows before "…".
    static let limit = 60

    /// `name` between single quotes, escaped and cut: `'box'`,
    /// `'bx\n\u001b[32m'`, `'aaaa…' (100,000 characters)`.
    ///
    /// With `asciiOnly`, every scalar beyond ASCII is escaped too, so two
    /// spellings of one name (`'caf\u00E9'`, `'cafe\u0301'`) are told apart.
    static func quoted(_ name: String, asciiOnly: Bool = false) -> String {
        let (text, isCut) = escaped(name, quote: "'", asciiOnly: asciiOnly)
        guard isCut else { return "'\(text)'" }
        return "'\(text)…' (\(count(name.count)) characters)"
    }

    /// `name` escaped and cut for a JSON path, without quotes:
    /// `aaaa…(100,000 characters)`.
    static func pathComponent(_ name: String) -> String {
        let (text, isCut) = escaped(name, quote: nil, asciiOnly: false)
        guard isCut else { return text }
        return "\(text)…(\(count(name.count)) characters)"
    }

    /// `number` with a comma between each group of three digits: `9,990`.
    static func count(_ number: Int) -> String {
        let digits = Array(String(number.magnitude))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return number < 0 ? "-" + text : text
    }

    /// `line` with every scalar that does not print as itself escaped, JSON
    /// style (`\n`, `\u001b`); backslashes are left as they are, since the
    /// names in it are escaped already. The last guard of every message.
    static func safeLine(_ line: String) -> String {
        guard line.unicodeScalars.contains(where: { !JSONValue.printsAsItself($0) }) else { return line }
        var text = ""
        for scalar in line.unicodeScalars {
            if JSONValue.printsAsItself(scalar) {
                text.unicodeScalars.append(scalar)
            } else {
                text += JSONValue.escapedScalar(scalar)
            }
        }
        return text
    }

    /// The first ``limit`` characters of `name` or so, escaped, and whether
    /// anything was left out. Reads no more of `name` than it shows.
    private static func escaped(_ name: String, quote: Unicode.Scalar?, asciiOnly: Bool) -> (String, Bool) {
        var text = ""
        var shown = 0
        var previousEscaped = true  // a combining mark first would join the quote
        for scalar in name.unicodeScalars {
            if shown >= limit - 1 { return (text, true) }
            let piece: String
            if scalar == "\\" || scalar == quote {
                piece = "\\" + String(scalar)
            } else if !JSONValue.printsAsItself(scalar) || (asciiOnly && !scalar.isASCII)
                || (previousEscaped && isCombining(scalar))
            {
                piece = JSONValue.escapedScalar(scalar)
            } else {
                text.unicodeScalars.append(scalar)
                shown += 1
                previousEscaped = false
                continue
            }
            text += piece
            shown += piece.unicodeScalars.count
            previousEscaped = true
        }
        return (text, false)
    }

    private static func isCombining(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}

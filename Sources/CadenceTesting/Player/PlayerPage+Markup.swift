import Foundation

extension PlayerPage {
    /// `text` safe in HTML text and in a double-quoted attribute. A scalar
    /// that does not print as itself (NUL, ESC, an invisible format
    /// character) is written as its JSON escape, `\u001B`, as the SVG charts
    /// write it: no raw control byte reaches the page, and a reader sees
    /// what the name holds.
    static func escapeHTML(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            case _ where !printsAsItself(character): escaped += visibleEscape(character)
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    /// `text` as a JSON string that is also safe inside a `<script>` element:
    /// every `<` is written `\u003c`, so neither `</` nor `<!--` can appear.
    static func jsonString(_ text: String) -> String {
        var json = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": json += "\\\""
            case "\\": json += "\\\\"
            case "\n": json += "\\n"
            case "\r": json += "\\r"
            case "\t": json += "\\t"
            case "<": json += "\\u003c"
            case "\u{2028}": json += "\\u2028"
            case "\u{2029}": json += "\\u2029"
            default:
                if !printsAsItself(scalar) {
                    // Lossless: JSON reads the escape back as the scalar.
                    json += visibleEscape(scalar)
                } else {
                    json.unicodeScalars.append(scalar)
                }
            }
        }
        return json + "\""
    }

    /// `value` as a JSON number: whole numbers without a point, others with
    /// the shortest text that reads back the same; null if not finite.
    static func jsonNumber(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// A time or percentage for an attribute or a style: at most four decimals.
    static func decimal(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// Whether `scalar` shows as itself on the page (``VisibleScalars``).
    static func printsAsItself(_ scalar: Unicode.Scalar) -> Bool { VisibleScalars.printsAsItself(scalar) }

    /// `scalar` as a JSON escape, `\u001B`: text a reader sees, as the SVG
    /// charts write it.
    static func visibleEscape(_ scalar: Unicode.Scalar) -> String { VisibleScalars.unicodeEscape(scalar) }
}

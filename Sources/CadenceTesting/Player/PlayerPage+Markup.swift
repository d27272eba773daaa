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

    /// Whether `scalar` shows as itself on the page: not a control character
    /// (NUL, ESC, DEL, the C1 controls), an invisible format character, a
    /// separator other than the space, a private-use or unassigned code point.
    static func printsAsItself(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value >= 0x20 && scalar.value != 0x7F }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .privateUse, .unassigned,
            .surrogate:
            return false
        default:
            return true
        }
    }

    /// `scalar` as a JSON escape, `\u001B` (a surrogate pair past U+FFFF):
    /// text a reader sees, as the SVG charts write it.
    static func visibleEscape(_ scalar: Unicode.Scalar) -> String {
        func unit(_ value: UInt32) -> String {
            let hex = String(value, radix: 16, uppercase: true)
            return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        guard scalar.value > 0xFFFF else { return unit(scalar.value) }
        let offset = scalar.value - 0x10000
        return unit(0xD800 + (offset >> 10)) + unit(0xDC00 + (offset & 0x3FF))
    }
}

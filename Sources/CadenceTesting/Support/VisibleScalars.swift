/// Which characters show as themselves where a person reads a name (a
/// message, a terminal, the player page, a chart), and how the others are
/// written so they are seen rather than acted on: one rule for every writer.
package enum VisibleScalars {
    /// Whether `scalar` shows as itself: not a control character (C0 or C1,
    /// such as ESC, which starts a terminal's colour codes, or DEL), an
    /// invisible format character (such as a direction override), a line or
    /// paragraph separator, a space other than U+0020, a private-use or
    /// unassigned code point.
    package static func printsAsItself(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value >= 0x20 && scalar.value != 0x7F }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .privateUse, .unassigned,
            .surrogate:
            return false
        default:
            return true
        }
    }

    /// `scalar` as a JSON `\u` escape with four uppercase hex digits
    /// (`\u001B`), a surrogate pair past U+FFFF.
    package static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        func unit(_ value: UInt32) -> String {
            let hex = String(value, radix: 16, uppercase: true)
            return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        guard scalar.value > 0xFFFF else { return unit(scalar.value) }
        let offset = scalar.value - 0x10000
        return unit(0xD800 + (offset >> 10)) + unit(0xDC00 + (offset & 0x3FF))
    }
}

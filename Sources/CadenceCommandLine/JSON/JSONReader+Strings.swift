extension JSONReader {
    /// Reads the string whose opening `"` is at `offset`, decoding escapes.
    ///
    /// A string without escapes is copied straight from the input, which is
    /// known to be valid UTF-8; one with escapes is decoded into a buffer.
    mutating func readString() throws(JSONParseError) -> String {
        let start = offset + 1
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                offset = index + 1
                return text(start..<index)
            }
            if byte == UInt8(ascii: "\\") {
                var decoded = Array(bytes[start..<index])
                offset = index
                return try readEscapedString(into: &decoded)
            }
            if byte < 0x20 { throw controlCharacter(at: index) }
            index += 1
        }
        offset = index
        throw truncated()
    }

    /// Reads the rest of a string from `offset`, a backslash, appending its
    /// UTF-8 to `decoded`.
    private mutating func readEscapedString(into decoded: inout [UInt8]) throws(JSONParseError) -> String {
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return String(decoding: decoded, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try readEscape(into: &decoded)
            case ..<0x20:
                throw controlCharacter(at: offset)
            default:
                decoded.append(byte)
                offset += 1
            }
        }
        throw truncated()
    }

    /// Reads the escape sequence whose `\` is at `offset`.
    private mutating func readEscape(into decoded: inout [UInt8]) throws(JSONParseError) {
        let escape = offset
        guard escape + 1 < bytes.count else { throw truncated() }
        let simple: UInt8? =
            switch bytes[escape + 1] {
            case UInt8(ascii: "\""): UInt8(ascii: "\"")
            case UInt8(ascii: "\\"): UInt8(ascii: "\\")
            case UInt8(ascii: "/"): UInt8(ascii: "/")
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): UInt8(ascii: "\n")
            case UInt8(ascii: "r"): UInt8(ascii: "\r")
            case UInt8(ascii: "t"): UInt8(ascii: "\t")
            default: nil
            }
        if let simple {
            decoded.append(simple)
            offset += 2
            return
        }
        guard bytes[escape + 1] == UInt8(ascii: "u") else { throw invalidEscape(at: escape) }
        let unit = try readHexEscape(at: escape)
        var scalarValue = UInt32(unit)
        switch unit {
        case 0xD800...0xDBFF:
            // A high surrogate: a `\u` escape of a low one must follow at once.
            let next = escape + 6
            for (index, expected) in [(next, UInt8(ascii: "\\")), (next + 1, UInt8(ascii: "u"))] {
                guard index < bytes.count else { throw truncated() }
                guard bytes[index] == expected else { throw loneSurrogate(at: escape, high: true) }
            }
            let low = try readHexEscape(at: next)
            guard (0xDC00...0xDFFF).contains(low) else { throw loneSurrogate(at: escape, high: true) }
            scalarValue = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(low - 0xDC00)
            offset = next + 6
        case 0xDC00...0xDFFF:
            throw loneSurrogate(at: escape, high: false)
        default:
            offset = escape + 6
        }
        // Not a surrogate, so a valid scalar.
        if let scalar = Unicode.Scalar(scalarValue) {
            UTF8.encode(scalar) { decoded.append($0) }
        }
    }

    /// The 16-bit value of the `\uXXXX` escape whose `\` is at `escape`.
    private func readHexEscape(at escape: Int) throws(JSONParseError) -> UInt16 {
        var unit: UInt16 = 0
        for index in (escape + 2)..<(escape + 6) {
            guard index < bytes.count else { throw truncated() }
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default:
                let typed = text(escape..<index)
                let found = found(at: index, words: false)
                throw error(at: escape, "invalid escape '\(typed)' in a string: expected a hex digit, \(found)")
            }
            unit = unit << 4 | UInt16(digit)
        }
        return unit
    }
}

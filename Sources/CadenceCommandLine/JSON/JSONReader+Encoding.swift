extension JSONReader {
    /// The offset of the first byte that keeps `bytes` from being UTF-8
    /// text, or `nil` when it is text: a NUL, or the first byte of an
    /// ill-formed sequence (a stray continuation byte, a sequence cut short,
    /// an overlong form, a surrogate, or a value beyond U+10FFFF).
    ///
    /// Checked once before parsing, so a binary file is reported as such
    /// rather than as a syntax error somewhere inside it, and the parser can
    /// rely on valid UTF-8 everywhere.
    ///
    /// - Complexity: O(*n*).
    static func firstNonTextByte(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let count = bytes.count
        /// Whether the byte at `index + k` exists and lies in `range`.
        func byte(_ k: Int, in range: ClosedRange<UInt8>) -> Bool {
            index + k < count && range.contains(bytes[index + k])
        }
        while index < count {
            let lead = bytes[index]
            let length: Int
            switch lead {
            case 0x00:
                return index
            case 0x01...0x7F:
                length = 1
            case 0xC2...0xDF where byte(1, in: 0x80...0xBF):
                length = 2
            case 0xE0 where byte(1, in: 0xA0...0xBF) && byte(2, in: 0x80...0xBF),
                0xE1...0xEC where byte(1, in: 0x80...0xBF) && byte(2, in: 0x80...0xBF),
                0xED where byte(1, in: 0x80...0x9F) && byte(2, in: 0x80...0xBF),
                0xEE...0xEF where byte(1, in: 0x80...0xBF) && byte(2, in: 0x80...0xBF):
                length = 3
            case 0xF0 where byte(1, in: 0x90...0xBF) && byte(2, in: 0x80...0xBF) && byte(3, in: 0x80...0xBF),
                0xF1...0xF3 where byte(1, in: 0x80...0xBF) && byte(2, in: 0x80...0xBF) && byte(3, in: 0x80...0xBF),
                0xF4 where byte(1, in: 0x80...0x8F) && byte(2, in: 0x80...0xBF) && byte(3, in: 0x80...0xBF):
                length = 4
            default:
                return index
            }
            index += length
        }
        return nil
    }
}

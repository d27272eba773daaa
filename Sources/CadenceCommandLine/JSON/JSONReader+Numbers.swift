extension JSONReader {
    /// Reads the number that starts at `offset` with `-` or a digit:
    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    mutating func readNumber() throws(JSONParseError) -> JSONNumber {
        let start = offset
        var index = start
        let isNegative = bytes[index] == UInt8(ascii: "-")
        if isNegative { index += 1 }
        guard index < bytes.count else { throw truncated() }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw error(at: start, "invalid number '\(numberLikeText(from: start))': leading zeros are not allowed")
            }
        } else if isDigit(bytes[index]) {
            index = endOfDigits(from: index)
        } else {
            throw error(at: index, "expected a digit after '-', \(found(at: index, inValue: true))")
        }
        let integerDigits = index - start - (isNegative ? 1 : 0)
        var isInteger = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard index < bytes.count else { throw truncated() }
            guard isDigit(bytes[index]) else {
                throw error(at: index, "expected a digit after '.' in a number, \(found(at: index))")
            }
            index = endOfDigits(from: index)
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count else { throw truncated() }
            guard isDigit(bytes[index]) else {
                throw error(at: index, "expected a digit in the exponent of a number, \(found(at: index))")
            }
            index = endOfDigits(from: index)
        }
        offset = index
        let literal = text(start..<index)
        if isInteger, integerDigits <= 15 {
            // Exact in a Double (below 2⁵³), so skip the general conversion.
            let digits = bytes[(isNegative ? start + 1 : start)..<index]
            let magnitude = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
            return JSONNumber(value: isNegative ? -Double(magnitude) : Double(magnitude), literal: literal)
        }
        // The grammar checked above is a subset of what `Double(_:)` accepts,
        // which rounds correctly and gives ±infinity beyond the range.
        return JSONNumber(value: Double(literal) ?? .nan, literal: literal)
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private func endOfDigits(from start: Int) -> Int {
        var index = start
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        return index
    }

    /// The characters from `start` that could belong to a number, for
    /// quoting a bad one: digits, `-`, `+`, `.`, `e` and `E`, cut at 40.
    private func numberLikeText(from start: Int) -> String {
        var end = start
        while end < bytes.count {
            switch bytes[end] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
                UInt8(ascii: "e"), UInt8(ascii: "E"):
                end += 1
                continue
            default: break
            }
            break
        }
        let number = text(start..<end)
        return number.count > 40 ? number.prefix(39) + "…" : number
    }
}

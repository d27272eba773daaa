/// Whole multiples of a time written in decimal, computed in decimal.
///
/// In binary, `6 * 0.1` is `0.6000000000000001`: 0.1 is stored as
/// 0.1000000000000000055…, and six of those round up past the double nearest
/// 0.6. A person who wrote `each: 0.1` means six tenths. So a multiple is
/// taken of the shortest decimal that reads back as the value (Swift's
/// `description`, `0.1`), exactly, in whole numbers, and the result is the
/// double nearest that exact decimal: `0.6`.
enum DecimalMultiple {
    /// The double nearest `multiple` × the shortest decimal that reads back
    /// as `value`; `value * Double(multiple)` when that decimal's digits
    /// times `multiple` would not fit in 64 bits, or `value` is not finite.
    ///
    /// ```swift
    /// DecimalMultiple.of(0.1, 6)    // 0.6, where 0.1 * 6 is 0.6000000000000001
    /// DecimalMultiple.of(0.2, 3)    // 0.6, where 0.2 * 3 is 0.6000000000000001
    /// ```
    static func of(_ value: Double, _ multiple: Int) -> Double {
        let fallback = value * Double(multiple)
        guard value.isFinite, value != 0, multiple != 0 else { return fallback }
        // The shortest round-trip digits: "0.1", "1.5e-05", "2.5e+20".
        let text = "\(value.magnitude)"
        let mantissa = text.prefix { $0 != "e" }
        var exponent = Int(text.drop { $0 != "e" }.dropFirst()) ?? 0
        var digits: UInt64 = 0
        for character in mantissa {
            if character == "." { continue }
            guard let digit = character.wholeNumberValue else { return fallback }
            let (shifted, overflow) = digits.multipliedReportingOverflow(by: 10)
            guard !overflow else { return fallback }
            digits = shifted + UInt64(digit)
        }
        if let point = mantissa.firstIndex(of: ".") {
            exponent -= mantissa.distance(from: point, to: mantissa.endIndex) - 1
        }
        let (product, overflow) = digits.multipliedReportingOverflow(by: UInt64(multiple.magnitude))
        guard !overflow, let exact = Double("\(product)e\(exponent)") else { return fallback }
        return (value < 0) != (multiple < 0) ? -exact : exact
    }
}

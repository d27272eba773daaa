import Foundation

/// How the fixture writes numbers for people: the same text on every machine.
enum TraceFormat {
    /// `1`, `0.5`, `0.333333`: whole numbers without a point, others with at
    /// most six decimals and no trailing zeros; `-0` as `0`. Past 2^53
    /// (where every `Double` is whole), the shortest text that reads back
    /// the same, with an exponent (`1e+16`, `1.7976931348623157e+308`), so
    /// no number takes more than 25 characters.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        if abs(value) > 0x1p53 { return value.description }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        var text = String(format: "%.6f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}

import CadenceJitter

/// How the jitter formats write numbers: durations as whole nanoseconds,
/// microseconds and milliseconds to three significant digits, and a dash for
/// a figure that does not apply.
enum JitterFigures {
    /// Written where a figure does not apply: a raw timer's drift, a virtual
    /// run's control.
    static let dash = "—"

    /// `value` rounded to a whole number of nanoseconds (0 if not finite).
    static func whole(_ value: Double) -> Int64 {
        let rounded = value.rounded()
        guard rounded.isFinite, abs(rounded) < 9e18 else { return 0 }
        return Int64(rounded)
    }

    /// `nanoseconds` in microseconds, three significant digits: `12.3`; a dash for nil.
    static func microseconds(_ nanoseconds: Int64?) -> String {
        nanoseconds.map { LatencyHistogram.Summary.microseconds(Double($0)) } ?? dash
    }

    /// `nanoseconds` in milliseconds, three significant digits: `-16.7`; a dash for nil.
    static func milliseconds(_ nanoseconds: Int64?) -> String {
        nanoseconds.map { LatencyHistogram.Summary.microseconds(Double($0) / 1000) } ?? dash
    }

    /// A plain number to three significant digits, for ratios and value
    /// errors: `83.3`, `0.250`, `4e-06` below a thousandth; a dash for nil.
    static func decimal(_ value: Double?) -> String {
        guard let value else { return dash }
        if value != 0, abs(value) < 0.001 { return String(format: "%.2g", value) }
        // The microseconds writer of a thousand times the value is the value itself.
        return LatencyHistogram.Summary.microseconds(value * 1000)
    }
}

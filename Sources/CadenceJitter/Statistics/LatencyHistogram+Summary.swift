import Foundation

extension LatencyHistogram {
    /// The figures a jitter report shows for one histogram, in nanoseconds:
    /// count, min, mean, standard deviation, p50, p90, p99, p99.9 and max.
    ///
    /// Its ``description`` writes them in microseconds with three significant
    /// digits, the precision the histogram keeps:
    ///
    /// ```swift
    /// var histogram = try LatencyHistogram()
    /// histogram.record(1_000_000, count: 99)
    /// histogram.record(5_000_000)
    /// print(histogram.summary!)
    /// // count 100, min 1000 µs, mean 1040 µs, stddev 398 µs, p50 1000 µs,
    /// // p90 1000 µs, p99 1000 µs, p99.9 5000 µs, max 5000 µs  (one line)
    /// ```
    public struct Summary: Hashable, Sendable {
        /// The number of values recorded (``LatencyHistogram/totalCount``).
        public var count: Int64
        /// The smallest value, exactly.
        public var min: Int64
        /// The mean, counting each value at the middle of its sub-bucket.
        public var mean: Double
        /// The population standard deviation around ``mean``.
        public var standardDeviation: Double
        /// The median: half the values are at or below it.
        public var p50: Int64
        /// The 90th percentile.
        public var p90: Int64
        /// The 99th percentile.
        public var p99: Int64
        /// The 99.9th percentile.
        public var p999: Int64
        /// The largest value, exactly.
        public var max: Int64

        /// A summary of the given figures, all in nanoseconds.
        public init(
            count: Int64, min: Int64, mean: Double, standardDeviation: Double,
            p50: Int64, p90: Int64, p99: Int64, p999: Int64, max: Int64
        ) {
            self.count = count
            self.min = min
            self.mean = mean
            self.standardDeviation = standardDeviation
            self.p50 = p50
            self.p90 = p90
            self.p99 = p99
            self.p999 = p999
            self.max = max
        }

        /// `nanoseconds` in microseconds, rounded to three significant digits
        /// and written without an exponent.
        ///
        /// | Nanoseconds   | Text        |
        /// | ------------- | ----------- |
        /// | 0             | `0`         |
        /// | 1             | `0.00100`   |
        /// | 1,234         | `1.23`      |
        /// | 999,600       | `1000`      |
        /// | 1,000,447     | `1000`      |
        /// | 98,046,050,303 | `98000000` |
        ///
        /// NaN and infinities are written `nan`, `inf` and `-inf`.
        public static func microseconds(_ nanoseconds: Double) -> String {
            if nanoseconds.isNaN { return "nan" }
            if nanoseconds.isInfinite { return nanoseconds < 0 ? "-inf" : "inf" }
            if nanoseconds == 0 { return "0" }
            // printf rounds to three significant digits in decimal, exactly;
            // its exponent then says how many decimals those digits need.
            let scientific = String(format: "%.2e", nanoseconds / 1000)
            guard let exponentStart = scientific.firstIndex(of: "e"),
                let exponent = Int(scientific[scientific.index(after: exponentStart)...]),
                let rounded = Double(scientific)
            else { return scientific }
            return String(format: "%.\(Swift.max(0, 2 - exponent))f", rounded)
        }
    }

    /// The report's figures for this histogram; `nil` when nothing was
    /// recorded.
    ///
    /// - Complexity: O(``countsArrayLength``).
    public var summary: Summary? {
        guard let mean, let standardDeviation,
            let tail = percentiles([50, 90, 99, 99.9])
        else { return nil }
        return Summary(
            count: totalCount, min: smallest, mean: mean, standardDeviation: standardDeviation,
            p50: tail[0], p90: tail[1], p99: tail[2], p999: tail[3], max: largest)
    }
}

extension LatencyHistogram.Summary: CustomStringConvertible {
    /// One line: `count 100, min 1000 µs, mean 1040 µs, stddev 398 µs, p50 1000 µs, …`,
    /// each figure written by ``microseconds(_:)``.
    public var description: String {
        let figures: [(String, Double)] = [
            ("min", Double(min)), ("mean", mean), ("stddev", standardDeviation), ("p50", Double(p50)),
            ("p90", Double(p90)), ("p99", Double(p99)), ("p99.9", Double(p999)), ("max", Double(max)),
        ]
        return (["count \(count)"] + figures.map { "\($0) \(Self.microseconds($1)) µs" }).joined(separator: ", ")
    }
}

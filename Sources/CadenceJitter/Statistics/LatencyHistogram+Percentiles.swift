extension LatencyHistogram {
    /// The value at or below which `percentile` percent of the recorded values
    /// lie, to within the histogram's precision; `nil` when nothing was
    /// recorded or `percentile` is NaN.
    ///
    /// This is HdrHistogram's `getValueAtPercentile`. It finds the sub-bucket
    /// holding the *n*-th smallest value, where
    /// *n* = ⌈`percentile` · ``totalCount`` / 100⌉, at least 1, and answers
    /// with the highest value equivalent to it, so the *n* smallest values are
    /// all at or below the answer. `percentile` is first nudged down by one
    /// unit in the last place: 99.9 × 41,000 / 100 is 40,959.00000000001 in
    /// floating point, and the 99.9th percentile of 41,000 values is the
    /// 40,959th, not the 40,960th. Two refinements, because the histogram
    /// keeps its extremes exactly:
    ///
    /// - at 0 or below the answer is ``min``, and at 100 or above ``max``;
    /// - no answer is above ``max`` (or below ``min``), so percentiles never
    ///   decrease as `percentile` grows, and a report never shows a p99.9
    ///   above its maximum.
    ///
    /// ```swift
    /// var histogram = try LatencyHistogram()
    /// histogram.record(1_000_000, count: 99)  // 1 ms, 99 times
    /// histogram.record(5_000_000)             // 5 ms, once
    /// histogram.value(atPercentile: 50)       // 1_000_447: the top of 1 ms's 512 ns sub-bucket
    /// histogram.value(atPercentile: 99)       // 1_000_447: the 99th value
    /// histogram.value(atPercentile: 99.5)     // 5_000_000: the 100th, the exact maximum
    /// ```
    ///
    /// - Complexity: O(``countsArrayLength``).
    public func value(atPercentile percentile: Double) -> Int64? {
        guard totalCount > 0, !percentile.isNaN else { return nil }
        if percentile <= 0 { return smallest }
        if percentile >= 100 { return largest }
        let requested = Swift.min(Swift.max(percentile.nextDown, 0), 100)
        let exactRank = requested * Double(totalCount) / 100
        let rank = exactRank < Double(totalCount) ? Swift.max(Int64(exactRank.rounded(.up)), 1) : totalCount
        var countedSoFar: Int64 = 0
        for index in counts.indices {
            countedSoFar = countedSoFar.saturatingAdd(counts[index])
            if countedSoFar >= rank {
                let value = highestEquivalentValue(self.value(atIndex: index))
                return Swift.min(Swift.max(value, smallest), largest)
            }
        }
        return largest
    }

    /// The values at each of `percentiles`, in the same order, as
    /// ``value(atPercentile:)`` finds them; `nil` when nothing was recorded.
    /// A NaN percentile is answered with ``min``, the value below which no
    /// value lies.
    ///
    /// ```swift
    /// let tail = histogram.percentiles([50, 90, 99, 99.9])
    /// ```
    ///
    /// - Complexity: O(``countsArrayLength`` · `percentiles.count`).
    public func percentiles(_ percentiles: [Double]) -> [Int64]? {
        guard totalCount > 0 else { return nil }
        return percentiles.map { value(atPercentile: $0) ?? smallest }
    }

    /// The arithmetic mean of the recorded values in nanoseconds, counting
    /// each at the middle of its sub-bucket (``medianEquivalentValue(_:)``), as
    /// HdrHistogram does; `nil` when nothing was recorded.
    ///
    /// Values below ``subBucketCount`` are counted exactly; others may move by
    /// up to half their sub-bucket, under 0.05% for three digits. Counting
    /// from the counters alone means a merged or corrected histogram answers
    /// the same as one that recorded the values itself:
    ///
    /// ```swift
    /// var histogram = try LatencyHistogram()
    /// histogram.record(4_096)  // counted at 4,098, the middle of 4,096 … 4,099
    /// histogram.record(4_100)  // counted at 4,102, the middle of 4,100 … 4,103
    /// histogram.mean           // 4_100, not 4_098
    /// ```
    ///
    /// - Complexity: O(``countsArrayLength``).
    public var mean: Double? {
        guard totalCount > 0 else { return nil }
        var total = 0.0
        for index in counts.indices where counts[index] != 0 {
            total += Double(medianEquivalentValue(value(atIndex: index))) * Double(counts[index])
        }
        return total / Double(totalCount)
    }

    /// The population standard deviation of the recorded values in
    /// nanoseconds, around ``mean``, counting each value at the middle of its
    /// sub-bucket as ``mean`` does; `nil` when nothing was recorded.
    ///
    /// It divides by ``totalCount``, not ``totalCount`` − 1, as HdrHistogram
    /// does: 1, 2, 3 and 4 ns give √1.25 ≈ 1.118 ns.
    ///
    /// - Complexity: O(``countsArrayLength``).
    public var standardDeviation: Double? {
        guard let mean else { return nil }
        var total = 0.0
        for index in counts.indices where counts[index] != 0 {
            let deviation = Double(medianEquivalentValue(value(atIndex: index))) - mean
            total += deviation * deviation * Double(counts[index])
        }
        return (total / Double(totalCount)).squareRoot()
    }
}

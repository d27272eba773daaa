import Cadence

/// Counts of latencies in integer nanoseconds, kept to three significant
/// decimal digits from 1 ns up to an hour in a fixed, flat array: Gil Tene's
/// HdrHistogram design, written here.
///
/// Recording is a few shifts and an increment, whatever the value, and the
/// memory is fixed when the histogram is made (33,792 counters, 264 KiB, for
/// the default hour at three digits). Every value is counted in a *sub-bucket*
/// of equivalent values no wider than 1/1,024 of the value, so every figure
/// read back (a percentile, the mean) is within 0.1% of the exact one:
///
/// ```swift
/// var latencies = try LatencyHistogram()
/// let samples: [Int64] = [980, 1_200, 1_350, 4_097, 15_000_000]  // ns
/// for lateness in samples {
///     latencies.record(lateness)
/// }
/// latencies.totalCount                 // 5
/// latencies.value(atPercentile: 60)    // 1_350: below 2,048 ns, values are exact
/// latencies.value(atPercentile: 80)    // 4_099: the top of 4,097's 4 ns sub-bucket
/// latencies.max                        // 15_000_000, exactly
/// print(latencies.summary!)            // count 5, min 0.980 µs, …, max 15000 µs
/// ```
///
/// ## Buckets
///
/// With `d` significant digits the histogram counts every value below
/// ``subBucketCount`` (the power of two at or above 2·10ᵈ: 2,048 for three
/// digits) exactly. Above that, bucket `b` holds the values from
/// 2ᵇ · ``subBucketCount``/2 up to twice that, in ``subBucketCount``/2
/// sub-buckets each 2ᵇ wide:
///
/// | Values           | Bucket | Sub-bucket width | Counter indices |
/// | ---------------- | ------ | ---------------- | --------------- |
/// | 0 … 2,047        | 0      | 1                | 0 … 2,047       |
/// | 2,048 … 4,095    | 1      | 2                | 2,048 … 3,071   |
/// | 4,096 … 8,191    | 2      | 4                | 3,072 … 4,095   |
/// | 8,192 … 16,383   | 3      | 8                | 4,096 … 5,119   |
///
/// A sub-bucket is never wider than 1/1,024 of the values in it
/// (2/``subBucketCount`` in general), so the relative error is below 0.1%. The values one counter holds are
/// *equivalent*: ``lowestEquivalentValue(_:)``, ``highestEquivalentValue(_:)``
/// and ``sizeOfEquivalentRange(_:)`` say which they are.
///
/// ## Coordinated omission
///
/// A measuring loop that waits for each late callback before scheduling the
/// next takes one sample during a 100 ms stall, where a steady 10 ms schedule
/// would have seen ten deadlines missed by 100, 90, … 10 ms.
/// ``recordCorrected(_:expectedInterval:)`` records those swallowed samples
/// too, as HdrHistogram's `recordValueWithExpectedInterval` does.
///
/// ## Misuse does not trap
///
/// A value above ``highestTrackableValue`` is recorded as that value and
/// counted in ``overflowCount``; a negative one is not recorded and is counted
/// in ``negativeCount``. Counts saturate at `Int64.max` rather than overflow.
/// An empty histogram answers `nil` for ``min``, ``max``, ``mean``,
/// ``standardDeviation``, ``value(atPercentile:)`` and ``summary``: a zero
/// would read like a measurement.
public struct LatencyHistogram: Equatable, Sendable {
    /// One hour in nanoseconds, the default ``highestTrackableValue``.
    public static let oneHour: Int64 = 3_600_000_000_000

    /// The largest value recorded as itself; larger values are recorded as
    /// this one and counted in ``overflowCount``.
    public let highestTrackableValue: Int64
    /// The number of significant decimal digits every value keeps, 0 to 5.
    public let significantDigits: Int

    /// The number of sub-buckets in a bucket: the power of two at or above
    /// 2·10ᵈ, where d is ``significantDigits`` (2,048 for three digits). Values
    /// below it are counted exactly.
    public let subBucketCount: Int
    /// The number of buckets needed to reach ``highestTrackableValue``
    /// (32 for an hour at three digits).
    public let bucketCount: Int

    /// log₂ of ``subBucketCount``/2: the shift between a bucket and its first
    /// counter index.
    let subBucketHalfCountMagnitude: Int
    /// ``subBucketCount`` − 1: or-ed into a value, it puts every value below
    /// ``subBucketCount`` in bucket 0.
    let subBucketMask: Int64
    /// 64 − log₂ ``subBucketCount``: the bucket index is this minus the
    /// leading zero bits of the masked value.
    let leadingZeroCountBase: Int

    /// One counter per sub-bucket: (``bucketCount`` + 1) · ``subBucketCount``/2
    /// of them, since bucket 0 uses both halves of its sub-buckets and every
    /// other bucket only the upper half.
    private(set) var counts: [Int64]

    /// The number of values recorded, ``overflowCount`` included and
    /// ``negativeCount`` not.
    public private(set) var totalCount: Int64 = 0
    /// How many values were above ``highestTrackableValue`` and recorded as it.
    public private(set) var overflowCount: Int64 = 0
    /// How many negative values were refused. They are not in ``totalCount``.
    public private(set) var negativeCount: Int64 = 0

    /// The smallest and largest values recorded, exactly (after clamping).
    private(set) var smallest: Int64 = .max
    private(set) var largest: Int64 = .min

    /// An empty histogram that keeps `significantDigits` digits of every value
    /// from 0 to `highestTrackableValue` nanoseconds.
    ///
    /// ```swift
    /// let frames = try LatencyHistogram(highestTrackableValue: 10_000_000_000)  // 10 s
    /// let coarse = try LatencyHistogram(significantDigits: 2)                    // within 1%
    /// ```
    ///
    /// - Parameters:
    ///   - highestTrackableValue: The largest value, in nanoseconds, to keep
    ///     apart from smaller ones; at least 2. The memory grows with its
    ///     logarithm: one more bucket of ``subBucketCount``/2 counters each time
    ///     it doubles.
    ///   - significantDigits: Decimal digits kept, from 0 to 5. Each digit
    ///     multiplies the memory by roughly ten.
    /// - Throws: `CadenceError` with code `invalidValue` when an argument is out
    ///   of range.
    public init(highestTrackableValue: Int64 = Self.oneHour, significantDigits: Int = 3) throws(CadenceError) {
        guard highestTrackableValue >= 2 else {
            throw CadenceError(
                .invalidValue, field: "highestTrackableValue", value: String(highestTrackableValue),
                expected: "an integer number of nanoseconds ≥ 2")
        }
        guard (0...5).contains(significantDigits) else {
            throw CadenceError(
                .invalidValue, field: "significantDigits", value: String(significantDigits),
                expected: "an integer from 0 to 5")
        }
        self.highestTrackableValue = highestTrackableValue
        self.significantDigits = significantDigits

        // The sub-bucket count is the power of two at or above 2·10ᵈ: every
        // value below 10ᵈ·2 then has its own counter, so a value of d digits
        // keeps them all.
        var power: Int64 = 1
        for _ in 0..<significantDigits { power *= 10 }
        let largestValueWithSingleUnitResolution = 2 * power
        var magnitude = 0
        while Int64(1) << magnitude < largestValueWithSingleUnitResolution { magnitude += 1 }
        subBucketCount = 1 << magnitude
        subBucketHalfCountMagnitude = magnitude - 1
        subBucketMask = Int64(subBucketCount - 1)
        leadingZeroCountBase = 64 - magnitude

        // Bucket b ends below subBucketCount · 2ᵇ; count buckets until that
        // passes the highest value (stopping short of overflowing Int64).
        var smallestUntrackableValue = Int64(subBucketCount)
        var buckets = 1
        while smallestUntrackableValue <= highestTrackableValue {
            if smallestUntrackableValue > Int64.max / 2 {
                buckets += 1
                break
            }
            smallestUntrackableValue <<= 1
            buckets += 1
        }
        bucketCount = buckets
        counts = Array(repeating: 0, count: (buckets + 1) * (subBucketCount / 2))
    }

    /// The number of counters, (``bucketCount`` + 1) · ``subBucketCount``/2,
    /// eight bytes each.
    public var countsArrayLength: Int { counts.count }

    /// Records one occurrence of `value` nanoseconds.
    ///
    /// A value above ``highestTrackableValue`` is recorded as that value and
    /// counted in ``overflowCount``; a negative value is counted in
    /// ``negativeCount`` and not recorded.
    ///
    /// - Complexity: O(1).
    public mutating func record(_ value: Int64) {
        record(value, count: 1)
    }

    /// Records `count` occurrences of `value` nanoseconds, as `count` calls of
    /// ``record(_:)`` would.
    ///
    /// - Parameters:
    ///   - value: The value in nanoseconds.
    ///   - count: How many times it occurred; a count of 0 or less records
    ///     nothing.
    /// - Complexity: O(1).
    public mutating func record(_ value: Int64, count: Int64) {
        guard count > 0 else { return }
        guard value >= 0 else {
            negativeCount = negativeCount.saturatingAdd(count)
            return
        }
        var value = value
        if value > highestTrackableValue {
            overflowCount = overflowCount.saturatingAdd(count)
            value = highestTrackableValue
        }
        let index = countsIndex(of: value)
        counts[index] = counts[index].saturatingAdd(count)
        totalCount = totalCount.saturatingAdd(count)
        smallest = Swift.min(smallest, value)
        largest = Swift.max(largest, value)
    }

    /// Records `value`, then the samples a measurement taken every
    /// `expectedInterval` would have seen while `value` held it up: `value` −
    /// `expectedInterval`, `value` − 2·`expectedInterval`, and so on while
    /// they are at least `expectedInterval`.
    ///
    /// This is HdrHistogram's `recordValueWithExpectedInterval`. A 100 ms
    /// stall measured every 10 ms adds 90, 80, … 10 ms, ten values in all:
    ///
    /// ```swift
    /// var corrected = try LatencyHistogram()
    /// corrected.recordCorrected(100_000_000, expectedInterval: 10_000_000)
    /// corrected.totalCount  // 10
    /// corrected.min         // 10_000_000
    /// ```
    ///
    /// Use it when a late sample delays the next one (a callback re-armed when
    /// it runs); don't when samples are taken on a fixed schedule whatever
    /// happens, which already sees every missed deadline.
    ///
    /// - Parameters:
    ///   - value: The value in nanoseconds. A negative value is counted in
    ///     ``negativeCount`` and adds no samples.
    ///   - expectedInterval: The time between samples when nothing stalls, in
    ///     nanoseconds; at 0 or less, only `value` is recorded.
    /// - Complexity: O(*b*), where *b* is the number of buckets the added
    ///   values span (at most ``countsArrayLength``), however many values
    ///   that is: values that share a bucket are counted together.
    public mutating func recordCorrected(_ value: Int64, expectedInterval: Int64) {
        record(value)
        guard value >= 0, expectedInterval > 0 else { return }
        // value − k·interval ≥ interval for k = 1 … value/interval − 1.
        var remaining = value / expectedInterval - 1
        guard remaining > 0 else { return }
        // Walk up from the smallest added value, one bucket at a time.
        var next = value - remaining * expectedInterval
        while remaining > 0 {
            if next > highestTrackableValue {
                record(next, count: remaining)
                return
            }
            let top = Swift.min(highestEquivalentValue(next), highestTrackableValue)
            let inBucket = Swift.min((top - next) / expectedInterval + 1, remaining)
            record(next, count: inBucket)
            remaining -= inBucket
            next += inBucket * expectedInterval
        }
    }

    /// Adds everything `other` recorded, as if it had been recorded here.
    ///
    /// When both histograms have the same ``highestTrackableValue`` and
    /// ``significantDigits`` their counters are added one by one, and the
    /// result equals a histogram that recorded both sets of values. Otherwise
    /// each of `other`'s counters is recorded here at the lowest value it
    /// holds, so the merge is as precise as the coarser of the two; values
    /// above this histogram's ``highestTrackableValue`` are clamped and counted
    /// in ``overflowCount``. ``min`` and ``max`` stay exact either way, and
    /// ``overflowCount`` and ``negativeCount`` add up.
    ///
    /// - Complexity: O(``countsArrayLength`` of `other`).
    public mutating func merge(_ other: LatencyHistogram) {
        negativeCount = negativeCount.saturatingAdd(other.negativeCount)
        guard other.totalCount > 0 else {
            overflowCount = overflowCount.saturatingAdd(other.overflowCount)
            return
        }
        if other.highestTrackableValue == highestTrackableValue, other.significantDigits == significantDigits {
            for index in counts.indices where other.counts[index] != 0 {
                counts[index] = counts[index].saturatingAdd(other.counts[index])
            }
            totalCount = totalCount.saturatingAdd(other.totalCount)
            overflowCount = overflowCount.saturatingAdd(other.overflowCount)
            smallest = Swift.min(smallest, other.smallest)
            largest = Swift.max(largest, other.largest)
            return
        }
        let (smallestBefore, largestBefore) = (smallest, largest)
        for index in other.counts.indices where other.counts[index] != 0 {
            record(other.value(atIndex: index), count: other.counts[index])
        }
        // Values other clamped are recorded here as its highest trackable
        // value; if that fits here, they were overflows all the same.
        if other.overflowCount > 0, other.highestTrackableValue <= highestTrackableValue {
            overflowCount = overflowCount.saturatingAdd(other.overflowCount)
        }
        smallest = Swift.min(smallestBefore, Swift.min(other.smallest, highestTrackableValue))
        largest = Swift.max(largestBefore, Swift.min(other.largest, highestTrackableValue))
    }

    /// Forgets every value recorded, keeping the configuration and the memory.
    ///
    /// - Complexity: O(``countsArrayLength``).
    public mutating func reset() {
        for index in counts.indices { counts[index] = 0 }
        totalCount = 0
        overflowCount = 0
        negativeCount = 0
        smallest = .max
        largest = .min
    }

    /// The smallest value recorded, exactly; `nil` when nothing was recorded.
    public var min: Int64? { totalCount > 0 ? smallest : nil }

    /// The largest value recorded, exactly (a clamped value counts as
    /// ``highestTrackableValue``); `nil` when nothing was recorded.
    public var max: Int64? { totalCount > 0 ? largest : nil }

    /// How many values were recorded in the same counter as `value`: those
    /// from ``lowestEquivalentValue(_:)`` to ``highestEquivalentValue(_:)``.
    /// A value above ``highestTrackableValue`` is looked up as that value; a
    /// negative value has no counter, and the answer is 0.
    public func count(equivalentTo value: Int64) -> Int64 {
        guard value >= 0 else { return 0 }
        return counts[countsIndex(of: Swift.min(value, highestTrackableValue))]
    }
}

extension Int64 {
    /// `self + other`, or `Int64.max` (`Int64.min`) where that would overflow.
    func saturatingAdd(_ other: Int64) -> Int64 {
        let (sum, overflow) = addingReportingOverflow(other)
        guard overflow else { return sum }
        return other > 0 ? .max : .min
    }
}

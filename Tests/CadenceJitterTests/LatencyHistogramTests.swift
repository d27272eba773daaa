import Cadence
import CadenceTesting
import Testing
@testable import CadenceJitter

/// The histogram against figures worked out by hand from HdrHistogram's
/// arithmetic. With three significant digits and 1 ns units, a bucket has
/// 2,048 sub-buckets (the power of two at or above 2·10³), half of them 1,024;
/// values below 2,048 are exact, and bucket b ≥ 1 holds 1,024·2ᵇ … 2,048·2ᵇ − 1
/// in sub-buckets 2ᵇ wide, at counter indices (b + 1)·1,024 … (b + 2)·1,024 − 1.
@Suite struct LatencyHistogramTests {
    // MARK: Layout

    /// Sub-buckets: the power of two at or above 2·10ᵈ. Buckets: one, then one
    /// more each time subBucketCount·2ᵏ is still ≤ the highest value. Counters:
    /// (buckets + 1) · subBucketCount/2.
    @Test(arguments: [
        // An hour at 3 digits: 2,048·2³¹ = 2⁴² ≈ 4.40e12 is the first above 3.6e12, so 1 + 31 buckets.
        (3, LatencyHistogram.oneHour, 2_048, 32, 33_792),
        // 2,048, 4,096 and 8,192 are ≤ 10,000; 16,384 is not: 4 buckets, 5 · 1,024 counters.
        (3, 10_000, 2_048, 4, 5_120),
        (3, 2, 2_048, 1, 2_048),
        // Stops before 2⁶² overflows: 2,048·2⁵¹ = 2⁶² passes Int64.max / 2 at 52 buckets, plus one.
        (3, Int64.max, 2_048, 53, 55_296),
        // 2·10² = 200 → 256; 256·2³⁴ = 2⁴² is the first above an hour: 35 buckets, 36 · 128 counters.
        (2, LatencyHistogram.oneHour, 256, 35, 4_608),
        // 2 → 2: one counter per power of two, 42 buckets, 43 · 1 counters.
        (0, LatencyHistogram.oneHour, 2, 42, 43),
        // 20 → 32; 32·2⁵ = 1,024 is the first above 1,000: 6 buckets, 7 · 16 counters.
        (1, 1_000, 32, 6, 112),
        // 2·10⁵ → 2¹⁸ = 262,144; 2¹⁹ ≤ 10⁶ < 2²⁰: 3 buckets, 4 · 131,072 counters.
        (5, 1_000_000, 262_144, 3, 524_288),
    ] as [(Int, Int64, Int, Int, Int)])
    func layout(digits: Int, highest: Int64, subBuckets: Int, buckets: Int, counters: Int) throws {
        let histogram = try LatencyHistogram(highestTrackableValue: highest, significantDigits: digits)
        #expect(histogram.subBucketCount == subBuckets)
        #expect(histogram.bucketCount == buckets)
        #expect(histogram.countsArrayLength == counters)
        // The highest value's counter is inside the array.
        #expect(histogram.countsIndex(of: highest) < counters)
    }

    /// The first values of the first buckets, and a few far out, for three
    /// digits: bucket b = 53 − leading zeros of (value | 2,047), sub-bucket
    /// s = value >> b, lowest = s << b, size = 2ᵇ, index = (b + 1)·1,024 + s − 1,024.
    @Test(arguments: [
        // value, lowest, highest, size, index
        (0, 0, 0, 1, 0),
        (1, 1, 1, 1, 1),
        (1_023, 1_023, 1_023, 1, 1_023),
        (1_024, 1_024, 1_024, 1, 1_024),  // bucket 0's upper half
        (2_047, 2_047, 2_047, 1, 2_047),  // the last exact value
        (2_048, 2_048, 2_049, 2, 2_048),  // bucket 1: s = 1,024, index 2·1,024 + 0
        (2_049, 2_048, 2_049, 2, 2_048),
        (2_050, 2_050, 2_051, 2, 2_049),
        (4_095, 4_094, 4_095, 2, 3_071),  // s = 2,047: 2,048 + 1,023
        (4_096, 4_096, 4_099, 4, 3_072),  // bucket 2
        (4_097, 4_096, 4_099, 4, 3_072),
        (8_191, 8_188, 8_191, 4, 4_095),
        (8_192, 8_192, 8_199, 8, 4_096),  // bucket 3
        (16_384, 16_384, 16_399, 16, 5_120),  // bucket 4
        // 2¹⁹ ≤ 10⁶ < 2²⁰: bucket 9, s = 1,953 (10⁶ / 512 = 1,953.125), lowest 1,953·512,
        // index 10·1,024 + 929.
        (1_000_000, 999_936, 1_000_447, 512, 11_169),
        // 2³⁶ ≤ 10¹¹ < 2³⁷: bucket 26, s = 1,490 (10¹¹ / 2²⁶ = 1,490.1), index 27·1,024 + 466.
        (100_000_000_000, 99_992_207_360, 100_059_316_223, 67_108_864, 28_114),
        // 2⁴¹ ≤ 3.6e12 < 2⁴²: bucket 31, s = 1,676 (3.6e12 / 2³¹ = 1,676.4), index 32·1,024 + 652.
        (3_600_000_000_000, 3_599_182_594_048, 3_601_330_077_695, 2_147_483_648, 33_420),
    ] as [(Int64, Int64, Int64, Int64, Int)])
    func equivalentRanges(value: Int64, lowest: Int64, highest: Int64, size: Int64, index: Int) throws {
        let histogram = try LatencyHistogram()
        #expect(histogram.lowestEquivalentValue(value) == lowest)
        #expect(histogram.highestEquivalentValue(value) == highest)
        #expect(histogram.sizeOfEquivalentRange(value) == size)
        #expect(histogram.medianEquivalentValue(value) == lowest + size / 2)
        #expect(histogram.countsIndex(of: value) == index)
        #expect(histogram.value(atIndex: index) == lowest)
    }

    /// Every counter's lowest value maps back to that counter, and lies just
    /// above the previous counter's highest value: the counters tile 0 … max.
    @Test(arguments: [0, 1, 2, 3] as [Int])
    func countersTileTheValues(digits: Int) throws {
        let histogram = try LatencyHistogram(significantDigits: digits)
        var expectedLowest: Int64 = 0
        for index in 0..<histogram.countsArrayLength {
            let lowest = histogram.value(atIndex: index)
            #expect(lowest == expectedLowest, "counter \(index)")
            #expect(histogram.countsIndex(of: lowest) == index)
            expectedLowest = histogram.highestEquivalentValue(lowest) + 1
        }
    }

    /// The last sub-bucket below Int64.max ends on it: s = 2,047 in bucket 52,
    /// 2⁵² wide, at the last counter (53 + 1)·1,024 − 1.
    @Test func theLargestValue() throws {
        var histogram = try LatencyHistogram(highestTrackableValue: .max)
        #expect(histogram.lowestEquivalentValue(.max) == 2_047 << 52)
        #expect(histogram.highestEquivalentValue(.max) == .max)
        #expect(histogram.sizeOfEquivalentRange(.max) == 1 << 52)
        #expect(histogram.countsIndex(of: .max) == histogram.countsArrayLength - 1)
        histogram.record(.max)
        #expect(histogram.value(atPercentile: 50) == .max)
        #expect(histogram.overflowCount == 0)
    }

    // MARK: Coordinated omission

    /// HdrHistogram's example in nanoseconds: 10,000 values of 1 ms and one of
    /// 100 s. Corrected for a 10 ms interval, the 100 s value adds 100 s − k·10 ms
    /// for k = 1 … 9,999 (99.99 s down to 10 ms, each ≥ the interval), so
    /// 10,000 + 1 + 9,999 = 20,000 values: 1 ms × 10,000, then 10 ms·k for
    /// k = 1 … 10,000.
    static func classic() throws -> (raw: LatencyHistogram, corrected: LatencyHistogram) {
        var raw = try LatencyHistogram()
        var corrected = try LatencyHistogram()
        for _ in 0..<10_000 {
            raw.record(1_000_000)
            corrected.recordCorrected(1_000_000, expectedInterval: 10_000_000)
        }
        raw.record(100_000_000_000)
        corrected.recordCorrected(100_000_000_000, expectedInterval: 10_000_000)
        return (raw, corrected)
    }

    /// Rank n = ⌈p · count / 100⌉; the answer is the top of the n-th value's
    /// sub-bucket, at most the exact max. Raw (10,001 values): ranks 5,001,
    /// 9,001, 9,901, 9,991 and 10,000 are all 1 ms, whose sub-bucket is
    /// 999,936 … 1,000,447; only 99.999 (rank 10,001) reaches 100 s. Corrected
    /// (20,000 values): rank 10,000 is the last 1 ms; rank 18,000 is 10 ms · 8,000
    /// = 80 s, in 79,993,765,888 … 80,060,874,751 (1,192 · 2²⁶ + 2²⁶ − 1); rank
    /// 19,800 is 98 s (1,460 · 2²⁶ …); 19,980 is 99.8 s (1,487 · 2²⁶ …);
    /// 19,998 is 99.98 s (1,489 · 2²⁶ …); 20,000 is 100 s, whose sub-bucket's top
    /// (100,059,316,223) is above the max, so the max.
    @Test(arguments: [
        // percentile, raw, corrected
        (0, 1_000_000, 1_000_000),
        (50, 1_000_447, 1_000_447),
        (90, 1_000_447, 80_060_874_751),
        (99, 1_000_447, 98_046_050_303),
        (99.9, 1_000_447, 99_857_989_631),
        (99.99, 1_000_447, 99_992_207_359),
        (99.999, 100_000_000_000, 100_000_000_000),
        (100, 100_000_000_000, 100_000_000_000),
    ] as [(Double, Int64, Int64)])
    func classicPercentiles(percentile: Double, raw: Int64, corrected: Int64) throws {
        let histograms = try Self.classic()
        #expect(histograms.raw.value(atPercentile: percentile) == raw)
        #expect(histograms.corrected.value(atPercentile: percentile) == corrected)
    }

    @Test func classicCountsAndMoments() throws {
        let (raw, corrected) = try Self.classic()
        #expect(raw.totalCount == 10_001)
        #expect(corrected.totalCount == 20_000)
        #expect(corrected.count(equivalentTo: 1_000_000) == 10_000)
        // 10 ms is alone in its 8,192 ns sub-bucket.
        #expect(corrected.count(equivalentTo: 10_000_000) == 1)
        #expect(corrected.min == 1_000_000 && corrected.max == 100_000_000_000)
        #expect(raw.min == 1_000_000 && raw.max == 100_000_000_000)

        // Raw, at sub-bucket middles: 1 ms counts as 999,936 + 256 = 1,000,192 and
        // 100 s as 99,992,207,360 + 2²⁵ = 100,025,761,792. Mean (10,000 · 1,000,192
        // + 100,025,761,792) / 10,001; for two values a (n₁ times) and b (n₂), the
        // deviation is √(n₁n₂) · (b − a) / (n₁ + n₂) = 100 · 100,024,761,600 / 10,001.
        #expect(raw.mean == 110_027_681_792.0 / 10_001)
        #expect(try close(#require(raw.standardDeviation), 10_002_476_160_000 / 10_001, within: 1e-12))

        // Corrected, exactly: mean (10⁴ · 10⁶ + 10⁷ · Σk) / 20,000 with Σk = 50,005,000:
        // 25,003,000,000 ns. Mean of squares (10⁴ · 10¹² + 10¹⁴ · Σk²) / 20,000 with
        // Σk² = 10⁴ · 10,001 · 20,001 / 6 = 333,383,335,000; less the mean squared, the
        // deviation is 32,276,410,372 ns. Sub-bucket middles keep both within 0.1%.
        #expect(try close(#require(corrected.mean), 25_003_000_000, within: 0.001))
        #expect(try close(#require(corrected.standardDeviation), 32_276_410_372, within: 0.001))
    }

    /// HdrHistogram's loop: record the value, then value − interval, − 2·interval,
    /// … while each is ≥ the interval.
    @Test(arguments: [
        (100, 30, [100, 70, 40]),  // 10 < 30 stops it
        (90, 30, [90, 60, 30]),  // 30 ≥ 30 is recorded
        (59, 30, [59]),  // 29 < 30
        (60, 30, [60, 30]),
        (29, 30, [29]),
        (100, 0, [100]),  // no interval: no correction
        (100, -5, [100]),
        (0, 10, [0]),
        (100_000_000, 10_000_000, [100, 90, 80, 70, 60, 50, 40, 30, 20, 10].map { $0 * 1_000_000 }),
    ] as [(Int64, Int64, [Int64])])
    func correctedRecording(value: Int64, interval: Int64, recorded: [Int64]) throws {
        var corrected = try LatencyHistogram()
        corrected.recordCorrected(value, expectedInterval: interval)
        var expected = try LatencyHistogram()
        for value in recorded { expected.record(value) }
        #expect(corrected == expected)
    }

    /// Counting a bucket's worth of added values at once gives what the
    /// one-by-one loop gives, values above the highest trackable one included.
    @Test(arguments: [0, 1, 2, 3, 4, 5, 6, 7] as [UInt64])
    func correctionCountsBucketsAsTheLoopWould(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for highest in [LatencyHistogram.oneHour, 1_000_000] {
            var bulk = try LatencyHistogram(highestTrackableValue: highest)
            var loop = try LatencyHistogram(highestTrackableValue: highest)
            for _ in 0..<50 {
                let value = Int64(random.nextInt(in: 0...3_000_000))
                let interval = Int64(random.nextInt(in: 300...100_000))
                bulk.recordCorrected(value, expectedInterval: interval)
                loop.record(value)
                var missing = value - interval
                while missing >= interval {
                    loop.record(missing)
                    missing -= interval
                }
            }
            #expect(bulk == loop, "seed \(seed), highest \(highest)")
        }
    }

    /// A stall of an hour measured every nanosecond adds 3.6 trillion values,
    /// in one pass over the counters.
    @Test func correctionOfAHugeStallIsCountedNotLooped() throws {
        var histogram = try LatencyHistogram()
        histogram.recordCorrected(LatencyHistogram.oneHour, expectedInterval: 1)
        #expect(histogram.totalCount == LatencyHistogram.oneHour)
        #expect(histogram.min == 1)
        #expect(histogram.count(equivalentTo: 1) == 1)
        #expect(histogram.count(equivalentTo: 1_000_000) == 512)
        #expect(histogram.value(atPercentile: 50) == histogram.highestEquivalentValue(1_800_000_000_000))
    }

    // MARK: Precision

    /// Every value lies in its equivalent range, which is at most 1/1,024 of
    /// it; percentiles of a seeded sample are the exact ones (the value at the
    /// same rank, sorted) or above them by less than 0.1%.
    @Test(arguments: [0, 1, 2, 3, 4, 5, 6, 7] as [UInt64])
    func relativeErrorIsBelowATenthOfAPercent(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var histogram = try LatencyHistogram()
        var values: [Int64] = []
        for _ in 0..<1_000 {
            // Spread over every magnitude up to an hour, not just the top buckets.
            let bits = random.nextInt(in: 0...41)
            let value = Swift.min(Int64(random.nextInt(in: 0...(1 << bits))), LatencyHistogram.oneHour)
            values.append(value)
            histogram.record(value)
            let lowest = histogram.lowestEquivalentValue(value)
            let highest = histogram.highestEquivalentValue(value)
            #expect(lowest <= value && value <= highest, "seed \(seed), value \(value)")
            #expect(Double(highest - lowest) <= Double(value) / 1_000, "seed \(seed), value \(value)")
        }
        values.sort()
        // p · 1,000 / 100 is a whole rank for each of these.
        let ranks = [(1.0, 10), (10, 100), (25, 250), (50, 500), (75, 750), (90, 900), (99, 990), (99.9, 999)]
        for (percentile, rank) in ranks {
            let exact = values[rank - 1]
            let answer = try #require(histogram.value(atPercentile: percentile))
            #expect(exact <= answer, "seed \(seed), p\(percentile)")
            #expect(Double(answer - exact) <= Double(exact) / 1_000, "seed \(seed), p\(percentile)")
        }
        #expect(histogram.min == values.first)
        #expect(histogram.max == values.last)
    }

    /// 99.9 · 41,000 / 100 is 40,959.00000000001 in floating point; nudged down
    /// one unit first, the rank is 40,959 as it should be.
    @Test func percentileRankIsNotPushedUpByRounding() throws {
        var histogram = try LatencyHistogram()
        for value in 1...41_000 as ClosedRange<Int64> { histogram.record(value) }
        // Rank 40,959: 2¹⁵ ≤ 40,959 < 2¹⁶, a 32 ns sub-bucket from 40,928 to 40,959.
        #expect(histogram.value(atPercentile: 99.9) == 40_959)
    }

    // MARK: Mean and deviation

    /// Both count each value at its sub-bucket's middle (lowest + size / 2), as
    /// HdrHistogram does, and divide by the count (population deviation). Below
    /// 2,048 the middle is the value; 4,096 counts as 4,098 and 4,100 as 4,102;
    /// 1 ms as 1,000,192.
    @Test(arguments: [
        ([1, 2, 3, 4], 2.5, 1.25.squareRoot()),  // deviations ±1.5, ±0.5: (2.25 + 0.25) · 2 / 4
        ([1_000, 1_000, 2_000, 2_000], 1_500, 500),
        ([0, 10], 5, 5),
        ([7], 7, 0),
        ([4_096, 4_100], 4_100, 2),  // exactly: 4,098 and 2
        ([2_048, 2_050, 2_052, 2_054], 2_052, 5.0.squareRoot()),  // middles 2,049 … 2,055: (9 + 1 + 1 + 9) / 4
        ([1_000_000, 1_000_000, 1_000_000], 1_000_192, 0),
    ] as [([Int64], Double, Double)])
    func meanAndDeviation(values: [Int64], mean: Double, deviation: Double) throws {
        var histogram = try LatencyHistogram()
        for value in values { histogram.record(value) }
        #expect(try close(#require(histogram.mean), mean, within: 1e-12))
        #expect(try close(#require(histogram.standardDeviation), deviation, within: 1e-12))
    }

    // MARK: Merging

    /// Merging two halves equals recording everything in one, counters,
    /// extremes and refusals alike.
    @Test(arguments: [0, 1, 2, 3] as [UInt64])
    func mergeEqualsRecordingBoth(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var first = try LatencyHistogram(highestTrackableValue: 10_000_000)
        var second = try LatencyHistogram(highestTrackableValue: 10_000_000)
        var both = try LatencyHistogram(highestTrackableValue: 10_000_000)
        for _ in 0..<2_000 {
            // Some negative, some above the highest trackable value.
            let value = Int64(random.nextInt(in: -500_000...11_000_000))
            if random.nextBool() { first.record(value) } else { second.record(value) }
            both.record(value)
        }
        first.merge(second)
        #expect(first == both)
        #expect(first.negativeCount > 0 && first.overflowCount > 0)
    }

    /// From a coarser histogram, each counter arrives at its lowest value: 1,001
    /// in a two-digit histogram is in 1,000 … 1,003 (4 wide), so it is counted
    /// at 1,000 here; the extremes stay exact, and percentiles stay within them.
    @Test func mergeFromACoarserHistogram() throws {
        var coarse = try LatencyHistogram(significantDigits: 2)
        coarse.record(1_001)
        var fine = try LatencyHistogram()
        fine.merge(coarse)
        #expect(fine.totalCount == 1)
        #expect(fine.count(equivalentTo: 1_000) == 1)
        #expect(fine.min == 1_001 && fine.max == 1_001)
        #expect(fine.value(atPercentile: 50) == 1_001)
    }

    /// Into a smaller range, values above it are clamped and counted as
    /// overflows: 50,000 arrives as 49,984 (its 32 ns sub-bucket's start) and
    /// is clamped to 10,000; 5,000 is exact.
    @Test func mergeIntoASmallerRange() throws {
        var wide = try LatencyHistogram()
        wide.record(50_000)
        wide.record(5_000)
        var narrow = try LatencyHistogram(highestTrackableValue: 10_000)
        narrow.merge(wide)
        #expect(narrow.totalCount == 2)
        #expect(narrow.overflowCount == 1)
        #expect(narrow.count(equivalentTo: 10_000) == 1)
        #expect(narrow.min == 5_000 && narrow.max == 10_000)
    }

    // MARK: Misuse and emptiness

    enum Recording: Sendable, CustomTestStringConvertible {
        case value(Int64)
        case counted(Int64, Int64)
        case corrected(Int64, Int64)

        var testDescription: String {
            switch self {
            case .value(let value): "record(\(value))"
            case .counted(let value, let count): "record(\(value), count: \(count))"
            case .corrected(let value, let interval): "recordCorrected(\(value), expectedInterval: \(interval))"
            }
        }

        func apply(to histogram: inout LatencyHistogram) {
            switch self {
            case .value(let value): histogram.record(value)
            case .counted(let value, let count): histogram.record(value, count: count)
            case .corrected(let value, let interval): histogram.recordCorrected(value, expectedInterval: interval)
            }
        }
    }

    /// With a highest trackable value of 10,000: larger values are recorded as
    /// 10,000 and counted; negative ones are counted and not recorded; counts
    /// of 0 or less record nothing. 25,000 corrected for 5,000 records 25,000,
    /// 20,000 and 15,000 (all clamped), 10,000 and 5,000.
    @Test(arguments: [
        // recording, total, overflow, negative, min, max
        (Recording.value(20_000), 1, 1, 0, 10_000, 10_000),
        (.value(Int64.max), 1, 1, 0, 10_000, 10_000),
        (.value(10_000), 1, 0, 0, 10_000, 10_000),
        (.value(-5), 0, 0, 1, nil, nil),
        (.value(Int64.min), 0, 0, 1, nil, nil),
        (.counted(-5, 3), 0, 0, 3, nil, nil),
        (.counted(20_000, 3), 3, 3, 0, 10_000, 10_000),
        (.counted(5, 0), 0, 0, 0, nil, nil),
        (.counted(5, -2), 0, 0, 0, nil, nil),
        (.corrected(-1, 10), 0, 0, 1, nil, nil),
        (.corrected(25_000, 5_000), 5, 3, 0, 5_000, 10_000),
    ] as [(Recording, Int64, Int64, Int64, Int64?, Int64?)])
    func outOfRangeValuesAreCountedNotTrapped(
        recording: Recording, total: Int64, overflow: Int64, negative: Int64, min: Int64?, max: Int64?
    ) throws {
        var histogram = try LatencyHistogram(highestTrackableValue: 10_000)
        recording.apply(to: &histogram)
        #expect(histogram.totalCount == total)
        #expect(histogram.overflowCount == overflow)
        #expect(histogram.negativeCount == negative)
        #expect(histogram.min == min)
        #expect(histogram.max == max)
    }

    @Test func clampedCorrectionsShareTheTopCounter() throws {
        var histogram = try LatencyHistogram(highestTrackableValue: 10_000)
        histogram.recordCorrected(25_000, expectedInterval: 5_000)
        // 25,000, 20,000 and 15,000 clamped, and 10,000 itself: 10,000 … 10,007.
        #expect(histogram.count(equivalentTo: 10_000) == 4)
        #expect(histogram.count(equivalentTo: 5_000) == 1)
        #expect(histogram.count(equivalentTo: 50_000) == 4)  // looked up as 10,000
        #expect(histogram.count(equivalentTo: -1) == 0)
    }

    @Test func countsSaturateInsteadOfOverflowing() throws {
        var histogram = try LatencyHistogram()
        histogram.record(5, count: .max)
        histogram.record(5, count: .max)
        histogram.record(-5, count: .max)
        histogram.record(-5, count: .max)
        #expect(histogram.totalCount == .max)
        #expect(histogram.negativeCount == .max)
        #expect(histogram.value(atPercentile: 99.999) == 5)
    }

    @Test(arguments: [
        (1, 3, "highestTrackableValue"), (0, 3, "highestTrackableValue"), (-5, 3, "highestTrackableValue"),
        (1_000, -1, "significantDigits"), (1_000, 6, "significantDigits"),
    ] as [(Int64, Int, String)])
    func invalidArgumentsThrow(highest: Int64, digits: Int, field: String) {
        let error = #expect(throws: CadenceError.self) {
            try LatencyHistogram(highestTrackableValue: highest, significantDigits: digits)
        }
        #expect(error?.code == .invalidValue)
        #expect(error?.field == field)
        #expect(error?.description.hasPrefix("\(field): expected ") == true)
    }

    /// Nothing recorded: counts are 0 and every statistic is nil, not a zero
    /// that would read like a measurement.
    @Test func emptyHistogramAnswersNil() throws {
        let empty = try LatencyHistogram()
        #expect(empty.totalCount == 0 && empty.overflowCount == 0 && empty.negativeCount == 0)
        #expect(empty.min == nil && empty.max == nil)
        #expect(empty.mean == nil && empty.standardDeviation == nil)
        #expect(empty.value(atPercentile: 0) == nil)
        #expect(empty.value(atPercentile: 50) == nil)
        #expect(empty.value(atPercentile: 100) == nil)
        #expect(empty.percentiles([50, 99]) == nil)
        #expect(empty.summary == nil)
        #expect(empty.count(equivalentTo: 0) == 0)

        // Only negative values recorded: still empty.
        var refused = empty
        refused.record(-1)
        #expect(refused.totalCount == 0 && refused.min == nil && refused.summary == nil)
    }

    @Test func resetEmptiesButKeepsTheConfiguration() throws {
        var histogram = try LatencyHistogram(highestTrackableValue: 10_000, significantDigits: 2)
        histogram.record(5)
        histogram.record(50_000)
        histogram.record(-5)
        histogram.reset()
        #expect(histogram == (try LatencyHistogram(highestTrackableValue: 10_000, significantDigits: 2)))
    }

    /// At 0 and 100 (and beyond) the exact extremes; NaN has no answer.
    @Test func percentileArguments() throws {
        var histogram = try LatencyHistogram()
        histogram.record(4_097)
        histogram.record(5_000)
        #expect(histogram.value(atPercentile: 0) == 4_097)
        #expect(histogram.value(atPercentile: -10) == 4_097)
        #expect(histogram.value(atPercentile: 1) == 4_099)  // rank 1: the top of 4,096 … 4,099
        #expect(histogram.value(atPercentile: 100) == 5_000)
        #expect(histogram.value(atPercentile: 250) == 5_000)
        #expect(histogram.value(atPercentile: 99) == 5_000)  // 5,000 … 5,003, capped at the max
        #expect(histogram.value(atPercentile: .nan) == nil)
        #expect(histogram.percentiles([0, 50, 100, .nan]) == [4_097, 4_099, 5_000, 4_097])
    }
}

/// Whether `value` is within `relative` of `expected`, relatively.
func close(_ value: Double, _ expected: Double, within relative: Double) -> Bool {
    abs(value - expected) <= relative * Swift.max(abs(expected), 1)
}

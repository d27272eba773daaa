import Testing
@testable import CadenceJitter

/// The summary's figures and text, and the examples in the documentation.
@Suite struct LatencyHistogramSummaryTests {
    @Test(arguments: [
        (0, "0"), (1, "0.00100"), (999, "0.999"), (1_234, "1.23"), (12_345, "12.3"), (123_456, "123"),
        (999_600, "1000"), (1_000_447, "1000"), (1_234_567, "1230"), (98_046_050_303, "98000000"),
        (-1_234, "-1.23"), (.nan, "nan"), (.infinity, "inf"), (-.infinity, "-inf"),
    ] as [(Double, String)])
    func microsecondsKeepThreeSignificantDigits(nanoseconds: Double, text: String) {
        #expect(LatencyHistogram.Summary.microseconds(nanoseconds) == text)
    }

    /// 99 values of 1 ms and one of 5 ms. Ranks 50, 90 and 99 are 1 ms (the
    /// top of 999,936 … 1,000,447); rank 100 (p99.9) is 5 ms, whose sub-bucket
    /// 4,997,120 … 5,001,215 is capped at the exact max. At sub-bucket middles
    /// (1,000,192 and 4,997,120 + 2,048 = 4,999,168) the mean is
    /// (99 · 1,000,192 + 4,999,168) / 100 = 1,040,181.76 and the deviation
    /// √(99 · 1) · 3,998,976 / 100 ≈ 397,893.09.
    @Test func summaryOfOneSlowValueInAHundred() throws {
        var histogram = try LatencyHistogram()
        histogram.record(1_000_000, count: 99)
        histogram.record(5_000_000)
        let summary = try #require(histogram.summary)
        #expect(summary.count == 100)
        #expect(summary.min == 1_000_000 && summary.max == 5_000_000)
        #expect(summary.p50 == 1_000_447 && summary.p90 == 1_000_447 && summary.p99 == 1_000_447)
        #expect(summary.p999 == 5_000_000)
        #expect(close(summary.mean, 1_040_181.76, within: 1e-12))
        #expect(close(summary.standardDeviation, 99.0.squareRoot() * 3_998_976 / 100, within: 1e-12))
        #expect(summary.description == """
            count 100, min 1000 µs, mean 1040 µs, stddev 398 µs, p50 1000 µs, \
            p90 1000 µs, p99 1000 µs, p99.9 5000 µs, max 5000 µs
            """)
    }

    /// ``LatencyHistogram``'s own example.
    @Test func typeExample() throws {
        var latencies = try LatencyHistogram()
        let samples: [Int64] = [980, 1_200, 1_350, 4_097, 15_000_000]
        for lateness in samples {
            latencies.record(lateness)
        }
        #expect(latencies.totalCount == 5)
        #expect(latencies.value(atPercentile: 60) == 1_350)
        #expect(latencies.value(atPercentile: 80) == 4_099)
        #expect(latencies.max == 15_000_000)
        let text = try #require(latencies.summary).description
        #expect(text.hasPrefix("count 5, min 0.980 µs, "))
        #expect(text.hasSuffix(", max 15000 µs"))
    }

    /// ``LatencyHistogram/recordCorrected(_:expectedInterval:)``'s example.
    @Test func correctedExample() throws {
        var corrected = try LatencyHistogram()
        corrected.recordCorrected(100_000_000, expectedInterval: 10_000_000)
        #expect(corrected.totalCount == 10)
        #expect(corrected.min == 10_000_000)
    }

    /// ``LatencyHistogram/value(atPercentile:)``'s example.
    @Test func percentileExample() throws {
        var histogram = try LatencyHistogram()
        histogram.record(1_000_000, count: 99)
        histogram.record(5_000_000)
        #expect(histogram.value(atPercentile: 50) == 1_000_447)
        #expect(histogram.value(atPercentile: 99) == 1_000_447)
        #expect(histogram.value(atPercentile: 99.5) == 5_000_000)
    }

    /// ``LatencyHistogram/mean``'s example.
    @Test func meanExample() throws {
        var histogram = try LatencyHistogram()
        histogram.record(4_096)
        histogram.record(4_100)
        #expect(histogram.mean == 4_100)
    }

    /// The landing page's example: raw and corrected, side by side.
    @Test func landingPageExample() throws {
        let latenesses = Array(repeating: Int64(1_000_000), count: 10_000) + [100_000_000_000]
        var raw = try LatencyHistogram()
        var corrected = try LatencyHistogram()
        for lateness in latenesses {
            raw.record(lateness)
            corrected.recordCorrected(lateness, expectedInterval: 10_000_000)
        }
        #expect(raw.value(atPercentile: 99) == 1_000_447)
        #expect(corrected.value(atPercentile: 99) == 98_046_050_303)
        #expect(corrected.totalCount == 20_000)
        let text = try #require(corrected.summary).description
        #expect(text.hasPrefix("count 20000, min 1000 µs, mean 25000000 µs, stddev 32300000 µs, p50 1000 µs, "))
    }

    /// The initializer's examples.
    @Test func initializerExamples() throws {
        let frames = try LatencyHistogram(highestTrackableValue: 10_000_000_000)
        let coarse = try LatencyHistogram(significantDigits: 2)
        #expect(frames.highestTrackableValue == 10_000_000_000)
        #expect(coarse.subBucketCount == 256)
    }
}

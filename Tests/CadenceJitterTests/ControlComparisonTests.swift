import Testing

@testable import CadenceJitter

/// A run judged against the control measured beside it, from injected
/// samples: the tick accumulator of the hand-worked 64 Hz scenario
/// (VirtualJitterScenarioTests: period 15.625 ms; 8 of 71 vsyncs dropped, a
/// hitch ratio of 8000/71 = 112.68 ms/s; corrected p99 lateness 45.625 ms, the
/// largest value; end-of-chain drift 125 ms) beside a control made by hand.
@Suite struct ControlComparisonTests {
    /// The tick accumulator's median run of the hand-worked scenario, with `control` beside it.
    static func tickAccumulator(beside control: BareTicker.Result?) throws -> RunMeasurement {
        var run = try VirtualJitterScenarioTests.measurement(.tickAccumulator)
        run.control = control
        return run
    }

    @Test func aControlLateByMoreThanAPeriodMakesTheRunNoisyAndExplainsItsHitches() throws {
        // Every wake-up 50 ms late; 63 wake-ups and 8 missed grid instants:
        // 71 instants, as many as the run's vsyncs.
        let run = try Self.tickAccumulator(beside: try BareTicker.Result.uniform(lateness: 50_000_000, wakeUps: 63, missed: 8))
        let comparison = try #require(run.comparison)
        // All values are 50 ms, so the p99 is the largest, exactly.
        #expect(comparison.controlP99 == 50_000_000)
        #expect(comparison.isNoisy)
        #expect(run.comparison?.isNoisy == true)
        // 45.625 ms less 50 ms is below zero: no excess.
        #expect(comparison.excessP99 == 0)
        // 1000 · 8 / 71 ms/s for both: nothing in excess, a good band.
        #expect(comparison.controlHitchMillisecondsPerSecond == 1000 * 8 / 71.0)
        #expect(comparison.excessHitchMillisecondsPerSecond == 0)
        #expect(comparison.band == .good)
        // 8 missed instants of 15.625 ms: 125 ms lost.
        #expect(comparison.controlLostTime == 125_000_000)
    }

    @Test func aQuietControlLeavesTheRunsOwnFigures() throws {
        let run = try Self.tickAccumulator(beside: try BareTicker.Result.uniform(lateness: 100_000, wakeUps: 71, missed: 0))
        let comparison = try #require(run.comparison)
        #expect(!comparison.isNoisy)
        #expect(comparison.excessP99 == 45_625_000 - 100_000)
        #expect(comparison.excessHitchMillisecondsPerSecond == run.frames.hitchMillisecondsPerSecond)
        #expect(comparison.band == .critical)
        #expect(comparison.controlLostTime == 0)
    }

    /// Noisy means a p99 above one period: exactly one period is not.
    @Test func noisyStartsAboveOnePeriod() throws {
        let atPeriod = try Self.tickAccumulator(beside: try BareTicker.Result.uniform(lateness: 15_625_000, wakeUps: 71, missed: 0))
        #expect(atPeriod.comparison?.controlP99 == 15_625_000)
        #expect(atPeriod.comparison?.isNoisy == false)
        let above = try Self.tickAccumulator(beside: try BareTicker.Result.uniform(lateness: 15_626_000, wakeUps: 71, missed: 0))
        #expect(above.comparison?.isNoisy == true)
    }

    @Test func withoutAControlThereIsNoComparison() throws {
        let run = try Self.tickAccumulator(beside: nil)
        #expect(run.comparison == nil)
        let noisy = run.isNoisy
        #expect(!noisy)
    }
}

extension BareTicker.Result {
    /// A control whose every wake-up was `lateness` ns late, raw and corrected
    /// alike, with the given counts.
    static func uniform(lateness: Int64, wakeUps: Int, missed: Int) throws -> BareTicker.Result {
        var histogram = try LatencyHistogram()
        histogram.record(lateness, count: Int64(wakeUps))
        return BareTicker.Result(raw: histogram, corrected: histogram, wakeUps: wakeUps, missedDeadlines: missed, earlyWakeUps: 0)
    }
}

import Testing

@testable import CadenceJitter

/// The harness on the virtual clock, where every figure is exact: a hand-worked
/// scenario at 64 Hz (a period of 15.625 ms, exact in binary) with two steps of
/// 0.5 s and a 50 ms stall every 240 ms, aligned, from the second period.
///
/// Stalls block the queue over [0.24, 0.29), [0.48, 0.53), [0.72, 0.77),
/// [0.96, 1.01) and [1.20, 1.25) seconds after the origin. Vsync k is at k/64 s.
@Suite struct VirtualJitterScenarioTests {
    static let period = 0.015_625

    static func report() throws -> JitterReport {
        var configuration = JitterConfiguration()
        configuration.clock = .virtual
        configuration.framesPerSecond = 64
        configuration.workload = try Workload(stepDurations: [0.5, 0.5])
        configuration.loads = [.periodicStalls(length: 0.05, period: 0.24, phase: .aligned)]
        return try JitterHarness(configuration).run()
    }

    static func measurement(_ strategy: JitterStrategy) throws -> RunMeasurement {
        try #require(try report().result(for: strategy)).median
    }

    static func nanoseconds(_ seconds: Double) -> Int64 { Int64((seconds * 1e9).rounded()) }

    @Test func theLoadBlocksTheQueueWhereThePlanSays() throws {
        let blocks = try Self.measurement(.cadenceCompletion).record.blocks
        let expected: [(Double, Double)] = [(0.24, 0.29), (0.48, 0.53), (0.72, 0.77), (0.96, 1.01)]
        #expect(blocks.count == expected.count)
        for (block, (start, end)) in zip(blocks, expected) {
            #expect(Self.nanoseconds(block.start) == Self.nanoseconds(start))
            #expect(Self.nanoseconds(block.end) == Self.nanoseconds(end))
        }
    }

    /// Each stall swallows three vsyncs; the display link delivers one callback
    /// for them when it ends, so the accumulator loses two ticks per stall.
    /// Ticks at vsync k: k − 2 after the first stall, k − 4 after the second,
    /// k − 6, k − 8. Step 0 (32 ticks) ends at vsync 36 = 0.5625 s, 4 periods
    /// late; step 1 (64 ticks) at vsync 72 = 1.125 s, 8 periods late.
    @Test func theTickAccumulatorDriftsTwoPeriodsPerStall() throws {
        let run = try Self.measurement(.tickAccumulator)
        #expect(run.record.steps.map { Self.nanoseconds($0.drift) } == [62_500_000, 125_000_000])
        #expect(run.drift?.endOfChain == 125_000_000)
        #expect(run.drift?.worst == 125_000_000)
        #expect(Self.nanoseconds(run.record.duration) == 1_125_000_000)
    }

    /// 72 vsyncs, 8 swallowed: 64 callbacks. The late ones are due at the first
    /// swallowed vsync (16, 31, 47, 62) and run when the stall ends.
    @Test func theTickAccumulatorsCallbacksAreLateByTheStalls() throws {
        let callbacks = try Self.measurement(.tickAccumulator).callbacks
        #expect(callbacks.count == 64)
        #expect(callbacks.early == 0)
        // ⌊40/15.625⌋ + ⌊45.625/15.625⌋ + ⌊35.625/15.625⌋ + ⌊41.25/15.625⌋ = 2 + 2 + 2 + 2.
        #expect(callbacks.missedDeadlines == 8)
        #expect(callbacks.raw.totalCount == 64)
        // Each late callback also counts its lateness less one period (the
        // next less two is under a period): 4 more.
        #expect(callbacks.corrected.totalCount == 68)
        #expect(callbacks.raw.max == 45_625_000)
        #expect(callbacks.raw.count(equivalentTo: 0) == 60)
    }

    /// Vsyncs 2 ... 72 are counted; the two after each stall's first show no new
    /// frame: 8 dropped of 71, four frames on screen for three periods.
    @Test func theTickAccumulatorDropsTheFramesTheStallsSwallow() throws {
        let frames = try Self.measurement(.tickAccumulator).frames
        #expect(frames.vsyncs == 71)
        #expect(frames.dropped == 8)
        #expect(frames.onTime == 63)
        #expect(frames.late == 0)
        #expect(frames.janky == 4)
        #expect(frames.frozen == 0)
        #expect(frames.hitchMillisecondsPerSecond == 8000.0 / 71)
        #expect(frames.band == .critical)
        #expect(frames.worstSecondDropped == 8)
        #expect(frames.p95SecondDropped == 8)
    }

    /// The value lags one tick (3.125 at 200 per second) plus a tick per lost
    /// one; the worst is vsync 64 (f = 200), dropped, still showing the frame
    /// of vsync 61's callback: 55 ticks, 171.875. Error 28.125.
    @Test func theTickAccumulatorsValueFallsBehind() throws {
        let error = try #require(try Self.measurement(.tickAccumulator).valueError)
        #expect(error.max == 28.125)
    }

    /// Step 0's completion is due at 0.5 s, inside the stall, and runs at 0.53;
    /// anchored to completion, step 1 starts then and ends at 1.03, after the
    /// fourth stall, on time.
    @Test func aCompletionAnchoredChainInheritsTheLateCompletion() throws {
        let run = try Self.measurement(.cadenceCompletion)
        #expect(run.record.steps.map { Self.nanoseconds($0.drift) } == [0, 30_000_000])
        #expect(run.record.callbacks.map { Self.nanoseconds($0.lateness) } == [30_000_000, 0])
        #expect(run.callbacks.missedDeadlines == 1)
        #expect(run.drift?.endOfChain == 30_000_000)
    }

    /// Anchored to the schedule, step 1 begins at 0.5 whatever the stall: no
    /// drift. Its completion, due at 1.0 inside the fourth stall, runs at 1.01.
    @Test func aScheduleAnchoredChainDoesNotDrift() throws {
        let run = try Self.measurement(.cadenceSchedule)
        #expect(run.record.steps.map { Self.nanoseconds($0.drift) } == [0, 0])
        #expect(run.record.callbacks.map { Self.nanoseconds($0.lateness) } == [30_000_000, 10_000_000])
        #expect(run.callbacks.missedDeadlines == 1)
        #expect(run.drift?.endOfChain == 0)
    }

    /// The pyramid starts step 1 in step 0's completion block, at 0.53: like
    /// the completion-anchored chain.
    @Test func nestedCompletionBlocksDriftLikeCompletionAnchoring() throws {
        let run = try Self.measurement(.nestedCompletion)
        #expect(run.record.steps.map { Self.nanoseconds($0.drift) } == [0, 30_000_000])
        #expect(run.drift?.endOfChain == 30_000_000)
    }

    /// The layer tree is presented off the queue at every vsync, so stalls drop
    /// no frame. Vsync 34 (0.53125 s) is prepared at vsync 33, before step 1
    /// is committed at 0.53: it shows 100 where f is 106.25. Anchored to the
    /// schedule, every later frame is exact.
    @Test func layerTreeStrategiesDropNoFrameAndGlitchOnceAtTheLateStep() throws {
        for strategy in [JitterStrategy.cadenceCompletion, .cadenceSchedule, .nestedCompletion] {
            let run = try Self.measurement(strategy)
            #expect(run.frames.dropped == 0, "\(strategy)")
            #expect(run.frames.band == .good, "\(strategy)")
            let error = try #require(run.valueError)
            #expect(abs(error.max - 6.25) < 1e-9, "\(strategy)")
        }
        let schedule = try Self.measurement(.cadenceSchedule)
        let lateFrames = schedule.timeline.entries.filter { entry in
            abs((entry.value ?? 0) - schedule.record.idealValue(at: schedule.record.vsync(entry.index))) > 1e-9
        }
        // Vsync 33 shows step 0's end value (100) where f = 103.125; vsync 34 as above.
        #expect(lateFrames.map(\.index) == [33, 34])
    }

    /// The raw timer's run ends at the chain's ideal end, 1.0 s: three stalls
    /// swallowed two fires each; the fourth's callback comes after the end.
    @Test func theRawTimerShowsTheQueuesFloorUnderTheSameStalls() throws {
        let run = try Self.measurement(.rawTimer)
        #expect(run.drift == nil)
        #expect(run.valueError == nil)
        #expect(run.callbacks.early == 0)
        #expect(run.callbacks.count == 55)
        #expect(run.callbacks.missedDeadlines == 6)
    }

    @Test func theSameSeedGivesTheSameFiguresEveryRun() throws {
        #expect(try Self.report() == Self.report())
    }
}

import Cadence
import Testing

@testable import CadenceJitter

/// Frames placed on the display by hand: a period of 0.1 s, a run of 1 s.
@Suite struct FrameStatisticsTests {
    static func record(_ frames: [(time: Double, target: Int)], duration: Double = 1) throws -> RunRecord {
        var record = RunRecord(strategy: .tickAccumulator, period: 0.1, workload: try Workload(stepDurations: [1]))
        record.frames = frames.map { RunRecord.Frame(time: $0.time, target: $0.target, value: Double($0.target)) }
        record.duration = duration
        return record
    }

    /// Frames for vsyncs 1 ... 10, each ready half a period before: all on time.
    @Test func framesReadyBeforeTheirVsyncAreOnTime() throws {
        let record = try Self.record((1...10).map { (Double($0) * 0.1 - 0.05, $0) })
        let statistics = FrameStatistics(FrameTimeline(record), period: 0.1)
        #expect(statistics.vsyncs == 10)
        #expect(statistics.onTime == 10)
        #expect(statistics.dropped == 0)
        #expect(statistics.hitchMillisecondsPerSecond == 0)
        #expect(statistics.band == .good)
    }

    /// The frame for vsync 4 is ready at 0.52 s, so it would appear at vsync 6,
    /// late; but frame 6, ready at 0.55, wins vsync 6. Vsyncs 4 and 5 show
    /// frame 3 again.
    @Test func aLateFrameAppearsAtTheFirstVsyncAfterItIsReady() throws {
        let frames: [(Double, Int)] = [(0.05, 1), (0.15, 2), (0.25, 3), (0.52, 4), (0.55, 6), (0.65, 7)]
        let timeline = FrameTimeline(try Self.record(frames, duration: 0.7))
        #expect(timeline.entries.map(\.index) == [1, 2, 3, 4, 5, 6, 7])
        #expect(timeline.entries.map(\.status) == [.onTime, .onTime, .onTime, .dropped, .dropped, .onTime, .onTime])
        #expect(timeline.entries.map(\.value) == [1, 2, 3, 3, 3, 6, 7])
    }

    @Test func aFrameReadyExactlyAtAVsyncShowsAtTheNext() throws {
        let timeline = FrameTimeline(try Self.record([(0.1, 1)], duration: 0.3))
        #expect(timeline.entries.first?.index == 2)
        #expect(timeline.entries.first?.status == .late)
    }

    /// One frame at vsync 1, nothing until vsync 9: frame 1 stays 8 periods
    /// (0.8 s > 700 ms): janky and frozen; 7 dropped of 9 vsyncs.
    @Test func aLongGapIsJankyFrozenAndAHitch() throws {
        let statistics = FrameStatistics(FrameTimeline(try Self.record([(0.05, 1), (0.85, 9)], duration: 0.9)), period: 0.1)
        #expect(statistics.vsyncs == 9)
        #expect(statistics.dropped == 7)
        #expect(statistics.janky == 1)
        #expect(statistics.frozen == 1)
        #expect(statistics.hitchMillisecondsPerSecond == 7000.0 / 9)
        #expect(statistics.worstSecondDropped == 7)
    }

    @Test func slidingWindowsCountEachStretch() {
        let flags = [true, false, true, true, false, false]
        #expect(FrameStatistics.slidingCounts(flags, window: 3) == [2, 2, 2, 1])
        #expect(FrameStatistics.slidingCounts(flags, window: 10) == [3])
        #expect(FrameStatistics.slidingCounts([], window: 3) == [])
        #expect(FrameStatistics.nearestRank([1, 2, 3, 4], 0.95) == 4)
        #expect(FrameStatistics.nearestRank([1, 2, 3, 4], 0.5) == 2)
    }

    @Test func theHitchBandsAreApples() {
        #expect(HitchBand(millisecondsPerSecond: 0) == .good)
        #expect(HitchBand(millisecondsPerSecond: 5) == .good)
        #expect(HitchBand(millisecondsPerSecond: 5.1) == .warning)
        #expect(HitchBand(millisecondsPerSecond: 10) == .critical)
        #expect(HitchBand.good < .critical)
    }

    @Test func noFramesMeansAnEmptyTimelineAndNoValues() throws {
        let record = try Self.record([])
        let measurement = RunMeasurement(record)
        #expect(measurement.timeline.entries.isEmpty)
        #expect(measurement.frames.vsyncs == 0)
        #expect(measurement.frames.hitchMillisecondsPerSecond == 0)
        #expect(measurement.valueError == nil)
        #expect(measurement.callbacks.count == 0)
        #expect(measurement.drift?.endOfChain == nil)
    }
}

import Testing

@testable import CadenceJitter

/// Where "missed" begins. Docs/Jitter.md and Docs/JitterOutput.md define a
/// missed deadline as one "whose callback had not run by the next frame";
/// `CallbackStatistics.missedDeadlines` states the rule exactly: "for a
/// periodic callback, each period of its lateness; for another, one if it was
/// a period late or more". Lateness is counted in whole nanoseconds, rounded.
///
/// So with a period P, a one-off callback L late misses 1 deadline when
/// L ≥ P and none when L < P; a periodic one misses ⌊L / P⌋. Exactly one
/// period late is the boundary: it counts (the callback did not run before the
/// next frame's instant).
///
/// The period is 1/64 s = 15,625,000 ns, exact in binary, and every due time
/// and run time below is a sum of binary fractions or a whole number of
/// nanoseconds away from one, so each lateness is the stated number of
/// nanoseconds after rounding.
@Suite struct MissedDeadlineBoundaryTests {
    static let period = 0.015_625
    static let periodNanoseconds: Int64 = 15_625_000

    /// Callback statistics of one callback due at 0.5 s and run `lateness`
    /// seconds later.
    static func statistics(lateness: Double, periodic: Bool) throws -> CallbackStatistics {
        var record = RunRecord(strategy: .cadenceCompletion, period: period, workload: try Workload(stepDurations: [0.5]))
        record.callbacks = [RunRecord.Callback(due: 0.5, time: 0.5 + lateness, isPeriodic: periodic)]
        return CallbackStatistics(record)
    }

    /// A one-off callback (a completion): one deadline missed from exactly one
    /// period late on, whatever the lateness beyond it.
    @Test(arguments: [
        (0.015_625 - 1e-9, 0),  // 15,624,999 ns: ran before the next frame
        (0.015_625, 1),  // 15,625,000 ns: exactly one period, the boundary, missed
        (0.015_625 + 1e-9, 1),  // 15,625,001 ns
        (0.031_25, 1),  // two periods: still one deadline, a one-off has only one
        (0, 0),
    ] as [(Double, Int)])
    func oneOffCallback(lateness: Double, missed: Int) throws {
        let statistics = try Self.statistics(lateness: lateness, periodic: false)
        #expect(statistics.missedDeadlines == missed, "lateness \(lateness)")
        #expect(statistics.count == 1)
        #expect(statistics.early == 0)
        // A one-off callback is recorded once, corrected or not.
        #expect(statistics.raw.totalCount == 1 && statistics.corrected.totalCount == 1)
    }

    /// The recorded lateness is the whole number of nanoseconds the rule compares.
    @Test func latenessIsCountedInWholeNanoseconds() throws {
        #expect(try Self.statistics(lateness: 0.015_625 - 1e-9, periodic: false).raw.max == 15_624_999)
        #expect(try Self.statistics(lateness: 0.015_625, periodic: false).raw.max == Self.periodNanoseconds)
        #expect(try Self.statistics(lateness: 0.015_625 + 1e-9, periodic: false).raw.max == 15_625_001)
    }

    /// A periodic callback (a frame) misses ⌊L / P⌋ deadlines: 0 just under a
    /// period, 1 at exactly one and just over, 2 at exactly two. Corrected for
    /// coordinated omission it also records L − k·P for each k ≥ 1 with
    /// L − k·P ≥ P (HdrHistogram's recordValueWithExpectedInterval): none
    /// below two periods, one at exactly two.
    @Test(arguments: [
        (0.015_625 - 1e-9, 0, 1),
        (0.015_625, 1, 1),
        (0.015_625 + 1e-9, 1, 1),
        (0.031_25 - 1e-9, 1, 1),
        (0.031_25, 2, 2),
    ] as [(Double, Int, Int64)])
    func periodicCallback(lateness: Double, missed: Int, corrected: Int64) throws {
        let statistics = try Self.statistics(lateness: lateness, periodic: true)
        #expect(statistics.missedDeadlines == missed, "lateness \(lateness)")
        #expect(statistics.raw.totalCount == 1)
        #expect(statistics.corrected.totalCount == corrected, "lateness \(lateness)")
    }

    /// A callback one nanosecond early is early, not late: it is counted in
    /// `early`, recorded in neither histogram, and misses nothing.
    @Test func oneNanosecondEarlyIsEarly() throws {
        let statistics = try Self.statistics(lateness: -1e-9, periodic: false)
        #expect(statistics.early == 1)
        #expect(statistics.missedDeadlines == 0)
        #expect(statistics.raw.totalCount == 0)
    }

    /// The same boundary through the harness, on the virtual clock at 64 Hz
    /// with two steps of 0.5 s. A stall of length s every 0.24 s, aligned,
    /// from the second period, blocks the queue over [0.48, 0.48 + s) among
    /// others; step 0's completion is due at 0.5, inside it, and runs when it
    /// ends: 0.48 + s − 0.5 = s − 0.02 late. With s = 0.035625 that is
    /// exactly one period (15.625 ms). Step 1 then ends at 1.0 (schedule) or
    /// 0.5 + (s − 0.02) + 0.5 (completion), after the stall over
    /// [0.96, 0.96 + s) and before the one at 1.2: on time.
    @Test(arguments: [
        (0.035_624, 15_624_000, 0),  // one microsecond under a period: not missed
        (0.035_625, 15_625_000, 1),  // exactly one period: missed
        (0.035_626, 15_626_000, 1),  // one microsecond over: missed
    ] as [(Double, Int64, Int)])
    func aCompletionHeldBackByAStall(stall: Double, lateness: Int64, missed: Int) throws {
        var configuration = JitterConfiguration()
        configuration.clock = .virtual
        configuration.framesPerSecond = 64
        configuration.strategies = [.cadenceCompletion, .cadenceSchedule]
        configuration.workload = try Workload(stepDurations: [0.5, 0.5])
        configuration.loads = [.periodicStalls(length: stall, period: 0.24, phase: .aligned)]
        let report = try JitterHarness(configuration).run()
        for strategy in configuration.strategies {
            let run = try #require(report.result(for: strategy)).median
            let latenesses = run.record.callbacks.map { Int64(($0.lateness * 1e9).rounded()) }
            #expect(latenesses == [lateness, 0], "\(strategy), stall \(stall)")
            #expect(run.callbacks.missedDeadlines == missed, "\(strategy), stall \(stall)")
        }
    }
}

import Testing

import CadenceJitter

/// The examples in Docs/Jitter.md, run as written.
@Suite struct JitterDocumentationExampleTests {
    @Test func theVirtualClockExample() throws {
        var configuration = JitterConfiguration()
        configuration.clock = .virtual
        configuration.framesPerSecond = 64
        configuration.workload = try Workload(stepDurations: [0.5, 0.5])
        configuration.loads = [.periodicStalls(length: 0.05, period: 0.24, phase: .aligned)]
        let report = try JitterHarness(configuration).run()
        let tick = try #require(report.result(for: .tickAccumulator)).median
        #expect(tick.drift?.endOfChain == 125_000_000)
    }

    /// The harness's own doc comment: every strategy, the default load, virtual.
    @Test func theHarnessExample() throws {
        var configuration = JitterConfiguration()
        configuration.clock = .virtual
        let report = try JitterHarness(configuration).run()
        #expect(report.results.count == JitterStrategy.allCases.count)
        let schedule = try #require(report.result(for: .cadenceSchedule)).median
        let tick = try #require(report.result(for: .tickAccumulator)).median
        // The standard load: the tick accumulator drifts, anchoring to the schedule does not.
        #expect(schedule.drift?.endOfChain == 0)
        #expect((tick.drift?.endOfChain ?? 0) > 100_000_000)
    }
}

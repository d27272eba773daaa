import Testing

import CadenceJitter

/// The example of `JitterHarness`'s doc comment, run as written (Docs/Jitter.md's
/// example runs in CadenceDocumentationTests).
@Suite struct JitterDocumentationExampleTests {
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

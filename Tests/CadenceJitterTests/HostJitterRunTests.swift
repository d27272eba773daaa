import Cadence
import Testing

@testable import CadenceJitter

/// The harness on the real clock, with generous bounds only: it runs, it ends,
/// and nothing runs before its deadline.
@Suite struct HostJitterRunTests {
    @Test func everyStrategyRunsToItsEndOnTheHostClock() throws {
        var configuration = JitterConfiguration()
        configuration.workload = try Workload(stepDurations: [0.1, 0.15])
        configuration.loads = [.periodicStalls(length: 0.01, period: 0.06, phase: .swept)]
        let report = try JitterHarness(configuration).run()
        #expect(report.environment != nil)
        #expect(report.environment?.build != nil)
        #expect(report.results.map(\.strategy) == JitterStrategy.allCases)
        for result in report.results {
            let run = result.median
            #expect(!run.record.timedOut, "\(result.strategy)")
            #expect(run.callbacks.early == 0, "\(result.strategy)")
            #expect(run.callbacks.count > 0, "\(result.strategy)")
            #expect(run.control != nil, "\(result.strategy)")
            #expect(run.record.blocks.count >= 2, "\(result.strategy)")
            if result.strategy.playsChain {
                #expect(run.record.steps.count == 2, "\(result.strategy)")
            }
        }
    }

    @Test func progressIsReportedBeforeEachRun() throws {
        var configuration = JitterConfiguration()
        configuration.clock = .virtual
        configuration.strategies = [.rawTimer, .cadenceSchedule]
        configuration.runs = 2
        configuration.workload = try Workload(stepDurations: [0.2])
        let seen = LockedBox<[String]>([])
        let report = try JitterHarness(configuration).run { progress in
            seen.withLock { $0.append("\(progress.run)/\(progress.runs) \(progress.strategy.rawValue)") }
        }
        // Round 0 starts with the first strategy, round 1 with the second.
        #expect(seen.withLock { $0 } == ["1/4 raw-timer", "2/4 cadence-schedule", "3/4 cadence-schedule", "4/4 raw-timer"])
        #expect(report.results.map(\.runs.count) == [2, 2])
        #expect(report.results.map { $0.runs.map(\.sequenceNumber) } == [[0, 3], [1, 2]])
        #expect(report.environment == nil)
    }
}

import CadenceJitter

/// Jitter reports for the output tests, made on the virtual clock so that
/// every figure is the same on every machine.
enum JitterSamples {
    /// Every strategy, two steps (0.5 s, 0.25 s), a 50 ms stall every 300 ms aligned.
    static func configuration(runs: Int = 1) throws -> JitterConfiguration {
        var configuration = JitterConfiguration()
        configuration.clock = .virtual
        configuration.workload = try Workload(stepDurations: [0.5, 0.25])
        configuration.loads = [.periodicStalls(length: 0.05, period: 0.3, phase: .aligned)]
        configuration.runs = runs
        return configuration
    }

    /// A harness run of ``configuration(runs:)``.
    static func report(runs: Int = 1) throws -> JitterReport {
        try JitterHarness(configuration(runs: runs)).run()
    }

    /// The hand-worked 64 Hz scenario of the jitter tests (two steps of 0.5 s,
    /// a 50 ms stall every 240 ms, aligned) on the virtual clock, with
    /// `controls` set beside the median runs of their strategies as if
    /// measured there.
    static func handWorked(controls: [JitterStrategy: BareTicker.Result] = [:]) throws -> JitterReport {
        var configuration = JitterConfiguration()
        configuration.clock = .virtual
        configuration.framesPerSecond = 64
        configuration.workload = try Workload(stepDurations: [0.5, 0.5])
        configuration.loads = [.periodicStalls(length: 0.05, period: 0.24, phase: .aligned)]
        var report = try JitterHarness(configuration).run()
        for index in report.results.indices {
            report.results[index].runs[0].control = controls[report.results[index].strategy]
        }
        return report
    }

    /// A control whose every wake-up was `lateness` ns late, raw and corrected
    /// alike, with the given counts.
    static func control(lateness: Int64, wakeUps: Int, missed: Int) throws -> BareTicker.Result {
        var histogram = try LatencyHistogram()
        histogram.record(lateness, count: Int64(wakeUps))
        return BareTicker.Result(raw: histogram, corrected: histogram, wakeUps: wakeUps, missedDeadlines: missed, earlyWakeUps: 0)
    }

    /// A report whose runs recorded nothing: no callbacks, frames, steps or blocks.
    static func empty() throws -> JitterReport {
        let configuration = try configuration()
        let results = configuration.strategies.map { strategy in
            StrategyResult(
                strategy: strategy,
                runs: [RunMeasurement(RunRecord(strategy: strategy, period: configuration.period, workload: configuration.workload))])
        }
        return JitterReport(configuration: configuration, environment: nil, results: results)
    }
}

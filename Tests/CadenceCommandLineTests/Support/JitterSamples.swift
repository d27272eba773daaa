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

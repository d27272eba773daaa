import Cadence

/// Runs every strategy of a ``JitterConfiguration`` on the same loads and
/// measures each run: the jitter harness.
///
/// On the host clock each run also runs a ``BareTicker`` beside it, the
/// control, so the platform's own noise can be told apart from the queue's
/// (``RunMeasurement/comparison``). The strategies' runs are interleaved,
/// round by round, so that they share the machine's conditions.
///
/// ```swift
/// var configuration = JitterConfiguration()
/// configuration.clock = .virtual
/// let report = try JitterHarness(configuration).run()
/// for result in report.results {
///     print(result.strategy, result.median.drift?.endOfChain ?? 0)
/// }
/// ```
public struct JitterHarness: Sendable {
    /// Where a harness is, for a progress line.
    public struct Progress: Hashable, Sendable {
        /// The run about to start, from 1.
        public var run: Int
        /// Runs in all.
        public var runs: Int
        /// The strategy about to run.
        public var strategy: JitterStrategy
        /// Estimated seconds left, the one about to start included.
        public var secondsLeft: Double
    }

    /// What it measures.
    public let configuration: JitterConfiguration

    /// A harness for `configuration`.
    ///
    /// - Throws: `CadenceError` naming the first invalid field.
    public init(_ configuration: JitterConfiguration) throws(CadenceError) {
        try configuration.validate()
        self.configuration = configuration
    }

    /// Runs every strategy `runs` times, calling `progress` before each run,
    /// and returns the measurements with the environment they were taken in
    /// (read before the first run, so its load average is the machine's, not
    /// the harness's).
    ///
    /// The runs are interleaved in rounds: round *r* runs every strategy once,
    /// starting with the strategy at *r* modulo their count and going round
    /// the configuration's order, so no strategy always runs first or last and
    /// each one's runs are spread over the whole measurement. Each run's
    /// ``RunMeasurement/sequenceNumber`` says where it came.
    ///
    /// On the host clock this blocks the calling thread for as long as the runs
    /// take (the workload's length per run, plus a tenth of a second): call it
    /// from a thread of your own, not from a Swift concurrency task or a main
    /// thread that must stay responsive. The runs use queues and threads of
    /// their own, never the caller's.
    public func run(progress: ((Progress) -> Void)? = nil) -> JitterReport {
        let configuration = configuration
        let environment = configuration.clock == .host ? HostEnvironment.current() : nil
        let total = configuration.runs * configuration.strategies.count
        let perRun = configuration.workload.totalDuration + JitterRunner.lead + 0.05
        var measurements: [JitterStrategy: [RunMeasurement]] = [:]
        var done = 0
        for run in 0..<configuration.runs {
            let plan = configuration.loadPlan(forRun: run)
            for strategy in Self.round(run, of: configuration.strategies) {
                progress?(
                    Progress(
                        run: done + 1, runs: total, strategy: strategy,
                        secondsLeft: configuration.clock == .host ? Double(total - done) * perRun : 0))
                let control = configuration.clock == .host ? try? BareTicker(framesPerSecond: configuration.framesPerSecond) : nil
                control?.start()
                let record = JitterRunner.run(
                    strategy, workload: configuration.workload, period: configuration.period, plan: plan,
                    clock: configuration.clock)
                var measurement = RunMeasurement(record)
                measurement.control = control?.stop()
                measurement.sequenceNumber = done
                measurements[strategy, default: []].append(measurement)
                done += 1
            }
        }
        let results = configuration.strategies.map { strategy in
            StrategyResult(strategy: strategy, runs: measurements[strategy] ?? [])
        }
        return JitterReport(configuration: configuration, environment: environment, results: results)
    }

    /// The order of round `round` (from 0): `strategies` starting at the one
    /// at `round` modulo their count, then round their order.
    static func round(_ round: Int, of strategies: [JitterStrategy]) -> [JitterStrategy] {
        guard !strategies.isEmpty else { return [] }
        let start = round % strategies.count
        return Array(strategies[start...] + strategies[..<start])
    }
}

/// One strategy's runs, with the median and the worst picked out.
public struct StrategyResult: Equatable, Sendable {
    /// The strategy.
    public var strategy: JitterStrategy
    /// Every run, in order.
    public var runs: [RunMeasurement]

    /// The result of `runs` of `strategy`, for reports read back or built in
    /// tests; ``JitterHarness`` makes its own.
    ///
    /// - Precondition: `runs` is not empty.
    public init(strategy: JitterStrategy, runs: [RunMeasurement]) {
        precondition(!runs.isEmpty, "a strategy result needs a run")
        self.strategy = strategy
        self.runs = runs
    }

    /// The run whose corrected p99 lateness (then hitch ratio) is the median:
    /// the lower middle one of an even count.
    public var median: RunMeasurement {
        let ranked = runs.sorted { $0.rankingKey < $1.rankingKey }
        return ranked[(ranked.count - 1) / 2]
    }

    /// The run with the largest corrected p99 lateness (then hitch ratio).
    public var worst: RunMeasurement {
        runs.max { $0.rankingKey < $1.rankingKey }!
    }
}

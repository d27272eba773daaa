/// One strategy's runs, with the median and the worst picked out.
public struct StrategyResult: Equatable, Sendable {
    /// The strategy.
    public var strategy: JitterStrategy
    /// Every run, in order.
    public var runs: [RunMeasurement]

    /// The strategy's runs; there is at least one.
    init(strategy: JitterStrategy, runs: [RunMeasurement]) {
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

import Cadence

/// What a harness invocation measures: which strategies, under which loads,
/// at what frame rate, for how long, how many times, on which clock.
///
/// ```swift
/// var configuration = JitterConfiguration()
/// configuration.loads = [.periodicStalls(length: 0.05, period: 0.4, phase: .random)]
/// configuration.seed = 7
/// let report = try JitterHarness(configuration).run()
/// ```
public struct JitterConfiguration: Hashable, Sendable {
    /// The strategies (default: all). Each round of runs goes through them in
    /// this order, starting one further along each round (see ``JitterHarness``).
    public var strategies: [JitterStrategy] = JitterStrategy.allCases
    /// The loads, all at once, the same for every strategy (default: ``JitterLoad/standard``).
    public var loads: [JitterLoad] = [.standard]
    /// The display's frame rate (default 60).
    public var framesPerSecond: Double = 60
    /// The chain every strategy plays (default: ``Workload/defaultPattern``
    /// cycled to last at least 5 s).
    public var workload: Workload
    /// The seed of the load's random choices: the same seed, the same load.
    public var seed: UInt64 = 1
    /// How many times each strategy runs; run `r` of every strategy sees the
    /// load drawn from `seed + r` (default 1).
    public var runs = 1
    /// The clock (default ``JitterClock/host``).
    public var clock = JitterClock.host

    /// The default configuration.
    public init() {
        // Five seconds of the default pattern is valid by construction.
        workload = try! Workload.cycling(toLast: 5)
    }

    /// The frame period in seconds, as a whole number of nanoseconds so that
    /// every grid in a run is the same.
    public var period: Double { (1e9 / framesPerSecond).rounded() / 1e9 }

    /// Throws the first field that is out of range: no strategy, a rate
    /// outside 1 ... 1000 frames per second, runs outside 1 ... 1000, or an
    /// invalid load.
    public func validate() throws(CadenceError) {
        guard !strategies.isEmpty else {
            throw CadenceError(.invalidValue, field: "strategies", value: "[]", expected: "at least one strategy")
        }
        try CadenceError.check(framesPerSecond, "framesPerSecond", in: 1...1000, expected: "1 ... 1000 frames per second")
        guard (1...1000).contains(runs) else {
            throw CadenceError(.invalidValue, field: "runs", value: "\(runs)", expected: "1 ... 1000 runs")
        }
        for (index, load) in loads.enumerated() {
            do {
                try load.validate()
            } catch {
                throw error.inside("loads[\(index)]")
            }
        }
    }

    /// The load plan for run `run` (0-based), over the longest a run may last.
    public func loadPlan(forRun run: Int) -> LoadPlan {
        LoadPlan(loads: loads, duration: JitterRunner.timeLimit(for: workload), seed: seed &+ UInt64(run))
    }
}

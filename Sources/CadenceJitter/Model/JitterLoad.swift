import Cadence

/// Work that competes with a strategy for the main-like queue, or for the
/// processor, while it runs.
///
/// Stalls and bursts are jobs on the queue itself: a stall blocks it for its
/// length, as a long layout pass or a synchronous read blocks a main thread.
/// Busy threads spin on other threads and compete for cores. Several loads
/// can run at once.
///
/// On the virtual clock a stall is `MainLoop/stall(for:)` and takes
/// no real time; busy threads have no virtual counterpart and are left out.
public enum JitterLoad: Hashable, Sendable {
    /// Where in its period each periodic stall or burst falls.
    public enum Phase: String, Hashable, Sendable, CaseIterable, Codable {
        /// At the start of every period: lines up with anything of the same
        /// period, which can hide drift.
        case aligned
        /// Moved through the period by the golden ratio each time, so over a
        /// run it visits every offset evenly.
        case swept
        /// At a seeded random offset in each period.
        case random
    }

    /// Blocks the queue for `length` seconds every `period` seconds.
    case periodicStalls(length: Double, period: Double, phase: Phase)
    /// Blocks the queue at seeded Poisson arrivals, `perSecond` on average,
    /// each for a seeded exponential length of mean `meanLength` seconds
    /// (at most ten times the mean).
    case randomStalls(meanLength: Double, perSecond: Double)
    /// Puts `jobs` jobs of `jobLength` seconds each on the queue at once, every
    /// `period` seconds, swept through the period.
    case bursts(jobs: Int, jobLength: Double, period: Double)
    /// Spins `count` threads for the whole run.
    case busyThreads(count: Int)

    /// The load used when none is named: a 40 ms stall every 300 ms, swept.
    public static let standard = JitterLoad.periodicStalls(length: 0.040, period: 0.300, phase: .swept)

    /// Throws unless every number is in range: stalls and jobs of 0 ... 10 s,
    /// periods of 1 ms ... 1 h longer than the stall, rates of 0.001 ... 1000
    /// per second, 1 ... 100,000 jobs, 1 ... 1024 threads.
    public func validate() throws(CadenceError) {
        switch self {
        case .periodicStalls(let length, let period, _):
            try CadenceError.check(length, "stall length", in: 0...10, expected: "0 ... 10 seconds")
            let expected = "a period of 1 ms ... 1 h longer than the stall (\(CadenceError.describe(length)) s)"
            try CadenceError.check(period, "stall period", in: 0.001...3600, expected: expected)
            guard period > length else {
                throw CadenceError(.invalidValue, field: "stall period", value: CadenceError.describe(period), expected: expected)
            }
        case .randomStalls(let meanLength, let perSecond):
            try CadenceError.check(meanLength, "mean stall length", in: 0...10, expected: "0 ... 10 seconds")
            try CadenceError.check(perSecond, "stalls per second", in: 0.001...1000, expected: "0.001 ... 1000 per second")
        case .bursts(let jobs, let jobLength, let period):
            guard (1...100_000).contains(jobs) else {
                throw CadenceError(.invalidValue, field: "burst jobs", value: "\(jobs)", expected: "1 ... 100000 jobs")
            }
            try CadenceError.check(jobLength, "burst job length", in: 0...10, expected: "0 ... 10 seconds")
            try CadenceError.check(period, "burst period", in: 0.001...3600, expected: "0.001 ... 3600 seconds")
        case .busyThreads(let count):
            guard (1...1024).contains(count) else {
                throw CadenceError(.invalidValue, field: "busy threads", value: "\(count)", expected: "1 ... 1024 threads")
            }
        }
    }

    /// The load as the command line writes it: `periodic:40/300`,
    /// `periodic:40/300:random`, `random:20/3`, `burst:50x0.5/250`, `busy:2`
    /// (milliseconds, and stalls per second for `random`).
    public var description: String {
        switch self {
        case .periodicStalls(let length, let period, let phase):
            "periodic:\(Self.milliseconds(length))/\(Self.milliseconds(period))"
                + (phase == .swept ? "" : ":\(phase.rawValue)")
        case .randomStalls(let meanLength, let perSecond):
            "random:\(Self.milliseconds(meanLength))/\(CadenceError.describe(perSecond))"
        case .bursts(let jobs, let jobLength, let period):
            "burst:\(jobs)x\(Self.milliseconds(jobLength))/\(Self.milliseconds(period))"
        case .busyThreads(let count):
            "busy:\(count)"
        }
    }

    private static func milliseconds(_ seconds: Double) -> String {
        CadenceError.describe((seconds * 1e6).rounded() / 1e3)
    }
}

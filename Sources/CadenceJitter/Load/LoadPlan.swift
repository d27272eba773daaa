import CadenceTesting
import Foundation

/// When, in one run, each job of the loads goes on the main-like queue:
/// computed before the run from the loads and a seed, so a seed repeats it.
public struct LoadPlan: Hashable, Sendable {
    /// One job put on the queue: it blocks the queue for ``length`` seconds.
    public struct Job: Hashable, Sendable {
        /// When it is put on the queue, in seconds after the run's origin.
        public var time: Double
        /// How long it blocks the queue, in seconds.
        public var length: Double
    }

    /// The jobs, in order of time.
    public var jobs: [Job]
    /// Threads to spin for the whole run.
    public var busyThreads: Int

    /// The plan for `loads` over `duration` seconds, drawn from `seed`.
    ///
    /// Periodic stalls and bursts start in the second period, so that every
    /// strategy starts on an idle queue: a load at the very origin would delay
    /// every chain's start alike, and no strategy can anchor to an instant
    /// before its own first step.
    public init(loads: [JitterLoad], duration: Double, seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        var jobs: [Job] = []
        var busy = 0
        for load in loads {
            switch load {
            case .periodicStalls(let length, let period, let phase):
                // From the second period: every strategy starts on an idle queue.
                var index = 1
                while true {
                    let offset = Self.offset(index, phase: phase, room: period - length, generator: &generator)
                    let time = Double(index) * period + offset
                    if time >= duration { break }
                    jobs.append(Job(time: time, length: length))
                    index += 1
                }
            case .randomStalls(let meanLength, let perSecond):
                var time = 0.0
                while true {
                    time += Self.exponential(mean: 1 / perSecond, generator: &generator)
                    if time >= duration { break }
                    let length = min(Self.exponential(mean: meanLength, generator: &generator), 10 * meanLength)
                    jobs.append(Job(time: time, length: length))
                }
            case .bursts(let count, let jobLength, let period):
                var index = 1
                while true {
                    let time = Double(index) * period + Self.offset(index, phase: .swept, room: period, generator: &generator)
                    if time >= duration { break }
                    jobs.append(contentsOf: repeatElement(Job(time: time, length: jobLength), count: count))
                    index += 1
                }
            case .busyThreads(let count):
                busy += count
            }
        }
        // A stable sort: jobs of one burst stay together, loads in the order given.
        self.jobs = jobs.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        busyThreads = busy
    }

    /// The total time the jobs block the queue.
    public var blockedTime: Double { jobs.reduce(0) { $0 + $1.length } }

    private static let goldenRatioConjugate = 0.618_033_988_749_894_8

    private static func offset(_ index: Int, phase: JitterLoad.Phase, room: Double, generator: inout SplitMix64) -> Double {
        switch phase {
        case .aligned:
            0
        case .swept:
            (Double(index) * goldenRatioConjugate).truncatingRemainder(dividingBy: 1) * room
        case .random:
            generator.next(in: 0...1) * room
        }
    }

    /// An exponential variate by inversion: `-mean · ln(1 - u)`, u in [0, 1).
    private static func exponential(mean: Double, generator: inout SplitMix64) -> Double {
        -mean * log1p(-generator.next(in: 0...1).nextDown)
    }
}

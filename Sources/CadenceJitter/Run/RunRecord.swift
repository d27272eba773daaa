/// Everything one run of one strategy recorded, in seconds after the run's
/// origin: the raw samples the statistics, the CSV and the charts come from.
public struct RunRecord: Hashable, Sendable {
    /// A callback on the main-like queue: when it was due and when it ran.
    public struct Callback: Hashable, Sendable {
        /// The deadline it was for. For a frame callback, the first grid
        /// instant not yet served, so a stall that swallows frames shows as
        /// one callback late by all of them.
        public var due: Double
        /// When it ran.
        public var time: Double
        /// Whether it is one of a periodic series (frames, timer fires), whose
        /// swallowed deadlines coordinated-omission correction counts.
        public var isPeriodic: Bool

        /// How late it ran, in seconds.
        public var lateness: Double { time - due }
    }

    /// A frame a strategy prepared for the display.
    public struct Frame: Hashable, Sendable {
        /// When it was ready.
        public var time: Double
        /// The vsync it was prepared for (its target timestamp's index on the grid).
        public var target: Int
        /// The value it shows, if the strategy presents one.
        public var value: Double?
    }

    /// The end of one step of the chain.
    public struct Step: Hashable, Sendable {
        /// Its index in the workload.
        public var index: Int
        /// Where the ideal timeline ends it.
        public var idealEnd: Double
        /// Where the strategy's own timeline ends it: an animation's end, or the
        /// instant a tick accumulator's running total reaches it.
        public var scheduledEnd: Double
        /// When the strategy learnt that it ended (its completion ran).
        public var time: Double

        /// How far the strategy's timeline has slipped from the ideal one by
        /// this step's end, in seconds.
        public var drift: Double { scheduledEnd - idealEnd }
    }

    /// A span during which a load blocked the main-like queue.
    public struct Block: Hashable, Sendable {
        /// When the blocking job started.
        public var start: Double
        /// When it ended.
        public var end: Double
    }

    /// The strategy that ran.
    public var strategy: JitterStrategy
    /// The frame period, in seconds (a whole number of nanoseconds).
    public var period: Double
    /// The workload it played.
    public var workload: Workload
    /// The callbacks, in the order they ran.
    public var callbacks: [Callback] = []
    /// The frames, in the order they were ready.
    public var frames: [Frame] = []
    /// The steps' ends, in order.
    public var steps: [Step] = []
    /// What the loads blocked, in order.
    public var blocks: [Block] = []
    /// How long the run lasted from its origin, in seconds.
    public var duration: Double = 0
    /// Whether the run hit its time limit before the chain ended.
    public var timedOut = false

    /// A record of `strategy` playing `workload` at `period` seconds a frame,
    /// with no samples yet: for reports built in tests or read back;
    /// ``JitterHarness`` records its own.
    public init(strategy: JitterStrategy, period: Double, workload: Workload) {
        self.strategy = strategy
        self.period = period
        self.workload = workload
    }

    /// The value the ideal timeline shows at `time`.
    public func idealValue(at time: Double) -> Double { workload.value(at: time) }

    /// The grid instant of vsync `index`, in seconds after the origin.
    public func vsync(_ index: Int) -> Double { Double(index) * period }
}

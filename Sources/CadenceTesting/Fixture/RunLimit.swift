/// How far ``TestFixture/runUntilIdle(limit:)`` may go before it gives up, so
/// an animation that repeats forever fails a test instead of hanging it.
public struct RunLimit: Hashable, Sendable {
    /// The most instants it may advance to.
    public var steps: Int
    /// The most virtual time it may advance, in seconds.
    public var duration: Double

    /// A limit of `steps` instants and `duration` seconds of virtual time.
    public init(steps: Int = 100_000, duration: Double = 3600) {
        self.steps = steps
        self.duration = duration
    }

    /// 100,000 instants or an hour of virtual time, whichever comes first.
    public static let `default` = RunLimit()
}

/// Which clock a harness run uses.
public enum JitterClock: String, Hashable, Sendable, CaseIterable, Codable {
    /// The host's monotonic clock: real lateness, real load.
    case host
    /// A `VirtualClock`: stalls take no real time and every figure is
    /// exact and the same on every machine, for tests.
    case virtual
}

import CadenceTesting

/// What playing a ``Scenario`` gave: the trace of everything that happened,
/// and the sampled values.
public struct ScenarioResult: Sendable {
    /// Presented values at one instant, one entry per sampled column.
    public struct Sample: Hashable, Sendable {
        /// The instant, in seconds.
        public let time: Double
        /// Each column's value as numbers (one for a scalar, more for a compound).
        public let values: [[Double]]
    }

    /// The scenario's name.
    public let name: String
    /// When the run ended, in seconds.
    public let endTime: Double
    /// The fixture's trace of the run.
    public let trace: Trace
    /// The names of the sampled columns, `LAYERID.KEYPATH`.
    public let columns: [String]
    /// The samples, in time order.
    public let samples: [Sample]
    /// The operations' ids, in file order.
    public let operations: [String]
}

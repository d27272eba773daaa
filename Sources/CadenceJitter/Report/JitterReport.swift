/// What a harness invocation measured, ready to print, save or chart.
public struct JitterReport: Equatable, Sendable {
    /// The version of the JSON schema `Docs/JitterOutput.md` documents.
    /// Version 2 judges each run's `verdict` against its control.
    public static let schemaVersion = 2

    /// What was measured.
    public var configuration: JitterConfiguration
    /// Where it was measured; nil on the virtual clock.
    public var environment: HostEnvironment?
    /// One result per strategy, in the configuration's order.
    public var results: [StrategyResult]

    /// A report of `results`.
    public init(configuration: JitterConfiguration, environment: HostEnvironment?, results: [StrategyResult]) {
        self.configuration = configuration
        self.environment = environment
        self.results = results
    }

    /// The result for `strategy`, if it ran.
    public func result(for strategy: JitterStrategy) -> StrategyResult? {
        results.first { $0.strategy == strategy }
    }
}

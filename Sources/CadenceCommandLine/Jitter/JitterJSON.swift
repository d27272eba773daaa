import CadenceJitter
import Foundation

/// A jitter report as versioned JSON: what `cadence jitter --json` writes.
///
/// The document is `{"schema": "cadence.jitter", "version": …}` with the
/// environment, the configuration and one result per strategy (its median run,
/// its worst run and every run); `Docs/JitterOutput.md` describes every field.
///
/// Every duration is a whole number of nanoseconds (means and deviations
/// rounded to the nearest); figures that do not apply are `null`. Object keys
/// are sorted, so the same report gives the same bytes. The text ends with a
/// newline.
///
/// ```swift
/// let report = try JitterHarness(configuration).run()
/// try JitterJSON(report).data.write(to: url)
/// ```
public struct JitterJSON: Sendable {
    /// The value of the document's `schema` member.
    public static let schema = "cadence.jitter"

    /// The document's text, ending with a newline.
    public let text: String

    /// The document of `report`.
    public init(_ report: JitterReport) {
        let document = Self.object([
            ("schema", .string(Self.schema)),
            ("version", .integer(JitterReport.schemaVersion)),
            ("environment", report.environment.map(Self.environment) ?? .null),
            ("configuration", Self.configuration(report.configuration)),
            ("results", .array(report.results.map(Self.result))),
        ])
        text = document.rendered(expanding: 4) + "\n"
    }

    /// The text as UTF-8.
    public var data: Data { Data(text.utf8) }

    /// An object with its members sorted by key, for byte-stable output.
    static func object(_ members: [(String, JSONOutput)]) -> JSONOutput {
        .object(members.sorted { $0.0 < $1.0 })
    }

    static func environment(_ environment: HostEnvironment) -> JSONOutput {
        object([
            ("kernel", .string(environment.kernel)),
            ("preemptionModel", .string(environment.preemptionModel)),
            ("timerSlackNanoseconds", environment.timerSlackNanoseconds.map { .integer($0) } ?? .null),
            ("swiftVersion", .string(environment.swiftVersion)),
            ("processorCount", .integer(environment.processorCount)),
            ("clockReadCostNanoseconds", .integer(JitterFigures.whole(environment.clockReadCostNanoseconds))),
            ("build", environment.build.map { .string($0.rawValue) } ?? .null),
            ("loadAverage", environment.loadAverage.map { .array($0.map { .number($0) }) } ?? .null),
        ])
    }

    static func configuration(_ configuration: JitterConfiguration) -> JSONOutput {
        object([
            ("strategies", .array(configuration.strategies.map { .string($0.rawValue) })),
            ("loads", .array(configuration.loads.map { .string($0.description) })),
            ("framesPerSecond", .number(configuration.framesPerSecond)),
            ("periodNanoseconds", .integer(Nanoseconds.of(configuration.period))),
            ("workload", object([
                ("stepDurations", .array(configuration.workload.stepDurations.map { .integer(Nanoseconds.of($0)) })),
                ("distance", .number(configuration.workload.distance)),
            ])),
            ("seed", .integer(configuration.seed)),
            ("runs", .integer(configuration.runs)),
            ("clock", .string(configuration.clock.rawValue)),
        ])
    }

    static func result(_ result: StrategyResult) -> JSONOutput {
        object([
            ("strategy", .string(result.strategy.rawValue)),
            ("median", run(result.median, index: result.runs.firstIndex(of: result.median) ?? 0)),
            ("worst", run(result.worst, index: result.runs.firstIndex(of: result.worst) ?? 0)),
            ("runs", .array(result.runs.enumerated().map { run($1, index: $0) })),
        ])
    }
}

import Cadence
import CadenceJitter
import Foundation

/// `cadence jitter`'s options, read into a `JitterConfiguration`.
enum JitterOptions {
    /// The seconds each run lasts by default, and with `--quick`.
    static let defaultDuration = 5.0
    static let quickDuration = 1.5

    /// The configuration the options ask for; a usage error names the option,
    /// the value and what was expected.
    static func configuration(from arguments: CommandArguments) throws(UsageError) -> JitterConfiguration {
        var configuration = JitterConfiguration()
        var duration = arguments.quick ? quickDuration : defaultDuration
        var loads: [JitterLoad] = []
        var sawLoad = false
        var busyLoad: String?
        for (name, value) in arguments.jitterValues {
            switch name {
            case "--strategies":
                configuration.strategies = try strategies(value)
            case "--load":
                sawLoad = true
                do {
                    if let load = try JitterLoad.parse(value, processorCount: ProcessInfo.processInfo.activeProcessorCount) {
                        loads.append(load)
                        if case .busyThreads = load { busyLoad = busyLoad ?? value }
                    }
                } catch {
                    throw invalid(name, value, error.description)
                }
            case "--rate":
                configuration.framesPerSecond = try number(name, value, in: 1...1000, "a rate in 1 ... 1000 frames per second")
            case "--duration":
                duration = try number(name, value, in: 0.1...3600, "0.1 ... 3600 seconds")
            case "--seed":
                guard let seed = UInt64(value) else { throw invalid(name, value, "a whole number in 0 ... \(UInt64.max)") }
                configuration.seed = seed
            case "--runs":
                guard let runs = Int(value), (1...1000).contains(runs) else { throw invalid(name, value, "1 ... 1000 runs") }
                configuration.runs = runs
            default:
                guard let clock = JitterClock(rawValue: value) else { throw invalid(name, value, "host or virtual") }
                configuration.clock = clock
            }
        }
        if sawLoad { configuration.loads = loads }
        if configuration.clock == .virtual, let busyLoad {
            throw UsageError(
                message: "The value '\(busyLoad)' is invalid for '--load <load>' with '--clock virtual': busy threads "
                    + "compete for processors in real time, and the virtual clock takes none, so they would change nothing; "
                    + "leave the busy load out, or measure with --clock host",
                subcommand: "jitter")
        }
        do {
            configuration.workload = try Workload.cycling(toLast: duration)
        } catch {
            throw invalid("--duration", "\(duration)", error.description)
        }
        return configuration
    }

    private static func strategies(_ value: String) throws(UsageError) -> [JitterStrategy] {
        if value == "all" { return JitterStrategy.allCases }
        var strategies: [JitterStrategy] = []
        for name in value.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard let strategy = JitterStrategy(rawValue: name) else {
                let names = JitterStrategy.allCases.map(\.rawValue)
                let hint = NameSuggestion.nearest(to: name, in: names).map { " (did you mean '\($0)'?)" } ?? ""
                throw UsageError(
                    message: "Unknown strategy '\(name)' in '--strategies'\(hint); the strategies are \(names.joined(separator: ", ")) or all",
                    subcommand: "jitter")
            }
            if !strategies.contains(strategy) { strategies.append(strategy) }
        }
        guard !strategies.isEmpty else { throw invalid("--strategies", value, "a comma-separated list of strategies") }
        return strategies
    }

    private static func number(
        _ name: String, _ value: String, in range: ClosedRange<Double>, _ expected: String
    ) throws(UsageError) -> Double {
        guard let number = Double(value), number.isFinite, range.contains(number) else {
            throw invalid(name, value, expected)
        }
        return number
    }

    private static func invalid(_ name: String, _ value: String, _ expected: String) -> UsageError {
        UsageError(
            message: "The value '\(value)' is invalid for '\(name) <\(CommandArguments.valueName(name))>': \(expected)",
            subcommand: "jitter")
    }
}

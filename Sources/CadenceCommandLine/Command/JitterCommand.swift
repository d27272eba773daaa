import CadenceJitter
import Foundation

/// `cadence jitter`: runs the jitter harness and prints its report.
enum JitterCommand {
    static func run(_ arguments: CommandArguments, _ console: Console) -> Int32 {
        guard arguments.positional.isEmpty else {
            return CadenceCommand.usage(
                UsageError(message: "Unexpected argument '\(arguments.positional[0])'", subcommand: "jitter"), console)
        }
        let harness: JitterHarness
        let outputs: OutputFiles<JitterReport>
        do {
            harness = try JitterHarness(JitterOptions.configuration(from: arguments))
            outputs = try OutputFiles(
                [("--csv", arguments.csvPath, { JitterCSV($0).data }), ("--svg", arguments.svgPath, { JitterSVG($0).data })],
                json: arguments.json, subcommand: "jitter")
        } catch let error as UsageError {
            return CadenceCommand.usage(error, console)
        } catch {
            return CadenceCommand.usage(UsageError(message: "\(error)", subcommand: "jitter"), console)
        }
        // A run takes real time: refuse a file that could not be written before it.
        guard outputs.check(on: console) else { return CadenceCommand.failure }
        if let warning = debugBuildWarning(clock: harness.configuration.clock, build: HostEnvironment.compiledBuild) {
            console.writeError(warning)
        }
        let report = harness.run { progress in
            // Only runs that take real time are worth a progress line.
            guard progress.secondsLeft > 1 else { return }
            console.writeError(
                "jitter: run \(progress.run)/\(progress.runs) \(progress.strategy.rawValue), about \(Int(progress.secondsLeft.rounded(.up))) s left\n")
        }
        if outputs.printsReport {
            console.write(arguments.json ? JitterJSON(report).text : JitterTable(report, layout: arguments.wide ? .wide : .narrow).text)
        }
        return outputs.write(report, on: console)
    }

    /// The warning a host-clock run of a debug build prints before it starts,
    /// since its figures are not a release build's; nil otherwise.
    static func debugBuildWarning(clock: JitterClock, build: HostEnvironment.Build) -> String? {
        guard clock == .host, build == .debug else { return nil }
        return "jitter: warning: this is a debug build, whose figures are slower than the release build's; "
            + "measure with swift build -c release, then .build/release/cadence jitter\n"
    }
}

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
        do {
            harness = try JitterHarness(JitterOptions.configuration(from: arguments))
        } catch let error as UsageError {
            return CadenceCommand.usage(error, console)
        } catch {
            return CadenceCommand.usage(UsageError(message: "\(error)", subcommand: "jitter"), console)
        }
        let report = harness.run { progress in
            // Only runs that take real time are worth a progress line.
            guard progress.secondsLeft > 1 else { return }
            console.writeError(
                "jitter: run \(progress.run)/\(progress.runs) \(progress.strategy.rawValue), about \(Int(progress.secondsLeft.rounded(.up))) s left\n")
        }
        console.write(arguments.json ? JitterJSON(report).text : JitterTable(report).text)
        var status = CadenceCommand.success
        let files: [(String?, @Sendable (JitterReport) -> Data)] = [
            (arguments.csvPath, { JitterCSV($0).data }), (arguments.svgPath, { JitterSVG($0).data }),
        ]
        for (path, render) in files {
            guard let path else { continue }
            do {
                try console.writeFile(path, render(report))
            } catch {
                console.writeError("Error: cannot write '\(path)': \(error.localizedDescription)\n")
                status = CadenceCommand.failure
            }
        }
        return status
    }
}

import Cadence
import CadenceTesting
import Foundation

/// The `cadence` command: `demo`, `run`, `check`, `jitter` and `help`, callable in
/// process so tests run it exactly as the executable does.
///
/// Exit statuses: 0 success; 1 a run or a file that failed; 2 an invalid
/// scenario (one line per problem on standard error); 64 a usage mistake (an
/// `Error:` line, the usage and a hint, as swift-argument-parser prints).
public enum CadenceCommand {
    /// It did what was asked.
    public static let success: Int32 = 0
    /// A run stopped at a limit, or a file could not be read or written.
    public static let failure: Int32 = 1
    /// The scenario is not valid; nothing ran.
    public static let invalidScenario: Int32 = 2
    /// The command line is wrong (`EX_USAGE`).
    public static let usageError: Int32 = 64

    /// Runs the command line `arguments` (without the program name) on `console`.
    public static func main(_ arguments: [String], console: Console = .standard) -> Int32 {
        let parsed: CommandArguments
        do {
            parsed = try CommandArguments.parse(arguments)
        } catch {
            return usage(error, console)
        }
        if parsed.help || parsed.subcommand == "help" {
            let topic = parsed.subcommand == "help" ? parsed.positional.first ?? "" : parsed.subcommand
            console.write(CommandHelp.text(for: topic))
            return success
        }
        switch parsed.subcommand {
        case "demo": return demo(parsed, console)
        case "check": return check(parsed, console)
        case "jitter": return JitterCommand.run(parsed, console)
        default: return run(parsed, console)
        }
    }

    static func usage(_ error: UsageError, _ console: Console) -> Int32 {
        let help = error.subcommand.map { "cadence \($0) --help" } ?? "cadence --help"
        console.writeError(
            "Error: \(error.message)\nUsage: \(CommandHelp.usage(for: error.subcommand))\n  See '\(help)' for more information.\n")
        return usageError
    }

    // MARK: - Subcommands

    private static func demo(_ arguments: CommandArguments, _ console: Console) -> Int32 {
        if arguments.list {
            for demo in BuiltInScenarios.all {
                var summary = (try? ScenarioReader.read(Data(demo.json.utf8), name: demo.name))?.summary ?? ""
                // One line each, within 80 columns.
                if summary.count > 58 { summary = summary.prefix(57).trimmingCharacters(in: .whitespaces) + "…" }
                console.write("\(demo.name.padding(toLength: 20, withPad: " ", startingAt: 0))\(summary)\n")
            }
            return success
        }
        guard arguments.positional.count <= 1 else {
            return usage(UsageError(message: "Unexpected argument '\(arguments.positional[1])'", subcommand: "demo"), console)
        }
        let name = arguments.positional.first ?? "tour"
        guard let demo = BuiltInScenarios.named(name) else {
            let names = BuiltInScenarios.all.map(\.name)
            let hint = NameSuggestion.nearest(to: name, in: names).map { " (did you mean '\($0)'?)" } ?? ""
            return usage(
                UsageError(message: "Unknown demo '\(name)'\(hint); the demos are \(names.joined(separator: ", "))", subcommand: "demo"),
                console)
        }
        return play(Data(demo.json.utf8), name: demo.name, arguments, console)
    }

    private static func run(_ arguments: CommandArguments, _ console: Console) -> Int32 {
        guard let (data, name) = input(arguments, console) else { return usageOrFailure(arguments, console) }
        return play(data, name: name, arguments, console)
    }

    private static func check(_ arguments: CommandArguments, _ console: Console) -> Int32 {
        guard let (data, name) = input(arguments, console) else { return usageOrFailure(arguments, console) }
        do {
            let scenario = try ScenarioReader.read(data, name: name)
            let layers = scenario.layers.flatMap(\.allLayers).count
            console.write(
                "\(arguments.positional[0]): valid: '\(scenario.name)', \(layers) layer(s), "
                    + "\(scenario.operations.count) operation(s), \(scenario.events.count) event(s)\n")
            return success
        } catch {
            console.writeError(error.description + "\n")
            return invalidScenario
        }
    }

    // MARK: - Reading and playing

    /// The file (or standard input) and a name for it; nil when it is missing or unreadable.
    private static func input(_ arguments: CommandArguments, _ console: Console) -> (Data, String)? {
        guard arguments.positional.count == 1, let path = arguments.positional.first else { return nil }
        if path == "-" { return (console.readStandardInput(), "stdin") }
        do {
            let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            return (try console.readFile(path), name)
        } catch {
            console.writeError("Error: cannot read '\(path)': \(error.localizedDescription)\n")
            return nil
        }
    }

    private static func usageOrFailure(_ arguments: CommandArguments, _ console: Console) -> Int32 {
        switch arguments.positional.count {
        case 0: usage(UsageError(message: "Missing expected argument '<file>'", subcommand: arguments.subcommand), console)
        case 1: failure
        default: usage(UsageError(message: "Unexpected argument '\(arguments.positional[1])'", subcommand: arguments.subcommand), console)
        }
    }

    private static func play(_ data: Data, name: String, _ arguments: CommandArguments, _ console: Console) -> Int32 {
        let scenario: Scenario
        do {
            scenario = try ScenarioReader.read(data, name: name)
        } catch {
            console.writeError(error.description + "\n")
            return invalidScenario
        }
        let result: ScenarioResult
        do {
            result = try ScenarioRunner.run(scenario, until: arguments.until)
        } catch {
            console.writeError("Error: \(error)\n")
            return failure
        }
        console.write(arguments.json ? ResultDocument(result).text : TextReport(result).text)
        var status = success
        let files: [(String?, @Sendable (ScenarioResult) -> Data)] = [
            (arguments.svgPath, { SVGChart($0).data }), (arguments.tracePath, { ChromeTrace($0).data }),
        ]
        for (path, render) in files {
            guard let path else { continue }
            do {
                try console.writeFile(path, render(result))
            } catch {
                console.writeError("Error: cannot write '\(path)': \(error.localizedDescription)\n")
                status = failure
            }
        }
        return status
    }
}

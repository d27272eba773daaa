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
    /// A run stopped at a limit, could never end (no work left, operations
    /// unfinished, no `until`), or a file could not be read or written.
    public static let failure: Int32 = 1
    /// The scenario is not valid; nothing ran.
    public static let invalidScenario: Int32 = 2
    /// The command line is wrong (`EX_USAGE`).
    public static let usageError: Int32 = 64

    /// The version `cadence --version` prints, and `--help` names.
    public static let version = "0.1.0"

    /// Runs the command line `arguments` (without the program name) on `console`.
    public static func main(_ arguments: [String], console: Console = .standard) -> Int32 {
        let parsed: CommandArguments
        do {
            parsed = try CommandArguments.parse(arguments)
        } catch {
            return usage(error, console)
        }
        if parsed.version {
            console.write("cadence \(version)\n")
            return success
        }
        if let shell = parsed.completionShell, let script = CompletionScript.script(for: shell) {
            console.write(script)
            return success
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
            if let name = arguments.positional.first {
                return usage(
                    UsageError(
                        message: "'--list' lists the demos and plays none, so it takes no name (got '\(name)'); "
                            + "run 'cadence demo \(name)' to play it, or 'cadence demo --list' to list them",
                        subcommand: "demo"),
                    console)
            }
            let entries = DemoList.entries
            console.write(arguments.json ? DemoList.json(entries) : DemoList.text(entries, width: console.terminalWidth()))
            return success
        }
        guard arguments.positional.count <= 1 else {
            return usage(UsageError(message: "Unexpected argument '\(arguments.positional[1])'", subcommand: "demo"), console)
        }
        let name = arguments.positional.first ?? "tour"
        guard let json = BuiltInScenarioList.json(name) else {
            let names = BuiltInScenarioList.names
            let hint = NameSuggestion.nearest(to: name, in: names).map { " (did you mean '\($0)'?)" } ?? ""
            return usage(
                UsageError(message: "Unknown demo '\(name)'\(hint); the demos are \(names.joined(separator: ", "))", subcommand: "demo"),
                console)
        }
        return play(arguments, console) { (Data(json.utf8), name) }
    }

    private static func run(_ arguments: CommandArguments, _ console: Console) -> Int32 {
        if let status = checkOneFile(arguments, console) { return status }
        return play(arguments, console) { input(arguments, console) }
    }

    private static func check(_ arguments: CommandArguments, _ console: Console) -> Int32 {
        if let status = checkOneFile(arguments, console) { return status }
        guard let (data, name) = input(arguments, console) else { return failure }
        do throws(ScenarioError) {
            let scenario = try ScenarioReader.read(data, name: name)
            let problems = ScenarioRunner.problems(in: scenario)
            guard problems.isEmpty else { throw ScenarioError(problems: problems) }
            let layers = scenario.layers.flatMap(\.allLayers).count
            console.write(
                "\(arguments.positional[0]): valid: \(EchoedText.quoted(scenario.name)), \(layers) layer(s), "
                    + "\(scenario.allOperations.count) operation(s), \(scenario.events.count) event(s)\n")
            return success
        } catch {
            console.writeError(error.description + "\n")
            return invalidScenario
        }
    }

    // MARK: - Reading and playing

    /// nil when there is exactly one file argument; otherwise the usage error's status.
    private static func checkOneFile(_ arguments: CommandArguments, _ console: Console) -> Int32? {
        switch arguments.positional.count {
        case 0: usage(UsageError(message: "Missing expected argument '<file>'", subcommand: arguments.subcommand), console)
        case 1: nil
        default: usage(UsageError(message: "Unexpected argument '\(arguments.positional[1])'", subcommand: arguments.subcommand), console)
        }
    }

    /// The file (or standard input) and a name for it; nil, with an `Error:`
    /// line, when it cannot be read.
    private static func input(_ arguments: CommandArguments, _ console: Console) -> (Data, String)? {
        let path = arguments.positional[0]
        if path == "-" { return (console.readStandardInput(), "stdin") }
        do {
            let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            return (try console.readFile(path), name)
        } catch {
            console.writeError("Error: cannot read '\(path)': \(FileAccess.reason(error))\n")
            return nil
        }
    }

    /// Checks the output files, reads the scenario `source` gives (nil: it
    /// could not, and said so), plays it, prints the report and writes the files.
    private static func play(
        _ arguments: CommandArguments, _ console: Console, _ source: () -> (Data, String)?
    ) -> Int32 {
        let outputs: OutputFiles<ScenarioResult>
        do {
            outputs = try OutputFiles(
                [
                    ("--svg", arguments.svgPath, { SVGChart($0).data }), ("--trace", arguments.tracePath, { ChromeTrace($0).data }),
                    ("--html", arguments.htmlPath, { result in
                        result.frameRecording.map { Data(PlayerPage($0, title: result.name, operations: result.operationRows).html.utf8) } ?? Data()
                    }),
                ],
                json: arguments.json, subcommand: arguments.subcommand)
        } catch {
            return usage(error, console)
        }
        guard outputs.check(on: console) else { return failure }
        guard let (data, name) = source() else { return failure }
        let scenario: Scenario
        do {
            scenario = try ScenarioReader.read(data, name: name)
        } catch {
            console.writeError(error.description + "\n")
            return invalidScenario
        }
        let result: ScenarioResult
        do {
            result = try ScenarioRunner.run(
                scenario, until: arguments.until, picture: arguments.svgPath != nil, player: arguments.htmlPath != nil)
        } catch .refused(let error) {
            console.writeError(error.description + "\n")
            return invalidScenario
        } catch {
            console.writeError("Error: \(error)\n")
            return failure
        }
        if outputs.printsReport {
            console.write(arguments.json ? ResultDocument(result).text : TextReport(result).text)
        }
        return outputs.write(result, on: console)
    }
}

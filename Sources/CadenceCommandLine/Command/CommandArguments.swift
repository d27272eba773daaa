import Cadence

/// A usage mistake: exit status 64 (`EX_USAGE`), an `Error:` line and a hint.
struct UsageError: Error {
    let message: String
    let subcommand: String?
}

/// The parsed command line of `demo`, `run`, `check` and `jitter`.
struct CommandArguments {
    var subcommand: String
    var positional: [String] = []
    var json = false
    var list = false
    var help = false
    /// `cadence --version`.
    var version = false
    var until: Double?
    var svgPath: String?
    /// `--html`: where to write the HTML player of the run.
    var htmlPath: String?
    var tracePath: String?
    var csvPath: String?
    /// `jitter`'s options that take a value, as given, in order (checked by ``JitterOptions``).
    var jitterValues: [(name: String, value: String)] = []
    var quick = false
    /// `jitter --wide`: the table in one part, about 180 columns wide.
    var wide = false
    /// `cadence --generate-completion-script SHELL`: the shell to print a completion script for.
    var completionShell: String?

    static let subcommands = ["demo", "run", "check", "jitter", "help"]
    /// The options each subcommand takes (besides `--help`).
    static let options: [String: [String]] = [
        "demo": ["--list", "--json", "--until", "--svg", "--trace", "--html"],
        "run": ["--json", "--until", "--svg", "--trace", "--html"],
        "check": [],
        "jitter": [
            "--strategies", "--load", "--rate", "--duration", "--seed", "--runs", "--clock", "--quick", "--wide",
            "--json", "--csv", "--svg",
        ],
        "help": [],
    ]
    /// The options that take no value.
    static let flags: Set = ["--json", "--list", "--quick", "--wide"]

    /// Parses `arguments` (without the program name).
    static func parse(_ arguments: [String]) throws(UsageError) -> CommandArguments {
        guard let first = arguments.first else {
            return CommandArguments(subcommand: "", help: true)
        }
        if first == "-h" || first == "--help" {
            return CommandArguments(subcommand: "", help: true)
        }
        if first == "--version" {
            if arguments.count > 1 {
                throw UsageError(message: "Unexpected argument '\(arguments[1])'", subcommand: nil)
            }
            return CommandArguments(subcommand: "", version: true)
        }
        if split(first).0 == "--generate-completion-script" {
            return try completionScript(arguments)
        }
        if first.hasPrefix("-"), first != "-" {
            let hint = NameSuggestion.nearest(to: first, in: CompletionScript.topLevelOptions).map { " (did you mean '\($0)'?)" } ?? ""
            throw UsageError(message: "Unknown option '\(first)'\(hint)", subcommand: nil)
        }
        guard subcommands.contains(first) else {
            let hint = NameSuggestion.nearest(to: first, in: subcommands).map { " (did you mean '\($0)'?)" } ?? ""
            throw UsageError(message: "Unknown subcommand '\(first)'\(hint)", subcommand: nil)
        }
        var parsed = CommandArguments(subcommand: first)
        let allowed = options[first] ?? []
        var rest = arguments.dropFirst()[...]
        while let argument = rest.popFirst() {
            if argument == "-h" || argument == "--help" {
                parsed.help = true
            } else if argument.hasPrefix("--") || (argument.hasPrefix("-") && argument != "-") {
                let (name, inline) = split(argument)
                guard allowed.contains(name) else {
                    let hint = NameSuggestion.nearest(to: name, in: allowed).map { " (did you mean '\($0)'?)" } ?? ""
                    throw UsageError(message: "Unknown option '\(name)'\(hint)", subcommand: first)
                }
                switch name {
                case "--json": parsed.json = true
                case "--list": parsed.list = true
                case "--quick": parsed.quick = true
                case "--wide": parsed.wide = true
                default:
                    guard let value = inline ?? rest.popFirst() else {
                        throw UsageError(message: "Missing value for '\(name) <\(valueName(name))>'", subcommand: first)
                    }
                    try parsed.set(name, value)
                }
            } else {
                parsed.positional.append(argument)
            }
        }
        return parsed
    }

    /// `--generate-completion-script SHELL` (or `=SHELL`), alone.
    private static func completionScript(_ arguments: [String]) throws(UsageError) -> CommandArguments {
        let option = "--generate-completion-script"
        let inline = split(arguments[0]).1
        guard let shell = inline ?? arguments.dropFirst().first else {
            throw UsageError(message: "Missing value for '\(option) <shell>'", subcommand: nil)
        }
        guard CompletionScript.shells.contains(shell) else {
            let hint = NameSuggestion.nearest(to: shell, in: CompletionScript.shells).map { " (did you mean '\($0)'?)" } ?? ""
            throw UsageError(
                message: "The value '\(shell)' is invalid for '\(option) <shell>': expected bash, zsh or fish\(hint)",
                subcommand: nil)
        }
        let extra = inline == nil ? 2 : 1
        if arguments.count > extra {
            throw UsageError(message: "Unexpected argument '\(arguments[extra])'", subcommand: nil)
        }
        return CommandArguments(subcommand: "", completionShell: shell)
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    static func valueName(_ option: String) -> String {
        switch option {
        case "--until", "--duration": "seconds"
        case "--strategies": "names"
        case "--load": "load"
        case "--rate": "fps"
        case "--seed", "--runs": "n"
        case "--clock": "host|virtual"
        case "--generate-completion-script": "shell"
        default: "file"
        }
    }

    private mutating func set(_ name: String, _ value: String) throws(UsageError) {
        switch name {
        case "--until":
            guard let seconds = Double(value), seconds.isFinite, seconds >= 0 else {
                throw UsageError(
                    message: "The value '\(value)' is invalid for '--until <seconds>': expected a finite number ≥ 0",
                    subcommand: subcommand)
            }
            until = seconds
        case "--svg", "--csv", "--trace", "--html":
            guard !value.isEmpty else {
                throw UsageError(
                    message: "The value '' is invalid for '\(name) <file>': expected a file name, or - for standard output",
                    subcommand: subcommand)
            }
            switch name {
            case "--svg": svgPath = value
            case "--csv": csvPath = value
            case "--html": htmlPath = value
            default: tracePath = value
            }
        default: jitterValues.append((name, value))
        }
    }
}

/// The help texts, in swift-argument-parser's layout.
enum CommandHelp {
    static let overview = """
        OVERVIEW: Play Cadence scenario files on a virtual clock and show what happened.

        USAGE: cadence <subcommand>

        OPTIONS:
          -h, --help              Show help information.

        SUBCOMMANDS:
          demo [<name>]           Play a built-in scenario (default: tour).
          run <file>              Play a scenario file.
          check <file>            Check a scenario file without playing it.

          See 'cadence help <subcommand>' for detailed help.

        """

    static let run = """
        OVERVIEW: Play a scenario file on the virtual clock and show what happened.

        Prints a timeline of the operations and a table of the sampled values, or
        with --json the cadence-result/1 document.

        USAGE: cadence run <file> [--json] [--until <seconds>] [--svg <file>] [--trace <file>]

        ARGUMENTS:
          <file>                  The scenario file (cadence-scenario/1), or - for standard input.

        OPTIONS:
          --json                  Print the cadence-result/1 document instead of the report.
          --until <seconds>       Stop at this time instead of the scenario's own end.
          --svg <file>            Also write a picture of the run: a Gantt chart and the sampled values.
          --trace <file>          Also write the run in Chrome's Trace Event format (Perfetto, chrome://tracing).
          -h, --help              Show help information.

        """

    static let demo = """
        OVERVIEW: Play a built-in scenario and show what happened.

        Without a name, plays 'tour': a chain of animations, a spring, an implicit
        animation and a cancellation.

        USAGE: cadence demo [<name>] [--list] [--json] [--until <seconds>] [--svg <file>] [--trace <file>]

        ARGUMENTS:
          <name>                  The demo to play (see --list).

        OPTIONS:
          --list                  List the built-in demos.
          --json                  Print the cadence-result/1 document instead of the report.
          --until <seconds>       Stop at this time instead of the scenario's own end.
          --svg <file>            Also write a picture of the run.
          --trace <file>          Also write the run in Chrome's Trace Event format.
          -h, --help              Show help information.

        """

    static let check = """
        OVERVIEW: Check a scenario file without playing it.

        Exits with 0 when it is valid, and with 2 and one line per problem when it is not.

        USAGE: cadence check <file>

        ARGUMENTS:
          <file>                  The scenario file, or - for standard input.

        OPTIONS:
          -h, --help              Show help information.

        """

    static func text(for subcommand: String) -> String {
        switch subcommand {
        case "run": run
        case "demo": demo
        case "check": check
        default: overview
        }
    }

    static func usage(for subcommand: String?) -> String {
        guard let subcommand else { return "cadence <subcommand>" }
        let line = text(for: subcommand).split(separator: "\n").first { $0.hasPrefix("USAGE: ") }
        return line.map { String($0.dropFirst("USAGE: ".count)) } ?? "cadence \(subcommand)"
    }
}

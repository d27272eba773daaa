/// The help texts, in swift-argument-parser's layout.
enum CommandHelp {
    /// Where the scenario format is described, from the repository's root.
    static let scenarioFormat = "Docs/ScenarioFormat.md"

    static let overview = """
        OVERVIEW: Play Cadence scenario files on a virtual clock and show what happened.

        A scenario file is a cadence-scenario/1 JSON document: layers, operations, events
        and sample instants. Its format is described in \(scenarioFormat).

        USAGE: cadence <subcommand>

        OPTIONS:
          --version               Show the version (\(CadenceCommand.version)).
          --generate-completion-script <shell>
                                  Print a completion script for bash, zsh or fish.
          -h, --help              Show help information.

        SUBCOMMANDS:
          demo [<name>]           Play a built-in scenario (default: tour).
          run <file>              Play a scenario file.
          check <file>            Check a scenario file without playing it.
          jitter                  Measure scheduler jitter on the real clock, strategy beside strategy.

          See 'cadence help <subcommand>' for detailed help.

        """

    static let run = """
        OVERVIEW: Play a scenario file on the virtual clock and show what happened.

        Prints a timeline of the operations and a table of the sampled values, or
        with --json the cadence-result/1 document. An output file of - is printed to
        standard output in place of the report. The scenario format is described in
        \(scenarioFormat).

        USAGE: cadence run <file> [--json] [--until <seconds>] [--svg <file>] [--trace <file>] [--html <file>]

        ARGUMENTS:
          <file>                  The scenario file (cadence-scenario/1), or - for standard input.

        OPTIONS:
          --json                  Print the cadence-result/1 document instead of the report.
          --until <seconds>       Stop at this time instead of the scenario's own end.
          --svg <file>            Also write a picture of the run: a Gantt chart and the sampled values
                                  (- prints it instead of the report).
          --trace <file>          Also write the run in Chrome's Trace Event format, for Perfetto or
                                  chrome://tracing (- prints it instead of the report).
          --html <file>           Also write a player of the run: one self-contained page that replays
                                  the layers frame by frame, with play, pause, a scrubber and the Gantt
                                  chart (- prints it instead of the report).
          -h, --help              Show help information.

        """

    static let demo = """
        OVERVIEW: Play a built-in scenario and show what happened.

        Without a name, plays 'tour': a chain of animations, a spring, an implicit
        animation and a cancellation.

        USAGE: cadence demo [<name>] [--list] [--json] [--until <seconds>] [--svg <file>] [--trace <file>] [--html <file>]

        ARGUMENTS:
          <name>                  The demo to play (see --list).

        OPTIONS:
          --list                  List the built-in demos and their descriptions (with --json, as a JSON array).
          --json                  Print the cadence-result/1 document instead of the report.
          --until <seconds>       Stop at this time instead of the scenario's own end.
          --svg <file>            Also write a picture of the run (- prints it instead of the report).
          --trace <file>          Also write the run in Chrome's Trace Event format (- prints it instead).
          --html <file>           Also write a player of the run, to open in a browser (- prints it instead).
          -h, --help              Show help information.

        """

    static let check = """
        OVERVIEW: Check a scenario file without playing it.

        Exits with 0 when it is valid, and with 2 and one line per problem when it is not.

        USAGE: cadence check <file>

        ARGUMENTS:
          <file>                  The scenario file (see \(scenarioFormat)), or - for standard input.

        OPTIONS:
          -h, --help              Show help information.

        """

    static let jitter = """
        OVERVIEW: Measure how late timed work runs on a main-like queue under load.

        Runs each strategy in turn on the same load: a raw DispatchSourceTimer, Cadence's
        operation chains anchored to completion and to the schedule, a tick-accumulating
        display-link driver and nested completion blocks. Prints the environment, a
        bare-ticker control and, per strategy, callback lateness (corrected for
        coordinated omission), frames dropped, the hitch-time ratio, drift and value error.

        USAGE: cadence jitter [--strategies <names>] [--load <load> ...] [--rate <fps>] [--duration <seconds>] [--seed <n>] [--runs <n>] [--clock <host|virtual>] [--quick] [--wide] [--json] [--csv <file>] [--svg <file>]

        OPTIONS:
          --strategies <names>    Comma-separated: raw-timer, cadence-completion, cadence-schedule,
                                  tick-accumulator, nested-completion, or all (default: all).
          --load <load>           none, periodic:MS/MS[:aligned|swept|random], random:MS/PER_S,
                                  burst:NxMS/MS or busy:others|all|N; repeat to combine
                                  (default: periodic:40/300, a 40 ms stall every 300 ms, swept).
          --rate <fps>            The display's frame rate (default: 60).
          --duration <seconds>    How long each strategy's chain lasts (default: 5).
          --seed <n>              The seed of the load's random choices (default: 1).
          --runs <n>              Runs per strategy, interleaved round by round; reports the median and
                                  the worst (default: 1).
          --clock <host|virtual>  host measures; virtual gives exact, repeatable figures, without busy
                                  loads (default: host).
          --quick                 Chains of 1.5 s instead of 5.
          --wide                  Print the table in one part, every column side by side (about 180
                                  columns; by default two parts within 100 columns).
          --json                  Print the cadence.jitter document (version 2) instead of the table.
          --csv <file>            Also write every sample and a summary as CSV (- prints it instead of
                                  the table).
          --svg <file>            Also write a chart: lateness, percentiles, value error, frames (- prints
                                  it instead of the table).
          -h, --help              Show help information.

        """

    static func text(for subcommand: String) -> String {
        switch subcommand {
        case "jitter": jitter
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

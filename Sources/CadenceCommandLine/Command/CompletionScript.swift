import Foundation

/// The shell completion scripts `cadence --generate-completion-script SHELL`
/// prints, as swift-argument-parser's tools do, written from the command's
/// own table of subcommands and options (``CommandArguments/subcommands``,
/// ``CommandArguments/options``) and its help texts, so a subcommand or an
/// option added to the command is offered without touching this file.
///
/// Install one with, for bash, `cadence --generate-completion-script bash >
/// ~/.local/share/bash-completion/completions/cadence`; see
/// `Docs/CommandLine.md`, "Shell completion".
enum CompletionScript {
    /// The shells it writes for.
    static let shells = ["bash", "zsh", "fish"]

    /// The script for `shell`, one of ``shells``; nil for another.
    static func script(for shell: String) -> String? {
        switch shell {
        case "bash": bash
        case "zsh": zsh
        case "fish": fish
        default: nil
        }
    }

    /// The options `cadence` takes before a subcommand.
    static let topLevelOptions = ["--help", "--version", "--generate-completion-script"]

    /// The subcommands that take an option's value or a positional argument
    /// that is a file.
    static func takesFile(_ subcommand: String) -> Bool { subcommand == "run" || subcommand == "check" }

    /// Whether `option` takes a value (every option but the flags and `--help`).
    static func takesValue(_ option: String) -> Bool {
        option != "--help" && !CommandArguments.flags.contains(option)
    }

    /// Whether `option`'s value is a file name.
    static func takesFileValue(_ option: String) -> Bool { CommandArguments.valueName(option) == "file" }

    /// The values `option` takes from a fixed list, if it has one.
    static func choices(_ option: String) -> [String]? {
        option == "--clock" ? ["host", "virtual"] : nil
    }

    /// The positional choices of `subcommand`: the demos' names, or the topics of `help`.
    static func positionalChoices(_ subcommand: String) -> [String] {
        switch subcommand {
        case "demo": BuiltInScenarioList.names
        case "help": CommandArguments.subcommands.filter { $0 != "help" }
        default: []
        }
    }

    /// `help`'s description of `name` (an option, or a subcommand in the
    /// overview), without the name, its lines joined; empty if none.
    static func description(of name: String, in help: String) -> String {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        let spelled = name == "--help" ? "-h, --help" : name
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix(spelled) else { continue }
            let after = trimmed.dropFirst(spelled.count)
            guard after.isEmpty || after.first == " " else { continue }
            // The description starts after the first run of two or more
            // blanks, or on the next line when the name fills its column, and
            // goes on over the lines indented to it.
            var parts: [Substring] = []
            if let gap = after.range(of: "  ") { parts.append(after[gap.upperBound...].drop { $0 == " " }) }
            for next in lines[(index + 1)...] {
                let indent = next.prefix { $0 == " " }.count
                guard indent >= descriptionColumn, !next.dropFirst(indent).isEmpty else { break }
                parts.append(next.dropFirst(indent))
            }
            return parts.joined(separator: " ")
        }
        return ""
    }

    /// Where the help texts start an option's description.
    static let descriptionColumn = 26
}

// MARK: - The scripts

extension CompletionScript {
    /// The subcommands, each with its line of the overview.
    static var subcommands: [(name: String, description: String)] {
        CommandArguments.subcommands.map { name in
            let line = description(of: name, in: CommandHelp.overview)
            return (name, line.isEmpty ? "Show help for a subcommand." : line)
        }
    }

    /// `subcommand`'s options, `--help` last, each with its line of the subcommand's help.
    static func options(of subcommand: String) -> [(name: String, description: String)] {
        let help = CommandHelp.text(for: subcommand)
        return ((CommandArguments.options[subcommand] ?? []) + ["--help"]).map { ($0, description(of: $0, in: help)) }
    }

    /// The options that come before a subcommand, with their lines of the overview.
    static var topLevel: [(name: String, description: String)] {
        topLevelOptions.map { ($0, description(of: $0, in: CommandHelp.overview)) }
    }

    /// Every option that takes a value, once, in the order first met.
    static var valueOptions: [String] {
        var seen: Set<String> = []
        return CommandArguments.subcommands.flatMap { CommandArguments.options[$0] ?? [] }
            .filter { takesValue($0) && seen.insert($0).inserted }
    }

    static var bash: String {
        let words = (subcommands.map(\.name) + topLevelOptions).joined(separator: " ")
        var lines = [
            "# bash completion for cadence; written by `cadence --generate-completion-script bash`.",
            "_cadence() {",
            "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
            "    if [[ $COMP_CWORD -eq 1 ]]; then",
            "        COMPREPLY=($(compgen -W \"\(words)\" -- \"$cur\"))",
            "        return",
            "    fi",
            "    case \"$prev\" in",
            "        --generate-completion-script) COMPREPLY=($(compgen -W \"\(shells.joined(separator: " "))\" -- \"$cur\")); return ;;",
        ]
        let files = valueOptions.filter(takesFileValue)
        if !files.isEmpty { lines.append("        \(files.joined(separator: "|"))) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;") }
        for option in valueOptions {
            if let choices = choices(option) {
                lines.append("        \(option)) COMPREPLY=($(compgen -W \"\(choices.joined(separator: " "))\" -- \"$cur\")); return ;;")
            }
        }
        let free = valueOptions.filter { !takesFileValue($0) && choices($0) == nil }
        if !free.isEmpty { lines.append("        \(free.joined(separator: "|"))) return ;;") }
        lines += ["    esac", "    case \"${COMP_WORDS[1]}\" in"]
        for subcommand in CommandArguments.subcommands {
            let words = (options(of: subcommand).map(\.name) + ["-h"] + positionalChoices(subcommand)).joined(separator: " ")
            let fileWords = takesFile(subcommand) ? " $(compgen -f -- \"$cur\")" : ""
            lines.append("        \(subcommand)) COMPREPLY=($(compgen -W \"\(words)\" -- \"$cur\")\(fileWords)) ;;")
        }
        lines += ["    esac", "}", "complete -o filenames -F _cadence cadence", ""]
        return lines.joined(separator: "\n")
    }

    static var zsh: String {
        var lines = [
            "#compdef cadence",
            "# zsh completion for cadence; written by `cadence --generate-completion-script zsh`.",
            "_cadence() {",
            "    local -a subcommands",
            "    subcommands=(",
        ]
        lines += subcommands.map { "        '\(zshQuoted($0.name)):\(zshQuoted($0.description))'" }
        lines += [
            "    )",
            "    if (( CURRENT == 2 )); then",
            "        _describe -t subcommands 'cadence subcommand' subcommands",
            "        _arguments \\",
        ]
        lines += topLevel.map { option in
            let value = option.name == "--generate-completion-script" ? ":shell:(\(shells.joined(separator: " ")))" : ""
            return "            '\(option.name)[\(zshQuoted(option.description))]\(value)' \\"
        }
        lines += ["            && return", "        return", "    fi", "    case $words[2] in"]
        for subcommand in CommandArguments.subcommands {
            lines.append("        \(subcommand))")
            lines.append("            shift words; (( CURRENT-- ))")
            lines.append("            _arguments -s \\")
            for option in options(of: subcommand) {
                let described = "[\(zshQuoted(option.description))]"
                if option.name == "--help" {
                    lines.append("                '(-h --help)'{-h,--help}'\(described)' \\")
                    continue
                }
                var value = ""
                if takesValue(option.name) {
                    let valueName = CommandArguments.valueName(option.name)
                    let action = takesFileValue(option.name) ? "_files" : choices(option.name).map { "(\($0.joined(separator: " ")))" } ?? " "
                    value = ":\(valueName):\(action)"
                }
                let repeats = option.name == "--load" ? "*" : ""
                lines.append("                '\(repeats)\(option.name)\(described)\(value)' \\")
            }
            let choices = positionalChoices(subcommand)
            if !choices.isEmpty {
                lines.append("                ':\(subcommand == "demo" ? "name" : "subcommand"):(\(choices.joined(separator: " ")))' \\")
            } else if takesFile(subcommand) {
                lines.append("                ':file:_files' \\")
            }
            lines.append("                && return")
            lines.append("            ;;")
        }
        lines += ["    esac", "}", "_cadence \"$@\"", ""]
        return lines.joined(separator: "\n")
    }

    static var fish: String {
        var lines = [
            "# fish completion for cadence; written by `cadence --generate-completion-script fish`.",
            "complete -c cadence -f",
        ]
        for (name, description) in subcommands {
            lines.append("complete -c cadence -n __fish_use_subcommand -a \(name) -d \(fishQuoted(description))")
        }
        for (name, description) in topLevel {
            let value = name == "--generate-completion-script" ? " -x -a \(fishQuoted(shells.joined(separator: " ")))" : ""
            lines.append("complete -c cadence -n __fish_use_subcommand -l \(name.dropFirst(2))\(value) -d \(fishQuoted(description))")
        }
        for subcommand in CommandArguments.subcommands {
            let condition = fishQuoted("__fish_seen_subcommand_from \(subcommand)")
            for (name, description) in options(of: subcommand) {
                var flags = name == "--help" ? "-s h -l help" : "-l \(name.dropFirst(2))"
                if takesValue(name) {
                    flags += takesFileValue(name) ? " -r -F" : " -x"
                    if let choices = choices(name) { flags += " -a \(fishQuoted(choices.joined(separator: " ")))" }
                }
                lines.append("complete -c cadence -n \(condition) \(flags) -d \(fishQuoted(description))")
            }
            let choices = positionalChoices(subcommand)
            if !choices.isEmpty {
                lines.append("complete -c cadence -n \(condition) -a \(fishQuoted(choices.joined(separator: " ")))")
            } else if takesFile(subcommand) {
                lines.append("complete -c cadence -n \(condition) -F")
            }
        }
        lines.append("")
        return lines.joined(separator: "\n")
    }

    /// `text` inside zsh's single quotes and an `_arguments` description.
    private static func zshQuoted(_ text: String) -> String {
        text.replacingOccurrences(of: "'", with: "'\\''").replacingOccurrences(of: "[", with: "\\[")
            .replacingOccurrences(of: "]", with: "\\]").replacingOccurrences(of: ":", with: "\\:")
    }

    /// `text` as one single-quoted fish word.
    private static func fishQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}

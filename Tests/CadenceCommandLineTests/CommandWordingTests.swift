@testable import CadenceCommandLine
import Foundation
import Testing

/// What the command says: the run's count of operations beside `check`'s,
/// a demo name given to `--list`, and the completion scripts.
@Suite struct CommandWordingTests {
    /// Two operations, the second retried: attempt 1 fails over [1, 1.25],
    /// the wait before attempt 2 is 0.5 (constant), attempt 2 completes over
    /// [1.75, 2]. And a timeline whose second step waits for its start.
    static let retried = Data(#"""
        { "format": "cadence-scenario/1", "name": "upload",
          "layers": [{ "id": "box" }],
          "operations": [
            { "id": "login", "animation": { "type": "wait", "duration": 1 } },
            { "id": "upload", "dependsOn": ["login"],
              "retry": { "maxAttempts": 3, "wait": { "type": "constant", "seconds": 0.5 } },
              "animation": { "type": "task", "duration": 0.25, "failsOnAttempts": [1] } },
            { "id": "intro", "timeline": [
                { "id": "A", "layer": "box", "animation": { "type": "basic", "keyPath": "opacity", "to": 0, "duration": 1 } },
                { "id": "B", "layer": "box", "position": 0.5, "animation": { "type": "basic", "keyPath": "cornerRadius", "to": 4, "duration": 1 } }
            ] }
          ] }
        """#.utf8)

    /// `check` counts the file's five operations (login, upload, intro, A,
    /// B); the run counts the same five, then the two attempts apart: the
    /// first failed and was retried, the second completed. The wait between
    /// them and `B at 0.5` are the run's, and counted nowhere.
    @Test func theRunCountsWhatCheckCounts() {
        let files = ["u.json": Self.retried]
        let (checked, check) = CommandTests.run(["check", "u.json"], .init(files: files))
        #expect(checked == 0)
        #expect(check.standardOutput.contains("5 operation(s)"), "\(check.standardOutput)")
        let (status, run) = CommandTests.run(["run", "u.json"], .init(files: files))
        #expect(status == 0)
        #expect(
            run.standardOutput.hasSuffix(
                "\n5 operations: 5 completed, 0 cancelled, 0 failed; 2 attempts: 1 completed, 1 failed and retried\n"),
            "\(run.standardOutput)")
        let (_, json) = CommandTests.run(["run", "u.json", "--json"], .init(files: files))
        #expect(json.standardOutput.contains(#"{ "id": "upload attempt 1", "group": "upload", "result": "failed", "retried": true,"#))
        #expect(json.standardOutput.contains(#"{ "id": "upload attempt 2", "group": "upload", "result": "completed","#))
    }

    /// An attempt that fails and ends its retry is a failure, not a retried one.
    @Test func aLastFailedAttemptIsAFailure() {
        let failing = String(decoding: Self.retried, as: UTF8.self).replacingOccurrences(of: "[1]", with: "[1, 2, 3]")
        let (_, run) = CommandTests.run(["run", "u.json"], .init(files: ["u.json": Data(failing.utf8)]))
        #expect(
            run.standardOutput.hasSuffix(
                "\n5 operations: 4 completed, 0 cancelled, 1 failed; 3 attempts: 2 failed and retried, 1 failed\n"),
            "\(run.standardOutput)")
    }

    /// `--list` plays nothing, so a demo's name beside it is a usage error.
    @Test func listRefusesADemoName() {
        let (status, buffers) = CommandTests.run(["demo", "tour", "--list"])
        #expect(status == 64)
        #expect(buffers.standardOutput.isEmpty)
        #expect(buffers.standardError.hasPrefix(
            "Error: '--list' lists the demos and plays none, so it takes no name (got 'tour'); "
                + "run 'cadence demo tour' to play it, or 'cadence demo --list' to list them\nUsage: cadence demo "))
    }

    /// Every subcommand and every option of each is in every script, from
    /// the command's own table.
    @Test(arguments: CompletionScript.shells)
    func completionOffersEverything(_ shell: String) {
        let (status, buffers) = CommandTests.run(["--generate-completion-script", shell])
        #expect(status == 0)
        let script = buffers.standardOutput
        #expect(script == CompletionScript.script(for: shell))
        for subcommand in CommandArguments.subcommands {
            #expect(script.contains(subcommand), "\(shell): \(subcommand)")
            for option in CommandArguments.options[subcommand] ?? [] {
                // fish names long options without their dashes: `-l json`.
                let spelled = shell == "fish" ? "-l \(option.dropFirst(2))" : option
                #expect(script.contains(spelled), "\(shell): \(subcommand) \(option)")
            }
        }
        for demo in BuiltInScenarioList.names { #expect(script.contains(demo), "\(shell): demo \(demo)") }
    }

    /// The scripts offer a value after exactly the options the parser reads
    /// one for: a flag alone parses, any other option alone lacks its value.
    @Test func theScriptsKnowWhichOptionsTakeAValue() {
        for subcommand in CommandArguments.subcommands {
            for option in CommandArguments.options[subcommand] ?? [] {
                let parsed = Result { () throws(UsageError) in try CommandArguments.parse([subcommand, option]) }
                if CompletionScript.takesValue(option) {
                    guard case .failure(let error) = parsed else {
                        Issue.record("\(subcommand) \(option) parsed without a value")
                        continue
                    }
                    #expect(error.message.hasPrefix("Missing value for '\(option) <"), "\(subcommand) \(option)")
                } else {
                    #expect((try? parsed.get()) != nil, "\(subcommand) \(option)")
                }
            }
        }
    }

    /// Every option has a description, read from the help texts.
    @Test func everyOptionIsDescribed() {
        for subcommand in CommandArguments.subcommands where subcommand != "help" {
            for (option, description) in CompletionScript.options(of: subcommand) {
                #expect(!description.isEmpty, "\(subcommand) \(option)")
            }
        }
        for (option, description) in CompletionScript.topLevel { #expect(!description.isEmpty, "\(option)") }
        #expect(CompletionScript.description(of: "--generate-completion-script", in: CommandHelp.overview)
            == "Print a completion script for bash, zsh or fish.")
    }

    /// The bash script parses, and completes as bash would: subcommands
    /// first, then a subcommand's options, a value's choices.
    @Test func bashCompletes() throws {
        let script = try #require(CompletionScript.script(for: "bash"))
        func complete(_ words: [String]) throws -> [String] {
            let line = words.map { "'\($0)'" }.joined(separator: " ")
            let program = script + "\nCOMP_WORDS=(\(line)); COMP_CWORD=\(words.count - 1); _cadence; printf '%s\\n' \"${COMPREPLY[@]}\"\n"
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["--norc", "-c", program]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        }
        #expect(try complete(["cadence", "ch"]) == ["check"])
        #expect(try complete(["cadence", "jitter", "--cl"]) == ["--clock"])
        #expect(try complete(["cadence", "jitter", "--clock", ""]) == ["host", "virtual"])
        #expect(try complete(["cadence", "demo", "tri"]) == ["triangle"])
        #expect(try complete(["cadence", "--generate-completion-script", "z"]) == ["zsh"])
    }

    /// Each script parses in its shell (`-n`: read, not run), where the
    /// shell is installed.
    @Test(arguments: CompletionScript.shells)
    func scriptsParse(_ shell: String) throws {
        guard let path = ["/bin/\(shell)", "/usr/bin/\(shell)", "/usr/local/bin/\(shell)"]
            .first(where: FileManager.default.isExecutableFile(atPath:))
        else { return }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-completion-\(shell)-\(UUID().uuidString)")
        try Data(try #require(CompletionScript.script(for: shell)).utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-n", file.path]
        process.standardError = Pipe()
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(shell) -n")
    }

    /// A shell the command has no script for is a usage error naming the three.
    @Test func anUnknownShellIsRefused() {
        let (status, buffers) = CommandTests.run(["--generate-completion-script", "fishh"])
        #expect(status == 64)
        #expect(buffers.standardError.hasPrefix(
            "Error: The value 'fishh' is invalid for '--generate-completion-script <shell>': expected bash, zsh or fish (did you mean 'fish'?)\n"))
        #expect(CommandTests.run(["--generate-completion-script"]).0 == 64)
        #expect(CommandTests.run(["--generate-completion-script=zsh"]).0 == 0)
    }
}

import CadenceCommandLine
import Foundation
import Testing

/// The command in process: arguments, help, exit statuses and the files it writes.
@Suite struct CommandTests {
    /// A console whose streams and files are buffers.
    final class Buffers: @unchecked Sendable {
        private let lock = NSLock()
        private var out = ""
        private var err = ""
        private var files: [String: Data] = [:]
        let input: Data
        let readable: [String: Data]
        /// Paths `checkWritable` refuses, as if their directory were missing.
        let unwritable: Set<String>
        /// The width of the terminal standard output writes to; nil: not a terminal.
        let terminalWidth: Int?

        init(input: Data = Data(), files: [String: Data] = [:], unwritable: Set<String> = [], terminalWidth: Int? = nil) {
            self.input = input
            readable = files
            self.unwritable = unwritable
            self.terminalWidth = terminalWidth
        }

        var console: Console {
            Console(
                write: { text in self.locked { self.out += text } },
                writeError: { text in self.locked { self.err += text } },
                readStandardInput: { self.input },
                readFile: { path in
                    guard let data = self.readable[path] else { throw CocoaError(.fileReadNoSuchFile) }
                    return data
                },
                writeFile: { path, data in self.locked { self.files[path] = data } },
                checkWritable: { path in
                    guard !self.unwritable.contains(path) else {
                        throw FileError(path: path, problem: .noSuchDirectory("nowhere"), expected: "a file")
                    }
                },
                terminalWidth: { self.terminalWidth })
        }

        private func locked(_ body: () -> Void) {
            lock.lock()
            body()
            lock.unlock()
        }

        var standardOutput: String { lock.withLock { out } }
        var standardError: String { lock.withLock { err } }
        func written(_ path: String) -> Data? { lock.withLock { files[path] } }
        var writtenPaths: [String] { lock.withLock { files.keys.sorted() } }

        /// The real file system (``Console/fileSystem(write:writeError:readStandardInput:)``), these streams.
        var fileSystemConsole: Console {
            Console.fileSystem(
                write: { text in self.locked { self.out += text } }, writeError: { text in self.locked { self.err += text } },
                readStandardInput: { self.input })
        }
    }

    static func run(_ arguments: [String], _ buffers: Buffers = Buffers()) -> (Int32, Buffers) {
        (CadenceCommand.main(arguments, console: buffers.console), buffers)
    }

    static let triangle = Data(BuiltInScenarioList.json("triangle")!.utf8)

    @Test func helpHasTheUsualLayout() {
        for arguments in [["--help"], ["-h"], [], ["help"], ["run", "--help"], ["help", "demo"], ["check", "-h"]] {
            let (status, buffers) = Self.run(arguments)
            #expect(status == 0, "\(arguments)")
            let text = buffers.standardOutput
            #expect(text.hasPrefix("OVERVIEW: "), "\(arguments)")
            #expect(text.contains("\nUSAGE: cadence"), "\(arguments)")
            #expect(text.contains("\nOPTIONS:\n"), "\(arguments)")
            #expect(text.contains("\n  -h, --help              Show help information.\n"), "\(arguments)")
        }
        #expect(Self.run(["run", "--help"]).1.standardOutput.contains("--until <seconds>"))
    }

    /// Bad arguments: exit 64, an `Error:` line, the usage and a hint.
    @Test(arguments: [
        (["frobnicate"], ["Error: Unknown subcommand 'frobnicate'", "Usage: cadence <subcommand>", "  See 'cadence --help' for more information."]),
        (["rnu"], ["Error: Unknown subcommand 'rnu' (did you mean 'run'?)", "Usage: cadence <subcommand>", "  See 'cadence --help' for more information."]),
        (["run", "--jsn", "x.json"],
         ["Error: Unknown option '--jsn' (did you mean '--json'?)", "Usage: cadence run <file> [--json] [--until <seconds>] [--svg <file>] [--trace <file>] [--html <file>]", "  See 'cadence run --help' for more information."]),
        (["run"],
         ["Error: Missing expected argument '<file>'", "Usage: cadence run <file> [--json] [--until <seconds>] [--svg <file>] [--trace <file>] [--html <file>]", "  See 'cadence run --help' for more information."]),
        (["check", "a.json", "b.json"],
         ["Error: Unexpected argument 'b.json'", "Usage: cadence check <file>", "  See 'cadence check --help' for more information."]),
        (["run", "t.json", "--until", "soon"],
         ["Error: The value 'soon' is invalid for '--until <seconds>': expected a finite number ≥ 0", "Usage: cadence run <file> [--json] [--until <seconds>] [--svg <file>] [--trace <file>] [--html <file>]", "  See 'cadence run --help' for more information."]),
        (["run", "t.json", "--svg"],
         ["Error: Missing value for '--svg <file>'", "Usage: cadence run <file> [--json] [--until <seconds>] [--svg <file>] [--trace <file>] [--html <file>]", "  See 'cadence run --help' for more information."]),
        (["check", "t.json", "--json"],
         ["Error: Unknown option '--json'", "Usage: cadence check <file>", "  See 'cadence check --help' for more information."]),
    ])
    func badArguments(_ arguments: [String], _ lines: [String]) {
        let (status, buffers) = Self.run(arguments)
        #expect(status == 64)
        #expect(buffers.standardError == lines.map { $0 + "\n" }.joined())
        #expect(buffers.standardOutput == "")
    }

    @Test func unknownDemoSuggestsOne() {
        let (status, buffers) = Self.run(["demo", "triangel"])
        #expect(status == 64)
        #expect(buffers.standardError.hasPrefix("Error: Unknown demo 'triangel' (did you mean 'triangle'?); the demos are tour, "))
    }

    @Test func demoListsTheBuiltInScenariosTourFirst() {
        let (status, buffers) = Self.run(["demo", "--list"])
        #expect(status == 0)
        let names = buffers.standardOutput.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
        #expect(names == BuiltInScenarioList.names)
        #expect(names.first == "tour")
    }

    /// The default demo plays tour: a chain, a spring, an implicit animation and a cancel.
    @Test func demoPlaysTheTour() {
        let (status, buffers) = Self.run(["demo"])
        #expect(status == 0)
        let text = buffers.standardOutput
        #expect(text.hasPrefix("tour: ended at "))
        for row in ["slide [", "drop  -", "pop   -", "spin  ["] {
            #expect(text.contains("\n" + row), "\(row)")
        }
        #expect(text.contains("x\n"), "the cancelled spin ends with x")
        #expect(text.hasSuffix("4 operations: 3 completed, 1 cancelled, 0 failed\n"))
    }

    @Test func checkValidAndInvalid() {
        let valid = Buffers(files: ["t.json": Self.triangle])
        let (ok, _) = Self.run(["check", "t.json"], valid)
        #expect(ok == 0)
        #expect(valid.standardOutput == "t.json: valid: 'triangle', 1 layer(s), 3 operation(s), 0 event(s)\n")

        let broken = Buffers(files: ["b.json": Data(#"{"format": "cadence-scenario/1", "until": -1, "layrs": []}"#.utf8)])
        let (status, _) = Self.run(["check", "b.json"], broken)
        #expect(status == 2)
        #expect(broken.standardError == "layrs: unknown field (did you mean 'layers'?)\nuntil: expected a finite number ≥ 0, got -1\n")
        #expect(broken.standardOutput == "")

        let missing = Buffers()
        #expect(Self.run(["check", "nowhere.json"], missing).0 == 1)
        #expect(missing.standardError.hasPrefix("Error: cannot read 'nowhere.json': "))
    }

    /// `run -` reads standard input; `--json` prints the result document; `--until` ends early.
    @Test func runFromStandardInputAsJSON() throws {
        let buffers = Buffers(input: Self.triangle)
        let (status, _) = Self.run(["run", "-", "--json", "--until", "1"], buffers)
        #expect(status == 0)
        let document = try JSONSerialization.jsonObject(with: Data(buffers.standardOutput.utf8)) as? [String: Any]
        #expect(document?["format"] as? String == "cadence-result/1")
        #expect(document?["scenario"] as? String == "triangle")
        #expect(document?["endTime"] as? Double == 1)
        let samples = document?["samples"] as? [[String: Any]]
        #expect(samples?.count == 3)
    }

    /// `--svg` and `--trace` write their files; an invalid scenario writes nothing and runs nothing.
    @Test func picturesAndTraces() throws {
        let buffers = Buffers(files: ["t.json": Self.triangle])
        let (status, _) = Self.run(["run", "t.json", "--svg", "t.svg", "--trace=t.trace.json"], buffers)
        #expect(status == 0)
        let svg = String(decoding: try #require(buffers.written("t.svg")), as: UTF8.self)
        #expect(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"))
        let trace = try JSONSerialization.jsonObject(with: try #require(buffers.written("t.trace.json"))) as? [String: Any]
        #expect((trace?["traceEvents"] as? [Any])?.isEmpty == false)

        let invalid = Buffers(files: ["b.json": Data("{}".utf8)])
        #expect(Self.run(["run", "b.json", "--svg", "b.svg"], invalid).0 == 2)
        #expect(invalid.written("b.svg") == nil)
        #expect(invalid.standardOutput == "")
    }

    // MARK: - Version and help

    @Test func versionIsPrintedAndNamedInTheHelp() {
        let (status, buffers) = Self.run(["--version"])
        #expect(status == 0)
        #expect(buffers.standardOutput == "cadence \(CadenceCommand.version)\n")
        #expect(buffers.standardError == "")
        #expect(CadenceCommand.version.split(separator: ".").count == 3)
        #expect(CadenceCommand.version.split(separator: ".").allSatisfy { Int($0) != nil })
        #expect(Self.run(["--help"]).1.standardOutput.contains(
            "\n  --version               Show the version (\(CadenceCommand.version)).\n"))

        let (extra, usage) = Self.run(["--version", "run"])
        #expect(extra == 64)
        #expect(usage.standardError.hasPrefix("Error: Unexpected argument 'run'\nUsage: cadence <subcommand>\n"))
        let (typo, misspelled) = Self.run(["--versoin"])
        #expect(typo == 64)
        #expect(misspelled.standardError.hasPrefix("Error: Unknown option '--versoin' (did you mean '--version'?)\n"))
    }

    /// The help points to the scenario format's document.
    @Test func helpNamesTheScenarioFormat() {
        for arguments in [["--help"], ["help", "run"], ["check", "--help"]] {
            #expect(Self.run(arguments).1.standardOutput.contains("Docs/ScenarioFormat.md"), "\(arguments)")
        }
    }

    // MARK: - Files that cannot be read or written

    static let directoryExpected = "it is a directory; expected a scenario file (cadence-scenario/1 JSON), or - for standard input"

    /// A directory given as the scenario: said so, with status 1 as for any unreadable file.
    @Test func aDirectoryIsNotAScenario() throws {
        let directory = try TemporaryDirectory()
        for subcommand in ["run", "check"] {
            let buffers = Buffers()
            let status = CadenceCommand.main([subcommand, directory.path], console: buffers.fileSystemConsole)
            #expect(status == CadenceCommand.failure)
            #expect(buffers.standardError == "Error: cannot read '\(directory.path)': \(Self.directoryExpected)\n")
            #expect(buffers.standardOutput == "")
        }
        #expect(throws: FileError(
            path: directory.path, problem: .isADirectory,
            expected: "a scenario file (cadence-scenario/1 JSON), or - for standard input")
        ) {
            try Console.standard.readFile(directory.path)
        }
    }

    /// The same, from the built executable, as the user saw it.
    @Test func theBuiltCommandSaysADirectoryIsADirectory() throws {
        let directory = try TemporaryDirectory()
        let output = try BuiltCommand.run(["run", directory.path])
        #expect(output.status == 1)
        #expect(output.standardError == "Error: cannot read '\(directory.path)': \(Self.directoryExpected)\n")
        #expect(!output.standardError.contains("NSCocoaErrorDomain"))
    }

    /// Every output path is checked before the scenario is read or run: a bad
    /// one stops the command with status 1 and prints no report.
    @Test func outputPathsAreCheckedBeforeTheRun() throws {
        let directory = try TemporaryDirectory()
        let scenario = try directory.write(Self.triangle, to: "t.json")
        let missing = directory.file("missing/t.svg")
        let buffers = Buffers()
        let status = CadenceCommand.main(
            ["run", scenario, "--svg", missing, "--trace", directory.path], console: buffers.fileSystemConsole)
        #expect(status == CadenceCommand.failure)
        #expect(buffers.standardOutput == "")
        let expected = "expected a file in an existing directory, or - for standard output"
        #expect(buffers.standardError == """
            Error: cannot write '\(missing)' (--svg): there is no directory '\(directory.file("missing"))'; \(expected)
            Error: cannot write '\(directory.path)' (--trace): it is a directory; \(expected)

            """)

        // A file in place of the directory.
        let notADirectory = directory.file("t.json/t.svg")
        let file = Buffers()
        #expect(CadenceCommand.main(["run", scenario, "--svg", notADirectory], console: file.fileSystemConsole) == 1)
        #expect(file.standardError == "Error: cannot write '\(notADirectory)' (--svg): '\(scenario)' is not a directory; \(expected)\n")
        #expect(file.standardOutput == "")

        // Good paths are written.
        let good = Buffers()
        let svg = directory.file("t.svg")
        #expect(CadenceCommand.main(["run", scenario, "--svg", svg], console: good.fileSystemConsole) == 0)
        #expect(good.standardOutput.hasPrefix("triangle: ended at 3 s"))
        #expect(FileManager.default.fileExists(atPath: svg))
    }

    /// The console's check comes first: nothing runs and nothing is written.
    @Test func anUnwritablePathStopsTheCommandFirst() {
        for arguments in [
            ["run", "t.json", "--svg", "bad.svg"], ["demo", "--trace", "bad.json"], ["run", "t.json", "--svg", "t.svg", "--trace", "bad.json"],
            ["jitter", "--clock", "virtual", "--quick", "--csv", "bad.csv"],
        ] {
            let buffers = Buffers(files: ["t.json": Self.triangle], unwritable: ["bad.svg", "bad.json", "bad.csv"])
            let (status, _) = Self.run(arguments, buffers)
            #expect(status == CadenceCommand.failure, "\(arguments)")
            #expect(buffers.standardOutput == "", "\(arguments)")
            #expect(buffers.writtenPaths == [], "\(arguments)")
            #expect(buffers.standardError.hasPrefix("Error: cannot write 'bad."), "\(arguments)")
        }
    }

    // MARK: - Standard output as a file

    /// `-` as an output file prints it in place of the report.
    @Test func aDashPrintsTheFileInPlaceOfTheReport() throws {
        let svg = Buffers(files: ["t.json": Self.triangle])
        #expect(Self.run(["run", "t.json", "--svg", "-"], svg).0 == 0)
        #expect(svg.standardOutput.hasPrefix("<?xml") || svg.standardOutput.hasPrefix("<svg"))
        #expect(svg.standardOutput.hasSuffix("</svg>\n"))
        #expect(svg.writtenPaths == [])

        let trace = Buffers(files: ["t.json": Self.triangle])
        #expect(Self.run(["demo", "triangle", "--trace=-", "--svg", "t.svg"], trace).0 == 0)
        let document = try JSONSerialization.jsonObject(with: Data(trace.standardOutput.utf8)) as? [String: Any]
        #expect((document?["traceEvents"] as? [Any])?.isEmpty == false)
        #expect(trace.writtenPaths == ["t.svg"])
    }

    static let runUsage = [
        "Usage: cadence run <file> [--json] [--until <seconds>] [--svg <file>] [--trace <file>] [--html <file>]",
        "  See 'cadence run --help' for more information.",
    ]

    /// Two outputs to standard output, or two to one file, are usage errors.
    @Test(arguments: [
        (["run", "t.json", "--svg", "-", "--trace", "-"],
         ["Error: '--svg -' and '--trace -' both write to standard output; give all but one of them a file name"] + runUsage),
        (["run", "t.json", "--json", "--trace=-"],
         ["Error: '--json' and '--trace -' both write to standard output; leave out --json, or give --trace a file name"] + runUsage),
        (["run", "t.json", "--svg", "t.out", "--trace", "t.out"],
         ["Error: '--svg' and '--trace' both write to 't.out'; give each its own file"] + runUsage),
        (["run", "t.json", "--svg="],
         ["Error: The value '' is invalid for '--svg <file>': expected a file name, or - for standard output"] + runUsage),
    ])
    func conflictingOutputs(_ arguments: [String], _ lines: [String]) {
        let buffers = Buffers(files: ["t.json": Self.triangle])
        let (status, _) = Self.run(arguments, buffers)
        #expect(status == 64)
        #expect(buffers.standardError == lines.map { $0 + "\n" }.joined())
        #expect(buffers.standardOutput == "")
        #expect(buffers.writtenPaths == [])
    }

    // MARK: - demo --list

    /// Not on a terminal: one line a demo, its whole description.
    @Test func demoListPrintsWholeDescriptions() throws {
        let (status, buffers) = Self.run(["demo", "--list"])
        #expect(status == 0)
        let lines = buffers.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == BuiltInScenarioList.names.count)
        for (line, name) in zip(lines, BuiltInScenarioList.names) {
            let description = try #require(BuiltInScenarioList.description(name))
            #expect(line == name + String(repeating: " ", count: 20 - name.count) + description)
        }
        #expect(lines.contains { $0.count > 80 }, "the descriptions are longer than a line of 80")
    }

    /// On a terminal: wrapped at its width, each description under itself
    /// (or, when too narrow, under its name), all of it kept.
    @Test(arguments: [120, 80, 60, 40, 30])
    func demoListWrapsAtTheTerminalsWidth(_ width: Int) throws {
        let buffers = Buffers(terminalWidth: width)
        #expect(Self.run(["demo", "--list"], buffers).0 == 0)
        let lines = buffers.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { $0.count <= width }, "\(lines.filter { $0.count > width })")
        // Put the entries back together: a line that starts with a name starts an entry.
        var entries: [(name: String, words: [Substring])] = []
        for line in lines {
            if line.first != " " {
                let words = line.split(separator: " ")
                entries.append((String(words[0]), Array(words.dropFirst())))
            } else {
                entries[entries.count - 1].words += line.split(separator: " ")
            }
        }
        #expect(entries.map(\.name) == BuiltInScenarioList.names)
        for entry in entries {
            let description = try #require(BuiltInScenarioList.description(entry.name))
            #expect(entry.words.joined(separator: " ") == description.split(separator: " ").joined(separator: " "), "\(entry.name)")
        }
        if width >= 40 {
            // Continuation lines start under the descriptions, in column 20.
            #expect(lines.filter { $0.first == " " }.allSatisfy { $0.hasPrefix(String(repeating: " ", count: 20)) && $0.dropFirst(20).first != " " })
        }
    }

    @Test func demoListAsJSON() throws {
        let (status, buffers) = Self.run(["demo", "--list", "--json"])
        #expect(status == 0)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(buffers.standardOutput.utf8)) as? [[String: Any]])
        #expect(array.map { $0["name"] as? String } == BuiltInScenarioList.names)
        #expect(array.map { $0["description"] as? String } == BuiltInScenarioList.names.map(BuiltInScenarioList.description))
        #expect(array.allSatisfy { Set($0.keys) == ["name", "description"] })
        #expect(buffers.standardOutput.hasSuffix("]\n"))
    }
}

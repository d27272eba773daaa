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

        init(input: Data = Data(), files: [String: Data] = [:]) {
            self.input = input
            readable = files
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
                writeFile: { path, data in self.locked { self.files[path] = data } })
        }

        private func locked(_ body: () -> Void) {
            lock.lock()
            body()
            lock.unlock()
        }

        var standardOutput: String { lock.withLock { out } }
        var standardError: String { lock.withLock { err } }
        func written(_ path: String) -> Data? { lock.withLock { files[path] } }
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
        (["frobnicate"], "Error: Unknown subcommand 'frobnicate'\nUsage: cadence <subcommand>\n  See 'cadence --help' for more information.\n"),
        (["rnu"], "Error: Unknown subcommand 'rnu' (did you mean 'run'?)\nUsage: cadence <subcommand>\n  See 'cadence --help' for more information.\n"),
        (["run", "--jsn", "x.json"],
         "Error: Unknown option '--jsn' (did you mean '--json'?)\nUsage: cadence run <file> [--json] [--until <seconds>] [--svg <file>] [--trace <file>]\n  See 'cadence run --help' for more information.\n"),
        (["run"],
         "Error: Missing expected argument '<file>'\nUsage: cadence run <file> [--json] [--until <seconds>] [--svg <file>] [--trace <file>]\n  See 'cadence run --help' for more information.\n"),
        (["check", "a.json", "b.json"],
         "Error: Unexpected argument 'b.json'\nUsage: cadence check <file>\n  See 'cadence check --help' for more information.\n"),
        (["run", "t.json", "--until", "soon"],
         "Error: The value 'soon' is invalid for '--until <seconds>': expected a finite number ≥ 0\nUsage: cadence run <file> [--json] [--until <seconds>] [--svg <file>] [--trace <file>]\n  See 'cadence run --help' for more information.\n"),
        (["run", "t.json", "--svg"],
         "Error: Missing value for '--svg <file>'\nUsage: cadence run <file> [--json] [--until <seconds>] [--svg <file>] [--trace <file>]\n  See 'cadence run --help' for more information.\n"),
        (["check", "t.json", "--json"],
         "Error: Unknown option '--json'\nUsage: cadence check <file>\n  See 'cadence check --help' for more information.\n"),
    ])
    func badArguments(_ arguments: [String], _ message: String) {
        let (status, buffers) = Self.run(arguments)
        #expect(status == 64)
        #expect(buffers.standardError == message)
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
}

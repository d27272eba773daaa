import CadenceJitter
import Foundation
import Testing
@testable import CadenceCommandLine

/// The command's parts below the command line: the terminal's width, text
/// wrapping, the file checks and the jitter options' rules.
@Suite struct CommandSupportTests {
    // MARK: - Terminal

    @Test func theWidthIsTheTerminalsOnly() {
        let never: () -> Int? = { Issue.record("asked the window"); return nil }
        // Not a terminal: no width, whatever COLUMNS says.
        #expect(Terminal.width(isTerminal: false, environment: ["COLUMNS": "100"], window: never) == nil)
        // COLUMNS first, then the window, then 80.
        #expect(Terminal.width(isTerminal: true, environment: ["COLUMNS": "100"], window: never) == 100)
        #expect(Terminal.width(isTerminal: true, environment: ["COLUMNS": "wide"], window: { 132 }) == 132)
        #expect(Terminal.width(isTerminal: true, environment: ["COLUMNS": "0"], window: { 132 }) == 132)
        #expect(Terminal.width(isTerminal: true, environment: [:], window: { nil }) == Terminal.fallbackWidth)
        #expect(Terminal.fallbackWidth == 80)
    }

    // MARK: - Wrapping

    @Test func wrappingBreaksAtBlanksAndCutsLongWords() {
        #expect(TextWrap.lines("a bb ccc dddd", width: 6) == ["a bb", "ccc", "dddd"])
        #expect(TextWrap.lines("a  bb   ccc", width: 20) == ["a bb ccc"])
        #expect(TextWrap.lines("abcdefghij k", width: 4) == ["abcd", "efgh", "ij k"])
        #expect(TextWrap.lines("", width: 4) == [""])
        #expect(TextWrap.lines("aa bb cc", width: 5, firstWidth: 2) == ["aa", "bb cc"])
        #expect(TextWrap.hanging("name  ", "one two three four", indent: 6, width: 14) == ["name  one two", "      three", "      four"])
        // Pieces stay whole when they fit a line.
        #expect(TextWrap.pack(["a b;", "c d;", "e"], width: 9) == ["a b; c d;", "e"])
        #expect(TextWrap.pack(["a b c d e f"], width: 5) == ["a b c", "d e f"])
    }

    // MARK: - Files

    @Test func checkingAnOutputPathCreatesNothing() throws {
        let directory = try TemporaryDirectory()
        let expected = FileAccess.outputExpected
        func problem(_ path: String) -> FileError.Problem? {
            do {
                try FileAccess.checkWritable(path)
                return nil
            } catch {
                #expect(error.path == path && error.expected == expected)
                return error.problem
            }
        }
        let new = directory.file("new.svg")
        #expect(problem(new) == nil)
        #expect(!FileManager.default.fileExists(atPath: new), "the check created the file")
        let existing = try directory.write(Data("old".utf8), to: "old.svg")
        #expect(problem(existing) == nil)
        #expect(try Data(contentsOf: URL(fileURLWithPath: existing)) == Data("old".utf8))
        #expect(problem(directory.path) == .isADirectory)
        #expect(problem(directory.file("new") + "/") == .isADirectory)
        #expect(problem(directory.file("missing/new.svg")) == .noSuchDirectory(directory.file("missing")))
        #expect(problem(existing + "/new.svg") == .notADirectory(existing))
        // A bare name is in the working directory, which exists.
        #expect(problem("cadence-tests-unwritten.svg") == nil || problem("cadence-tests-unwritten.svg") == .notWritable)
    }

    @Test func readingADirectoryIsAFileError() throws {
        let directory = try TemporaryDirectory()
        #expect(throws: FileError(path: directory.path, problem: .isADirectory, expected: FileAccess.scenarioExpected)) {
            try FileAccess.read(directory.path)
        }
        let file = try directory.write(Data("{}".utf8), to: "s.json")
        #expect(try FileAccess.read(file) == Data("{}".utf8))
        // A missing file is Foundation's error, as before.
        #expect(throws: (any Error).self) { try FileAccess.read(directory.file("missing.json")) }
        let error = FileError(path: "/tmp", problem: .isADirectory, expected: "a scenario file")
        #expect(error.description == "'/tmp': it is a directory; expected a scenario file")
        #expect(FileAccess.reason(error) == "it is a directory; expected a scenario file")
    }

    // MARK: - Jitter options

    static func configuration(_ arguments: [String]) throws -> JitterConfiguration {
        try JitterOptions.configuration(from: CommandArguments.parse(["jitter"] + arguments))
    }

    /// Busy threads are a load on the host clock only.
    @Test func busyThreadsNeedTheHostClock() throws {
        #expect(try Self.configuration(["--load", "busy:2"]).loads == [.busyThreads(count: 2)])
        #expect(try Self.configuration(["--load", "busy:2", "--clock", "host"]).clock == .host)
        #expect(try Self.configuration(["--clock", "virtual", "--load", "periodic:40/300"]).clock == .virtual)
        do {
            _ = try Self.configuration(["--clock", "virtual", "--load", "periodic:40/300", "--load", "busy:others"])
            Issue.record("accepted busy threads on the virtual clock")
        } catch let error as UsageError {
            #expect(error.subcommand == "jitter")
            #expect(error.message.hasPrefix("The value 'busy:others' is invalid for '--load <load>' with '--clock virtual': "))
            #expect(error.message.hasSuffix("leave the busy load out, or measure with --clock host"))
        }
    }
}

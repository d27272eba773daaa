import Foundation

/// A file the command could not read or write, said in words: the path, what
/// is wrong with it and what was expected there.
///
/// ```
/// Error: cannot read '/tmp': it is a directory; expected a scenario file (cadence-scenario/1 JSON), or - for standard input
/// Error: cannot write 'out/run.svg' (--svg): there is no directory 'out'; expected a file in an existing directory, or - for standard output
/// ```
public struct FileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with the path.
    public enum Problem: Equatable, Sendable {
        /// The path is a directory (or ends in `/`) where a file was expected.
        case isADirectory
        /// The directory that would hold the file does not exist.
        case noSuchDirectory(String)
        /// What would be the file's directory is a file.
        case notADirectory(String)
        /// The file, or its directory, may not be written by this user.
        case notWritable
    }

    /// The path as given on the command line.
    public var path: String
    public var problem: Problem
    /// What the command expected at the path: `a scenario file (cadence-scenario/1 JSON), …`.
    public var expected: String

    public init(path: String, problem: Problem, expected: String) {
        self.path = path
        self.problem = problem
        self.expected = expected
    }

    /// What is wrong and what was expected, without the path:
    /// `it is a directory; expected a scenario file …`.
    public var reason: String {
        let wrong =
            switch problem {
            case .isADirectory: "it is a directory"
            case .noSuchDirectory(let directory): "there is no directory '\(directory)'"
            case .notADirectory(let directory): "'\(directory)' is not a directory"
            case .notWritable: "permission denied"
            }
        return "\(wrong); expected \(expected)"
    }

    /// `'/tmp': it is a directory; expected …`.
    public var description: String { "'\(path)': \(reason)" }
}

/// The file system behind ``Console/standard``: reading a file, and checking,
/// before any work, that a file could be written.
enum FileAccess {
    /// What `cadence run` and `check` expect at their path.
    static let scenarioExpected = "a scenario file (cadence-scenario/1 JSON), or - for standard input"
    /// What an output option expects at its path.
    static let outputExpected = "a file in an existing directory, or - for standard output"

    /// The contents of the file at `path`.
    ///
    /// - Throws: ``FileError`` when `path` is a directory; Foundation's error
    ///   when the file is missing or unreadable.
    static func read(_ path: String, expected: String = scenarioExpected) throws -> Data {
        if isDirectory(path) {
            throw FileError(path: path, problem: .isADirectory, expected: expected)
        }
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// Throws when a file could not be written at `path`: it is a directory,
    /// its directory is missing or is a file, or either may not be written.
    /// Creates nothing.
    static func checkWritable(_ path: String, expected: String = outputExpected) throws(FileError) {
        let manager = FileManager.default
        func refuse(_ problem: FileError.Problem) -> FileError {
            FileError(path: path, problem: problem, expected: expected)
        }
        if path.hasSuffix("/") || isDirectory(path) { throw refuse(.isADirectory) }
        if manager.fileExists(atPath: path) {
            guard manager.isWritableFile(atPath: path) else { throw refuse(.notWritable) }
            return
        }
        var directory = (path as NSString).deletingLastPathComponent
        if directory.isEmpty { directory = "." }
        guard manager.fileExists(atPath: directory) else { throw refuse(.noSuchDirectory(directory)) }
        guard isDirectory(directory) else { throw refuse(.notADirectory(directory)) }
        guard manager.isWritableFile(atPath: directory) else { throw refuse(.notWritable) }
    }

    /// A ``FileError``'s reason, or Foundation's description of another error.
    static func reason(_ error: any Error) -> String {
        (error as? FileError)?.reason ?? error.localizedDescription
    }

    private static func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }
}

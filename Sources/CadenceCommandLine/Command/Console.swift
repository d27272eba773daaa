import Foundation

/// Where the command reads and writes: the real standard streams and files,
/// or, in tests, buffers.
public struct Console: Sendable {
    /// Writes to standard output.
    public var write: @Sendable (String) -> Void
    /// Writes to standard error.
    public var writeError: @Sendable (String) -> Void
    /// Reads all of standard input.
    public var readStandardInput: @Sendable () -> Data
    /// Reads a file.
    public var readFile: @Sendable (String) throws -> Data
    /// Writes a file, replacing it.
    public var writeFile: @Sendable (String, Data) throws -> Void
    /// Throws (a ``FileError``) when ``writeFile`` could not write at a path;
    /// the command asks before it runs anything, so a bad output path is
    /// refused at once. Creates nothing.
    public var checkWritable: @Sendable (String) throws -> Void
    /// The width in columns of the terminal standard output writes to, or nil
    /// when it is not a terminal.
    public var terminalWidth: @Sendable () -> Int?

    /// A console with the given streams and files. By default every path may
    /// be written and standard output is not a terminal.
    public init(
        write: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
        readStandardInput: @escaping @Sendable () -> Data, readFile: @escaping @Sendable (String) throws -> Data,
        writeFile: @escaping @Sendable (String, Data) throws -> Void,
        checkWritable: @escaping @Sendable (String) throws -> Void = { _ in },
        terminalWidth: @escaping @Sendable () -> Int? = { nil }
    ) {
        self.write = write
        self.writeError = writeError
        self.readStandardInput = readStandardInput
        self.readFile = readFile
        self.writeFile = writeFile
        self.checkWritable = checkWritable
        self.terminalWidth = terminalWidth
    }

    /// The process's standard streams, terminal and the file system. Reading
    /// a directory throws a ``FileError`` that says so.
    public static let standard = Console(
        write: { FileHandle.standardOutput.write(Data($0.utf8)) },
        writeError: { FileHandle.standardError.write(Data($0.utf8)) },
        readStandardInput: { FileHandle.standardInput.readDataToEndOfFile() },
        readFile: { path in try FileAccess.read(path) },
        writeFile: { path, data in try data.write(to: URL(fileURLWithPath: path)) },
        checkWritable: { path in try FileAccess.checkWritable(path) },
        terminalWidth: { Terminal.standardOutputWidth() })

    /// The standard console's file system (reading, writing, checking) with
    /// the given streams, and standard output not a terminal: for running the
    /// command on real files while keeping what it prints.
    public static func fileSystem(
        write: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
        readStandardInput: @escaping @Sendable () -> Data = { Data() }
    ) -> Console {
        var console = standard
        console.write = write
        console.writeError = writeError
        console.readStandardInput = readStandardInput
        console.terminalWidth = { nil }
        return console
    }
}

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

    /// A console with the given streams and files.
    public init(
        write: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
        readStandardInput: @escaping @Sendable () -> Data, readFile: @escaping @Sendable (String) throws -> Data,
        writeFile: @escaping @Sendable (String, Data) throws -> Void
    ) {
        self.write = write
        self.writeError = writeError
        self.readStandardInput = readStandardInput
        self.readFile = readFile
        self.writeFile = writeFile
    }

    /// The process's standard streams and the file system.
    public static let standard = Console(
        write: { FileHandle.standardOutput.write(Data($0.utf8)) },
        writeError: { FileHandle.standardError.write(Data($0.utf8)) },
        readStandardInput: { FileHandle.standardInput.readDataToEndOfFile() },
        readFile: { path in try Data(contentsOf: URL(fileURLWithPath: path)) },
        writeFile: { path, data in try data.write(to: URL(fileURLWithPath: path)) })
}

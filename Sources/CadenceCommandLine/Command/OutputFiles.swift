import Foundation

/// The files a command writes besides what it prints (`--svg`, `--trace`,
/// `--csv`), checked before any work is done.
///
/// A path of `-` means standard output: that file is printed in place of the
/// report. Two outputs to standard output (two files, or a file and
/// `--json`) and two files to one path are usage errors; a path that could
/// not be written is refused before the run.
struct OutputFiles<Value> {
    /// A file to write: the option that asked for it, its path, and how to make it.
    struct File {
        let option: String
        let path: String
        let render: (Value) -> Data

        var isStandardOutput: Bool { path == OutputFiles.standardOutput }
    }

    /// The path that means standard output.
    static var standardOutput: String { "-" }

    /// The files asked for, in the order given.
    let files: [File]

    /// Whether the report goes to standard output: not when a file does.
    var printsReport: Bool { !files.contains(where: \.isStandardOutput) }

    /// The files of the options given a path (nil: not asked for).
    ///
    /// - Throws: ``UsageError`` when two outputs would go to standard output
    ///   (`json` prints a document there in place of the report), or two
    ///   options name the same file.
    init(
        _ requested: [(option: String, path: String?, render: (Value) -> Data)], json: Bool, subcommand: String
    ) throws(UsageError) {
        files = requested.compactMap { option, path, render in
            path.map { File(option: option, path: $0, render: render) }
        }
        let printed = files.filter(\.isStandardOutput).map { "'\($0.option) -'" }
        if printed.count > 1 {
            throw UsageError(
                message: "\(printed.joined(separator: " and ")) \(printed.count == 2 ? "both" : "all") write to standard output; "
                    + "give all but one of them a file name",
                subcommand: subcommand)
        }
        if json, let file = files.first(where: \.isStandardOutput) {
            throw UsageError(
                message: "'--json' and '\(file.option) -' both write to standard output; leave out --json, or give \(file.option) a file name",
                subcommand: subcommand)
        }
        for (index, file) in files.enumerated() where !file.isStandardOutput {
            if let other = files[..<index].first(where: { $0.path == file.path }) {
                throw UsageError(
                    message: "'\(other.option)' and '\(file.option)' both write to '\(file.path)'; give each its own file",
                    subcommand: subcommand)
            }
        }
    }

    /// Asks `console` whether each file could be written, before any work:
    /// false, with an `Error:` line per path that could not, if one could not.
    func check(on console: Console) -> Bool {
        var writable = true
        for file in files where !file.isStandardOutput {
            do {
                try console.checkWritable(file.path)
            } catch {
                console.writeError("Error: cannot write '\(file.path)' (\(file.option)): \(FileAccess.reason(error))\n")
                writable = false
            }
        }
        return writable
    }

    /// Writes every file of `value` (the one to standard output as text) and
    /// returns the exit status: ``CadenceCommand/failure`` if one could not be written.
    func write(_ value: Value, on console: Console) -> Int32 {
        var status = CadenceCommand.success
        for file in files {
            let data = file.render(value)
            guard !file.isStandardOutput else {
                console.write(String(decoding: data, as: UTF8.self))
                continue
            }
            do {
                try console.writeFile(file.path, data)
            } catch {
                console.writeError("Error: cannot write '\(file.path)' (\(file.option)): \(FileAccess.reason(error))\n")
                status = CadenceCommand.failure
            }
        }
        return status
    }
}

import Foundation

/// Runs the built `cadence` executable, as a user would: the end-to-end half
/// of the command's tests (the in-process half calls `CadenceCommand.main`).
struct BuiltCommand {
    struct Output {
        let status: Int32
        let standardOutput: String
        let standardError: String
    }

    /// The executable in the build folder, beside the test bundle.
    static var executable: URL {
        var folder = Bundle.main.bundleURL
        // Linux: .build/debug/CadencePackageTests.xctest; macOS: …/CadencePackageTests.xctest/Contents/…
        while folder.pathExtension != "xctest", folder.pathComponents.count > 1 {
            folder.deleteLastPathComponent()
        }
        if folder.pathExtension != "xctest" {
            folder = URL(fileURLWithPath: CommandLine.arguments[0])
        }
        return folder.deletingLastPathComponent().appendingPathComponent("cadence")
    }

    static func run(_ arguments: [String], input: Data? = nil) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        let error = Pipe()
        let standardInput = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = standardInput
        try process.run()
        if let input { standardInput.fileHandleForWriting.write(input) }
        try standardInput.fileHandleForWriting.close()
        // Read both pipes before waiting, so a large output cannot stall the child.
        let outData = LockedData()
        let reading = DispatchGroup()
        reading.enter()
        DispatchQueue.global().async {
            outData.set(output.fileHandleForReading.readDataToEndOfFile())
            reading.leave()
        }
        let err = error.fileHandleForReading.readDataToEndOfFile()
        reading.wait()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, standardOutput: String(decoding: outData.value, as: UTF8.self),
            standardError: String(decoding: err, as: UTF8.self))
    }
}

/// Data handed from the reading thread.
private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?

    func set(_ value: Data) {
        lock.lock()
        data = value
        lock.unlock()
    }

    var value: Data {
        lock.lock()
        defer { lock.unlock() }
        return data ?? Data()
    }
}

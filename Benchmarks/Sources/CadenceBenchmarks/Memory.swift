import Cadence
import CadenceTesting
import Foundation

/// Bytes per queued operation, each side measured in a child process of its own
/// (this executable with `--memory-probe`), so one side's freed-but-kept heap
/// never counts for the other.
enum Memory {
    /// Runs in the child: queues `count` chained operations (`operations`: makes
    /// and chains Foundation ones without queuing them), prints
    /// `bytes <resident growth>` and, for Cadence, runs the chain to the end and
    /// releases it with no unlinking, printing `built`, `ran` and `released`
    /// nanoseconds (built + ran is the scaling benchmark's time at 1M).
    ///
    /// Limited by the size of each operation: the `Operation` base object
    /// (Foundation's state, lock and dependency sets), Cadence's state and its lock,
    /// the animation value and the queue's bookkeeping entries.
    static func probe(kind: String, count: Int) throws {
        guard let before = residentBytes() else {
            print("unavailable")
            return
        }
        switch kind {
        case "cadence":
            let fixture = TestFixture()
            let layer = fixture.addLayer(named: "chain")
            let start = residentBytes() ?? before
            var operations: [Operation] = []
            let built = try timed {
                operations = animationChain(count, on: layer)
                try fixture.queue.addOperations(operations)
            }
            let bytes = (residentBytes() ?? start) - start
            // The whole chain runs, then is released with no unlinking.
            let ran = try timed { try fixture.runUntilIdle(limit: Chains.unlimitedRun) }
            precondition(operations.allSatisfy(\.isFinished), "the chain did not finish")
            let released = timed { operations.removeAll() }
            print("bytes \(bytes)\nbuilt \(built)\nran \(ran)\nreleased \(released)")
        case "operations":
            let start = residentBytes() ?? before
            let operations = Chains.chainedBlocks(count)
            print("bytes \((residentBytes() ?? start) - start)")
            // As below: exits without releasing the chain.
            withExtendedLifetime(operations) { exit(0) }
        case "foundation":
            let queue = OperationQueue()
            queue.maxConcurrentOperationCount = 1
            queue.isSuspended = true
            let start = residentBytes() ?? before
            let operations = Chains.chainedBlocks(count)
            queue.addOperations(operations, waitUntilFinished: false)
            print("bytes \((residentBytes() ?? start) - start)")
            // Exits (exit flushes stdout) without running or releasing: a 1M chain released as it is
            // overflows the stack (Docs/Operations.md, the table of Foundation's traps).
            exit(0)
        default:
            if try TraceCost.probe(kind: kind, count: count) { return }
            print("unknown probe \(kind)")
        }
    }

    /// What a probe child printed: `bytes`, and for Cadence `built`, `ran`, `released`.
    typealias Probe = [String: Double]

    /// Runs a probe child and returns what it printed, or nil where resident
    /// size is not measured.
    static func measure(kind: String, count: Int) throws -> Probe? {
        #if os(Linux) || os(macOS) || os(Windows)
        let process = Process()
        process.executableURL = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--memory-probe", kind, String(count)]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchmarkError("the \(kind) memory probe exited with status \(process.terminationStatus)")
        }
        var probe: Probe = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2, let value = Double(parts[1]) { probe[String(parts[0])] = value }
        }
        return probe["bytes"] == nil ? nil : probe
        #else
        // No child processes here (Process is unavailable).
        return nil
        #endif
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

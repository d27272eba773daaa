import CadenceJitter
import Foundation

/// The jitter floor: `CadenceJitter`'s bare ticker at 60 Hz beside
/// cyclictest's figures for the same interval, measured one after the other
/// on the same machine, so users can trust the floor the harness reports.
enum JitterFloor {
    /// Percentiles of wake-up lateness, in µs.
    struct Figures {
        var p50: Double
        var p99: Double
        var max: Double
    }

    /// The bare ticker's raw lateness over `seconds` at 60 Hz.
    static func bareTicker(seconds: Double) throws -> Figures {
        let result = try BareTicker.measure(framesPerSecond: 60, duration: seconds)
        let raw = result.raw
        return Figures(
            p50: Double(raw.value(atPercentile: 50) ?? 0) / 1000, p99: Double(raw.value(atPercentile: 99) ?? 0) / 1000,
            max: Double(raw.max ?? 0) / 1000)
    }

    /// cyclictest's figures over `seconds`, from `Benchmarks/cyclictest`; nil
    /// (with the reason) when rt-tests is missing or may not run here.
    static func cyclictest(seconds: Int) -> (figures: Figures?, note: String) {
        let script = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("cyclictest")
        let process = Process()
        process.executableURL = script
        process.arguments = ["\(seconds)"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        do {
            try process.run()
        } catch {
            return (nil, "cannot run \(script.path): \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            return (nil, process.terminationStatus == 2 ? "rt-tests is not installed" : "cyclictest may not run here (needs RLIMIT_RTPRIO ≥ 1 or root)")
        }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        func value(_ key: String) -> Double? {
            lines.first { $0.hasPrefix("\(key): ") }
                .flatMap { Double($0.dropFirst(key.count + 2).split(separator: " ").first ?? "") }
        }
        guard let p50 = value("p50"), let p99 = value("p99"), let max = value("max") else {
            return (nil, "cyclictest's output had no p50/p99/max")
        }
        return (Figures(p50: p50, p99: p99, max: max), lines.first.map(String.init) ?? "")
    }
}

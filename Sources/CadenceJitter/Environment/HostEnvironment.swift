#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Cadence
import Foundation

/// Where a jitter measurement ran: the kernel, how it preempts, the timer
/// slack, the compiler and the build, the processors, how loaded they were,
/// and what reading the clock costs.
///
/// Every jitter report starts with these ``lines``, because the same code is
/// late by microseconds on one machine and milliseconds on another:
///
/// ```swift
/// let environment = HostEnvironment.current()
/// for line in environment.lines {
///     print(line)
/// }
/// // kernel: Linux 6.1.0-18-amd64 #1 SMP PREEMPT_DYNAMIC Debian 6.1.76-1
/// // preemption: PREEMPT_DYNAMIC
/// // timer slack: 50000 ns
/// // swift: 6.1
/// // processors: 8
/// // clock read: 19.4 ns
/// // build: release
/// // load average: 0.52, 0.61, 0.70 (1, 5, 15 min)
/// ```
///
/// A debug build's line warns that its figures are not a release build's.
///
/// ``current()`` measures ``clockReadCostNanoseconds`` and so takes a few
/// milliseconds; call it once per report, not per sample.
public struct HostEnvironment: Hashable, Sendable, Codable {
    /// The kernel's name, release and version, as `uname -srv` prints them:
    /// `Linux 6.1.0-18-amd64 #1 SMP PREEMPT_DYNAMIC …`, `Darwin 24.1.0 Darwin Kernel Version …`.
    public var kernel: String
    /// How the kernel preempts running threads, which bounds how late a wake-up
    /// can be: on Linux `PREEMPT_RT`, `PREEMPT_DYNAMIC (full)`, `PREEMPT`,
    /// `voluntary` or `none` when it can tell, `unknown` when it cannot; `XNU`
    /// on Apple platforms.
    public var preemptionModel: String
    /// How late the kernel may fire a sleeping thread's timer to batch
    /// wake-ups, in nanoseconds (`prctl(PR_GET_TIMERSLACK)`, 50,000 by
    /// default on Linux); `nil` where there is no such setting (Apple
    /// platforms).
    public var timerSlackNanoseconds: Int?
    /// The Swift compiler the package was built with, to the minor version:
    /// `6.0`, `6.1`, `6.2`, `6.3`, or `6.4 or later`.
    public var swiftVersion: String
    /// The number of processors the process may run on (active, not installed).
    public var processorCount: Int
    /// The mean cost of one read of the monotonic clock the measurements use,
    /// in nanoseconds, measured over 100,000 reads. A few tens of nanoseconds
    /// where the clock is read in user space (vDSO, `commpage`); hundreds where
    /// every read is a system call, as under some hypervisors.
    public var clockReadCostNanoseconds: Double
    /// How the measuring code was compiled: `debug` or `release` (`#if
    /// DEBUG`); nil when not known. A debug build runs the strategies' own
    /// code several times slower, so its figures are not the documented ones.
    public var build: Build?
    /// The system's load average over the last 1, 5 and 15 minutes
    /// (`getloadavg`, which reads `/proc/loadavg` on Linux), read before the
    /// first run; nil where it cannot be read.
    public var loadAverage: [Double]?

    /// How a package was compiled.
    public enum Build: String, Hashable, Sendable, Codable {
        /// `swift build` or `swift run`: unoptimised, assertions on.
        case debug
        /// `swift build -c release`: what the documented figures come from.
        case release
    }

    /// An environment with the given fields, for reports read back or made in
    /// tests; ``current()`` describes the running host.
    public init(
        kernel: String, preemptionModel: String, timerSlackNanoseconds: Int?, swiftVersion: String,
        processorCount: Int, clockReadCostNanoseconds: Double, build: Build? = nil, loadAverage: [Double]? = nil
    ) {
        self.kernel = kernel
        self.preemptionModel = preemptionModel
        self.timerSlackNanoseconds = timerSlackNanoseconds
        self.swiftVersion = swiftVersion
        self.processorCount = processorCount
        self.clockReadCostNanoseconds = clockReadCostNanoseconds
        self.build = build
        self.loadAverage = loadAverage
    }

    /// The environment of the running process, with
    /// ``clockReadCostNanoseconds`` measured now (a few milliseconds).
    public static func current() -> HostEnvironment {
        let uname = UnameFields.current()
        return HostEnvironment(
            kernel: uname.kernel, preemptionModel: preemptionModel(kernelVersion: uname.version),
            timerSlackNanoseconds: timerSlack(), swiftVersion: compilerVersion,
            processorCount: ProcessInfo.processInfo.activeProcessorCount,
            clockReadCostNanoseconds: measureClockReadCost(), build: compiledBuild, loadAverage: currentLoadAverage())
    }

    /// The environment as a report header: one `key: value` line per field.
    ///
    /// An absent ``timerSlackNanoseconds`` reads `none`; the clock read cost is
    /// written to three significant digits. The build and the load average
    /// have a line each when known: a debug build's says to measure a release
    /// one; the load averages are written with two decimals.
    public var lines: [String] {
        var lines = [
            "kernel: \(kernel)",
            "preemption: \(preemptionModel)",
            "timer slack: \(timerSlackNanoseconds.map { "\($0) ns" } ?? "none")",
            "swift: \(swiftVersion)",
            "processors: \(processorCount)",
            "clock read: \(Self.threeDigits(clockReadCostNanoseconds)) ns",
        ]
        switch build {
        case .debug?:
            lines.append("build: debug (warning: slower than the release build the documented figures come from; "
                + "measure with swift build -c release, then .build/release/cadence jitter)")
        case .release?:
            lines.append("build: release")
        case nil:
            break
        }
        if let loadAverage, !loadAverage.isEmpty {
            let averages = loadAverage.map { String(format: "%.2f", $0) }.joined(separator: ", ")
            let spans = ["1", "5", "15"].prefix(loadAverage.count).joined(separator: ", ")
            lines.append("load average: \(averages) (\(spans) min)")
        }
        return lines
    }
}

// MARK: - Reading the host

extension HostEnvironment {
    /// The compiler's version, from the newest `#if compiler(>=…)` it passes.
    static let compilerVersion: String = {
        #if compiler(>=6.4)
        return "6.4 or later"
        #elseif compiler(>=6.3)
        return "6.3"
        #elseif compiler(>=6.2)
        return "6.2"
        #elseif compiler(>=6.1)
        return "6.1"
        #else
        return "6.0"
        #endif
    }()

    /// How this package was compiled (`#if DEBUG`).
    public static let compiledBuild: Build = {
        #if DEBUG
        return .debug
        #else
        return .release
        #endif
    }()

    /// The 1, 5 and 15-minute load averages, or nil where they cannot be read.
    static func currentLoadAverage() -> [Double]? {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        var averages = [Double](repeating: 0, count: 3)
        let read = averages.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { getloadavg($0, 3) } ?? -1 }
        return read > 0 ? Array(averages.prefix(Int(read))) : nil
        #else
        return nil
        #endif
    }

    /// The kernel's preemption model.
    ///
    /// On Linux, `/sys/kernel/debug/sched/preempt` (readable by root where
    /// debugfs is mounted) names the models a `PREEMPT_DYNAMIC` kernel can
    /// switch between, the current one in parentheses: `none voluntary (full)`.
    /// Otherwise the version string (`uname -v`) names the model built in,
    /// `PREEMPT_RT`, `PREEMPT_DYNAMIC` or `PREEMPT`; a kernel without any is
    /// `voluntary` or `none`, which the version string does not tell apart.
    static func preemptionModel(kernelVersion: String) -> String {
        #if canImport(Darwin)
        return "XNU"
        #else
        let dynamic = (try? String(contentsOfFile: "/sys/kernel/debug/sched/preempt", encoding: .utf8))
            .flatMap(currentDynamicModel(_:))
        return preemptionModel(kernelVersion: kernelVersion, dynamic: dynamic)
        #endif
    }

    /// The Linux preemption model from the `uname -v` string and, when it
    /// could be read, the current model of a `PREEMPT_DYNAMIC` kernel.
    static func preemptionModel(kernelVersion: String, dynamic: String?) -> String {
        let words = kernelVersion.split(whereSeparator: \.isWhitespace)
        // Older real-time kernels wrote `PREEMPT RT`, newer ones `PREEMPT_RT`.
        let isRealTime =
            words.contains("PREEMPT_RT") || zip(words, words.dropFirst()).contains { $0 == "PREEMPT" && $1 == "RT" }
        if isRealTime {
            return "PREEMPT_RT"
        }
        if words.contains("PREEMPT_DYNAMIC") {
            return dynamic.map { "PREEMPT_DYNAMIC (\($0))" } ?? "PREEMPT_DYNAMIC"
        }
        if let dynamic {
            return dynamic
        }
        if words.contains("PREEMPT") {
            return "PREEMPT"
        }
        return "unknown"
    }

    /// The parenthesised word of `/sys/kernel/debug/sched/preempt`:
    /// `full` from `none voluntary (full) lazy`.
    static func currentDynamicModel(_ contents: String) -> String? {
        for word in contents.split(whereSeparator: \.isWhitespace) where word.hasPrefix("(") && word.hasSuffix(")") {
            let model = word.dropFirst().dropLast()
            if !model.isEmpty {
                return String(model)
            }
        }
        return nil
    }

    /// The calling thread's timer slack in nanoseconds, or `nil` where there
    /// is none or it cannot be read.
    static func timerSlack() -> Int? {
        #if canImport(Glibc)
        // Swift does not import variadic C functions such as `prctl`, so call it
        // through a pointer with its five-argument form (what glibc passes on).
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        let prGetTimerslack: Int32 = 30  // PR_GET_TIMERSLACK in <linux/prctl.h>
        if let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "prctl") {
            let prctl = unsafeBitCast(symbol, to: Prctl.self)
            let slack = prctl(prGetTimerslack, 0, 0, 0, 0)
            if slack >= 0 {
                return Int(slack)
            }
        }
        // The process's (its main thread's) slack, since Linux 4.6.
        let text = try? String(contentsOfFile: "/proc/self/timerslack_ns", encoding: .utf8)
        return text.flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        #else
        return nil
        #endif
    }

    /// The mean cost of one monotonic clock read, in nanoseconds, over `reads` reads.
    static func measureClockReadCost(reads: Int = 100_000) -> Double {
        let reads = max(reads, 1)
        // Warm up: the first reads fault in the vDSO page and fill the caches.
        var checksum: Int64 = 0
        for _ in 0..<1_000 {
            checksum &+= MonotonicTime.nanoseconds()
        }
        let start = MonotonicTime.nanoseconds()
        for _ in 0..<reads {
            checksum &+= MonotonicTime.nanoseconds()
        }
        let end = MonotonicTime.nanoseconds()
        // Keep the sum observable, though an opaque C call is never elided.
        withExtendedLifetime(checksum) {}
        // The read that ends the interval is one more; a clock that did not
        // advance still cost something, so never report zero.
        return max(Double(end - start) / Double(reads + 1), .leastNonzeroMagnitude)
    }

    /// `value` to three significant digits, without an exponent: `19.4`, `812`, `1230`.
    static func threeDigits(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let magnitude = abs(value)
        let decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3
        return String(format: "%.\(decimals)f", value)
    }
}

/// The fields of `uname(2)`.
private struct UnameFields {
    var sysname: String
    var release: String
    var version: String

    /// `sysname release version`, as `uname -srv` prints them.
    var kernel: String { [sysname, release, version].filter { !$0.isEmpty }.joined(separator: " ") }

    static func current() -> UnameFields {
        var names = utsname()
        guard uname(&names) == 0 else {
            return UnameFields(sysname: "unknown", release: "", version: "")
        }
        return UnameFields(
            sysname: string(names.sysname), release: string(names.release), version: string(names.version))
    }

    /// A fixed-size, NUL-terminated C character array (imported as a tuple) as a `String`.
    private static func string<Characters>(_ characters: Characters) -> String {
        withUnsafeBytes(of: characters) { bytes in
            String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
    }
}

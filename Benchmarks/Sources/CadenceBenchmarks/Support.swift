import Cadence
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Nanoseconds on the monotonic clock (reading it costs ~30 ns here, see
/// Docs/Performance.md; every timed region below is milliseconds long).
func monotonicNanoseconds() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// Where results go so the optimiser cannot drop the work that made them.
nonisolated(unsafe) var benchmarkSink = 0.0

@inline(never)
func consume(_ value: Double) { benchmarkSink += value }

/// Times `body` once to warm up (unless `warmUp` is false), then `repetitions`
/// times, and returns the median in nanoseconds. `body` does its own setup
/// outside the timed region by returning the nanoseconds it timed.
func median(repetitions: Int, warmUp: Bool = true, _ body: () throws -> UInt64) rethrows -> Double {
    if warmUp { _ = try body() }
    var samples: [UInt64] = []
    for _ in 0..<max(1, repetitions) { samples.append(try body()) }
    samples.sort()
    let middle = samples.count / 2
    return samples.count % 2 == 1
        ? Double(samples[middle]) : Double(samples[middle - 1] + samples[middle]) / 2
}

/// Times one closure in nanoseconds.
func timed(_ body: () throws -> Void) rethrows -> UInt64 {
    let start = monotonicNanoseconds()
    try body()
    return monotonicNanoseconds() - start
}

/// Resident set size in bytes, or nil where it is not measured (only Linux's
/// `/proc/self/statm` is read: Darwin's `task_info` needs `mach_task_self_`, a
/// global variable Swift 6 refuses without an unchecked escape).
func residentBytes() -> Int? {
    #if os(Linux)
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    #else
    return nil
    #endif
}

/// What a figure is held to.
enum Target: Sendable {
    case none
    case atMost(Double)
    case atLeast(Double)

    var text: String {
        switch self {
        case .none: "—"
        case .atMost(let limit): "≤ \(format(limit))"
        case .atLeast(let limit): "≥ \(format(limit))"
        }
    }

    /// True when `value` meets the target (exactly, without margin).
    func isMet(by value: Double) -> Bool {
        switch self {
        case .none: true
        case .atMost(let limit): value <= limit
        case .atLeast(let limit): value >= limit
        }
    }

    /// True when `value` misses by more than `margin` (0.25: 25 %).
    func isMissedBeyond(_ margin: Double, by value: Double) -> Bool {
        switch self {
        case .none: false
        case .atMost(let limit): value > limit * (1 + margin)
        case .atLeast(let limit): value < limit / (1 + margin)
        }
    }
}

/// One line of the table.
struct Figure: Sendable {
    /// Which benchmark, e.g. "chain".
    var group: String
    var name: String
    var value: Double
    /// "×" for a ratio, or the unit of an absolute figure.
    var unit: String
    var target: Target
    /// The absolute numbers behind the figure, for people.
    var detail: String
}

func format(_ value: Double) -> String {
    if value == 0 { return "0" }
    let magnitude = abs(value)
    if magnitude >= 100 { return String(format: "%.0f", value) }
    if magnitude >= 10 { return String(format: "%.1f", value) }
    if magnitude >= 1 { return String(format: "%.2f", value) }
    return String(format: "%.3f", value)
}

/// Formats nanoseconds per unit of work as ns or µs.
func perItem(_ nanoseconds: Double, _ count: Int) -> String {
    let each = nanoseconds / Double(count)
    return each >= 1000 ? "\(format(each / 1000)) µs" : "\(format(each)) ns"
}

func milliseconds(_ nanoseconds: Double) -> String { "\(format(nanoseconds / 1e6)) ms" }

/// `count` animation operations on `layer`, each depending on the one before:
/// the chain the chain, scaling and memory benchmarks build (construction is
/// part of what they time).
func animationChain(_ count: Int, on layer: Layer) -> [Operation] {
    var operations: [Operation] = []
    operations.reserveCapacity(count)
    for index in 0..<count {
        let animation = BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1)
        let operation = AnimationOperation(layer: layer, animation: animation)
        if index > 0 { operation.addDependency(operations[index - 1]) }
        operations.append(operation)
    }
    return operations
}

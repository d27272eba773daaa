import Cadence
import CadenceTesting
import Foundation

/// What the fixture's trace costs per event, kept or dropped: a bounded trace
/// (`Trace.Retention.last(_:)`) beside the default unbounded one, in the same run.
enum TraceCost {
    /// How many events the bounded trace keeps.
    static let kept = 1_000

    /// The retentions and sinks compared, by probe name.
    private static func fixture(_ kind: String) throws -> TestFixture? {
        switch kind {
        case "trace-all": return TestFixture()
        case "trace-last": return try TestFixture(traceRetention: .last(kept))
        case "trace-last-text":
            guard let null = FileHandle(forWritingAtPath: "/dev/null") else { return nil }
            return try TestFixture(traceRetention: .last(kept), traceSink: .text(to: null))
        default: return nil
        }
    }

    /// Runs in a child (`--memory-probe trace-all COUNT`): runs a chain of
    /// `count` `AnimationOperation`s through a fixture whose trace keeps every
    /// event (`trace-all`) or the last 1,000 (`trace-last`), and prints
    /// `bytes <resident growth over building and running it>` and
    /// `events <events recorded>`. Both sides hold the same finished chain, so
    /// the difference is the events the unbounded trace keeps.
    static func probe(kind: String, count: Int) throws -> Bool {
        guard let fixture = try fixture(kind) else { return false }
        let layer = fixture.addLayer(named: "chain")
        guard let start = residentBytes() else {
            print("unavailable")
            return true
        }
        let operations = animationChain(count, on: layer)
        try fixture.queue.addOperations(operations)
        try fixture.runUntilIdle(limit: Chains.unlimitedRun)
        precondition(operations.allSatisfy(\.isFinished), "the chain did not finish")
        let bytes = (residentBytes() ?? start) - start
        print("bytes \(bytes)\nevents \(fixture.recorder.recordedCount)\nkept \(fixture.recorder.keptCount)")
        // As the Foundation probe: exits without releasing the chain.
        withExtendedLifetime((fixture, operations)) { exit(0) }
    }

    /// The chain of ``Chains/cadence(_:)`` through a fixture made by probe
    /// name `kind`, construction and run timed; nanoseconds.
    static func chain(_ kind: String, _ count: Int) throws -> UInt64 {
        guard let fixture = try fixture(kind) else { throw BenchmarkError("unknown trace kind \(kind)") }
        let layer = fixture.addLayer(named: "chain")
        var operations: [Operation] = []
        let elapsed = try timed {
            operations = animationChain(count, on: layer)
            try fixture.queue.addOperations(operations)
            try fixture.runUntilIdle(limit: Chains.unlimitedRun)
        }
        precondition(operations.allSatisfy(\.isFinished), "a Cadence chain did not finish")
        return elapsed
    }

    /// The trace group's figures: memory and time of a bounded trace (and one
    /// with a text sink writing to /dev/null) against the unbounded trace.
    static func figures(quick: Bool) throws -> [Figure] {
        let count = 100_000
        var figures: [Figure] = []
        if let all = try Memory.measure(kind: "trace-all", count: count), let allBytes = all["bytes"],
            let events = all["events"], let last = try Memory.measure(kind: "trace-last", count: count),
            let lastBytes = last["bytes"]
        {
            let perEvent = (allBytes - lastBytes) / (events - Double(kept))
            figures.append(Figure(
                group: "trace", name: "memory of a \(count)-operation run, last(\(kept)) / all", value: lastBytes / allBytes,
                unit: "×", target: .none,
                detail: "all \(Int(allBytes) / count) B/op (\(Int(events)) events, \(format(events / Double(count)))/op), "
                    + "last(\(kept)) \(Int(lastBytes) / count) B/op"))
            figures.append(Figure(
                group: "trace", name: "resident bytes per event kept, (all − last(\(kept))) / events dropped",
                value: perEvent, unit: "B", target: .none,
                detail: "MemoryLayout<TraceEvent>.stride \(MemoryLayout<TraceEvent>.stride) B; "
                    + "\(format(perEvent * events / Double(count))) B/op"))
        }
        let timedCount = quick ? 10_000 : count
        progress("trace: \(timedCount) operations with every event kept, the last \(kept), and a text sink")
        _ = try chain("trace-all", timedCount / 10)
        let all = try median(repetitions: 3, warmUp: false) { try chain("trace-all", timedCount) }
        let last = try median(repetitions: 3, warmUp: false) { try chain("trace-last", timedCount) }
        let text = try median(repetitions: 3, warmUp: false) { try chain("trace-last-text", timedCount) }
        figures.append(Figure(
            group: "trace", name: "time of a \(timedCount)-operation chain, last(\(kept)) / all", value: last / all,
            unit: "×", target: .none, detail: "all \(perItem(all, timedCount))/op, last(\(kept)) \(perItem(last, timedCount))/op"))
        figures.append(Figure(
            group: "trace", name: "the same, last(\(kept)) with a text sink to /dev/null / all", value: text / all,
            unit: "×", target: .none, detail: "\(perItem(text, timedCount))/op"))
        return figures
    }
}

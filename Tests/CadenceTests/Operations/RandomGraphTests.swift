import Cadence
import CadenceTesting
import Foundation
import Testing

/// Seeded random dependency graphs on an ``AnimationQueue`` over the virtual
/// clock: 40 waits whose durations are exact binary fractions, edges only from
/// a lower to a higher index (so the graph is acyclic), a random limit on
/// concurrency, added in a shuffled order in batches of random size. A failure
/// names the seed that reproduces it.
@Suite struct RandomGraphTests {
    /// One event the queue reported: its place in the run, what happened, to
    /// which operation, and when.
    struct Record: Equatable, CustomStringConvertible {
        enum Kind: String { case enqueued, started, finished }
        let sequence: Int
        let kind: Kind
        let index: Int
        let time: Double

        var description: String { "#\(sequence) \(kind) \(index) @\(time)" }
    }

    /// A graph drawn from a seed.
    struct Graph {
        let durations: [Double]
        let dependencies: [[Int]]
        let limit: Int
        let batches: [[Int]]

        init(seed: UInt64, unlimited: Bool) {
            var random = SplitMix64(seed: seed)
            let count = 40
            let choices: [Double] = [0, 0.25, 0.5, 1]
            durations = (0..<count).map { _ in choices[Int.random(in: 0..<choices.count, using: &random)] }
            let density = random.next(in: 0.03 ... 0.2)
            dependencies = (0..<count).map { index in
                (0..<index).filter { _ in random.next(in: 0 ... 1) < density }
            }
            limit = unlimited ? AnimationQueue.unlimited : Int.random(in: 1 ... 4, using: &random)
            var order = Array(0..<count).shuffled(using: &random)
            var batches: [[Int]] = []
            while !order.isEmpty {
                let size = min(order.count, Int.random(in: 1 ... 8, using: &random))
                batches.append(Array(order.prefix(size)))
                order.removeFirst(size)
            }
            self.batches = batches
        }
    }

    /// A thread-safe list of records, numbered as they come.
    private final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var records: [Record] = []

        func append(_ kind: Record.Kind, _ operation: Operation, at time: Double) {
            lock.lock()
            records.append(Record(sequence: records.count, kind: kind, index: Int(operation.name ?? "") ?? -1, time: time))
            lock.unlock()
        }

        var entries: [Record] {
            lock.lock()
            defer { lock.unlock() }
            return records
        }
    }

    /// Runs `graph` to the end, returning the queue's events and its operations.
    private static func run(_ graph: Graph) throws -> (records: [Record], operations: [TimedTaskOperation]) {
        let stage = Stage()
        let loop = stage.compositor.mainLoop
        let queue = AnimationQueue(mainLoop: loop, name: "random graph")
        queue.maxConcurrentOperationCount = graph.limit
        let recorder = Recorder()
        let clock = stage.clock
        queue.addObserver { event in
            switch event {
            case .enqueued(let operation): recorder.append(.enqueued, operation, at: clock.currentTime)
            case .ready, .failed: break
            case .started(let operation): recorder.append(.started, operation, at: clock.currentTime)
            case .finished(let operation): recorder.append(.finished, operation, at: clock.currentTime)
            }
        }
        let operations = graph.durations.enumerated().map { index, duration in
            let operation = TimedTaskOperation.wait(duration, on: loop)
            operation.name = "\(index)"
            return operation
        }
        for (index, dependencies) in graph.dependencies.enumerated() {
            for dependency in dependencies {
                operations[index].addDependency(operations[dependency])
            }
        }
        for batch in graph.batches {
            try queue.addOperations(batch.map { operations[$0] })
        }
        try queue.waitUntilAllOperationsAreFinished()
        #expect(queue.operationCount == 0)
        return (recorder.entries, operations)
    }

    /// Seeds 1 to 13 draw every limit from 1 to 4; seed 7 runs with no limit.
    @Test(arguments: [UInt64](1...13).map { ($0, $0 == 7) })
    func randomDependencyGraph(seed: UInt64, unlimited: Bool) throws {
        let graph = Graph(seed: seed, unlimited: unlimited)
        let count = graph.durations.count
        let (records, operations) = try Self.run(graph)

        // Every operation is enqueued, started and finished exactly once.
        func only(_ kind: Record.Kind) -> [Int: Record] {
            let matching = records.filter { $0.kind == kind }
            #expect(matching.count == count, "seed \(seed): \(matching.count) \(kind) events")
            return Dictionary(matching.map { ($0.index, $0) }, uniquingKeysWith: { first, _ in first })
        }
        let enqueued = only(.enqueued)
        let starts = only(.started)
        let finishes = only(.finished)
        #expect(Set(enqueued.keys) == Set(0..<count), "seed \(seed)")
        #expect(Set(starts.keys) == Set(0..<count), "seed \(seed)")
        #expect(Set(finishes.keys) == Set(0..<count), "seed \(seed)")

        for index in 0..<count {
            guard let start = starts[index], let finish = finishes[index] else { continue }
            // No operation starts before all its dependencies finished.
            for dependency in graph.dependencies[index] {
                guard let before = finishes[dependency] else { continue }
                #expect(
                    before.sequence < start.sequence && before.time <= start.time,
                    "seed \(seed): \(index) started (\(start)) before its dependency finished (\(before))")
            }
            // Each finishes exactly its duration after it started.
            #expect(
                finish.time == start.time + graph.durations[index],
                "seed \(seed): \(index) lasted \(finish.time - start.time), not \(graph.durations[index])")
            #expect(operations[index].startTime == start.time, "seed \(seed): \(index)")
            #expect(operations[index].result == .completed, "seed \(seed): \(index)")
            #expect(operations[index].dependencies.isEmpty, "seed \(seed): \(index) is unlinked")
        }

        // Never more executing at once than the limit allows.
        var executing = 0
        var most = 0
        for record in records {
            switch record.kind {
            case .enqueued: continue
            case .started: executing += 1
            case .finished: executing -= 1
            }
            most = max(most, executing)
        }
        if graph.limit != AnimationQueue.unlimited {
            #expect(most <= graph.limit, "seed \(seed): \(most) executing at once, limit \(graph.limit)")
        } else {
            // With no limit each operation starts the instant its last
            // dependency finishes, so the run lasts as long as its critical path.
            var earliest = [Double](repeating: 0, count: count)
            for index in 0..<count {
                let ready = graph.dependencies[index].map { earliest[$0] + graph.durations[$0] }.max() ?? 0
                earliest[index] = ready
                #expect(starts[index]?.time == ready, "seed \(seed): \(index) started at \(String(describing: starts[index]))")
            }
            let end = (0..<count).map { earliest[$0] + graph.durations[$0] }.max() ?? 0
            #expect(records.last?.time == end, "seed \(seed)")
        }

        // The same seed gives the same run, event for event.
        let (again, _) = try Self.run(Graph(seed: seed, unlimited: unlimited))
        #expect(again == records, "seed \(seed): a second run differs")
    }
}

import Cadence
import CadenceTesting
import Foundation
import Testing

/// A thousand seeded graphs of Cadence and plain operations whose
/// dependencies are changed while they run, at random instants: dependencies
/// added (in any direction, so some close cycles) and removed (finished or
/// not). Whatever the changes, nothing traps, every operation finishes, none
/// starts before a dependency it has when it starts, and the same seed gives
/// the same events, byte for byte. A failure names the seed.
@Suite struct LateDependencyPropertyTests {
    /// One run of the graph drawn from `seed`: the queue's events as text, and
    /// the starts that found a dependency unfinished.
    static func run(seed: UInt64) throws -> (events: [String], violations: [String]) {
        var random = SplitMix64(seed: seed)
        let stage = Stage()
        let loop = stage.compositor.mainLoop
        let queue = AnimationQueue(mainLoop: loop)
        queue.maxConcurrentOperationCount = Bool.random(using: &random) ? AnimationQueue.unlimited : Int.random(in: 1 ... 3, using: &random)
        let log = EventLog()
        let violations = EventLog()
        let clock = stage.clock
        queue.addObserver { event in
            let time = "@\(clock.currentTime)"
            switch event {
            case .enqueued(let operation): log.append("enqueued \(operation.name!) \(time)")
            case .ready(let operation): log.append("ready \(operation.name!) \(time)")
            case .started(let operation):
                log.append("started \(operation.name!) \(time)")
                for dependency in operation.dependencies where !dependency.isFinished {
                    violations.append("\(operation.name!) started \(time) before \(dependency.name!) finished")
                }
            case .failed(let operation, let error): log.append("failed \(operation.name!) \(time): \(error)")
            case .finished(let operation): log.append("finished \(operation.name!) \(time)")
            }
        }
        let count = 16
        let durations: [Double] = [0, 0.25, 0.5, 1]
        let operations: [Operation] = (0..<count).map { index in
            let operation: Operation =
                index % 2 == 0
                ? TimedTaskOperation.wait(durations[Int.random(in: 0 ..< 4, using: &random)], on: loop)
                : BlockOperation {}
            operation.name = "\(index)"
            return operation
        }
        for index in 0..<count {
            for dependency in 0..<index where random.next(in: 0 ... 1) < 0.15 {
                operations[index].addDependency(operations[dependency])
            }
        }
        try queue.addOperations(operations.shuffled(using: &random))
        // Ten changes, each at an instant on a quarter-second grid.
        for step in 0..<10 {
            try clock.advance(to: Double(step) * 0.25)
            let operation = operations[Int.random(in: 0 ..< count, using: &random)]
            let current = operation.dependencies
            if !current.isEmpty, Bool.random(using: &random) {
                operation.removeDependency(current[Int.random(in: 0 ..< current.count, using: &random)])
            } else {
                let other = operations[Int.random(in: 0 ..< count, using: &random)]
                if other !== operation { operation.addDependency(other) }
            }
        }
        try queue.waitUntilAllOperationsAreFinished()
        #expect(queue.operationCount == 0, "seed \(seed)")
        #expect(operations.allSatisfy { $0.isFinished }, "seed \(seed)")
        return (log.entries, violations.entries)
    }

    @Test func lateChangesKeepTheContract() throws {
        var cycles = 0
        var neverReady = 0
        for seed in UInt64(1) ... 1_000 {
            let first = try Self.run(seed: seed)
            cycles += first.events.count { $0.hasPrefix("failed") && $0.contains("the cycle") }
            neverReady += first.events.count { $0.hasPrefix("failed") && $0.contains("holds not ready") }
            #expect(first.violations.isEmpty, "seed \(seed): \(first.violations)")
            let second = try Self.run(seed: seed)
            #expect(first.events == second.events, "seed \(seed): two runs differ")
            if !first.violations.isEmpty || first.events != second.events { break }
        }
        // The changes reach the cases that matter: cycles closed late, and
        // (on Linux) plain operations Foundation leaves never ready.
        #expect(cycles > 0)
        #if canImport(Glibc)
        #expect(neverReady > 0)
        #endif
    }
}

import Cadence
import CadenceTesting
import Foundation
import Testing

/// The fixture's promise: the same test gives the same trace, byte for byte,
/// on every run; and seeded random graphs keep the queue's ordering rules.
@Suite struct DeterminismTests {
    /// A scenario with a bit of everything: a chain, a parallel branch, a
    /// spring, an implicit animation, a stall, a cancel and dropped frames.
    private static func mixedScenario() throws -> Data {
        let fixture = TestFixture(maxConcurrentOperationCount: 2)
        let box = fixture.addLayer(named: "box")
        let dot = fixture.addLayer(named: "dot")
        let right = fixture.move("right", box, .positionX, to: 300, duration: 1)
        let down = fixture.move("down", box, .positionY, to: 100, duration: 2)
        down.addDependency(right)
        let spring = AnimationOperation(layer: dot, animation: SpringAnimation(keyPath: .transformScale, from: 1, to: 2))
        spring.name = "spring"
        let pause = fixture.wait("pause", 0.75)
        let fade = fixture.move("fade", dot, .positionX, to: 50, duration: 3)
        fade.addDependency(pause)
        try fixture.queue.addOperations([right, down, spring, pause, fade])
        try fixture.stall(at: 0.5, for: 0.3)
        fixture.clock.schedule(at: 2) { fade.cancel() }
        try fixture.advanceFrames(30, rate: 60)
        try fixture.onMain { box[.opacity] = 0.25 }
        fixture.dropFrames(5)
        try fixture.advanceFrames(60, rate: 60)
        try fixture.runUntilIdle()
        try fixture.checkIdle()
        return fixture.trace.jsonData()
    }

    /// 100 runs of one scenario give byte-identical traces.
    @Test func sameScenarioSameBytes() throws {
        let first = try Self.mixedScenario()
        #expect(first.count > 1000)
        for run in 1..<100 {
            let again = try Self.mixedScenario()
            #expect(again == first, "run \(run) differs")
            if again != first { break }
        }
    }

    /// A random graph of `count` operations: waits and animations with random
    /// durations (multiples of 1/16 s), up to three dependencies on earlier
    /// operations, random priorities, cancellations and main-loop stalls.
    struct RandomScenario {
        let seed: UInt64
        let count: Int

        func run() throws -> (trace: Trace, dependencies: [String: [String]], limit: Int) {
            var random = SplitMix64(seed: seed)
            let limits = [1, 1, 2, 3, AnimationQueue.unlimited]
            let limit = limits[random.nextInt(in: 0..<limits.count)]
            let fixture = TestFixture(maxConcurrentOperationCount: limit)
            let layers = (0..<4).map { fixture.addLayer(named: "layer\($0)") }
            var operations: [Operation] = []
            var dependencies: [String: [String]] = [:]
            for index in 0..<count {
                let name = "op\(index)"
                let duration = Double(random.nextInt(in: 0...32)) / 16
                let operation: TimedOperation
                if random.nextBool() {
                    operation = fixture.wait(name, duration)
                } else {
                    let layer = layers[random.nextInt(in: 0..<layers.count)]
                    operation = fixture.move(name, layer, .positionX, to: CGFloat(index), duration: duration)
                }
                operation.queuePriority = [.low, .normal, .high][random.nextInt(in: 0...2)]
                var names: [String] = []
                if index > 0 {
                    for _ in 0..<random.nextInt(in: 0...3) {
                        let dependency = Int.random(in: max(0, index - 50)..<index, using: &random)
                        guard !names.contains("op\(dependency)") else { continue }
                        operation.addDependency(operations[dependency])
                        names.append("op\(dependency)")
                    }
                }
                dependencies[name] = names
                operations.append(operation)
            }
            let horizon = Double(count) / 4
            for _ in 0..<(count / 20) {
                let victim = operations[random.nextInt(in: 0..<count)]
                let at = Double(random.nextInt(in: 0...Int(horizon * 16))) / 16
                fixture.clock.schedule(at: at) { victim.cancel() }
            }
            for _ in 0..<(count / 50) {
                let at = Double(random.nextInt(in: 0...Int(horizon * 16))) / 16
                try fixture.stall(at: at, for: Double(random.nextInt(in: 1...8)) / 16)
            }
            try fixture.queue.addOperations(operations)
            try fixture.runUntilIdle()
            try fixture.checkIdle()
            return (fixture.trace, dependencies, limit)
        }
    }

    /// The rules a queue's trace must keep, checked from the trace alone.
    static func checkInvariants(_ trace: Trace, dependencies: [String: [String]], limit: Int) -> [String] {
        var problems: [String] = []
        var started: [String: Int] = [:]
        var finished: [String: Int] = [:]
        var executing = 0
        var lastTime = -Double.infinity
        var stalledUntil = -Double.infinity
        for event in trace.events {
            if event.time < lastTime { problems.append("#\(event.sequence) goes back in time") }
            lastTime = event.time
            guard let name = event.operation else {
                if event.kind == .stall { stalledUntil = max(stalledUntil, event.time) + event.duration! }
                continue
            }
            switch event.kind {
            case .start:
                if started[name] != nil { problems.append("\(name) started twice") }
                started[name] = event.sequence
                executing += 1
                if limit > 0, executing > limit { problems.append("#\(event.sequence): \(executing) executing, limit \(limit)") }
                if event.time < stalledUntil { problems.append("\(name) started at \(event.time) during a stall") }
                for dependency in dependencies[name] ?? [] where finished[dependency] == nil {
                    problems.append("\(name) started before its dependency \(dependency) finished")
                }
            case .finish:
                if finished[name] != nil { problems.append("\(name) finished twice") }
                finished[name] = event.sequence
                if started[name] != nil {
                    executing -= 1
                } else if event.result != "cancelled" {
                    problems.append("\(name) finished \(event.result ?? "?") without starting")
                }
            default:
                break
            }
        }
        for name in dependencies.keys where finished[name] == nil {
            problems.append("\(name) never finished")
        }
        return problems
    }

    /// A 500-operation random graph gives identical traces across runs.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomGraphIsRepeatable(seed: UInt64) throws {
        let scenario = RandomScenario(seed: seed, count: 500)
        let first = try scenario.run()
        let second = try scenario.run()
        #expect(first.trace.jsonData() == second.trace.jsonData(), "seed \(seed)")
        #expect(first.trace.events.count > 2000)
        #expect(Self.checkInvariants(first.trace, dependencies: first.dependencies, limit: first.limit) == [])
    }

    /// The ordering rules hold for 1,000 seeds (in ten parallel batches); a
    /// failure names its seed.
    @Test(arguments: 0..<10)
    func invariantsHoldForAThousandSeeds(batch: Int) throws {
        let seeds = UInt64(batch * 100)..<UInt64(batch * 100 + 100)
        try withEverySeed(in: seeds) { seed in
            let result = try RandomScenario(seed: seed, count: 500).run()
            let problems = Self.checkInvariants(result.trace, dependencies: result.dependencies, limit: result.limit)
            guard problems.isEmpty else {
                throw FixtureError(
                    .orderViolation, "the queue broke its ordering rules", expected: "no violations",
                    actual: problems.prefix(10).joined(separator: "\n"), hint: "run this seed alone and read its trace")
            }
        }
    }
}

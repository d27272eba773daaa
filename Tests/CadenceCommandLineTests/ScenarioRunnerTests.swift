import Cadence
import CadenceCommandLine
import CadenceTesting
import Foundation
import Testing

/// Scenarios played by the runner: values worked out by hand (see
/// `Docs/Scenarios/README.md`), and the same trace as the Swift API.
@Suite struct ScenarioRunnerTests {
    static func result(_ name: String, until: Double? = nil) throws -> ScenarioResult {
        let json = try #require(BuiltInScenarioList.json(name))
        return try ScenarioRunner.run(ScenarioReader.read(Data(json.utf8), name: name), until: until)
    }

    static func startsAndFinishes(_ trace: Trace) -> [String] {
        trace.events.filter { $0.kind == .start || $0.kind == .finish }.map { event in
            "\(event.kind.rawValue) \(event.operation!) @\(event.time)"
        }
    }

    /// triangle: three linear 1 s moves; at each boundary the finish comes
    /// first, then the next start, then the sample.
    @Test func triangle() throws {
        let result = try Self.result("triangle")
        #expect(result.endTime == 3)
        #expect(
            Self.startsAndFinishes(result.trace) == [
                "start right @0.0", "finish right @1.0", "start down @1.0", "finish down @2.0", "start back @2.0",
                "finish back @3.0",
            ])
        #expect(result.columns == ["box.position"])
        let expected: [(Double, [Double])] = [
            (0, [100, 100]), (0.5, [200, 100]), (1, [300, 100]), (1.5, [300, 200]), (2, [300, 300]),
            (2.5, [200, 200]), (3, [100, 100]),
        ]
        #expect(result.samples.map(\.time) == expected.map(\.0))
        #expect(result.samples.map { $0.values[0] } == expected.map(\.1))
    }

    /// bounce-under-stall: the live chain drifts by the 70 ms a completion was
    /// held back; the anchored chain keeps its schedule.
    @Test func bounceUnderStall() throws {
        let result = try Self.result("bounce-under-stall")
        #expect(abs(result.endTime - 3.97) < 1e-9)
        func value(at time: Double) throws -> [Double] {
            let sample = try #require(result.samples.first { abs($0.time - time) < 1e-9 })
            return sample.values.map { $0[0] }
        }
        let expected: [(Double, [Double])] = [
            (1.0, [12 - 2 * 0.43 / 1.5, 12 - 2 * 0.5 / 1.5]),
            (2.1, [10 - 6 * 0.03 / 0.2, 10 - 6 * 0.1 / 0.2]),
            (3.8, [10 - 36 * 0.03 / 0.2, 10 - 36 * 0.1 / 0.2]),
        ]
        for (time, values) in expected {
            let actual = try value(at: time)
            #expect(zip(actual, values).allSatisfy { abs($0 - $1) < 1e-9 }, "t = \(time): \(actual) ≠ \(values)")
        }
        let finishes = result.trace.events(.finish)
        #expect(abs(try #require(finishes.first { $0.operation == "anchored-5" }).time - 3.9) < 1e-9)
        #expect(abs(try #require(finishes.first { $0.operation == "live-5" }).time - 3.97) < 1e-9)
        #expect(finishes.prefix(2).map(\.operation) == ["live-1", "anchored-1"])
        #expect(finishes.prefix(2).allSatisfy { abs($0.time - 0.57) < 1e-9 })
    }

    /// `until` stops the run there: ripple repeats until 8 s.
    @Test func untilEndsTheRun() throws {
        let result = try Self.result("ripple")
        #expect(result.endTime == 8)
        let shorter = try Self.result("triangle", until: 1.5)
        #expect(shorter.endTime == 1.5)
        #expect(shorter.samples.map(\.time) == [0, 0.5, 1, 1.5])
    }

    /// The runner and the Swift API agree: triangle built by hand on a
    /// fixture gives the same trace, event for event.
    @Test func sameTraceAsTheSwiftAPI() throws {
        let fixture = TestFixture()
        let box = fixture.addLayer(named: "box") { layer in
            layer[.position] = CGPoint(x: 100, y: 100)
            layer[.bounds] = CGRect(x: 0, y: 0, width: 40, height: 40)
        }
        func move(_ name: String, from: CGPoint, to: CGPoint) -> AnimationOperation {
            let operation = AnimationOperation(
                layer: box, animation: BasicAnimation(keyPath: .position, from: from, to: to, duration: 1))
            operation.name = name
            return operation
        }
        let right = move("right", from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 100))
        let down = move("down", from: CGPoint(x: 300, y: 100), to: CGPoint(x: 300, y: 300))
        let back = move("back", from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 100))
        down.addDependency(right)
        back.addDependency(down)
        try fixture.queue.addOperations([right, down, back])
        try fixture.runUntilIdle()

        let scenario = try Self.result("triangle")
        #expect(scenario.trace == fixture.trace, "\(scenario.trace)\n≠\n\(fixture.trace)")
    }

    /// At the instant a stall ends, the held-back completion runs first, then
    /// the event, then the queue: cancelling `drop` at 1.25 stops it before it
    /// starts, as it would without the stall.
    @Test func eventsAtTheEndOfAStallComeBeforeTheQueue() throws {
        let json = #"""
            { "format": "cadence-scenario/1",
              "layers": [ { "id": "box" } ],
              "operations": [
                { "id": "slide", "layer": "box", "animation": { "type": "basic", "keyPath": "position.x", "to": 100, "duration": 1 } },
                { "id": "drop", "layer": "box", "dependsOn": ["slide"], "animation": { "type": "basic", "keyPath": "position.y", "to": 50, "duration": 1 } } ],
              "events": [ { "at": 0.5, "stall": 0.75 }, { "at": 1.25, "cancel": "drop" } ] }
            """#
        let result = try ScenarioRunner.run(ScenarioReader.read(Data(json.utf8)))
        let lines = result.trace.events.filter { $0.operation != nil && $0.kind != .enqueue && $0.kind != .ready }.map {
            "\($0.kind.rawValue) \($0.operation!)\($0.result.map { " " + $0 } ?? "") @\($0.time)"
        }
        #expect(
            lines == [
                "start slide @0.0", "finish slide completed @1.25", "cancel drop @1.25", "finish drop cancelled @1.25",
            ])
    }
}


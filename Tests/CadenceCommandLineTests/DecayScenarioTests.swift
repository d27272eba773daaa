import Cadence
import CadenceCommandLine
import Foundation
import Testing

/// A scenario's `decay` animations: read, refused at their paths with the
/// value and what was expected, and run to their resting values.
@Suite struct DecayScenarioTests {
    /// One operation `fling` on `card` playing the animation `animation`.
    static func document(_ animation: String, sample: String = "[0]") -> String {
        #"""
        {"format": "cadence-scenario/1", "layers": [{"id": "card", "properties": {"position": [0, 100], "opacity": 1}}],
         "operations": [{"id": "fling", "layer": "card", "animation": \#(animation)}],
         "sample": {"keyPaths": ["card.position.x"], "times": \#(sample)}}
        """#
    }

    static func problems(_ animation: String) -> [String] {
        do {
            _ = try ScenarioReader.read(Data(document(animation).utf8))
            return []
        } catch {
            return error.problems
        }
    }

    /// POP's decay from 0 at 1000 pt/s, keeping 0.998 of its velocity each
    /// millisecond, stops when its speed falls to 5 pt/s:
    /// 1000 · 0.998^(1000 t) = 5 at t = ln(0.005) / (1000 ln 0.998) = 2.646509 s,
    /// having moved (v₀ − 5) · 0.998 / (1000 · 0.002) = 995 · 0.499 = 496.505.
    @Test func aDecayRestsWhereItsVelocityFallsBelowTheThreshold() throws {
        let json = Self.document(
            #"{"type": "decay", "keyPath": "position.x", "from": 0, "velocity": 1000, "rate": 0.998, "threshold": 5}"#,
            sample: "[2.646509, 3]")
        let result = try ScenarioRunner.run(ScenarioReader.read(Data(json.utf8)), picture: false)
        #expect(result.samples.allSatisfy { abs($0.values[0][0] - 496.505) < 1e-6 })
        let finish = try #require(result.operationRows.rows.first { $0.name == "fling" }?.finished)
        #expect(abs(finish - 2.646509) < 1e-6)
    }

    /// `"normal"` is UIKit's 0.998 and `"fast"` 0.99: at 1000 pt/s with the
    /// default threshold, the fast one comes to rest far sooner.
    @Test func theNamedRatesAreUIKits() throws {
        func finish(_ rate: String) throws -> Double {
            let json = Self.document(#"{"type": "decay", "keyPath": "position.x", "from": 0, "velocity": 1000, "rate": \#(rate)}"#)
            let result = try ScenarioRunner.run(ScenarioReader.read(Data(json.utf8)), picture: false)
            return try #require(result.operationRows.rows.first { $0.name == "fling" }?.finished)
        }
        #expect(try finish(#""normal""#) == finish("0.998"))
        #expect(try finish(#""fast""#) == finish("0.99"))
        #expect(try finish(#""fast""#) < finish(#""normal""#))
    }

    /// Bounded by `maximum` 300 with `"stop"`, it rests at 300 when it gets
    /// there: 0.998^(1000 t) = 1 − 300 · 0.002 / 0.998 at t = 0.4592 s.
    @Test func aStopBoundHoldsTheDecayAtIt() throws {
        let json = Self.document(
            #"{"type": "decay", "keyPath": "position.x", "from": 0, "velocity": 1000, "maximum": 300, "boundary": "stop"}"#,
            sample: "[1]")
        let result = try ScenarioRunner.run(ScenarioReader.read(Data(json.utf8)), picture: false)
        #expect(result.samples[0].values[0] == [300])
        let expected = log(1 - 300 * 0.002 / 0.998) / (1000 * log(0.998))
        let finish = try #require(result.operationRows.rows.first { $0.name == "fling" }?.finished)
        #expect(abs(finish - expected) < 1e-9)
    }

    /// A spring boundary overshoots the bound and comes back to rest on it.
    @Test func aSpringBoundOvershootsAndRestsOnTheBound() throws {
        let json = Self.document(
            #"{"type": "decay", "keyPath": "position.x", "from": 0, "velocity": 2000, "maximum": 300, "boundary": {"stiffness": 300, "damping": 15}}"#,
            sample: "[0.3, 0.35, 0.4, 0.45, 0.5, 5]")
        let result = try ScenarioRunner.run(ScenarioReader.read(Data(json.utf8)), picture: false)
        let values = result.samples.map { $0.values[0][0] }
        #expect(values.dropLast().contains { $0 > 300 })
        #expect(abs(values.last! - 300) < 1e-9)
    }

    @Test(arguments: [
        (#"{"type": "decay", "keyPath": "position.x", "from": 0}"#,
         "operations[0].animation.velocity: missing; expected the velocity it is flung with, in units per second"),
        (#"{"type": "decay", "keyPath": "position.x", "velocity": 10}"#,
         "operations[0].animation.from: missing; expected the value the decay starts from"),
        (#"{"type": "decay", "keyPath": "position.x", "from": 0, "velocity": "fast"}"#,
         #"operations[0].animation.velocity: expected a finite number, got "fast""#),
        (#"{"type": "decay", "keyPath": "position", "from": [0, 0], "velocity": 5}"#,
         "operations[0].animation.velocity: expected [x, y] (2 finite numbers), got 5"),
        (#"{"type": "decay", "keyPath": "position.x", "from": 0, "velocity": 10, "rate": 1.5}"#,
         "operations[0].animation.rate: expected a number in (0, 1): the fraction of the velocity kept each millisecond, got 1.5"),
        (#"{"type": "decay", "keyPath": "position.x", "from": 0, "velocity": 10, "rate": "slow"}"#,
         #"operations[0].animation.rate: expected one of normal, fast, got "slow""#),
        (#"{"type": "decay", "keyPath": "position.x", "from": 0, "velocity": 10, "threshold": 0}"#,
         "operations[0].animation.threshold: expected a finite speed > 0, in units per second, got 0"),
        (#"{"type": "decay", "keyPath": "position", "from": [0, 0], "velocity": [1, 1], "maximum": [1, 1]}"#,
         "operations[0].animation.maximum: expected no maximum on 'position', whose values are not numbers, got [1, 1]"),
        (#"{"type": "decay", "keyPath": "position.x", "from": 0, "velocity": 10, "minimum": 5, "maximum": 2}"#,
         "operations[0].animation.minimum: expected a number ≤ maximum (2), got 5"),
        (#"{"type": "decay", "keyPath": "position.x", "from": 9, "velocity": 10, "maximum": 2}"#,
         "operations[0].animation.from: expected a start within the bounds, -inf ... 2, got 9"),
        (#"{"type": "decay", "keyPath": "position.x", "from": 0, "velocity": 10, "maximum": 2, "boundary": {"damping": 0}}"#,
         "operations[0].animation.boundary.damping: expected a damping > 0, so that the spring at the bound settles, got 0"),
        (#"{"type": "decay", "keyPath": "position.x", "from": 0, "velocity": 10, "maximum": 2, "boundary": "bounce"}"#,
         #"operations[0].animation.boundary: expected "stop" or a spring object (mass, stiffness, damping), got "bounce""#),
        (#"{"type": "decay", "keyPath": "position.x", "from": 0, "velocity": 10, "maximum": 2, "boundary": {"stiffness": -1}}"#,
         "operations[0].animation.boundary.stiffness: expected a finite number > 0, got -1"),
        (#"{"type": "decay", "keyPath": "position.x", "from": 0, "velocity": 10, "maximum": 2, "boundary": {"initialVelocity": 3}}"#,
         "operations[0].animation.boundary.initialVelocity: unknown field; expected one of: mass, stiffness, damping"),
        (#"{"type": "decay", "keyPath": "position.x", "from": 0, "velocity": 10, "to": 5}"#,
         "operations[0].animation.to: unknown field; expected one of: type, keyPath, beginTime, duration, speed, timeOffset, "
            + "repeatCount, repeatDuration, autoreverses, fillMode, removedOnCompletion, timingFunction, additive, cumulative, "
            + "from, velocity, rate, threshold, minimum, maximum, boundary"),
    ])
    func eachBadFieldIsRefusedAtItsPath(animation: String, problem: String) {
        #expect(Self.problems(animation) == [problem])
    }

    /// The `fling` demo: the decay from 40 at 1500 pt/s would travel
    /// 1500 · 0.998 / 2 = 748.5 but meets its maximum 400 and rests on it;
    /// `home` then starts from 400, and the tap at 1.2 s hands its value and
    /// velocity to a spring that rests at 240.
    @Test func theFlingDemoRestsOnItsBoundThenAtTheTappedTarget() throws {
        let result = try ScenarioFormulaTests.result("fling")
        let rows = Dictionary(uniqueKeysWithValues: result.operationRows.rows.map { ($0.name, $0) })
        let flingEnd = try #require(rows["fling"]?.finished)
        let atFlingEnd = try #require(result.pictureSamples.last { $0.time <= flingEnd })
        #expect(abs(atFlingEnd.values[0][0] - 400) < 0.5)
        let retarget = try #require(result.retargets.first)
        #expect(retarget.time == 1.2 && retarget.refusal == nil && retarget.target == [240])
        // Heading home (to 60) when tapped: moving left.
        #expect(retarget.velocity[0] < 0)
        #expect(result.samples.last.map { abs($0.values[0][0] - 240) < 0.5 } == true)
        #expect(result.samples.allSatisfy { $0.velocities.count == 1 })
    }
}

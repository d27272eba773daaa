import CadenceCommandLine
import CadenceTesting
import Foundation
import Testing

/// A scenario's stagger on a grid, along an axis, and in a seeded random
/// order, as GSAP writes them: `grid: [rows, columns]`, `axis: "x"`,
/// `from: "random"` with a `seed`.
@Suite struct StaggerGridScenarioTests {
    static let layers = ["a", "b", "c", "d", "e", "f"]

    static func document(_ stagger: String) -> String {
        let layers = Self.layers.map { #"{"id": "\#($0)"}"# }.joined(separator: ", ")
        let ids = Self.layers.map { #""\#($0)""# }.joined(separator: ", ")
        return #"""
            {"format": "cadence-scenario/1", "layers": [\#(layers)], "operations": [{"id": "t", "timeline": [
              {"id": "cards", "stagger": \#(stagger), "layers": [\#(ids)],
               "animation": {"type": "basic", "keyPath": "opacity", "to": 0, "duration": 1}}]}]}
            """#
    }

    /// Each step's start, from the trace, in the order of `layers`.
    static func starts(_ json: String) throws -> [Double?] {
        let result = try ScenarioRunner.run(ScenarioReader.read(Data(json.utf8)), picture: false)
        return layers.map { layer in result.trace.events.first { $0.kind == .start && $0.operation == "cards.\(layer)" }?.time }
    }

    /// Two rows of three along x, `each` 0.5: GSAP's spread is 0.5 × 3
    /// columns = 1.5 over columns 0, 1, 2, so each row starts at 0, 0.75
    /// and 1.5.
    @Test func aGridAlongAnAxis() throws {
        #expect(try Self.starts(Self.document(#"{"each": 0.5, "grid": [2, 3], "axis": "x"}"#)) == [0, 0.75, 1.5, 0, 0.75, 1.5])
    }

    /// From "random" with seed 7: the distances from the first (0 to 5 after
    /// the nearest is taken off, `each` 1 apart) dealt out by a Fisher–Yates
    /// shuffle of SplitMix64's draws for 7.
    @Test func aSeededRandomOrder() throws {
        var expected: [Double?] = [0, 1, 2, 3, 4, 5]
        var reference = SplitMix64(seed: 7)
        for item in stride(from: 5, to: 0, by: -1) {
            expected.swapAt(item, Int(reference.next(in: 0 ... 1) * Double(item + 1)))
        }
        #expect(try Self.starts(Self.document(#"{"each": 1, "from": "random", "seed": 7}"#)) == expected)
    }

    @Test(arguments: [
        (#"{"each": 1, "from": "random"}"#, #"operations[0].timeline[0].stagger.seed: missing; expected a seed, which fixes the random order"#),
        (#"{"each": 1, "seed": 3}"#, #"operations[0].timeline[0].stagger.seed: given without from: "random"; expected a seed only for a random order"#),
        (#"{"each": 1, "axis": "x"}"#, #"operations[0].timeline[0].stagger.axis: given without a grid; expected an axis only for items in a grid"#),
        (#"{"each": 1, "grid": [2, 0]}"#, #"operations[0].timeline[0].stagger.grid: expected [rows, columns], two whole numbers ≥ 1, got [2, 0]"#),
    ])
    func badGridsAndSeedsAreRefused(stagger: String, problem: String) {
        do {
            _ = try ScenarioReader.read(Data(Self.document(stagger).utf8))
            Issue.record("expected \(problem)")
        } catch {
            #expect(error.problems == [problem])
        }
    }
}

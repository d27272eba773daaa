import CadenceCommandLine
import Foundation
import Testing

/// A timeline whose times are each finite but add up past the largest
/// (1.8e308 s), or whose eased stagger would start a step before the
/// stagger's position, is refused at `check`, at the entry that makes the
/// time; before, such a file passed the check and its run started the steps
/// at 0 or stopped with a message about a path the file does not have.
@Suite struct TimelineOverflowScenarioTests {
    typealias Case = MalformedScenarioTests.Case

    static func document(_ entries: String...) -> String {
        #"{"format": "cadence-scenario/1", "layers": [{"id": "a"}, {"id": "b"}, {"id": "c"}], "operations": [{"id": "t", "timeline": [\#(entries.joined(separator: ", "))]}]}"#
    }

    /// A stagger `s` of 1 s fades over a, b and c with `stagger`.
    static func stagger(_ stagger: String, seconds: String = "1") -> String {
        #"{"id": "s", "stagger": \#(stagger), "layers": ["a", "b", "c"], "animation": {"type": "basic", "keyPath": "opacity", "to": 0, "duration": \#(seconds)}}"#
    }

    static func step(_ id: String, position: String, seconds: String = "1") -> String {
        #"{"id": "\#(id)", "layer": "a", "position": \#(position), "animation": {"type": "basic", "keyPath": "opacity", "to": 0, "duration": \#(seconds)}}"#
    }

    static let cases: [Case] = [
        // each · (3 − 1) = 2e308: past the largest time.
        Case(name: "a spread past the largest time", document: document(stagger(#"{"each": 1e308}"#)),
             problems: ["operations[0].timeline[0].stagger.each: expected a spread, each × (count − 1), that is finite, got 1e+308 over 3 items"]),
        // x = t, y(½) = 3·¼·½·(−1) + ⅛ = −¼; the spread 1 · 2 = 2 s puts b at −0.5 s.
        Case(name: "an ease that starts a step before the stagger",
             document: document(step("x", position: "0"), stagger(#"{"each": 1, "ease": [0.3333333333333333, -1, 0.6666666666666666, 0]}"#)),
             problems: ["operations[0].timeline[1].stagger: expected an ease that starts every item at a finite time at or after the stagger's start (Cadence refuses what GSAP would start earlier), got 's.b' at -0.5 s"]),
        // The amount 1.7e308 starts c at 1.7e308 s; with its 1e308 s it would end past the largest time.
        Case(name: "a stagger that ends past the largest time", document: document(stagger(#"{"amount": 1.7e308}"#, seconds: "1e308")),
             problems: ["operations[0].timeline[0]: expected an entry that ends at a finite time, got a start of 0 s and a duration of inf s"]),
        Case(name: "a step that ends past the largest time",
             document: document(step("x", position: "1e308", seconds: "1e308"), step("y", position: #""+=1""#)),
             problems: ["operations[0].timeline[0]: expected an entry that ends at a finite time, got a start of 1e+308 s and a duration of 1e+308 s"]),
        // x ends at 1e308 + 1 = 1e308 (the 1 is lost); y at that plus 1e308.
        Case(name: "a start past the largest time",
             document: document(step("x", position: "1e308"), step("y", position: #""+=1e308""#)),
             problems: [#"operations[0].timeline[1].position: expected a finite start, got "+=1e308""#]),
    ]

    @Test(arguments: cases)
    func isRefusedAtCheck(_ testCase: Case) {
        testCase.expectRefused()
    }

    /// `each: 1e308` over two layers is a spread of 1e308 itself: accepted,
    /// b held until then.
    @Test func aSpreadAtTheLargestTimeIsAccepted() throws {
        let json = #"{"format": "cadence-scenario/1", "layers": [{"id": "a"}, {"id": "b"}], "until": 1, "operations": [{"id": "t", "timeline": [{"id": "s", "stagger": {"each": 1e308}, "layers": ["a", "b"], "animation": {"type": "basic", "keyPath": "opacity", "to": 0, "duration": 1}}]}]}"#
        let scenario = try ScenarioReader.read(Data(json.utf8))
        guard case .timeline(let timeline) = scenario.operations[0].work else {
            Issue.record("not a timeline")
            return
        }
        #expect(timeline.steps.map(\.start) == [0, 1e308])
    }
}

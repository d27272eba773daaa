import CadenceCommandLine
import Foundation
import Testing

/// A position is read as GSAP reads it or refused: numbers in decimal, no
/// sign after `+=`. A label is a name some position can name: not one a
/// position reads as a time, an offset or the previous entry, and none with
/// `=` (which no position can hold in a label).
@Suite struct TimelineSpellingScenarioTests {
    typealias Case = MalformedScenarioTests.Case

    static func document(_ entries: String...) -> String {
        #"{"format": "cadence-scenario/1", "layers": [{"id": "a"}], "operations": [{"id": "t", "timeline": [\#(entries.joined(separator: ", "))]}]}"#
    }

    static func step(position: String) -> String {
        #"{"id": "x", "layer": "a", "position": \#(position), "animation": {"type": "basic", "keyPath": "opacity", "to": 0, "duration": 1}}"#
    }

    static func label(_ name: String) -> String { #"{"label": \#(name), "position": 1}"# }

    static let labelRule = "expected a label name a position can name (not a number, not starting with < or >, without = and without spaces at its ends)"

    static let cases: [Case] = [
        // GSAP's parseFloat("0x10") is 0; Swift's Double("0x10") is 16.
        Case(name: "a hexadecimal offset", document: document(step(position: #""+=0x10""#)),
             problems: [#"operations[0].timeline[0].position: expected an offset written in decimal (0.5, 25%), as GSAP's parseFloat reads it (0x10 is 0 there), got "+=0x10""#]),
        Case(name: "a hexadecimal time", document: document(step(position: #""0x10""#)),
             problems: [#"operations[0].timeline[0].position: expected a time in seconds written in decimal (2, 0.5, 1e-3), as GSAP reads it, got "0x10""#]),
        Case(name: "a hexadecimal float after <", document: document(step(position: #""<0x1p3""#)),
             problems: [#"operations[0].timeline[0].position: expected an offset written in decimal (0.5, 25%), as GSAP's parseFloat reads it (0x10 is 0 there), got "<0x1p3""#]),
        // GSAP reads "+=-1" as parseFloat("+-1"): NaN.
        Case(name: "a sign after +=", document: document(step(position: #""+=-1""#)),
             problems: [#"operations[0].timeline[0].position: expected an offset without a sign of its own after += or -= (GSAP reads "+=-1" as NaN): write -=1 for -1 s, got "+=-1""#]),
        Case(name: "infinity", document: document(step(position: #""infinity""#)),
             problems: [#"operations[0].timeline[0].position: expected a finite time in seconds, got "infinity""#]),
        Case(name: "a label with =", document: document(label(#""a=b""#)), problems: [#"operations[0].timeline[0].label: \#(labelRule), got "a=b""#]),
        Case(name: "a label starting with =", document: document(label(#""=a""#)), problems: [#"operations[0].timeline[0].label: \#(labelRule), got "=a""#]),
        Case(name: "a label spelled like a time", document: document(label(#""2""#)), problems: [#"operations[0].timeline[0].label: \#(labelRule), got "2""#]),
        Case(name: "a label spelled like an offset", document: document(label(#""+=1""#)), problems: [#"operations[0].timeline[0].label: \#(labelRule), got "+=1""#]),
        Case(name: "a label spelled like the previous start", document: document(label(#""<""#)), problems: [#"operations[0].timeline[0].label: \#(labelRule), got "<""#]),
        Case(name: "a label spelled like infinity", document: document(label(#""inf""#)), problems: [#"operations[0].timeline[0].label: \#(labelRule), got "inf""#]),
        Case(name: "a label with a space at its end", document: document(label(#""outro ""#)), problems: [#"operations[0].timeline[0].label: \#(labelRule), got "outro ""#]),
    ]

    @Test(arguments: cases)
    func isRefused(_ testCase: Case) {
        testCase.expectRefused()
    }

    /// Labels a position can name are read, and placed by: `a%`, `intro.hit`,
    /// `x2`, `-x` each at 1, and a step at `"-x+=.5"` at 1 + 0.5.
    @Test func namesAPositionCanNameAreAccepted() throws {
        let json = Self.document(
            Self.label(#""a%""#), Self.label(#""intro.hit""#), Self.label(#""x2""#), Self.label(#""-x""#),
            Self.step(position: #""-x+=.5""#))
        let scenario = try ScenarioReader.read(Data(json.utf8))
        guard case .timeline(let timeline) = scenario.operations[0].work else {
            Issue.record("not a timeline")
            return
        }
        #expect(timeline.labels == ["a%": 1, "intro.hit": 1, "x2": 1, "-x": 1])
        #expect(timeline.steps.map(\.start) == [1.5])
    }
}

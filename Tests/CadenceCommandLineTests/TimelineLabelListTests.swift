import CadenceCommandLine
import Foundation
import Testing

/// A refusal that lists the labels a position could have named lists the
/// first five (in order, each at most 40 characters) and counts them all,
/// so a timeline of 10,000 labels gives one short line, not 109 KB.
@Suite struct TimelineLabelListTests {
    @Test func anUnknownLabelAmongThousands() {
        // Labels l00000 … l09999, sorted: the first five are l00000 to l00004.
        let labels = (0..<10_000).map { String(format: #"{"label": "l%05d", "position": 1}"#, $0) }
        let step = #"{"id": "x", "layer": "a", "position": "zzz", "animation": {"type": "wait", "duration": 1}}"#
        let json = #"{"format": "cadence-scenario/1", "layers": [{"id": "a"}], "operations": [{"id": "t", "timeline": [\#((labels + [step]).joined(separator: ", "))]}]}"#
        do {
            _ = try ScenarioReader.read(Data(json.utf8))
            Issue.record("accepted")
        } catch {
            #expect(error.problems == [
                #"operations[0].timeline[10000].position: expected a label added before: l00000, l00001, l00002, l00003, l00004, … (10000 in all), got "zzz""#,
            ])
        }
    }

    /// A label of 100 characters is listed by its first 39 and `…`.
    @Test func aLongLabelIsCut() {
        let long = String(repeating: "b", count: 100)
        let json = #"{"format": "cadence-scenario/1", "layers": [{"id": "a"}], "operations": [{"id": "t", "timeline": [{"label": "\#(long)", "position": 1}, {"id": "x", "layer": "a", "position": "zzz", "animation": {"type": "wait", "duration": 1}}]}]}"#
        do {
            _ = try ScenarioReader.read(Data(json.utf8))
            Issue.record("accepted")
        } catch {
            #expect(error.problems == [
                #"operations[0].timeline[1].position: expected a label added before: \#(String(repeating: "b", count: 39))…, got "zzz""#,
            ])
        }
    }
}

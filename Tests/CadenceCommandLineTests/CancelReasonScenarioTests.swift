import CadenceCommandLine
import CadenceTesting
import Foundation
import Testing

/// A `cancel` event's `reason`: the operation is cancelled with an error
/// that says it, ends cancelled (not failed), and the result shows the
/// error on the operation, its `cancel` and its `finish`.
@Suite struct CancelReasonScenarioTests {
    /// A group `sheet` of one 2 s animation `fade`, and `next` after the
    /// sheet; the sheet cancelled at 1 with a reason. `next` runs over
    /// [1, 2]: a cancel, with a reason or not, is not a failure.
    static let document = #"""
        {"format": "cadence-scenario/1", "layers": [{"id": "box"}], "operations": [
          {"id": "sheet", "children": [
            {"id": "fade", "layer": "box", "animation": {"type": "basic", "keyPath": "opacity", "to": 0, "duration": 2}}]},
          {"id": "next", "dependsOn": ["sheet"], "animation": {"type": "wait", "duration": 1}}],
         "events": [{"at": 1, "cancel": "sheet", "reason": "the user closed it"}]}
        """#

    static let sheetReason = "cancel: expected the work to go on, got 'the user closed it'"
    static let fadeReason =
        "parent: expected a group that was not cancelled, got 'sheet' cancelled with (cancel: expected the work to go on, got 'the user closed it')"

    @Test func theResultShowsTheReason() throws {
        let result = try ScenarioRunner.run(ScenarioReader.read(Data(Self.document.utf8)), picture: false)
        let lines = ResultDocument(result).text.split(separator: "\n").map(String.init)
        #expect(lines.contains(#"    { "id": "sheet", "result": "cancelled", "start": 0, "finish": 1, "reason": "\#(Self.sheetReason)" },"#))
        #expect(lines.contains(#"    { "id": "fade", "group": "sheet", "result": "cancelled", "start": 0, "finish": 1, "reason": "\#(Self.fadeReason)" },"#))
        #expect(lines.contains(#"    { "id": "next", "result": "completed", "start": 1, "finish": 2 }"#))
        #expect(lines.contains(#"    { "t": 1, "event": "cancel", "operation": "sheet", "reason": "\#(Self.sheetReason)" },"#))
        #expect(lines.contains(#"    { "t": 1, "event": "finish", "operation": "sheet", "cancelled": true, "reason": "\#(Self.sheetReason)" },"#))
        #expect(lines.contains(#"    { "t": 1, "event": "cancel", "operation": "fade", "reason": "\#(Self.fadeReason)" },"#))
    }

    /// Without a reason, nothing says one; dependents cancelled by
    /// `propagate` are cancelled without one.
    @Test func aPlainCancelAndAPropagatedOneHaveNone() throws {
        let json = Self.document.replacingOccurrences(
            of: #""reason": "the user closed it""#, with: #""propagate": true, "reason": "closed""#)
        let result = try ScenarioRunner.run(ScenarioReader.read(Data(json.utf8)), picture: false)
        let next = result.trace.events.filter { $0.operation == "next" && ($0.kind == .cancel || $0.kind == .finish) }
        #expect(next.map { "\($0.kind.rawValue) \($0.result ?? "") \($0.message ?? "none")" } == ["cancel  none", "finish cancelled none"])
        let plain = Self.document.replacingOccurrences(of: #", "reason": "the user closed it""#, with: "")
        let text = ResultDocument(try ScenarioRunner.run(ScenarioReader.read(Data(plain.utf8)), picture: false)).text
        #expect(!text.contains("reason"))
    }

    /// The Chrome trace carries it as `args.reason`.
    @Test func theChromeTraceCarriesIt() throws {
        let result = try ScenarioRunner.run(ScenarioReader.read(Data(Self.document.utf8)), picture: false)
        #expect(ChromeTrace(result).text.contains(#""reason": "\#(Self.sheetReason)""#))
    }

    static func problems(_ event: String) -> [String] {
        let json = #"""
            {"format": "cadence-scenario/1", "operations": [{"id": "w", "animation": {"type": "wait", "duration": 1}}],
             "events": [\#(event)]}
            """#
        do {
            _ = try ScenarioReader.read(Data(json.utf8))
            return []
        } catch {
            return error.problems
        }
    }

    @Test func aBadReasonIsRefusedAtItsPath() {
        #expect(Self.problems(#"{"at": 1, "cancel": "w", "reason": ""}"#) == [
            #"events[0].reason: expected the reason for the cancel (a string that is not empty), got """#
        ])
        #expect(Self.problems(#"{"at": 1, "cancel": "w", "reason": 3}"#) == [
            "events[0].reason: expected the reason for the cancel (a string), got 3"
        ])
        #expect(Self.problems(#"{"at": 1, "stall": 0.5, "reason": "x"}"#) == [
            "events[0].reason: only a cancel event has a reason"
        ])
    }
}

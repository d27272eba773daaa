import CadenceCommandLine
import CadenceTesting
import Foundation
import Testing

/// A timeout bounds the work on the main loop's clock from the moment it
/// starts counting, whatever happens in between: a wait for a slot, for a
/// category or a condition's answer, a pause of the layer.
///
/// Every combination of how the operation is guarded (nothing, a condition,
/// an exclusive category), whether it waits for the queue's one slot, what
/// it is (an animation, a group, a retry, a timeline), and whether its layer
/// is paused while it plays. The work is a 0.4 s linear slide; the timeout
/// is 0.5 s. Worked by hand:
///
/// - Unguarded, the timeout counts from the start. Without a wait for the
///   slot it starts at 0; behind `blocker` (a 1 s wait that holds the slot)
///   at 1. The slide ends 0.4 s after the start, before the timeout: it
///   completes then. Paused 0.1 s after the start for 0.3 s, its end moves
///   0.3 s later, to 0.7 s after the start, past the timeout: it fails at
///   start + 0.5.
/// - Guarded, the timeout counts from when its guard is first asked: at 0,
///   when it is ready. Without a wait for the slot it starts at 0 as above.
///   Behind `blocker` it is still waiting for the slot at 0.5, so it fails
///   then, never started (the pause, at 1.1, comes too late to matter).
@Suite struct TimeoutMatrixTests {
    enum Guard: String, CaseIterable { case plain, condition, exclusive }
    enum Kind: String, CaseIterable { case operation, group, retry, timeline }

    struct Case: CustomTestStringConvertible, Sendable {
        let guarded: Guard
        let waitsForSlot: Bool
        let kind: Kind
        let paused: Bool
        var testDescription: String {
            "\(guarded.rawValue), \(waitsForSlot ? "behind a slot" : "free slot"), \(kind.rawValue), \(paused ? "paused" : "playing")"
        }
    }

    static let cases: [Case] = Guard.allCases.flatMap { guarded in
        [false, true].flatMap { waitsForSlot in
            Kind.allCases.flatMap { kind in
                [false, true].map { Case(guarded: guarded, waitsForSlot: waitsForSlot, kind: kind, paused: $0) }
            }
        }
    }

    static func scenario(_ c: Case) -> String {
        let slide = #"{"type": "basic", "keyPath": "position.x", "from": 0, "to": 100, "duration": 0.4}"#
        let guardField = switch c.guarded {
        case .plain: ""
        case .condition: #", "conditions": [{"type": "noFailedDependencies"}]"#
        case .exclusive: #", "conditions": [{"type": "exclusive", "category": "screen"}]"#
        }
        let head = #""id": "work", "timeout": 0.5\#(guardField)"#
        let work = switch c.kind {
        case .operation: #"{\#(head), "layer": "box", "animation": \#(slide)}"#
        case .group: #"{\#(head), "children": [{"id": "slide", "layer": "box", "animation": \#(slide)}]}"#
        case .retry: #"{\#(head), "layer": "box", "retry": {"maxAttempts": 3}, "animation": \#(slide)}"#
        case .timeline: #"{\#(head), "timeline": [{"id": "slide", "layer": "box", "animation": \#(slide)}]}"#
        }
        let blocker = c.waitsForSlot ? #"{"id": "blocker", "animation": {"type": "wait", "duration": 1}}, "# : ""
        let start = c.waitsForSlot ? 1.0 : 0
        let events = c.paused
            ? #", "events": [{"at": \#(start + 0.1), "pause": "box"}, {"at": \#(start + 0.4), "resume": "box"}]"#
            : ""
        return #"""
            {"format": "cadence-scenario/1", "categories": ["screen"],
             "layers": [{"id": "box", "properties": {"position": [0, 0]}}],
             "operations": [\#(blocker)\#(work)]\#(events)}
            """#
    }

    /// What the trace says of `work`: its start (nil if it never started),
    /// its finish and how it ended.
    static func outcome(of result: ScenarioResult) -> (start: Double?, finish: Double?, ended: String?) {
        let events = result.trace.events.filter { $0.operation == "work" }
        let finish = events.first { $0.kind == .finish }
        return (events.first { $0.kind == .start }?.time, finish?.time, finish?.result)
    }

    @Test(arguments: cases)
    func theTimeoutBoundsTheWork(_ c: Case) throws {
        let result = try ScenarioRunner.run(ScenarioReader.read(Data(Self.scenario(c).utf8), name: "timeout"))
        let (start, finish, ended) = Self.outcome(of: result)
        let slotFree = c.waitsForSlot ? 1.0 : 0
        switch (c.guarded, c.waitsForSlot, c.paused) {
        case (.condition, true, _), (.exclusive, true, _):
            // Counted from 0, while it waits for the slot.
            #expect(start == nil)
            #expect(finish == 0.5)
            #expect(ended == "failed")
        case (_, _, false):
            // The slide's end is the first instant whose layer time reaches
            // it: 1 + 0.4 may land an ulp past 1.4.
            #expect(start == slotFree)
            #expect(finish.map { abs($0 - (slotFree + 0.4)) < 1e-12 } == true)
            #expect(ended == "completed")
        case (_, _, true):
            #expect(start == slotFree)
            #expect(finish == slotFree + 0.5)
            #expect(ended == "failed")
        }
        let error = result.trace.events.first { $0.kind == .finish && $0.operation == "work" }?.message
        if ended == "failed" {
            #expect(error == "timeout: expected an operation that finishes within its timeout, got not finished 0.5 s after it started")
        }
    }
}

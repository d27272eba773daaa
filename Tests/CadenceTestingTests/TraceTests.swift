import CadenceTesting
import Foundation
import Testing

@Suite struct TraceTests {
    private let sample = Trace(events: [
        TraceEvent(sequence: 1, time: 0, kind: .start, operation: "right"),
        TraceEvent(sequence: 2, time: 0, kind: .animationAdded, layer: "box", key: "position.x"),
        TraceEvent(sequence: 3, time: 1.5, kind: .stall, duration: 0.25),
        TraceEvent(sequence: 4, time: 2, kind: .finish, operation: "right", result: "completed"),
    ])

    /// JSON omits fields that do not apply, sorts keys, and reads back equal.
    @Test func jsonRoundTrip() throws {
        let json = String(decoding: sample.jsonData(), as: UTF8.self)
        #expect(json.hasPrefix(#"{"events":[{"kind":"start","operation":"right","sequence":1,"time":0},"#), "\(json)")
        #expect(try Trace(json: sample.jsonData()) == sample)
    }

    /// One line per event, numbers without needless decimals.
    @Test func description() {
        #expect(
            sample.description == """
                #1 t=0 start right
                #2 t=0 animationAdded box.position.x
                #3 t=1.5 stall 0.25s
                #4 t=2 finish right completed
                """)
    }

    /// The names of the operations, in the order first seen; events by operation and kind.
    @Test func queries() {
        #expect(sample.operationNames == ["right"])
        #expect(sample.events(of: "right").map(\.sequence) == [1, 4])
        #expect(sample.events(.stall).map(\.duration) == [0.25])
    }

    /// A failure's message has the summary, expected, actual and what to do;
    /// multi-line parts start on their own lines, indented.
    @Test func fixtureErrorMessage() {
        let error = FixtureError(.timelineMismatch, "timeline does not match", expected: "a [=]\nb  [=]", actual: "a [==]", hint: "compare the rows")
        #expect(
            error.description == """
                timeline does not match
                expected:
                  a [=]
                  b  [=]
                actual: a [==]
                what to do: compare the rows
                """)
    }
}

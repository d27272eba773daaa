import Cadence
import CadenceTesting
import Foundation
import Testing

/// What operations' observers hear, in the trace when asked for: between the
/// queue's start and finish, in the order the observers hear it.
@Suite struct ObserverTraceTests {
    /// A 1 s slide then a 0.5 s wait that fails by its 0.25 s timeout, with
    /// observer events: willStart and didStart around the commit,
    /// willFinish and didFinish between the animation's completion and the
    /// queue's finish, the failure's error on both.
    @Test func observerEventsSitBetweenStartAndFinish() throws {
        let fixture = TestFixture(traceObserverEvents: true)
        let box = fixture.addLayer(named: "box")
        let slide = fixture.move("slide", box, .positionX, to: 100, duration: 1)
        let pause = fixture.wait("pause", 0.5)
        pause.timeout = 0.25
        try fixture.queue.addOperations([slide, pause])
        try fixture.runUntilIdle()
        let error = "timeout: expected an operation that finishes within its timeout, got not finished 0.25 s after it started"
        #expect(fixture.trace.description == """
            #1 t=0 enqueue slide
            #2 t=0 enqueue pause
            #3 t=0 ready slide
            #4 t=0 ready pause
            #5 t=0 start slide
            #6 t=0 willStart slide
            #7 t=0 commit "1 added, 0 removed"
            #8 t=0 animationAdded box.position.x
            #9 t=0 didStart slide
            #10 t=0 animationStarted box.position.x
            #11 t=1 animationCompleted box.position.x
            #12 t=1 willFinish slide completed
            #13 t=1 didFinish slide completed
            #14 t=1 finish slide completed
            #15 t=1 start pause
            #16 t=1 willStart pause
            #17 t=1 didStart pause
            #18 t=1.25 cancel pause
            #19 t=1.25 willFinish pause failed "\(error)"
            #20 t=1.25 didFinish pause failed "\(error)"
            #21 t=1.25 finish pause failed "\(error)"
            """)
        // The checks read the queue's events, as without observer events.
        try fixture.trace.checkFinished("slide", beforeStarting: "pause")
        try fixture.checkTimeline("""
            slide [==]
            pause ----!
            """, resolution: 4)
    }

    /// Off by default: the same run traces the queue and compositor only,
    /// and a cancel still.
    @Test func offByDefault() throws {
        let fixture = TestFixture()
        let box = fixture.addLayer(named: "box")
        let slide = fixture.move("slide", box, .positionX, to: 100, duration: 1)
        try fixture.queue.addOperation(slide)
        try fixture.advance(to: 0.5)
        slide.cancel()
        try fixture.runUntilIdle()
        #expect(!fixture.recorder.recordsObserverEvents)
        #expect(fixture.operationLog == [
            "enqueue slide @0", "ready slide @0", "start slide @0", "cancel slide @0.5", "finish slide cancelled @0.5",
        ])
    }

    /// Observer events round-trip through JSON with their result and error.
    @Test func jsonRoundTrip() throws {
        let trace = Trace(events: [
            TraceEvent(sequence: 1, time: 0, kind: .willStart, operation: "a"),
            TraceEvent(sequence: 2, time: 1, kind: .willFinish, operation: "a", result: "failed", message: "bad"),
        ])
        let json = String(decoding: trace.jsonData(), as: UTF8.self)
        #expect(json == #"{"events":[{"kind":"willStart","operation":"a","sequence":1,"time":0},"#
            + #"{"kind":"willFinish","message":"bad","operation":"a","result":"failed","sequence":2,"time":1}]}"#)
        #expect(try Trace(json: trace.jsonData()) == trace)
    }
}

import Cadence
import CadenceTesting
import Foundation
import Testing

/// Traces that keep only their last events (`Trace.Retention.last(_:)`), sinks
/// that see every event, and `removeAll()`.
@Suite struct BoundedTraceTests {
    /// Runs a chain of `count` 0.1 s animations named `step1`, `step2`, … on `fixture`.
    private func runChain(_ count: Int, on fixture: TestFixture) throws {
        let box = fixture.addLayer(named: "box")
        var steps: [Operation] = []
        for index in 1...count {
            let step = fixture.move("step\(index)", box, .positionX, to: CGFloat(index), duration: 0.1)
            if let previous = steps.last { step.addDependency(previous) }
            steps.append(step)
        }
        try fixture.queue.addOperations(steps)
        try fixture.runUntilIdle(limit: RunLimit(steps: 10 * count + 10))
    }

    /// The same chain with every event kept.
    private func unboundedTrace(ofChain count: Int) throws -> Trace {
        let fixture = TestFixture()
        try runChain(count, on: fixture)
        return fixture.trace
    }

    // MARK: - Keeping the last N

    /// After 200 operations (1,600 events), a trace of the last 50 holds exactly
    /// the unbounded trace's last 50 events, numbered as there, and counts the
    /// 1,550 before them; its text is the last 50 lines of the whole text.
    @Test func keepsTheLastEventsWithTheirNumbers() throws {
        let whole = try unboundedTrace(ofChain: 200)
        #expect(whole.events.count == 1_600)
        let fixture = try TestFixture(traceRetention: .last(50))
        try runChain(200, on: fixture)
        let trace = fixture.trace

        #expect(trace.events == Array(whole.events.suffix(50)))
        #expect(trace.events.map(\.sequence) == Array(1_551...1_600))
        #expect(trace.droppedCount == 1_550)
        #expect(fixture.recorder.recordedCount == 1_600)
        #expect(fixture.recorder.keptCount == 50)
        let lastLines = whole.description.split(separator: "\n").suffix(50).joined(separator: "\n")
        #expect(trace.description == lastLines)
        #expect(trace.description.hasPrefix("#1551 t="))
        #expect(fixture.recorder.retention == (try Trace.Retention.last(50)))
        #expect(fixture.recorder.retention.limit == 50)
    }

    /// A ring that has not filled yet keeps every event; one of exactly the
    /// number of events drops none; one event short of it drops the first.
    @Test func ringAtItsEdges() throws {
        let whole = try unboundedTrace(ofChain: 3)   // 24 events
        for (limit, dropped) in [(100, 0), (24, 0), (23, 1), (1, 23)] {
            let fixture = try TestFixture(traceRetention: .last(limit))
            try runChain(3, on: fixture)
            #expect(fixture.trace.events == Array(whole.events.dropFirst(dropped)), "last \(limit)")
            #expect(fixture.trace.droppedCount == dropped, "last \(limit)")
        }
        #expect(TestFixture().recorder.retention == .all)
        #expect(Trace.Retention.all.limit == nil)
        #expect("\(try Trace.Retention.last(10))" == "last 10")
        #expect("\(Trace.Retention.all)" == "all")
    }

    /// 0 and negative counts are refused with a typed error, never a trap.
    @Test func aCountBelowOneIsRefused() {
        for count in [0, -1, Int.min] {
            let error = #expect(throws: FixtureError.self) { try Trace.Retention.last(count) }
            #expect(error?.code == .invalidArgument)
            #expect(error?.summary == "a trace cannot keep the last \(count) events")
            #expect(error?.expected == "a count of 1 or more")
            #expect(error?.actual == "\(count)")
        }
    }

    /// During a run of 100,000 operations (400,000 events), a trace of the last
    /// 100 never holds more than 100 events, and ends with the last 100.
    @Test func keptEventsNeverExceedTheLimit() throws {
        let watch = Watch()
        let fixture = try TestFixture(traceRetention: .last(100), traceSink: Trace.Sink { _ in watch.check() })
        watch.recorder = fixture.recorder
        var operations: [Operation] = []
        operations.reserveCapacity(100_000)
        for index in 1...100_000 {
            let operation = BlockOperation {}
            operation.name = "op\(index)"
            if let previous = operations.last { operation.addDependency(previous) }
            operations.append(operation)
        }
        try fixture.queue.addOperations(operations)
        try fixture.runUntilIdle()

        #expect(watch.events == 400_000)
        #expect(watch.mostKept == 100)
        #expect(fixture.recorder.recordedCount == 400_000)
        let trace = fixture.trace
        #expect(trace.events.count == 100)
        #expect(trace.droppedCount == 399_900)
        #expect(trace.events.map(\.sequence) == Array(399_901...400_000))
    }

    // MARK: - Sinks

    /// A closure sink receives every event, numbered and in order, exactly the
    /// unbounded trace's, while the recorder keeps 10.
    @Test func closureSinkReceivesEveryEvent() throws {
        let whole = try unboundedTrace(ofChain: 50)
        let received = Received()
        let fixture = try TestFixture(traceRetention: .last(10), traceSink: Trace.Sink { received.append($0) })
        try runChain(50, on: fixture)
        #expect(Trace(events: received.events).description == whole.description)
        #expect(received.events == whole.events)
        #expect(fixture.trace.events.count == 10)
    }

    /// A text sink writes the unbounded trace's text, a line per event, in
    /// chunks of 64 KiB and the rest at flush(), while the recorder keeps 1.
    @Test func textSinkWritesTheTraceText() throws {
        let whole = try unboundedTrace(ofChain: 500)   // 4,000 lines, over 64 KiB
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("BoundedTraceTests-\(UUID().uuidString).txt")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: url) }
        let file = try FileHandle(forWritingTo: url)
        let fixture = try TestFixture(traceRetention: .last(1), traceSink: .text(to: file))
        try runChain(500, on: fixture)

        let beforeFlush = try String(contentsOf: url, encoding: .utf8)
        #expect(beforeFlush.utf8.count >= 64 * 1024)
        #expect(whole.description.hasPrefix(beforeFlush))
        try fixture.recorder.flush()
        try file.close()
        #expect(try String(contentsOf: url, encoding: .utf8) == whole.description + "\n")
        #expect(fixture.trace.events == [whole.events[whole.events.count - 1]])
    }

    /// A recorder that goes away writes what its text sink held back.
    @Test func textSinkWritesTheRestWhenTheRecorderGoes() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("BoundedTraceTests-\(UUID().uuidString).txt")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: url) }
        let file = try FileHandle(forWritingTo: url)
        do {
            let recorder = TraceRecorder(clock: VirtualClock(), sink: .text(to: file))
            recorder.append(TraceEvent(time: 0, kind: .mark, message: "one"))
            recorder.append(TraceEvent(time: 0, kind: .mark, message: "two"))
        }
        try file.close()
        #expect(try String(contentsOf: url, encoding: .utf8) == "#1 t=0 mark \"one\"\n#2 t=0 mark \"two\"\n")
    }

    /// A text sink that cannot write says so at flush(), with a typed error.
    @Test func textSinkReportsWhatItCouldNotWrite() {
        let pipe = Pipe()   // its reading end cannot be written
        let recorder = TraceRecorder(clock: VirtualClock(), sink: .text(to: pipe.fileHandleForReading))
        recorder.append(TraceEvent(time: 0, kind: .mark, message: "lost"))
        let error = #expect(throws: FixtureError.self) { try recorder.flush() }
        #expect(error?.code == .sinkFailed)
        #expect(error?.summary == "a Trace.Sink could not write the trace's text")
        // The event is still in the trace.
        #expect(recorder.trace.events.map(\.description) == ["#1 t=0 mark \"lost\""])
    }

    // MARK: - Clearing

    /// removeAll() forgets the events kept, counts them as dropped, and
    /// numbering goes on; the retention and the sink stay.
    @Test func removeAllForgetsButKeepsNumbering() throws {
        let received = Received()
        let fixture = try TestFixture(traceRetention: .last(3), traceSink: Trace.Sink { received.append($0) })
        for text in ["a", "b", "c", "d"] { fixture.mark(text) }
        fixture.recorder.removeAll()
        #expect(fixture.trace.events.isEmpty)
        #expect(fixture.trace.droppedCount == 4)
        #expect(fixture.recorder.keptCount == 0)
        for text in ["e", "f", "g", "h"] { fixture.mark(text) }
        #expect(fixture.trace.description == "#6 t=0 mark \"f\"\n#7 t=0 mark \"g\"\n#8 t=0 mark \"h\"")
        #expect(fixture.trace.droppedCount == 5)
        #expect(received.events.map(\.sequence) == Array(1...8))

        let unbounded = TestFixture()
        unbounded.mark("a")
        unbounded.recorder.removeAll()
        unbounded.mark("b")
        #expect(unbounded.trace == Trace(events: [TraceEvent(sequence: 2, time: 0, kind: .mark, message: "b")], droppedCount: 1))
    }

    // MARK: - Checks on a trace that dropped events

    /// Checks of operations enqueued within the kept events pass as on the
    /// whole trace; checks of one enqueued before fail, naming what was kept.
    @Test func checksNeedTheOperationsWhole() throws {
        let fixture = try TestFixture(traceRetention: .last(20))
        try runChain(10, on: fixture)   // 80 events, all ten enqueued first
        let box = fixture.addLayer(named: "late")
        let first = fixture.move("first", box, .positionY, to: 1, duration: 0.5)
        let second = fixture.move("second", box, .positionY, to: 2, duration: 0.5)
        second.addDependency(first)
        try fixture.queue.addOperations([first, second])   // 16 events, from #81
        try fixture.runUntilIdle()
        let trace = fixture.trace   // #77 to #96: the end of step10, then all of first and second

        try trace.checkOrder(of: .start, ["first", "second"])
        try trace.checkFinished("first", beforeStarting: "second")
        try trace.checkStarted("first", before: "second")
        try trace.checkNeverConcurrent(["first", "second"])
        #expect(trace.startTime(of: "second").map { abs($0 - 1.5) < 1e-9 } == true)

        let cut = #expect(throws: FixtureError.self) { try trace.checkOrder(of: .finish, ["step10", "first"]) }
        #expect(cut?.code == .eventsDropped)
        #expect(cut?.summary == "`step10` was enqueued before the events the trace kept")
        #expect(cut?.expected == "every event of `step10`, from its enqueue")
        #expect(
            cut?.actual == "the trace kept only its last 20 events (#77 to #96): the 76 before them were dropped; "
                + "`step10`'s first kept event is `#80 t=1 finish step10 completed`")
        #expect(cut?.hint.contains("keep more events") == true)

        let gone = #expect(throws: FixtureError.self) { try trace.checkStarted("step1", before: "first") }
        #expect(gone?.code == .eventsDropped)
        #expect(gone?.actual == "the trace kept only its last 20 events (#77 to #96): the 76 before them were dropped; none of them is about `step1`")
        #expect(gone?.hint.hasSuffix("(if `step1` is misspelled: did you mean `step10`?)") == true)

        for check in [
            { try trace.checkNeverConcurrent() },
            { try trace.checkAtMostExecuting(1) },
            { try trace.checkTimeline("") },
        ] as [() throws -> Void] {
            let whole = #expect(throws: FixtureError.self) { try check() }
            #expect(whole?.code == .eventsDropped)
            #expect(whole?.summary.hasSuffix("needs the whole trace, and this one dropped its first 76 events") == true)
            #expect(whole?.actual == "the trace kept only its last 20 events (#77 to #96): the 76 before them were dropped, so what was executing before them is unknown")
        }
    }

    /// A hand-made trace with dropped events is checked the same way; an
    /// empty one after removeAll() says it kept none.
    @Test func handMadeTraceThatDroppedEvents() {
        let trace = Trace(events: [
            TraceEvent(sequence: 6, time: 1, kind: .finish, operation: "a", result: "completed"),
            TraceEvent(sequence: 7, time: 1, kind: .enqueue, operation: "b"),
            TraceEvent(sequence: 8, time: 1, kind: .start, operation: "b"),
        ], droppedCount: 5)
        let error = #expect(throws: FixtureError.self) { try trace.checkFinished("a", beforeStarting: "b") }
        #expect(error?.description == """
            `a` was enqueued before the events the trace kept
            expected: every event of `a`, from its enqueue
            actual: the trace kept only its last 3 events (#6 to #8): the 5 before them were dropped; `a`'s first kept event is `#6 t=1 finish a completed`
            what to do: keep more events (Trace.Retention.last(_:) with a larger count, or .all), check sooner, or check only operations enqueued within the kept events
            """)
        let misspelled = #expect(throws: FixtureError.self) { try trace.checkStarted("B", before: "b") }
        #expect(misspelled?.actual.hasSuffix("none of them is about `B`") == true)
        #expect(misspelled?.hint.hasSuffix("(if `B` is misspelled: did you mean `b`?)") == true)
        let empty = #expect(throws: FixtureError.self) { try Trace(droppedCount: 1).checkNeverConcurrent() }
        #expect(empty?.actual == "the trace kept none of its 1 events, so what was executing before them is unknown")
    }

    // MARK: - JSON

    /// A trace that dropped events writes droppedCount and reads it back; one
    /// that dropped none writes what it always did.
    @Test func jsonKeepsTheDroppedCount() throws {
        let trace = Trace(events: [TraceEvent(sequence: 3, time: 0, kind: .mark, message: "x")], droppedCount: 2)
        let json = String(decoding: trace.jsonData(), as: UTF8.self)
        #expect(json == #"{"droppedCount":2,"events":[{"kind":"mark","message":"x","sequence":3,"time":0}]}"#)
        #expect(try Trace(json: trace.jsonData()) == trace)
        let whole = Trace(events: [TraceEvent(sequence: 1, time: 0, kind: .mark, message: "x")])
        #expect(String(decoding: whole.jsonData(), as: UTF8.self) == #"{"events":[{"kind":"mark","message":"x","sequence":1,"time":0}]}"#)
        #expect(try Trace(json: whole.jsonData()).droppedCount == 0)
    }
}

/// The events a closure sink received.
private final class Received: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [TraceEvent] = []

    func append(_ event: TraceEvent) {
        lock.withLock { storage.append(event) }
    }

    var events: [TraceEvent] { lock.withLock { storage } }
}

/// Watches a recorder from its own sink: the most events it kept at any event.
private final class Watch: @unchecked Sendable {
    private let lock = NSLock()
    private var state: (events: Int, mostKept: Int) = (0, 0)
    weak var recorder: TraceRecorder?

    func check() {
        let kept = recorder?.keptCount ?? 0
        lock.withLock {
            state.events += 1
            state.mostKept = max(state.mostKept, kept)
        }
    }

    var events: Int { lock.withLock { state.events } }
    var mostKept: Int { lock.withLock { state.mostKept } }
}

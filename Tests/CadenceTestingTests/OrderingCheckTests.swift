import CadenceTesting
import Testing

@Suite struct OrderingCheckTests {
    /// `down` starts at the instant `right` finishes, after it in sequence.
    private let chain = Trace(numbering: [
        .enqueue(0, "right"), .enqueue(0, "down"), .start(0, "right"), .finish(1, "right"), .start(1, "down"), .finish(3, "down"),
    ])

    /// `a` and `b` overlap; `c` starts as `a` finishes and overlaps `b`.
    private let overlapping = Trace(numbering: [
        .start(0, "a"), .start(0.5, "b"), .finish(1, "a"), .start(1, "c"), .finish(1.5, "b"), .finish(2, "c"),
    ])

    // MARK: - Looking up

    @Test func startFinishAndResult() {
        #expect(chain.startTime(of: "down") == 1)
        #expect(chain.finishTime(of: "down") == 3)
        #expect(chain.result(of: "down") == "completed")
        #expect(chain.startTime(of: "up") == nil)
        #expect(Trace(numbering: [.enqueue(0, "a"), .finish(1, "a", "cancelled")]).startTime(of: "a") == nil)
        #expect(Trace(numbering: [.enqueue(0, "a"), .finish(1, "a", "cancelled")]).result(of: "a") == "cancelled")
    }

    // MARK: - checkFinished(_:beforeStarting:)

    /// A finish and a start at one instant pass when the finish was recorded first.
    @Test func finishedBeforeStartingPasses() throws {
        try chain.checkFinished("right", beforeStarting: "down")
    }

    @Test func finishedBeforeStartingFails() {
        let sameInstant = Trace(numbering: [.start(0, "right"), .start(1, "down"), .finish(1, "right"), .finish(3, "down")])
        let error = #expect(throws: FixtureError.self) { try sameInstant.checkFinished("right", beforeStarting: "down") }
        #expect(error?.code == .orderViolation)
        #expect(error?.summary == "`right` did not finish before `down` started")
        #expect(error?.expected == "`right` finishes before `down` starts")
        #expect(error?.actual == "`down` started at t=1 (#2), before `right` finished at t=1 (#3)")
        #expect(error?.hint.contains("make it depend on `right`") == true)
    }

    @Test func finishedBeforeStartingNeedsBothEvents() {
        let running = Trace(numbering: [.start(0, "right"), .start(0.5, "down")])
        let error = #expect(throws: FixtureError.self) { try running.checkFinished("right", beforeStarting: "down") }
        #expect(error?.code == .orderViolation)
        #expect(error?.actual == "`right` never finished; `down` started at t=0.5 (#2)")
    }

    // MARK: - checkStarted(_:before:)

    @Test func startedBeforePasses() throws {
        try chain.checkStarted("right", before: "down")
        try overlapping.checkStarted("a", before: "c")
    }

    @Test func startedBeforeFails() {
        let error = #expect(throws: FixtureError.self) { try chain.checkStarted("down", before: "right") }
        #expect(error?.code == .orderViolation)
        #expect(error?.summary == "`down` did not start before `right`")
        #expect(error?.actual == "`right` started at t=0 (#3), before `down` started at t=1 (#5)")

        let waiting = Trace(numbering: [.enqueue(0, "a"), .start(0, "b")])
        let missing = #expect(throws: FixtureError.self) { try waiting.checkStarted("a", before: "b") }
        #expect(missing?.actual == "`a` never started; `b` started at t=0 (#2)")
    }

    // MARK: - checkNeverConcurrent(_:)

    @Test func neverConcurrentPasses() throws {
        try chain.checkNeverConcurrent()
        try chain.checkNeverConcurrent(["right", "down"])
        // c starts (#4) after a finishes (#3), at the same instant.
        try overlapping.checkNeverConcurrent(["a", "c"])
        try overlapping.checkNeverConcurrent(["b"])
    }

    @Test func neverConcurrentFails() {
        let error = #expect(throws: FixtureError.self) { try overlapping.checkNeverConcurrent() }
        #expect(error?.code == .orderViolation)
        #expect(error?.summary == "`a` and `b` were executing at once")
        #expect(error?.expected == "never two operations executing at once")
        #expect(error?.actual == "`b` started at t=0.5 (#2) while `a` was executing (started at t=0 (#1), finished at t=1 (#3))")

        let subset = #expect(throws: FixtureError.self) { try overlapping.checkNeverConcurrent(["b", "c"]) }
        #expect(subset?.expected == "never two of `b` and `c` executing at once")
        #expect(subset?.actual == "`c` started at t=1 (#4) while `b` was executing (started at t=0.5 (#2), finished at t=1.5 (#5))")
    }

    /// An operation that never finishes executes to the end of the trace.
    @Test func neverConcurrentWithAnUnfinishedOperation() {
        let stuck = Trace(numbering: [.start(0, "a"), .start(5, "b"), .finish(6, "b")])
        let error = #expect(throws: FixtureError.self) { try stuck.checkNeverConcurrent() }
        #expect(error?.actual == "`b` started at t=5 (#2) while `a` was executing (started at t=0 (#1), still executing at the end of the trace)")
    }

    // MARK: - checkAtMostExecuting(_:)

    @Test func atMostExecutingPasses() throws {
        try overlapping.checkAtMostExecuting(2)
        try chain.checkAtMostExecuting(1)
        try Trace().checkAtMostExecuting(0)
    }

    @Test func atMostExecutingFails() {
        let error = #expect(throws: FixtureError.self) { try overlapping.checkAtMostExecuting(1) }
        #expect(error?.code == .orderViolation)
        #expect(error?.summary == "more than 1 operation executing at once")
        #expect(error?.actual == "`b` started at t=0.5 (#2) while `a` (started at t=0 (#1), finished at t=1 (#3)) was executing: 2 at once")
        #expect(error?.hint.contains("maxConcurrentOperationCount of 1") == true)

        let three = Trace(numbering: [.start(0, "a"), .start(0, "b"), .start(0.25, "c")])
        let more = #expect(throws: FixtureError.self) { try three.checkAtMostExecuting(2) }
        #expect(
            more?.actual
                == "`c` started at t=0.25 (#3) while `a` (started at t=0 (#1), still executing at the end of the trace) and `b` (started at t=0 (#2), still executing at the end of the trace) were executing: 3 at once"
        )
    }

    @Test func atMostExecutingRejectsANegativeLimit() {
        let error = #expect(throws: FixtureError.self) { try chain.checkAtMostExecuting(-1) }
        #expect(error?.code == .invalidArgument)
    }

    // MARK: - checkOrder(of:_:)

    @Test func orderPasses() throws {
        try overlapping.checkOrder(of: .start, ["a", "b", "c"])
        try overlapping.checkOrder(of: .finish, ["a", "b", "c"])
        try overlapping.checkOrder(of: .start, ["a", "c"])
        try chain.checkOrder(of: .enqueue, ["right", "down"])
    }

    @Test func orderFails() {
        let error = #expect(throws: FixtureError.self) { try overlapping.checkOrder(of: .start, ["b", "a", "c"]) }
        #expect(error?.code == .orderViolation)
        #expect(error?.summary == "`start` events are out of order")
        #expect(error?.expected == "`start` events in the order `b`, then `a`, then `c`")
        #expect(error?.actual == "`a` at t=0 (#1), then `b` at t=0.5 (#2), then `c` at t=1 (#4)")
        #expect(
            error?.hint
                == #"the first out of place is `a` at t=0 (#1), before `b` (at t=0.5 (#2)); if the new order is right, write it as ["a", "b", "c"]"#
        )
    }

    @Test func orderNeedsTheEvents() {
        let error = #expect(throws: FixtureError.self) { try chain.checkOrder(of: .cancel, ["right"]) }
        #expect(error?.code == .orderViolation)
        #expect(error?.summary == "`right` has no `cancel` event")
        #expect(error?.actual == "the events of `right`: #1 t=0 enqueue right; #3 t=0 start right; #4 t=1 finish right completed")
    }

    @Test func orderRejectsARepeatedName() {
        let error = #expect(throws: FixtureError.self) { try chain.checkOrder(of: .start, ["right", "down", "right"]) }
        #expect(error?.code == .invalidArgument)
        #expect(error?.summary == "`right` is named twice in an order check")
    }

    // MARK: - Unknown names

    /// Every check names the known operations and suggests a near one.
    @Test(arguments: [
        ("rigth", "did you mean `right`?"),
        ("Right", "did you mean `right`?"),
        ("dwn", "did you mean `down`?"),
        ("left", "check the name against the trace's operations"),
    ])
    func unknownOperation(name: String, hint: String) {
        let errors = [
            #expect(throws: FixtureError.self) { try chain.checkFinished(name, beforeStarting: "down") },
            #expect(throws: FixtureError.self) { try chain.checkStarted("right", before: name) },
            #expect(throws: FixtureError.self) { try chain.checkNeverConcurrent(["right", name]) },
            #expect(throws: FixtureError.self) { try chain.checkOrder(of: .start, [name]) },
        ]
        for error in errors {
            #expect(error?.code == .unknownOperation)
            #expect(error?.summary == "no operation named `\(name)` in the trace")
            #expect(error?.actual == "the trace's operations are `right` and `down`")
            #expect(error?.hint.hasPrefix(hint) == true, "\(error?.hint ?? "")")
        }
    }

    @Test func unknownOperationInAnEmptyTrace() {
        let error = #expect(throws: FixtureError.self) { try Trace().checkStarted("a", before: "b") }
        #expect(error?.actual == "the trace has no operations")
    }
}

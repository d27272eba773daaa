// The examples in Docs/Testing.md, run as written, with the values the guide
// claims. Expected values are worked out by hand in the guide; only the text of
// failure messages was copied from a run.

import Cadence
import CadenceTesting
import Foundation
import Testing
import XCTest

/// The guide's feature: an onboarding card slides in (0.3 s), holds (1 s) and
/// fades out (0.5 s).
@discardableResult
private func presentCard(_ card: Layer, on queue: AnimationQueue) throws -> [Operation] {
    let slideIn = AnimationOperation(layer: card, animation: BasicAnimation(keyPath: .positionX, from: -300, to: 0, duration: 0.3))
    slideIn.name = "slideIn"
    let hold = TimedTaskOperation.wait(1, on: queue.mainLoop)
    hold.name = "hold"
    hold.addDependency(slideIn)
    let fadeOut = AnimationOperation(layer: card, animation: BasicAnimation(keyPath: .opacity, to: 0, duration: 0.5))
    fadeOut.name = "fadeOut"
    fadeOut.addDependency(hold)
    let steps = [slideIn, hold, fadeOut]
    try queue.addOperations(steps)
    return steps  // for the caller to cancel
}

/// A new fixture with a layer named `card`, as each example after the first starts.
private func cardFixture() -> (TestFixture, Layer) {
    let fixture = TestFixture()
    return (fixture, fixture.addLayer(named: "card"))
}

@Suite struct TestingGuideExampleTests {
    // MARK: - A feature and its test

    @Test func cardSlidesInHoldsAndFadesOut() throws {
        let fixture = TestFixture()
        let card = fixture.addLayer(named: "card")
        try presentCard(card, on: fixture.queue)
        try fixture.record(
            [Probe(card, .positionX), Probe(card, .opacity)],
            at: [0, 0.1, 0.2, 0.3, 1.3, 1.4, 1.55, 1.8])

        try fixture.runUntilIdle()
        #expect(fixture.now == 1.8)
        try fixture.recordedValues.check(
            """
            t     card.position.x  card.opacity
            0     -300             1
            0.1   -200             1
            0.2   -100             1
            0.3   0                1
            1.3   0                1
            1.4   0                0.8
            1.55  0                0.5
            1.8   0                0
            """)
        try fixture.checkTimeline(
            """
            slideIn [=]
            hold    ---[========]
            fadeOut -------------[===]
            """)
        try fixture.trace.checkOrder(of: .start, ["slideIn", "hold", "fadeOut"])
        try fixture.trace.checkNeverConcurrent()
        try fixture.checkIdle()

        // The same timeline with its axis, and with the axis line in the expected string.
        #expect(
            fixture.timeline().rendered(withAxis: true) == """
                        0         1
                slideIn [=]
                hold    ---[========]
                fadeOut -------------[===]
                """)
        try fixture.checkTimeline(
            """
                    0         1
            slideIn [=]
            hold    ---[========]
            fadeOut -------------[===]
            """)
        // The linear slide computes -199.99999999999997 at 0.1; the table rounds it.
        #expect(ValueTable.format(-199.99999999999997) == "-200")
    }

    // MARK: - Coming from swift-clocks / XCTest expectations

    @Test func expectationsBecomeTraceLookUps() throws {
        let (fixture, card) = cardFixture()
        try presentCard(card, on: fixture.queue)
        // An inverted expectation: at 1.2 the fade has not started.
        try fixture.advance(to: 1.2)
        #expect(fixture.trace.startTime(of: "fadeOut") == nil)
        // wait(for:timeout:) becomes advancing to the instant, then asserting.
        try fixture.advance(to: 1.8)
        #expect(fixture.trace.result(of: "fadeOut") == "completed")
        #expect(fixture.trace.finishTime(of: "fadeOut") == 1.8)
        try fixture.checkIdle()
    }

    // MARK: - Time control

    @Test func advancingAndNoTimeTravel() throws {
        let (fixture, card) = cardFixture()
        try presentCard(card, on: fixture.queue)
        try fixture.advance(by: 0.15)
        #expect(card.presentation()[.positionX] == -150)
        try fixture.advance(to: 1.55)
        #expect(card.presentation()[.opacity] == 0.5)
        let error = #expect(throws: FixtureError.self) { try fixture.advance(to: 1) }
        #expect(error?.code == .invalidTime)
        #expect(
            error?.description == """
                advance(to: 1) was refused at t = 1.55
                expected: a time ≥ the current time 1.55 (time never goes backwards)
                actual: 1
                what to do: advance from the test, never from work the fixture runs (schedule that work instead), \
                and only forward; to start over, make a new TestFixture
                """)
        #expect(fixture.now == 1.55)
    }

    @Test func runLimit() throws {
        let fixture = TestFixture()
        let ticker = TimedTaskOperation(duration: 1e9, on: fixture.mainLoop) { _ in }  // 60 frames a second
        ticker.name = "ticker"
        try fixture.queue.addOperation(ticker)
        let error = #expect(throws: FixtureError.self) { try fixture.runUntilIdle(limit: RunLimit(steps: 100)) }
        #expect(error?.code == .limitExceeded)
        #expect(
            error?.description == """
                runUntilIdle() passed its limit of 100 steps at t = 1.65
                expected: no work left within the limit
                actual:
                  operation 'ticker': executing since 0, ends at 1000000000
                  clock: timed task 'ticker': next frame due at 1.666667
                what to do: cancel the work that never ends (an infinite repeatCount, a timed task without end), \
                or advance(to:) a fixed time instead, or pass a larger RunLimit
                """)
        // 99 / 60, the clock after 100 steps.
        #expect(abs(fixture.now - 99.0 / 60) < 1e-12)
        #expect(RunLimit.default == RunLimit(steps: 100_000, duration: 3600))
        ticker.cancel()
        try fixture.runUntilIdle()
        try fixture.checkIdle()
    }

    @Test func frames() throws {
        let (fixture, card) = cardFixture()
        try presentCard(card, on: fixture.queue)
        var xs: [String] = []
        var indices: [Int] = []
        try fixture.advanceFrames(3, rate: 10) { frame in
            xs.append(ValueTable.format(card.presentation()[.positionX]))
            indices.append(frame.index)
        }
        #expect(xs == ["-200", "-100", "0"])
        #expect(indices == [1, 2, 3])
        #expect(fixture.now == 0.3)
    }

    @Test func tiesAtOneInstant() throws {
        let (fixture, card) = cardFixture()
        try presentCard(card, on: fixture.queue)
        try fixture.advance(to: 0.3)
        #expect(
            fixture.trace.events.filter { $0.time == 0.3 }.map(\.description) == [
                "#9 t=0.3 animationCompleted card.position.x",
                "#10 t=0.3 finish slideIn completed",
                "#11 t=0.3 ready hold",
                "#12 t=0.3 start hold",
            ])
    }

    // MARK: - Seeing what happened

    @Test func traceAndJSON() throws {
        let (fixture, card) = cardFixture()
        try presentCard(card, on: fixture.queue)
        try fixture.runUntilIdle()
        #expect(
            fixture.trace.description == """
                #1 t=0 enqueue slideIn
                #2 t=0 enqueue hold
                #3 t=0 enqueue fadeOut
                #4 t=0 ready slideIn
                #5 t=0 start slideIn
                #6 t=0 commit "1 added, 0 removed"
                #7 t=0 animationAdded card.position.x
                #8 t=0 animationStarted card.position.x
                #9 t=0.3 animationCompleted card.position.x
                #10 t=0.3 finish slideIn completed
                #11 t=0.3 ready hold
                #12 t=0.3 start hold
                #13 t=1.3 finish hold completed
                #14 t=1.3 ready fadeOut
                #15 t=1.3 start fadeOut
                #16 t=1.3 commit "1 added, 0 removed"
                #17 t=1.3 animationAdded card.opacity
                #18 t=1.3 animationStarted card.opacity
                #19 t=1.8 animationCompleted card.opacity
                #20 t=1.8 finish fadeOut completed
                """)
        let json = fixture.trace.jsonData()
        #expect(
            String(decoding: json, as: UTF8.self).hasPrefix(
                #"{"events":[{"kind":"enqueue","operation":"slideIn","sequence":1,"time":0},"#))
        #expect(try Trace(json: json) == fixture.trace)
    }

    /// The timeline example copied from `Timeline`'s documentation, from a trace built by hand.
    @Test func timelineRulesExample() throws {
        let events: [TraceEvent] = [
            TraceEvent(time: 0, kind: .enqueue, operation: "load"),
            TraceEvent(time: 0, kind: .enqueue, operation: "fetch"),
            TraceEvent(time: 0, kind: .start, operation: "load"),
            TraceEvent(time: 0.25, kind: .finish, operation: "load", result: "completed"),
            TraceEvent(time: 0.5, kind: .start, operation: "fetch"),
            TraceEvent(time: 0.5, kind: .enqueue, operation: "retry"),
            TraceEvent(time: 1, kind: .enqueue, operation: "spin"),
            TraceEvent(time: 1, kind: .start, operation: "spin"),
            TraceEvent(time: 1, kind: .finish, operation: "retry", result: "cancelled"),
            TraceEvent(time: 1.5, kind: .stall, duration: 0.5),
            TraceEvent(time: 1.5, kind: .finish, operation: "fetch", result: "failed"),
            TraceEvent(time: 2, kind: .mark, message: "end"),
        ]
        let trace = Trace(events: events.enumerated().map { index, event in
            var event = event
            event.sequence = index + 1
            return event
        })
        #expect(
            Timeline(trace, resolution: 4).rendered(withAxis: true) == """
                      0   1   2
                load  |
                fetch --[==!
                retry   -x
                spin      [===>
                stall       ##
                """)
    }

    @Test func orderingChecks() throws {
        let (fixture, card) = cardFixture()
        try presentCard(card, on: fixture.queue)
        try fixture.runUntilIdle()
        let trace = fixture.trace
        try trace.checkFinished("slideIn", beforeStarting: "hold")
        try trace.checkStarted("hold", before: "fadeOut")
        try trace.checkOrder(of: .finish, ["slideIn", "hold", "fadeOut"])
        try trace.checkNeverConcurrent()
        try trace.checkAtMostExecuting(1)
        #expect(trace.startTime(of: "fadeOut") == 1.3)
        #expect(trace.finishTime(of: "hold") == 1.3)
        #expect(trace.result(of: "fadeOut") == "completed")

        let error = #expect(throws: FixtureError.self) { try trace.checkStarted("fadeout", before: "hold") }
        #expect(error?.code == .unknownOperation)
        #expect(error?.hint == "did you mean `fadeOut`? Names are compared exactly, case included")
    }

    @Test func valueFormatting() {
        #expect(ValueTable.format(CGPoint(x: 149.99999999, y: 0.5)) == "(150, 0.5)")
    }

    @Test func timelineMismatchMessage() throws {
        let (fixture, card) = cardFixture()
        try presentCard(card, on: fixture.queue)
        try fixture.runUntilIdle()
        let error = #expect(throws: FixtureError.self) {
            try fixture.checkTimeline(
                """
                slideIn [=]
                hold    ---[=========]
                fadeOut -------------[===]
                """)
        }
        #expect(error?.code == .timelineMismatch)
        #expect(
            error?.description == """
                timeline does not match (resolution 10 columns per second)
                expected:
                          0         1
                  slideIn [=]
                  hold    ---[=========]
                  fadeOut -------------[===]
                actual:
                          0         1
                  slideIn [=]
                  hold    ---[========]
                  fadeOut -------------[===]
                what to do:
                  the first difference is in row `hold`, column 12 (t = 1.2 s): expected `=`, found `]`; \
                if the new timeline is right, paste it as the expected string:
                  slideIn [=]
                  hold    ---[========]
                  fadeOut -------------[===]
                """)
    }

    // MARK: - Faults

    @Test func scheduledStall() throws {
        let (fixture, card) = cardFixture()
        try presentCard(card, on: fixture.queue)
        try fixture.stall(at: 0.1, for: 0.5)
        try fixture.sample([Probe(card, .positionX)], at: [0.2, 0.3]).check(
            """
            t    card.position.x
            0.2  -100
            0.3  0
            """)
        try fixture.runUntilIdle()
        try fixture.checkTimeline(
            """
            slideIn [====]
            hold    ------[========]
            fadeOut ----------------[===]
            stall    #####
            """)
        // Everything after the stall is 0.3 s late.
        #expect(abs(fixture.trace.startTime(of: "hold")! - 0.6) < 1e-9)
        #expect(abs(fixture.trace.finishTime(of: "fadeOut")! - 2.1) < 1e-9)
        try fixture.checkIdle()
    }

    @Test func stallNow() throws {
        let (fixture, card) = cardFixture()
        try fixture.stall(for: 0.5)
        try presentCard(card, on: fixture.queue)
        try fixture.runUntilIdle()
        #expect(fixture.trace.startTime(of: "slideIn") == 0.5)
        #expect(abs(fixture.trace.finishTime(of: "fadeOut")! - 2.3) < 1e-9)
        try fixture.checkIdle()
    }

    @Test func droppedFrames() throws {
        let (fixture, card) = cardFixture()
        try presentCard(card, on: fixture.queue)
        fixture.dropFrames(1)
        var shown: [String] = []
        var elapsed: [Double] = []
        try fixture.advanceFrames(3, rate: 10) { frame in
            shown.append("\(frame.index): x = \(ValueTable.format(card.presentation()[.positionX])), \(frame.droppedBefore) dropped")
            elapsed.append(frame.elapsed)
        }
        #expect(shown == ["2: x = -100, 1 dropped", "3: x = 0, 0 dropped"])
        #expect(elapsed.first == 0.2)
        #expect(fixture.trace.events(.dropFrames).map { [$0.time, $0.duration] } == [[0.1, 0.1]])
        #expect(fixture.timeline().rows.last?.name == "frames")
        #expect(fixture.timeline().rows.last?.cells == " ~")  // column 1
    }

    @Test func clockJump() throws {
        let (fixture, card) = cardFixture()
        try presentCard(card, on: fixture.queue)
        try fixture.advance(by: 0)
        try fixture.jump(by: 1)
        try fixture.runUntilIdle()
        try fixture.checkTimeline(
            """
            slideIn [========]
            hold    ----------[========]
            fadeOut --------------------[===]
            jump    >
            """)
        #expect(fixture.trace.finishTime(of: "slideIn") == 1)
        #expect(fixture.trace.finishTime(of: "fadeOut") == 2.5)
        try fixture.checkIdle()
    }

    @Test func slowAnimations() throws {
        let (fixture, card) = cardFixture()
        try fixture.slowAnimations(by: 2)
        try presentCard(card, on: fixture.queue)
        try fixture.sample([Probe(card, .positionX), Probe(card, .opacity)], at: [0.3, 0.6, 2.1]).check(
            """
            t    card.position.x  card.opacity
            0.3  -150             1
            0.6  0                1
            2.1  0                0.5
            """)
        try fixture.runUntilIdle()
        #expect(abs(fixture.trace.startTime(of: "hold")! - 0.6) < 1e-9)
        #expect(abs(fixture.trace.finishTime(of: "fadeOut")! - 2.6) < 1e-9)
        try fixture.checkIdle()
    }

    // MARK: - Async code

    /// The guide's first async example. (Its `FixtureActor` example is
    /// `FixtureAsyncTests.globalActorFeature`, in that serialized suite, since
    /// the actor is bound to one fixture at a time.)
    @Test func asyncTaskOnTheFixture() throws {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return }
        let fixture = TestFixture()
        let card = fixture.addLayer(named: "card")
        let log = Log()
        let clock = fixture.clock
        fixture.task {
            log.append("start @\(clock.currentTime)")
            try await clock.sleep(for: .seconds(1))
            try await fixture.queue.run(
                AnimationOperation(layer: card, animation: BasicAnimation(keyPath: .opacity, to: 0, duration: 0.5)))
            log.append("faded @\(clock.currentTime)")
        }
        try fixture.advance(by: 0)
        #expect(log.entries == ["start @0.0"])
        try fixture.advance(by: 1)
        #expect(fixture.trace.events(.start).map(\.time) == [1])
        try fixture.runUntilIdle()
        #expect(log.entries == ["start @0.0", "faded @1.5"])
    }

    // MARK: - Random tests

    @Test func everySeedKeepsTheOrder() throws {
        try withEverySeed(in: 0..<100) { seed in
            var random = SplitMix64(seed: seed)
            let fixture = TestFixture()
            let card = fixture.addLayer(named: "card")
            try presentCard(card, on: fixture.queue)
            try fixture.stall(at: random.next(in: 0...2), for: random.next(in: 0...1))
            try fixture.runUntilIdle()
            try fixture.trace.checkOrder(of: .start, ["slideIn", "hold", "fadeOut"])
            try fixture.trace.checkNeverConcurrent()
            try fixture.checkIdle()
        }
    }

    @Test func aFailureNamesItsSeed() {
        let error = #expect(throws: FixtureError.self) {
            try withEverySeed(in: 0..<100) { seed in
                var random = SplitMix64(seed: seed)
                let fixture = TestFixture()
                let card = fixture.addLayer(named: "card")
                try presentCard(card, on: fixture.queue)
                try fixture.stall(at: random.next(in: 0...2), for: random.next(in: 0...1))
                try fixture.sample([Probe(card, .opacity)], at: [2]).check(
                    """
                    t  card.opacity
                    2  0
                    """)
            }
        }
        #expect(error?.code == .tableMismatch)
        #expect(
            error?.description == """
                seed 1: table does not match
                expected:
                  t  card.opacity
                  2  0
                actual:
                  t  card.opacity
                  2  0.75781
                what to do:
                  the first difference is in the row at t = 2, column `card.opacity`: expected `0`, found `0.75781`; \
                if the new table is right, paste it as the expected string:
                  t  card.opacity
                  2  0.75781
                  (reproduce with withEverySeed(in: 1..<2))
                """)
    }

    // MARK: - Checking the end of a test

    @Test func checkIdleMessage() throws {
        let (fixture, card) = cardFixture()
        try presentCard(card, on: fixture.queue)
        try fixture.advance(to: 1)
        #expect(!fixture.isIdle)
        let error = #expect(throws: FixtureError.self) { try fixture.checkIdle() }
        #expect(error?.code == .notIdle)
        #expect(
            error?.description == """
                the fixture is not idle at t = 1
                expected: no work left
                actual:
                  operation 'hold': executing since 0.3, ends at 1.3
                  operation 'fadeOut': waiting for 'hold'
                  clock: timed task 'hold': end due at 1.3
                what to do: advance further (runUntilIdle()), cancel what should have ended, \
                or finish what an operation waits for
                """)
        try fixture.runUntilIdle()
        try fixture.checkIdle()
    }
}

/// The guide's test under XCTest, with `XCTAssertFixture` from `Support/FixtureAssertions.swift`.
final class TestingGuideExampleTestsUnderXCTest: XCTestCase {
    func testCardSlidesInHoldsAndFadesOut() throws {
        let fixture = TestFixture()
        let card = fixture.addLayer(named: "card")
        try presentCard(card, on: fixture.queue)
        try fixture.record(
            [Probe(card, .positionX), Probe(card, .opacity)],
            at: [0, 0.1, 0.2, 0.3, 1.3, 1.4, 1.55, 1.8])
        XCTAssertFixture { try fixture.runUntilIdle() }
        XCTAssertEqual(fixture.now, 1.8)
        XCTAssertFixture {
            try fixture.recordedValues.check(
                """
                t     card.position.x  card.opacity
                0     -300             1
                0.1   -200             1
                0.2   -100             1
                0.3   0                1
                1.3   0                1
                1.4   0                0.8
                1.55  0                0.5
                1.8   0                0
                """)
        }
        XCTAssertFixture {
            try fixture.checkTimeline(
                """
                slideIn [=]
                hold    ---[========]
                fadeOut -------------[===]
                """)
        }
        XCTAssertFixture { try fixture.trace.checkOrder(of: .start, ["slideIn", "hold", "fadeOut"]) }
        XCTAssertFixture { try fixture.trace.checkNeverConcurrent() }
        XCTAssertFixture { try fixture.checkIdle() }
    }
}

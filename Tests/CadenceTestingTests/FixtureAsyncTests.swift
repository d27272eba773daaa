import Cadence
import CadenceTesting
import Testing

/// A feature isolated to `FixtureActor` that sequences three steps: slide in,
/// hold for a second on the virtual clock, fade out.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@FixtureActor final class CardPresenter {
    private(set) var steps: [String] = []

    func present(_ card: Layer, on fixture: TestFixture) async throws {
        steps.append("slide in @\(fixture.now)")
        try await fixture.queue.run(fixture.move("in", card, .positionX, to: 100, duration: 0.25))
        steps.append("hold @\(fixture.now)")
        try await fixture.clock.sleep(for: .seconds(1))
        steps.append("fade out @\(fixture.now)")
        try await fixture.queue.run(fixture.move("out", card, .positionY, to: -50, duration: 0.5))
        steps.append("done @\(fixture.now)")
    }
}

/// Async code on the fixture: resumed by `advance`, within it, at the right
/// instant, with no yielding. Serialized, because `FixtureActor` is one per process.
/// (Task executors need macOS 15 and its peers; older systems skip these.)
@Suite(.serialized) struct FixtureAsyncTests {
    /// A task sleeping on the virtual clock runs nothing until advanced, then
    /// exactly up to its next sleep on each advance.
    @Test func sleepsResumeWithinAdvance() throws {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return }
        let fixture = TestFixture()
        let log = Log()
        let clock = fixture.clock
        fixture.task {
            log.append("a@\(clock.currentTime)")
            try await clock.sleep(for: .seconds(1))
            log.append("b@\(clock.currentTime)")
            try await clock.sleep(for: .seconds(0.5))
            log.append("c@\(clock.currentTime)")
        }
        #expect(log.entries == [])
        try fixture.advance(by: 0)
        #expect(log.entries == ["a@0.0"])
        try fixture.advance(by: 0.75)
        #expect(log.entries == ["a@0.0"])
        try fixture.advance(by: 0.25)
        #expect(log.entries == ["a@0.0", "b@1.0"])
        try fixture.advance(by: 0.5)
        #expect(log.entries == ["a@0.0", "b@1.0", "c@1.5"])
        try fixture.checkIdle()
    }

    /// Awaiting operations: the task resumes at the instant each one finishes.
    @Test func awaitingOperations() async throws {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return }
        let fixture = TestFixture()
        let box = fixture.addLayer(named: "box")
        let log = Log()
        let task = fixture.task {
            try await fixture.queue.run(fixture.move("slide", box, .positionX, to: 300, duration: 1))
            log.append("slid@\(fixture.now)")
            try await fixture.queue.run(fixture.wait("pause", 0.5))
            log.append("paused@\(fixture.now)")
            return box[.positionX]
        }
        try fixture.runUntilIdle()
        #expect(log.entries == ["slid@1.0", "paused@1.5"])
        #expect(fixture.now == 1.5)
        #expect(try await task.value == 300)
    }

    /// A feature isolated to the global actor, bound to the fixture: its three
    /// steps happen at 0, 0.25 (slide done), 1.25 (hold done) and 1.75.
    @Test func globalActorFeature() throws {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return }
        let fixture = TestFixture()
        try fixture.bindFixtureActor()
        defer { fixture.unbindFixtureActor() }
        let card = fixture.addLayer(named: "card")
        let presenter = CardPresenter()
        fixture.task { try await presenter.present(card, on: fixture) }
        try fixture.advance(to: 1)
        #expect(try fixture.run { await presenter.steps } == ["slide in @0.0", "hold @0.25"])
        try fixture.runUntilIdle()
        #expect(
            try fixture.run { await presenter.steps } == [
                "slide in @0.0", "hold @0.25", "fade out @1.25", "done @1.75",
            ])
        try fixture.checkTimeline(
            """
            in  [=]
            out             [====]
            """, resolution: 10)
        try fixture.checkIdle()
    }

    /// One live fixture holds the actor at a time; unbinding frees it.
    @Test func bindingIsExclusive() throws {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return }
        let first = TestFixture()
        let second = TestFixture()
        try first.bindFixtureActor()
        do {
            try second.bindFixtureActor()
            Issue.record("a second fixture must not take the actor")
        } catch {
            #expect(error.code == .actorInUse)
        }
        first.unbindFixtureActor()
        try second.bindFixtureActor()
        second.unbindFixtureActor()
    }

    /// `run` refuses to wait for what is not due yet, and says so.
    @Test func runRefusesWhatIsNotDue() throws {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return }
        let fixture = TestFixture()
        let clock = fixture.clock
        #expect(try fixture.run { 6 * 7 } == 42)
        do {
            _ = try fixture.run { try await clock.sleep(for: .seconds(1)) }
            Issue.record("a sleeping operation cannot finish now")
        } catch let error as FixtureError {
            #expect(error.code == .stillSuspended)
        }
        try fixture.advance(by: 1)
        try fixture.checkIdle()
    }

    /// Cancelling a sleeping task ends it with `CancellationError` at the next advance.
    @Test func cancellingASleepingTask() throws {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return }
        let fixture = TestFixture()
        let log = Log()
        let clock = fixture.clock
        let task = fixture.task {
            do {
                try await clock.sleep(for: .seconds(10))
                log.append("woke")
            } catch is CancellationError {
                log.append("cancelled@\(clock.currentTime)")
            }
        }
        try fixture.advance(by: 2)
        task.cancel()
        try fixture.advance(by: 0)
        #expect(log.entries == ["cancelled@2.0"])
        try fixture.checkIdle()
    }
}

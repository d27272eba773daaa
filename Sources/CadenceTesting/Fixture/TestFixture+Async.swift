import Cadence

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TestFixture {
    /// Starts `operation` as a task that runs, every step of it, on the
    /// fixture's main loop: it starts at the next `advance`, and each time it
    /// is resumed (a virtual-clock sleep ends, an awaited operation finishes)
    /// the rest runs within that same `advance`, at that instant, in the loop's
    /// order. Nothing is left to `Task.yield()` and hope.
    ///
    /// ```swift
    /// var log: [String] = []   // (in a test, a box the task may capture)
    /// let task = fixture.task {
    ///     try await fixture.clock.sleep(for: .seconds(1))
    ///     try await fixture.queue.run(slide)
    /// }
    /// try fixture.advance(to: 1)     // the sleep is over; slide has started
    /// try fixture.runUntilIdle()     // slide finished, and so did the task
    /// try await task.value
    /// ```
    ///
    /// The task prefers the loop's `MainLoopTaskExecutor`, so its nonisolated
    /// code and its structured children (`async let`, task groups) run there
    /// too; code isolated to ``FixtureActor`` does once the actor is bound with
    /// ``bindFixtureActor()``. An unstructured `Task {}` created inside does
    /// not inherit the preference (a rule of Swift's, SE-0417), so it is not
    /// deterministic: start it with `fixture.task` as well.
    @discardableResult
    public func task<Success: Sendable>(
        _ operation: sending @escaping () async throws -> Success
    ) -> Task<Success, any Error> {
        Task(executorPreference: mainLoop.taskExecutor, operation: operation)
    }

    /// Makes ``FixtureActor`` run its code on this fixture's main loop, until
    /// ``unbindFixtureActor()`` or the fixture is gone.
    ///
    /// - Throws: ``FixtureError`` when another fixture that is still alive
    ///   holds the actor: tests using it must not run in parallel.
    public func bindFixtureActor() throws(FixtureError) {
        guard FixtureActorExecutor.shared.bind(to: self) != nil else { return }
        throw FixtureError(
            .actorInUse, "FixtureActor is bound to another fixture", expected: "no other live fixture bound",
            actual: "a fixture created by another test is still bound",
            hint: "run the tests that use FixtureActor one at a time (a .serialized suite), "
                + "and unbind or release each fixture at the end of its test")
    }

    /// Releases ``FixtureActor`` from this fixture, if it holds it.
    public func unbindFixtureActor() {
        FixtureActorExecutor.shared.unbind(from: self)
    }
}

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TestFixture {
    /// Runs `operation` on the fixture's main loop now, together with
    /// everything else due at this instant, and returns its result: how a
    /// synchronous test reads state isolated to ``FixtureActor``, or awaits
    /// something that is already due.
    ///
    /// ```swift
    /// let said = try fixture.run { await greeter.said }
    /// ```
    ///
    /// - Throws: What `operation` throws; ``FixtureError`` when it is still
    ///   suspended once nothing more is due at this instant (it awaits
    ///   something later: advance first, or use ``task(_:)``).
    public func run<Success: Sendable>(
        _ operation: sending @escaping () async throws -> Success
    ) throws -> Success {
        let outcome = LockedBox<Result<Success, any Error>?>(nil)
        task {
            let result = await Result(catching: operation)
            outcome.withLock { $0 = result }
        }
        try advance(by: 0)
        guard let result = outcome.withLock({ $0 }) else {
            throw FixtureError(
                .stillSuspended, "run(_:) at t = \(TraceFormat.number(now)): the operation is still suspended",
                expected: "an operation that finishes at this instant",
                actual: "it awaits something that is not due yet",
                hint: "advance the fixture to when it can finish first, or start it with task(_:) and advance")
        }
        return try result.get()
    }
}

extension Result where Failure == any Error {
    /// The result of an async throwing body.
    init(catching body: () async throws -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}

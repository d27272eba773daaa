import Cadence
import Foundation
import Testing

/// Chaining on logical completion: a dependent may start
/// when its dependency is logically complete (a spring at its perceptual
/// duration, anything else at its active end) while the dependency's tail
/// keeps playing, and the dependency still finishes when its animation is
/// removed. On the virtual clock, every instant exact.
@Suite struct LogicalCompletionTests {
    /// Perceptual duration 0.5 s, bounce 0.3: `stiffness = (2π/0.5)² = 16π²`,
    /// `damping = 2 · 4π · (1 − 0.3)`, so ω₀ = 4π and ζ = 0.7; it settles
    /// (within 0.1 %) at about 0.8 s, after its perceptual duration.
    private func pop(_ keyPath: AnimationKeyPath<CGFloat> = .positionX) throws -> SpringAnimation<CGFloat> {
        try SpringAnimation(keyPath: keyPath, from: 0, to: 100, perceptualDuration: 0.5, bounce: 0.3)
    }

    /// The instant an operation finished, from its observer.
    private func finishTime(of operation: TimedOperation, on clock: VirtualClock) -> LockedBox<Double?> {
        let time = LockedBox<Double?>(nil)
        operation.addObserver { event in
            if case .didFinish = event { time.withLock { $0 = clock.currentTime } }
        }
        return time
    }

    /// The guide's example, on the default serial queue: the spring (perceptual
    /// 0.5 s) chained on its logical completion, then a 1 s basic animation.
    /// The second starts at 0.5 and ends at 0.5 + 1 = 1.5; the spring still
    /// finishes when its animation is removed, at its settling duration
    /// (beginning at 0, so its end is `settlingDuration` itself), and keeps
    /// presenting its tail: at 0.6 it shows `100 · (1 + x(0.6))` with
    /// `x(t) = e^(−ζω₀t) · (−cos ω_d t − ζω₀/ω_d · sin ω_d t)`, ω_d = ω₀√(1 − ζ²),
    /// while the second shows (0.6 − 0.5) / 1 · 100 = 10.
    @Test func theIssuesExample() throws {
        let q = QueueStage()
        let animation = try pop()
        #expect(animation.perceptualDuration == 0.5)
        #expect(animation.settlingDuration > 0.5)
        let spring = q.operation("spring", animation)
        spring.completionCriteria = .logicallyComplete
        let second = q.operation(
            "second", BasicAnimation(keyPath: .positionY, from: 0, to: 100, duration: 1), after: [spring])
        let springFinish = finishTime(of: spring, on: q.clock)
        try q.queue.addOperations([spring, second])

        try q.clock.advance(to: 0.5.nextDown)
        #expect(second.startTime == nil)
        #expect(!spring.isLogicallyComplete)
        try q.clock.advance(to: 0.5)
        #expect(second.startTime == 0.5)
        #expect(spring.isLogicallyComplete)
        #expect(spring.logicalCompletionTime == 0.5)
        #expect(spring.isExecuting)

        try q.clock.advance(to: 0.6)
        let omega = 4 * Double.pi, zeta = 0.7
        let damped = omega * (1 - zeta * zeta).squareRoot()
        let x = exp(-zeta * omega * 0.6) * (-cos(damped * 0.6) - zeta * omega / damped * sin(damped * 0.6))
        let shown = q.box.presentation()
        #expect(abs(shown[.positionX] - 100 * (1 + x)) < 1e-9)
        #expect(shown[.positionX] > 100)  // the tail overshoots: still presenting, not at rest
        #expect(abs(shown[.positionY] - 10) < 1e-9)
        #expect(spring.isExecuting)

        try q.queue.waitUntilAllOperationsAreFinished()
        let settled = animation.settlingDuration
        #expect(spring.scheduledEndTime == MediaTiming(duration: settled).endTime)
        #expect(springFinish.withLock { $0 } == spring.scheduledEndTime)
        #expect(spring.result == .completed)
        #expect(second.scheduledEndTime == 1.5)
        #expect(q.clock.currentTime == 1.5)
        let end = CadenceTestTime.format(try #require(spring.scheduledEndTime))
        #expect(q.log.entries == [
            "start spring @0", "start second @0.5", "finish spring completed @\(end)",
            "finish second completed @1.5",
        ])
    }

    /// A `repeatCount` of exactly 1 plays the spring once, as the default 0
    /// does: it is logically complete at its perceptual duration, 0.5, not
    /// at the end of its active duration (its settling duration, about
    /// 0.82). The dependent 1 s wait runs [0.5, 1.5] while the spring plays
    /// its tail.
    @Test func aSpringWithARepeatCountOfOne() throws {
        let q = QueueStage()
        var animation = try pop()
        animation.repeatCount = 1
        let spring = q.operation("spring", animation)
        spring.completionCriteria = .logicallyComplete
        let next = q.wait("next", 1)
        next.addDependency(spring)
        try q.queue.addOperations([spring, next])
        try q.clock.advance(to: 0.5)
        #expect(spring.logicalCompletionTime == 0.5)
        #expect(next.startTime == 0.5)
        #expect(spring.isExecuting)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(next.scheduledEndTime == 1.5)
        #expect(spring.scheduledEndTime == MediaTiming(duration: animation.settlingDuration).endTime)
    }

    /// The same chain with the default criteria waits for the removal: the
    /// second starts at the spring's settling end.
    @Test func theDefaultWaitsForTheRemoval() throws {
        let q = QueueStage()
        let spring = q.operation("spring", try pop())
        let second = q.operation(
            "second", BasicAnimation(keyPath: .positionY, from: 0, to: 100, duration: 1), after: [spring])
        #expect(spring.completionCriteria == .removed)
        try q.queue.addOperations([spring, second])
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(second.startTime == spring.scheduledEndTime)
        #expect(q.clock.pendingWork.isEmpty)
    }

    /// A spring given by mass 1, stiffness 100, damping 10 (Core Animation's
    /// defaults): perceptual duration 2π·√(1/100) = 2π/10 ≈ 0.6283 s, as
    /// SwiftUI's `Spring(mass:stiffness:damping:).duration` says (0.63). It
    /// settles at about 1.27 s. Chained by the edge alone (the spring's own
    /// criteria is the default), the dependent starts at 0.6283…
    @Test func aSpringGivenByMassStiffnessAndDamping() throws {
        let q = QueueStage()
        let animation = SpringAnimation<CGFloat>(
            keyPath: .positionX, from: 0, to: 100, spring: DampedSpring(mass: 1, stiffness: 100, damping: 10))
        #expect(animation.perceptualDuration == 2 * Double.pi * 0.1)
        #expect(abs(animation.perceptualDuration - 0.6283185307179586) < 1e-15)
        let spring = q.operation("spring", animation)
        let next = q.operation("next", BasicAnimation(keyPath: .opacity, to: 0, duration: 0.25))
        next.addDependency(spring, startingWhen: .logicallyComplete)
        #expect(next.completionCriteria(for: spring) == .logicallyComplete)
        try q.queue.addOperations([spring, next])
        try q.queue.waitUntilAllOperationsAreFinished()
        let perceptual = try #require(spring.logicalCompletionTime)
        #expect(abs(perceptual - 2 * Double.pi / 10) < 1e-15)
        #expect(next.startTime == perceptual)
        #expect(try #require(spring.scheduledEndTime) > 1.2)
    }

    /// Changing the physics recomputes the perceptual duration: stiffness 400
    /// gives 2π·√(1/400) = 2π/20.
    @Test func perceptualDurationFollowsThePhysics() throws {
        var animation = try pop()
        animation.stiffness = 400
        #expect(animation.perceptualDuration == 2 * Double.pi * 0.05)
    }

    /// Any other animation is logically complete at its active end: a 0.5 s
    /// basic animation beginning 0.25 s after its start and playing twice
    /// ends at 0.25 + 2 · 0.5 = 1.25, and so does its logical completion; no
    /// extra wake-up is scheduled for it.
    @Test func aBasicAnimationAtItsActiveEnd() throws {
        let q = QueueStage()
        var slide = BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 0.5)
        slide.beginTime = 0.25
        slide.repeatCount = 2
        let first = q.operation("first", slide)
        first.completionCriteria = .logicallyComplete
        let next = q.operation("next", BasicAnimation(keyPath: .opacity, to: 0, duration: 0.25), after: [first])
        try q.queue.addOperations([first, next])
        try q.clock.advance(by: 0)
        #expect(first.logicalCompletionTime == 1.25)
        #expect(first.scheduledEndTime == 1.25)
        #expect(!q.clock.pendingWork.contains { $0.label.hasPrefix("logical completion") })
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(next.startTime == 1.25)
        #expect(q.log.entries == ["start first @0", "finish first completed @1.25", "start next @1.25", "finish next completed @1.5"])
    }

    /// A spring whose own duration (0.3 s) ends before its perceptual duration
    /// (0.5 s) is logically complete at its end: logical completion never
    /// comes after the removal, as in SwiftUI.
    @Test func neverAfterTheEnd() throws {
        let q = QueueStage()
        var animation = try pop()
        animation.duration = 0.3
        let spring = q.operation("spring", animation)
        spring.completionCriteria = .logicallyComplete
        try q.queue.addOperation(spring)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(spring.logicalCompletionTime == spring.scheduledEndTime)
        #expect(spring.scheduledEndTime == 0.3)
    }

    /// The per-operation default and a per-edge override, on a queue without a
    /// limit: `logical` (following the spring's `.logicallyComplete`) starts at
    /// 0.5; `removed` (its edge saying `.removed`) at the spring's end.
    @Test func perEdgeOverridesPerOperation() throws {
        let q = QueueStage(maxConcurrent: AnimationQueue.unlimited)
        let spring = q.operation("spring", try pop())
        spring.completionCriteria = .logicallyComplete
        let logical = q.operation("logical", BasicAnimation(keyPath: .opacity, to: 0, duration: 1), after: [spring])
        let removed = q.operation("removed", BasicAnimation(keyPath: .positionY, to: 10, duration: 1))
        removed.addDependency(spring, startingWhen: .removed)
        #expect(removed.completionCriteria(for: spring) == .removed)
        #expect(logical.completionCriteria(for: spring) == .logicallyComplete)
        try q.queue.addOperations([spring, logical, removed])
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(logical.startTime == 0.5)
        #expect(removed.startTime == spring.scheduledEndTime)
        // Removing the dependency forgets its edge's criteria.
        removed.removeDependency(spring)
        #expect(removed.completionCriteria(for: spring) == .logicallyComplete)
    }

    /// A plain Foundation dependent cannot start at a logical completion:
    /// Foundation holds it not ready until its dependency finishes. Adding
    /// one to a dependency that lets its dependents start then is refused,
    /// naming the dependency; with the spring's criteria left at `.removed`,
    /// it runs at the spring's finish.
    @Test func aPlainDependentOfALogicalCompletionIsRefused() throws {
        let q = QueueStage()
        let spring = q.operation("spring", try pop())
        spring.completionCriteria = .logicallyComplete
        let ran = LockedBox<Double?>(nil)
        let clock = q.clock
        let block = BlockOperation { ran.withLock { $0 = clock.currentTime } }
        block.addDependency(spring)
        do {
            try q.queue.addOperations([spring, block])
            Issue.record("expected a refusal")
        } catch {
            #expect(error.description == "operations[1].dependencies: expected a Cadence operation (a TimedOperation) to "
                + "start then; a plain Foundation operation starts only when its dependencies finish, got spring, which "
                + "lets its dependents start at its logical completion")
        }
        #expect(q.queue.operationCount == 0)
        spring.completionCriteria = .removed
        try q.queue.addOperations([spring, block])
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(ran.withLock { $0 } == spring.scheduledEndTime)
    }

    /// Cancelled at 0.25, before its logical completion, the spring counts as
    /// cancelled: a dependent that cancels on that is cancelled and never
    /// starts; one that runs anyway starts at 0.25, with the cancel. Cancelled
    /// at 0.6, after it, its dependents had started at 0.5 and run on.
    @Test(arguments: [0.25, 0.6])
    func cancelledBeforeOrAfterLogicalCompletion(at cancelTime: Double) throws {
        let q = QueueStage(maxConcurrent: AnimationQueue.unlimited)
        let spring = q.operation("spring", try pop())
        spring.completionCriteria = .logicallyComplete
        let strict = q.operation("strict", BasicAnimation(keyPath: .opacity, to: 0, duration: 1), after: [spring])
        strict.dependencyPolicy = .cancelIfDependencyCancelledOrFailed
        let lenient = q.operation("lenient", BasicAnimation(keyPath: .positionY, to: 10, duration: 1), after: [spring])
        try q.queue.addOperations([spring, strict, lenient])
        try q.clock.advance(to: cancelTime)
        spring.cancel()
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(spring.result == .cancelled)
        if cancelTime < 0.5 {
            #expect(!spring.isExecuting)
            #expect(strict.startTime == nil)
            #expect(strict.result == .cancelled)
            #expect(lenient.startTime == 0.25)
            #expect(lenient.result == .completed)
        } else {
            #expect(strict.startTime == 0.5)
            #expect(strict.result == .completed)
            #expect(lenient.startTime == 0.5)
            #expect(lenient.result == .completed)
        }
        #expect(q.clock.pendingWork.isEmpty)
    }

    /// Anchored to the schedule and chained on logical completion, a dependent
    /// begins at the logical-completion instant even when the queue is late:
    /// the main loop stalls for 0.1 s at 0.5, so it starts at 0.6 but plays
    /// over [0.5, 1.5] and at 0.6 already shows 10.
    @Test func aScheduleAnchoredDependent() throws {
        let q = QueueStage()
        let loop = q.stage.compositor.mainLoop
        q.clock.schedule(at: 0.5) { try? loop.stall(for: 0.1) }
        let spring = q.operation("spring", try pop())
        let next = q.operation(
            "next", BasicAnimation(keyPath: .positionY, from: 0, to: 100, duration: 1), anchor: .schedule)
        next.addDependency(spring, startingWhen: .logicallyComplete)
        try q.queue.addOperations([spring, next])
        try q.clock.advance(to: 0.6)
        #expect(next.startTime == 0.6)
        #expect(next.scheduledStartTime == 0.5)
        #expect(abs(q.box.presentation()[.positionY] - 10) < 1e-9)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(next.scheduledEndTime == 1.5)
        #expect(q.clock.currentTime == 1.5)
    }

    /// Dependencies added after adding (late changes): `next`, given its edge
    /// while the queue holds both, starts at 0.5; `late`, waiting for a 0.7 s
    /// gate, is given an edge to the spring at 0.6, once the spring is
    /// logically complete, and so waits only for the gate: it starts at 0.7,
    /// before the spring settles (about 0.8).
    @Test func dependenciesAddedAfterAdding() throws {
        let q = QueueStage(maxConcurrent: AnimationQueue.unlimited)
        q.queue.isSuspended = true
        let spring = q.operation("spring", try pop())
        let next = q.operation("next", BasicAnimation(keyPath: .opacity, to: 0, duration: 1))
        let gate = q.wait("gate", 0.7)
        let late = q.operation("late", BasicAnimation(keyPath: .positionY, to: 10, duration: 1), after: [gate])
        try q.queue.addOperations([spring, next, gate, late])
        next.addDependency(spring, startingWhen: .logicallyComplete)
        q.queue.isSuspended = false
        try q.clock.advance(to: 0.6)
        #expect(next.startTime == 0.5)
        late.addDependency(spring, startingWhen: .logicallyComplete)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(late.startTime == 0.7)
        #expect(try #require(spring.scheduledEndTime) > 0.7)
    }

    /// `logicallyComplete()` returns at the logical-completion instant, with
    /// no wake-up scheduled until something awaits it (the spring's criteria
    /// is the default); for an animation without a tail it returns at the
    /// finish; cancelled before, it throws `CancellationError`.
    @Test func awaitingLogicalCompletion() async throws {
        let q = QueueStage(maxConcurrent: AnimationQueue.unlimited)
        let spring = q.operation("spring", try pop())
        try q.queue.addOperation(spring)
        try q.clock.advance(to: 0.25)
        #expect(!q.clock.pendingWork.contains { $0.label.hasPrefix("logical completion") })
        let waiter = Task { try await spring.logicallyComplete() }
        // Reached its await when the wake-up it asked for is scheduled.
        for _ in 0..<100_000 where !q.clock.pendingWork.contains(where: { $0.label.hasPrefix("logical completion") }) {
            await Task.yield()
        }
        try q.clock.advance(to: 0.5)
        try await waiter.value
        #expect(q.clock.currentTime == 0.5)
        #expect(spring.isExecuting)
        try await spring.logicallyComplete()  // already: returns at once

        let slide = q.operation("slide", BasicAnimation(keyPath: .opacity, to: 0, duration: 1))
        try q.queue.addOperation(slide)
        try q.queue.waitUntilAllOperationsAreFinished()
        try await slide.logicallyComplete()
        #expect(slide.logicalCompletionTime == slide.scheduledEndTime)

        let cancelled = q.operation("cancelled", try pop(.positionY))
        try q.queue.addOperation(cancelled)
        try q.clock.advance(by: 0.1)
        cancelled.cancel()
        try q.clock.advance(by: 0)
        await #expect(throws: CancellationError.self) { try await cancelled.logicallyComplete() }
    }

    /// Bad input is refused: a perceptual duration that is negative, zero or
    /// not finite names the value; an edge to the operation itself makes
    /// adding it throw, as `addDependency(_:)` does.
    @Test func refusals() throws {
        for bad in [-0.5, 0, .infinity, .nan] {
            #expect(throws: CadenceError.self) {
                _ = try SpringAnimation<CGFloat>(keyPath: .positionX, to: 1, perceptualDuration: bad)
            }
        }
        let q = QueueStage()
        let spring = q.operation("spring", try pop())
        spring.addDependency(spring, startingWhen: .logicallyComplete)
        #expect(spring.dependencies.isEmpty)
        #expect(throws: CadenceError.self) { try q.queue.addOperation(spring) }
    }
}

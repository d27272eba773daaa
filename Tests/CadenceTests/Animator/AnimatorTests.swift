import Cadence
import Foundation
import Testing

/// The Animator builder on the virtual clock. Every time and value is worked
/// out by hand from the steps: sequences add durations, parallels take the
/// longest (delay included), linear animations show from + (to − from) · t.
@Suite struct AnimatorTests {
    /// Logs every animation's and wait's start and finish with the time, by
    /// layer and key path of its animation. (They run as children of the
    /// run's groups, so the queue itself sees only the top-level group.)
    private func trace(_ run: AnimatorRun, clock: VirtualClock) -> EventLog {
        let log = EventLog()
        for operation in run.operations {
            let label = Self.label(operation)
            (operation as? TimedOperation)?.addObserver { event in
                let time = CadenceTestTime.format(clock.currentTime)
                switch event {
                case .didStart: log.append("start \(label) @\(time)")
                case .didFinish: log.append("finish \(label) @\(time)")
                default: break
                }
            }
        }
        return log
    }

    private static func label(_ operation: Operation) -> String {
        if let animation = operation as? AnimationOperation {
            return animation.animation.animatedPropertyNames.sorted().joined(separator: "+")
        }
        if let task = operation as? TimedTaskOperation { return "wait \(CadenceTestTime.format(task.duration))" }
        return "?"
    }

    /// A nested sequence and parallel with delays: x by 100 over [0, 1]; then in
    /// parallel y by 50 over [1, 3] and opacity to 0 over [2, 2.5] (a 1 s delay);
    /// the parallel ends with its longest child, at 3; then a 0.5 s wait; then
    /// cornerRadius to 10 over [3.5, 4.5].
    @Test func nestedSequenceAndParallelWithDelays() throws {
        let q = QueueStage()  // one at a time: the parallel is one operation
        let animator = Animator(layer: q.box) {
            AnimationStep.basic(.positionX, by: 100, duration: 1)
            AnimationStep.parallel {
                AnimationStep.basic(.positionY, by: 50, duration: 2)
                AnimationStep.basic(.opacity, to: 0, duration: 0.5, delay: 1)
            }
            AnimationStep.wait(0.5)
            AnimationStep.basic(.cornerRadius, to: 10, duration: 1)
        }
        let run = try animator.run(on: q.queue)
        let log = trace(run, clock: q.clock)
        #expect(run.totalDuration == 4.5)
        try q.clock.advance(to: 1.5)
        // y is a quarter through; opacity waits (backwards fill: still 1).
        #expect(q.box.presentation()[.position] == CGPoint(x: 100, y: 12.5))
        #expect(q.box.presentation()[.opacity] == 1)
        #expect(q.box.presentation(at: 2.25)[.opacity] == 0.5)
        #expect(abs(run.progress - 1.5 / 4.5) < 1e-12)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(
            log.entries == [
                "start position @0", "finish position @1", "start position @1", "start opacity @1",
                "finish opacity @2.5", "finish position @3", "start wait 0.5 @3", "finish wait 0.5 @3.5",
                "start cornerRadius @3.5", "finish cornerRadius @4.5",
            ])
        #expect(run.status == .completed)
        #expect(run.progress == 1)
        #expect(q.box[.position] == CGPoint(x: 100, y: 50))
    }

    /// The README's example on the default queue, one operation at a time: x
    /// by 300 over [0, 1], then together y by 100 over [1, 3] and opacity over
    /// [2, 2.5] (1 s delay). The parallel is one group in one slot, so the run
    /// ends at 1 + 2 = 3 s, not 1 + 2 + 1.5 = 4.5 s as when each child took the
    /// queue's one slot in turn.
    @Test func readmeExampleEndsAtThreeSecondsOnTheDefaultQueue() throws {
        let q = QueueStage()
        #expect(q.queue.maxConcurrentOperationCount == 1)
        let run = try Animator(layer: q.box) {
            AnimationStep.basic(.positionX, by: 300, duration: 1, easing: "easeInEaseOut")
            AnimationStep.parallel {
                AnimationStep.basic(.positionY, by: 100, duration: 2)
                AnimationStep.basic(.opacity, to: 0.5, duration: 0.5, delay: 1)
            }
        }.run(on: q.queue)
        let ended = EventLog()
        run.onCompletion { finished in ended.append("\(finished) @\(CadenceTestTime.format(q.clock.currentTime))") }
        #expect(q.queue.operations.count == 1)  // the run's group alone
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(ended.entries == ["true @3"])
        #expect(q.clock.currentTime == 3)
        #expect(q.box[.positionX] == 300)
        #expect(q.box[.positionY] == 100)
        #expect(q.box[.opacity] == 0.5)
    }

    /// Sica's bug: a parallel step's length must count each child's delay. A 1 s
    /// animation and a 0.5 s one delayed by 2 s take 2.5 s, and what follows
    /// starts then.
    @Test func parallelWithDelaysHasTheRightTotalDuration() throws {
        let q = QueueStage()
        let animator = Animator(layer: q.box) {
            AnimationStep.parallel {
                AnimationStep.basic(.positionX, to: 100, duration: 1)
                AnimationStep.basic(.opacity, to: 0, duration: 0.5, delay: 2)
            }
            AnimationStep.basic(.cornerRadius, to: 4, duration: 1)
        }
        let run = try animator.run(on: q.queue)
        let log = trace(run, clock: q.clock)
        #expect(run.totalDuration == 3.5)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(log.entries.contains("start cornerRadius @2.5"))
        #expect(q.clock.currentTime == 3.5)
    }

    /// Keyframes and easing by name; an unknown name is refused with a suggestion.
    @Test func keyframesAndEasingByName() throws {
        let q = QueueStage()
        let animator = Animator(layer: q.box) {
            AnimationStep.keyframes(.positionX, values: [0, 100, 50], keyTimes: [0, 0.5, 1], duration: 2)
            AnimationStep.basic(.opacity, from: 1, to: 0, duration: 1, easing: "easeInEaseOut")
        }
        try animator.run(on: q.queue)
        try q.clock.advance(by: 0)
        #expect(q.box.presentation(at: 1.5)[.positionX] == 75)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(q.box[.positionX] == 50)
        #expect(q.box[.opacity] == 0)

        let misspelt = Animator(layer: q.box) { AnimationStep.basic(.opacity, to: 1, duration: 1, easing: "eaeOut") }
        do {
            try misspelt.run(on: q.queue)
            Issue.record("expected an error")
        } catch {
            #expect(error.suggestion == "easeOut")
            #expect(error.field.hasPrefix("steps[0]"))
        }
    }

    /// Sica's step-by-step API, and misuse after running is an error.
    @Test func sicaStyleAndMisuse() throws {
        let q = QueueStage()
        let finished = EventLog()
        let animator = Animator(layer: q.box)
        try animator
            .addBasicAnimation(keyPath: .positionX, from: 0, to: 300, duration: 1, timingFunction: .linear)
            .addSpringAnimation(keyPath: .transformScale, from: 1, to: 1.5, damping: 20, stiffness: 100)
            .addWait(0.5)
        let run = try animator.run(type: .sequence, on: q.queue) { finished.append("\($0)") }
        #expect(throws: CadenceError.self) { try animator.addBasicAnimation(keyPath: .opacity, to: 0, duration: 1) }
        #expect(throws: CadenceError.self) { try animator.run(on: q.queue) }
        try q.queue.waitUntilAllOperationsAreFinished()
        let settling = DampedSpring(mass: 1, stiffness: 100, damping: 20).settlingDuration
        #expect(abs(q.clock.currentTime - (1 + settling + 0.5)) < 1e-12)
        #expect(finished.entries == ["true"])
        #expect(run.status == .completed)
        #expect(q.box[.transformScale] == 1.5)
    }

    /// Parallel play type: the top-level steps start together, on a queue
    /// that runs one operation at a time.
    @Test func parallelPlayType() throws {
        let q = QueueStage()
        let animator = Animator(layer: q.box) {
            AnimationStep.basic(.positionX, to: 100, duration: 1)
            AnimationStep.basic(.positionY, to: 100, duration: 2)
        }
        try animator.run(type: .parallel, on: q.queue)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(q.clock.currentTime == 2)
    }

    /// Cancelling mid-way with each policy: a 2 s slide of x from 0 to 100,
    /// cancelled at 0.5 s, keeps 25 (current), 100 (end) or 0 (start); the next
    /// step never starts and the completion hears `false`.
    @Test(arguments: [(CancellationPolicy.current, CGFloat(25)), (.end, 100), (.start, 0)])
    func cancelMidWay(policy: CancellationPolicy, kept: CGFloat) throws {
        let q = QueueStage()
        let finished = EventLog()
        let animator = Animator(layer: q.box) {
            AnimationStep.basic(.positionX, from: 0, to: 100, duration: 2)
            AnimationStep.basic(.opacity, to: 0, duration: 1)
        }
        animator.cancellationPolicy = policy
        let run = try animator.run(on: q.queue) { finished.append("\($0)") }
        try q.clock.advance(to: 0.5)
        run.cancel()
        try q.clock.advance(to: 3)
        #expect(q.box[.positionX] == kept)
        #expect(q.box[.opacity] == 1)
        #expect(run.status == .cancelled)
        #expect(finished.entries == ["false"])
        #expect(run.progress == 0.5 / 3)
    }

    /// `removeAll()` cancels the run and removes what it put on the layer.
    @Test func removeAll() throws {
        let q = QueueStage()
        let animator = Animator(layer: q.box) {
            AnimationStep.basic(.positionX, from: 0, to: 100, duration: 2)
        }
        try animator.run(on: q.queue)
        try q.clock.advance(to: 1)
        animator.removeAll()
        try q.clock.advance(by: 0)
        #expect(q.box.animationKeys().isEmpty)
        #expect(animator.steps.isEmpty)
        #expect(animator.currentRun?.status == .cancelled)
    }

    /// Forever with autoreverse: 0 → 100 over 1 s, back over the next second, and
    /// so on, until cancelled. At 0.25: 25; 1.25: 75; 2.25: 25 again.
    @Test func foreverWithAutoreverse() throws {
        let q = QueueStage()
        let animator = Animator(layer: q.box) {
            AnimationStep.basic(.positionX, from: 0, to: 100, duration: 1)
        }
        try animator.forever(autoreverses: true)
        let run = try animator.run(on: q.queue)
        for (time, expected) in [(0.25, 25.0), (1.25, 75), (2.25, 25), (3.5, 50)] as [(Double, CGFloat)] {
            try q.clock.advance(to: time)
            #expect(abs(q.box.presentation()[.positionX] - expected) < 1e-9, "at \(time)")
        }
        run.cancel()
        try q.clock.advance(by: 0)
        #expect(run.status == .cancelled)
        #expect(q.queue.operationCount == 0)
    }
}

/// A step chained on its logical completion in the
/// Animator: the steps after it start at its perceptual duration.
@Suite struct AnimatorLogicalCompletionTests {
    /// A spring of perceptual duration 0.5 (bounce 0.3: it settles later, at
    /// about 0.8), then a 1 s basic animation: the second plays over
    /// [0.5, 1.5] on the default queue; the run ends with the later of the
    /// spring's removal and 1.5, and `totalDuration` says so.
    @Test func aSpringChainedOnItsLogicalCompletion() throws {
        let q = QueueStage()
        let spring = try SpringAnimation<CGFloat>(keyPath: .positionX, from: 0, to: 100, perceptualDuration: 0.5, bounce: 0.3)
        #expect(spring.settlingDuration > 0.5 && spring.settlingDuration < 1.5)
        let run = try Animator(layer: q.box) {
            AnimationStep.animation(spring).completing(when: .logicallyComplete)
            AnimationStep.basic(.opacity, from: 1, to: 0, duration: 1)
        }.run(on: q.queue)
        #expect(run.totalDuration == 1.5)
        try q.queue.waitUntilAllOperationsAreFinished()
        let second = try #require(run.operations.last as? AnimationOperation)
        #expect(second.startTime == 0.5)
        #expect(second.scheduledEndTime == 1.5)
        #expect(q.clock.currentTime == 1.5)
        #expect(run.status == .completed)
    }

    /// Without it, the second step waits for the spring's removal.
    @Test func byDefaultTheNextStepWaitsForTheRemoval() throws {
        let q = QueueStage()
        let spring = try SpringAnimation<CGFloat>(keyPath: .positionX, from: 0, to: 100, perceptualDuration: 0.5, bounce: 0.3)
        let run = try Animator(layer: q.box) {
            AnimationStep.animation(spring)
            AnimationStep.basic(.opacity, from: 1, to: 0, duration: 1)
        }.run(on: q.queue)
        try q.queue.waitUntilAllOperationsAreFinished()
        let second = try #require(run.operations.last as? AnimationOperation)
        #expect(second.startTime == spring.settlingDuration)
        #expect(abs(q.clock.currentTime - (spring.settlingDuration + 1)) < 1e-12)
        #expect(run.totalDuration.map { abs($0 - (spring.settlingDuration + 1)) < 1e-12 } == true)
    }
}

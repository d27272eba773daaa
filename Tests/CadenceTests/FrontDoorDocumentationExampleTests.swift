import Cadence
import Foundation
import Testing

/// The examples in Docs/Animator.md, Docs/BlockAnimations.md and
/// Docs/AsyncAwait.md, run as written, with the values the documents claim.
struct FrontDoorDocumentationExampleTests {
    @Test("Animator.md: the builder and Sica's API")
    func animator() throws {
        let clock = VirtualClock()
        let compositor = Compositor(clock: clock)
        let card = Layer()
        compositor.rootLayer.addSublayer(card)
        let queue = AnimationQueue(mainLoop: compositor.mainLoop)
        queue.maxConcurrentOperationCount = AnimationQueue.unlimited

        let finished = EventLog()
        let animator = Animator(layer: card) {
            AnimationStep.basic(.positionX, by: 300, duration: 1, easing: "easeInEaseOut")
            AnimationStep.parallel {
                AnimationStep.basic(.positionY, by: 100, duration: 2, easing: "easeOut")
                AnimationStep.basic(.opacity, to: 0.5, duration: 0.5, delay: 1)
            }
            AnimationStep.wait(0.25)
            AnimationStep.keyframes(.transformRotationZ, values: [0, 0.2, -0.2, 0], duration: 0.4)
            AnimationStep.spring(.transformScale, from: 1, to: 1.5, damping: 12, stiffness: 240)
        }
        let run = try animator.run(on: queue) { finished.append("finished: \($0)") }
        let settling = DampedSpring(mass: 1, stiffness: 240, damping: 12).settlingDuration
        #expect(run.totalDuration == 1 + 2 + 0.25 + 0.4 + settling)
        try clock.advance(to: 2)
        #expect(abs(run.progress - 2 / (1 + 2 + 0.25 + 0.4 + settling)) < 1e-12)
        try queue.waitUntilAllOperationsAreFinished()
        #expect(run.status == .completed)
        #expect(finished.entries == ["finished: true"])

        let sica = Animator(layer: card)
        try sica
            .addBasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1, timingFunction: .easeOut)
            .addSpringAnimation(keyPath: .transformScale, from: 1, to: 1.2, damping: 12, stiffness: 240)
            .addWait(0.5)
        try sica.run(type: .sequence, on: queue) { finished.append("sica: \($0)") }
        try queue.waitUntilAllOperationsAreFinished()
        #expect(finished.entries.last == "sica: true")
        #expect(card[.positionX] == 100)
    }

    @Test("BlockAnimations.md: a block, a ripple, nesting")
    func blocks() throws {
        let clock = VirtualClock()
        let compositor = Compositor(clock: clock)
        let card = Layer()
        compositor.rootLayer.addSublayer(card)
        let queue = AnimationQueue(mainLoop: compositor.mainLoop)

        let faded = EventLog()
        compositor.animate(withDuration: 0.5, delay: 0.25, options: [.curveEaseOut], on: queue) {
            card[.opacity] = 0
            card[.positionY] += 40
        } completion: { finished in
            faded.append("faded: \(finished)")
        }
        try clock.advance(to: 1)
        #expect(faded.entries == ["faded: true"])
        #expect(card[.positionY] == 40)

        let ripple = compositor.animate(withDuration: 1.5, options: [.repeat, .curveEaseOut], on: queue) {
            card[.opacity] = 0
        }
        try clock.advance(to: 5)
        #expect(ripple.isExecuting)
        ripple.cancel()
        try clock.advance(by: 0)
        #expect(ripple.result == .cancelled)

        compositor.animate(withDuration: 1, options: .curveLinear, on: queue) {
            card[.positionX] = 100
            compositor.animate(withDuration: 3, options: .overrideInheritedDuration, on: queue) {
                card[.positionY] = 100
            }
        }
        try clock.advance(by: 0)
        #expect(card.animation(forKey: "position.x")?.duration == 1)
        #expect(card.animation(forKey: "position.y")?.duration == 3)
        #expect(card.animation(forKey: "position.y")?.timingFunction == .linear)
    }

    @Test("AsyncAwait.md: awaiting on the host clock")
    func asyncAwait() async throws {
        let clock = HostClock()
        let compositor = Compositor(clock: clock)
        let card = Layer()
        compositor.mainLoop.enqueue { compositor.rootLayer.addSublayer(card) }
        let queue = AnimationQueue(mainLoop: compositor.mainLoop)

        let started = clock.currentTime
        let slide = AnimationOperation(layer: card, animation: BasicAnimation(keyPath: .positionX, by: 300, duration: 0.1))
        try await queue.run(slide)
        let run = try Animator(layer: card) {
            AnimationStep.basic(.opacity, to: 0.5, duration: 0.1)
            AnimationStep.spring(.transformScale, from: 1, to: 1.2, damping: 40, stiffness: 400)
        }.run(on: queue)
        try await run.value
        let settling = DampedSpring(mass: 1, stiffness: 400, damping: 40).settlingDuration
        #expect(clock.currentTime - started >= 0.2 + settling - 0.01)
        #expect(card[.positionX] == 300)
        #expect(card[.transformScale] == 1.2)
    }

    @Test("AsyncAwait.md: a chain anchored to the schedule")
    func anchoredChain() async throws {
        let q = QueueStage()
        let card = q.box
        let queue = q.queue
        let steps: [any LayerAnimation] = [
            BasicAnimation(keyPath: .positionX, to: 100, duration: 1),
            BasicAnimation(keyPath: .positionY, to: 100, duration: 1),
        ]
        let done = LockedFlag()
        let chain = Task {
            defer { done.set() }
            var previous: AnimationOperation?
            for animation in steps {
                let step = AnimationOperation(layer: card, animation: animation, anchor: .schedule)
                if let previous { step.addDependency(previous) }
                try await queue.run(step)
                previous = step
            }
        }
        for _ in 0..<100_000 where !done.isSet {
            if let next = q.clock.nextDeadline { try q.clock.advance(to: max(next, q.clock.currentTime)) }
            await Task.yield()
        }
        try await chain.value
        #expect(card[.position] == CGPoint(x: 100, y: 100))
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test("AsyncAwait.md: async code on the main loop")
    func asyncCodeOnTheMainLoop() async throws {
        let clock = VirtualClock()
        let compositor = Compositor(clock: clock)
        let card = Layer()
        compositor.rootLayer.addSublayer(card)

        let script = Task(executorPreference: compositor.mainLoop.taskExecutor) {
            card[.opacity] = 0.5
            try await clock.sleep(for: .seconds(1))
            card[.positionX] = 100
        }
        try clock.advance(by: 0)
        #expect(card[.opacity] == 0.5)
        #expect(card[.positionX] == 0)
        try clock.advance(by: 1)
        #expect(card[.positionX] == 100)
        try await script.value
    }
}

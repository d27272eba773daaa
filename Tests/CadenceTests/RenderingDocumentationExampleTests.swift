import Cadence
import Foundation
import Testing

/// The examples in Docs/Rendering.md and Docs/Clocks.md, run as written, with
/// the values the documents claim.
struct RenderingDocumentationExampleTests {
    @Test("Rendering.md: model, presentation, transactions, the pause recipe")
    func rendering() throws {
        let clock = VirtualClock()
        let compositor = Compositor(clock: clock)
        let box = Layer(name: "box")
        compositor.rootLayer.addSublayer(box)

        var slide = BasicAnimation(keyPath: .positionX, from: 0, to: 300, duration: 1)
        slide.timingFunction = .linear
        compositor.transaction.disableActions = true
        box[.positionX] = 300
        try box.add(slide, forKey: "slide")

        try clock.advance(to: 0.25)
        #expect(box[.positionX] == 300)
        #expect(box.presentation()[.positionX] == 75)
        #expect(box.presentation(at: 0.5)[.positionX] == 150)
        #expect(box.presentedValue(for: .positionX) == 75)

        let log = EventLog()
        let transaction = compositor.transaction
        transaction.begin()
        transaction.animationDuration = 2
        transaction.completionBlock = { log.append("both are over at \(clock.currentTime)") }
        box[.opacity] = 0
        try box.add(BasicAnimation(keyPath: .positionY, from: 0, to: 50), forKey: "drop")
        try transaction.commit()
        #expect(box.animation(forKey: "opacity")?.duration == 2)
        #expect(box.animation(forKey: "drop")?.duration == 2)
        try clock.advance(by: 2)
        #expect(log.entries == ["both are over at 2.25"])

        box.actions["cornerRadius"] = LayerAction.none
        box.implicitlyAnimatedKeys = ["angle"]
        box.delegate = nil
        #expect(box.action(forKey: "cornerRadius") == nil)
        #expect(box.action(forKey: "angle") != nil)

        let parent = Layer()
        compositor.rootLayer.addSublayer(parent)
        let child = Layer()
        parent.addSublayer(child)
        try child.add(BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1), forKey: "move")
        try clock.advance(by: 0.25)
        #expect(child.presentation()[.positionX] == 25)

        let paused = parent.convertTime(clock.currentTime, from: nil)
        parent.speed = 0
        parent.timeOffset = paused
        try clock.advance(by: 1)
        #expect(child.presentation()[.positionX] == 25)
        #expect(compositor.nextDueTime == nil)

        let pausedAt = parent.timeOffset
        parent.speed = 1
        parent.timeOffset = 0
        parent.beginTime = 0
        parent.beginTime = parent.convertTime(clock.currentTime, from: nil) - pausedAt
        compositor.transaction.flush()
        // Resumed at 3.5 with 0.75 s to go: completes at 4.25, 1 s later than 3.25.
        #expect(compositor.nextDueTime == 4.25)
        #expect(child.presentation(at: 4)[.positionX] == 75)
    }

    @Test("README: an implicit fade in a transaction")
    func readmeFade() throws {
        let clock = VirtualClock()
        let compositor = Compositor(clock: clock)
        let box = Layer()
        compositor.rootLayer.addSublayer(box)
        let log = EventLog()
        compositor.transaction.begin()
        compositor.transaction.completionBlock = { log.append("faded at \(clock.currentTime)") }
        box[.opacity] = 0
        try compositor.transaction.commit()
        try clock.advance(by: 0.125)
        #expect(box[.opacity] == 0)
        // 1 − default(0.5): the `default` curve is ≈ 0.8024 half way.
        #expect(abs(box.presentation()[.opacity] - 0.2) < 0.01)
        try clock.advance(by: 1)
        #expect(log.entries == ["faded at 0.25"])

        let queue = AnimationQueue(mainLoop: compositor.mainLoop)
        let right = AnimationOperation(layer: box, animation: BasicAnimation(keyPath: .positionX, by: 300, duration: 1))
        let down = AnimationOperation(layer: box, animation: BasicAnimation(keyPath: .positionY, by: 100, duration: 2))
        down.addDependency(right)
        try queue.addOperations([right, down])
        let before = clock.currentTime
        try queue.waitUntilAllOperationsAreFinished()
        #expect(clock.currentTime - before == 3)
        #expect(box[.position] == CGPoint(x: 300, y: 100))

        queue.maxConcurrentOperationCount = AnimationQueue.unlimited
        try Animator(layer: box) {
            AnimationStep.basic(.positionX, by: 300, duration: 1, easing: "easeInEaseOut")
            AnimationStep.parallel {
                AnimationStep.basic(.positionY, by: 100, duration: 2)
                AnimationStep.basic(.opacity, to: 0.5, duration: 0.5, delay: 1)
            }
        }.run(on: queue)
        compositor.animate(withDuration: 0.3, options: .curveEaseOut, on: queue) { box[.cornerRadius] = 8 }
        try queue.waitUntilAllOperationsAreFinished()
        #expect(box[.position] == CGPoint(x: 600, y: 200))
        #expect(box[.cornerRadius] == 8)
    }

    @Test("Rendering.md: a stall delays callbacks, not values")
    func stall() throws {
        let stalled = VirtualClock()
        let world = Compositor(clock: stalled)
        let layer = Layer()
        world.rootLayer.addSublayer(layer)
        try layer.add(BasicAnimation(keyPath: .opacity, from: 0, to: 1, duration: 1), forKey: "fade")
        try stalled.advance(by: 0.5)
        try world.mainLoop.stall(for: 1)
        try stalled.advance(to: 1.2)
        #expect(layer.animationKeys() == ["fade"])
        #expect(layer.presentation()[.opacity] == 1)
        try stalled.advance(to: 1.5)
        #expect(layer.animationKeys().isEmpty)
    }

    @Test("Clocks.md: the virtual clock, sleeping on it, and the main loop")
    func clocks() async throws {
        let clock = VirtualClock()
        let log = EventLog()
        clock.schedule(at: 2) { log.append("b at \(clock.currentTime)") }
        clock.schedule(at: 1) { log.append("a at \(clock.currentTime)") }
        clock.schedule(at: 1) { log.append("c at \(clock.currentTime)") }
        try clock.advance(by: 5)
        #expect(log.entries == ["a at 1.0", "c at 1.0", "b at 2.0"])
        #expect(clock.currentTime == 5)

        let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
        for _ in 0..<10_000 where clock.pendingCount == 0 {
            await Task.yield()
        }
        try clock.advance(by: 1)
        try await sleeper.value

        let loop = MainLoop(clock: clock)
        let order = EventLog()
        loop.enqueue { order.append("first at \(clock.currentTime)") }
        loop.enqueue { order.append("second at \(clock.currentTime)") }
        try loop.stall(for: 0.5)
        try clock.advance(by: 1)
        #expect(order.entries == ["first at 6.5", "second at 6.5"])
    }

    @Test("Clocks.md: a frame ticker")
    func ticker() throws {
        let host = HostClock()
        let ticker = try FrameTicker(framesPerSecond: 120, clock: host) { _ in }
        ticker.start()
        ticker.invalidate()
        #expect(!ticker.isRunning)
    }
}

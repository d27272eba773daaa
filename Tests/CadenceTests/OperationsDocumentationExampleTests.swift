import Cadence
import Foundation
import Testing

/// The examples in Docs/Operations.md, run as written, with the values the
/// document claims.
struct OperationsDocumentationExampleTests {
    @Test("Operations.md: a chain, cancelling, timed work")
    func operations() throws {
        let clock = VirtualClock()
        let compositor = Compositor(clock: clock)
        let box = Layer()
        compositor.rootLayer.addSublayer(box)
        let queue = AnimationQueue(mainLoop: compositor.mainLoop)

        let right = AnimationOperation(layer: box, animation: BasicAnimation(keyPath: .positionX, by: 300, duration: 1))
        let down = AnimationOperation(layer: box, animation: BasicAnimation(keyPath: .positionY, by: 100, duration: 2))
        let turn = AnimationOperation(
            layer: box, animation: BasicAnimation(keyPath: .transformRotationZ, to: .pi / 4, duration: 1))
        down.addDependency(right)
        turn.addDependency(down)
        try queue.addOperations([right, down, turn])

        try clock.advance(to: 2)
        #expect(box.presentation()[.position] == CGPoint(x: 300, y: 50))
        try queue.waitUntilAllOperationsAreFinished()
        #expect(clock.currentTime == 4)
        #expect(box[.position] == CGPoint(x: 300, y: 100))
        #expect(abs(box[.transformRotationZ] - .pi / 4) < 1e-12)

        let slide = AnimationOperation(layer: box, animation: BasicAnimation(keyPath: .opacity, to: 0, duration: 1))
        slide.cancellationPolicy = .start
        try queue.addOperation(slide)
        try clock.advance(by: 0.5)
        slide.cancel()
        try clock.advance(by: 0)
        #expect(box[.opacity] == 1)
        #expect(slide.result == .cancelled)

        let levels = EventLog()
        let fade = TimedTaskOperation(duration: 1, framesPerSecond: 4, on: compositor.mainLoop) { progress in
            levels.append("\(progress)")
        }
        let pause = TimedTaskOperation.wait(0.5, on: compositor.mainLoop)
        fade.addDependency(pause)
        try queue.addOperations([pause, fade])
        try queue.waitUntilAllOperationsAreFinished()
        #expect(levels.entries == ["0.25", "0.5", "0.75", "1.0"])
    }
}

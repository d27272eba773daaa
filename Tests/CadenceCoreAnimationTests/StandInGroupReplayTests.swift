#if !canImport(QuartzCore)
import Cadence
import CadenceCoreAnimation
import Foundation
import QuartzCoreStandIn
import Testing

/// A group played back past a child that has finished, on a real layer:
/// the replay is a `CAAnimation` added again under the group's clock. A
/// sequence of two linear 1 s moves of the box, x from 0 to 100, then y
/// from 0 to 100, reversed at 1.5 (y 50): y runs back to 0 by 2.0, then the
/// replay of x takes it back: 75 at 2.25; the group rests at its start at 3.
@Suite struct StandInGroupReplayTests {
    @Test func aSequencePlaysBackPastItsFirstStep() throws {
        let world = QuartzCoreStandInWorld()
        try world.run {
            let host = CoreAnimationHost(mainLoop: world.compositor.mainLoop)
            let box = CALayer()
            world.rootLayer.addSublayer(box)
            CATransaction.flush()
            let queue = AnimationQueue(mainLoop: host.mainLoop)
            let right = AnimationOperation(
                layer: box, host: host, animation: BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1))
            let down = AnimationOperation(
                layer: box, host: host, animation: BasicAnimation(keyPath: .positionY, from: 0, to: 100, duration: 1))
            let group = try GroupOperation.sequence([right, down], on: host.mainLoop)
            try queue.addOperation(group)
            try world.clock.advance(to: 1.5)
            try group.reverse()
            try world.clock.advance(to: 2.25)
            let shown = try #require(box.presentation()?.position)
            #expect(abs(shown.x - 75) < 1e-9 && abs(shown.y) < 1e-9)
            try world.clock.advance(to: 3)
            #expect(group.isFinished && group.finalPosition == .start)
            #expect(box.position.x == 0 && box.position.y == 0)
            #expect(box.animationKeys()?.isEmpty ?? true)
            #expect(world.errors.isEmpty, "what the stand-in could not play: \(world.errors)")
        }
    }
}
#endif

#if !canImport(QuartzCore)
import Cadence
import CadenceCoreAnimation
import Foundation
import QuartzCoreStandIn
import Testing

/// The transport on a real layer is not lowered yet: each call on an
/// operation animating a `CALayer` throws `unsupported`, naming the seam,
/// and changes nothing: the animation plays on as added.
@Suite struct StandInTransportTests {
    @Test func steeringACALayerIsRefusedAndChangesNothing() throws {
        let world = QuartzCoreStandInWorld()
        try world.run {
            let host = CoreAnimationHost(mainLoop: world.compositor.mainLoop)
            let box = CALayer()
            world.rootLayer.addSublayer(box)
            CATransaction.flush()
            let queue = AnimationQueue(mainLoop: host.mainLoop)
            let slide = AnimationOperation(
                layer: box, host: host, animation: BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1))
            try queue.addOperation(slide)
            try world.clock.advance(to: 0.25)
            let refusal = #expect(throws: CadenceError.self) { try slide.pause() }
            #expect(refusal?.code == .unsupported)
            #expect(refusal?.field == "setRunClock(_:forAnimationKey:)")
            #expect(slide.playState == .running && slide.speed == 1)
            try world.clock.advance(to: 0.5)
            #expect(box.presentation()?.position.x == 50)
            try world.clock.advance(to: 1)
            #expect(slide.result == .completed)
        }
    }
}
#endif

#if !canImport(QuartzCore)
import Cadence
import CadenceCoreAnimation
import Foundation
import QuartzCoreStandIn
import Testing

/// `TransactionAnimationOperation` on Core Animation: its changes are
/// isolated to the main actor, so they may touch a `CALayer` under strict
/// concurrency. (On a Mac a host whose loop runs off the main thread fails
/// the operation instead of running them; the stand-in's world has no main
/// thread of its own, so that check is Apple's side.)
@Suite struct StandInTransactionTests {
    /// On the main actor, as an app's code is: a 1 s linear fade of a
    /// standalone layer's opacity from 1 to 0 reads 0.5 at 0.5 s, and the
    /// operation finishes with the implicit animation, at 1.
    @MainActor @Test func mainActorChangesAnimateTheLayer() throws {
        let world = QuartzCoreStandInWorld()
        // The body is the main actor's, as an app's code is.
        try world.run { try MainActor.assumeIsolated {
            let host = CoreAnimationHost(mainLoop: world.compositor.mainLoop)
            let badge = CALayer()
            world.rootLayer.addSublayer(badge)
            CATransaction.flush()
            let queue = AnimationQueue(mainLoop: host.mainLoop)
            let fade = TransactionAnimationOperation(host: host, duration: 1, timingFunction: .linear) {
                badge.opacity = 0
            }
            try queue.addOperation(fade)
            try world.clock.advance(to: 0.5)
            #expect(badge.presentation()?.opacity == 0.5)
            try world.clock.advance(to: 0.999)
            #expect(fade.result == nil)
            try world.clock.advance(to: 1)
            #expect(fade.result == .completed)
            #expect(badge.opacity == 0)
        } }
    }
}
#endif

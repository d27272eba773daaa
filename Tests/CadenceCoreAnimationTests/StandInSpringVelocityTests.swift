#if !canImport(QuartzCore)
import Cadence
import CadenceCoreAnimation
import CadenceTesting
import Foundation
import QuartzCoreStandIn
import Testing

/// A spring retargeted mid-flight on a `CALayer` hands its velocity on as
/// the new spring's inherited velocity, lowered as `CASpringAnimation`'s
/// relative `initialVelocity` (along the move) or as sampled keyframes
/// (across it). What the layer shows is compared with the same operations on
/// Cadence's own layer, which evaluates the inherited velocity itself.
@Suite struct StandInSpringVelocityTests {
    static let physics = DampedSpring(mass: 1, stiffness: 100, damping: 10)

    /// `position` presented at each of `times` after a spring from `from` to
    /// `to` begun at 0 is retargeted to `target` at 0.3: through the QuartzCore
    /// host on the stand-in, and on Cadence's own layer.
    static func presented(from: CGPoint, to: CGPoint, target: CGPoint, at times: [Double]) throws -> (host: [CGPoint], cadence: [CGPoint]) {
        let spring = SpringAnimation(keyPath: .position, from: from, to: to, spring: physics)
        var host: [CGPoint] = []
        let world = QuartzCoreStandInWorld()
        try world.run {
            let coreAnimation = CoreAnimationHost(mainLoop: world.compositor.mainLoop)
            let box = CALayer()
            world.rootLayer.addSublayer(box)
            CATransaction.flush()
            let move = AnimationOperation(layer: box, host: coreAnimation, animation: spring)
            try AnimationQueue(mainLoop: coreAnimation.mainLoop).addOperation(move)
            try world.clock.advance(to: 0.3)
            try move.retarget(to: target)
            for time in times {
                try world.clock.advance(to: time)
                host.append(box.presentation()?.position ?? CGPoint(x: CGFloat.nan, y: .nan))
            }
            #expect(world.errors.isEmpty, "\(world.errors)")
        }
        let fixture = TestFixture()
        let layer = fixture.addLayer(named: "box")
        let move = AnimationOperation(layer: layer, animation: spring)
        try fixture.queue.addOperation(move)
        try fixture.advance(to: 0.3)
        try move.retarget(to: target)
        var cadence: [CGPoint] = []
        for time in times {
            try fixture.advance(to: time)
            cadence.append(layer.presentation()[.position])
        }
        return (host, cadence)
    }

    static let times = stride(from: 0.3, through: 1.5, by: 0.05).map { $0 }

    /// Sent back along its own line (from 0 towards (100, 0), back to (−50, 0)),
    /// the velocity is a multiple of the new move: a `CASpringAnimation`, the
    /// same motion to rounding.
    @Test func retargetedAlongItsLineIsExact() throws {
        let (host, cadence) = try Self.presented(
            from: .zero, to: CGPoint(x: 100, y: 0), target: CGPoint(x: -50, y: 0), at: Self.times)
        for (a, b) in zip(host, cadence) { #expect(abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9) }
        #expect(host.contains { $0.x > 20 })   // it moved on before turning back
    }

    /// Sent off sideways (to (50, 100)), the velocity crosses the new move:
    /// sampled keyframes, within 0.1% of the 100-point excursion.
    @Test func retargetedSidewaysIsSampled() throws {
        let (host, cadence) = try Self.presented(
            from: .zero, to: CGPoint(x: 100, y: 0), target: CGPoint(x: 50, y: 100), at: Self.times)
        for (a, b) in zip(host, cadence) { #expect(abs(a.x - b.x) < 0.1 && abs(a.y - b.y) < 0.1) }
    }
}
#endif

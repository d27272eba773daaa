#if !canImport(QuartzCore)
import Cadence
import CadenceCoreAnimation
import Foundation
import QuartzCoreStandIn
import Testing

/// The Animator and groups on real layers: the Animator's steps compile to
/// operations on the hosted layer and play through Core Animation, as a
/// group's children do; a pass played backwards, which Core Animation cannot
/// express, fails with an error that says so.
@Suite struct StandInAnimatorAndGroupTests {
    /// Runs `body` in a world of its own, with a host on its main loop, a
    /// queue there, and a layer in the tree.
    static func onStage(
        _ body: (QuartzCoreStandInWorld, CoreAnimationHost, AnimationQueue, CALayer) throws -> Void
    ) throws {
        let world = QuartzCoreStandInWorld()
        try world.run {
            let host = CoreAnimationHost(mainLoop: world.compositor.mainLoop)
            let box = CALayer()
            world.rootLayer.addSublayer(box)
            CATransaction.flush()
            try body(world, host, AnimationQueue(mainLoop: host.mainLoop), box)
        }
    }

    /// Two steps in sequence play on the CALayer: x reaches 100 at 1 s, then
    /// y reaches 50 at 2 s, as the model says at each end.
    @Test func stepsPlayOnTheLayer() throws {
        try Self.onStage { world, host, queue, box in
            let run = try Animator(layer: CoreAnimationLayer(box, host: host)) {
                AnimationStep.basic(.positionX, from: 0, to: 100, duration: 1)
                AnimationStep.basic(.positionY, from: 0, to: 50, duration: 1)
            }.run(on: queue)
            try world.clock.advance(to: 0.5)
            #expect(box.presentation()?.position.x == 50)
            try world.clock.advance(to: 1.5)
            #expect(box.presentation()?.position == CGPoint(x: 100, y: 25))
            try world.clock.advance(to: 3)
            #expect(box.position == CGPoint(x: 100, y: 50))
            #expect(run.status == .completed)
        }
    }

    /// A group of two operations on CALayers runs its children in parallel
    /// through the host, and finishes when both have: the slide at 1 s, the
    /// fade at 2 s.
    @Test func aGroupRunsOnTheLayers() throws {
        try Self.onStage { world, host, queue, a in
            let b = CALayer()
            world.rootLayer.addSublayer(b)
            CATransaction.flush()
            let slide = AnimationOperation(layer: a, host: host, animation: BasicAnimation(keyPath: .positionX, from: 0, to: 10, duration: 1))
            let fade = AnimationOperation(layer: b, host: host, animation: BasicAnimation(keyPath: .opacity, from: 1, to: 0, duration: 2))
            let group = try GroupOperation(mainLoop: host.mainLoop, operations: [slide, fade])
            try queue.addOperation(group)
            try world.clock.advance(to: 1.5)
            #expect(slide.result == .completed)
            #expect(fade.result == nil)
            #expect(b.presentation()?.opacity == 0.25)
            try world.clock.advance(to: 2)
            #expect(fade.result == .completed)
            #expect(group.result == .completed)
            #expect((a.position.x, b.opacity) == (10, 0))
        }
    }

    /// `forever(autoreverses: true)` plays its first pass, then its pass back
    /// fails naming the option, and the run ends rather than hanging.
    @Test func aPassBackwardsIsRefusedByName() throws {
        try Self.onStage { world, host, queue, box in
            let run = try Animator(layer: CoreAnimationLayer(box, host: host)) {
                AnimationStep.basic(.positionX, from: 0, to: 100, duration: 1)
            }.forever(autoreverses: true).run(on: queue)
            try world.clock.advance(to: 3)
            #expect(box.position.x == 100)
            guard case .failed(let error) = run.status else {
                Issue.record("expected the run to fail, got \(run.status)")
                return
            }
            #expect(error.field == "Animator.forever(autoreverses:)")
            #expect(error.code == .unsupported)
        }
    }
}
#endif

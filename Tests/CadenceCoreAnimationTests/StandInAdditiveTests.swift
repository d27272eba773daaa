#if !canImport(QuartzCore)
import Cadence
import CadenceCoreAnimation
import Foundation
import QuartzCoreStandIn
import Testing

/// Additive retargeting on a real layer: the slide in flight is replaced
/// under its key by its additive form (its begin time kept), the
/// interruption plays additively over it, and each operation finishes once,
/// at its own end, on the stand-in's virtual time.
///
/// Worked by hand: a linear 1 s slide of `position.x` from 0 to 100 begun at
/// 0, interrupted at 0.5 (x = 50) by a linear 1 s move to 300. The model
/// becomes 300; the slide, rebased relative to 100, adds 100·t − 100; the
/// interruption adds (100 − 300)·(1 − (t − 0.5)). At 0.5: 300 − 50 − 200 = 50,
/// no jump; at 1.0 the slide ends: 300 − 0 − 100 = 200; at 1.5, 300.
@Suite struct StandInAdditiveTests {
    @Test func anInterruptionPlaysAdditivelyOverTheSlide() throws {
        try onStandInLayers(1) { world, host, queue, layers in
            let box = layers[0]
            // One wrapper for the layer, shared by the operations: it knows what it added.
            let card = CoreAnimationLayer(box, host: host)
            let slide = AnimationOperation(
                layer: card, animation: BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1))
            try queue.addOperation(slide)
            try world.clock.advance(to: 0.5)
            #expect(abs((box.presentation()?.position.x ?? .nan) - 50) < 1e-9)
            let move = AnimationOperation(
                layer: card, animation: BasicAnimation(keyPath: .positionX, to: 300, duration: 1),
                retargetBehavior: .additive)
            try queue.addOperation(move)
            try world.clock.advance(to: 0.5)
            #expect(box.position.x == 300)
            #expect(abs((box.presentation()?.position.x ?? .nan) - 50) < 1e-9)
            try world.clock.advance(to: 0.75)
            // 300 + (75 − 100) − 200·0.75 = 125
            #expect(abs((box.presentation()?.position.x ?? .nan) - 125) < 1e-9)
            #expect(!slide.isFinished)
            try world.clock.advance(to: 1.25)
            #expect(slide.isFinished)
            #expect(abs((box.presentation()?.position.x ?? .nan) - 250) < 1e-9)
            try world.clock.advance(to: 2)
            #expect(move.isFinished)
            #expect(box.presentation()?.position.x == 300)
            #expect(slide.result == .completed && move.result == .completed)
            #expect(world.errors.isEmpty, "what the stand-in could not play: \(world.errors)")
        }
    }
}
#endif

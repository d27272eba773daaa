#if !canImport(QuartzCore)
import Cadence
import CadenceCoreAnimation
import Foundation
import QuartzCoreStandIn
import Testing

/// Operations made with `AnimationOperation(layer:host:animation:)`, each
/// with a `CoreAnimationLayer` of its own, share what was added to one
/// `CALayer`: the second retargets the first additively, as one shared
/// wrapper does (`StandInAdditiveTests`), while another layer plays on
/// untouched, and the shared bookkeeping goes with the last wrapper.
///
/// Worked by hand, as in `StandInAdditiveTests`: a linear 1 s slide of
/// `position.x` from 0 to 100 begun at 0, interrupted at 0.5 (x = 50) by a
/// linear 1 s additive move to 300. Shown: 300 + (100·t − 100) − 200·(1.5 − t)
/// from 0.5 to 1 (125 at 0.75; a plain retarget from what is shown would
/// give 50 + 250·0.25 = 112.5), then 300 − 200·(1.5 − t) to 1.5.
@Suite struct StandInSharedLayerTests {
    /// The virtual clock's step: a binary fraction, so the steps land exactly on 0.5, 1 and 1.5.
    static let step = 1.0 / 64

    @Test func operationsWithWrappersOfTheirOwnRetargetAdditively() throws {
        try onStandInLayers(2) { world, host, queue, layers in
            let (box, other) = (layers[0], layers[1])
            let slide = AnimationOperation(
                layer: box, host: host, animation: BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1))
            // The same slide on another layer, in the same host: nothing below may touch it.
            let otherSlide = AnimationOperation(
                layer: other, host: host, animation: BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1))
            try queue.addOperation(slide)
            try queue.addOperation(otherSlide)
            var shown: [(time: Double, box: Double, other: Double)] = []
            var finished: [String: Double] = [:]
            var move: AnimationOperation?
            for index in 1 ... 128 {
                let time = Double(index) * Self.step
                try world.clock.advance(to: time)
                if time == 0.5 {
                    let interruption = AnimationOperation(
                        layer: box, host: host, animation: BasicAnimation(keyPath: .positionX, to: 300, duration: 1),
                        retargetBehavior: .additive)
                    try queue.addOperation(interruption)
                    try world.clock.advance(to: time)
                    move = interruption
                }
                shown.append((time, Double(box.presentation()?.position.x ?? .nan), Double(other.presentation()?.position.x ?? .nan)))
                for (name, operation) in [("slide", slide), ("move", move), ("other", otherSlide)] {
                    if operation?.isFinished == true, finished[name] == nil { finished[name] = time }
                }
            }
            // Continuous: within a step, the slide moves 100·step and the
            // move 200·step, so the sum at most 300·step; 1e-9 covers rounding.
            for (before, after) in zip(shown, shown.dropFirst()) {
                #expect(abs(after.box - before.box) <= 300 * Self.step + 1e-9, "a jump between \(before.time) and \(after.time)")
            }
            // The additive sum, not a plain retarget (112.5 at 0.75).
            #expect(abs(shown[47].box - 125) < 1e-9, "at \(shown[47].time)")
            #expect(abs(shown[63].box - 200) < 1e-9, "at \(shown[63].time)")
            #expect(shown.last?.box == 300)
            // Each finishes at its own end: in the step that reaches it.
            #expect(finished["slide"] == 1 && finished["move"] == 1.5)
            #expect(slide.result == .completed && move?.result == .completed)
            // The other layer's slide is not rebased: 100·t, at rest at 100, finished at 1.
            for sample in shown {
                #expect(abs(sample.other - 100 * min(sample.time, 1)) < 1e-9, "other layer at \(sample.time)")
            }
            #expect(finished["other"] == 1 && otherSlide.result == .completed)
            #expect(world.errors.isEmpty, "what the stand-in could not play: \(world.errors)")
        }
    }

    @Test func wrappersOfOneLayerShareWhatTheyAddedAndLetItGo() {
        let world = QuartzCoreStandInWorld()
        world.run {
            let host = CoreAnimationHost(mainLoop: world.compositor.mainLoop)
            let (box, other) = (CALayer(), CALayer())
            weak var released: CoreAnimationLayerRuns?
            do {
                let (first, second) = (CoreAnimationLayer(box, host: host), CoreAnimationLayer(box, host: host))
                #expect(first.shared === second.shared)
                #expect(CoreAnimationLayer(other, host: host).shared !== first.shared)
                #expect(CoreAnimationLayer(box, host: CoreAnimationHost(mainLoop: host.mainLoop)).shared !== first.shared)
                released = first.shared
            }
            #expect(released == nil, "the runs outlive every wrapper of the layer")
        }
    }

    /// The order of what two wrappers added is the order they added it in:
    /// an animation that is not additive, added by one wrapper above an
    /// additive one added by another, is refused, and one beneath is rebased.
    /// On sixteen layers, with keys of their own, so that no order of a
    /// dictionary's keys can stand in for the order added.
    @Test func wrappersStackWhatTheyAddInTheOrderAdded() throws {
        try onStandInLayers(16) { world, host, _, layers in
            var slide = BasicAnimation<CGFloat>(keyPath: .positionX, from: 0, to: 100, duration: 1)
            slide.beginTime = 0.5
            var offset = BasicAnimation<CGFloat>(keyPath: .positionX, from: -50, to: 0, duration: 1)
            (offset.isAdditive, offset.beginTime) = (true, 0.5)
            for (index, box) in layers.enumerated() {
                let (first, second) = (CoreAnimationLayer(box, host: host), CoreAnimationLayer(box, host: host))
                let above = index.isMultiple(of: 2)
                try first.addResolved(above ? offset : slide, forKey: "first \(index)")
                try second.addResolved(above ? slide : offset, forKey: "second \(index)")
                let rebasing = CoreAnimationLayer(box, host: host)
                if above {
                    #expect(throws: CadenceError.self, "layer \(index)") {
                        try rebasing.rebaseAnimationsAdditively(at: "position.x", over: rebasing.modelValues)
                    }
                } else {
                    #expect(try rebasing.rebaseAnimationsAdditively(at: "position.x", over: rebasing.modelValues), "layer \(index)")
                }
            }
            #expect(world.errors.isEmpty, "what the stand-in could not play: \(world.errors)")
        }
    }

    @Test func theRunsGoWithTheOperationsThatAddedThem() throws {
        try onStandInLayers(1) { world, host, queue, layers in
            let box = layers[0]
            weak var released: CoreAnimationLayerRuns?
            do {
                let slide = AnimationOperation(
                    layer: box, host: host, animation: BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1))
                try queue.addOperation(slide)
                try world.clock.advance(to: 0.5)
                released = CoreAnimationLayer(box, host: host).shared
                #expect(released != nil)
                try world.clock.advance(to: 1.5)
                #expect(slide.isFinished)
            }
            #expect(released == nil, "a finished operation's runs are kept")
        }
    }
}
#endif

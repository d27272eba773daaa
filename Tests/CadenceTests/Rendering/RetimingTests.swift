import Cadence
import Foundation
import Testing

/// Changing a layer's timing works the due instants of the animations
/// beneath it out anew; the old ones must not pile up.
@Suite struct RetimingTests {
    /// `timeOffset` scrubbed every millisecond for 100 s, 100,000 changes,
    /// under a 150 s slide: the compositor's agenda stays small, and the slide
    /// completes when the last offset says. By hand: the last change (at
    /// 100 s, the 100,000th, even) sets the offset to 0.5, so the layer's time
    /// is t + 0.5 from then on and the slide, which began at layer time 0,
    /// reaches its end, 150, at t = 149.5.
    @Test func scrubbingTimeOffsetLeavesNoStaleEvents() throws {
        let stage = Stage()
        let log = EventLog()
        var slide = BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 150)
        slide.delegate = DelegateLog("slide", log: log, clock: stage.clock)
        try stage.box.add(slide, forKey: "slide")
        try stage.settle()
        var largest = 0
        for frame in 1...100_000 {
            try stage.clock.advance(to: Double(frame) / 1000)
            let box = stage.box
            let transaction = stage.compositor.transaction
            transaction.begin()
            box.timeOffset = frame % 2 == 0 ? 0.5 : 0
            try transaction.commit()
            largest = max(largest, stage.compositor.pendingEventCount)
        }
        #expect(largest <= 64)
        #expect(stage.clock.pendingCount <= 2)
        #expect(stage.compositor.nextDueTime == 149.5)
        try stage.advance(to: 200)
        #expect(log.entries == ["slide start @0", "slide stop finished @149.5"])
        #expect(stage.compositor.pendingEventCount == 0)
    }

    /// Seconds to retime one leaf `changes` times beside `siblings` other
    /// layers, each with a running animation: a change reaches the leaf's
    /// own animations and none of the siblings'.
    static func retimingTime(siblings: Int, changes: Int) throws -> Double {
        let stage = Stage()
        for index in 0..<siblings {
            let sibling = Layer(name: "sibling\(index)")
            stage.compositor.rootLayer.addSublayer(sibling)
            try sibling.add(BasicAnimation(keyPath: .opacity, from: 0, to: 1, duration: 1000), forKey: "fade")
        }
        try stage.box.add(BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1000), forKey: "slide")
        try stage.settle()
        let clock = ContinuousClock()
        let start = clock.now
        for change in 1...changes {
            let transaction = stage.compositor.transaction
            transaction.begin()
            stage.box.timeOffset = Double(change % 2)
            try transaction.commit()
        }
        let elapsed = clock.now - start
        // By hand: the last change (even) sets the offset to 0, so the slide,
        // begun at 0, still ends at 1000, as every fade does.
        #expect(stage.compositor.nextDueTime == 1000)
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    /// Retiming one layer 4,000 times beside 4,000 animated siblings takes at
    /// most 4 times as long as beside 40: a change of timing walks down the
    /// changed layer's subtree, not over every layer of the tree. (Before, it
    /// checked every animated layer's ancestors at each change: 4,000 siblings
    /// took 4.1 s against 0.12 s beside 40.)
    @Test func retimingOneLayerDoesNotVisitTheOthers() throws {
        let few = try Self.retimingTime(siblings: 40, changes: 4_000)
        let many = try Self.retimingTime(siblings: 4_000, changes: 4_000)
        #expect(many <= 4 * few, "\(many) s beside 4,000 siblings against \(few) s beside 40")
    }

    /// A layer moved to another parent answers to its new parent's timing and
    /// no longer to its old one's. By hand: a 10 s slide added at 0 under
    /// `old`; at 1 the box moves under `new` (both speed 1, so its time is
    /// still t). At 2 `old` is set to speed 4: nothing changes, the slide
    /// still ends at 10. At 4 `new` is set to begin time 4, speed 2 and time
    /// offset 4 (so the box's time stays 4 there): its time is (t − 4)·2 + 4
    /// from then on, and reaches 10 at t = 7.
    @Test func aMovedLayerFollowsItsNewParentsTiming() throws {
        let stage = Stage()
        let log = EventLog()
        let old = Layer(name: "old")
        let new = Layer(name: "new")
        stage.compositor.rootLayer.addSublayer(old)
        stage.compositor.rootLayer.addSublayer(new)
        let box = Layer(name: "moved")
        old.addSublayer(box)
        var slide = BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 10)
        slide.delegate = DelegateLog("slide", log: log, clock: stage.clock)
        try box.add(slide, forKey: "slide")
        try stage.settle()
        try stage.advance(to: 1)
        try stage.onMain { new.addSublayer(box) }
        try stage.advance(to: 2)
        try stage.onMain { old.speed = 4 }
        #expect(stage.compositor.nextDueTime == 10)
        try stage.advance(to: 4)
        try stage.onMain {
            new.speed = 2
            new.timeOffset = 4
            new.beginTime = 4
        }
        #expect(stage.compositor.nextDueTime == 7)
        try stage.advance(to: 20)
        #expect(log.entries == ["slide start @0", "slide stop finished @7"])
    }
}

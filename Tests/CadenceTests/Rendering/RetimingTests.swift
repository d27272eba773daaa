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
}

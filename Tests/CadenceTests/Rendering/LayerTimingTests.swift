import Cadence
import Foundation
import Testing

/// A layer's own timing converts time down the tree; changing it moves the due
/// times of everything beneath it.
@Suite struct LayerTimingTests {
    /// A stage with a parent layer between the root and the box.
    private func nested() -> (Stage, Layer) {
        let stage = Stage()
        let parent = Layer(name: "parent")
        stage.compositor.rootLayer.addSublayer(parent)
        parent.addSublayer(stage.box)
        stage.compositor.transaction.flush()
        return (stage, parent)
    }

    /// The pause recipe on a parent freezes its subtree and holds the completion;
    /// resume continues where it stopped and the completion moves by the pause.
    /// A 1 s slide 0 → 100 paused at 0.25 s (25) for 1 s completes at 2 s.
    @Test func pauseAndResumeShiftCompletions() throws {
        let (stage, parent) = nested()
        let log = EventLog()
        var slide = BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1)
        slide.delegate = DelegateLog("slide", log: log, clock: stage.clock)
        try stage.box.add(slide, forKey: "slide")
        try stage.advance(to: 0.25)
        try stage.onMain { parent.pause() }
        #expect(parent.speed == 0)
        #expect(parent.timeOffset == 0.25)
        try stage.advance(to: 1.25)
        #expect(stage.box.presentation()[.positionX] == 25)
        #expect(stage.compositor.nextDueTime == nil)
        try stage.onMain { parent.resume() }
        #expect(parent.beginTime == 1)
        #expect(stage.compositor.nextDueTime == 2)
        #expect(stage.box.presentation(at: 1.75)[.positionX] == 75)
        try stage.advance(to: 3)
        #expect(log.entries == ["slide start @0", "slide stop finished @2"])
    }

    /// The recipe written out by hand, as Core Animation's documentation gives
    /// it, does the same.
    @Test func pauseRecipeByHand() throws {
        let (stage, parent) = nested()
        try stage.box.add(BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1), forKey: "slide")
        try stage.advance(to: 0.5)
        try stage.onMain {
            let paused = parent.convertTime(stage.now, from: nil)
            parent.speed = 0
            parent.timeOffset = paused
        }
        try stage.advance(to: 2)
        #expect(stage.box.presentation()[.positionX] == 50)
        try stage.onMain {
            let paused = parent.timeOffset
            parent.speed = 1
            parent.timeOffset = 0
            parent.beginTime = 0
            parent.beginTime = parent.convertTime(stage.now, from: nil) - paused
        }
        #expect(stage.box.presentation(at: 2.25)[.positionX] == 75)
        #expect(stage.compositor.nextDueTime == 2.5)
    }

    /// Speeding a layer up mid-flight moves the completion: from 0.25 s the
    /// parent runs at twice the speed, continuing from local time 0.25, so the
    /// 1 s slide reaches its end when (t − 0.25) · 2 + 0.25 = 1: at 0.625 s.
    @Test func speedChangeMovesTheCompletion() throws {
        let (stage, parent) = nested()
        let log = EventLog()
        var slide = BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1)
        slide.delegate = DelegateLog("slide", log: log, clock: stage.clock)
        try stage.box.add(slide, forKey: "slide")
        try stage.advance(to: 0.25)
        try stage.onMain { try? parent.setTiming(beginTime: 0.25, speed: 2, timeOffset: 0.25) }
        #expect(stage.box.presentation(at: 0.5)[.positionX] == 75)
        try stage.advance(to: 1)
        #expect(log.entries == ["slide start @0", "slide stop finished @0.625"])
    }

    /// An animation added to a layer running at speed 2 plays twice as fast.
    @Test func animationOnAFastLayer() throws {
        let (stage, parent) = nested()
        try parent.setTiming(speed: 2)
        try stage.settle()
        try stage.box.add(BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1), forKey: "slide")
        try stage.settle()
        #expect(stage.box.presentation(at: 0.25)[.positionX] == 50)
        #expect(stage.compositor.nextDueTime == 0.5)
    }

    /// A begin time other than 0 is in the layer's time: the animation starts
    /// then, and its delegate hears of the start at that instant.
    @Test func delayedBegin() throws {
        let stage = Stage()
        let log = EventLog()
        var slide = BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1)
        slide.beginTime = 0.5
        slide.delegate = DelegateLog("slide", log: log, clock: stage.clock)
        try stage.box.add(slide, forKey: "slide")
        try stage.settle()
        #expect(stage.box.presentation(at: 0.25)[.positionX] == 0)
        #expect(stage.box.presentation(at: 1)[.positionX] == 50)
        try stage.advance(to: 2)
        #expect(log.entries == ["slide start @0.5", "slide stop finished @1.5"])
    }

    /// `convertTime` goes up and down the tree: with the parent at begin 1,
    /// speed 2, offset 3, parent-local time is (t − 1) · 2 + 3.
    @Test func convertTime() throws {
        let (stage, parent) = nested()
        try parent.setTiming(beginTime: 1, speed: 2, timeOffset: 3)
        #expect(stage.box.convertTime(5, from: nil) == 11)
        #expect(stage.box.convertTime(11, to: nil) == 5)
        #expect(parent.convertTime(11, to: stage.box) == 11)
        #expect(stage.compositor.rootLayer.convertTime(5, from: stage.box) == 2)
        try parent.setTiming(speed: 0)
        #expect(stage.box.convertTime(11, to: nil).isNaN)
    }

    /// Invalid layer timing is refused: `setTiming` throws naming the field; the
    /// property setters leave the value and report the error.
    @Test func invalidTimingIsRefused() throws {
        let stage = Stage()
        #expect(throws: CadenceError.self) { try stage.box.setTiming(speed: -1) }
        #expect(throws: CadenceError.self) { try stage.box.setTiming(beginTime: .infinity) }
        stage.box.speed = .nan
        stage.box.timeOffset = -.infinity
        #expect(stage.box.speed == 1)
        #expect(stage.box.timeOffset == 0)
        #expect(stage.compositor.reportedErrors.map(\.field) == ["speed", "timeOffset"])
    }
}

import Cadence
import Foundation
import Testing

/// Block-based animations, UIKit style, on the virtual clock. Linear curves
/// make every value a hand computation: from + (to − from) · elapsed / duration.
@Suite struct BlockAnimationTests {
    private func completionLog(_ q: QueueStage) -> (EventLog, @Sendable (Bool) -> Void) {
        let log = EventLog()
        let clock = q.clock
        return (log, { finished in log.append("\(finished) @\(CadenceTestTime.format(clock.currentTime))") })
    }

    /// Property changes in the closure animate over the duration; the model
    /// changes at once; the completion hears `true` at the end.
    @Test func animatesTheChanges() throws {
        let q = QueueStage()
        let (log, completion) = completionLog(q)
        let box = q.box
        q.stage.compositor.animate(withDuration: 1, options: .curveLinear, on: q.queue, animations: {
            box[.positionX] = 100
            box[.opacity] = 0
        }, completion: completion)
        try q.clock.advance(to: 0.5)
        #expect(box[.positionX] == 100)
        #expect(box.presentation()[.positionX] == 50)
        #expect(box.presentation()[.opacity] == 0.5)
        try q.clock.advance(to: 2)
        #expect(log.entries == ["true @1"])
    }

    /// The curve options map to Core Animation's curves; the default is ease in
    /// and out.
    @Test(arguments: [
        (AnimationOptions(), TimingFunction.easeInEaseOut), (.curveEaseIn, .easeIn), (.curveEaseOut, .easeOut),
        (.curveLinear, .linear),
    ])
    func curves(options: AnimationOptions, expected: TimingFunction) throws {
        let q = QueueStage()
        let box = q.box
        q.stage.compositor.animate(withDuration: 1, options: options, on: q.queue) { box[.positionX] = 100 }
        try q.clock.advance(by: 0)
        #expect(box.animation(forKey: "position.x")?.timingFunction == expected)
    }

    /// A delay holds the start value (backwards fill), then plays: 1 s after a
    /// 0.5 s delay is at 50 at 1 s and over at 1.5 s.
    @Test func delay() throws {
        let q = QueueStage()
        let (log, completion) = completionLog(q)
        let box = q.box
        q.stage.compositor.animate(withDuration: 1, delay: 0.5, options: .curveLinear, on: q.queue, animations: {
            box[.positionX] = 100
        }, completion: completion)
        try q.clock.advance(by: 0)
        #expect(box.presentation(at: 0.25)[.positionX] == 0)
        #expect(box.presentation(at: 1)[.positionX] == 50)
        try q.clock.advance(to: 2)
        #expect(log.entries == ["true @1.5"])
    }

    /// Repeat with autoreverse goes there and back for ever without holding up
    /// the main loop; cancelling stops it and the completion hears `false`.
    @Test func repeatAndAutoreverse() throws {
        let q = QueueStage(maxConcurrent: AnimationQueue.unlimited)
        let (log, completion) = completionLog(q)
        let box = q.box
        let ripple = q.stage.compositor.animate(
            withDuration: 1, options: [.repeat, .autoreverse, .curveLinear], on: q.queue,
            animations: { box[.positionX] = 100 }, completion: completion)
        let other = EventLog()
        let (loop, clock) = (q.stage.compositor.mainLoop, q.clock)
        clock.schedule(at: 3) { loop.enqueue { other.append("ran at \(clock.currentTime)") } }
        try q.clock.advance(to: 5.5)
        #expect(box.presentation(at: 5.5)[.positionX] == 50)
        #expect(box.presentation(at: 6.25)[.positionX] == 25)  // a cycle is 2 s: 0.25 s into the way there
        #expect(box.presentation(at: 7.25)[.positionX] == 75)
        #expect(other.entries == ["ran at 3.0"])
        #expect(ripple.isExecuting)
        ripple.cancel()
        try q.clock.advance(by: 0)
        #expect(log.entries == ["false @5.5"])
        #expect(box.animationKeys().isEmpty)
        #expect(box[.positionX] == 50)
    }

    /// Without beginFromCurrentState a second block plays additively over the
    /// first, as UIKit does since iOS 8: the model is 200 at once, the first
    /// block's slide goes on as the difference −100·(1 − t) and the second
    /// adds (100 − 200)·(1.5 − t), so 50 at 0.5 (no jump) and 150 at 1; the
    /// first block's completion hears `true` at its own end. With it, the
    /// second replaces the first from what is shown (50 to 200 over
    /// 0.5…1.5: 125 at 1), and the first block's completion hears `false`.
    @Test(arguments: [false, true])
    func beginFromCurrentState(fromCurrent: Bool) throws {
        let q = QueueStage(maxConcurrent: AnimationQueue.unlimited)
        let (log, completion) = completionLog(q)
        let box = q.box
        let compositor = q.stage.compositor
        compositor.animate(withDuration: 1, options: .curveLinear, on: q.queue, animations: {
            box[.positionX] = 100
        }, completion: completion)
        try q.clock.advance(to: 0.5)
        let options: AnimationOptions = fromCurrent ? [.curveLinear, .beginFromCurrentState] : .curveLinear
        compositor.animate(withDuration: 1, options: options, on: q.queue) { box[.positionX] = 200 }
        try q.clock.advance(by: 0)
        #expect(box.presentation()[.positionX] == 50)
        #expect(abs(Double(box.presentation(at: 1)[.positionX]) - (fromCurrent ? 125 : 150)) < 1e-9)
        try q.clock.advance(to: 1)
        #expect(log.entries == [fromCurrent ? "false @0.5" : "true @1"])
    }

    /// A nested block inherits the outer duration and curve unless told to
    /// override them: x goes over the outer 1 s; y over 1 s, or 3 s with
    /// overrideInheritedDuration.
    @Test(arguments: [false, true])
    func nesting(overrideDuration: Bool) throws {
        let q = QueueStage()
        let (log, completion) = completionLog(q)
        let box = q.box
        let compositor = q.stage.compositor
        let queue = q.queue
        let inner: AnimationOptions = overrideDuration ? [.overrideInheritedDuration, .curveEaseIn] : [.curveEaseIn]
        compositor.animate(withDuration: 1, options: .curveLinear, on: queue, animations: {
            box[.positionX] = 100
            compositor.animate(withDuration: 3, options: inner, on: queue, animations: {
                box[.positionY] = 100
            }, completion: completion)
        })
        try q.clock.advance(by: 0)
        let y = try #require(box.animation(forKey: "position.y"))
        #expect(y.duration == (overrideDuration ? 3 : 1))
        #expect(y.timingFunction == .linear)  // the curve is inherited: no overrideInheritedCurve
        try q.clock.advance(to: 5)
        #expect(log.entries == [overrideDuration ? "true @3" : "true @1"])
    }

    /// Cancelling a block also removes what its nested blocks started, and a
    /// nested animation stopped early makes the outer completion hear `false`.
    @Test func cancellingRemovesNestedAnimations() throws {
        let q = QueueStage()
        let (log, completion) = completionLog(q)
        let (box, compositor, queue) = (q.box, q.stage.compositor, q.queue)
        let outer = compositor.animate(withDuration: 1, options: [.repeat, .curveLinear], on: queue, animations: {
            box[.positionX] = 100
            compositor.animate(withDuration: 1, on: queue) { box[.positionY] = 100 }
        }, completion: completion)
        try q.clock.advance(to: 0.5)
        #expect(box.animationKeys() == ["position.x", "position.y"])
        outer.cancel()
        try q.clock.advance(by: 0)
        #expect(box.animationKeys().isEmpty)
        #expect(box[.positionY] == 50)
        #expect(log.entries == ["false @0.5"])
    }

    /// With overrideInheritedCurve a nested block keeps its own curve.
    @Test func nestedCurveOverride() throws {
        let q = QueueStage()
        let (box, compositor, queue) = (q.box, q.stage.compositor, q.queue)
        compositor.animate(withDuration: 1, options: .curveLinear, on: queue) {
            compositor.animate(withDuration: 1, options: [.overrideInheritedCurve, .curveEaseIn], on: queue) {
                box[.positionY] = 100
            }
        }
        try q.clock.advance(by: 0)
        #expect(box.animation(forKey: "position.y")?.timingFunction == .easeIn)
    }

    /// The spring variant settles in the given duration: at 1 s a critically
    /// damped change of 0 → 100 is within 0.1% of 100.
    @Test func springVariant() throws {
        let q = QueueStage()
        let (log, completion) = completionLog(q)
        let box = q.box
        q.stage.compositor.animate(
            withDuration: 1, usingSpringWithDamping: 1, initialSpringVelocity: 0, on: q.queue,
            animations: { box[.positionX] = 100 }, completion: completion)
        try q.clock.advance(by: 0)
        #expect(box.animation(forKey: "position.x") is SpringAnimation<CGFloat>)
        let nearEnd = Double(box.presentation(at: 1 - 1e-9)[.positionX])
        #expect(abs(nearEnd - 100) <= 0.1 + 1e-6)
        #expect(box.presentation(at: 0.5)[.positionX] < 100)
        try q.clock.advance(to: 2)
        #expect(log.entries == ["true @1"])
    }

    /// A bad damping ratio fails the operation with a typed error, and the
    /// completion hears `false`.
    @Test func invalidSpring() throws {
        let q = QueueStage()
        let (log, completion) = completionLog(q)
        let box = q.box
        let operation = q.stage.compositor.animate(
            withDuration: 1, usingSpringWithDamping: 0, initialSpringVelocity: 0, on: q.queue,
            animations: { box[.positionX] = 100 }, completion: completion)
        try q.clock.advance(by: 0)
        guard case .failed(let error) = operation.result else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.field == "usingSpringWithDamping")
        #expect(log.entries == ["false @0"])
        #expect(box[.positionX] == 0)
    }

    /// Block animations chain like any operation.
    @Test func chained() throws {
        let q = QueueStage()
        let box = q.box
        let compositor = q.stage.compositor
        let first = compositor.animate(withDuration: 1, options: .curveLinear, on: q.queue) { box[.positionX] = 100 }
        let then = compositor.animate(withDuration: 1, options: .curveLinear, on: q.queue) { box[.positionY] = 100 }
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(first.startTime == 0)
        #expect(then.startTime == 1)
        #expect(q.clock.currentTime == 2)
    }
}

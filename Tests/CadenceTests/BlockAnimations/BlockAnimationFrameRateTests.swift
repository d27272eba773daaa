import Cadence
import Foundation
import Testing

/// `preferredFramesPerSecond60` and `preferredFramesPerSecond30` reach the
/// frame ticker: the compositor says what rate the animations in flight ask
/// for, and a ticker following it calls back only on those frames. All on the
/// virtual clock, where a ticker's frames come as the clock advances.
@Suite struct BlockAnimationFrameRateTests {
    /// The grid indices a ticker called back at, in order.
    private final class Frames: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [FrameTicker.Frame] = []

        func append(_ frame: FrameTicker.Frame) {
            lock.lock()
            storage.append(frame)
            lock.unlock()
        }

        var all: [FrameTicker.Frame] {
            lock.lock()
            defer { lock.unlock() }
            return storage
        }
    }

    /// A 60 Hz ticker following the compositor calls back every frame, then
    /// every second frame (even indices) while a 30 fps block is in flight
    /// (0.105 s to 0.605 s), then every frame again. Invalidated, it leaves
    /// nothing scheduled on the clock.
    @Test func thirtyFramesPerSecondReachesTheTicker() throws {
        let q = QueueStage()
        let (box, compositor, clock) = (q.box, q.stage.compositor, q.clock)
        let frames = Frames()
        let ticker = try FrameTicker(framesPerSecond: 60, clock: clock, following: compositor) { frames.append($0) }
        ticker.start(at: 0)
        #expect(ticker.isRunning)
        #expect(ticker.frameInterval == 1)
        try clock.advance(to: 0.105)
        #expect(frames.all.map(\.index) == Array(1...6))

        compositor.animate(withDuration: 0.5, options: [.preferredFramesPerSecond30, .curveLinear], on: q.queue) {
            box[.positionX] = 100
        }
        try clock.advance(by: 0)
        #expect(compositor.preferredFramesPerSecond == 30)
        #expect(ticker.frameInterval == 2)

        try clock.advance(to: 0.71)
        #expect(compositor.preferredFramesPerSecond == nil)
        #expect(ticker.frameInterval == 1)
        let expected = Array(1...6) + Array(stride(from: 8, through: 36, by: 2)) + Array(37...42)
        #expect(frames.all.map(\.index) == expected)

        // Each frame is on the grid, called back at its instant, and targets
        // the next frame shown at the rate of its moment.
        for frame in frames.all {
            #expect(abs(frame.timestamp - Double(frame.index) / 60) < 1e-12)
            #expect(frame.callbackTime == frame.timestamp)
            let interval = (8...36).contains(frame.index) ? 2.0 : 1.0
            #expect(abs(frame.targetTimestamp - frame.timestamp - interval / 60) < 1e-12, "frame \(frame.index)")
        }

        ticker.invalidate()
        #expect(!ticker.isRunning)
        #expect(clock.nextDeadline == nil)
        try clock.advance(to: 1)
        #expect(frames.all.count == expected.count)
    }

    /// 60 fps on a 120 Hz ticker is every second frame; 30 is every fourth.
    @Test(arguments: [(AnimationOptions.preferredFramesPerSecond60, 2), (.preferredFramesPerSecond30, 4)])
    func rateOnA120HertzTicker(option: AnimationOptions, interval: Int) throws {
        let q = QueueStage()
        let (box, compositor, clock) = (q.box, q.stage.compositor, q.clock)
        let frames = Frames()
        let ticker = try FrameTicker(framesPerSecond: 120, clock: clock, following: compositor) { frames.append($0) }
        compositor.animate(withDuration: 1, options: option, on: q.queue) { box[.opacity] = 0 }
        try clock.advance(by: 0)
        ticker.start()
        try clock.advance(to: 0.51)
        #expect(ticker.frameInterval == interval)
        let indices = frames.all.map(\.index)
        #expect(indices == Array(stride(from: interval, through: 61, by: interval)))
        ticker.invalidate()
    }

    /// The compositor asks for the highest rate its animations in flight ask
    /// for, and for the display's own (nil) while any animation asks for none:
    /// a 2 s block at 30 fps beside a 1 s block at `other`.
    @Test(arguments: [(AnimationOptions.preferredFramesPerSecondDefault, nil), (.preferredFramesPerSecond60, 60)] as [(AnimationOptions, Double?)])
    func highestRateWins(other: AnimationOptions, together: Double?) throws {
        let q = QueueStage(maxConcurrent: AnimationQueue.unlimited)
        let (box, compositor, queue) = (q.box, q.stage.compositor, q.queue)
        #expect(compositor.preferredFramesPerSecond == nil)
        compositor.animate(withDuration: 2, options: .preferredFramesPerSecond30, on: queue) { box[.positionX] = 100 }
        compositor.animate(withDuration: 1, options: other, on: queue) { box[.positionY] = 100 }
        try q.clock.advance(to: 0.5)
        #expect(compositor.preferredFramesPerSecond == together)
        try q.clock.advance(to: 1.5)
        #expect(compositor.preferredFramesPerSecond == 30)
        try q.clock.advance(to: 2.5)
        #expect(compositor.preferredFramesPerSecond == nil)
    }

    /// An animation that is not a block's wants the display's own rate too.
    @Test func otherAnimationsWantTheDisplaysRate() throws {
        let q = QueueStage(maxConcurrent: AnimationQueue.unlimited)
        let (box, compositor) = (q.box, q.stage.compositor)
        compositor.animate(withDuration: 2, options: .preferredFramesPerSecond30, on: q.queue) { box[.positionX] = 100 }
        try q.clock.advance(by: 0)
        #expect(compositor.preferredFramesPerSecond == 30)
        try box.add(BasicAnimation(keyPath: .opacity, from: 1, to: 0, duration: 1), forKey: "fade")
        try q.clock.advance(to: 0.5)
        #expect(compositor.preferredFramesPerSecond == nil)
        try q.clock.advance(to: 1.5)
        #expect(compositor.preferredFramesPerSecond == 30)
    }

    /// A nested block inherits the outer block's rate, unless it overrides the
    /// inherited options; its own rate replaces the outer one. The nested
    /// change runs 2 s, the outer one 1 s: at 1.5 s only the nested one flies.
    @Test(arguments: [
        (AnimationOptions.overrideInheritedDuration, 30), ([.overrideInheritedDuration, .overrideInheritedOptions], nil),
        ([.overrideInheritedDuration, .preferredFramesPerSecond60], 60),
    ] as [(AnimationOptions, Double?)])
    func nestedBlockRate(inner: AnimationOptions, expected: Double?) throws {
        let q = QueueStage()
        let (box, compositor, queue) = (q.box, q.stage.compositor, q.queue)
        compositor.animate(withDuration: 1, options: .preferredFramesPerSecond30, on: queue) {
            box[.positionX] = 100
            compositor.animate(withDuration: 2, options: inner, on: queue) { box[.positionY] = 100 }
        }
        try q.clock.advance(to: 1.5)
        #expect(box.animationKeys() == ["position.y"])
        #expect(compositor.preferredFramesPerSecond == expected)
    }

    /// A ticker's frame interval is its rate over the preferred one, rounded,
    /// and 1 for no preference or one at or above its rate.
    @Test(arguments: [
        (60.0, 30.0, 2), (120, 30, 4), (120, 60, 2), (60, 60, 1), (60, 120, 1), (60, 25, 2), (60, 45, 1),
        (100, 30, 3), (60, 0, 1), (60, -30, 1), (60, .nan, 1), (60, .infinity, 1),
    ] as [(Double, Double, Int)])
    func frameInterval(rate: Double, preferred: Double, expected: Int) throws {
        let ticker = try FrameTicker(framesPerSecond: rate, clock: VirtualClock(), preferredFramesPerSecond: { preferred }) { _ in }
        #expect(ticker.frameInterval == expected)
        let plain = try FrameTicker(framesPerSecond: rate, clock: VirtualClock()) { _ in }
        #expect(plain.frameInterval == 1)
    }
}

import Cadence
import CadenceTesting
import Foundation
import Testing

/// Block animations that overlap on a property, the iOS 8 way: the same
/// worked case as ``AdditiveRetargetTests``, through the block API. Block 1
/// moves x linearly 0 → 100 over 0…1; block 2, at 0.5, to 300 over 1 s:
/// the model is 300 at once, and x = 300 − 100(1 − t) − 200(1.5 − t) =
/// −100 + 300t until 1 (50 at 0.5, 125 at 0.75, 200 at 1), then
/// 300 − 200(1.5 − t) = 200t (250 at 1.25), then 300. Both completions hear
/// `true`, each at its own end.
@Suite struct AdditiveBlockAnimationTests {
    /// Shifted 1 s on (block 1 starts at 1, block 2 at 1.5), so that a block
    /// animation's begin time, "when the transaction commits", is not the
    /// layer's time 0: the rebase must keep the begin the commit gave it.
    @Test func overlappingBlocksAddUp() throws {
        let q = QueueStage(maxConcurrent: AnimationQueue.unlimited)
        let (box, compositor, clock) = (q.box, q.stage.compositor, q.clock)
        let log = EventLog()
        func completion(_ name: String) -> @Sendable (Bool) -> Void {
            { finished in log.append("\(name) \(finished) @\(CadenceTestTime.format(clock.currentTime))") }
        }
        try clock.advance(to: 1)
        compositor.animate(withDuration: 1, options: .curveLinear, on: q.queue, animations: {
            box[.positionX] = 100
        }, completion: completion("first"))
        try clock.advance(to: 1.5)
        compositor.animate(withDuration: 1, options: .curveLinear, on: q.queue, animations: {
            box[.positionX] = 300
        }, completion: completion("second"))
        try clock.advance(by: 0)
        #expect(box[.positionX] == 300)
        #expect(box.animationKeys() == ["position.x", "position.x-2"])
        for (t, x) in [(0.5, 50.0), (0.75, 125), (1, 200), (1.25, 250), (1.5, 300)] {
            try clock.advance(to: 1 + t)
            #expect(abs(Double(box.presentedValue(for: .positionX)) - x) < 1e-9, "at \(1 + t)")
            #expect(abs(Double(box.presentation()[.positionX]) - x) < 1e-9, "at \(1 + t)")
        }
        try clock.advance(to: 3)
        #expect(log.entries == ["first true @2", "second true @2.5"])
    }

    /// A lone block animation is the absolute animation it always was.
    @Test func aLoneBlockIsNotAdditive() throws {
        let q = QueueStage()
        let box = q.box
        q.stage.compositor.animate(withDuration: 1, options: .curveLinear, on: q.queue) { box[.positionX] = 100 }
        try q.clock.advance(to: 0.25)
        #expect(box.presentedValue(for: .positionX) == 25)
        #expect((box.animation(forKey: "position.x") as? BasicAnimation<CGFloat>)?.isAdditive == false)
    }

    /// Cancelling the second block at 0.75 leaves its own difference in the
    /// model (300 − 200·0.75 = 150), so with the first block's −25 still in
    /// flight 125 stays shown; the first block plays out to 150 at 1.
    @Test func cancellingAnInterruptingBlockKeepsWhatIsShown() throws {
        let q = QueueStage(maxConcurrent: AnimationQueue.unlimited)
        let (box, compositor, clock) = (q.box, q.stage.compositor, q.clock)
        compositor.animate(withDuration: 1, options: .curveLinear, on: q.queue) { box[.positionX] = 100 }
        try clock.advance(to: 0.5)
        let second = compositor.animate(withDuration: 1, options: .curveLinear, on: q.queue) { box[.positionX] = 300 }
        try clock.advance(to: 0.75)
        second.cancel()
        try clock.advance(by: 0)
        #expect(abs(Double(box[.positionX]) - 150) < 1e-9)
        #expect(abs(Double(box.presentedValue(for: .positionX)) - 125) < 1e-9)
        try clock.advance(to: 2)
        #expect(abs(Double(box.presentedValue(for: .positionX)) - 150) < 1e-9)
    }
}

/// Random interruption sequences: 300 seeds, each 2 to 6 additive
/// operations on x (targets in −500…500, durations 0.2…1.5 s, linear or
/// ease-in-ease-out), started 0.02…0.8 s apart.
///
/// The bound: what is shown is the model plus each animation's difference,
/// Δᵢ·(1 − E((t − startᵢ)/dᵢ)), whose speed is at most |Δᵢ|·S/dᵢ, with S
/// the steepest slope of the curves: 1 for linear; for ease-in-ease-out
/// (0.42, 0, 0.58, 1) it is steepest at s = ½, where dx/ds = 3(¼·0.42 +
/// ½·0.16 + ¼·0.42) = 0.87 and dy/ds = 3·½ = 1.5, a slope of 1.72; S = 2
/// covers both. So across a start at t, x(t + h) − x(t⁻) stays within
/// h·Σ|Δᵢ|·S/dᵢ (plus 1e-9 of rounding), with h = 1e-5. A start that
/// replaced from the model would jump by the distance still to go.
@Suite struct AdditiveRetargetPropertyTests {
    @Test func noInterruptionJumps() throws {
        try withEverySeed(in: 0..<300) { seed in
            var random = SplitMix64(seed: seed)
            let q = QueueStage(maxConcurrent: AnimationQueue.unlimited)
            let h = 1e-5
            var time = 0.0
            var speedBound = 0.0
            var ends: [Double] = []
            var operations: [AnimationOperation] = []
            var finishes: [LockedTimes] = []
            var target = 0.0
            for index in 0..<random.nextInt(in: 2...6) {
                if index > 0 { time += random.next(in: 0.02...0.8) }
                try q.clock.advance(to: time)
                let before = Double(q.box.presentedValue(for: .positionX, at: time))
                let old = Double(q.box[.positionX])
                target = random.next(in: -500...500)
                let duration = random.next(in: 0.2...1.5)
                let curve: TimingFunction = random.nextBool() ? .linear : .easeInEaseOut
                let operation = AnimationOperation(
                    layer: q.box,
                    animation: BasicAnimation(keyPath: .positionX, to: CGFloat(target), duration: duration, timingFunction: curve),
                    retargetBehavior: .additive)
                let clock = q.clock
                let finished = LockedTimes()
                operation.addObserver { event in
                    if case .didFinish = event { finished.set(clock.currentTime) }
                }
                finishes.append(finished)
                try q.queue.addOperation(operation)
                try q.clock.advance(by: 0)
                // The first one moves from what is shown, which is the model.
                speedBound += abs(old - target) * 2 / duration
                let after = Double(q.box.presentedValue(for: .positionX, at: time))
                let next = Double(q.box.presentedValue(for: .positionX, at: time + h))
                #expect(abs(after - before) < 1e-9, "seed \(seed), start \(index)")
                #expect(abs(next - before) <= speedBound * h + 1e-9, "seed \(seed), start \(index)")
                #expect(abs(Double(q.box.presentation(at: time + h)[.positionX]) - next) < 1e-9, "seed \(seed)")
                ends.append(time + duration)
                operations.append(operation)
            }
            try q.clock.advance(to: (ends.max() ?? 0) + 1)
            #expect(operations.allSatisfy { $0.result == .completed }, "seed \(seed)")
            for (end, finished) in zip(ends, finishes) {
                #expect(abs((finished.time ?? .nan) - end) < 1e-9, "seed \(seed): finished at \(finished.time ?? .nan), ends at \(end)")
            }
            #expect(abs(Double(q.box.presentedValue(for: .positionX)) - target) < 1e-9, "seed \(seed)")
        }
    }
}

/// When an operation finished, set from its observer.
private final class LockedTimes: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Double?
    var time: Double? { lock.withLock { stored } }
    func set(_ time: Double) { lock.withLock { stored = time } }
}

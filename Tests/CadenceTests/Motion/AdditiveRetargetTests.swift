import Cadence
import Foundation
import Testing

/// Additive retargeting of operations, UIKit's way since iOS 8.
///
/// The worked case: A moves x linearly 0 → 100 over 0…1 s. At 0.5 s, B
/// (additive) sends it to 300 linearly over 1 s. At B's start the model
/// becomes 300; A, rebased relative to its own final value 100, shows
/// d_A(t) = (0 − 100)·(1 − t) = −100 + 100t; B shows
/// d_B(t) = (100 − 300)·(1 − (t − 0.5)) = −300 + 200t. So
///
/// - 0.5 ≤ t ≤ 1: x = 300 + d_A + d_B = −100 + 300t (50 at 0.5, 125 at 0.75, 200 at 1),
/// - 1 ≤ t ≤ 1.5: A is over, x = 300 + d_B = 200t (200 at 1, 250 at 1.25),
/// - t ≥ 1.5: x = 300.
///
/// At 1 both pieces give 200. Before B, x = 100t is 50 at 0.5: no jump. A finishes at 1.0 and B at 1.5, both completed.
@Suite struct AdditiveRetargetTests {
    static func slide(to x: CGFloat, _ curve: TimingFunction = .linear) -> BasicAnimation<CGFloat> {
        BasicAnimation(keyPath: .positionX, to: x, duration: 1, timingFunction: curve)
    }

    /// A on the queue at 0, B (additive) added at `interruption`.
    static func interrupted(
        at interruption: Double, by curve: TimingFunction = .linear, behavior: RetargetBehavior = .additive
    ) throws -> (QueueStage, AnimationOperation, AnimationOperation) {
        let q = QueueStage(maxConcurrent: AnimationQueue.unlimited)
        let a = q.operation("A", slide(to: 100))
        try q.queue.addOperation(a)
        try q.clock.advance(to: interruption)
        let b = AnimationOperation(layer: q.box, animation: slide(to: 300, curve), retargetBehavior: behavior)
        b.name = "B"
        try q.queue.addOperation(b)
        return (q, a, b)
    }

    @Test func theWorkedCase() throws {
        let (q, _, _) = try Self.interrupted(at: 0.5)
        #expect(q.box.presentedValue(for: .positionX, at: 0.5) == 50)
        try q.clock.advance(by: 0)
        #expect(q.box[.positionX] == 300)
        for (t, x) in [(0.5, 50.0), (0.75, 125), (1, 200), (1.25, 250)] {
            try q.clock.advance(to: t)
            #expect(abs(Double(q.box.presentedValue(for: .positionX)) - x) < 1e-9, "at \(t)")
            #expect(abs(Double(q.box.presentation()[.positionX]) - x) < 1e-9, "at \(t)")
        }
        try q.clock.advance(to: 2)
        #expect(q.box.presentedValue(for: .positionX) == 300)
        #expect(q.log.entries == ["start A @0", "start B @0.5", "finish A completed @1", "finish B completed @1.5"])
    }

    /// How B takes over from A in ``valueAndVelocityAreContinuous(_:)``.
    enum TakeOver: String, CaseIterable, CustomStringConvertible {
        case additive, replaceFromShown, replaceFromModel
        var description: String { rawValue }
    }

    /// The value is continuous across the interruption, and, when B's curve
    /// starts at rest (ease in, ease out), so is the velocity.
    ///
    /// Slopes by finite differences with h = 1e-4 on each side of 0.5. Left:
    /// A alone, 100 exactly. Right: A's 100 plus B's difference, whose
    /// easeInEaseOut curve (0.42, 0, 0.58, 1) starts as E(u) ≈ 3(u/1.26)² ≈
    /// 1.89u² (x(s) ≈ 1.26s, y(s) ≈ 3s² near s = 0), so B adds
    /// 200·E(h)/h ≈ 378h ≈ 0.04: within 0.1 of 100. A replace from what is
    /// shown starts B's curve at rest, a slope of 0 there (off by 100); a
    /// replace from the model (B from 100, A's final value) jumps by 50.
    /// Values agree to rounding (1e-9).
    @Test(arguments: TakeOver.allCases)
    func valueAndVelocityAreContinuous(_ takeOver: TakeOver) throws {
        let h = 1e-4
        let q = QueueStage(maxConcurrent: AnimationQueue.unlimited)
        try q.queue.addOperation(q.operation("A", Self.slide(to: 100)))
        try q.clock.advance(to: 0.5)
        var animation = Self.slide(to: 300, .easeInEaseOut)
        if takeOver == .replaceFromModel { animation.fromValue = q.box[.positionX] }
        let b = AnimationOperation(
            layer: q.box, animation: animation, retargetBehavior: takeOver == .additive ? .additive : .replace)
        try q.queue.addOperation(b)
        let (early, atStart) = (
            Double(q.box.presentedValue(for: .positionX, at: 0.5 - h)), Double(q.box.presentedValue(for: .positionX, at: 0.5))
        )
        try q.clock.advance(by: 0)
        let (after, late) = (
            Double(q.box.presentedValue(for: .positionX, at: 0.5)), Double(q.box.presentedValue(for: .positionX, at: 0.5 + h))
        )
        #expect((abs(after - atStart) < 1e-9) == (takeOver != .replaceFromModel), "before \(atStart), after \(after)")
        let (left, right) = ((atStart - early) / h, (late - after) / h)
        #expect(abs(left - 100) < 1e-6)
        #expect((abs(right - left) < 0.1) == (takeOver == .additive), "left \(left), right \(right)")
    }

    /// Both presentation paths, the render store's typed tables and the tree's
    /// fold over the layer's values, agree after the rebase.
    @Test func bothPresentationPathsAgree() throws {
        let (q, _, _) = try Self.interrupted(at: 0.3, by: .easeInEaseOut)
        try q.clock.advance(by: 0)
        for step in 0...40 {
            let t = 0.3 + Double(step) * 0.03
            let typed = q.box.presentedValue(for: .positionX, at: t)
            let whole = q.box.presentation(at: t)[.positionX]
            #expect(abs(Double(typed - whole)) < 1e-9, "at \(t)")
        }
    }

    /// Cancelled at 0.75, B leaves the model where B's own difference puts it
    /// (300 + d_B(0.75) = 300 − 150 = 150), so with A's difference still in
    /// flight (−25) the layer shows 125, what it showed; A then plays out:
    /// at 0.9, 150 + (−10) = 140, and at its end 150.
    @Test func aCancelledAdditiveOperationKeepsWhatIsShown() throws {
        let (q, a, b) = try Self.interrupted(at: 0.5)
        try q.clock.advance(to: 0.75)
        b.cancel()
        try q.clock.advance(by: 0)
        #expect(abs(Double(q.box[.positionX]) - 150) < 1e-9)
        #expect(abs(Double(q.box.presentedValue(for: .positionX)) - 125) < 1e-9)
        try q.clock.advance(to: 0.9)
        #expect(abs(Double(q.box.presentedValue(for: .positionX)) - 140) < 1e-9)
        try q.clock.advance(to: 2)
        #expect(abs(Double(q.box.presentedValue(for: .positionX)) - 150) < 1e-9)
        #expect(a.result == .completed)
        #expect(b.result == .cancelled)
    }

    /// An absolute animation above additive ones is not rebased: A (to 100)
    /// at 0, B (additive, to 300) at 0.25, C (replace, to 0) at 0.5, D
    /// (additive, to 50) at 0.75. At 0.75 C covers A's and B's differences
    /// (−100·0.25 = −25 and −200·0.5 = −100); rebased relative to the model,
    /// it would add them back and jump by −125. D plays as usual instead,
    /// from what is shown, and nothing jumps.
    @Test func anAbsoluteAnimationAboveAdditiveOnesIsNotRebased() throws {
        let q = QueueStage(maxConcurrent: AnimationQueue.unlimited)
        let steps: [(Double, CGFloat, RetargetBehavior)] = [(0, 100, .replace), (0.25, 300, .additive), (0.5, 0, .replace), (0.75, 50, .additive)]
        for (time, target, behavior) in steps {
            try q.clock.advance(to: time)
            let before = q.box.presentedValue(for: .positionX, at: time)
            try q.queue.addOperation(AnimationOperation(layer: q.box, animation: Self.slide(to: target), retargetBehavior: behavior))
            try q.clock.advance(by: 0)
            #expect(abs(Double(q.box.presentedValue(for: .positionX, at: time) - before)) < 1e-9, "at \(time)")
        }
        try q.clock.advance(to: 3)
        #expect(q.box.presentedValue(for: .positionX) == 50)
    }

    /// Keyframes in flight (0, 80, 100 at 0, 0.5, 1, linear; started 1 s
    /// in) are rebased to their values less 100, and a spring sent to 300
    /// at 1.25 plays additively from 100 − 300 = −200 to 0 with its own
    /// physics. Before: 1.25 is a quarter in, half way to the second key,
    /// 40. After: 300 + (40 − 100) + (−200) = 40, no jump, the same in both
    /// presentation paths; the keyframes finish at 2, the spring when it
    /// settles, and the layer rests at 300.
    @Test func keyframesInFlightAndASpringOnTop() throws {
        let q = QueueStage(maxConcurrent: AnimationQueue.unlimited)
        try q.clock.advance(to: 1)
        var keys = KeyframeAnimation<CGFloat>(keyPath: .positionX, values: [0, 80, 100])
        keys.duration = 1
        let path = q.operation("keys", keys)
        try q.queue.addOperation(path)
        try q.clock.advance(to: 1.25)
        let before = Double(q.box.presentedValue(for: .positionX, at: 1.25))
        #expect(abs(before - 40) < 1e-9)
        let spring = AnimationOperation(
            layer: q.box, animation: SpringAnimation(keyPath: .positionX, to: CGFloat(300)), retargetBehavior: .additive)
        spring.name = "spring"
        try q.queue.addOperation(spring)
        try q.clock.advance(by: 0)
        #expect(q.box[.positionX] == 300)
        #expect(abs(Double(q.box.presentedValue(for: .positionX, at: 1.25)) - 40) < 1e-9)
        for t in stride(from: 1.25, through: 2.5, by: 0.125) {
            let typed = q.box.presentedValue(for: .positionX, at: t)
            #expect(abs(Double(typed - q.box.presentation(at: t)[.positionX])) < 1e-9, "at \(t)")
        }
        #expect((q.box.animation(forKey: path.key) as? KeyframeAnimation<CGFloat>)?.values == [-100, -20, 0])
        try q.clock.advance(to: 10)
        #expect(q.log.entries.prefix(3) == ["start keys @1", "start spring @1.25", "finish keys completed @2"])
        #expect(spring.result == .completed)
        #expect(q.box.presentedValue(for: .positionX) == 300)
    }

    /// With nothing in flight an additive operation plays as usual.
    @Test func aloneItPlaysAsUsual() throws {
        let q = QueueStage()
        let b = AnimationOperation(layer: q.box, animation: Self.slide(to: 300), retargetBehavior: .additive)
        try q.queue.addOperation(b)
        try q.clock.advance(to: 0.25)
        #expect(q.box.presentedValue(for: .positionX) == 75)
        #expect((q.box.animation(forKey: b.key) as? BasicAnimation<CGFloat>)?.isAdditive == false)
    }
}
